// One query string → ranked results. This module only fetches candidates — rule numbers written in the query, the
// entries of the CR terms it names, full-text (FTS5 bm25) hits — and turns the ranked rows into results; reading
// the query and ranking are core/search (analyze.ts, rank.ts). Never throws on user input.
import type BetterSqlite3 from 'better-sqlite3';
import type { SearchRequest, SearchResponse, SearchResult, SourceRef } from '../../core/contract.ts';
import { analyzeQuery, type QueryAnalysis } from '../../core/search/analyze.ts';
import { guideTermsUnsaid } from '../../core/search/guideTerms.ts';
import { ancestorsOf, ftsPhrases, ftsString, unwrittenCountPhrases, maxQueryLength } from '../../core/search/query.ts';
import { rankCandidates, type Ranked } from '../../core/search/order.ts';
import { headingFacts, isName, type CandidateRow, type FieldWeights } from '../../core/search/rank.ts';
import { fittedFieldWeights } from '../../core/search/weights.ts';
import { snippetMaker } from '../../core/search/snippet.ts';
import { stem } from '../../core/text/index.ts';
import { stemSequence, termForm, underRule, wordParts } from '../../core/search/terms.ts';
import { loadEnglishWords, loadSpokenWords } from './english.ts';
import { linkTitle, sourceRef, type GlossaryRow, type RuleRow } from './read.ts';
import { fullTextHits, fullTextSearch, indexEntryAt, type IndexRange } from './fullText.ts';
import { searchCorpusOf } from './searchCorpus.ts';
import { queries, readJson, sql, stringList, type IndexEntry } from './sql.ts';
import { prepared, statement } from './statements.ts';
import {
  cacheGeneration,
  searchEntryCache as entryCache,
  searchFamilyCache as familyCache,
  searchHeadingsCache as headingsCache,
  searchWordingRowsCache as wordingRowsCache,
  searchScopeCache as scopeCache,
  searchSourceRefCache as sourceRefCache,
  type HeadingsAbove,
  trailsOf,
} from './vocabulary.ts';

export const defaultLimit = 20;
const maxLimit = 200;
/**
 * Full-text hits fetched per source whatever the limit: the ranking re-orders them by its features. 40 rather than 60
 * ranks the training questions the same but one (MRR@10 0.706 → 0.705) and takes 12% off every query.
 */
const fullTextPool = 40;
/**
 * Rules fetched per rules wording the query's words stand for, those saying it most first (wordingSaid ranks them): on
 * the development questions 3 found as many answers as 5 or 10.
 */
const wordingRowsFetched = 3;
/** Named terms whose entries are fetched, rarest first; subrules fetched under each term's rule. */
const termsFetched = 8;
const subrulesPerTerm = 30;

/** Sources searched: the one asked for, else the newest CR plus every non-CR source (articles, rulings, pages). */
function scope(db: BetterSqlite3.Database, sourceId: number | undefined): readonly number[] {
  if (sourceId !== undefined) return statement(db, sql.sourceRef).get(sourceId) ? [sourceId] : [];
  return scopeCache.get(db, 'all', () => {
    const newest = statement(db, sql.newestRulesSource).get() as { id: number } | undefined;
    const others = (statement(db, sql.otherSources).all() as { id: number }[]).map((r) => r.id);
    return newest ? [newest.id, ...others] : others;
  });
}

/** Headings climbed at most: a CR nests four deep; a malformed document's loop stops here. */
const deepestTrail = 8;

/**
 * The headings down to and including `number` ("5. Turn Structure", "509. Declare Blockers Step"), each kept until
 * the sources change: the rules under one heading share the climb above it.
 */
function trailTo(db: BetterSqlite3.Database, sourceId: number, number: string | null, trails: Map<string, string[]>, depth = 0): string[] {
  if (number === null || depth >= deepestTrail) return [];
  const key = `${sourceId}:${number}`;
  let trail = trails.get(key);
  if (!trail) {
    const heading = statement(db, sql.ruleByNumber).get(sourceId, number) as RuleRow | undefined;
    trail = heading
      ? [...trailTo(db, sourceId, heading.parent, trails, depth + 1), `${heading.number}. ${linkTitle(heading.kind, heading.text)}`]
      : [];
    trails.set(key, trail);
  }
  return trail;
}

/** The headings above a rule, top first. */
const trailOf = (db: BetterSqlite3.Database, rule: RuleRow, trails: Map<string, string[]>): string[] =>
  trailTo(db, rule.sourceId, rule.parent, trails);

const levelOf = (kind: string): CandidateRow['level'] => (kind === 'section' ? 'section' : kind === 'rule' ? 'rule' : 'entry');

interface Fetched {
  readonly rows: Map<string, CandidateRow>;
  readonly rules: Map<string, RuleRow>;
  readonly glossary: Map<string, GlossaryRow>;
  /** Numbers written in the query that no source has, each with the nearest rule that stood in for it. */
  readonly nearest: Map<string, string>;
}

/** What ranking reads of an entry whatever the query, built once per entry until the sources change. */
export interface CachedEntry {
  readonly row: Omit<CandidateRow, 'bm25' | 'exact' | 'sourceRank'>;
  readonly sourceId: number;
  readonly rule?: RuleRow;
  readonly glossary?: GlossaryRow;
}

/** The titles of the headings above a rule, without their numbers, and their words' stems: shared by its siblings. */
function headingsAbove(db: BetterSqlite3.Database, row: RuleRow): HeadingsAbove {
  return headingsCache.get(db, `${row.sourceId}:${row.parent ?? ''}`, () => {
    const trail = trailOf(db, row, trailsOf(db)).map((t) => t.replace(/^\S+\.\s/, ''));
    // the parent's text opens its trail entry (a long one is cut at its end); its first rule is read for itself
    const first = row.parent === null ? undefined : (statement(db, sql.childrenOf).get(row.sourceId, row.parent) as RuleRow | undefined);
    return { trail, stems: trail.flatMap(stemSequence), governing: [trail.at(-1) ?? '', first?.text ?? ''] };
  });
}

function ruleEntry(db: BetterSqlite3.Database, row: RuleRow): CachedEntry {
  return entryCache.get(db, `r${row.id}`, () => {
    const title = linkTitle(row.kind, row.text);
    const { trail, stems: trailStems, governing } = headingsAbove(db, row);
    const words = wordParts(row.text);
    const stems = words.map(stem);
    const titleStems = title === row.text ? stems : stemSequence(title);
    return {
      row: {
        key: `r${row.id}`,
        number: row.number,
        glossaryId: null,
        level: levelOf(row.kind),
        title,
        text: row.text,
        trail,
        stems,
        forms: words.map(termForm),
        stemSet: new Set(stems),
        headingStems: new Set([...trailStems, ...titleStems]),
        titleStems: isName(title) ? new Set(titleStems) : null,
        ...headingFacts(levelOf(row.kind), title, trail, row.number, row.text, governing),
      },
      sourceId: row.sourceId,
      rule: row,
    };
  });
}

function glossaryEntry(db: BetterSqlite3.Database, row: GlossaryRow): CachedEntry {
  return entryCache.get(db, `g${row.id}`, () => {
    const senses = readJson(stringList, row.senses).join(' ');
    const words = wordParts(`${row.term} ${senses}`);
    const stems = words.map(stem);
    return {
      row: {
        key: `g${row.id}`,
        number: null,
        glossaryId: row.id,
        level: 'glossary',
        title: row.term,
        text: senses,
        trail: [],
        stems,
        forms: words.map(termForm),
        stemSet: new Set(stems),
        headingStems: new Set(stemSequence(row.term)),
        titleStems: new Set(stemSequence(row.term)),
        ...headingFacts('glossary', row.term, [], null),
      },
      sourceId: row.sourceId,
      glossary: row,
    };
  });
}

/** A term's rule and its first subrules, read once per source and rule until the sources change. */
function termRuleRows(db: BetterSqlite3.Database, source: number, number: string): readonly RuleRow[] {
  return familyCache.get(db, `${source}:${number}`, () => {
    const rule = statement(db, sql.ruleByNumber).get(source, number) as RuleRow | undefined;
    const subrules: RuleRow[] = [];
    // iterate, not all: a term's rule may be a heading of hundreds ("702. Keyword Abilities") of which few are kept
    for (const child of statement(db, sql.childrenOf).iterate(source, number) as IterableIterator<RuleRow>) {
      if (subrules.length >= subrulesPerTerm) break;
      subrules.push(child);
    }
    return rule ? [rule, ...subrules] : subrules;
  });
}

/**
 * A rule's row in the full-text index of its source, indexed at `range`: a source's rules are indexed first, in
 * document order (searchIndexSql.ts), so its row is its position past the range's start — checked against what the
 * index records there, null for a rule of another source or where they differ.
 */
function indexRowidOf(db: BetterSqlite3.Database, range: IndexRange, rule: RuleRow): number | null {
  const rowid = range.from + rule.position;
  const entry = rowid <= range.to ? indexEntryAt(db, range, rowid) : undefined;
  return entry?.kind === 'rule' && entry.refId === rule.id ? rowid : null;
}

function candidates(db: BetterSqlite3.Database, sources: readonly number[], analysis: QueryAnalysis, fieldWeights: FieldWeights): Fetched {
  const fetched: Fetched = { rows: new Map(), rules: new Map(), glossary: new Map(), nearest: new Map() };
  const sourceRank = new Map(sources.map((id, i) => [id, i]));
  const add = (entry: CachedEntry | undefined, bm25: number, exact: number | null): void => {
    if (!entry) return;
    const key = entry.row.key;
    const existing = fetched.rows.get(key);
    if (existing) {
      if (bm25 > existing.bm25 || (exact !== null && existing.exact === null))
        fetched.rows.set(key, { ...existing, bm25: Math.max(bm25, existing.bm25), exact: existing.exact ?? exact });
      return;
    }
    if (entry.rule) fetched.rules.set(key, entry.rule);
    if (entry.glossary) fetched.glossary.set(key, entry.glossary);
    fetched.rows.set(key, { ...entry.row, sourceRank: sourceRank.get(entry.sourceId) ?? sources.length, bm25, exact });
  };
  const addRule = (row: RuleRow | undefined, bm25 = 0, exact: number | null = null): void =>
    add(row ? ruleEntry(db, row) : undefined, bm25, exact);
  const addGlossary = (row: GlossaryRow | undefined, bm25 = 0): void => add(row ? glossaryEntry(db, row) : undefined, bm25, null);
  const byNumber = statement(db, sql.ruleByNumber);
  const children = statement(db, sql.childrenOf);
  const { parsed } = analysis;
  const found = new Set<string>();
  for (const source of sources) {
    let order = 0;
    for (const number of [...parsed.ruleNumbers, ...parsed.articleNumbers.map((n) => `§${n}`)]) {
      let row = byNumber.get(source, number) as RuleRow | undefined;
      // A plain article's "§2.1" is its second heading's first paragraph, not a section a judge would cite.
      if (row?.kind === 'paragraph' && number.startsWith('§')) row = undefined;
      addRule(row, 0, order++);
      if (row) found.add(number);
      if (row && parsed.onlyNumber) for (const child of children.all(source, number) as RuleRow[]) addRule(child, 0, order++);
    }
  }
  // The one number written, when no source has it ("613.1z"): the nearest rule above it that one has, as if written.
  // Not for a range or a list: a range's letters run past its rules' ("613.1f-h"), and the others answer the query.
  const missing = parsed.ruleNumbers.length === 1 ? parsed.ruleNumbers.filter((n) => !found.has(n)) : [];
  for (const number of missing) {
    for (const ancestor of ancestorsOf(number)) {
      const row = sources.map((source) => byNumber.get(source, ancestor) as RuleRow | undefined).find((r) => r !== undefined);
      if (row === undefined) continue;
      addRule(row, 0, fetched.rows.size);
      // its subrules too, for a number asked alone: the one meant is likely among them ("613.1z" → 613.1a–g)
      if (parsed.onlyNumber) for (const child of children.all(row.sourceId, ancestor) as RuleRow[]) addRule(child, 0, fetched.rows.size);
      fetched.nearest.set(number, ancestor);
      break;
    }
  }
  if (parsed.onlyNumber) return fetched;
  // The entries of the terms the query names, in the first source (the newest CR, or the one asked for).
  const glossaryById = statement(db, sql.glossaryById);
  const first = sources[0]!;
  const named = [...analysis.terms].sort((a, b) => b.weight - a.weight).slice(0, termsFetched);
  for (const { term } of named) {
    if (term.glossaryId !== undefined) addGlossary(glossaryById.get(term.glossaryId) as GlossaryRow | undefined);
    for (const number of term.rules) for (const row of termRuleRows(db, first, number)) addRule(row);
  }
  // Full text: any of the query's words (each with its alternatives), best fielded bm25 first.
  if (analysis.ftsGroups.length + parsed.phrases.length + analysis.countPairs.length > 0) {
    const ruleById = statement(db, sql.ruleById);
    // A named keyword's own rules are scored wherever they rank: its stem is often a common word's ("defender" meets
    // every "defending player"), whose rules then fill the best hits and leave the keyword's unscored.
    const keywordRules = analysis.terms.flatMap(({ term }) => (term.genus === 'ability' ? term.rules : []));
    const phrases = [...ftsPhrases(analysis.ftsGroups, parsed.phrases, analysis.typingLast), ...unwrittenCountPhrases(analysis)];
    for (const source of sources) {
      const range = statement(db, sql.indexRange).get(source) as { indexFrom: number | null; indexTo: number | null };
      if (range.indexFrom === null) continue;
      const indexed = { from: range.indexFrom, to: range.indexTo! };
      const keywordRows = [...fetched.rules].flatMap(([key, rule]) => {
        const rowid = keywordRules.some((number) => underRule(rule.number, number)) ? indexRowidOf(db, indexed, rule) : null;
        return rowid === null ? [] : [{ key, rowid }];
      });
      // The rules saying a rules wording word for word ("chooses one to apply"), whatever their full-text rank: its
      // common words leave them below the best hits of a question's other words.
      const wordingRowids = analysis.wordings
        .flat()
        .filter((words) => words.length > 1)
        .flatMap((words) => {
          const match = ftsString(words.join(' '));
          return wordingRowsCache.get(db, `${indexed.from}:${indexed.to}:${match}`, () =>
            prepared(db, queries.phraseRows)
              .all({ match, ...indexed, limit: wordingRowsFetched })
              .map((r) => r.rowid),
          );
        });
      const { hits, scores } = fullTextSearch(db, indexed, phrases, fieldWeights, fullTextPool, [
        ...keywordRows.map((k) => k.rowid),
        ...wordingRowids,
      ]);
      keywordRows.forEach(({ key }, i) => {
        const row = fetched.rows.get(key)!;
        fetched.rows.set(key, { ...row, bm25: Math.max(row.bm25, -scores[i]!) });
      });
      // an index row's entry, read from the cache when it is there
      const addIndexed = ({ kind, refId }: IndexEntry, bm25: number): void => {
        const cached = entryCache.peek(db, `${kind === 'glossary' ? 'g' : 'r'}${refId}`);
        if (cached) add(cached, bm25, null);
        else if (kind === 'glossary') addGlossary(glossaryById.get(refId) as GlossaryRow | undefined, bm25);
        else addRule(ruleById.get(refId) as RuleRow | undefined, bm25);
      };
      wordingRowids.forEach((rowid, i) => {
        const entry = indexEntryAt(db, indexed, rowid);
        if (entry) addIndexed(entry, -scores[keywordRows.length + i]!);
      });
      for (const hit of hits) addIndexed(hit, -hit.rank);
    }
  }
  return fetched;
}

/**
 * Reads the entries of the sources searched into the entry cache, a step at a time: each call reads up to `count` more
 * and says whether any remain. It stops (false) once the sources change, whose entries it would no longer match.
 */
export function entryReader(db: BetterSqlite3.Database): (count: number) => boolean {
  const generation = cacheGeneration(db);
  const sources = scope(db, undefined);
  const rules = sources.flatMap((source) => statement(db, sql.searchEntryRules).all(source) as RuleRow[]);
  const glossary = sources.flatMap((source) => statement(db, sql.searchEntryGlossary).all(source) as GlossaryRow[]);
  const total = rules.length + glossary.length;
  let next = 0;
  return (count) => {
    if (cacheGeneration(db) !== generation) return false;
    for (const end = Math.min(total, next + count); next < end; next++) {
      if (next < rules.length) ruleEntry(db, rules[next]!);
      else glossaryEntry(db, glossary[next - rules.length]!);
    }
    return next < total;
  };
}

/**
 * Reads every entry at once (about 0.3 s for one CR): after it, no query pays for building the entries it ranks. For
 * many queries in one go (the CLI's --batch); the app reads them in the background (readEntriesInBackground).
 */
export function readAllEntries(db: BetterSqlite3.Database): void {
  entryReader(db)(Number.POSITIVE_INFINITY);
  loadEnglishWords();
  loadSpokenWords();
}

/** Reads every entry in steps between other work, so that the first searches after opening find them read. */
export function readEntriesInBackground(db: BetterSqlite3.Database, entriesPerStep = 50): void {
  let step: (count: number) => boolean;
  try {
    step = entryReader(db);
  } catch {
    return; // a database that cannot be read says so on the calls that need it
  }
  const next = (): void => {
    try {
      if (step(entriesPerStep)) setImmediate(next);
    } catch {
      // closed meanwhile: nothing left to read for
    }
  };
  setImmediate(() => {
    // read now, not in the first search whose question has a word the rules never use
    loadEnglishWords();
    loadSpokenWords();
    next();
  });
}

/** Whether any of the sources says a phrase: a full-text query for it alone, its best hit enough. */
function saysPhrase(db: BetterSqlite3.Database, sources: readonly number[], phrase: string): boolean {
  return sources.some((source) => {
    const range = statement(db, sql.indexRange).get(source) as { indexFrom: number | null; indexTo: number | null };
    if (range.indexFrom === null) return false;
    return fullTextHits(db, { from: range.indexFrom, to: range.indexTo! }, [ftsString(phrase)], fittedFieldWeights, 1).length > 0;
  });
}

/** Analyses a query and ranks its candidates; exported for the weight fitting, which scores the same rows. */
export function searchCandidates(
  db: BetterSqlite3.Database,
  query: string,
  sourceId?: number,
  fieldWeights: FieldWeights = fittedFieldWeights,
  completeWords = false,
): { analysis: QueryAnalysis; fetched: Fetched; sources: readonly number[] } | null {
  const sources = scope(db, sourceId);
  if (sources.length === 0) return null;
  const analysis = analyzeQuery(query, searchCorpusOf(db, sources[0]!, completeWords));
  return { analysis, fetched: candidates(db, sources, analysis, fieldWeights), sources };
}

function toResult(db: BetterSqlite3.Database, ranked: Ranked, fetched: Fetched, snippetOf: (text: string) => string): SearchResult {
  const sourceOf = (id: number): SourceRef => sourceRefCache.get(db, String(id), () => sourceRef(db, id));
  const score = Math.round(ranked.score * 1000) / 1000;
  const g = fetched.glossary.get(ranked.row.key);
  if (g) {
    return {
      id: `glossary:${g.term}`,
      number: null,
      kind: 'glossary',
      title: g.term,
      breadcrumb: ['Glossary', g.term],
      snippet: snippetOf(ranked.row.text),
      source: sourceOf(g.sourceId),
      score,
    };
  }
  const r = fetched.rules.get(ranked.row.key)!;
  return {
    id: r.number,
    number: r.number,
    kind: r.kind === 'section' || r.kind === 'rule' ? 'section' : 'rule',
    title: `${r.number} ${linkTitle(r.kind, r.text)}`,
    breadcrumb: [...trailOf(db, r, trailsOf(db)), r.number],
    snippet: snippetOf(r.text),
    source: sourceOf(r.sourceId),
    score,
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
    const found = searchCandidates(db, query, request.sourceId);
    if (!found) {
      return respond(
        [],
        request.sourceId === undefined
          ? 'Nothing is imported yet: import the Comprehensive Rules first.'
          : `There is no source ${request.sourceId}.`,
      );
    }
    let { analysis, fetched } = found;
    let ranked = rankCandidates(analysis, [...fetched.rows.values()], limit);
    // Nothing found for a last word that is English but no rules word ("tramp", typing "trample"): it may be unfinished.
    const unfinished = ranked.length === 0 ? searchCandidates(db, query, request.sourceId, fittedFieldWeights, true) : null;
    if (unfinished?.analysis.typingLast) {
      ({ analysis, fetched } = unfinished);
      ranked = rankCandidates(analysis, [...fetched.rows.values()], limit);
    }
    const guide = guideTermsUnsaid(query, analysis.parsed, (name) => saysPhrase(db, found.sources, name));
    if (guide.nothingElse) ranked = [];
    const words = [...new Set([...analysis.parsed.words, ...analysis.parsed.phrases.flat(), ...analysis.ftsGroups.flat()])];
    const snippetOf = snippetMaker(words);
    const results = ranked.map((r) => toResult(db, r, fetched, snippetOf));
    const notes = [
      query.length > maxQueryLength
        ? `A long question: up to ${maxQueryLength} characters were read, its question and the sentences nearest it first.`
        : '',
      ...[...fetched.nearest].map(([number, nearest]) => `No rule ${number} in the imported rules; ${nearest} is the nearest above it.`),
      results.length === 0 ? 'No rule or glossary entry matches.' : '',
      ...guide.notes,
    ].filter((n) => n !== '');
    return respond(results, notes.join(' ') || undefined);
  } catch (error) {
    return respond([], `The search could not be run: ${error instanceof Error ? error.message : String(error)}`);
  }
}
