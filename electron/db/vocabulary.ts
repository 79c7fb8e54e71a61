// Caches derived from the imported sources, per database, dropped whenever a source is imported or removed:
// the words of every source with their frequency (typo correction), search results' breadcrumbs and entries' stems.
import type BetterSqlite3 from 'better-sqlite3';
import type { SourceRef } from '../../core/contract.ts';
import { buildVocabulary, type Vocabulary } from '../../core/search/fuzzy.ts';
import type { TermDictionary } from '../../core/search/terms.ts';
import type { TypeCatalog } from '../../core/types/model.ts';
import type { CachedEntry } from './search.ts';
import { wordsOf } from '../../core/search/query.ts';
import { perDatabase } from './perDatabase.ts';
import { queries, type IndexEntry, type RuleRow } from './sql.ts';
import { prepared } from './statements.ts';

const cache = new WeakMap<BetterSqlite3.Database, Vocabulary>();

export function vocabularyOf(db: BetterSqlite3.Database): Vocabulary {
  let words = cache.get(db);
  if (!words) {
    words = buildVocabulary(
      new Map(
        prepared(db, queries.vocabulary)
          .all()
          .map((r) => [r.word, r.count]),
      ),
    );
    cache.set(db, words);
  }
  return words;
}

/** Breadcrumbs by "sourceId:parent"; source ids may be reused after a removal, hence the reset with the vocabulary. */
const trailCache = new WeakMap<BetterSqlite3.Database, Map<string, string[]>>();

export function trailsOf(db: BetterSqlite3.Database): Map<string, string[]> {
  let trails = trailCache.get(db);
  if (!trails) {
    trails = new Map();
    trailCache.set(db, trails);
  }
  return trails;
}

/** What search ranking reads of an entry (its stems, headings, title), by candidate key ("r12", "g3"). */
export const searchEntryCache = perDatabase<CachedEntry>();
/** The titles of the headings above a rule (numbers dropped) and their stems. */
export interface HeadingsAbove {
  readonly trail: readonly string[];
  readonly stems: readonly string[];
  /** The texts of the parent rule and of its first rule, which say when all under it is for one card (729.1). */
  readonly governing: readonly string[];
}
/** The headings above the rules under one parent, by "sourceId:parent". */
export const searchHeadingsCache = perDatabase<HeadingsAbove>();
/** A CR term's rule and its first subrules, by "sourceId:number". */
export const searchFamilyCache = perDatabase<readonly RuleRow[]>();
/** Each source's CR terms (glossary entries and titled rules) by source id. */
export const searchTermCache = perDatabase<TermDictionary>();
/** One full-text phrase's rows (rowids, ascending) and its bm25 term for each (negative: lower is better). */
export interface PhraseScores {
  readonly rows: Int32Array;
  readonly scores: Float64Array;
}
/** Full-text phrases' scores by phrase, per "from:to:field weights" (a source's index range; fullText.ts). */
export const searchPhraseCache = perDatabase<Map<string, PhraseScores>>();
/** The full-text rows saying a rules wording most (search.ts), per "from:to:wording": a query's words say few. */
export const searchWordingRowsCache = perDatabase<readonly number[]>();
/** The rule or glossary entry of each full-text row by rowid, per "from:to". */
export const searchIndexEntryCache = perDatabase<Map<number, IndexEntry>>();
/** The sources a search reads when it names none (the newest CR first, then the others), by "all". */
export const searchScopeCache = perDatabase<readonly number[]>();
/** A source's title and date as each search result names it, by source id. */
export const searchSourceRefCache = perDatabase<SourceRef>();
/** The type catalog card-aware search reads supertypes from (the newest CR's, else the embedded one), by "newest". */
export const searchCatalogCache = perDatabase<TypeCatalog>();

/** How many times the caches of a database were dropped: work that reads into them stops when it changes. */
const generations = new WeakMap<BetterSqlite3.Database, number>();
export const cacheGeneration = (db: BetterSqlite3.Database): number => generations.get(db) ?? 0;

export function forgetVocabulary(db: BetterSqlite3.Database): void {
  generations.set(db, cacheGeneration(db) + 1);
  cache.delete(db);
  trailCache.delete(db);
  searchEntryCache.forget(db);
  searchTermCache.forget(db);
  searchFamilyCache.forget(db);
  searchHeadingsCache.forget(db);
  searchCatalogCache.forget(db);
  searchPhraseCache.forget(db);
  searchIndexEntryCache.forget(db);
  searchWordingRowsCache.forget(db);
  searchScopeCache.forget(db);
  searchSourceRefCache.forget(db);
}

/** The fewest letters of a word the vocabulary table stores (typo correction and completion read it). */
export const shortestStoredWord = 4;

/** Word frequencies of a set of texts, as stored in the vocabulary table (only alphabetic words of 4+ letters). */
export function countWords(texts: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of wordsOf(text))
      if (word.length >= shortestStoredWord && /^\p{L}+$/u.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}
