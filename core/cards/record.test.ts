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
          manaValue: 0,
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

  it('names where an object that is not a card stood', () => {
    expect(readCardObject('text', 'data.cards[3]')).toEqual({ ok: false, error: 'data.cards[3]: not an object' });
    expect(readCardObject({ type: 'Land' }, 'data.cards[4]')).toEqual({ ok: false, error: 'data.cards[4]: no name' });
    expect(readCardObject({ name: 'X' }, 'data.cards[5]')).toEqual({ ok: false, error: 'data.cards[5] (X): no type line' });
  });
});
