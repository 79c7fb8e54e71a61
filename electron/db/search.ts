// One query string → ranked results: exact rule numbers, glossary terms, slang, then full-text (AND, then OR),
// with misspelt words corrected against the corpus vocabulary. Never throws on user input.
import type BetterSqlite3 from 'better-sqlite3';
import type { SearchRequest, SearchResponse, SearchResult, SourceRef } from '../../core/contract.ts';
import { conceptWeight, coverageWeight, coveredConcepts, stemsOf, type Concept } from '../../core/search/coverage.ts';
import { hasPrefix, nearestWord } from '../../core/search/fuzzy.ts';
import { countPairs, ftsExpression, maxQueryLength, parseQuery, saysTogether, type ParsedQuery } from '../../core/search/query.ts';
import { makeSnippet } from '../../core/search/snippet.ts';
import { ancestors, linkTitle, sourceRef, type GlossaryRow, type RuleRow } from './read.ts';
import { sql } from './sql.ts';
import { statement } from './statements.ts';
import { textKey } from '../../core/text/index.ts';
import { entryStems, trailsOf, vocabularyOf } from './vocabulary.ts';

export const defaultLimit = 20;
/** A word used this often in one source (a CR has about 4,000 entries) is too common to search for on its own. */
const commonWordCount = 300;
const maxLimit = 200;

interface Candidate {
  readonly key: string;
  readonly rule?: RuleRow;
  readonly glossary?: GlossaryRow;
  score: number;
  /** Which of the query's concepts the entry speaks of (bit i: concept i). */
  covered: number;
  /** A rule number written in the query: first whatever else matches. */
  anchor: boolean;
}

type Found = Omit<Candidate, 'key' | 'anchor'> & { anchor?: boolean };

/** Sources searched: the one asked for, else the newest CR plus every non-CR source (articles, rulings, pages). */
function scope(db: BetterSqlite3.Database, sourceId: number | undefined): number[] {
  if (sourceId !== undefined) return statement(db, sql.sourceRef).get(sourceId) ? [sourceId] : [];
  const newest = statement(db, sql.newestRulesSource).get() as { id: number } | undefined;
  const others = (statement(db, sql.otherSources).all() as { id: number }[]).map((r) => r.id);
  return newest ? [newest.id, ...others] : others;
}

/** Candidates by entry; an entry found several ways keeps its best score and every concept any way found in it. */
class Collector {
  readonly byKey = new Map<string, Candidate>();
  add(found: Found | undefined): void {
    if (!found || (!found.rule && !found.glossary)) return;
    const key = found.rule ? `r${found.rule.id}` : `g${found.glossary!.id}`;
    const existing = this.byKey.get(key);
    if (!existing) {
      this.byKey.set(key, { ...found, key, anchor: found.anchor ?? false });
      return;
    }
    existing.score = Math.max(existing.score, found.score);
    existing.covered |= found.covered;
    existing.anchor ||= found.anchor ?? false;
  }
  get size(): number {
    return this.byKey.size;
  }
}

/**
 * Words a question uses where the rules say the same with another word: "does a token count as a card" is answered by
 * "aren't considered cards" (108.2b), "do both players need to pass priority" by "if all players pass" (117.4);
 * "can a tapped creature block" meets "must be untapped" (509.1a, second after it).
 */
const relatedWords: Readonly<Record<string, readonly string[]>> = {
  tapped: ['untapped'],
  count: ['considered'],
  counts: ['considered'],
  both: ['all'],
};

/** Each query word, with the nearest corpus word as an alternative when the word itself is not in the corpus. */
function wordGroups(db: BetterSqlite3.Database, words: readonly string[]): string[][] {
  const vocabulary = vocabularyOf(db);
  return words.map((word) => {
    const related = relatedWords[word];
    if (related !== undefined) return [word, ...related];
    if (word.length < 4 || !/^\p{L}+$/u.test(word) || hasPrefix(vocabulary, word)) return [word];
    const nearest = nearestWord(word, vocabulary);
    return nearest ? [word, nearest] : [word];
  });
}

/** The query's concepts: every word (with its correction) and every quoted phrase. */
function conceptsOf(groups: readonly (readonly string[])[], phrases: readonly (readonly string[])[]): Concept[] {
  return [...groups.map((alternatives) => alternatives.map((w) => [w])), ...phrases.map((p) => [p])];
}

/** CR numbers ("704.5j", "613"); article paragraphs ("§1.2") and rulings are numbered per document. */
const sharedNumber = /^\d{1,3}(?:\.\d+[a-z]?)?$/;

/**
 * One result per rule number when several sources hold it (a rule page or chapter beside the full CR): the entry
 * from the source searched first (the newest CR, then the newest other source) stands for all, with the best rank
 * any of them earned. Glossary terms likewise. `--source` searches one source, so it never meets a duplicate.
 */
function oneByNumber(candidates: readonly Candidate[], sources: readonly number[]): Candidate[] {
  const order = new Map(sources.map((id, i) => [id, i]));
  const sourceOf = (c: Candidate): number => order.get(c.rule?.sourceId ?? c.glossary!.sourceId) ?? sources.length;
  const byId = new Map<string, Candidate>();
  const kept: Candidate[] = [];
  for (const candidate of candidates) {
    const id = candidate.glossary
      ? `glossary:${textKey(candidate.glossary.term)}`
      : sharedNumber.test(candidate.rule!.number)
        ? candidate.rule!.number
        : null;
    const other = id === null ? undefined : byId.get(id);
    if (id === null) kept.push(candidate);
    else if (!other) byId.set(id, { ...candidate });
    else {
      const best = sourceOf(candidate) < sourceOf(other) ? { ...candidate } : other;
      best.score = Math.max(candidate.score, other.score);
      best.covered = candidate.covered | other.covered;
      best.anchor = candidate.anchor || other.anchor;
      byId.set(id, best);
    }
  }
  return [...kept, ...byId.values()];
}

const isVariantRule = (number: string): boolean => /^[89]\d\d(?:\.|$)/.test(number);

/** A query word's start, as it may begin a word of a heading ("commander" → /\bcommand/). */
const wordStarts = (words: readonly string[]): RegExp[] =>
  words
    .filter((word) => word.length >= 4)
    .map((word) => new RegExp(`\\b${word.slice(0, Math.max(4, word.length - 2)).replace(/[^\p{L}\p{N}]/gu, '')}`, 'u'));

/** Whether the query names the variant a rule belongs to: a word of its headings ("903. Commander"), kept in `trails`. */
function namesVariant(db: BetterSqlite3.Database, rule: RuleRow, starts: readonly RegExp[], trails: Map<string, string[]>): boolean {
  const own = rule.kind === 'section' || rule.kind === 'rule' ? [rule.text] : []; // a heading's own title ("810. Two-Headed Giant Variant")
  const headings = [...trailOf(db, rule, trails), ...own].join(' ').toLowerCase();
  return starts.some((start) => start.test(headings));
}

/** The headings above a rule ("5. Turn Structure", "509. Declare Blockers Step"), kept until the sources change. */
function trailOf(db: BetterSqlite3.Database, rule: RuleRow, trails: Map<string, string[]>): string[] {
  const key = `${rule.sourceId}:${rule.parent}`;
  let trail = trails.get(key);
  if (!trail) {
    trail = ancestors(db, rule).map((link) => `${link.number}. ${link.title}`);
    trails.set(key, trail);
  }
  return trail;
}

/** Each concept's weight: its rarest alternative's use count; short words (not counted) count as common. */
function weightsOf(db: BetterSqlite3.Database, concepts: readonly Concept[]): number[] {
  const counts = vocabularyOf(db).counts;
  return concepts.map((concept) => {
    const uses = concept.map((words) => Math.max(...words.map((w) => counts.get(w) ?? (w.length < 4 ? commonWordCount : 0))));
    return conceptWeight(Math.min(...uses));
  });
}

/** Hits fetched by the any-word fallback, whatever the limit: they are re-ranked by the concepts they hold. */
const fallbackPool = 50;
/**
 * Hits fetched by the all-words query, whatever the limit: a keyword's own rule that bm25 ranks low ("defender" also
 * matches every "defending player") must be among them for the tie-breaks after bm25 to lift it.
 */
const allWordsPool = 40;

function fullText(
  db: BetterSqlite3.Database,
  found: Collector,
  sources: number[],
  query: ParsedQuery,
  groups: string[][],
  concepts: readonly Concept[],
  limit: number,
): void {
  if (groups.length === 0 && query.phrases.length === 0) return;
  const ranges = sources
    .map((id) => statement(db, sql.indexRange).get(id) as { indexFrom: number | null; indexTo: number | null })
    .filter((r) => r.indexFrom !== null);
  const ruleById = statement(db, sql.ruleById);
  const glossaryById = statement(db, sql.glossaryById);
  const all = (1 << Math.min(31, concepts.length)) - 1;
  const add = (hit: { kind: string; refId: number; rank: number }, base: number, covered: number): void => {
    // bm25 ranks are negative, better is lower; map to (0, 100) above `base`.
    const score = base + 100 * (1 - 1 / (1 + Math.max(0, -hit.rank)));
    if (hit.kind === 'glossary') found.add({ glossary: glossaryById.get(hit.refId) as GlossaryRow | undefined, score: score + 5, covered });
    else found.add({ rule: ruleById.get(hit.refId) as RuleRow | undefined, score, covered });
  };
  const before = found.size;
  // One query per source range; bm25 uses index-wide statistics, so ranks from different ranges compare.
  const match = statement(db, sql.match);
  const expression = ftsExpression(groups, query.phrases);
  for (const r of ranges) {
    for (const hit of match.all(expression, r.indexFrom, r.indexTo, Math.max(limit * 2, allWordsPool)) as {
      kind: string;
      refId: number;
      rank: number;
    }[])
      add(hit, 200, all);
  }
  // Too few documents hold every word (and numbers, terms and slang found little): fall back to any word, ranked
  // by how many of the query's concepts each hit holds. Words found everywhere ("player", "creature") are left
  // out of that query: they rank nothing and cost the most.
  if (found.size - before < 5 && found.size < 8 && groups.length + query.phrases.length > 1) {
    const vocabulary = vocabularyOf(db);
    // Words under 4 letters are not in the vocabulary; they are short, frequent ones ("one", "two", "end").
    const distinctive = groups.filter((g) => g[0]!.length >= 4 && (vocabulary.counts.get(g[0]!) ?? 0) < commonWordCount);
    const any = ftsExpression(distinctive.length > 0 ? distinctive : groups, query.phrases, true);
    const withText = statement(db, sql.matchWithText);
    for (const r of ranges) {
      const hits = withText.all(any, r.indexFrom, r.indexTo, Math.max(limit * 2, fallbackPool)) as {
        kind: string;
        refId: number;
        heading: string;
        body: string;
        rank: number;
      }[];
      for (const hit of hits)
        add(hit, 0, coveredConcepts(entryStems(db, `index:${hit.kind}:${hit.refId}`, `${hit.heading} ${hit.body}`), concepts));
    }
  }
}

/** A keyword ability's or action's rule ("702.3", "701.14"): its lettered subrules are that keyword's rules. */
const keywordRule = /^70[12]\.\d+$/;

/**
 * The keyword abilities and actions a question names, as the rules their glossary entries point to: "can a creature
 * with defender attack" names Defender (702.3). A query word, or two adjacent ones ("double strike"), is looked up.
 */
function keywordRulesNamed(db: BetterSqlite3.Database, source: number, words: readonly string[]): string[] {
  const glossaryByKey = statement(db, sql.glossaryByKey);
  const cites = statement(db, sql.citesOf);
  const keys = new Set([...words, ...words.slice(1).map((word, i) => `${words[i]!} ${word}`)]);
  const numbers: string[] = [];
  for (const key of keys) {
    const row = glossaryByKey.get(source, key) as GlossaryRow | undefined;
    if (!row) continue;
    for (const cited of cites.all(source, `glossary:${row.term}`) as { number: string }[])
      if (keywordRule.test(cited.number)) numbers.push(cited.number);
  }
  return numbers;
}

/** Whether a rule is one of these keyword rules or a lettered subrule of one ("702.3b" of "702.3", never "702.31"). */
function inKeywordRules(number: string, keywordRules: readonly string[]): boolean {
  return keywordRules.some((k) => number === k || (number.startsWith(k) && /^[a-z]$/.test(number.slice(k.length))));
}

/** Per-search memo of sources; breadcrumbs are kept across searches until the sources change. */
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
  const trail = trailOf(db, r, memo.trails);
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
      return respond(
        [],
        request.sourceId === undefined
          ? 'Nothing is imported yet: import the Comprehensive Rules first.'
          : `There is no source ${request.sourceId}.`,
      );
    }
    const parsed = parseQuery(query);
    const found = new Collector();
    const groups = parsed.onlyNumber ? [] : wordGroups(db, parsed.words);
    const concepts = conceptsOf(groups, parsed.phrases);
    const all = (1 << Math.min(31, concepts.length)) - 1;
    const slangCovers = parsed.slang.map((s) => coveredConcepts(stemsOf(s.phrase), concepts));
    const byNumber = statement(db, sql.ruleByNumber);
    const children = statement(db, sql.childrenOf);
    const glossaryByKey = statement(db, sql.glossaryByKey);
    const cites = statement(db, sql.citesOf);
    // With one concept or none, every entry found holds all there is to hold: no text need be read for it.
    const coveredIn = (key: string, text: () => string, covered: number): number =>
      covered === all ? all : covered | coveredConcepts(entryStems(db, key, text()), concepts);
    const rule = (row: unknown, score: number, covered: number, anchor = false): Found | undefined =>
      row
        ? {
            rule: row as RuleRow,
            score,
            covered: coveredIn(`rule:${(row as RuleRow).id}`, () => (row as RuleRow).text, concepts.length > 1 ? covered : all),
            anchor,
          }
        : undefined;
    const glossary = (row: unknown, score: number, covered: number): Found | undefined =>
      row
        ? {
            glossary: row as GlossaryRow,
            score,
            covered: coveredIn(
              `glossary:${(row as GlossaryRow).id}`,
              () => `${(row as GlossaryRow).term} ${(row as GlossaryRow).senses}`,
              concepts.length > 1 ? covered : all,
            ),
          }
        : undefined;
    let termFound = false;
    for (const source of sources) {
      [...parsed.ruleNumbers, ...parsed.articleNumbers.map((n) => `§${n}`)].forEach((number, i) => {
        let row = byNumber.get(source, number) as RuleRow | undefined;
        // A plain article's "§2.1" is its second heading's first paragraph, not a section a judge would cite.
        if (row?.kind === 'paragraph' && number.startsWith('§')) row = undefined;
        found.add(rule(row, 1000 - i, all, true));
        if (row && parsed.onlyNumber) {
          (children.all(source, number) as RuleRow[]).forEach((child, j) => found.add(rule(child, 900 - j / 1000, all, true)));
        }
      });
      const termKeys = new Set([textKey(parsed.normalized), parsed.words.join(' '), parsed.words.join(' ').replace(/s$/, '')]);
      for (const key of termKeys) {
        const row = (key ? glossaryByKey.get(source, key) : undefined) as GlossaryRow | undefined;
        termFound ||= row !== undefined;
        found.add(glossary(row, 850, all));
        // The rules the definition points to ("See rule 702.26, “Phasing.”") come right after it, whatever the
        // full text finds first ("phasing" also matches every "phase").
        if (row)
          (cites.all(source, `glossary:${row.term}`) as { number: string }[]).forEach((cited, j) =>
            found.add(rule(byNumber.get(source, cited.number), 840 - j, 0)),
          );
      }
      parsed.slang.forEach((target, i) => {
        target.rules.forEach((number, j) => found.add(rule(byNumber.get(source, number), 880 - i * 10 - j, slangCovers[i]!)));
        target.glossary.forEach((term, j) =>
          found.add(glossary(glossaryByKey.get(source, textKey(term)), 875 - i * 10 - j, slangCovers[i]!)),
        );
      });
    }
    if (!parsed.onlyNumber) fullText(db, found, sources, parsed, groups, concepts, limit);
    // A rule titled by the query itself ("Phasing" is 702.26) is that term's rule: right after its definition.
    for (const candidate of found.byKey.values()) {
      if (
        candidate.rule &&
        candidate.rule.kind !== 'section' &&
        textKey(linkTitle(candidate.rule.kind, candidate.rule.text)) === textKey(parsed.normalized)
      )
        candidate.score = Math.max(candidate.score, 845);
    }
    const words = [...new Set([...parsed.words, ...parsed.phrases.flat(), ...groups.flat()])];
    // A question of several concepts (not one term, not one slang phrase) is about an interaction: rules answer
    // it, so glossary definitions follow the rules that hold as many of its concepts.
    const severalConcepts = concepts.length > 1 && !termFound && !slangCovers.includes(all);
    // Entries holding the query's rarest concepts first (CR 702.2c, deathtouch + damage + assigned, before the
    // trample rules that hold damage + assigned), then the best score among entries holding the same concepts.
    const weights = weightsOf(db, concepts);
    const candidates = oneByNumber([...found.byKey.values()], sources);
    // Variant rules (sections 8 and 9: multiplayer, Commander, Archenemy…) after the rules of every game, unless the
    // query names the variant ("commander deck"): "ten poison counters" is 704.5c before Archenemy's 904.13c.
    const trails = trailsOf(db);
    const starts = wordStarts(parsed.words);
    for (const c of candidates)
      if (c.rule && !c.anchor && isVariantRule(c.rule.number) && !namesVariant(db, c.rule, starts, trails)) c.score -= 40;
    // A question naming a keyword ("can a creature with defender attack"): among entries holding as many of its
    // concepts, that keyword's own rules (702.3b) before others bm25 ranks a little higher (802.3's "defending").
    // Only a question of several concepts: a term or slang phrase alone already has its rule placed.
    const keywordRules = severalConcepts ? keywordRulesNamed(db, sources[0]!, parsed.words) : [];
    if (keywordRules.length > 0)
      for (const c of candidates) if (c.rule && c.score < 500 && inKeywordRules(c.rule.number, keywordRules)) c.score += 3;
    // "0 toughness": among entries holding the same concepts, those saying the count and the word together first
    const pairs = countPairs(parsed);
    if (pairs.length > 0) {
      for (const c of candidates) if (pairs.some((pair) => saysTogether(c.rule ? c.rule.text : c.glossary!.senses, pair))) c.score += 30;
    }
    const weightOf = new Map(candidates.map((c) => [c, Math.round(coverageWeight(c.covered, weights) * 1e6)]));
    const ranked = candidates
      .sort(
        (a, b) =>
          Number(b.anchor) - Number(a.anchor) ||
          weightOf.get(b)! - weightOf.get(a)! ||
          (severalConcepts ? Number(a.glossary !== undefined) - Number(b.glossary !== undefined) : 0) ||
          b.score - a.score,
      )
      .slice(0, limit);
    const memo: Memo = { sources: new Map(), trails };
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
