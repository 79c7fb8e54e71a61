// The rules corpus facade: what the API handler, the Electron shell and the CLI call.
import { homedir } from 'node:os';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { searchRules } from './search.ts';
import { keepMissingTerms } from './searchTerms.ts';
import { vocabularyOf } from './vocabulary.ts';

export type Database = BetterSqlite3.Database;

export { importDocument, listSources, removeSource } from './store.ts';
export { cardCount, cardNames, importCards, listCardFiles, readCard, readCardEntry, removeCardFile, searchRulings } from './cards.ts';
export { importCardFile } from './cardImport.ts';
export { findCards, prepareCardNames, prepareCardNamesLater } from './cardSearch.ts';
export { readCardPage } from './cardPage.ts';
export { readGlossary, readRule } from './read.ts';
export { readAllEntries, readEntriesInBackground, searchRules } from './search.ts';
export { searchRulesAndRulings } from './searchWithRulings.ts';
export { loadCatalog } from './catalog.ts';

export { openDatabaseFile as openDatabase, DatabaseOpenError, readOnlyNotice } from './open.ts';

/**
 * Does now what the first search would otherwise do while the judge waits: load the typo vocabulary and the CR's
 * terms, prepare the search statements and read the index pages. Call after opening and after imports. The terms of a
 * database imported by an older Arbiter are kept then, so that the next start reads them rather than builds them.
 * The card names a question may name are read apart (prepareCardNames): with a whole card pool they take longer.
 */
export function warmSearch(db: Database): void {
  vocabularyOf(db);
  // A question naming several terms, not one term alone, that asks for an outcome and denies something: the code most
  // questions run is compiled before the first (against a plainer warming question, the first search of the six the
  // benchmark starts processes for took 1.8 ms less on average, the open 4 ms more: docs/benchmarks.md).
  searchRules(db, { query: "what happens if my tapped creature with trample can't block", limit: 1 });
  keepMissingTerms(db);
}

/** The per-user data folder the Electron app uses (app.getPath('userData') for productName "Arbiter"). */
export function defaultDatabasePath(
  env: Readonly<Record<string, string | undefined>> = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  const home = env['HOME'] ?? env['USERPROFILE'] ?? homedir();
  const folder =
    platform === 'win32'
      ? join(env['APPDATA'] ?? join(home, 'AppData', 'Roaming'), 'Arbiter')
      : platform === 'darwin'
        ? join(home, 'Library', 'Application Support', 'Arbiter')
        : join(env['XDG_CONFIG_HOME'] || join(home, '.config'), 'Arbiter');
  return join(folder, 'arbiter.db');
}
