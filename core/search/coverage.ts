// How much a query word tells: its weight from how many entries of one source use it (inverse document frequency).

/** Entries in one CR, about: the document count in the weights below. */
const entriesPerSource = 5000;

/** A concept's weight from how many entries use its word: rare words tell more. */
export function conceptWeight(uses: number): number {
  return Math.log(1 + entriesPerSource / (1 + Math.max(0, uses)));
}
