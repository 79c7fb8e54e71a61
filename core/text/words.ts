// Splitting text into words the one way every part of Arbiter does: search, the glossary matcher and the index.
import { stemmer } from 'stemmer';

/** A letter or digit of any script, for the characters past ASCII. */
const letterOrDigit = /^[\p{L}\p{N}]$/u;

/** The length of the letter or digit at `at` (2 for one outside the Basic Multilingual Plane), 0 for anything else. */
function letterLength(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) ? 1 : 0;
  const point = text.codePointAt(at)!;
  return letterOrDigit.test(String.fromCodePoint(point)) ? (point > 0xffff ? 2 : 1) : 0;
}

/** Apostrophes (straight and curly), slash and hyphen: marks a word may hold inside it. */
const isInnerMark = (code: number): boolean => code === 39 || code === 8217 || code === 47 || code === 45;

/**
 * Each word of a text as written, with where it starts and ends: letters or digits, with apostrophes, slashes and
 * hyphens inside it ("can't", "p/t", "double-faced"), as /[\p{L}\p{N}][\p{L}\p{N}'’/-]*\/u reads them. Scanned
 * by hand: every rule's words pass here when search first reads an entry, and matchAll is twice as slow.
 */
function scanWords(text: string, visit: (raw: string, start: number, end: number) => void): void {
  let at = 0;
  while (at < text.length) {
    const first = letterLength(text, at);
    if (first === 0) {
      at++;
      continue;
    }
    const start = at;
    at += first;
    while (at < text.length) {
      const next = isInnerMark(text.charCodeAt(at)) ? 1 : letterLength(text, at);
      if (next === 0) break;
      at += next;
    }
    visit(text.slice(start, at), start, at);
  }
}

export interface WordSpan {
  /** The word lower case, apostrophes straight, a possessive "'s" and trailing punctuation dropped. */
  readonly word: string;
  /** UTF-16 offsets of the word as written. */
  readonly start: number;
  readonly end: number;
}

/** Ends a word is trimmed of: apostrophe, slash, hyphen ("players'" → "players"). */
const isTrailingMark = (code: number): boolean => code === 39 || code === 47 || code === 45;

// Written without regular expressions, for the same reason as scanWords.
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
  scanWords(text, (raw, start, end) => {
    const word = cleanWord(raw);
    if (word !== '') spans.push({ word, start, end });
  });
  return spans;
}

/** The words of a text, lower case: "Urza’s lands can't tap" → ["urza", "lands", "can't", "tap"]. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  scanWords(text, (raw) => {
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
