import { describe, expect, it } from 'vitest';
import { compare, parseCardQuery } from './query.ts';

describe('parseCardQuery', () => {
  it('reads names, quoted values, negation and each key', () => {
    expect(parseCardQuery('blood  moon t:"legendary creature" -o:draw mv>=3 cmc!=2 c:rg c=w name:Tomb')).toEqual({
      ok: true,
      value: {
        name: 'blood moon Tomb',
        filters: [
          { kind: 'type', words: ['legendary', 'creature'], negated: false },
          { kind: 'text', text: 'draw', negated: true },
          { kind: 'manaValue', op: '>=', value: 3, negated: false },
          { kind: 'manaValue', op: '!=', value: 2, negated: false },
          { kind: 'colors', op: '>=', colors: ['red', 'green'], multicolor: false, negated: false },
          { kind: 'colors', op: '=', colors: ['white'], multicolor: false, negated: false },
        ],
      },
    });
    expect(parseCardQuery('c:c c:m color:blue mv:4')).toMatchObject({
      ok: true,
      value: {
        filters: [
          { kind: 'colors', colors: [], multicolor: false },
          { kind: 'colors', colors: [], multicolor: true },
          { kind: 'colors', colors: ['blue'] },
          { kind: 'manaValue', op: '=', value: 4 },
        ],
      },
    });
  });

  it('names a term it cannot read', () => {
    expect(parseCardQuery('mv>x')).toMatchObject({ ok: false, error: { code: 'bad-number', at: 'mv>x' } });
    expect(parseCardQuery('c:rq')).toMatchObject({ ok: false, error: { code: 'bad-color', message: expect.stringContaining('"rq"') } });
    expect(parseCardQuery('rarity:rare')).toMatchObject({
      ok: false,
      error: { code: 'unknown-key', message: expect.stringContaining('"rarity"') },
    });
    expect(parseCardQuery('pow>x')).toMatchObject({
      ok: false,
      error: { code: 'bad-number', message: 'pow>x: "x" is not a power (a number such as 3)' },
    });
    expect(parseCardQuery('tou<=*')).toMatchObject({ ok: false, error: { code: 'bad-number', at: 'tou<=*' } });
    for (const term of ['t:', 'o:""', 'mv<=', '-c:', 'name:', 'kw:', 'pow>='])
      expect(parseCardQuery(`goblin ${term}`)).toMatchObject({ ok: false, error: { code: 'missing-value', at: term } });
  });

  it('keeps a name word that ends in a colon', () => {
    expect(parseCardQuery('circle of protection: red')).toEqual({ ok: true, value: { name: 'circle of protection: red', filters: [] } });
  });

  it('compares with each operator', () => {
    expect(['=', '!=', '<', '<=', '>', '>='].map((op) => compare(3, op as never, 3))).toEqual([true, false, false, true, false, true]);
  });
});
