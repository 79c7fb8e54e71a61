// Ranking candidate entries for an analysed query: named features, each in [0, 1] (or 0/1), combined linearly with
// the weights fitted on the training split (weights.ts). Pure: the database only fetches the candidates.
import { escapeRegExp, stem } from '../text/index.ts';
import { firstSubrule } from '../rules/numbers.ts';
import type { QueryAnalysis, QueryConcept } from './analyze.ts';
import { answerPatterns, saysKindOf, toDo } from './answers.ts';
import {
  cardUnnamed,
  introducesList,
  isListedItem,
  isStateBasedAction,
  listsFourOrMore,
  oneCardNamed,
  stateBasedActions,
} from './entryKinds.ts';
import { deniedAlike, negationStems } from './negation.ts';
import { stopStems, togetherPattern } from './query.ts';
import { speaksOfOffBattlefield } from './zones.ts';
import { inflectionRoot, stemKey, termForm, underRule, wordParts } from './terms.ts';
import { featureNames, type Weights } from './features.ts';

export { featureNames, type FeatureName, type Weights } from './features.ts';

/** What ranking reads of the headings an entry sits under or is: the same for every query, read once with the entry. */
export interface HeadingFacts {
  /** The 4+ letter words of the multiplayer or casual variant's title ("903. Commander") above or of the entry. */
  readonly variantWords: readonly string[];
  /**
   * The term keys of the titled rules it sits under or is ("Trample" of 702.19b): keyword rules and their like; and of
   * the named thing it says what it is ("Food" of 111.10b).
   */
  readonly ruleTitleKeys: readonly string[];
  /** The step or phase of the turn the entry is a rule of ("Combat Damage Step" of 510.1c), as a term key, or null. */
  readonly stepKey: string | null;
  /**
   * The one card the rule is for, named in parentheses ("One card (Drain Power) causes …"), in its own text or in its
   * parent's or its parent's first rule, which then speak for every rule under it ("729.1. One card (Shahrazad)
   * allows players to play a Magic subgame": 729.2–729.5 too).
   */
  readonly governingCard: string | null;
  /** A rule of a card type only one casual variant uses (311.1: "Only the Planechase casual variant uses plane cards"). */
  readonly onlyInVariant: boolean;
}

export interface CandidateRow extends HeadingFacts {
  /** Unique among the candidates: "r<id>" or "g<id>". */
  readonly key: string;
  /** The position of the entry's source in the searched order (0: the newest CR). */
  readonly sourceRank: number;
  /** Rule number, or null for a glossary entry. */
  readonly number: string | null;
  readonly glossaryId: number | null;
  /** section ("7"), rule ("702"), entry ("702.19", "702.19b"), glossary. */
  readonly level: 'section' | 'rule' | 'entry' | 'glossary';
  /** The entry's own title: its glossary term, or its first line. */
  readonly title: string;
  readonly text: string;
  /** The titles of the headings above the entry, top first ("Additional Rules", "Keyword Abilities", "Trample"). */
  readonly trail: readonly string[];
  /** The entry's word stems in order (title and text). */
  readonly stems: readonly string[];
  /** The entry's words in order as terms are keyed (termForm): "defender" and "defending" stay apart. */
  readonly forms: readonly string[];
  /** The same stems as a set. */
  readonly stemSet: ReadonlySet<string>;
  /** The stems of its own title when the title is a name or heading ("Trample", "Missed Trigger"), else null. */
  readonly titleStems: ReadonlySet<string> | null;
  /** The stems of its headings and title. */
  readonly headingStems: ReadonlySet<string>;
  /** Full-text relevance (−bm25, higher is better); 0 when full text did not return it. */
  readonly bm25: number;
  /** Written in the query as a rule number (or a child of the only number asked): the order given comes first. */
  readonly exact: number | null;
}

/**
 * The fields of the full-text index, each weighted in its bm25 (fielded BM25): the names an entry sits under or is, its
 * text, its examples, a glossary entry's term and its definition.
 */
export const fieldNames = ['title', 'body', 'examples', 'term', 'definition'] as const;
export type FieldWeights = Readonly<Record<(typeof fieldNames)[number], number>>;

/** Words with which a question speaks of several instances of a thing ("does lifelink stack", "two instances of …"). */
const severalWords = /^(?:multiple|instances?|redundant|two|both|several|twice|stacks?|more|another|second)$/;

/** Concepts from which a question counts as long (a forum post rather than a search phrase). */
const longQuestion = 6;

export function includesSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return false;
  // from each place the first word is said (a native scan), not from every word: most entries never say it
  const last = haystack.length - needle.length;
  for (let i = haystack.indexOf(needle[0]!); i >= 0 && i <= last; i = haystack.indexOf(needle[0]!, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return true;
  }
  return false;
}

/**
 * True when the text names the term, also where a coordination shares the term's last word: "replacement and/or
 * prevention effects" names Replacement Effect, "first and double strike" names First Strike.
 */
function mentionsTerm(forms: readonly string[], termWords: readonly string[]): boolean {
  if (includesSequence(forms, termWords)) return true;
  if (termWords.length < 2) return false;
  const last = termWords.length - 1;
  for (let i = forms.indexOf(termWords[0]!); i >= 0 && i + termWords.length + 1 < forms.length; i = forms.indexOf(termWords[0]!, i + 1)) {
    let same = true;
    for (let j = 0; j < last && same; j++) same = forms[i + j] === termWords[j];
    if (!same) continue;
    const after = i + last;
    const skip = forms[after] === 'and' && forms[after + 1] === 'or' ? 2 : forms[after] === 'and' || forms[after] === 'or' ? 1 : 0;
    if (skip > 0 && forms[after + skip + 1] === termWords[last]) return true;
  }
  return false;
}

/** A title short enough to be a name ("Trample", "Declare Blockers Step"), not a sentence. */
export const isName = (title: string): boolean => title.length <= 40 && !/[.:]$/.test(title);

/**
 * The proper name a rule says what it is of, by the rules' way of defining one: an article, the capitalised name, then
 * "is" or "are" ("111.10b A Food token is a colorless Food artifact token …": "Food", its first group).
 */
const definedName = /^(?:A|An) (\p{Lu}[\p{L}’'-]*(?: \p{Lu}[\p{L}’'-]*)*)(?: token| card| permanent| spell)? (?:is|are) /u;

/**
 * The name of a keyword's variant a rule defines, written plain ("Trample over planeswalkers is a variant of trample",
 * "Megamorph is a variant of …"; not a quoted name with a parameter, "“Hexproof from [quality]” is a variant …", which
 * `saysMeaningOf` reads for the question that says its joining word).
 */
const variantName = /^(\p{Lu}\p{Ll}+(?: \p{Ll}+)*) is a variant of /u;
/**
 * A rule on when an ability reading "Whenever …" triggers (“An ability that reads ‘Whenever [a creature] blocks …’
 * triggers …”): a rule of triggers, which a question on blocking itself does not ask.
 */
const readsAsTrigger = /^(?:An ability that reads|Abilities that read) /;
/** The one casual variant a card type is used in, as its first rule says ("Only the Archenemy casual variant uses"). */
const onlyVariantUses = /\bOnly the (\p{Lu}[\p{L}-]*(?: \p{Lu}[\p{L}-]*)*) (?:casual )?variant uses\b/u;

/**
 * An entry's heading facts, from its level, its own title, the titles above it, its rule number (null: a glossary
 * entry) and its text.
 */
export function headingFacts(
  level: CandidateRow['level'],
  title: string,
  trail: readonly string[],
  number: string | null,
  text = '',
  governing: readonly string[] = [],
): HeadingFacts {
  // The variant's own name is its numbered rule's title ("903. Commander", "802. Attack Multiple Players Option"):
  // a query names it when it says at least half of that title's words. A section's first rule ("800. General") names
  // no variant: its rules are the section's own, named by the section's title ("Multiplayer Rules").
  const sectionWide = number !== null && /^\d00(?:\.|$)/.test(number);
  const variantTitle = sectionWide ? (trail[0] ?? '') : level === 'rule' ? title : level === 'entry' ? (trail[1] ?? '') : '';
  // a numbered rule may be titled a step or phase ("513. End Step"); the rules under it have that title second
  const stepTitle = level === 'rule' ? title : level === 'entry' ? trail[1] : undefined;
  const usedBy = [text, ...governing].map((t) => onlyVariantUses.exec(t)?.[1]).find((name) => name !== undefined);
  return {
    variantWords: wordParts((usedBy ?? variantTitle).toLowerCase()).filter((w) => w.length >= 4),
    onlyInVariant: usedBy !== undefined,
    // A rule saying what a named thing is belongs to that name as a keyword's rules belong to their title: among
    // predefined tokens, "A Wicked Role token is …" answers no question on tokens in graveyards that names no Role.
    ruleTitleKeys: [
      ...trail.slice(2),
      ...(level === 'entry' ? [title] : []),
      ...(definedName.exec(text)?.slice(1) ?? []),
      ...(variantName.exec(text)?.slice(1) ?? []),
      ...(readsAsTrigger.test(text) ? ['Trigger'] : []),
    ]
      .filter(isName)
      .map(stemKey),
    governingCard: [text, ...governing].map(oneCardNamed).find((name) => name !== null) ?? null,
    stepKey: stepTitle !== undefined && /\b(?:Step|Phase)$/.test(stepTitle) ? stemKey(stepTitle) : null,
  };
}

/**
 * The CR's way of defining a term: "“Hexproof” on a permanent means …", "The term dies means …" (over 200 rules of the
 * April 2026 CR say what a quoted name means); the rule that does is the term's definition rather than an edge case.
 */
const meaningTail = /^[”"]?(?: on an? \w+)? means\b/;
// A variant of a keyword is defined with its parameter joined by a word ("“Hexproof from [quality]” on a permanent
// means …", "“Affinity for [text]” means …").
const joinedParameterTail = /^ (?:from|for) \[[^\]]{1,30}\]/;
const isLetter = (char: string | undefined): boolean => char !== undefined && /\p{L}/u.test(char);

/**
 * Whether a text, lower case, says what a name, lower case, means: the name not inside a longer word, then (for a
 * variant) its parameter joined by "from" or "for", its closing quote and "on a permanent" if any, then "means".
 * Found with indexOf: a pattern per term, compiled per query, cost up to a millisecond a search.
 */
export function saysMeaningOf(text: string, name: string, variant = false): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (isLetter(text[at - 1])) continue;
    const tail = text.slice(at + name.length, at + name.length + 90);
    const parameter = variant ? (joinedParameterTail.exec(tail)?.[0] ?? null) : '';
    if (parameter !== null && meaningTail.test(tail.slice(parameter.length))) return true;
  }
  return false;
}

/** Each entry's words as a set, kept beside its word list: an entry read once serves many searches. */
const wordSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function setOfWords(words: readonly string[]): ReadonlySet<string> {
  let set = wordSets.get(words);
  if (!set) wordSets.set(words, (set = new Set(words)));
  return set;
}

/** The patterns of a keyword had as if, one per keyword asked. */
const asIfPatterns = new Map<string, RegExp>();
/**
 * Whether a text says a keyword only as one a thing has as if ("may cast that spell as though it had flash", "would
 * have flash"): a rule of another thing's timing or cost, not of the keyword.
 */
export function saysKeywordOnlyAsIf(text: string, keyword: string): boolean {
  let asIf = asIfPatterns.get(keyword);
  if (!asIf)
    asIfPatterns.set(keyword, (asIf = new RegExp(`(?:as though (?:it|they|that \\S+|the \\S+)|would) (?:had|has|have) ${keyword}`, 'g')));
  const lower = text.toLowerCase();
  const said = lower.split(keyword).length - 1;
  return said > 0 && (lower.match(asIf)?.length ?? 0) === said;
}

/** Whether one of the alternatives of `fewest` stems or more has every stem in `stems`. */
function saysAnyAlternative(alternatives: readonly (readonly string[])[], stems: ReadonlySet<string>, fewest: number): boolean {
  for (const alternative of alternatives) {
    if (alternative.length < fewest) continue;
    let all = true;
    for (const s of alternative)
      if (!stems.has(s)) {
        all = false;
        break;
      }
    if (all) return true;
  }
  return false;
}

/**
 * What saysKeyword and saysAction read of a candidate: functions of the module, not closures made for every candidate
 * of every search, which were about an eighth of what a search allocated.
 */
interface Sayer {
  readonly c: CandidateRow;
  readonly formSet: ReadonlySet<string>;
  readonly keywordRules: ReadonlyMap<string, readonly string[]>;
  readonly actionInfinitives: ReadonlyMap<QueryConcept, RegExp>;
}

// A keyword is said by its name, not only as a thing has it as if, or anywhere under its own rules: "the defending
// player" does not say Defender, nor "cast it as though it had flash" Flash.
function saysKeyword({ c, keywordRules }: Sayer, concept: QueryConcept): boolean {
  return (
    concept.keyword === undefined ||
    (c.forms.some((f) => f.startsWith(concept.keyword!)) && !saysKeywordOnlyAsIf(c.text, concept.keyword)) ||
    (c.number !== null && (keywordRules.get(concept.keyword) ?? []).some((r) => underRule(c.number!, r)))
  );
}

// an action's -ed or -ing form is said by a form only the action has, or under the action's rules
function saysAction({ c, formSet, actionInfinitives }: Sayer, concept: QueryConcept): boolean {
  return (
    concept.action === undefined ||
    concept.action.forms.some((f) => formSet.has(f)) ||
    (formSet.has(concept.action.base) && actionInfinitives.get(concept)!.test(c.text)) ||
    (c.number !== null && concept.action.rules.some((r) => underRule(c.number!, r)))
  );
}

// the word in the sense the question asks it, in the text or in a heading
const saysAsAsked = (sayer: Sayer, concept: QueryConcept): boolean => saysKeyword(sayer, concept) && saysAction(sayer, concept);

/** A rule of the multiplayer rules or the casual variants (sections 8 and 9 in every CR edition). */
const variantRule = (c: CandidateRow): boolean => c.number !== null && /^[89]/.test(c.number);

/** The feature vector of every candidate, in `featureNames` order. */
export function featuresOf(analysis: QueryAnalysis, candidates: readonly CandidateRow[]): number[][] {
  const maxBm25 = Math.max(1e-9, ...candidates.map((c) => c.bm25));
  const conceptTotal = analysis.concepts.reduce((sum, c) => sum + c.weight, 0) || 1;
  const termTotal = analysis.terms.reduce((sum, t) => sum + t.weight, 0) || 1;
  const namedKeys = new Set(analysis.terms.map((t) => t.term.key));
  // A title the query says in another form of its words ("countered": Counter) is no other term's. A word of a term
  // the query names says it only in an inflection ("phased out": Phasing): Porter gives "equipment" the stem of
  // "equip", yet Equip is another term.
  const freeStems = new Set(analysis.concepts.flatMap((c) => (c.inTerm ? [] : (c.alternatives[0] ?? []))));
  const namedRoots = new Set(analysis.concepts.flatMap((c) => (c.inTerm ? wordParts(c.word).map(inflectionRoot) : [])));
  // many candidates sit under the same titles: each title is read once per query
  const titlesSaid = new Map<string, boolean>();
  const saidTitle = (key: string): boolean => {
    let said = titlesSaid.get(key);
    if (said === undefined) {
      // a title's stop words are no words of a question ("Trample Over Planeswalkers" is said by trample and planeswalkers)
      said = key.split(' ').every((w) => stopStems.has(w) || namedRoots.has(inflectionRoot(w)) || freeStems.has(stem(w)));
      titlesSaid.set(key, said);
    }
    return said;
  };
  const termForms = analysis.terms.map((t) => t.term.key.split(' '));
  const keywordRules = new Map(analysis.terms.map((t) => [t.term.key, t.term.rules]));
  const conceptForms = analysis.concepts.map((concept) => termForm(concept.word));
  const several = analysis.concepts.length;
  // a variant is named also through a term the query names in other words ("four-player game": Multiplayer Game)
  const starts = [...analysis.words, ...[...namedKeys].flatMap((key) => key.split(' '))].map((w) => w.slice(0, Math.max(4, w.length - 2)));
  const byBm25 = candidates.filter((c) => c.bm25 > 0).sort((a, b) => b.bm25 - a.bm25);
  const bm25Rank = new Map(byBm25.map((c, i) => [c.key, 1 / (1 + i / 5)]));
  const knownTotal = analysis.concepts.filter((c) => c.weight > 0).length;
  const together = analysis.countPairs.map(togetherPattern);
  const termWordTotal = analysis.concepts.reduce((sum, c) => sum + (c.inTerm ? c.weight : 0), 0);
  const otherTotal = analysis.concepts.reduce((sum, c) => sum + (c.inTerm ? 0 : c.weight), 0);
  const long = analysis.concepts.length >= longQuestion;
  const asksMultiple = analysis.words.some((w) => severalWords.test(w));
  const questionTotal = analysis.concepts.reduce((sum, c) => sum + (c.inQuestion ? c.weight : 0), 0);
  const questionTermTotal = analysis.terms.reduce((sum, t) => sum + (t.inQuestion ? t.weight : 0), 0);
  // a post whose asking sentences say something: what its story alone names is not what it asks
  const post = questionTotal > 0;
  const onlyTerms = analysis.terms.length > 0 && analysis.concepts.every((c) => c.inTerm || c.weight === 0);
  const meaningNames = analysis.terms.map(({ term }) => term.name.toLowerCase());
  // "hexproof from blue" asks what the variant means, which "Hexproof" alone does not say, where the CR defines one
  // (an older CR may have no variant of the keyword: its plain definition is then the answer)
  const variantsAsked = meaningNames.map(
    (name) =>
      [' from ', ' for '].some((join) => analysis.parsed.normalized.includes(name + join)) &&
      candidates.some((c) => c.text.includes(' means') && saysMeaningOf(c.text.toLowerCase(), name, true)),
  );
  const saidMeanings = (text: string): number =>
    analysis.terms.reduce((sum, t, i) => sum + (saysMeaningOf(text, meaningNames[i]!, variantsAsked[i]) ? t.weight : 0), 0);
  // the rules of a named term's senses other than the one the question says ("counter a spell": not the rules on
  // counters placed on objects)
  const otherSenseRules = analysis.terms.flatMap(({ term }) =>
    (term.senses ?? []).filter((sense) => !sense.rules.some((r) => term.rules.includes(r))).flatMap((sense) => sense.rules),
  );
  const negatedTotal = analysis.negatedForms.length;
  const wordingTotal = analysis.wordings.length;
  const toldTotal = analysis.toldWordings.filter(Boolean).length;
  // A way: a sentence saying how to do what the question asks ("To transform a permanent, turn it over …", 701.27a)
  // (the content words after the "how": not "do" of "how do I", nor a verb of the story before it)
  const contentStems = new Set(analysis.concepts.flatMap((concept) => concept.alternatives.flat()));
  const askedStems = new Set(analysis.wayWords.map(stem).filter((s) => contentStems.has(s)));
  const saysWayOf = (text: string): boolean =>
    askedStems.size > 0 && text.includes('To ') && [...text.matchAll(toDo)].some((m) => askedStems.has(stem(m[1]!.toLowerCase())));
  // a question naming the state-based actions asks about them as a whole, not about one of them
  const namesStateBased = namedKeys.has(stateBasedActions);
  // "to counter", not "refer to counters": the infinitive of an action, read in the text (forms drop the plural)
  const actionInfinitives = new Map(
    analysis.concepts.flatMap((concept) =>
      concept.action ? [[concept, new RegExp(`\\bto ${escapeRegExp(concept.action.base)}\\b(?!s)`, 'i')] as const] : [],
    ),
  );
  // a question naming a step or phase ("during the end step", "skip a step") asks about that one
  const namesStep = analysis.terms.some(({ term }) => /\b(?:step|phase)$/i.test(term.name));
  const headingFirsts = new Set(candidates.filter((c) => c.level === 'rule' && c.number !== null).map((c) => firstSubrule(c.number!)));
  // which wordings each candidate says; a wording only variants' rules say among them is said of that variant
  const wordingsSaid = candidates.map((c) => analysis.wordings.map((written) => written.some((words) => includesSequence(c.forms, words))));
  const inVariant = (c: CandidateRow): boolean => variantRule(c) || c.onlyInVariant;
  const variantWordings = analysis.wordings.map(
    (_, w) => candidates.some((_, i) => wordingsSaid[i]![w]) && candidates.every((c, i) => !wordingsSaid[i]![w] || inVariant(c)),
  );
  return candidates.map((c, candidateAt) => {
    const saysWordings = wordingsSaid[candidateAt]!;
    // a list's item answers a question that says a state or a case; one of a word or two names a thing ("can't be
    // countered"), not a state it is in
    const stateBased = knownTotal >= 3 && isStateBasedAction(c);
    const set = c.stemSet;
    const formSet = setOfWords(c.forms);
    const headingStems = c.headingStems;
    let coverage = 0;
    let headingCoverage = 0;
    let known = 0;
    let titleCoverage = 0;
    let termWordCoverage = 0;
    let otherCoverage = 0;
    let questionCoverage = 0;
    const titleStems = c.titleStems;
    // The entry a named term leads to is about the term's words, however it spells them ("respond": 117.7 says
    // "in response to").
    const defines = analysis.terms.map(({ term }) =>
      c.glossaryId !== null ? c.glossaryId === term.glossaryId : term.rules.includes(c.number!),
    );
    const definedWords = defines.includes(true) ? new Set(termForms.flatMap((words, i) => (defines[i] ? words : []))) : null;
    const sayer: Sayer = { c, formSet, keywordRules, actionInfinitives };
    for (let k = 0; k < analysis.concepts.length; k++) {
      const concept = analysis.concepts[k]!;
      const stemsSaid =
        (saysAnyAlternative(concept.alternatives, set, 0) && saysAsAsked(sayer, concept)) ||
        (concept.offBattlefield === true && speaksOfOffBattlefield(c.text));
      if (stemsSaid || (concept.inTerm && definedWords?.has(conceptForms[k]!))) {
        coverage += concept.weight;
        if (concept.inTerm) termWordCoverage += concept.weight;
        else otherCoverage += concept.weight;
        if (concept.inQuestion) questionCoverage += concept.weight;
        if (concept.weight > 0) known++;
      } else if (concept.inQuestion && saysAnyAlternative(concept.alternatives, headingStems, 2)) {
        // a question word's alternative of several words said by the headings above ("does it die": a state-based
        // action, under "State-Based Actions") answers the question sentence, whatever the entry's own words
        questionCoverage += concept.weight;
      }
      if (saysAnyAlternative(concept.alternatives, headingStems, 0) && saysAsAsked(sayer, concept)) headingCoverage += concept.weight;
      if (titleStems && saysAnyAlternative(concept.alternatives, titleStems, 0)) titleCoverage += concept.weight;
    }
    let termRule = 0;
    let termGlossary = 0;
    let termFamily = 0;
    let termMentioned = 0;
    let questionTerm = 0;
    let storyTerm = 0;
    for (let i = 0; i < analysis.terms.length; i++) {
      const { term, weight, inQuestion } = analysis.terms[i]!;
      const under = c.number !== null && term.rules.some((r) => underRule(c.number!, r));
      if (defines[i]) termRule += weight;
      if (inQuestion && (defines[i] || under)) questionTerm += weight;
      if (post && !inQuestion && (defines[i] || under)) storyTerm += weight;
      if (defines[i] && c.glossaryId !== null) termGlossary += weight;
      else if (under) termFamily += weight;
      // a term is mentioned only where its first and last words are; a one-word term wherever its word is
      const words = termForms[i]!;
      const bothEnds = formSet.has(words[0]!) && formSet.has(words.at(-1)!);
      if (bothEnds && (words.length === 1 || mentionsTerm(c.forms, words))) termMentioned += weight;
    }
    const bigrams = analysis.bigrams.filter((pair) => set.has(pair[0]!) && set.has(pair[1]!) && includesSequence(c.stems, pair)).length;
    const variant = variantRule(c) && c.exact === null;
    const said = c.variantWords.filter((w) => starts.some((s) => w.startsWith(s))).length;
    const namesVariant = c.variantWords.length > 0 && said >= Math.ceil(c.variantWords.length / 2);
    // a variant's card type too; and a variant's rule saying what the question's phrasing reads, where only variants'
    // rules say it ("attacking my friend": creatures attacking that player), is of the variant the question is in
    const saysVariantWording = saysWordings.some((said, w) => said && variantWordings[w]);
    const unnamedVariant = (variant || (c.onlyInVariant && c.exact === null)) && !namesVariant && !saysVariantWording;
    // Named outright: two thirds of its title's words ("two headed giant"), not two of "Attack Multiple Players Option".
    const namesVariantOutright = c.variantWords.length > 0 && said * 3 >= c.variantWords.length * 2;
    const otherSense = c.number !== null && otherSenseRules.some((r) => underRule(c.number!, r));
    const otherStep = namesStep && c.stepKey !== null && !namedKeys.has(c.stepKey) && !saidTitle(c.stepKey);
    const otherTerm = otherSense || otherStep || c.ruleTitleKeys.some((key) => !namedKeys.has(key) && !saidTitle(key));
    return [
      c.bm25 / maxBm25,
      coverage / conceptTotal,
      headingCoverage / conceptTotal,
      termRule / Math.max(termTotal, conceptTotal),
      termFamily / termTotal,
      termMentioned / termTotal,
      analysis.bigrams.length > 0 ? bigrams / analysis.bigrams.length : 0,
      c.level === 'glossary' ? 1 : 0,
      c.level === 'glossary' ? Math.min(1, (several - 1) / 3) : 0,
      c.level === 'section' || c.level === 'rule' ? 1 : 0,
      c.number !== null && /[a-z]$/.test(c.number) ? 1 : 0,
      unnamedVariant ? 1 : 0,
      together.some((pattern) => pattern.test(c.text)) ? 1 : 0,
      analysis.asksCan && c.stems.some((s) => negationStems.has(s)) ? 1 : 0,
      otherTerm ? 1 : 0,
      bm25Rank.get(c.key) ?? 0,
      knownTotal > 0 && known === knownTotal ? 1 : 0,
      (coverage / conceptTotal) ** 2,
      1 / (1 + c.stems.length / 30),
      titleCoverage / conceptTotal,
      termWordTotal > 0 ? termWordCoverage / termWordTotal : 0,
      onlyTerms ? termRule / termTotal : 0,
      onlyTerms ? termGlossary / termTotal : 0,
      c.number !== null && headingFirsts.has(c.number) ? 1 : 0,
      otherTotal > 0 && termRule > 0 ? 1 - otherCoverage / otherTotal : 0,
      analysis.asksList && coverage > 0 && (listsFourOrMore(c.text) || introducesList(c.text)) ? 1 : 0,
      long && termWordTotal > 0 ? termWordCoverage / termWordTotal : 0,
      long && otherTotal > 0 ? otherCoverage / otherTotal : 0,
      questionTotal > 0 ? questionCoverage / questionTotal : 0,
      questionTermTotal > 0 ? questionTerm / questionTermTotal : 0,
      // most entries define nothing: the set of their words spares them the search of their text and the patterns
      formSet.has('mean') && c.text.includes(' means') ? saidMeanings(c.text.toLowerCase()) / termTotal : 0,
      analysis.asksFor.some((kind) => answerPatterns[kind].test(c.text)) ||
      saysWayOf(c.text) ||
      (analysis.kindAsked !== null && saysKindOf(c.forms, analysis.kindAsked))
        ? 1
        : 0,
      variant && namesVariantOutright ? 1 : 0,
      negatedTotal > 0 ? deniedAlike(analysis.negatedForms, c.forms) / negatedTotal : 0,
      c.governingCard !== null && cardUnnamed(c.governingCard, starts) ? 1 : 0,
      stateBased && !namesStateBased ? (coverage / conceptTotal) ** 2 : 0,
      knownTotal >= 3 && !stateBased && isListedItem(c) ? (coverage / conceptTotal) ** 2 : 0,
      !asksMultiple && c.text.startsWith('Multiple instances of') ? 1 : 0,
      wordingTotal > 0 ? saysWordings.filter(Boolean).length / wordingTotal : 0,
      toldTotal > 0 ? saysWordings.filter((said, w) => said && analysis.toldWordings[w]).length / toldTotal : 0,
      storyTerm / termTotal,
    ];
  });
}

/** Each weights object's values in `featureNames` order, read once rather than by name for every candidate. */
const weightArrays = new WeakMap<Weights, Float64Array>();

export function scoreOf(features: readonly number[], weights: Weights): number {
  let ordered = weightArrays.get(weights);
  if (!ordered) weightArrays.set(weights, (ordered = Float64Array.from(featureNames, (name) => weights[name])));
  let sum = 0;
  for (let i = 0; i < ordered.length; i++) sum += ordered[i]! * features[i]!;
  return sum;
}
