// Typo tolerance: the nearest vocabulary word within a small edit distance ("trampel" → "trample").

/** Levenshtein distance with adjacent swaps, giving up (returning limit + 1) once it must exceed `limit`. */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many slips a word of this length may contain: none below 4 letters, one up to 6, two beyond. */
export function typoAllowance(length: number): number {
  return length < 4 ? 0 : length <= 6 ? 1 : 2;
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
  for (const word of sorted) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  return { counts, sorted, byLength };
}

/** Is some vocabulary word `prefix` or longer words starting with it? Binary search in the sorted list. */
export function hasPrefix(vocabulary: Vocabulary, prefix: string): boolean {
  let low = 0;
  let high = vocabulary.sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (vocabulary.sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return vocabulary.sorted[low]?.startsWith(prefix) ?? false;
}

function letterCounts(word: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of word) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

/** Sum over letters of |count in a − count in b|. */
function letterDifference(counts: ReadonlyMap<string, number>, other: string): number {
  const remaining = new Map(counts);
  let extra = 0;
  for (const c of other) {
    const n = remaining.get(c) ?? 0;
    if (n > 0) remaining.set(c, n - 1);
    else extra++;
  }
  let missing = 0;
  for (const n of remaining.values()) missing += n;
  return extra + missing;
}

/** The most frequent vocabulary word at the smallest distance from `word`, or null. */
export function nearestWord(word: string, vocabulary: Vocabulary): string | null {
  const limit = typoAllowance(word.length);
  if (limit === 0) return null;
  let best: string | null = null;
  let bestDistance = limit + 1;
  let bestCount = -1;
  const letters = letterCounts(word);
  for (let length = word.length - limit; length <= word.length + limit; length++) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      // Each edit changes at most two letter counts: a cheap test that skips most candidates before the full distance.
      if (letterDifference(letters, candidate) > 2 * limit) continue;
      const distance = boundedEditDistance(word, candidate, Math.min(limit, bestDistance));
      if (distance > limit) continue;
      const count = vocabulary.counts.get(candidate) ?? 0;
      if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
        best = candidate;
        bestDistance = distance;
        bestCount = count;
      }
    }
  }
  return best;
}
