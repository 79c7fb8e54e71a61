// Sorted word lists: the position of the first word at or after a key, by binary search, so that every word a prefix
// starts is a run from there (the card-name index and the search vocabulary both look words up this way).

/** Index of the first word in `sorted` that is not less than `key` (`sorted.length` when there is none). */
export function firstAtOrAfter(sorted: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The words of `sorted` that start with `prefix`, in order. */
export function wordsStartingWith(sorted: readonly string[], prefix: string): string[] {
  const words: string[] = [];
  for (let i = firstAtOrAfter(sorted, prefix); i < sorted.length && sorted[i]!.startsWith(prefix); i++) words.push(sorted[i]!);
  return words;
}
