// A player's manner of speaking that the stemmer would read as a rules word: "basically" stems to "basic",
// "definitely" to "definit" (of "definition"), "totally" to "total" (of "life total"), "permanently" to "perman"
// (of "permanent"). The rules never write these adverbs; a question using one says how sure or how plain it is, not
// which rule it asks about.

/** The adjectives an adverb in -ly is made from: "permanent" (-ly), "basic" (-ally), "easy" (-ily), "possible" (-bly). */
function adjectivesOf(adverb: string): string[] {
  const bases = [adverb.slice(0, -2)];
  if (adverb.endsWith('ally')) bases.push(adverb.slice(0, -4));
  if (adverb.endsWith('ily')) bases.push(`${adverb.slice(0, -3)}y`);
  // only -bly for -ble: "multiply", "supply" and "comply" are verbs, not adverbs of "multiple" and the like
  if (adverb.endsWith('bly')) bases.push(`${adverb.slice(0, -1)}e`);
  return bases.filter((base) => base.length >= 4);
}

/**
 * Whether `word` is an adverb in -ly that the imported texts never write (`uses` counts a word's uses there), made
 * from an adjective they do write: read as it stems, it would stand for that adjective.
 */
export function isAdverbNeverWritten(word: string, uses: (word: string) => number): boolean {
  if (!/^\p{L}{6,}$/u.test(word) || !word.endsWith('ly') || uses(word) > 0) return false;
  return adjectivesOf(word).some((adjective) => uses(adjective) > 0);
}
