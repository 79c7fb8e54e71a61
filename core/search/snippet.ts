// Snippets: a window of the text around the first matched word, matched words wrapped in U+E000 … U+E001.
import { eachWord } from '../text/index.ts';

export const markStart = '\uE000';
export const markEnd = '\uE001';

/** A word without its common English ending, kept at 4+ letters: "blocking" → "block". */
function crudeStem(word: string): string {
  const stem = word.replace(/(?:ings?|ed|es|ers?|s|ly)$/, '');
  return stem.length >= 4 ? stem : word;
}

/** What `clean` takes out: a mark, whitespace other than one space, or a space at either end. */
const untidy = /[\uE000\uE001]|[^\S ]|\s\s|^\s|\s$/;
const wordCharacter = /[\p{L}\p{N}'’/-]/u;

/** What a query word looks for in the text: itself, and its crude stem as a word prefix. */
function needles(queryWords: readonly string[]): string[] {
  return [...new Set(queryWords.flatMap((q) => (q.length >= 3 ? [q, crudeStem(q)] : [q])).filter((n) => n !== ''))];
}

/**
 * A test for words of the text, lower case, matching a query word: prefix match on a crude stem, so "blocking" marks
 * "blocks".
 */
function matcher(queryWords: readonly string[]): (lowerWord: string) => boolean {
  const exact = new Set(queryWords);
  const stems = queryWords.filter((q) => q.length >= 3).map(crudeStem);
  return (lower) => exact.has(lower) || stems.some((stem) => lower.startsWith(stem));
}

/** A word as the query's words are written: lower case, with a straight apostrophe. */
const lowerWord = (word: string): string => word.toLowerCase().replace(/’/g, "'");

/**
 * The text with the words `matches` accepts wrapped in the marks. The text is put in lower case once, not word by
 * word, where that keeps its length (it does but for a few letters outside English).
 */
function marked(text: string, matches: (lowerWord: string) => boolean): string {
  const lower = lowerWord(text);
  const aligned = lower.length === text.length;
  let out = '';
  let from = 0;
  eachWord(text, (word, at, end) => {
    if (!matches(aligned ? lower.slice(at, end) : lowerWord(word))) return;
    out += `${text.slice(from, at)}${markStart}${word}${markEnd}`;
    from = end;
  });
  return out + text.slice(from);
}

/** Where the first word starting with one of the needles begins (plain indexOf, then a word-start check), or -1. */
function firstMatch(lower: string, found: readonly string[]): number {
  let first = -1;
  for (const needle of found) {
    let at = lower.indexOf(needle);
    while (at > 0 && wordCharacter.test(lower[at - 1]!)) at = lower.indexOf(needle, at + 1);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return first;
}

/**
 * The snippets of one query's results: what the query's words look for is worked out once, not for each result
 * (a search makes ten snippets).
 */
export function snippetMaker(queryWords: readonly string[], width = 220): (text: string) => string {
  const matches = matcher(queryWords);
  const found = needles(queryWords);
  return (text) => {
    // most texts have no mark, no run of spaces and no line break to take out: they are read once, not copied thrice
    const clean = untidy.test(text)
      ? text
          .replace(/[\uE000\uE001]/g, '')
          .replace(/\s+/g, ' ')
          .trim()
      : text;
    const first = firstMatch(clean.toLowerCase().replace(/’/g, "'"), found);
    let start = 0;
    if (first > width / 3) start = clean.lastIndexOf(' ', first - Math.floor(width / 4)) + 1;
    let end = Math.min(clean.length, start + width);
    if (end < clean.length) {
      const space = clean.lastIndexOf(' ', end);
      if (space > start) end = space;
    }
    return `${start > 0 ? '…' : ''}${marked(clean.slice(start, end), matches)}${end < clean.length ? '…' : ''}`;
  };
}
