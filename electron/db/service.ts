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
  // A question naming several terms, not one term alone: the code every question runs is compiled before the first.
  searchRules(db, { query: "can a tapped permanent's controller untap it during the untap step", limit: 1 });
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
