// Slips of the keyboard in a query: mended before anything reads it, and the terms named through them read as if spelt
// right; never a word written as a name.
import { editDistance, wordSpans, type WordSpan } from '../text/index.ts';
import { slipAllowance } from './fuzzy.ts';
import type { Corpus, WordsBeside } from './corpus.ts';
import { stopWords } from './query.ts';
import { phrasesOpenedIn } from './phrasesOpened.ts';
import { loosePhraseTerms, phraseTerms, thesaurusPhrases } from './thesaurus.ts';
import { perDictionary, recognizeTerms, termForm, type TermDictionary, type TermMatch } from './terms.ts';

/** Short words a name of several words holds between its capitalised ones ("Mother of Runes", "Swords to Plowshares"). */
const nameJoiners: ReadonlySet<string> = new Set(['of', 'the', 'to', 'and', 'from']);

/** The word next to `at` the other side of any joiners, in the direction `step` (1 after, -1 before). */
function pastJoiners(spans: readonly WordSpan[], at: number, step: 1 | -1): number {
  let next = at + step;
  while (next > 0 && next < spans.length - 1 && nameJoiners.has(spans[next]!.word)) next += step;
  return next;
}

/** Whether the word at `at` is written with a capital (false where there is no word). */
function writtenCapitalised(input: string, spans: readonly WordSpan[], at: number): boolean {
  const span = spans[at];
  return span !== undefined && /^\p{Lu}/u.test(input.slice(span.start, span.end));
}

/** Whether a word is the text's first, or follows a sentence's end or a line break. */
const atSentenceStart = (input: string, span: WordSpan): boolean => /(?:^|[.?!]\s+|\n\s*)["'“‘(]*$/u.test(input.slice(0, span.start));

/**
 * Whether the word at `at` opens a sentence (the text's first word, or one after a sentence's end or a line break) and
 * is capitalised only for that: the next word, past any joiner, is written in lower case ("Tramlpe and deathtouch"),
 * where a name runs on capitalised ("Delver of Secrets", "First Strike Goblin"). A word alone stays a name ("Delver").
 */
function opensSentence(input: string, spans: readonly WordSpan[], at: number): boolean {
  const next = pastJoiners(spans, at, 1);
  return atSentenceStart(input, spans[at]!) && next < spans.length && !writtenCapitalised(input, spans, next);
}

/**
 * Whether the word at `at` has no capitalised word beside it, past any joiner, that a name would run on with: after
 * it, or before it other than one capitalised as it opens a sentence ("Does Tramlpe work").
 */
function standsAlone(input: string, spans: readonly WordSpan[], at: number): boolean {
  const before = pastJoiners(spans, at, -1);
  const nameBefore = writtenCapitalised(input, spans, before) && !atSentenceStart(input, spans[before]!);
  return !nameBefore && !writtenCapitalised(input, spans, pastJoiners(spans, at, 1));
}

/** Whether a word read at `at` names a CR term: one of its own, or one of several words with the words beside it. */
function namesTerm(meant: string, at: number, words: readonly string[], terms: TermDictionary): boolean {
  if (terms.byKey.has(termForm(meant))) return true;
  const said = recognizeTerms(
    words.map((w, k) => termForm(k === at ? meant : w)),
    terms,
  );
  return said.some((m) => m.from <= at && at < m.to);
}

/**
 * The words of the input written with a capital as a name is: a card's name ("Delver") is no misspelt keyword
 * ("Delve"). Not a word capitalised as it opens a sentence.
 */
function capitalisedWords(input: string): Set<string> {
  if (typedInCapitals(input)) return new Set();
  const spans = wordSpans(input);
  return new Set(
    spans.filter((_, at) => writtenCapitalised(input, spans, at) && !opensSentence(input, spans, at)).map((span) => span.word),
  );
}

/** A text with no letter in lower case, typed with caps lock on: its capitals mark no name. */
const typedInCapitals = (text: string): boolean => !/\p{Ll}/u.test(text);

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

const inside = (matches: readonly TermMatch[], i: number): boolean => matches.some((m) => m.from <= i && i < m.to);

/**
 * Terms named by a misspelt word ("phazing", "comander tax"): recognised over the words with each one-edit slip
 * corrected, where no term is read as typed. Not a word written with a capital: a card's name ("Delver") is no
 * misspelt keyword ("Delve").
 */
export function termsMisspelt(
  input: string,
  all: readonly string[],
  corrections: ReadonlyMap<string, string>,
  terms: TermDictionary,
  asTyped: readonly TermMatch[],
): TermMatch[] {
  if (corrections.size === 0) return [];
  const capitalised = capitalisedWords(input);
  // Corrections are of words of four letters or more (a shorter word is one edit from too many others), and an
  // English word has none: "kills" is not read as Mill.
  const isSlip = ([word, nearest]: [string, string]): boolean => !capitalised.has(word) && editDistance(word, nearest, 1) <= 1;
  const slips = new Map([...corrections].filter(isSlip));
  if (slips.size === 0) return [];
  return recognizeTerms(
    all.map((w) => termForm(slips.get(w) ?? w)),
    terms,
  ).filter((m) => all.slice(m.from, m.to).some((w, k) => slips.has(w) && !inside(asTyped, m.from + k)));
}

/** The words of the dictionary's terms of several words. */
const longTermWords = perDictionary((terms): readonly string[] => [
  ...new Set([...terms.byKey.keys()].filter((key) => key.includes(' ')).flatMap((key) => key.split(' '))),
]);

/**
 * Terms of several words said with one word a slip from the term's ("stat based actions", "first strik"): the other
 * words, said exactly, tell which word was meant, so a word too short for a slip alone (three letters or more) is read.
 * Only a word no rules text writes in any form, and only where no term is read already.
 */
export function termsNearlySaid(input: string, all: readonly string[], corpus: Corpus, read: readonly TermMatch[]): TermMatch[] {
  let capitalised: Set<string> | undefined; // read only for a word that could be a slip: most questions have none
  const found: TermMatch[] = [];
  all.forEach((word, i) => {
    // a stop word ("can", "how") is written by the rules though their word counts leave it out
    if (inside(read, i) || stopWords.has(word) || !/^\p{L}{3,}$/u.test(word) || corpus.stemUses(word) > 0) return;
    if ((capitalised ??= capitalisedWords(input)).has(word)) return;
    const form = termForm(word);
    for (const meant of longTermWords(corpus.terms)) {
      if (Math.abs(meant.length - form.length) > 1 || editDistance(form, meant, 1) > 1) continue;
      const said = recognizeTerms(
        all.map((w, k) => (k === i ? meant : termForm(w))),
        corpus.terms,
      );
      for (const m of said) if (m.from <= i && i < m.to && m.to - m.from > 1 && !found.some((f) => f.term === m.term)) found.push(m);
    }
  });
  return found;
}

/** The words, of three letters or more, of the judge phrases of several words ("commander damage", "legendary rule"). */
const phraseWords: ReadonlySet<string> = new Set(
  thesaurusPhrases.flatMap((phrase) => (phrase.includes(' ') ? phrase.split(' ').filter((word) => word.length >= 3) : [])),
);

/**
 * The word a judge phrase of several words spells where a word of it is typed with a slip ("comander damage",
 * "legnedary rule"), when the words beside it, said exactly, complete the phrase: the typo's nearest word alone
 * ("legendary") would name another term than the phrase does (the legend rule). Null when no phrase is completed.
 */
function phraseWordMeant(word: string, at: number, words: readonly string[]): string | null {
  const completes = (meant: string): boolean => {
    const mended = words.map((w, k) => (k === at ? meant : w));
    const saidHere = (phrase: string): boolean => {
      const length = phrase.split(' ').length;
      // a phrase of one word ("stay") is a word of its own, which its nearest word may as well be meant as
      if (length < 2) return false;
      for (let from = Math.max(0, at - length + 1); from <= at; from++)
        if (mended.slice(from, from + length).join(' ') === phrase) return true;
      return false;
    };
    return phrasesOpenedIn(mended).some(saidHere);
  };
  // a phrase's word as the phrase spells it ("plussed his planeswalker") is meant as typed, though no text writes it
  if (phraseWords.has(word)) return completes(word) ? word : null;
  for (const meant of phraseWords) {
    if (Math.abs(meant.length - word.length) > 1 || editDistance(word, meant, 1) > 1) continue;
    if (completes(meant)) return meant;
  }
  return null;
}

/** The word of a CR term of several words a slip is one edit from, where the words beside it complete that term. */
function termWordMeant(word: string, at: number, words: readonly string[], terms: TermDictionary): string | null {
  const form = termForm(word);
  for (const meant of longTermWords(terms)) {
    if (Math.abs(meant.length - form.length) > 1 || editDistance(form, meant, 1) > 1) continue;
    const said = recognizeTerms(
      words.map((w, k) => (k === at ? meant : termForm(w))),
      terms,
    );
    if (said.some((m) => m.from <= at && at < m.to && m.to - m.from > 1)) return meant;
  }
  return null;
}

/** A correction within the edits a slip of its length may hold (fuzzy.ts): a word further off is no slip's correction. */
const withinAllowance = (word: string, nearest: string | null): string | null =>
  nearest !== null && editDistance(word, nearest, 2) <= slipAllowance(word, nearest) ? nearest : null;

/**
 * The words beside the one at `at`, each side as far as its nearest word that is no stop word, three words at most
 * ("giat of a spell": after it "of a spell"); none on a side that has no such word.
 */
function wordsBeside(words: readonly string[], at: number): WordsBeside {
  let first = at - 1;
  while (first >= 0 && stopWords.has(words[first]!)) first--;
  let last = at + 1;
  while (last < words.length && stopWords.has(words[last]!)) last++;
  return {
    before: first >= 0 && at - first <= 3 ? words.slice(first, at).join(' ') : undefined,
    after: last < words.length && last - at <= 3 ? words.slice(at + 1, last + 1).join(' ') : undefined,
  };
}

/** An un- or non- word the rules never write of one they do ("untrample", "nonblack"): a word made, not mistyped. */
function isOpposite(word: string, corpus: Pick<Corpus, 'uses' | 'stemUses'>): boolean {
  const rest = /^(?:un|non)(\p{L}{3,})$/u.exec(word)?.[1];
  return rest !== undefined && (corpus.uses(rest) > 0 || corpus.stemUses(rest) > 0);
}

/**
 * How a word is written where a slip of it may be mended: in lower case; in a text typed all in capitals; capitalised
 * only as it opens a sentence; or capitalised inside a sentence, as posts write keywords ("with Tramlpe"), with no name
 * running on beside it. Null for a name's capitals.
 */
type Casing = 'lower' | 'capitals' | 'opening' | 'midSentence';
function casingOf(text: string, spans: readonly WordSpan[], at: number, inCapitals: () => boolean): Casing | null {
  const { word, start, end } = spans[at]!;
  const typed = text.slice(start, end);
  if (typed === word) return 'lower';
  if (typed === word.toUpperCase() && inCapitals()) return 'capitals';
  if (typed !== capitalised(word)) return null;
  if (opensSentence(text, spans, at)) return 'opening';
  return standsAlone(text, spans, at) ? 'midSentence' : null;
}

/** The word meant, written as the slip was. */
const writtenAs = (meant: string, casing: Casing): string =>
  casing === 'capitals' ? meant.toUpperCase() : casing === 'lower' ? meant : capitalised(meant);

/**
 * The typed text with each slip of the keyboard spelt as meant, so that every later reading (terms, counts, question
 * words, the full text) reads the word meant: a word of four letters or more that no imported text writes in any form,
 * is no judge word nor the opposite of a rules word, and is written in lower case, capitalised only as it opens a
 * sentence, or in a text typed all in capitals (a card's name, "Delver", is no misspelt keyword), read as the word a
 * judge phrase or a CR term around it completes, else as the nearest word the corpus offers (none for a word of spoken
 * English).
 */
export function slipsMended(text: string, corpus: Pick<Corpus, 'uses' | 'stemUses' | 'correct' | 'terms'>): string {
  const spans = wordSpans(text);
  const words = spans.map((span) => span.word);
  let inCapitals: boolean | undefined; // read only where a word in capitals could be a slip
  let mended = '';
  let copied = 0;
  spans.forEach((span, at) => {
    const { word } = span;
    // the cheap tests first; a word's stem, the costly one, last
    if (!/^\p{Ll}{4,}$/u.test(word)) return;
    const casing = casingOf(text, spans, at, () => (inCapitals ??= typedInCapitals(text)));
    if (casing === null) return;
    if (stopWords.has(word) || phraseTerms.has(word) || loosePhraseTerms.has(word)) return;
    // a word the texts only begin ("clas" of "class") is unfinished only where it is still being typed, last
    if ((at === spans.length - 1 && corpus.uses(word) > 0) || corpus.stemUses(word) > 0 || isOpposite(word, corpus)) return;
    const meant =
      phraseWordMeant(word, at, words) ??
      termWordMeant(word, at, words, corpus.terms) ??
      withinAllowance(word, corpus.correct(word, wordsBeside(words, at)));
    // inside a sentence, a capitalised word is a name unless what it is read as is a term's ("Delver" is Delve, as its
    // nearest word has it read already)
    if (meant === null || (casing === 'midSentence' && !namesTerm(meant, at, words, corpus.terms))) return;
    mended += text.slice(copied, span.start) + writtenAs(meant, casing);
    copied = span.end;
  });
  return copied === 0 ? text : mended + text.slice(copied);
}
