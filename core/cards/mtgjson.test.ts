import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMtgjson } from './mtgjson.ts';

const miniSet = readFileSync(join(import.meta.dirname, '../../test/fixtures/cards/mini-set.json'), 'utf8');

describe('parseMtgjson', () => {
  it('reads a set file into Oracle characteristics, one card per face, reprints once', () => {
    const read = parseMtgjson(miniSet);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.title).toBe('Arbiter Test Set');
    expect(read.value.cards.map((card) => card.name)).toEqual([
      'Moon of Tests',
      'Test Bear',
      'Growing Tester',
      'Day Tester',
      'Night Tester',
    ]);
    expect(read.value.cards[0]).toEqual({
      name: 'Moon of Tests',
      typeLine: 'Enchantment',
      manaCost: '{2}{R}',
      manaValue: 3,
      colors: ['red'],
      power: null,
      toughness: null,
      abilities: ['Nonbasic lands are Mountains.'],
    });
    expect(read.value.cards[1]).toMatchObject({ power: 2, toughness: 2, abilities: [] });
  });

  it('keeps colors in WUBRG order, a face\'s own mana value, and no number for "*" P/T', () => {
    const read = parseMtgjson(miniSet);
    if (!read.ok) throw new Error(read.error.message);
    const byName = new Map(read.value.cards.map((card) => [card.name, card]));
    expect(byName.get('Growing Tester')).toMatchObject({
      colors: ['blue', 'green'],
      power: null,
      toughness: null,
      abilities: ['Flying, vigilance', "This creature's power is equal to the number of cards in your hand."],
    });
    expect(byName.get('Night Tester')).toMatchObject({ manaValue: 0, manaCost: '', typeLine: 'Creature — Werewolf' });
  });

  it('names the entries it skips', () => {
    const read = parseMtgjson(miniSet);
    expect(read.ok && read.value.skipped).toEqual(['cards[6] (Nameless): no type line']);
  });

  it('reads AtomicCards (cards by name, each a list of faces)', () => {
    const atomic = JSON.stringify({
      meta: {},
      data: { 'Test Bear': [{ name: 'Test Bear', type: 'Creature — Bear', manaValue: 2, colors: ['G'], power: '2', toughness: '2' }] },
    });
    const read = parseMtgjson(atomic);
    expect(read.ok && [read.value.title, read.value.cards.map((card) => card.name)]).toEqual(['AtomicCards', ['Test Bear']]);
  });

  it('refuses what is not MTGJSON card data, naming the problem', () => {
    const code = (text: string) => {
      const read = parseMtgjson(text);
      return read.ok ? 'ok' : `${read.error.code} @${read.error.at}`;
    };
    expect(code('{"meta": ')).toBe('not-json @$');
    expect(code('[1, 2]')).toBe('not-mtgjson @data');
    expect(code('{"data": {"cards": []}}')).toBe('no-cards @data');
    expect(code('{"data": {"cards": [{"name": "X"}, 7]}}')).toBe('no-cards @data');
    const noCards = parseMtgjson('{"data": {"cards": [{"name": "X"}]}}');
    expect(noCards.ok ? '' : noCards.error.message).toContain('cards[0] (X): no type line');
  });
});

describe('parseMtgjson never throws', () => {
  it('on any JSON, as a set file, as AtomicCards or as a card list', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const text of [
          JSON.stringify(value),
          JSON.stringify({ data: value }),
          JSON.stringify({ data: { cards: [value] } }),
          JSON.stringify({ data: { X: [value] } }),
        ]) {
          const read = parseMtgjson(text);
          if (read.ok) expect(read.value.cards.every((card) => card.name !== '' && card.typeLine !== '')).toBe(true);
          else expect(read.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
