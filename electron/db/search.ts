// One query string → ranked results: exact rule numbers, glossary terms, slang, then full-text (AND, then OR),
// with misspelt words corrected against the corpus vocabulary. Never throws on user input.
import type BetterSqlite3 from 'better-sqlite3';
import type { SearchRequest, SearchResponse, SearchResult, SourceRef } from '../../core/contract.ts';
import { hasPrefix, nearestWord } from '../../core/search/fuzzy.ts';
import { ftsExpression, maxQueryLength, parseQuery, type ParsedQuery } from '../../core/search/query.ts';
import { makeSnippet } from '../../core/search/snippet.ts';
import { ancestors, linkTitle, sourceRef, type GlossaryRow, type RuleRow } from './read.ts';
import { sql } from './sql.ts';
import { statement } from './statements.ts';
import { termKey } from './store.ts';
import { vocabularyOf } from './vocabulary.ts';

export const defaultLimit = 20;
/** A word used this often in one source (a CR has about 4,000 entries) is too common to search for on its own. */
const commonWordCount = 300;
const maxLimit = 200;

interface Candidate {
  readonly key: string;
  readonly rule?: RuleRow;
  readonly glossary?: GlossaryRow;
  score: number;
}

/** Sources searched: the one asked for, else the newest CR plus every non-CR source (articles, rulings, pages). */
function scope(db: BetterSqlite3.Database, sourceId: number | undefined): number[] {
  if (sourceId !== undefined) return statement(db, sql.sourceRef).get(sourceId) ? [sourceId] : [];
  const newest = statement(db, sql.newestRulesSource).get() as { id: number } | undefined;
  const others = (statement(db, sql.otherSources).all() as { id: number }[]).map((r) => r.id);
  return newest ? [newest.id, ...others] : others;
}

class Collector {
  readonly byKey = new Map<string, Candidate>();
  add(candidate: Candidate): void {
    const existing = this.byKey.get(candidate.key);
    if (!existing || existing.score < candidate.score) this.byKey.set(candidate.key, candidate);
  }
  get size(): number {
    return this.byKey.size;
  }
}

function addRule(found: Collector, row: RuleRow | undefined, score: number): void {
  if (row) found.add({ key: `r${row.id}`, rule: row, score });
}

function addGlossary(found: Collector, row: GlossaryRow | undefined, score: number): void {
  if (row) found.add({ key: `g${row.id}`, glossary: row, score });
}

/** Each query word, with the nearest corpus word as an alternative when the word itself is not in the corpus. */
function wordGroups(db: BetterSqlite3.Database, words: readonly string[]): string[][] {
  const vocabulary = vocabularyOf(db);
  return words.map((word) => {
    if (word.length < 4 || !/^\p{L}+$/u.test(word) || hasPrefix(vocabulary, word)) return [word];
    const nearest = nearestWord(word, vocabulary);
    return nearest ? [word, nearest] : [word];
  });
}

function fullText(db: BetterSqlite3.Database, found: Collector, sources: number[], query: ParsedQuery, limit: number): string[] {
  const groups = wordGroups(db, query.words);
  if (groups.length === 0 && query.phrases.length === 0) return [];
  const match = statement(db, sql.match);
  const ranges = sources.map((id) => statement(db, sql.indexRange).get(id) as { indexFrom: number | null; indexTo: number | null });
  const ruleById = statement(db, sql.ruleById);
  const glossaryById = statement(db, sql.glossaryById);
  const run = (expression: string, base: number): void => {
    // One query per source range; bm25 uses index-wide statistics, so ranks from different ranges compare.
    const hits = ranges
      .filter((r) => r.indexFrom !== null)
      .flatMap((r) => match.all(expression, r.indexFrom, r.indexTo, limit * 2) as { kind: string; refId: number; rank: number }[]);
    for (const hit of hits) {
      // bm25 ranks are negative, better is lower; map to (0, 100) above `base`.
      const score = base + 100 * (1 - 1 / (1 + Math.max(0, -hit.rank)));
      if (hit.kind === 'glossary') addGlossary(found, glossaryById.get(hit.refId) as GlossaryRow | undefined, score + 5);
      else addRule(found, ruleById.get(hit.refId) as RuleRow | undefined, score);
    }
  };
  const before = found.size;
  run(ftsExpression(groups, query.phrases), 200);
  // Too few documents hold every word (and numbers, terms and slang found little): fall back to any word, ranked
  // below the full matches. Words found everywhere ("player", "creature") are left out of that fallback:
  // they rank nothing and cost the most.
  if (found.size - before < 5 && found.size < 8 && groups.length + query.phrases.length > 1) {
    const vocabulary = vocabularyOf(db);
    // Words under 4 letters are not in the vocabulary; they are short, frequent ones ("one", "two", "end").
    const distinctive = groups.filter((g) => g[0]!.length >= 4 && (vocabulary.counts.get(g[0]!) ?? 0) < commonWordCount);
    run(ftsExpression(distinctive.length > 0 ? distinctive : groups, query.phrases, true), 0);
  }
  return groups.flat();
}

/** Per-search memo of sources and breadcrumbs: results of one search share most of their ancestors. */
interface Memo {
  readonly sources: Map<number, SourceRef>;
  readonly trails: Map<string, string[]>;
}

function toResult(db: BetterSqlite3.Database, candidate: Candidate, words: readonly string[], memo: Memo): SearchResult {
  const refs = memo.sources;
  const sourceOf = (id: number): SourceRef => {
    if (!refs.has(id)) refs.set(id, sourceRef(db, id));
    return refs.get(id)!;
  };
  if (candidate.glossary) {
    const g = candidate.glossary;
    return {
      id: `glossary:${g.term}`,
      number: null,
      kind: 'glossary',
      title: g.term,
      breadcrumb: ['Glossary', g.term],
      snippet: makeSnippet((JSON.parse(g.senses) as string[]).join(' '), words),
      source: sourceOf(g.sourceId),
      score: Math.round(candidate.score * 100) / 100,
    };
  }
  const r = candidate.rule!;
  const trailKey = `${r.sourceId}:${r.parent}`;
  let trail = memo.trails.get(trailKey);
  if (!trail) {
    trail = ancestors(db, r).map((l) => `${l.number}. ${l.title}`);
    memo.trails.set(trailKey, trail);
  }
  return {
    id: r.number,
    number: r.number,
    kind: r.kind === 'section' || r.kind === 'rule' ? 'section' : 'rule',
    title: `${r.number} ${linkTitle(r.kind, r.text)}`,
    breadcrumb: [...trail, r.number],
    snippet: makeSnippet(r.text, words),
    source: sourceOf(r.sourceId),
    score: Math.round(candidate.score * 100) / 100,
  };
}

export function searchRules(db: BetterSqlite3.Database, request: SearchRequest): SearchResponse {
  const started = performance.now();
  const query = typeof request.query === 'string' ? request.query : '';
  const respond = (results: SearchResult[], message?: string): SearchResponse => ({
    query,
    elapsedMs: Math.round((performance.now() - started) * 1000) / 1000,
    results,
    ...(message ? { message } : {}),
  });
  if (query.trim() === '') return respond([], 'Type a rule number, a term or a question.');
  const requested = Math.floor(Number(request.limit ?? defaultLimit));
  const limit = Number.isFinite(requested) ? Math.max(1, Math.min(maxLimit, requested)) : defaultLimit;
  try {
    const sources = scope(db, request.sourceId);
    if (sources.length === 0) {
      return respond([], request.sourceId === undefined ? 'Nothing is imported yet: import the Comprehensive Rules first.' : `There is no source ${request.sourceId}.`);
    }
    const parsed = parseQuery(query);
    const found = new Collector();
    const byNumber = statement(db, sql.ruleByNumber);
    const children = statement(db, sql.childrenOf);
    const glossaryByKey = statement(db, sql.glossaryByKey);
    for (const source of sources) {
      parsed.ruleNumbers.forEach((number, i) => {
        const row = byNumber.get(source, number) as RuleRow | undefined;
        addRule(found, row, 1000 - i);
        if (row && parsed.onlyNumber) {
          (children.all(source, number) as RuleRow[]).forEach((child, j) => addRule(found, child, 900 - j / 1000));
        }
      });
      const termKeys = new Set([termKey(parsed.normalized), parsed.words.join(' '), parsed.words.join(' ').replace(/s$/, '')]);
      for (const key of termKeys) if (key) addGlossary(found, glossaryByKey.get(source, key) as GlossaryRow | undefined, 850);
      parsed.slang.forEach((target, i) => {
        target.rules.forEach((number, j) => addRule(found, byNumber.get(source, number) as RuleRow | undefined, 880 - i * 10 - j));
        target.glossary.forEach((term, j) => addGlossary(found, glossaryByKey.get(source, termKey(term)) as GlossaryRow | undefined, 875 - i * 10 - j));
      });
    }
    const corrected = parsed.onlyNumber ? [] : fullText(db, found, sources, parsed, limit);
    const words = [...new Set([...parsed.words, ...parsed.phrases.flat(), ...corrected])];
    const ranked = [...found.byKey.values()].sort((a, b) => b.score - a.score).slice(0, limit);
    const memo: Memo = { sources: new Map(), trails: new Map() };
    const results = ranked.map((c) => toResult(db, c, words, memo));
    const notes = [
      query.length > maxQueryLength ? `Only the first ${maxQueryLength} characters were used.` : '',
      results.length === 0 ? 'No rule or glossary entry matches.' : '',
    ].filter((n) => n !== '');
    return respond(results, notes.join(' ') || undefined);
  } catch (error) {
    return respond([], `The search could not be run: ${error instanceof Error ? error.message : String(error)}`);
  }
}
