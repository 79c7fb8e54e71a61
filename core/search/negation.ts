// Negation in questions and in the rules: which words deny, and which words a denial governs ("abilities on the stack
// are not spells" denies "spells"; 113.9 "… aren't spells" denies the same), for the `negationScope` feature. The
// words compared are in termForm, plurals dropped but no other ending: Porter's stems would meet "can't be countered"
// with "no counters".
import { stem } from '../text/index.ts';
import { termForm } from './terms.ts';

/** Words that deny what follows them, as the rules and players write them. */
export const negationWords: ReadonlySet<string> = new Set([
  "can't",
  'cannot',
  "doesn't",
  "don't",
  "isn't",
  "aren't",
  "won't",
  "didn't",
  'not',
  'no',
  'never',
  'without',
]);

export const negationStems: ReadonlySet<string> = new Set([...negationWords].map(stem));

/** Words after a negation it governs in a question: "doesn't use the stack", "aren't spells". */
const questionReach = 3;

/**
 * An entry's negation reaches one word further than a question's: the rules write "doesn't go on the stack" where a
 * player says "don't use the stack" (the same reach as a question's measured lower on training).
 */
const entryReach = questionReach + 1;

/**
 * The words (in termForm) within reach after each negation of a question's words, `skip`ped words aside ("abilities
 * are not spells": spell). Not after "without", which in a question names a way of doing a thing ("cast it without
 * paying its mana cost"), not a denial.
 */
export function negatedForms(words: readonly string[], skip: ReadonlySet<string>): string[] {
  const governed = new Set<string>();
  words.forEach((word, i) => {
    if (!negationWords.has(word) || word === 'without') return;
    for (const next of words.slice(i + 1, i + 1 + questionReach))
      if (!skip.has(next) && !negationWords.has(next)) governed.add(termForm(next));
  });
  return [...governed];
}

/** The words a negation governs in each entry, kept beside its word list: an entry read once serves many searches. */
const governedSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function governedIn(entryForms: readonly string[]): ReadonlySet<string> {
  let governed = governedSets.get(entryForms);
  if (governed) return governed;
  const words = new Set<string>();
  entryForms.forEach((form, i) => {
    if (negationWords.has(form)) for (const next of entryForms.slice(i + 1, i + 1 + entryReach)) words.add(next);
  });
  governedSets.set(entryForms, (governed = words));
  return governed;
}

/** How many of `asked` (negatedForms of a question) a negation governs in an entry's words (in termForm). */
export function deniedAlike(asked: readonly string[], entryForms: readonly string[]): number {
  if (asked.length === 0) return 0;
  const governed = governedIn(entryForms);
  return asked.filter((s) => governed.has(s)).length;
}
