// Which glossary entry a name typed loosely means: "state based actions" (no hyphen), "double faced card" (singular),
// "the monarch", "trampel" (a typo). Pure: the database side hands over the entries' printed terms.
import { stemKey } from '../search/terms.ts';
import { editDistance } from '../text/index.ts';
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
  const keyed = terms.flatMap((term) => namesOf(term).map((name) => ({ term, key: stemKey(name) })));
  const same = new Set(keyed.filter((entry) => entry.key === key).map((entry) => entry.term));
  if (same.size > 0) return same.size === 1 ? [...same][0]! : null;
  const allowed = typoAllowance(key.length);
  let best = { distance: allowed + 1, terms: new Set<string>() };
  for (const entry of keyed) {
    const distance = editDistance(key, entry.key, allowed);
    if (distance > allowed) continue;
    if (distance < best.distance) best = { distance, terms: new Set([entry.term]) };
    else if (distance === best.distance) best.terms.add(entry.term);
  }
  return best.terms.size === 1 ? [...best.terms][0]! : null;
}
