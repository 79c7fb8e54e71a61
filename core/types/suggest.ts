// Nearest real words for a misspelt one: "Gobin" → Goblin, "Wizzard" → Wizard.
import { wordKey } from './words.ts';

/** Edit distance counting insertions, deletions, substitutions and swaps of neighbours (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  // Three rolling rows: the one before last is needed for swaps.
  let before = new Int32Array(b.length + 1);
  let last = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      row[j] = best;
    }
    [before, last, row] = [last, row, before];
  }
  return last[b.length]!;
}

/** How far a word may be from a suggestion: short words tolerate one slip, long ones three. */
function tolerance(length: number): number {
  return length <= 3 ? 1 : length <= 6 ? 2 : 3;
}

/** Up to `limit` candidates nearest to `word` (letter case and apostrophe style ignored), nearest first. */
export function suggest(word: string, candidates: readonly string[], limit = 3): string[] {
  const key = wordKey(word);
  if (key === '') return [];
  const allowed = tolerance(key.length);
  const scored: { name: string; distance: number }[] = [];
  const seen = new Set<string>();
  for (const name of candidates) {
    const candidateKey = wordKey(name);
    if (seen.has(candidateKey)) continue;
    seen.add(candidateKey);
    if (Math.abs(candidateKey.length - key.length) > allowed) continue;
    const distance = editDistance(key, candidateKey);
    if (distance <= allowed) scored.push({ name, distance });
  }
  scored.sort((x, y) => x.distance - y.distance);
  return scored.slice(0, limit).map((entry) => entry.name);
}
