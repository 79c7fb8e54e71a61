// A zone a thing is in or goes to, off the battlefield ("a token in the graveyard", "returned to my hand"): the rules on
// tokens, copies and counters say where such an object is as "a zone other than the battlefield", naming no zone.
import type { Term } from './terms.ts';

/** The rules' words for every zone but the battlefield, searched for a question's zone off it. */
export const offBattlefieldPhrase = 'zone other than the battlefield';

/** An entry saying that phrase ("A token that’s in a zone other than the battlefield ceases to exist."). */
const saysOffBattlefield = /\bzones? other than the battlefield\b/;

export const speaksOfOffBattlefield = (text: string): boolean => saysOffBattlefield.test(text);

/** Words between a preposition and its zone: an article, a possessive ("in my opponent's graveyard"). */
const determiner = /^(?:the|a|an|my|your|his|her|their|its|our|opponent|opponents|owner|owners)$/;

/**
 * Whether the query's word at `at` names, alone, a zone (a term the glossary calls "A zone") other than the battlefield
 * and the stack, and follows "in", "to" or "into": an object in it or going to it ("how do I exile …" names no place).
 */
export function namesZoneOffBattlefield(words: readonly string[], at: number, term: Term | undefined): boolean {
  if (term?.genus !== 'zone' || term.key.includes(' ') || /^(?:battlefield|stack)$/.test(words[at]!)) return false;
  let k = at - 1;
  while (k >= 0 && determiner.test(words[k]!)) k--;
  return k >= 0 && /^(?:in|to|into)$/.test(words[k]!);
}
