// Which glossary entry a name typed loosely means: "state based actions" (no hyphen), "double faced card" (singular),
// "the monarch", "trampel" (a typo). Pure: the database side hands over the entries' printed terms.
import { stemKey } from '../search/terms.ts';
import { nearestWithin } from '../text/index.ts';
import { typoAllowance } from '../search/fuzzy.ts';
import { namesOf } from './termMatcher.ts';

/**
 * The entry (its printed term) whose name, compared word by word with hyphens, plurals and a leading article set
 * aside, is the one asked for; else the one nearest it within the typos its length allows. Null when none is, or when
 * two entries are equally near.
 */
export function entryNamed(asked: string, terms: readonly string[]): string | null {
  const key = stemKey(asked);
  if (key === '') return null;
  const names = terms.flatMap((term) => namesOf(term).map((name) => ({ key: stemKey(name), value: term })));
  return nearestWithin(key, names, typoAllowance(key.length));
}
