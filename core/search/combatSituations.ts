// Situations of combat, as a question tells them ("he tapped my blocker, so it deals no damage?", "my Wall blocked all
// three attackers"), and the words the rules write for what decides them. Part of the rules wordings
// (core/search/wordings.ts); no rule numbers, no card names.

import { alike, saidTogether, type Thesaurus } from './phrasings.ts';

/** A creature in combat, as players name it. */
const inCombat: readonly string[] = ['blocker', 'blocking', 'blocked', 'attacker', 'attacking', 'blocks'];

/** Combat damage asked of, dealt or not: "still deal damage", "doesn't deal combat damage". */
const dealingDamage: readonly string[] = [
  ...['deal damage', 'deals damage', 'deal combat damage', 'deals combat damage', 'deal no damage', 'deals no damage'],
  ...['no combat damage', 'still deal', 'still deals'],
];

/** Several attackers held by one blocker: "blocked all three", "blocking two attackers". */
const severalAttackers: readonly string[] = [
  ...['all three', 'all 3', 'all two', 'both attackers', 'two attackers', '2 attackers', 'three attackers', '3 attackers'],
  ...['multiple attackers', 'several attackers', 'any number of creatures', 'more than one attacker', 'more than one creature'],
];

/** The landwalk abilities, and lands they may meet that are no basic land. */
const landwalks: readonly string[] = ['landwalk', 'swampwalk', 'islandwalk', 'forestwalk', 'mountainwalk', 'plainswalk'];
const unlikeBasics: readonly string[] = ['nonbasic', 'non-basic', 'dual land', 'dual lands', 'shock land', 'shockland', 'basic'];

/** Combat situations → the words the rules write for what decides them. */
export const combatSituations: Thesaurus = {
  // an attacker or blocker tapped once declared, asked whether it still deals damage: tapping doesn't prevent it
  ...alike(
    ['tapped', 'tap', 'taps', 'tapping'].flatMap((tapped) =>
      inCombat.flatMap((creature) =>
        dealingDamage.flatMap((deals) => [`${tapped} ⋯ ${creature} ⋯ ${deals}`, `${creature} ⋯ ${tapped} ⋯ ${deals}`]),
      ),
    ),
    'doesn’t prevent its combat damage',
  ),
  // one creature blocking several attackers, asked of its damage: it assigns it among the creatures it's blocking
  ...alike(
    ['block', 'blocks', 'blocked', 'blocking'].flatMap((block) =>
      severalAttackers.flatMap((several) =>
        ['damage', 'dmg', 'assign', 'divide', 'split'].map((damage) => `${block} ⋯ ${several} ⋯ ${damage}`),
      ),
    ),
    'assigns combat damage to the creatures it’s blocking',
  ),
  // double strike given after first-strike damage: the creature deals damage again in the second step
  ...alike(
    saidTogether(['double strike'], ['after first strike damage', 'after the first strike damage', 'already dealt', 'too late']),
    'assign combat damage in the second combat damage step',
  ),
  // deathtouch whose damage is prevented: only damage dealt by a source with deathtouch destroys
  ...alike(saidTogether(['deathtouch'], ['prevent', 'prevented', 'prevents', 'fog', 'fogged']), 'dealt damage by a source with deathtouch'),
  // damage toward a permanent or player with protection: damage from a source of the stated quality is prevented
  ...alike(saidTogether(['protection', 'pro'], ['damage', 'dmg']), 'sources that have the stated quality'),
  // trample on a blocking creature: it has no effect there
  ...alike(
    [
      ...['blocking creature', 'blocker', 'blocking', 'blocked with', 'block with', 'blocks with'].map((blocker) => `${blocker} … trample`),
      ...['while blocking', 'when blocking', 'on a blocking', 'on a blocker', 'on my blocker'].map((blocking) => `trample … ${blocking}`),
    ],
    'no effect when a creature with trample is blocking',
  ),
  // landwalk met by a land of the type that is no basic land: the land type decides
  ...alike(saidTogether(landwalks, unlikeBasics), 'landwalk can’t be blocked as long as'),
};
