// Nearest real words for a misspelt one: "Gobin" → Goblin, "Wizzard" → Wizard.
import { editDistance, textKey } from '../text/index.ts';

/** How far a word may be from a suggestion: short words tolerate one slip, long ones three. */
function tolerance(length: number): number {
  return length <= 3 ? 1 : length <= 6 ? 2 : 3;
}

/** Up to `limit` candidates nearest to `word` (letter case and apostrophe style ignored), nearest first. */
export function suggest(word: string, candidates: readonly string[], limit = 3): string[] {
  const key = textKey(word);
  if (key === '') return [];
  const allowed = tolerance(key.length);
  const scored: { name: string; distance: number }[] = [];
  const seen = new Set<string>();
  for (const name of candidates) {
    const candidateKey = textKey(name);
    if (seen.has(candidateKey)) continue;
    seen.add(candidateKey);
    if (Math.abs(candidateKey.length - key.length) > allowed) continue;
    const distance = editDistance(key, candidateKey, allowed);
    if (distance <= allowed) scored.push({ name, distance });
  }
  scored.sort((x, y) => x.distance - y.distance);
  return scored.slice(0, limit).map((entry) => entry.name);
}
