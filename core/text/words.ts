// Splitting text into words the one way every part of Arbiter does: search, the glossary matcher and the index.
import { stemmer } from 'stemmer';

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

const letterOrDigit = /^[\p{L}\p{N}]$/u;

/** How many UTF-16 units the letter or digit at `at` takes (2 for one beyond the BMP), or 0 if it is neither. */
function letterOrDigitAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  // ASCII, nearly every character of a rules text, decided without a regular expression
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122) ? 1 : 0;
  const point = text.codePointAt(at)!;
  const width = point > 0xffff ? 2 : 1;
  return letterOrDigit.test(text.slice(at, at + width)) ? width : 0;
}

/** A word's inner marks: apostrophes straight and curly, slash, hyphen ("can't", "p/t", "double-faced"). */
const isInnerMark = (code: number): boolean => code === 39 || code === 8217 || code === 47 || code === 45;

/**
 * Calls `found` with each word of a text and where it stands: a letter or digit, then letters, digits and inner marks
 * (what the pattern `[\p{L}\p{N}][\p{L}\p{N}'’/-]*` with the u flag matches, found in one pass without a match object
 * per word).
 */
export function eachWord(text: string, found: (raw: string, start: number, end: number) => void): void {
  let at = 0;
  while (at < text.length) {
    const width = letterOrDigitAt(text, at);
    if (width === 0) {
      at++;
      continue;
    }
    const start = at;
    at += width;
    while (at < text.length) {
      if (isInnerMark(text.charCodeAt(at))) {
        at++;
        continue;
      }
      const next = letterOrDigitAt(text, at);
      if (next === 0) break;
      at += next;
    }
    found(text.slice(start, at), start, at);
  }
}

/** The words of a text with where each stands. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  eachWord(text, (raw, start, end) => {
    const word = cleanWord(raw);
    if (word !== '') spans.push({ word, start, end });
  });
  return spans;
}

/** The words of a text, lower case: "Urza’s lands can't tap" → ["urza", "lands", "can't", "tap"]. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  eachWord(text, (raw) => {
    const word = cleanWord(raw);
    if (word !== '') words.push(word);
  });
  return words;
}

/** Stems already computed: the same words recur in every rule, and Porter's suffix rules are costly. */
const stems = new Map<string, string>();
const maxRemembered = 50_000;

/**
 * A word's stem by the Porter algorithm ("creatures" → "creatur", "abilities" and "ability" → "abil"): the same
 * stemmer SQLite's FTS5 porter tokenizer applies to the index, so a stem computed here matches the index's, but for
 * "one" (the index folds it into "on"; here it is compared only with stems computed here).
 */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    // a rules document has some ten thousand distinct words; past a bound the memo starts again rather than grow
    if (stems.size >= maxRemembered) stems.clear();
    const lower = word.toLowerCase().replace(/’/g, "'");
    // Porter cuts "one" to "on", the preposition of nearly every rule: the number keeps a stem of its own
    stemmed = lower === 'one' || lower === 'ones' ? 'one' : stemmer(lower);
    stems.set(word, stemmed);
  }
  return stemmed;
}

/** The distinct stems of a text's words. */
export function stemsOf(text: string): string[] {
  return [...new Set(wordsOf(text).map(stem))];
}
