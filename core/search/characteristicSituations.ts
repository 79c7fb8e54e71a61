// Situations of a permanent's characteristics, as a question tells them ("the anthem was out before my creature came
// in", "it took 3 damage, then its toughness went down"), and the words the rules write for what decides them. Part
// of the rules wordings (core/search/wordings.ts); no rule numbers, no card names.

import { alike, saidTogether, type Thesaurus } from './phrasings.ts';

/** A static effect on creatures, as players name it: an anthem, a lord. */
const anthems: readonly string[] = ['anthem', 'anthems', 'lord', 'lords'];

/** A permanent arriving after an effect began: "came in later", "a new creature". */
const arrivingLater: readonly string[] = [
  ...['enters later', 'entered later', 'comes in later', 'came in later', 'cast … later', 'play … later', 'played … later'],
  ...['enters after', 'entered after', 'comes in after', 'came in after', 'cast after', 'played after'],
  ...['new creature', 'new creatures', 'after that', 'afterwards', 'afterward'],
];

/** Toughness lowered after damage, as a question says it ("shrunk", "toughness went down"). */
const toughnessLowered: readonly string[] = [
  ...['shrink', 'shrinks', 'shrunk', 'shrinking', 'toughness … lower', 'toughness … down', 'toughness … reduced'],
  ...[
    'lower … toughness',
    'lowered … toughness',
    'lowers … toughness',
    'reduce … toughness',
    'reduces … toughness',
    'reduced … toughness',
    'less than … toughness',
  ],
];

/** An ability had more than once, as a question says it: "has flying twice", "a second instance". */
const heldTwice: readonly string[] = [
  ...['twice', 'second instance', 'two instances', 'both instances', 'another instance', 'from two sources'],
  ...['from both', 'on its own and'],
];

/** A permanent arriving with counters: "enters with", "came in with". */
const enteringWith: readonly string[] = ['enters with', 'entering with', 'enter with', 'entered with', 'comes in with', 'came in with'];

/** Characteristic situations → the words the rules write for what decides them. */
export const characteristicSituations: Thesaurus = {
  // a creature arriving while an anthem is out: static effects apply as the permanent enters, not after
  ...alike(saidTogether(anthems, arrivingLater), 'simultaneously with the permanent entering'),
  // an ability removed from a permanent that has it more than once: every instance is removed
  ...alike(saidTogether(['lose', 'loses', 'lost', 'losing'], heldTwice), 'remove all instances'),
  // a permanent entering with counters, asked whether counters were put on it: those given as it enters are
  ...alike(
    saidTogether(enteringWith, ['put on', 'placed on', 'being put', 'put counters', 'trigger', 'triggers', 'count as']),
    'given counters as it enters',
  ),
  // a damaged creature whose toughness is then lowered: it dies once the damage marked on it reaches its toughness
  ...alike(saidTogether(['damage', 'damaged'], toughnessLowered), 'total damage marked on it'),
};
