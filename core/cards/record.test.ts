import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCardObject } from './record.ts';

describe('readCardObject', () => {
  it('reads a face of a multi-faced card with the whole card, rulings, legalities, foreign face names', () => {
    const read = readCardObject(
      {
        name: 'Day Tester // Night Tester',
        faceName: 'Night Tester',
        side: 'b',
        type: 'Creature — Werewolf',
        manaValue: 2,
        faceManaValue: 0,
        colors: ['G', 'R', 'X'],
        power: '*',
        toughness: '3',
        layout: 'transform',
        text: 'Trample\n\nAt the beginning of each upkeep, transform it.',
        legalities: { modern: 'Legal', legacy: 'Banned', bad: 3 },
        rulings: [{ date: '2031-01-01', text: 'A ruling.' }, { date: '', text: 'no date' }, 'not a ruling'],
        foreignData: [{ language: 'German', name: 'Tagtester // Nachttester', faceName: 'Nachttester' }, { name: 'no language' }],
        keywords: ['Trample', 7],
      },
      'data.x[1]',
    );
    expect(read).toEqual({
      ok: true,
      value: {
        cardName: 'Day Tester // Night Tester',
        layout: 'transform',
        face: {
          name: 'Night Tester',
          typeLine: 'Creature — Werewolf',
          manaCost: '',
          manaValue: 2,
          colors: ['red', 'green'],
          power: null,
          toughness: 3,
          abilities: ['Trample', 'At the beginning of each upkeep, transform it.'],
          text: 'Trample\n\nAt the beginning of each upkeep, transform it.',
          printedPower: '*',
          printedToughness: '3',
          loyalty: null,
          defense: null,
          side: 'b',
        },
        legalities: { modern: 'Legal', legacy: 'Banned' },
        rulings: [{ date: '2031-01-01', text: 'A ruling.' }],
        foreignNames: [
          { language: 'German', name: 'Nachttester' },
          { language: 'German', name: 'Tagtester // Nachttester' },
        ],
        keywords: ['Trample'],
      },
    });
  });

  it("gives a transforming card's back face the front face's mana value (202.3b), other faces their own", () => {
    const face = (raw: object) => {
      const read = readCardObject({ name: 'A // B', type: 'Creature', manaValue: 5, ...raw }, 'data.cards[0]');
      return read.ok ? read.value.face.manaValue : read.error;
    };
    expect(face({ layout: 'transform', side: 'b', faceManaValue: 0 })).toBe(5);
    expect(face({ layout: 'transform', side: 'a', faceManaValue: 5, manaCost: '{4}{G}' })).toBe(5);
    // a modal double-faced card's back face, an adventure, a split card's half: the face's own mana cost decides
    expect(face({ layout: 'modal_dfc', side: 'b', faceManaValue: 3, manaCost: '{2}{U}' })).toBe(3);
    expect(face({ layout: 'adventure', side: 'b', faceManaValue: 2, manaCost: '{1}{G}' })).toBe(2);
    expect(face({ layout: 'split', side: 'a', faceManaValue: 1, manaCost: '{R}' })).toBe(1);
    expect(face({ layout: 'normal' })).toBe(5);
  });

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = readCardObject(value, 'data.cards[0]');
        if (read.ok) expect(read.value.face.name !== '' && read.value.face.typeLine !== '').toBe(true);
        else expect(read.error).toMatch(/^data\.cards\[0\]/);
      }),
      { numRuns: 300 },
    );
  });

  it('names where an object that is not a card stood', () => {
    expect(readCardObject('text', 'data.cards[3]')).toEqual({ ok: false, error: 'data.cards[3]: not an object' });
    expect(readCardObject({ type: 'Land' }, 'data.cards[4]')).toEqual({ ok: false, error: 'data.cards[4]: no name' });
    expect(readCardObject({ name: 'X' }, 'data.cards[5]')).toEqual({ ok: false, error: 'data.cards[5] (X): no type line' });
  });
});
