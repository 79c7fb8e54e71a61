// Nearest real words for a misspelt one: "Gobin" → Goblin, "Wizzard" → Wizard.
import { wordKey } from './words.ts';

/** Edit distance counting insertions, deletions, substitutions and swaps of neighbours (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
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
