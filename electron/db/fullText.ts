// The full-text hits of a query: FTS5's fielded bm25 of an OR of phrases. bm25 sums one term per phrase of the
// query, and each term depends on its phrase alone (the rows holding it, how often each says it, each row's length,
// the index's row count and average length), so a query's score for a row is the sum of its phrases' scores for that
// row: the same double, added in the order FTS5 adds them. A phrase read once is kept until the sources change, and a
// query whose phrases are all kept adds a few arrays instead of having FTS5 score every row holding any of its words.
// Reading a phrase alone costs more than the query it came in (a common word's every row is scored and handed over),
// so a query with a phrase not yet read asks FTS5 as a whole, and its new phrases are read while the process is idle.
// Either way every row matched is scored, so a row the ranking fetched otherwise (a named keyword's rule) has its
// bm25 too, not only the best rows.
import type BetterSqlite3 from 'better-sqlite3';
import type { FieldWeights } from '../../core/search/rank.ts';
import { queries, sql, type IndexEntry, type PhraseParams } from './sql.ts';
import { prepared, statement } from './statements.ts';
import { cacheGeneration, searchIndexEntryCache, searchPhraseCache, type PhraseScores } from './vocabulary.ts';

/** A source's rowid range in the index, as `sources.index_from`/`index_to` record it. */
export interface IndexRange {
  readonly from: number;
  readonly to: number;
}

export interface FullTextHit extends IndexEntry {
  /** bm25 as FTS5 gives it: negative, lower is better. */
  readonly rank: number;
}

/** The key of the phrases kept for a range under some field weights (searchPhraseCache). */
export function phraseCacheKey(range: IndexRange, { title, body, examples, term, definition }: FieldWeights): string {
  return `${range.from}:${range.to}:${[title, body, examples, term, definition].join(',')}`;
}

/** Phrases kept per range and field weights before the first read is dropped: typos would otherwise pile up. */
const maxPhrasesKept = 20_000;

function readPhrase(db: BetterSqlite3.Database, kept: Map<string, PhraseScores>, params: PhraseParams): void {
  if (kept.has(params.match)) return;
  const read = statement(db, sql.phraseScores).raw(true).all(params) as [rowid: number, score: number][];
  // a Map keeps insertion order: its first key is the phrase read longest ago
  if (kept.size >= maxPhrasesKept) kept.delete(kept.keys().next().value!);
  kept.set(params.match, { rows: Int32Array.from(read, (r) => r[0]), scores: Float64Array.from(read, (r) => r[1]) });
}

/** A phrase waiting to be read, the cache it goes to, and the sources it was asked of (cacheGeneration). */
interface Waiting {
  readonly kept: Map<string, PhraseScores>;
  readonly params: PhraseParams;
  readonly generation: number;
}

/** Phrases waiting to be read, per database; read one per turn of the event loop. */
const waiting = new WeakMap<BetterSqlite3.Database, Map<string, Waiting>>();

function readWhenIdle(db: BetterSqlite3.Database, keptKey: string, kept: Map<string, PhraseScores>, params: readonly PhraseParams[]): void {
  let queue = waiting.get(db);
  const start = queue === undefined;
  if (!queue) waiting.set(db, (queue = new Map()));
  const generation = cacheGeneration(db);
  for (const p of params) queue.set(`${keptKey}:${p.match}`, { kept, params: p, generation });
  if (!start) return;
  const next = (): void => {
    const [key, job] = queue.entries().next().value ?? [];
    if (key === undefined || job === undefined || !db.open) {
      waiting.delete(db); // all read, or closed meanwhile
      return;
    }
    queue.delete(key);
    try {
      // a phrase asked of sources since changed is not read: the cache it would go to was dropped with them
      if (job.generation === cacheGeneration(db)) readPhrase(db, job.kept, job.params);
    } catch {
      waiting.delete(db); // the database could not be read: a search will say so
      return;
    }
    // Not unref'd: a loop waiting on a timer or on I/O (the app between keystrokes) runs no unref'd immediate, so
    // nothing would be read. A command-line search closes its database when done, which ends the reading above.
    setImmediate(next);
  };
  setImmediate(next);
}

function indexEntry(db: BetterSqlite3.Database, entries: Map<number, IndexEntry>, rowid: number): IndexEntry | undefined {
  let entry = entries.get(rowid);
  if (entry === undefined) {
    entry = prepared(db, queries.indexEntry).get(rowid);
    if (entry) entries.set(rowid, entry);
  }
  return entry;
}

/** What the index's row `rowid` of the range stands for, kept until the sources change. */
export const indexEntryAt = (db: BetterSqlite3.Database, range: IndexRange, rowid: number): IndexEntry | undefined =>
  indexEntry(
    db,
    searchIndexEntryCache.get(db, `${range.from}:${range.to}`, () => new Map()),
    rowid,
  );

/**
 * The value that would be at `n` (from 0) were `values` sorted, found by quickselect: a common word's phrase touches
 * thousands of rows, and sorting them all to find the limit-th score cost more than the rest of the sum. Reorders
 * `values`.
 */
export function nthSmallest(values: Float64Array, n: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (n <= j) high = j;
    else if (n >= i) low = i;
    else return values[n]!;
  }
  return values[n]!;
}

/**
 * The sums and the rows touched, one slot per row of a range, kept between searches and cleared where used: a new
 * set for every search cost more than the sum itself (tens of kilobytes zeroed for a few hundred rows, and a common
 * word's thousands of rows pushed one by one). `touched` lists the rows summed, in the order first met; `picked` holds
 * their sums for nthSmallest to reorder.
 */
let sums = new Float64Array(0);
let held = new Uint8Array(0);
let touched = new Int32Array(0);
let picked = new Float64Array(0);

/** The best rows by the sum of phrases' scores, and the sums at the rows asked for; equal scores in rowid order. */
function summed(
  db: BetterSqlite3.Database,
  range: IndexRange,
  scored: readonly PhraseScores[],
  limit: number,
  asked: readonly number[],
): FullText {
  const size = range.to - range.from + 1;
  if (sums.length < size) {
    sums = new Float64Array(size);
    held = new Uint8Array(size);
    touched = new Int32Array(size);
    picked = new Float64Array(size);
  }
  let count = 0;
  try {
    for (const { rows, scores } of scored) {
      for (let i = 0; i < rows.length; i++) {
        const at = rows[i]! - range.from;
        if (held[at] === 0) {
          held[at] = 1;
          touched[count++] = at;
        }
        sums[at] = sums[at]! + scores[i]!;
      }
    }
    const hits = bestSums(db, range, count, limit);
    const at = (rowid: number): number => rowid - range.from;
    const scores = Float64Array.from(asked, (rowid) =>
      at(rowid) >= 0 && at(rowid) < size && held[at(rowid)] === 1 ? sums[at(rowid)]! : 0,
    );
    return { hits, scores };
  } finally {
    for (let i = 0; i < count; i++) {
      sums[touched[i]!] = 0;
      held[touched[i]!] = 0;
    }
  }
}

/** The `limit` best of the `count` rows summed, best first. */
function bestSums(db: BetterSqlite3.Database, range: IndexRange, count: number, limit: number): FullTextHit[] {
  // the limit-th best score, then the rows at or under it in order: only the best are sorted, not every row touched
  let cut = Number.POSITIVE_INFINITY;
  if (count > limit) {
    for (let i = 0; i < count; i++) picked[i] = sums[touched[i]!]!;
    cut = nthSmallest(picked.subarray(0, count), limit - 1);
  }
  const best: number[] = [];
  for (let i = 0; i < count; i++) if (sums[touched[i]!]! <= cut) best.push(touched[i]!);
  best.sort((a, b) => sums[a]! - sums[b]! || a - b);
  const entries = searchIndexEntryCache.get(db, `${range.from}:${range.to}`, () => new Map());
  const hits: FullTextHit[] = [];
  for (const at of best.slice(0, limit)) {
    const entry = indexEntry(db, entries, at + range.from);
    if (entry) hits.push({ ...entry, rank: sums[at]! });
  }
  return hits;
}

/** The best rows of a full-text query, best first, and the scores of the rows asked for beside them. */
export interface FullText {
  readonly hits: FullTextHit[];
  /** bm25 as FTS5 gives it at each row asked for, in their order; 0 where the row holds none of the phrases. */
  readonly scores: Float64Array;
}

/**
 * The `limit` best rows of the range for an OR of `phrases` (each a MATCH expression of one phrase, as
 * core/search/query.ts ftsPhrases makes them), best first, equal scores in rowid order; and the scores of the rows
 * `asked` for (index rowids), wherever they rank.
 */
export function fullTextSearch(
  db: BetterSqlite3.Database,
  range: IndexRange,
  phrases: readonly string[],
  fieldWeights: FieldWeights,
  limit: number,
  asked: readonly number[] = [],
): FullText {
  const key = phraseCacheKey(range, fieldWeights);
  const kept = searchPhraseCache.get(db, key, () => new Map());
  const scored = phrases.map((phrase) => kept.get(phrase));
  if (scored.every((s) => s !== undefined)) return summed(db, range, scored, limit, asked);
  const params = (match: string): PhraseParams => ({ ...fieldWeights, match, ...range });
  readWhenIdle(db, key, kept, phrases.filter((_, i) => scored[i] === undefined).map(params));
  // the whole query's every row and score, as one phrase's are read: FTS5 scores them all to find the best anyway
  const whole = statement(db, sql.phraseScores)
    .raw(true)
    .all(params(phrases.join(' OR '))) as [rowid: number, score: number][];
  const rows = { rows: Int32Array.from(whole, (r) => r[0]), scores: Float64Array.from(whole, (r) => r[1]) };
  return summed(db, range, [rows], limit, asked);
}

/** The `limit` best rows of the range for an OR of `phrases`, as `fullTextSearch` finds them. */
export function fullTextHits(
  db: BetterSqlite3.Database,
  range: IndexRange,
  phrases: readonly string[],
  fieldWeights: FieldWeights,
  limit: number,
): FullTextHit[] {
  return fullTextSearch(db, range, phrases, fieldWeights, limit).hits;
}
