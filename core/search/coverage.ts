// Which parts of a query a text mentions. A multi-concept question ("deathtouch trample damage assignment") is
// answered by the entry that speaks of most of its parts, not by the definition of one of its words.
import { wordsOf } from './query.ts';

/** One part of a query: any of its alternatives (a word and its typo correction, or a quoted phrase's words). */
export type Concept = readonly (readonly string[])[];

/** Endings stripped before comparing words; a regex anchored at the end picks the longest ending that applies. */
const ending = /(?:ations?|ments?|ings?|ness|ions?|ers?|ed|ies|es|s|ly)$/;

/** A word without its English ending, kept at 3+ letters: "assignment" → "assign", "creatures" → "creatur". */
export function stemOf(word: string): string {
  const lower = word.toLowerCase();
  const stem = lower.replace(ending, '');
  return stem.length >= 3 ? stem : lower;
}

/** Two stems name the same word when equal, or when the shorter (4+ letters) begins the longer ("damag", "damage"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

/** The distinct stems of a text, for repeated concept tests against it. */
export function stemsOf(text: string): readonly string[] {
  return [...new Set(wordsOf(text).map(stemOf))];
}

function mentions(stems: readonly string[], word: string): boolean {
  const wanted = stemOf(word);
  return stems.some((s) => sameWord(s, wanted));
}

/** Bit i is set when the text (given by its stems) mentions concept i. At most 31 concepts are tested. */
export function coveredConcepts(stems: readonly string[], concepts: readonly Concept[]): number {
  let covered = 0;
  concepts.slice(0, 31).forEach((concept, i) => {
    if (concept.some((words) => words.length > 0 && words.every((w) => mentions(stems, w)))) covered |= 1 << i;
  });
  return covered;
}

/** Entries in one CR, about: the document count in the weights below. */
const entriesPerSource = 5000;

/** A concept's weight from how many entries use its word (inverse document frequency): rare words tell more. */
export function conceptWeight(uses: number): number {
  return Math.log(1 + entriesPerSource / (1 + Math.max(0, uses)));
}

/** The summed weight of the concepts set in a mask. */
export function coverageWeight(mask: number, weights: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < weights.length && i < 31; i++) if (mask & (1 << i)) total += weights[i]!;
  return total;
}
