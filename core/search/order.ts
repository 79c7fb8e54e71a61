// The order of ranked results: numbers written in the query, then the one term a query asks for, then by score.
import { compareRuleNumbers, firstSubrule, parentOf } from '../rules/numbers.ts';
import type { QueryAnalysis } from './analyze.ts';
import { saysWhetherSubjectIs } from './meaning.ts';
import { featuresOf, includesSequence, isName, scoreOf, type CandidateRow, type Weights } from './rank.ts';
import { articles, stemKey, termForm, wordParts, type Term } from './terms.ts';
import { comparesTerms } from './idioms.ts';
import { fittedPostWeights, fittedWeights } from './weights.ts';

/** The feature weights a query is ranked by: for a post (analyze.ts), those fitted apart on posts (docs/search.md). */
export const weightsFor = (analysis: QueryAnalysis): Weights => (analysis.post ? fittedPostWeights : fittedWeights);

export interface Ranked {
  readonly row: CandidateRow;
  readonly score: number;
}

/** A rule number several sources hold is one result, from the first source searched; glossary terms likewise. */
function identity(c: CandidateRow): string {
  if (c.glossaryId !== null) return `glossary:${c.title.toLowerCase()}`;
  return /^\d{1,3}(?:\.\d+[a-z]?)?$/.test(c.number!) ? c.number! : c.key;
}

/** The verbs with which a rule says what its subject is ("A Food token is …", "Sieges are …"). */
const copulas: ReadonlySet<string> = new Set(['is', 'are']);

/**
 * Ranks that come before any score: numbers written in the query in their order; then, for a query that is one CR
 * term and nothing else ("ward", "ETB", "phasing"; not "can't effects", which denies something of it, nor "when do I
 * untap", which asks a time: the step, not what untapping is) or asks what one counts as ("does exile count as
 * dying"), that term's definition, the rules it cites and the first rule under each cited heading (under a wider
 * heading than the term, the first rule naming it); then the rest.
 */
export function tiers(analysis: QueryAnalysis, candidates: readonly CandidateRow[]): (row: CandidateRow) => number {
  const asked = analysis.terms.filter((t) => analysis.askedTerms.includes(t.term.key));
  const meaning = analysis.terms.find((t) => t.term.key === analysis.meaningAsked)?.term;
  const only =
    meaning ??
    (asked.length === 1 &&
    analysis.negatedForms.length === 0 &&
    !analysis.asksFor.includes('time') &&
    // a rules wording said ("bounce a token": ceases to exist) asks what it says of the term, not what the term is
    analysis.wordings.length === 0 &&
    analysis.concepts.every((c) => c.inTerm || c.weight === 0)
      ? asked[0]!.term
      : null);
  const defining = new Set<string | null>(only?.rules ?? []);
  // A term the glossary sends to a wider heading ("Additional Cost": rule 118, Costs) is defined where the rules under
  // that heading first name it ("118.8 … An additional cost is …"), which need not be the heading's first rule.
  const termWords = only?.key.split(' ') ?? [];
  // The rule whose sentence is about the term ("712.3 Modal double-faced cards have …") before one listing it: one
  // opening with it first, then one with a later sentence that opens with it after an article ("301.5 Some artifacts
  // have the subtype “Equipment.” An Equipment can be attached …"; not "Level counters do not …").
  const opensWith = (forms: readonly string[], from: number): boolean =>
    includesSequence(forms.slice(from, from + termWords.length), termWords);
  const subjectAt = (forms: readonly string[]): number => (articles.has(forms[0]!) ? 1 : 0);
  const sentenceAbout = (sentence: string): boolean => {
    const forms = wordParts(sentence).map(termForm);
    return articles.has(forms[0]!) && opensWith(forms, 1);
  };
  for (const heading of only?.rules ?? []) {
    const title = candidates.find((c) => c.number === heading)?.title ?? '';
    const titled = isName(title);
    // A rule titled by the term ("514. Cleanup Step") says it in its first rule; a wider one where it names it.
    if (titled) defining.add(firstSubrule(heading));
    if (titled && includesSequence(stemKey(title).split(' '), termWords)) continue;
    const naming = candidates
      .filter((c) => c.number !== null && parentOf(c.number) === heading && includesSequence(c.forms, termWords))
      .sort((a, b) => compareRuleNumbers(a.number!, b.number!));
    if (!titled) {
      // Under a rule that is no heading, its subrules are items of its own ("111.10 Some effects instruct a player to
      // create a predefined token …": 111.10a Treasure, 111.10b Food): the one saying what the term is ("A Food
      // token is …"; not "A mulligan in a multiplayer game is free"), else the first.
      const saysWhat = naming.find(
        ({ forms }) => opensWith(forms, subjectAt(forms)) && copulas.has(forms[subjectAt(forms) + termWords.length]!),
      );
      // A step the heading above is titled by ("509.1" under "509. Declare Blockers Step") is defined by that heading;
      // the rule's first subrule is then one step of it, not its definition.
      const parent = parentOf(heading);
      const parentTitle = candidates.find((c) => c.number === parent)?.title ?? '';
      const parentTitled = parent !== null && isName(parentTitle) && includesSequence(stemKey(parentTitle).split(' '), termWords);
      if (parentTitled) defining.add(parent);
      if (saysWhat || !parentTitled) defining.add(saysWhat?.number ?? firstSubrule(heading));
      continue;
    }
    // a subrule one level deeper saying what the term is ("105.2b A multicolored object is …") where the rules directly
    // under the heading only name it ("105.4 … “Multicolored” is not a color")
    const saysWhatItIs = ({ forms }: CandidateRow): boolean =>
      articles.has(forms[0]!) && opensWith(forms, 1) && forms.slice(1 + termWords.length, 3 + termWords.length).some((w) => copulas.has(w));
    const deeper = (): CandidateRow | undefined =>
      candidates
        .filter((c) => c.number !== null && parentOf(parentOf(c.number) ?? '') === heading && saysWhatItIs(c))
        .sort((a, b) => compareRuleNumbers(a.number!, b.number!))[0];
    const subject =
      naming.find(({ forms }) => opensWith(forms, subjectAt(forms))) ??
      naming.find(({ text }) => text.split(/(?<=[.!?][”"]?)\s+/).some(sentenceAbout)) ??
      deeper();
    if (subject ?? naming[0]) defining.add((subject ?? naming[0]!).number!);
  }
  // A query of several keywords and nothing else ("flying first strike lifelink"): each one's own rule, the titled
  // subrule the keyword names, comes first, before a rule that merely lists them all (122.1b's keyword counters).
  // Terms compared ("spell vs ability", "the difference between the end step and the cleanup step") are each defined
  // by their own rule, a heading's first rule included ("112.1 A spell is …").
  const compares = comparesTerms(analysis.parsed.normalized);
  const ownRule = (term: Term): string | undefined => {
    const titled = candidates.filter(
      (c) => c.number !== null && term.rules.includes(c.number) && isName(c.title) && stemKey(c.title) === term.key,
    );
    const entry = titled.find((row) => row.level === 'entry')?.number ?? undefined;
    const heading = compares ? titled.find((row) => row.level === 'rule')?.number : undefined;
    return entry ?? (heading ? (firstSubrule(heading) ?? undefined) : undefined);
  };
  const own = new Set<string>();
  if (asked.length >= 2 && analysis.concepts.every((c) => c.inTerm || c.weight === 0)) {
    const rules = asked.map((t) => ownRule(t.term));
    if (rules.every((r) => r !== undefined)) for (const r of rules) own.add(r!);
  }
  // "does a token count as a card": the rule saying whether a token is one comes before what a card is
  // (an entry whose words lack the subject's or the term's cannot say it of a sentence: its sentences are not read)
  const saysOfSubject = (row: CandidateRow): boolean =>
    meaning !== undefined &&
    row.glossaryId === null &&
    row.stemSet.has(analysis.meaningSubject.at(-1) ?? '') &&
    termWords.every((w) => row.forms.includes(w)) &&
    saysWhetherSubjectIs(row.text, analysis.meaningSubject, termWords);
  return (row) => {
    if (row.exact !== null) return row.exact;
    if (row.number !== null && own.has(row.number)) return 1e6;
    if (only === null) return Number.POSITIVE_INFINITY;
    if (saysOfSubject(row)) return 1e6 - 1;
    const defines = row.glossaryId !== null ? row.glossaryId === only.glossaryId : defining.has(row.number!);
    if (!defines) return Number.POSITIVE_INFINITY;
    // A numbered rule heading ("725. The Monarch") only names; its first rule says what the name means: it comes first.
    return row.level === 'rule' && defining.has(firstSubrule(row.number!)) ? 1e6 + 1 : 1e6;
  };
}

/** Candidates ranked: numbers written in the query first, then by score; one result per rule number or term. */
export function rankCandidates(
  analysis: QueryAnalysis,
  candidates: readonly CandidateRow[],
  limit: number,
  weights: Weights = weightsFor(analysis),
): Ranked[] {
  const features = featuresOf(analysis, candidates);
  const scored = candidates.map((row, i) => ({ row, score: scoreOf(features[i]!, weights) }));
  const best = new Map<string, Ranked>();
  for (const s of scored) {
    const id = identity(s.row);
    const other = best.get(id);
    if (!other) best.set(id, s);
    else {
      const keep = s.row.sourceRank < other.row.sourceRank ? s.row : other.row;
      const exact = keep.exact ?? s.row.exact ?? other.row.exact;
      best.set(id, { row: { ...keep, exact }, score: Math.max(s.score, other.score) });
    }
  }
  const tierOf = tiers(analysis, candidates);
  // each result's tier once: a tier may read the row's sentences ("does a token count as a card")
  const tier = new Map([...best.values()].map((r) => [r, tierOf(r.row)]));
  const exactOrder = (r: Ranked): number => tier.get(r)!;
  return [...best.values()]
    .sort(
      (a, b) =>
        (exactOrder(a) === exactOrder(b) ? 0 : exactOrder(a) - exactOrder(b)) ||
        b.score - a.score ||
        a.row.sourceRank - b.row.sourceRank ||
        compareRuleNumbers(a.row.number ?? '', b.row.number ?? ''),
    )
    .slice(0, limit);
}
