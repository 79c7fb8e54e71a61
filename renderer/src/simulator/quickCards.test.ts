import { describe, expect, it } from 'vitest';
import type { Card } from '../../../core/cards/record.ts';
import { embeddedCatalog, withSubtypes } from '../../../core/types/index.ts';
import { blankObject } from '../lib/scenarioDraft.ts';
import { cardOnBoard, freeName, isUntouched } from './quickCards.ts';

const card = (name: string, typeLine: string, abilities: string[]): Card => ({
  name,
  typeLine,
  manaCost: '',
  manaValue: 0,
  colors: [],
  power: null,
  toughness: null,
  abilities,
});

describe('cardOnBoard', () => {
  it('makes the object and an effect of each ability the reader understands, naming the others', () => {
    const lantern = card('Chromatic Lantern', 'Artifact', [
      'Lands you control have "{T}: Add one mana of any color."',
      '{T}: Add one mana of any color.',
    ]);
    const added = cardOnBoard(lantern, blankObject(), [], embeddedCatalog);
    expect(added.object).toMatchObject({ name: 'Chromatic Lantern', typeLine: 'Artifact', abilities: lantern.abilities.join('\n') });
    expect(added.effects).toEqual([{ text: 'Lands you control have "{T}: Add one mana of any color."', conditionHolds: false }]);
    expect(added.notEffects).toEqual(['{T}: Add one mana of any color.']);
  });

  it('reads its abilities with the type lists given: a subtype newer than the rules, once named, is a subtype', () => {
    const lord = card('Test Zorblax Lord', 'Creature — Zorblax', ['Other Zorblax creatures you control get +1/+1.']);
    expect(cardOnBoard(lord, blankObject(), [], embeddedCatalog).effects).toEqual([]);
    const named = withSubtypes(embeddedCatalog, { creature: ['Zorblax'] });
    expect(cardOnBoard(lord, blankObject(), [], named).effects.map((effect) => effect.text)).toEqual(lord.abilities);
  });

  it('leaves out what a new object does not have yet, and reads a station symbol with its condition (711.2, 716.2a, 721.2a)', () => {
    const talent = card('Test Talent', 'Enchantment — Class', ['{G}: Level 2', 'Creatures you control get +1/+1.']);
    const atOne = cardOnBoard(talent, blankObject(), [], embeddedCatalog);
    expect([atOne.object.abilities, atOne.effects]).toEqual(['{G}: Level 2', []]);
    const skiff = { ...card('Test Skiff', 'Artifact — Spacecraft', ['3+ | Flying']), power: 2, toughness: 4 };
    expect(cardOnBoard(skiff, blankObject(), [], embeddedCatalog).effects.map((effect) => effect.text)).toEqual([
      '3+ | This permanent has Flying.',
      '3+ | This permanent is a creature with base power and toughness 2/4 in addition to its other types.',
    ]);
  });

  it('names a second copy apart and knows an untouched row', () => {
    expect(freeName('Blood Moon', ['blood moon', 'Blood Moon (2)'])).toBe('Blood Moon (3)');
    expect(cardOnBoard(card('Blood Moon', 'Enchantment', []), blankObject(), ['Blood Moon'], embeddedCatalog).object.name).toBe(
      'Blood Moon (2)',
    );
    expect(isUntouched(blankObject())).toBe(true);
    expect(isUntouched({ ...blankObject(), typeLine: 'Land' })).toBe(false);
  });
});
