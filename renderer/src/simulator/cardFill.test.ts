import { describe, expect, it } from 'vitest';
import type { Card } from '../../../core/cards/record.ts';
import { parseScenario } from '../../../core/engine/index.ts';
import { fromScenarioJson, toScenarioJson } from '../lib/scenarioDraft.ts';
import { fieldsFromCard, fieldsOnto } from './cardFill.ts';

/** A card with no cost, color, P/T or rules text unless the test gives them. */
const card = (fields: Pick<Card, 'name' | 'typeLine'> & Partial<Card>): Card => ({
  manaCost: '',
  manaValue: 0,
  colors: [],
  power: null,
  toughness: null,
  abilities: [],
  ...fields,
});

/** A planeswalker printed with loyalty 4. */
const walker = card({
  name: 'Test Walker',
  typeLine: 'Legendary Planeswalker — Jace',
  manaCost: '{2}{U}',
  manaValue: 3,
  colors: ['blue'],
  loyalty: '4',
});

describe('fieldsFromCard', () => {
  it('writes the card as the object form holds it, and the engine reads the object back', () => {
    const fields = fieldsFromCard(
      card({
        name: 'Growing Tester',
        typeLine: 'Creature — Elemental',
        manaCost: '{G}{U}',
        manaValue: 2,
        colors: ['blue', 'green'],
        toughness: 3,
        abilities: ['Flying, vigilance', 'Other Elementals get +1/+1.'],
      }),
    );
    expect(fields).toEqual({
      typeLine: 'Creature — Elemental',
      power: '',
      toughness: '3',
      manaValue: '2',
      manaCost: '{G}{U}',
      colors: 'blue, green',
      abilities: 'Flying, vigilance\nOther Elementals get +1/+1.',
      counters: '',
    });
    const blank = fromScenarioJson({ objects: [{ name: 'Growing Tester', typeLine: '' }], effects: [] }).objects[0]!;
    const scenario = parseScenario(toScenarioJson([{ ...blank, ...fields }], []));
    expect(scenario.ok && scenario.value.objects[0]!.printed).toMatchObject({
      colors: ['blue', 'green'],
      manaValue: 2,
      manaCost: '{G}{U}',
      power: null,
      toughness: 3,
    });
    expect(scenario.ok && scenario.value.objects[0]!.printed.abilities.map((ability) => ability.text)).toEqual([
      'Flying',
      'Vigilance',
      'Other Elementals get +1/+1.',
    ]);
  });
  it('counts a printed star 0 beside its number (208.2a): "*/1+*" is written 0 and 1, "X" left empty', () => {
    const starred = { ...walker, typeLine: 'Creature — Lhurgoyf', loyalty: null, printedPower: '*', printedToughness: '1+*' };
    expect(fieldsFromCard(starred)).toMatchObject({ power: '0', toughness: '1' });
    expect(fieldsFromCard({ ...starred, printedPower: 'X', printedToughness: 'X' })).toMatchObject({ power: '', toughness: '' });
  });
  it('leaves the mana value empty for a card of mana value 0 (a land)', () => {
    expect(fieldsFromCard(card({ name: 'Forest', typeLine: 'Basic Land — Forest' }))).toEqual({
      typeLine: 'Basic Land — Forest',
      power: '',
      toughness: '',
      manaValue: '',
      manaCost: '',
      colors: '',
      abilities: '',
      counters: '',
    });
  });
  it('gives a planeswalker its printed loyalty as counters (306.5b), which the engine reads; a printed X gives none', () => {
    const fields = fieldsFromCard(walker);
    expect(fields.counters).toBe('loyalty ×4');
    const blank = fromScenarioJson({ objects: [{ name: 'Test Walker', typeLine: '' }], effects: [] }).objects[0]!;
    const scenario = parseScenario(toScenarioJson([{ ...blank, ...fields }], []));
    expect(scenario.ok && scenario.value.objects[0]!.counters).toEqual({ loyalty: 4 });
    expect(fieldsFromCard({ ...walker, loyalty: 'X' }).counters).toBe('');
  });
  it('keeps the counters a judge typed, and gives none to an object off the battlefield', () => {
    expect(fieldsOnto({ zone: '', counters: '  ' }, walker).counters).toBe('loyalty ×4');
    expect(fieldsOnto({ zone: '', counters: 'loyalty ×1' }, walker).counters).toBe('loyalty ×1');
    expect(fieldsOnto({ zone: 'hand', counters: '' }, walker).counters).toBe('');
  });
});
