// Full-text hits from kept phrases' scores: the very rows, order and bm25 FTS5 gives for the whole query, before the
// phrases are read and after, with the sources changed in between, and nothing thrown once the database is closed;
// and the bm25 of rows asked for outside the best.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../core/search/query.ts';
import { fittedFieldWeights } from '../../core/search/weights.ts';
import { fullTextHits, fullTextSearch, nthSmallest, phraseCacheKey, type IndexRange } from './fullText.ts';
import { importDocument, openDatabase, searchRules } from './service.ts';
import { searchPhraseCache } from './vocabulary.ts';

const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, '../../test/fixtures/rules', name));
const idle = async (): Promise<void> => {
  for (let turn = 0; turn < 200; turn++) await new Promise((done) => setImmediate(done));
};

function opened() {
  const db = openDatabase(':memory:');
  const imported = importDocument(db, { fileName: 'mini-cr.txt', content: new Uint8Array(fixture('mini-cr.txt')) });
  if (!imported.ok) throw new Error(imported.error.message);
  const range = (): IndexRange =>
    db.prepare('SELECT index_from AS "from", index_to AS "to" FROM sources WHERE id = ?').get(imported.value.source.id) as IndexRange;
  return { db, range };
}

type Db = ReturnType<typeof opened>['db'];

/** FTS5 ranking the whole OR query itself: the oracle. */
function fts5(db: Db, range: IndexRange, phrases: readonly string[], limit: number) {
  return db
    .prepare(
      `SELECT s.kind, s.ref_id AS refId, best.score AS rank FROM (
        SELECT rowid AS id, bm25(search_index, $title, $body, $examples, $term, $definition) AS score FROM search_index
        WHERE search_index MATCH $match AND rowid BETWEEN $from AND $to ORDER BY score, rowid LIMIT $limit
      ) AS best JOIN search_index s ON s.rowid = best.id ORDER BY best.score, best.id`,
    )
    .all({ ...fittedFieldWeights, ...range, match: phrases.join(' OR '), limit });
}

/** The phrases whose scores are kept for the range, under the fitted field weights. */
function keptPhrases(db: Db, range: IndexRange): string[] {
  return [...(searchPhraseCache.peek(db, phraseCacheKey(range, fittedFieldWeights))?.keys() ?? [])];
}

const words = [...new Set(wordsOf(fixture('mini-cr.txt').toString('utf8')).filter((w) => /^[a-z]{3,}$/.test(w)))];
const phrase = fc.oneof(
  fc.constantFrom(...words).map((w) => `"${w}"`),
  fc.constantFrom(...words).map((w) => `"${w.slice(0, 3)}"*`),
  fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `"${a} ${b}"`),
  fc.constantFrom(...words).map((w) => `{body examples} : "${w}"`),
  fc.constant('"nowhereword"'),
);

describe('nthSmallest', () => {
  it('gives the value at each place of the sorted values, repeated values and negative scores included', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 200 }), fc.nat(), (values, at) => {
        const n = at % values.length;
        const sorted = Float64Array.from(values).sort();
        expect(
          nthSmallest(
            Float64Array.from(values, (v) => v / 4),
            n,
          ),
        ).toBe(sorted[n]! / 4);
      }),
      { numRuns: 300 },
    );
  });
});

describe('fullTextHits', () => {
  it('gives what FTS5 gives for the whole query, before its phrases are read and after', async () => {
    const { db, range } = opened();
    expect(words.length).toBeGreaterThan(50);
    await fc.assert(
      fc.asyncProperty(fc.array(phrase, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 40 }), async (phrases, limit) => {
        const expected = fts5(db, range(), phrases, limit);
        expect(fullTextHits(db, range(), phrases, fittedFieldWeights, limit)).toEqual(expected);
        await idle();
        expect(keptPhrases(db, range())).toEqual(expect.arrayContaining(phrases));
        expect(fullTextHits(db, range(), phrases, fittedFieldWeights, limit)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('scores the rows asked for wherever they rank, 0 for a row holding none of the phrases, before and after', async () => {
    const { db, range } = opened();
    const rowid = fc.integer({ min: range().from - 2, max: range().to + 2 });
    await fc.assert(
      fc.asyncProperty(fc.array(phrase, { minLength: 1, maxLength: 6 }), fc.array(rowid, { maxLength: 12 }), async (phrases, asked) => {
        const scores = new Map(
          (
            db
              .prepare(
                `SELECT rowid, bm25(search_index, $title, $body, $examples, $term, $definition) AS score FROM search_index
                WHERE search_index MATCH $match AND rowid BETWEEN $from AND $to`,
              )
              .all({ ...fittedFieldWeights, ...range(), match: phrases.join(' OR ') }) as { rowid: number; score: number }[]
          ).map((r) => [r.rowid, r.score]),
        );
        const expected = asked.map((r) => scores.get(r) ?? 0);
        // the best row alone: the rows asked for are scored wherever they rank
        expect([...fullTextSearch(db, range(), phrases, fittedFieldWeights, 1, asked).scores]).toEqual(expected);
        await idle();
        expect([...fullTextSearch(db, range(), phrases, fittedFieldWeights, 1, asked).scores]).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('reads again once the sources change: another document changes every bm25 of the first', async () => {
    const { db, range } = opened();
    const phrases = ['"creature"', '"damage"', '"player"'];
    fullTextHits(db, range(), phrases, fittedFieldWeights, 10);
    await idle();
    const before = fullTextHits(db, range(), phrases, fittedFieldWeights, 10);
    // asked before the sources change and again after, with no idle turn between: only the later asking is read
    fullTextHits(db, range(), ['"blocked"'], fittedFieldWeights, 10);
    importDocument(db, { fileName: 'combat-cr.txt', content: new Uint8Array(fixture('combat-cr.txt')) });
    const after = fts5(db, range(), phrases, 10);
    expect(after.map((h) => (h as { rank: number }).rank)).not.toEqual(before.map((h) => h.rank));
    expect(fullTextHits(db, range(), phrases, fittedFieldWeights, 10)).toEqual(after);
    await idle();
    expect(keptPhrases(db, range())).toEqual(expect.arrayContaining(phrases));
    expect(keptPhrases(db, range())).not.toContain('"blocked"');
    expect(fullTextHits(db, range(), phrases, fittedFieldWeights, 10)).toEqual(after);
  });

  it('answers any question the same before its phrases are read and after', async () => {
    const { db } = opened();
    const question = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc
        .array(fc.constantFrom(...words, '"', '*', ':', '{', '}', '(', 'NEAR', 'OR', '-', 'é', '702.19'), { maxLength: 8 })
        .map((w) => w.join(' ')),
    );
    await fc.assert(
      fc.asyncProperty(question, async (query) => {
        const answer = () => ({ ...searchRules(db, { query, limit: 10 }), elapsedMs: 0 });
        const before = answer();
        await idle();
        expect(answer()).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });

  it('reads while the process waits on a timer, as the app waits for the next keystroke', async () => {
    const { db, range } = opened();
    const phrases = words.slice(0, 12).map((w) => `"${w}"`);
    fullTextHits(db, range(), phrases, fittedFieldWeights, 10);
    await new Promise((done) => setTimeout(done, 200));
    expect(keptPhrases(db, range())).toEqual(expect.arrayContaining(phrases));
  });

  it('stops reading, without throwing, when the database is closed before the process is idle', async () => {
    const { db, range } = opened();
    expect(fullTextHits(db, range(), ['"creature"', '"types"'], fittedFieldWeights, 5).length).toBeGreaterThan(0);
    db.close();
    await idle();
    expect(db.open).toBe(false);
  });
});
