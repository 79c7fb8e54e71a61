import { describe, expect, it } from 'vitest';
import type { Characteristics } from '../model.ts';
import { Interner, sameChars } from './interning.ts';

const bear: Characteristics = {
  name: 'Bear',
  supertypes: [],
  cardTypes: ['Creature'],
  subtypes: [{ name: 'Bear', kind: 'creature' }],
  allCreatureTypes: false,
  colors: ['green'],
  abilities: [{ text: 'Trample', origin: 'printed' }],
  power: 2,
  toughness: 2,
  manaValue: 2,
  controller: 'you',
};

describe('interning', () => {
  it('compares characteristics by value', () => {
    expect(sameChars(bear, { ...bear, subtypes: [{ name: 'Bear', kind: 'creature' }] })).toBe(true);
    expect(sameChars(bear, { ...bear, power: 3 })).toBe(false);
    expect(sameChars(bear, { ...bear, abilities: [{ text: 'Trample', origin: 'granted' }] })).toBe(false);
    expect(sameChars(bear, { ...bear, colors: ['green', 'blue'] })).toBe(false);
  });
  it('gives back the variant an object already had, per object', () => {
    const interner = new Interner();
    expect(interner.intern(1, bear)).toBe(bear);
    const again = { ...bear, colors: [...bear.colors] as Characteristics['colors'] };
    expect(interner.intern(1, again)).toBe(bear);
    expect(interner.intern(2, again)).toBe(again); // another object: its own variants
  });
  it('keeps variants apart that differ in mana value or in the effect that granted an ability', () => {
    const interner = new Interner();
    interner.intern(1, bear);
    const cheaper = { ...bear, manaValue: 0 };
    expect(interner.intern(1, cheaper)).toBe(cheaper);
    const granted = { ...bear, abilities: [{ text: 'Trample', origin: 'printed' as const, via: 'Rancor' }] };
    expect(interner.intern(1, granted)).toBe(granted);
  });
  it('makes equal rule lists one array, duplicates dropped', () => {
    const interner = new Interner();
    const first = interner.ruleList(['613.1d', '205.1a', '613.1d']);
    expect(first).toEqual(['613.1d', '205.1a']);
    expect(interner.ruleList(['613.1d', '205.1a', '613.1d'])).toBe(first);
    const constant = ['613.1e'];
    expect(interner.constantRuleList(constant)).toBe(interner.constantRuleList(constant));
    expect(interner.constantRuleList(constant)).toBe(interner.ruleList(['613.1e']));
  });
});
