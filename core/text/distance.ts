// One edit distance for every typo check: "trampel" → trample, "Gobin" → Goblin, a misspelt card name.
// Written here rather than taken from a Levenshtein package because the commonest slip, two neighbouring letters
// swapped, must count as one edit (optimal string alignment), and because the search checks thousands of
// words per keystroke and needs to give up as soon as a word is out of reach.

/** Reused rows for the distance table; longer words get fresh rows. */
const reusedLength = 64;
const rows = [new Int32Array(reusedLength + 1), new Int32Array(reusedLength + 1), new Int32Array(reusedLength + 1)];

/**
 * Insertions, deletions, substitutions and swaps of neighbours needed to turn `a` into `b`. With a `limit`, any
 * distance above it is returned as `limit + 1`, found without finishing the table.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const size = b.length + 1;
  let [beforeLast, last, row] = b.length <= reusedLength ? rows : [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  for (let j = 0; j < size; j++) last![j] = j;
  for (let i = 1; i <= a.length; i++) {
    row![0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(last![j]! + 1, row![j - 1]! + 1, last![j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, beforeLast![j - 2]! + 1);
      }
      row![j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [beforeLast, last, row] = [last, row, beforeLast];
  }
  return Math.min(last![b.length]!, limit + 1);
}

/**
 * Of the candidates within `limit` edits of `key`, the value of the nearest; null when none is, or when candidates of
 * two different values are equally near (a misspelt name that could mean either is not guessed).
 */
export function nearestWithin<T>(key: string, candidates: Iterable<{ readonly key: string; readonly value: T }>, limit: number): T | null {
  let best = { distance: limit + 1, values: new Set<T>() };
  for (const candidate of candidates) {
    const distance = editDistance(key, candidate.key, limit);
    if (distance > limit) continue;
    if (distance < best.distance) best = { distance, values: new Set([candidate.value]) };
    else if (distance === best.distance) best.values.add(candidate.value);
  }
  return best.values.size === 1 ? [...best.values][0]! : null;
}
