import { describe, expect, it } from 'vitest';
import { readSymbols, symbolNames } from './symbols.ts';

describe('the names a document gives its symbols', () => {
  const names = symbolNames([
    'The mana symbols are {W}, {U}, and {C}; the numerical symbols {0}, {1}, and so on; and the variable symbol {X}.',
    'The symbol {0} stands for no mana.',
    'The colorless mana symbol {C} stands for one colorless mana.',
    'The tap symbol is {T}. An ability with {T} in its cost taps its permanent.',
    'The chaos symbol is {CHAOS}.',
  ]);

  it('reads the words before "symbol" without the article, for a symbol alone or in a list', () => {
    expect(names.get('{T}')).toBe('tap symbol');
    expect(names.get('{W}')).toBe('mana symbol');
    expect(names.get('{1}')).toBe('numerical symbol');
    expect(names.get('{X}')).toBe('variable symbol');
    expect(names.get('{CHAOS}')).toBe('chaos symbol');
  });

  it('keeps the name a symbol has alone over a list naming it with others, and names none from "the symbol {0}"', () => {
    expect(names.get('{C}')).toBe('colorless mana symbol');
    expect(names.get('{0}')).toBe('numerical symbol');
  });

  it('reads a query’s symbols as their names, in any case, and leaves a symbol it does not know', () => {
    expect(readSymbols('{t}: add {C}', names).replace(/\s+/g, ' ').trim()).toBe('tap symbol : add colorless mana symbol');
    expect(readSymbols('pay {H}', names)).toBe('pay {H}');
    expect(readSymbols('ward {4} and {1} more', names)).toBe('ward {4} and {1} more');
    expect(readSymbols('no symbol here', names)).toBe('no symbol here');
    expect(readSymbols('{T}', new Map())).toBe('{T}');
  });
});
