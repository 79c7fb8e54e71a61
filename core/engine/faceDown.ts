// Face-down permanents (708): a morph, a manifested or cloaked card, a disguised one. Their characteristics are only
// those the ability or rule that turned them face down lists, and those are their copiable values (708.2).
import type { Characteristics, Player } from './model.ts';

/** How a permanent came to be face down; `true`: by an effect that lists no characteristics (708.2a, Ixidron). */
export const faceDownKinds = ['morph', 'megamorph', 'manifest', 'disguise', 'cloak'] as const;
export type FaceDown = true | (typeof faceDownKinds)[number];

/** The rule that lists each kind's characteristics. */
const listingRule: Readonly<Record<`${FaceDown}`, string>> = {
  true: '708.2a',
  morph: '702.37a',
  megamorph: '702.37b',
  manifest: '701.40a',
  disguise: '702.168a',
  cloak: '701.58a',
};
/** Disguise and cloak list ward {2} among the characteristics. */
const hasWard = (kind: FaceDown): boolean => kind === 'disguise' || kind === 'cloak';

/** "a 2/2 face-down creature with ward {2}, no name, no subtypes, and no mana cost (702.168a)": for a trace or a warning. */
export function faceDownWords(kind: FaceDown): string {
  const how = kind === true ? 'face down' : `face down (${kind})`;
  const text = hasWard(kind) ? 'ward {2}' : 'no text';
  return `${how}: a 2/2 creature with ${text}, no name, no subtypes and no mana cost (${listingRule[`${kind}`]})`;
}

/** A 2/2 colorless creature with no name, no subtypes, no mana cost, and no text but a disguise's or a cloak's ward. */
export function faceDownCharacteristics(kind: FaceDown, controller: Player): Characteristics {
  return {
    name: '',
    supertypes: [],
    cardTypes: ['Creature'],
    subtypes: [],
    allCreatureTypes: false,
    colors: [], // 105.2c, 202.2: no mana cost and no color indicator
    abilities: hasWard(kind) ? [{ text: 'Ward {2}', origin: 'printed' }] : [],
    power: 2,
    toughness: 2,
    manaValue: 0, // 202.3a
    manaCost: '',
    controller,
  };
}
