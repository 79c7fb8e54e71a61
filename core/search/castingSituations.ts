// Situations of casting a spell and resolving it, as a question tells them ("tap my lands partway through casting",
// "is that counted when I cast it or when it resolves"), and the words the rules write for what decides them. Part of
// the rules wordings (core/search/wordings.ts); no rule numbers, no card names.

import { alike, saidTogether, type Thesaurus } from './phrasings.ts';

/** A spell's casting under way, as players say it: "partway through casting", "after I announced it". */
const castingUnderWay: readonly string[] = [
  ...['partway through', 'midway through', 'halfway through', 'in the middle of casting', 'during casting', 'while casting'],
  ...['already announced', 'after announcing', 'already picked', 'already put the spell', 'before I start casting'],
];

/** Alternative costs by their kind, as players name them ("flashback", "pitch"). */
const alternativeKinds: readonly string[] = [
  ...['flashback', 'flashed back', 'flash back', 'evoke', 'evoked', 'madness', 'overload', 'overloaded', 'dash', 'dashed'],
  ...['without paying', 'pitch', 'pitched', 'pitching'],
];

/** Alternative costs said by kind or as such. */
const alternativeCosts: readonly string[] = [...alternativeKinds, 'alternative cost', 'alternate cost', 'alt cost'];

/** Casting situations → the words the rules write for what decides them. */
export const castingSituations: Thesaurus = {
  // lands tapped for mana while a spell is being cast: mana abilities are activated before its costs are paid
  ...alike(
    saidTogether(['tap', 'tapping', 'tapped', 'for mana', 'mana abilities', 'mana ability'], castingUnderWay),
    'chance to activate mana abilities',
  ),
  // a spell cast for an alternative cost (flashback, evoke), asked of its mana value: the mana cost stays the same
  ...alike(
    saidTogether([...alternativeCosts, 'cheaper cost', 'for less'], ['mana value', 'mv', 'cmc', 'converted mana cost', 'mana cost']),
    'only what its controller has to pay',
  ),
  // two alternative costs for one spell: only one alternative cost can be applied
  ...alike(
    [
      ...alternativeKinds.flatMap((one) => alternativeKinds.filter((other) => other !== one).map((other) => `${one} ⋯ ${other}`)),
      ...['other', 'another', 'other cheaper', '2', 'both'].flatMap((other) => [`${other} alternative cost`, `${other} alternate cost`]),
    ],
    'only one alternative cost can be applied',
  ),
  // a cost lowered by a color it doesn't have: it is reduced by that much generic mana
  ...alike(
    saidTogether(
      ['reduce', 'reduces', 'reduced', 'reduction', 'reducer', 'less', 'cheaper'],
      ['white', 'blue', 'black', 'red', 'green', 'colored', 'w', 'u', 'b', 'r', 'g'].flatMap((color) => [
        `no ${color}`,
        `without ${color}`,
        `no ${color} pip`,
      ]),
    ),
    'reduced by that amount of generic mana',
  ),
  // a spell that makes mana asked to be a mana ability: a spell never is
  ...alike(saidTogether(['spell', 'spells', 'instant', 'sorcery'], ['mana ability', 'mana abilities']), 'can never be a mana ability'),
  // a cost paid in part, the rest later: the whole cost is paid at once
  ...alike(
    ['pay part', 'pay half', 'partial payment', 'partially pay', 'pay some of', 'the rest later', 'finish paying'],
    'partial payments are not allowed',
  ),
  // a spell's cost that changes once it is cast (a cost reducer leaving, a tax arriving): its total cost is locked in
  ...alike(
    saidTogether(
      ['cost', 'costs', 'pay', 'paid', 'tax', 'reducer', 'reduction', 'mana'],
      ['locked in', 'lock in', 'locks in', 'locking in'],
    ),
    'total cost becomes',
  ),
  // a number a spell counts (creatures, power), asked whether it is counted as it is cast or as it resolves
  ...alike(
    saidTogether(
      ['count', 'counts', 'counted', 'check', 'checks', 'checked', 'look at', 'looks at', 'determined', 'calculated'],
      ['when it resolves', 'on resolution', 'as it resolves', 'when i cast it', 'when cast', 'what is left', "what's left"],
    ),
    'determined only once',
  ),
  // a creature that arrives after a spell's effect began, asked to get it too: the set of objects is fixed as it begins
  ...alike(
    saidTogether(
      ['new guy', 'new creature', 'new creatures', 'flashed in', 'flash in', 'after it resolved', 'after it resolves'],
      ['also get', 'also gets', 'get the bonus', 'gets the bonus', 'get the pump', 'gets the pump', 'get it too', 'affected'],
    ),
    'set of objects it affects',
  ),
  ...alike(
    saidTogether(['pump', 'anthem', 'overrun', 'creatures', 'spell'], ['locked in', 'lock in', 'locks in']),
    'set of objects it affects',
  ),
  // an effect lasting "for as long as" something, that something gone before it resolves: the effect does nothing
  ...alike(
    saidTogether(
      ['for as long as', 'as long as'],
      ['in response', 'before it resolved', 'before it resolves', 'already died', 'already dead', 'already gone', 'already left'],
    ),
    'duration never starts',
  ),
  // an Aura on another player's permanent, asked who controls it: its controller is separate from the enchanted object's
  ...alike(
    saidTogether(
      ['aura', 'auras', 'enchantment on'],
      ['who controls', 'which of us controls', 'who actually controls', 'control of the aura', 'controls the aura'],
    ),
    'controller is separate',
  ),
  // an Aura put onto the battlefield rather than cast: what it enchants is chosen as it enters, without targeting
  ...alike(
    saidTogether(
      ['aura', 'auras'],
      ['onto the battlefield', 'without casting', 'not casting', 'rather than casting', 'instead of casting', 'brought back'],
    ),
    'other than by resolving as an aura spell',
  ),
};
