// A query read for its rules content: rule numbers, the CR terms it names (directly or through judge vocabulary),
// its other words as concepts weighted by rarity, numbers written as words, negation and count pairs.
import { numberName, stem, wordsOf } from '../text/index.ts';
import { cannotBeWordings, isAdverbNeverWritten } from './neverWritten.ts';
import { answerKinds, auxiliaries, kindAsked, wayWords, type AnswerKind, type KindAsked } from './asks.ts';
import { broaderWords } from './broaderWords.ts';
import { layerWordings } from './layerAsked.ts';
import { conceptWeight } from './coverage.ts';
import { framingLeftOut } from './framing.ts';
import { namesZoneOffBattlefield, offBattlefieldPhrase } from './zones.ts';
import { negatedForms, negationWords } from './negation.ts';
import { keywordAskedBy, meaningCue, meaningSubject, onlyKindOrObjectAdded } from './meaning.ts';
import { countPairs, parseQuery, postText, powerToughnessPairs, ptChange, stopStems, stopWords, type ParsedQuery } from './query.ts';
import { slipsMended, termsMisspelt, termsNearlySaid } from './slips.ts';
import type { Corpus } from './corpus.ts';
import { readSymbols } from './symbols.ts';
import { phrasesRead } from './phrasesRead.ts';
import { negativeValuesWorded, signedCostMeaning, signedCosts } from './signedCosts.ts';
import { idiomsIn, playerRoles, stackVerb } from './idioms.ts';
import { normalizedWords } from './normalize.ts';
import { loosePhraseTerms, phraseTerms } from './thesaurus.ts';
import { formsStemmedApart, irregularBase, nounsInIon } from './wordForms.ts';
import {
  actionsByRoot,
  articles,
  inflectionRoot,
  recognizeTerms,
  senseSaid,
  stemKey,
  stemSequence,
  termForm,
  withKinds,
  wordParts,
  type Term,
  type TermMatch,
} from './terms.ts';

/** One thing the query asks about: any of its alternatives (stem lists that must all appear) counts. */
export interface QueryConcept {
  readonly word: string;
  readonly alternatives: readonly (readonly string[])[];
  /** Rarity weight (inverse document frequency); 0 for a word no imported text uses (a card name's words). */
  readonly weight: number;
  /** True when the word is part of a CR term the query names. */
  readonly inTerm: boolean;
  /** True when the query is a post of several sentences and this word is in one that asks ("…?"). */
  readonly inQuestion?: boolean;
  /** The words the full-text query looks for: the word, its typo correction, the words of the terms it stands for. */
  readonly searchWords: readonly string[];
  /**
   * The key of the keyword ability the word names alone ("defender"), which is said by its name, not by every word of
   * its stem ("the defending player").
   */
  readonly keyword?: string;
  /** The word names a zone a thing is in or goes to, off the battlefield ("in the graveyard", "to my hand"). */
  readonly offBattlefield?: true;
  /**
   * For a verb's -ed or -ing form naming the action sense of a term that also has another ("countered": Counter, not
   * the markers): its forms that only the action has, and the rules of that sense.
   */
  readonly action?: { readonly base: string; readonly forms: readonly string[]; readonly rules: readonly string[] };
}

export interface NamedTerm {
  readonly term: Term;
  readonly weight: number;
  /** Named in a sentence that asks, in a post of several sentences. */
  readonly inQuestion?: boolean;
}

export interface QueryAnalysis {
  readonly parsed: ParsedQuery;
  readonly concepts: readonly QueryConcept[];
  readonly terms: readonly NamedTerm[];
  /** Adjacent content-word stem pairs of the query ("combat damage"): said together in an entry, they mean more. */
  readonly bigrams: readonly (readonly [string, string])[];
  /**
   * Keys of the terms the query itself names: those its words say, and the first term each judge phrase stands for
   * ("dies" asks for Dies; Graveyard, which the rules spell "dies" with, is only searched for).
   */
  readonly askedTerms: readonly string[];
  /** The term whose meaning the question asks after "counts as" ("does exile count as dying": Dies), or null. */
  readonly meaningAsked: string | null;
  /** The stems of what the question asks counts as that term ("does a copy of a spell count as cast": copy, spell). */
  readonly meaningSubject: readonly string[];
  /** The content words (in termForm) a negation in the query governs ("are not spells": spell), for `negationScope`. */
  readonly negatedForms: readonly string[];
  /**
   * For each everyday wording the query says that the rules write in a phrase of two words or more ("fail to find":
   * "isn’t required to find"), the words (in termForm) of everything but CR terms the rules write for it ("go away":
   * "empties" too, beside "ceases to exist" and "is removed"); `toldWordings` marks a situation's (phrasesRead.ts).
   */
  readonly wordings: readonly (readonly (readonly string[])[])[];
  readonly toldWordings: readonly boolean[];
  /** The query asks whether something can or may happen, or says it can't: a rule saying it can't answers it. */
  readonly asksCan: boolean;
  /**
   * A post: two sentences or more of `sentenceWords` words or more, a situation told and a question asked (fewer
   * words make no sentence: a term, or an abbreviation's dot, "blood moon vs. urborg"). Ranked by weights of its own.
   */
  readonly post: boolean;
  /** The query asks for a list: "list", "what are …", "which are …". */
  readonly asksList: boolean;
  /** What kind of answer a question asks for: "how many", "who", "where", "what happens", "when", "in what order", … */
  readonly asksFor: readonly AnswerKind[];
  /** Whether a thing is of a kind ("is a token a card"), answered by a rule saying what it is. */
  readonly kindAsked: KindAsked | null;
  /** The words a "how" asks the way of doing ("how do I cast a spell": do, i, cast, a, spell). */
  readonly wayWords: readonly string[];
  readonly countPairs: readonly [string, string][];
  /** Word groups for the full-text query: each content word with its alternatives (typo correction, expansions). */
  readonly ftsGroups: readonly (readonly string[])[];
  /** The last word is no word but begins corpus words: perhaps unfinished, the full text looks for it as a prefix. */
  readonly typingLast: boolean;
  /** Query words of 4+ letters, for telling whether the query names a variant's heading ("commander"). */
  readonly words: readonly string[];
}

/** Words a sentence needs to tell or ask anything, for `post`. */
const sentenceWords = 3;

/** Words after which a word is a noun: articles, possessives, determiners and counts ("that" may open a clause). */
const nounBefore = /^(?:a|an|the|its|their|his|her|my|your|our|this|these|those|each|every|any|no|another|\d+|one|two|three|four|five)$/;

/** Words after which "stack" is the zone, not the verb: articles, prepositions and question words ("on the stack"). */
const beforeStackNoun = /^(?:the|a|an|on|onto|to|of|from|this|that|its|my|your|their|what|which|how|where|when|why|who)$/;

/** Words that open a verb's object ("counter an ability", "counter target spell"); not "that", which opens clauses. */
const objectAfter = /^(?:a|an|the|target|my|your|his|her|their|its|it|them)$/;

export function analyzeQuery(typed: string, corpus: Corpus): QueryAnalysis {
  // A symbol is read as what the rules call it ("{T}" → "tap symbol"): its letter alone says nothing.
  // A value said below zero ("down to -1") is read as the rules say it, not as a loyalty cost.
  const input = negativeValuesWorded(readSymbols(framingLeftOut(slipsMended(postText(typed), corpus), corpus.terms), corpus.terms.symbols));
  const parsed = parseQuery(input);
  const all = normalizedWords(parsed.normalized.replace(/["“”]/g, ' ').replace(ptChange, ' '), corpus.terms);
  // Terms: longest match over the query's words (stop words kept: "enters the battlefield"), then judge vocabulary.
  // The last word still being typed ("first stri", "deathto") is read as the word it most likely becomes, as is one
  // ending in a search engine's wildcard ("phas*").
  const lastWord = all.at(-1) ?? '';
  const completion =
    /\p{L}\*?$/u.test(input) && lastWord.length >= 3 && !phraseTerms.has(lastWord) && !loosePhraseTerms.has(lastWord)
      ? corpus.complete(lastWord)
      : null;
  const asTyped = recognizeTerms(
    all.map((w, i) => termForm(completion !== null && i === all.length - 1 ? completion : w)),
    corpus.terms,
  );
  // Judge vocabulary: the phrase's own words stay, the CR terms it stands for join as alternatives and named terms —
  // except inside a longer CR term the query names ("planar die" is the Planar Die, not a creature that dies).
  const inLongerTerm = (phrase: readonly string[]): boolean =>
    all.every((_, i) => {
      if (phrase.some((w, k) => all[i + k] !== w)) return true;
      return asTyped.some((m) => m.from <= i && i + phrase.length <= m.to && m.to - m.from > phrase.length);
    });
  const { expansions, mates: phraseMates, situationLasts, wordings, told, countsWorded } = phrasesRead(all, inLongerTerm);
  for (const { count, negative } of signedCosts(parsed.normalized)) {
    if (!expansions.has(count)) expansions.set(count, signedCostMeaning(negative));
  }
  // an un-…-able word the rules never write, as they say it ("uncounterable": "can’t be counter[ed]")
  for (const [word, wording] of cannotBeWordings(all, corpus.uses)) if (!expansions.has(word)) expansions.set(word, [wording]);
  const numbered = normalizedWords(parsed.words.join(' '), corpus.terms);
  // A one-letter word counts only when the CR defines it as a term ("X": a placeholder for a number).
  const letterTerms = all.filter((w) => /^\p{L}$/u.test(w) && corpus.terms.byKey.has(termForm(w)));
  // A form the imported texts never write of a stop word ("ruling" of "rules") or adjective ("basically") is a stop word.
  const stopForm = (w: string): boolean => (stopStems.has(stem(w)) && corpus.uses(w) === 0) || isAdverbNeverWritten(w, corpus.uses);
  // An idiom's last word ("speed" of "at instant speed") is no word of the question where the idiom has it.
  const idiom = idiomsIn(all);
  const inIdiomOnly = (w: string): boolean => all.every((x, at) => x !== w || idiom.unread.has(at));
  // "list" asks for a list (asksList); what is listed is the content ("zones list", "list of keyword actions").
  const content = [...new Set([...numbered, ...letterTerms])].filter(
    (w) =>
      !stopWords.has(w) && !stopForm(w) && w !== 'list' && !inIdiomOnly(w) && (w.length >= 2 || /^\d$/.test(w) || letterTerms.includes(w)),
  );
  // A word no imported text uses, of 4+ letters, that slipsMended left as typed (a name's word, a slip too far off to
  // mend) gains the nearest corpus word as an alternative.
  const corrections = new Map<string, string>();
  for (const word of new Set(all)) {
    if (expansions.has(word) || !/^\p{L}{4,}$/u.test(word) || corpus.uses(word) > 0 || corpus.stemUses(word) > 0) continue;
    const nearest = corpus.correct(word);
    if (nearest) corrections.set(word, nearest);
  }
  // Loose everyday words ("kill", "hit") stand for their terms only in a query that says nothing the texts know.
  const knowsNothing = expansions.size === 0 && asTyped.length === 0 && corrections.size === 0;
  const unknown = (w: string): boolean => loosePhraseTerms.has(w) || (corpus.uses(w) === 0 && corpus.stemUses(w) === 0);
  if (knowsNothing && content.every(unknown))
    for (const word of content) {
      const terms = loosePhraseTerms.get(word);
      if (terms) expansions.set(word, [...terms]);
    }
  // A slip that keeps the stem ("replacment") finds its rules through full text, but names a term only as corrected.
  const termSlips = new Map(corrections);
  for (const word of new Set(all)) {
    if (corrections.has(word) || !/^\p{L}{6,}$/u.test(word) || corpus.uses(word) > 0 || corpus.stemUses(word) === 0) continue;
    const nearest = corpus.correct(word);
    if (nearest && stem(nearest) === stem(word)) termSlips.set(word, nearest);
  }
  // A one-word term that is a stop word is none; nor is a player's role in a question about something else.
  const single = (m: TermMatch, words: ReadonlySet<string>): boolean => m.to - m.from === 1 && words.has(all[m.from]!);
  // A term of several words around a slip says what the slip meant better than the slip's nearest word does.
  const nearlySaid = termsNearlySaid(input, all, corpus, asTyped);
  const overlaps = (m: TermMatch): boolean => nearlySaid.some((n) => n.from < m.to && m.from < n.to);
  const misspelt = termsMisspelt(input, all, termSlips, corpus.terms, asTyped).filter((m) => !overlaps(m));
  const found = [...asTyped, ...nearlySaid, ...misspelt].filter(
    (m) => !single(m, stopWords) && !(content.length > 1 && single(m, playerRoles)) && !(m.to - m.from === 1 && idiom.words.has(m.from)),
  );
  // "counts as X", "count as an X": what X means decides the question; not "still counts as X", which asks whether a
  // thing stays X after a change ("does it still count as an artifact", "still count as attacking")
  const cue = all.findIndex((w, i) => /^counts?$|^counted$/.test(w) && all[i + 1] === 'as' && all[i - 1] !== 'still');
  // "what does gift mean", "how does ward work", "what is scry": what the thing said there is decides it too
  const whatCue = cue < 0 ? meaningCue(all) : -1;
  let meaningAt = cue < 0 ? whatCue : cue + 2;
  while (meaningAt > 0 && articles.has(all[meaningAt] ?? '')) meaningAt++;
  // "count as it dying", "count as me drawing": the thing done, after the pronoun of who does it
  if (cue >= 0 && /^(?:it|them|him|her|me|us|you)$/.test(all[meaningAt] ?? '') && /ing$/.test(all[meaningAt + 1] ?? '')) meaningAt++;
  // A verb's -ed or -ing form names the one sense of a term that is an action ("countered": Counter's "1. To cancel a
  // spell …", not "2. A marker …"; "drawing": Draw's "To put the top card …", not a drawn game).
  const actions = actionsByRoot(corpus.terms);
  const inAction = new Set<string>();
  const actionWords = new Map<string, Term>();
  all.forEach((word, at) => {
    const meant = /(?:ed|ing)$/.test(word) && !found.some((m) => m.from <= at && at < m.to) ? actions.get(inflectionRoot(word)) : undefined;
    // a term the query names outright ("counter a spell that can't be countered") keeps the sense its words say; a
    // term of one sense is named by doing it to something ("casting a spell") or by asking what counts as doing it, not
    // by a state ("blocked", "attacking")
    const doing = word.endsWith('ing') && (objectAfter.test(all[at + 1] ?? '') || at === meaningAt);
    // a keyword named in -ing is not what another form of its verb says ("the mana vanished" is no Vanishing)
    const otherForm = meant?.key.endsWith('ing') === true && word !== meant.key;
    if (!meant || otherForm || (meant.action && !doing) || inAction.has(meant.key) || found.some((m) => m.term.key === meant.key)) return;
    inAction.add(meant.key);
    found.push({ term: meant, from: at, to: at + 1 });
    if ((corpus.terms.byKey.get(meant.key)?.senses?.length ?? 0) > 1) actionWords.set(word, meant);
  });
  // One word alone that is no term but begins exactly one longer term's name asks for it ("timestamp", "copiable").
  if (content.length === 1 && found.length === 0 && expansions.size === 0) {
    const head = termForm(content[0]!);
    const longer = [...corpus.terms.byKey.values()].filter((t) => t.key.startsWith(`${head} `));
    // the names of one glossary entry ("Phased In, Phased Out") are one term
    const entries = new Set(longer.map((t) => t.glossaryId ?? t.key));
    const at = all.indexOf(content[0]!);
    if (entries.size === 1 && at >= 0) found.push({ term: longer[0]!, from: at, to: at + 1 });
  }
  // "does lifelink stack", "do they stack with …": whether instances add up, not the Stack. The verb follows its
  // subject; the noun follows an article or preposition, or is what a question word asks about ("what is stack").
  const asksWhether = all.some((w) => auxiliaries.has(w));
  const stackVerbAt = all.findIndex(
    (w, i) =>
      asksWhether &&
      stackVerb.forms.has(w) &&
      i > 0 &&
      !beforeStackNoun.test(all[i - 1]!) &&
      !auxiliaries.has(all[i - 1]!) &&
      (i === all.length - 1 || /^(?:with|together|up)$/.test(all[i + 1]!)),
  );
  const keywordActing = keywordAskedBy(all, found, stopWords);
  const matches = withKinds(
    found.filter((m) => !(m.from === stackVerbAt && m.to === m.from + 1) && !(keywordActing && m.from === all.length - 1)),
    all,
  );
  const termWords = new Set(matches.flatMap((m) => all.slice(m.from, m.to)));
  const termSize = new Map<string, number>();
  for (const m of matches) {
    const inside = all.slice(m.from, m.to).filter((w) => !stopWords.has(w));
    for (const w of inside) termSize.set(w, Math.max(termSize.get(w) ?? 1, inside.length));
  }
  // A post telling a story before its question: the words of the sentences that ask.
  const sentences = parsed.normalized.split(/(?<=[.!?])\s+/).filter((t) => t.trim() !== '');
  const asking = sentences.length >= 2 ? sentences.filter((t) => t.trim().endsWith('?')) : [];
  // A keyword ability its story names is part of what the post asks ("a creature with menace … Can I block it with one?").
  const keywordWords = matches.filter((m) => m.term.genus === 'ability').flatMap((m) => all.slice(m.from, m.to));
  const questionWords = new Set(
    asking.length > 0 && asking.length < sentences.length ? [...normalizedWords(asking.join(' '), corpus.terms), ...keywordWords] : [],
  );
  // A keyword ability said only as absent ("no trample", "without haste", "doesn't have flying") is not what the
  // question asks: it asks what the rules do without it, which the keyword's own rules do not say.
  // Not "not crewed": a keyword's state denied is still what the question asks about.
  const absent = (m: (typeof matches)[number]): boolean =>
    /^(?:no|without|lacks|lacking)$/.test(all[m.from - 1] ?? '') ||
    (/^ha(?:ve|s)$/.test(all[m.from - 1] ?? '') && negationWords.has(all[m.from - 2] ?? ''));
  const deniedKeywords = new Set(
    matches
      .filter((m) => m.term.genus === 'ability' && matches.every((n) => n.term.key !== m.term.key || absent(n)))
      .map((m) => m.term.key),
  );
  const named = new Map<string, Term>(matches.filter((m) => !deniedKeywords.has(m.term.key)).map((m) => [m.term.key, m.term]));
  const deniedWords = new Set(matches.filter((m) => deniedKeywords.has(m.term.key)).flatMap((m) => all.slice(m.from, m.to)));
  // a phrase whose rules wording is a term's name names that term ("legend rule"), its last word read otherwise or not
  for (const term of wordings.flat().map((written) => corpus.terms.byKey.get(stemKey(written))))
    if (term !== undefined && !named.has(term.key)) named.set(term.key, term);
  const asked = new Set(named.keys());
  const inQuestion = new Set(
    matches.filter((m) => all.slice(m.from, m.to).every((w) => stopWords.has(w) || questionWords.has(w))).map((m) => m.term.key),
  );
  const thingAsked = (from: number, to: number): boolean =>
    from === meaningAt &&
    (whatCue < 0 || (onlyKindOrObjectAdded(all, whatCue, to, stopWords) && !all.slice(to).some((w) => expansions.has(w))));
  let meaningAsked: string | null = matches.find((m) => thingAsked(m.from, m.to))?.term.key ?? keywordActing?.key ?? null;
  for (const [last, names] of expansions) {
    const resolved = names.map((name) => corpus.terms.byKey.get(stemKey(name))).filter((t) => t !== undefined);
    if (meaningAsked === null && cue >= 0 && all[meaningAt] === last) meaningAsked = resolved[0]?.key ?? null;
    // a judge word for an action ("cantrip", "counterspell") names a term's sense that is one (a card drawn, not a
    // drawn game), unless the query names the term outright
    for (const term of resolved) {
      const action = named.has(term.key) ? undefined : actions.get(inflectionRoot(term.key));
      named.set(term.key, action?.key === term.key ? action : term);
      if (action?.key === term.key) inAction.add(term.key);
    }
    for (const term of situationLasts.has(last) ? resolved : resolved.slice(0, 1)) asked.add(term.key);
    if (questionWords.has(last)) for (const term of resolved) inQuestion.add(term.key);
  }
  // A term of several senses is read in the one the question's other words say: "counter a spell" asks for the
  // keyword action, not the marker; "phases of a turn" for the turn's phases, not phasing. No word said: every sense.
  const contentStems = content.map(stem);
  const queryStems = new Set(contentStems);
  // A term's word after an article, a possessive or a count is a noun ("a +1/+1 counter", "a draw"): not the sense that is an action.
  const asNoun = (key: string): boolean =>
    matches.some((m) => m.term.key === key && m.to - m.from === 1 && m.from > 0 && nounBefore.test(all[m.from - 1]!));
  // A term's word before its object ("counter an ability", "counter target spell", "counter it") is a verb: the sense that is an action.
  const asVerb = (key: string): boolean =>
    matches.some(
      (m) => m.term.key === key && m.to - m.from === 1 && objectAfter.test(all[m.to] ?? '') && !nounBefore.test(all[m.from - 1] ?? ''),
    );
  for (const [key, term] of named) {
    if (inAction.has(key)) continue;
    const nounSenses = asNoun(key) ? (term.senses?.filter((s) => !s.action) ?? []) : [];
    const verbSenses = asVerb(key) ? (term.senses?.filter((s) => s.action) ?? []) : [];
    const chosen = [nounSenses, verbSenses].find((senses) => senses.length === 1 && senses.length < term.senses!.length);
    const sense = chosen ? chosen[0] : senseSaid(term, queryStems);
    if (sense) named.set(key, { ...term, rules: sense.rules });
  }
  const weightOf = (word: string): number => {
    if (/^\d+$/.test(word)) return conceptWeight(600);
    const uses = word.length < 4 ? 300 : corpus.uses(word) || corpus.stemUses(word);
    return uses === 0 ? 0 : conceptWeight(uses);
  };
  const asksFor = answerKinds(all, termWords, idiom.asksWhen, parsed.normalized);
  const layerWords: ReadonlyMap<string, readonly string[]> = asksFor.includes('layer')
    ? layerWordings(all, parsed.normalized, (w) => corpus.terms.byKey.get(termForm(w))?.genus === 'ability')
    : new Map();
  const concepts: QueryConcept[] = content.map((word) => {
    const meant = stackVerbAt >= 0 && word === all[stackVerbAt] ? stackVerb.meaning : [word];
    const alternatives: string[][] = meant.map((w) => [stem(w)]);
    const searchWords = [...meant];
    let weight = Math.max(...meant.map(weightOf));
    // A number meets both spellings: the rules write counts in words in prose ("more than one") and digits beside
    // power, toughness, damage and counters ("toughness 0").
    const name = /^\d+$/.test(word) ? numberName(Number(word)) : null;
    if (name) {
      alternatives.push([stem(name)]);
      searchWords.push(name);
    }
    const expanded = expansions.get(word);
    // a word of a phrase before its last ("fail" of "fail to find") is said also by what the phrase stands for; not a
    // term's word, which means itself ("mana" of "mana back")
    const mate = expanded || corpus.terms.byKey.has(termForm(word)) ? undefined : phraseMates.get(word);
    for (const name of mate ? (expansions.get(mate) ?? []) : []) {
      const words = wordParts(name).filter((w) => !stopWords.has(w));
      if (words.length > 0) alternatives.push(words.map(stem));
    }
    if (expanded) {
      const expandedWords = expanded.map((name) => wordParts(name).filter((w) => !stopWords.has(w)));
      for (const words of expandedWords) {
        alternatives.push(words.map(stem));
        searchWords.push(...words.filter((w) => w.length > 1));
      }
      // a CR term weighs as a rare word, the rules' own wording ("simultaneously") as its rarest word does
      const namesTerm = expanded.some((name) => corpus.terms.byKey.has(stemKey(name)));
      weight = Math.max(weight, namesTerm ? conceptWeight(100) : Math.max(...expandedWords.flat().map(weightOf)));
    }
    const read = corrections.get(word) ?? word; // a slip's derived forms are its correction's ("respnd": "response")
    // A state said by its opposite: "a tapped creature" is answered by "must be untapped" (the un-/non- form).
    const opposite = read.startsWith('un') || read.startsWith('non') ? read.replace(/^(?:un|non)/, '') : `un${read}`;
    if (opposite.length >= 4 && /^\p{L}+$/u.test(opposite) && corpus.uses(opposite) > 0) {
      alternatives.push([stem(opposite)]);
      searchWords.push(opposite);
      weight = Math.max(weight, weightOf(opposite));
    }
    // An agent noun the rules do not define read as its verb: "blockers" meets "blocking", "attackers" "attacked"
    // (a defined one, "player", "counter", "owner", is a word of its own).
    const verb = read.replace(/ers?$/, '');
    if (verb !== read && verb.length >= 4 && corpus.uses(verb) > 0 && !corpus.terms.byKey.has(termForm(read))) {
      alternatives.push([stem(verb)]);
      searchWords.push(verb);
      weight = Math.max(weight, weightOf(verb));
    }
    // A verb in -nd whose noun the rules use in -nse: "respond" meets "in response to", "defend" "defense" (not a
    // short word such as "send", whose -nse form is another word).
    const noun = read.replace(/nds?$/, 'nse');
    if (noun !== read && read.length >= 6 && corpus.uses(noun) > 0) {
      alternatives.push([stem(noun)]);
      searchWords.push(noun);
      weight = Math.max(weight, weightOf(noun));
    }
    // Read by the features only: searched for too, "resolution" drew every rule on how spells resolve into a question
    // on what happens to one ("… before my pump spell resolves").
    for (const noun of nounsInIon(read, corpus.uses, (w) => corpus.terms.byKey.has(termForm(w)))) alternatives.push([stem(noun)]);
    for (const wording of layerWords.get(word) ?? []) {
      alternatives.push(wording.split(' ').map(stem));
      searchWords.push(...wording.split(' '));
    }
    for (const form of [...formsStemmedApart(read, corpus.uses), ...irregularBase(read, corpus.uses)]) {
      alternatives.push([stem(form)]);
      searchWords.push(form);
    }
    if (completion !== null && word === lastWord) {
      alternatives.push([stem(completion)]);
      searchWords.push(completion);
      weight = Math.max(weight, weightOf(completion));
    }
    for (const broader of broaderWords(word, corpus.terms)) alternatives.push([stem(broader)]);
    if (!expanded && weight === 0) {
      const nearest = corrections.get(word);
      if (nearest) {
        alternatives.push([stem(nearest)]);
        searchWords.push(nearest);
        weight = weightOf(nearest);
      }
    }
    // The words of one named term ("double strike") are one concept: they share its weight rather than each count.
    const share = termSize.get(word) ?? 1;
    const keyword = named.get(termForm(word));
    const offBattlefield = namesZoneOffBattlefield(all, all.indexOf(word), keyword);
    if (offBattlefield) searchWords.push(offBattlefieldPhrase);
    const actionTerm = actionWords.get(word);
    const root = inflectionRoot(word);
    return {
      ...(keyword?.genus === 'ability' && !keyword.key.includes(' ') && { keyword: keyword.key }),
      ...(offBattlefield && { offBattlefield }),
      ...(actionTerm && { action: { base: actionTerm.key, forms: [word, `${root}ed`, `${root}ing`], rules: actionTerm.rules } }),
      word,
      alternatives,
      weight: deniedWords.has(word) ? 0 : weight / share,
      inTerm: termWords.has(word) || expanded !== undefined,
      inQuestion: questionWords.has(word),
      searchWords: deniedWords.has(word) ? [] : [...new Set(searchWords)],
    };
  });
  // Judge vocabulary made of words too short to search for ("p/t"): the terms it stands for are the concept.
  for (const [last, names] of expansions) {
    if (content.includes(last)) continue;
    const words = names.flatMap((name) => wordParts(name).filter((w) => !stopWords.has(w)));
    // a quoted phrase's word ("turn" of "until end of turn") is also said as written, as it is unquoted
    const alternatives = [...(parsed.phrases.some((p) => p.includes(last)) ? [[stem(last)]] : []), ...names.map(stemSequence)];
    concepts.push({ word: last, alternatives, weight: conceptWeight(100), inTerm: true, searchWords: words });
  }
  // what a layer question says in no word it reads ("+1/+1", the stop word "has" of "has flying"): a concept of its own
  for (const [said, wordings] of layerWords) {
    if (content.includes(said)) continue;
    const words = wordings.flatMap((w) => w.split(' '));
    concepts.push({ word: said, alternatives: [words.map(stem)], weight: conceptWeight(100), inTerm: false, searchWords: words });
  }
  for (const phrase of parsed.phrases) {
    const words = phrase.filter((w) => !stopWords.has(w));
    // A quoted CR term ("lethal damage") is that term; a longer name ("hidden card error", the IPG's HCE) only holds
    // one, and is no question about it.
    if (words.length > 0)
      concepts.push({
        word: phrase.join(' '),
        alternatives: [words.flatMap(stemSequence)],
        weight: conceptWeight(50),
        inTerm: corpus.terms.byKey.has(stemKey(phrase.join(' '))),
        searchWords: [],
      });
  }
  const termWeight = (term: Term): number => Math.max(0.1, ...wordsOf(term.name).map(weightOf));
  const terms = [...named.values()].map((term) => ({ term, weight: termWeight(term), inQuestion: inQuestion.has(term.key) }));
  const bigrams = contentStems.slice(1).map((s, i) => [contentStems[i]!, s] as const);
  const ftsGroups = concepts.filter((c) => c.searchWords.length > 0).map((c) => c.searchWords);
  const wordingForms = wordings
    .map((written) => [written, written.filter((w) => !corpus.terms.byKey.has(stemKey(w))).map((w) => wordParts(w).map(termForm))] as const)
    .filter(([, forms]) => forms.some((words) => words.length > 1));
  return {
    parsed,
    concepts,
    terms,
    askedTerms: [...asked],
    meaningAsked,
    meaningSubject: meaningSubject(all, cue, stopWords),
    bigrams,
    negatedForms: negatedForms(all, stopWords),
    wordings: wordingForms.map(([, forms]) => forms),
    toldWordings: wordingForms.map(([written]) => told.has(written)),
    asksList: all.some((w, i) => w === 'list' || (w === 'are' && /^(?:what|which)$/.test(all[i - 1] ?? ''))),
    post: sentences.filter((sentence) => sentence.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= sentenceWords).length >= 2,
    asksCan: all.some((w) => negationWords.has(w) || w === 'can' || w === 'could' || w === 'may'),
    asksFor,
    kindAsked: kindAsked(all, stopWords),
    wayWords: wayWords(all),
    countPairs: [
      ...countPairs({ normalized: all.join(' ') }, (w) => named.get(termForm(w))?.genus === 'ability').filter(
        ([count]) => !countsWorded.has(count),
      ),
      ...powerToughnessPairs(parsed.normalized),
    ],
    ftsGroups,
    typingLast: completion !== null,
    words: content.filter((w) => w.length >= 4),
  };
}
