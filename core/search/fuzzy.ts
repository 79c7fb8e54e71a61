// Typo tolerance: the nearest vocabulary word within a small edit distance ("trampel" → "trample").
import { editDistance, firstAtOrAfter, stem } from '../text/index.ts';

/** How many slips a word of this length may contain: none below 4 letters, one up to 6, two beyond. */
export function typoAllowance(length: number): number {
  return length < 4 ? 0 : length <= 6 ? 1 : 2;
}

/** The word length from which a slip may have lost two of its letters ("prirty" of "priority", "mulian" of "mulligan"). */
const longWord = 8;

/**
 * How many slips a typed word may hold if it was meant as `word`: as many as its own length allows, or two for a word
 * of eight letters or more that the slip is shorter than; none below four letters typed.
 */
export function slipAllowance(slip: string, word: string): number {
  if (slip.length < 4) return 0;
  return typoAllowance(word.length >= longWord ? Math.max(slip.length, word.length) : slip.length);
}

/** Corpus words prepared for fast lookups: frequency, sorted (for prefixes) and grouped by length (for typos). */
export interface Vocabulary {
  readonly counts: ReadonlyMap<string, number>;
  readonly sorted: readonly string[];
  readonly byLength: ReadonlyMap<number, readonly string[]>;
}

export function buildVocabulary(counts: ReadonlyMap<string, number>): Vocabulary {
  const sorted = [...counts.keys()].sort();
  const byLength = new Map<number, string[]>();
  for (const word of sorted) {
    const group = byLength.get(word.length);
    if (group) group.push(word);
    else byLength.set(word.length, [word]);
  }
  return { counts, sorted, byLength };
}

/** Is some vocabulary word `prefix` or longer words starting with it? */
export function hasPrefix(vocabulary: Vocabulary, prefix: string): boolean {
  return vocabulary.sorted[firstAtOrAfter(vocabulary.sorted, prefix)]?.startsWith(prefix) ?? false;
}

/** The corpus word most used of those beginning with `prefix`, when `prefix` is no word itself ("deathto"). */
export function completionOf(vocabulary: Vocabulary, prefix: string): string | null {
  if (vocabulary.counts.has(prefix)) return null;
  let best: string | null = null;
  for (let i = firstAtOrAfter(vocabulary.sorted, prefix); vocabulary.sorted[i]?.startsWith(prefix); i++) {
    const word = vocabulary.sorted[i]!;
    if (best === null || vocabulary.counts.get(word)! > vocabulary.counts.get(best)!) best = word;
  }
  return best;
}

/** How often the corpus uses a word, or 50 when corpus words begin with it ("trampl"), else 0. */
export function corpusUses(vocabulary: Vocabulary, word: string): number {
  return vocabulary.counts.get(word) ?? (hasPrefix(vocabulary, word) ? 50 : 0);
}

/**
 * How often the corpus uses the word's stem in any form: an inflection the rules never write ("trampling") is no
 * typo. The forms sharing a stem begin with all but its last letter ("copi" of "copy"), so only those are stemmed.
 */
export function stemUsesOf(vocabulary: Vocabulary, word: string): number {
  const wanted = stem(word);
  const head = wanted.slice(0, -1);
  // a stem this short begins too many words to look through: the word's own uses stand for its forms'
  if (head.length < 3) return vocabulary.counts.get(word) ?? 0;
  let uses = 0;
  for (let i = firstAtOrAfter(vocabulary.sorted, head); vocabulary.sorted[i]?.startsWith(head); i++) {
    const known = vocabulary.sorted[i]!;
    if (stem(known) === wanted) uses += vocabulary.counts.get(known) ?? 0;
  }
  return uses;
}

/** Letter histogram of the word being corrected, by char code modulo 256 (collisions only make the test looser). */
function letterCounts(word: string): Int16Array {
  const counts = new Int16Array(256);
  for (let i = 0; i < word.length; i++) counts[word.charCodeAt(i) & 255]!++;
  return counts;
}

/** Letters to add plus letters to remove to turn the histogram into `other`'s; leaves `counts` as it found it. */
function letterDifference(counts: Int16Array, wordLength: number, other: string): number {
  let extra = 0;
  for (let i = 0; i < other.length; i++) if (counts[other.charCodeAt(i) & 255]!-- <= 0) extra++;
  for (let i = 0; i < other.length; i++) counts[other.charCodeAt(i) & 255]!++;
  return 2 * extra + wordLength - other.length;
}

type Rank = readonly [sameFirst: boolean, namesTerm: boolean, uses: number];

/**
 * The vocabulary words at the smallest distance from `word`, best first: one of its first letter (a slip rarely falls
 * on the first one), then one naming a CR term (a judge types a game's word: "hase" is "haste", not "have"), then the
 * most used. Empty when none is near enough.
 */
export function nearestWords(word: string, vocabulary: Vocabulary, namesTerm: (word: string) => boolean = () => false): string[] {
  // the most any candidate allows: two letters more than the slip, where that makes a long word
  const limit = slipAllowance(word, word.padEnd(word.length + 2));
  if (limit === 0) return [];
  let nearest: [string, Rank][] = [];
  let bestDistance = limit + 1;
  const letters = letterCounts(word);
  // Same length first, then ±1, ±2: a close match found early tightens every later test.
  const lengths = [0, -1, 1, -2, 2].filter((d) => Math.abs(d) <= limit).map((d) => word.length + d);
  for (const length of lengths) {
    if (Math.abs(length - word.length) > bestDistance) continue;
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const allowed = Math.min(slipAllowance(word, candidate), bestDistance);
      if (Math.abs(length - word.length) > allowed) continue;
      // Each edit changes at most two letter counts: a cheap test that skips most candidates before the full distance.
      if (letterDifference(letters, word.length, candidate) > 2 * allowed) continue;
      const distance = editDistance(word, candidate, allowed);
      if (distance > allowed) continue;
      if (distance < bestDistance) nearest = [];
      bestDistance = distance;
      nearest.push([candidate, [candidate[0] === word[0], namesTerm(candidate), vocabulary.counts.get(candidate) ?? 0]]);
    }
  }
  return nearest.sort(([, a], [, b]) => compareRanks(b, a)).map(([candidate]) => candidate);
}

/** Positive when rank `a` is the better: each part decides only where the earlier ones tie. */
function compareRanks(a: Rank, b: Rank): number {
  if (a[0] !== b[0]) return a[0] ? 1 : -1;
  if (a[1] !== b[1]) return a[1] ? 1 : -1;
  return a[2] - b[2];
}

/** Endings a word takes that the vocabulary may not hold in that form ("switching" of "switch"), longest first. */
const inflectionEndings = ['ing', 'ers', 'ed', 'es', 'er', 's'] as const;

/** A word with an ending, spelt as English spells it: "fraction" + "s", "order" + "ing", "choose" + "ing" → "choosing". */
function inflected(word: string, ending: string): string {
  if (word.endsWith('e') && /^[ei]/.test(ending)) return word.slice(0, -1) + ending;
  return word + ending;
}

/**
 * A form one edit from a slip of a word the vocabulary holds but not in that form ("swiching": "switching", though the
 * texts write only "switch"), found by the slip's root without its ending, near a vocabulary word of its first letter.
 * Null when no such form has a stem the texts use.
 */
export function nearestInflection(word: string, vocabulary: Vocabulary, namesTerm?: (word: string) => boolean): string | null {
  for (const ending of inflectionEndings) {
    const root = word.slice(0, -ending.length);
    if (!word.endsWith(ending) || root.length < 4) continue;
    for (const base of nearestWords(root, vocabulary, namesTerm)) {
      // a slip rarely falls on the first letter: "comader" is no form of "nomad"
      if (base[0] !== word[0]) continue;
      const form = inflected(base, ending);
      if (editDistance(word, form, 1) <= 1 && stemUsesOf(vocabulary, form) > 0) return form;
    }
  }
  return null;
}
