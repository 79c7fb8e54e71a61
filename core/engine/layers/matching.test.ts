import { describe, expect, it } from 'vitest';
import type { Filter } from '../model.ts';
import { aspectMask, hasAbilityText, hasColor, reads, textKey, touches } from './matching.ts';
import { testBoard } from './testBoard.ts';

const lands = {
  objects: [
    { name: 'Forest', typeLine: 'Basic Land — Forest' },
    { name: 'Gate', typeLine: 'Land — Gate' },
    { name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2, colors: ['green'] },
    { name: 'Anthem', typeLine: 'Enchantment', abilities: ['Each other creature gets +1/+1.'] },
    { name: 'Lord', typeLine: 'Creature — Bear', power: 1, toughness: 1 },
  ],
  effects: [
    { source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 1 },
    { source: 'Lord', text: 'Each other creature gets +1/+1.', order: 2 },
    { source: 'Frog', text: 'Target creature becomes a Frog.', order: 3, targets: ['Lord', 'Bear', 'Lord'] },
  ],
};

describe('filter matching', () => {
  it('reads a filter against characteristics: nonbasic lands only', () => {
    const { runs, matcher, state } = testBoard(lands);
    expect([...matcher.affected(runs[0]!, 0, state)]).toEqual([1]);
  });
  it('leaves the source out of an "other" filter', () => {
    const { runs, matcher, state, id } = testBoard(lands);
    expect([...matcher.affected(runs[1]!, 0, state)]).toEqual([id('Bear')]);
  });
  it('lists named targets once each, in board order, whatever their characteristics', () => {
    const { runs, matcher, state, id } = testBoard(lands);
    expect([...matcher.affected(runs[2]!, 0, state)]).toEqual([id('Bear'), id('Lord')]);
  });
  it('gives a locked clause its locked set (613.6)', () => {
    const { runs, matcher, state } = testBoard(lands);
    runs[0]!.locked[0] = new Set([0]);
    expect([...matcher.affected(runs[0]!, 0, state)]).toEqual([0]);
  });
  it('numbers filters with the same conditions alike, so they share memoised results', () => {
    const { runs, matcher } = testBoard({
      objects: [{ name: 'Gate', typeLine: 'Land — Gate' }],
      effects: [
        { source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 1 },
        { source: 'Magus of the Moon', text: 'Nonbasic lands are Mountains.', order: 2 },
        { source: 'Leyline', text: 'All nonland permanents are legendary.', order: 3 },
      ],
    });
    const filter = (index: number) => runs[index]!.effect.spec.clauses[0]!.filter as Filter & { kind: 'match' };
    expect(matcher.filterNumber(filter(0))).toBe(matcher.filterNumber(filter(1)));
    expect(matcher.filterNumber(filter(2))).not.toBe(matcher.filterNumber(filter(0)));
  });
  it('counts colors as 105.2 does', () => {
    expect(hasColor([], 'colorless')).toBe(true);
    expect(hasColor(['red'], 'monocolored')).toBe(true);
    expect(hasColor(['red', 'green'], 'multicolored')).toBe(true);
    expect(hasColor(['red', 'green'], 'monocolored')).toBe(false);
    expect(hasColor(['red'], 'green')).toBe(false);
  });
  it('compares ability texts without case or final period', () => {
    const { chars } = testBoard(lands);
    expect(textKey('Flying.')).toBe(textKey('flying'));
    expect(hasAbilityText(chars('Anthem'), 'each other creature gets +1/+1')).toBe(true);
    expect(hasAbilityText(chars('Anthem'), 'Each creature gets +1/+1.')).toBe(false);
  });
  it('says what a part changes and what a filter reads, so unrelated effects are never tried', () => {
    const { runs } = testBoard(lands);
    const [bloodMoon] = runs;
    expect(touches(bloodMoon!.effect.spec.clauses[0]!.parts[0]!)).toContain('subtypes');
    expect(reads(bloodMoon!.effect.spec.clauses[0]!.filter).sort()).toEqual(['cardTypes', 'supertypes']);
    expect(aspectMask(['cardTypes', 'subtypes'])).toBe(aspectMask(['subtypes', 'cardTypes']));
    expect(aspectMask(['colors']) & aspectMask(['subtypes'])).toBe(0);
  });
});
