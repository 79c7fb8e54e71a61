import { describe, expect, it } from 'vitest';
import { colorsOfCost, devotionOf, manaValueOf, parseManaCost } from './manaCost.ts';

const symbols = (cost: string) => {
  const parsed = parseManaCost(cost);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('mana costs (107.4)', () => {
  it('reads each symbol in braces, upper or lower case; "" is no mana cost', () => {
    expect(symbols('{2}{B}{B}')).toEqual([['2'], ['B'], ['B']]);
    expect(symbols('{w/u}{G/P}{2/R}{X}{C}{S}')).toEqual([['W', 'U'], ['G', 'P'], ['2', 'R'], ['X'], ['C'], ['S']]);
    expect(symbols('')).toEqual([]);
  });
  it('names what is not a mana symbol, or what is not written in braces', () => {
    expect(parseManaCost('{2}{Q}')).toMatchObject({ ok: false, error: { code: 'bad-mana-symbol', at: '{Q}' } });
    expect(parseManaCost('2BB')).toMatchObject({ ok: false, error: { code: 'bad-mana-cost', at: '2BB' } });
    expect(parseManaCost('{1}{G} ')).toMatchObject({ ok: false, error: { code: 'bad-mana-cost' } });
    expect(parseManaCost('{1}{G')).toMatchObject({ ok: false, error: { code: 'bad-mana-cost', at: '{G' } });
  });
  it('makes the mana value (202.3): generic counts its number, X nothing, a hybrid symbol its largest part', () => {
    expect(manaValueOf(symbols('{2}{B}{B}'))).toBe(4);
    expect(manaValueOf(symbols('{X}{R}{R}'))).toBe(2);
    expect(manaValueOf(symbols('{2/W}{2/W}{G/P}'))).toBe(5);
    expect(manaValueOf(symbols('{10}{C}'))).toBe(11);
    expect(manaValueOf(symbols(''))).toBe(0);
  });
  it('makes the colors (202.2), hybrid and Phyrexian symbols included, in the rules’ order', () => {
    expect(colorsOfCost(symbols('{G}{W/U}{B/P}'))).toEqual(['white', 'blue', 'black', 'green']);
    expect(colorsOfCost(symbols('{3}{C}'))).toEqual([]);
  });
  it('counts devotion (700.5): each symbol of a color once, a hybrid for each of its colors, generic and colorless none', () => {
    expect(devotionOf(symbols('{2}{B}{B}'), ['black'])).toBe(2);
    expect(devotionOf(symbols('{B/R}{B/R}{R}'), ['black'])).toBe(2);
    expect(devotionOf(symbols('{B/R}{B/R}{R}'), ['black', 'red'])).toBe(3);
    expect(devotionOf(symbols('{2/B}{B/P}{C}{X}'), ['black'])).toBe(2);
    expect(devotionOf(symbols('{W}{U}'), ['black', 'red'])).toBe(0);
  });
});
