// Splitting text into words the one way every part of Arbiter does: search, the glossary matcher and the index.
import { stemmer } from 'stemmer';

/** A word: letters or digits, with apostrophes, slashes and hyphens inside it ("can't", "p/t", "double-faced"). */
const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}'’/-]*/gu;

export interface WordSpan {
  /** The word lower case, apostrophes straight, a possessive "'s" and trailing punctuation dropped. */
  readonly word: string;
  /** UTF-16 offsets of the word as written. */
  readonly start: number;
  readonly end: number;
}

/** Ends a word is trimmed of: apostrophe, slash, hyphen ("players'" → "players"). */
const isTrailingMark = (code: number): boolean => code === 39 || code === 47 || code === 45;

// Written without regular expressions: every rule's words pass here when search first reads an entry.
function cleanWord(raw: string): string {
  let word = raw.toLowerCase();
  if (word.includes('’')) word = word.replaceAll('’', "'");
  if (word.endsWith("'s")) word = word.slice(0, -2);
  let end = word.length;
  while (end > 0 && isTrailingMark(word.charCodeAt(end - 1))) end--;
  return end === word.length ? word : word.slice(0, end);
}

/** The words of a text with where each stands. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const word = cleanWord(match[0]);
    if (word !== '') spans.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/** The words of a text, lower case: "Urza’s lands can't tap" → ["urza", "lands", "can't", "tap"]. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const word = cleanWord(match[0]);
    if (word !== '') words.push(word);
  }
  return words;
}

/** Stems already computed: the same words recur in every rule, and Porter's suffix rules are costly. */
const stems = new Map<string, string>();
const maxRemembered = 50_000;

/**
 * A word's stem by the Porter algorithm ("creatures" → "creatur", "abilities" and "ability" → "abil"): the same
 * stemmer SQLite's FTS5 porter tokenizer applies to the index, so a stem computed here matches the index's.
 */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    // a rules document has some ten thousand distinct words; past a bound the memo starts again rather than grow
    if (stems.size >= maxRemembered) stems.clear();
    stemmed = stemmer(word.toLowerCase().replace(/’/g, "'"));
    stems.set(word, stemmed);
  }
  return stemmed;
}

/** The distinct stems of a text's words. */
export function stemsOf(text: string): string[] {
  return [...new Set(wordsOf(text).map(stem))];
}
