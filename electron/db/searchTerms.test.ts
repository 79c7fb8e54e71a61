// Search terms kept beside their source (table search_terms): stored on import, read back on start, built again when
// missing, malformed or of another format; and the format guard that says when a change to buildTerms needs a new one.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { termDictionaryFormat, termDictionaryJson } from '../../core/search/termsJson.ts';
import { stemKey } from '../../core/search/terms.ts';
import { describeShared, sharedData } from '../../test/support/shared.ts';
import { buildTermsOf, keepMissingTerms, termsOf } from './searchTerms.ts';
import { smallCr } from './smallCr.ts';
import { importDocument, openDatabase, removeSource, searchRules, type Database } from './service.ts';
import { forgetVocabulary } from './vocabulary.ts';

const scratch = mkdtempSync(join(tmpdir(), 'arbiter-terms-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const small = { fileName: 'small.txt', content: new TextEncoder().encode(smallCr('March 3, 2031', 'A supertype. See rule 704.5j.')) };
const stored = (db: Database, source: number) =>
  db.prepare('SELECT format, dictionary FROM search_terms WHERE source_id = ?').get(source) as
    { format: number; dictionary: string } | undefined;

function imported(db: Database): number {
  const result = importDocument(db, small);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.source.id;
}

/** Rewrites the stored copy so that the Legend Rule leads to 100.1: what reads the copy follows it. */
function moveLegendRule(db: Database, source: number): void {
  const moved = JSON.parse(stored(db, source)!.dictionary) as { terms: [string, { rules: string[] } | string][] };
  for (const [key, term] of moved.terms) if (key === stemKey('legend rule') && typeof term !== 'string') term.rules = ['100.1'];
  db.prepare('UPDATE search_terms SET dictionary = ? WHERE source_id = ?').run(JSON.stringify(moved), source);
}

describe('search terms kept beside their source', () => {
  it('are stored by the import, in the current format, as buildTerms makes them', () => {
    const db = openDatabase(':memory:');
    const source = imported(db);
    const row = stored(db, source)!;
    expect(row.format).toBe(termDictionaryFormat);
    expect(row.dictionary).toBe(termDictionaryJson(buildTermsOf(db, source)));
    expect(termsOf(db, source)).toEqual(buildTermsOf(db, source));
    expect(termsOf(db, source).byKey.get(stemKey('legend rule'))?.rules).toContain('704.5j');
  });

  it('are read back rather than built: a stored copy is what search uses', () => {
    const db = openDatabase(':memory:');
    const source = imported(db);
    moveLegendRule(db, source);
    forgetVocabulary(db);
    expect(termsOf(db, source).byKey.get(stemKey('legend rule'))?.rules).toEqual(['100.1']);
  });

  it.each([
    [
      'of another format',
      (db: Database, s: number) => {
        moveLegendRule(db, s);
        db.prepare('UPDATE search_terms SET format = format + 1 WHERE source_id = ?').run(s);
      },
    ],
    [
      'malformed',
      (db: Database, s: number) => db.prepare(`UPDATE search_terms SET dictionary = '{"terms": 3}' WHERE source_id = ?`).run(s),
    ],
    ['missing', (db: Database, s: number) => db.prepare('DELETE FROM search_terms WHERE source_id = ?').run(s)],
  ])('are built again from the rows when the stored copy is %s, and kept again on start', (_, spoil) => {
    const db = openDatabase(':memory:');
    const source = imported(db);
    const good = stored(db, source)!.dictionary;
    spoil(db, source);
    forgetVocabulary(db);
    expect(termsOf(db, source)).toEqual(buildTermsOf(db, source));
    expect(searchRules(db, { query: 'legend rule', limit: 1 }).results[0]?.id).toBe('704.5j');
    keepMissingTerms(db);
    expect(stored(db, source)).toEqual({ format: termDictionaryFormat, dictionary: good });
  });

  it('are not written on a read-only database, which still searches', () => {
    const path = join(scratch, 'read-only.db');
    const writer = openDatabase(path);
    const source = imported(writer);
    writer.prepare('DELETE FROM search_terms').run();
    writer.close();
    const reader = new BetterSqlite3(path, { readonly: true });
    keepMissingTerms(reader);
    expect(termsOf(reader, source).byKey.has(stemKey('legend rule'))).toBe(true);
    expect(stored(reader, source)).toBeUndefined();
    reader.close();
  });

  it('go with their source when it is removed', () => {
    const db = openDatabase(':memory:');
    const source = imported(db);
    removeSource(db, source);
    expect(db.prepare('SELECT count(*) AS n FROM search_terms').get()).toEqual({ n: 0 });
  });
});

/**
 * What buildTerms makes of a document, by format: a digest of the stored text. When this test fails, buildTerms now
 * builds another dictionary from the same document, and databases keep copies of the old one: raise
 * termDictionaryFormat (core/search/termsJson.ts) and record the new digests under the new format. Never edit the
 * digests of a format already recorded.
 */
const digests: Readonly<Record<number, { readonly small: string; readonly april2026: string }>> = {
  1: { small: 'cf490c17a20cbc2a', april2026: '992e81eb7bf3739e' },
  2: { small: 'cf490c17a20cbc2a', april2026: '00422f233b40bffe' },
  3: { small: 'cf490c17a20cbc2a', april2026: '73f68f1d04c00975' },
  4: { small: 'cf490c17a20cbc2a', april2026: '15e00bf69850346b' },
};
const digestOf = (db: Database, source: number): string =>
  createHash('sha256')
    .update(termDictionaryJson(buildTermsOf(db, source)))
    .digest('hex')
    .slice(0, 16);

describe('the format of kept search terms', () => {
  it('names what buildTerms makes of a small CR', () => {
    const db = openDatabase(':memory:');
    expect(digestOf(db, imported(db)), 'buildTerms changed: raise termDictionaryFormat').toBe(digests[termDictionaryFormat]?.small);
  });
});

describeShared('the format of kept search terms, on a real CR', () => {
  it('names what buildTerms makes of the April 2026 CR', () => {
    const db = openDatabase(':memory:');
    const result = importDocument(db, { fileName: 'cr-2026-04-17.txt', content: readFileSync(sharedData('cr-2026-04-17.txt')) });
    if (!result.ok) throw new Error(result.error.message);
    expect(digestOf(db, result.value.source.id), 'buildTerms changed: raise termDictionaryFormat').toBe(
      digests[termDictionaryFormat]?.april2026,
    );
  });
});
