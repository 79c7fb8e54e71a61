// An object's fields filled from a card of the imported card data (MTGJSON): what a judge would otherwise type.
import type { Card } from '../../../core/cards/record.ts';
import type { ObjectDraft } from '../lib/scenarioDraft.ts';

export type CardFields = Pick<ObjectDraft, 'typeLine' | 'power' | 'toughness' | 'manaValue' | 'colors' | 'abilities'>;

/** The card's Oracle characteristics as the object form writes them; P/T that are not numbers ("*") stay empty. */
export function fieldsFromCard(card: Card): CardFields {
  const number = (value: number | null): string => (value === null ? '' : String(value));
  return {
    typeLine: card.typeLine,
    power: number(card.power),
    toughness: number(card.toughness),
    manaValue: card.manaValue === 0 ? '' : String(card.manaValue),
    colors: card.colors.join(', '),
    abilities: card.abilities.join('\n'),
  };
}
