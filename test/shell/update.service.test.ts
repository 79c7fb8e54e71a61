// The update checker end to end on the real SQLite service: a new release is imported beside the old one,
// a release already there is left alone, and every failure leaves the database exactly as it was.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDatabasePath, importDocument, listSources, openDatabase, searchRules, type Database } from '../../electron/db/service.ts';
import { databasePath } from '../../electron/main/paths.ts';
import { checkForRules, type RulesStore } from '../../electron/update/checkForRules.ts';
import { describeShared, sharedData } from '../support/shared.ts';
import { startRulesSite, unusedOrigin } from './rulesSite.ts';
import { serveRulesDuringTests, tinyCr as rulesText } from './servedRules.ts';

/** The same fixture as an older release: another effective date, another file name. */
const olderRelease = new TextEncoder().encode(
  new TextDecoder().decode(rulesText).replace('effective as of May 1, 2026', 'effective as of February 7, 2025'),
);

const storeOf = (db: Database): RulesStore => ({
  listSources: () => listSources(db),
  importDocument: (document, onProgress) => importDocument(db, document, onProgress),
});

const served = serveRulesDuringTests(rulesText);

/** Everything a judge could see change: the sources and what a search finds. */
function snapshot(db: Database) {
  return { sources: listSources(db), hits: searchRules(db, { query: 'player', limit: 50 }).results.map((r) => `${r.source.id}:${r.id}`) };
}

describe('check for new rules on real SQLite', () => {
  it('imports the new release as a new version beside the old one, then finds nothing new', async () => {
    const db = openDatabase(join(served.scratch, 'versions.db'));
    try {
      const old = importDocument(db, { fileName: 'MagicCompRules 20250207.txt', content: olderRelease });
      expect(old.ok).toBe(true);
      const [oldSource] = listSources(db);

      const first = await checkForRules({ store: storeOf(db), pageUrl: `${served.site.origin}/en/rules`, allowHosts: [served.site.host] });
      expect(first.ok && first.value.status).toBe('imported');
      const sources = listSources(db);
      expect(sources.map((s) => s.effectiveDate).sort()).toEqual(['2025-02-07', '2026-05-01']);
      expect(sources.find((s) => s.effectiveDate === '2026-05-01')).toMatchObject({
        kind: 'comprehensive-rules',
        fileName: 'MagicCompRules 20260501.txt',
      });
      expect(searchRules(db, { query: '101.2' }).results[0]?.number).toBe('101.2');
      // The update adds; the older release is still there, row for row.
      expect(sources).toContainEqual(oldSource);

      const second = await checkForRules({ store: storeOf(db), pageUrl: `${served.site.origin}/en/rules`, allowHosts: [served.site.host] });
      expect(second.ok && second.value.status).toBe('up-to-date');
      expect(listSources(db)).toEqual(sources);
    } finally {
      db.close();
    }
  });

  it('changes nothing on any failure', async () => {
    const db = openDatabase(join(served.scratch, 'failures.db'));
    try {
      importDocument(db, { fileName: 'MagicCompRules 20250207.txt', content: olderRelease });
      const before = snapshot(db);
      expect(before.hits.length).toBeGreaterThan(0);
      const pages = ['/old/rules', '/en/rules-gone', '/server-error', '/no-link', '/dead-link', '/html-link', '/sniff-link']
        .concat(['/truncated-link', '/not-rules-link', '/broken-rules-link'])
        .map((path) => `${served.site.origin}${path}`)
        .concat(`${await unusedOrigin()}/en/rules`);
      for (const pageUrl of pages) {
        const outcome = await checkForRules({ store: storeOf(db), pageUrl, timeoutMs: 5_000, allowHosts: [new URL(pageUrl).host] });
        expect(outcome.ok, pageUrl).toBe(false);
        expect(snapshot(db), pageUrl).toEqual(before);
      }
    } finally {
      db.close();
    }
  });
});

describeShared('check for new rules with real CR releases served locally', () => {
  for (const [file, effectiveDate] of [
    ['cr-2026-04-17.txt', '2026-04-17'],
    ['cr-2017-09-29.txt', '2017-09-29'],
  ] as const) {
    it(`downloads, checks and imports ${file}`, async () => {
      const realSite = await startRulesSite(new Uint8Array(readFileSync(sharedData(file))), effectiveDate.replaceAll('-', ''));
      const db = openDatabase(':memory:');
      try {
        const outcome = await checkForRules({ store: storeOf(db), pageUrl: `${realSite.origin}/en/rules`, allowHosts: [realSite.host] });
        expect(outcome.ok ? outcome.value.status : outcome.error.message).toBe('imported');
        const [source] = listSources(db);
        expect(source).toMatchObject({ kind: 'comprehensive-rules', effectiveDate });
        expect(source!.ruleCount).toBeGreaterThan(2000);
      } finally {
        db.close();
        await realSite.close();
      }
    });
  }
});

describe('database location', () => {
  it("agrees with the CLI's default: arbiter.db in the per-user Arbiter folder Electron uses", () => {
    const linux = { HOME: '/home/judge' };
    expect(defaultDatabasePath(linux, 'linux')).toBe(databasePath(join('/home/judge/.config', 'Arbiter')));
    expect(defaultDatabasePath({ ...linux, XDG_CONFIG_HOME: '/xdg' }, 'linux')).toBe(databasePath(join('/xdg', 'Arbiter')));
    expect(defaultDatabasePath(linux, 'darwin')).toBe(databasePath(join('/home/judge/Library/Application Support', 'Arbiter')));
  });
});
