// An object's fields filled from a card of the imported card data (MTGJSON): what a judge would otherwise type.
import { startingPT, type Card } from '../../../core/cards/record.ts';
import { enteringCounters } from '../../../core/cards/scenarioCards.ts';
import type { ObjectDraft } from '../lib/scenarioDraft.ts';

export type CardFields = Pick<
  ObjectDraft,
  'typeLine' | 'power' | 'toughness' | 'manaValue' | 'manaCost' | 'colors' | 'abilities' | 'counters'
>;

/**
 * The card's Oracle characteristics as the object form writes them; a star in P/T counts 0 ("1+*" is 1), other
 * marks ("X") leave it empty. A
 * planeswalker or battle has the loyalty or defense counters it enters the battlefield with (306.5b, 310.4b).
 */
export function fieldsFromCard(card: Card): CardFields {
  const number = (value: number | null): string => (value === null ? '' : String(value));
  return {
    typeLine: card.typeLine,
    power: number(startingPT(card).power),
    toughness: number(startingPT(card).toughness),
    manaValue: card.manaValue === 0 ? '' : String(card.manaValue),
    manaCost: card.manaCost,
    colors: card.colors.join(', '),
    abilities: card.abilities.join('\n'),
    counters: enteringCounters(card)
      .map(({ kind, count }) => `${kind} ×${count}`)
      .join(', '),
  };
}

/**
 * The fields a card fills into an object the judge may have typed into: counters already typed, and those of an object
 * off the battlefield, stay as they are (306.5b, 310.4b: a permanent's counters come as it enters).
 */
export function fieldsOnto(object: Pick<ObjectDraft, 'zone' | 'counters'>, card: Card): CardFields {
  const fields = fieldsFromCard(card);
  return object.zone === '' && object.counters.trim() === '' ? fields : { ...fields, counters: object.counters };
}
