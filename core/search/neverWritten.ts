// Words players use that the rules never write, made from words the rules do write. An adverb in -ly would stem to
// a rules word: "basically" to "basic", "definitely" to "definit" (of "definition"), "totally" to "total" (of "life
// total"), "permanently" to "perman" (of "permanent"); a question using one says how sure or how plain it is, not
// which rule it asks about. An adjective in un-…-able ("uncounterable") says what the rules say with "can’t be".

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

/**
 * What a player's adjective in un-…-able says of a thing, as the rules say it: "uncounterable" is "can’t be
 * countered", "unsacrificeable" "can’t be sacrificed". Only for a word the imported texts never write (the rules
 * write "unpreventable" and the obsolete "unblockable" themselves), made from a verb they do write; the verb is given
 * as written, which stems as its past participle does ("counter", "countered"). Null for any other word.
 */
function cannotBeWording(word: string, uses: (word: string) => number): string | null {
  const made = /^un(\p{L}{3,}?)(?:able|ible)$/u.exec(word);
  if (made === null || uses(word) > 0) return null;
  const verb = [made[1]!, `${made[1]!}e`].find((base) => uses(base) > 0);
  // the rules' own apostrophe, as their text has it
  return verb === undefined ? null : `can’t be ${verb}`;
}

/** Each of `words` that `cannotBeWording` reads, with the wording it reads. */
export function cannotBeWordings(words: readonly string[], uses: (word: string) => number): Map<string, string> {
  const read = new Map<string, string>();
  for (const word of words) {
    const wording = cannotBeWording(word, uses);
    if (wording !== null) read.set(word, wording);
  }
  return read;
}
