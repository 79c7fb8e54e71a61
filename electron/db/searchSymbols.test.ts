import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeShared, sharedData } from '../../test/support/shared.ts';
import { importDocument, listSources, openDatabase, searchRules } from './service.ts';

const miniCr = readFileSync(join(import.meta.dirname, '../../test/fixtures/rules/mini-cr.txt'), 'utf8');

describe('a symbol typed in braces, on a small CR of our own', () => {
  // Rules that name symbols, and one that only uses {T}: the rule saying what {T} is answers "{T}".
  const withSymbols = miniCr.replace(
    '2. Parts of a Card\n\n205.',
    '100.2. An ability whose cost holds {T} cannot be activated the turn its creature arrived.\n\n' +
      '107. Numbers and Symbols\n\n107.4. The mana symbols are {W}, {U}, and {C}.\n\n' +
      '107.4c The colorless mana symbol {C} stands for one colorless mana.\n\n' +
      '107.5. The tap symbol is {T}. Paying it turns the permanent sideways.\n\n2. Parts of a Card\n\n205.',
  );
  const db = openDatabase(':memory:');
  importDocument(db, { fileName: 'mini-cr.txt', content: new TextEncoder().encode(withSymbols) });
  const first = (query: string): string | undefined => searchRules(db, { query, limit: 3 }).results[0]?.id;

  it('answers the symbol with the rule that names it', () => {
    expect(first('{T}')).toBe('107.5');
    expect(first('{t}')).toBe('107.5');
    expect(first('{C}')).toBe('107.4c');
  });

  it('finds nothing for a symbol the document does not name rather than any rule with its letter', () => {
    expect(searchRules(db, { query: '{Z}' }).results).toEqual([]);
  });
});

describeShared('a symbol typed in braces, on the real CRs', () => {
  const db = openDatabase(':memory:');
  for (const name of ['cr-2017-09-29.txt', 'cr-2024-03-08.txt', 'cr-2026-04-17.txt'])
    importDocument(db, { fileName: name, content: readFileSync(sharedData(name)) });

  it.each([
    ['{T}', 'tap symbol'],
    ['{Q}', 'untap symbol'],
    ['{C}', 'colorless mana symbol'],
    ['{E}', 'energy symbol'],
  ])('puts first for %s an entry saying it is the %s, in each CR version', (symbol, name) => {
    const missed = listSources(db).filter((source) => {
      const top = searchRules(db, { query: symbol, sourceId: source.id, limit: 1 }).results[0];
      return !`${top?.title} ${top?.snippet}`.toLowerCase().includes(name);
    });
    expect(missed.map((source) => source.effectiveDate)).toEqual([]);
  });
});
