// What kind of entry a candidate is, read from its text and headings alone, the same for every query: a list, a rule
// for one card, an item of a list its parent rule introduces, one of the state-based actions.
import type { CandidateRow } from './rank.ts';
import { stemKey, wordParts } from './terms.ts';

const listItem = /^[\p{L}-]+(?: [\p{L}-]+)?$/u;

/** A rule that ends with a colon introduces a list its subrules give ("… in the following order:"). */
export const introducesList = (text: string): boolean => /:\s*$/.test(text);

/**
 * Four or more things listed ("library, hand, battlefield, graveyard, stack, exile, and command"): a ", and" or ", or"
 * with three items of a word or two before it. Read back from each ", and" rather than by one regular expression,
 * which backtracks through a long list (the rule listing the creature types) once from every letter: 1.7 ms.
 */
export function listsFourOrMore(text: string): boolean {
  for (let at = text.indexOf(', '); at >= 0; at = text.indexOf(', ', at + 2)) {
    if (!/^, (?:and|or) [\p{L}-]/u.test(text.slice(at, at + 8))) continue;
    // the two items before ", and" whole, and the one before them ending in a letter
    const second = text.lastIndexOf(', ', at - 1);
    const first = second > 0 ? text.lastIndexOf(', ', second - 1) : -1;
    if (first <= 0 || !listItem.test(text.slice(second + 2, at)) || !listItem.test(text.slice(first + 2, second))) continue;
    if (/[\p{L}-]$/u.test(text.slice(Math.max(0, first - 2), first))) return true;
  }
  return false;
}

const oneCard = /^One card \(([^)]+)\)/;

/** The card a rule is for, named in parentheses ("One card (Shahrazad) allows …"), if it is for one card. */
export const oneCardNamed = (text: string): string | null => oneCard.exec(text)?.[1] ?? null;

/** Whether a card's name has none of its words opened by the query's `starts`. */
export function cardUnnamed(name: string, starts: readonly string[]): boolean {
  return !wordParts(name.toLowerCase()).some((w) => starts.some((s) => w.startsWith(s)));
}

/** A lettered subrule ("704.5a"): an item under its rule. */
const isLettered = (c: CandidateRow): boolean => c.level === 'entry' && c.number !== null && /[a-z]$/.test(c.number);

/** The key of the CR term whose rule lists what the game does of itself. */
export const stateBasedActions = stemKey('State-Based Actions');
/** Whether a rule's title is theirs, by title: the CR has a few hundred titles, read once each. */
const titlesStateBased = new Map<string, boolean>();

/**
 * Whether an entry is one of the state-based actions: a lettered subrule under the numbered rule titled by them (its
 * headings: the section's title, then that rule's).
 */
export function isStateBasedAction(c: CandidateRow): boolean {
  const ruleTitle = c.trail[1];
  if (ruleTitle === undefined || !isLettered(c)) return false;
  let theirs = titlesStateBased.get(ruleTitle);
  if (theirs === undefined) titlesStateBased.set(ruleTitle, (theirs = stemKey(ruleTitle) === stateBasedActions));
  return theirs;
}

/**
 * Whether an entry is an item of a list its parent rule introduces ("Which player has priority is determined by the
 * following rules:"): a lettered subrule under an entry whose text ends in a colon.
 */
export function isListedItem(c: CandidateRow): boolean {
  const parent = c.trail[2];
  return parent !== undefined && isLettered(c) && parent.trimEnd().endsWith(':');
}
