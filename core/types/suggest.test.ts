import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, suggest } from './suggest.ts';

describe('editDistance', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('goblin', 'goblin')).toBe(0);
    expect(editDistance('gobin', 'goblin')).toBe(1);
    expect(editDistance('wziard', 'wizard')).toBe(1);
    expect(editDistance('', 'elf')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('is symmetric and zero only for equal strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
      }),
    );
  });
});

describe('suggest', () => {
  const names = ['Goblin', 'Wizard', 'Lizard', 'Elf', 'Urza’s', 'Ox'];

  it('finds the nearest names, nearest first, ignoring case and apostrophe style', () => {
    expect(suggest('gobin', names)).toEqual(['Goblin']);
    expect(suggest('Wizzard', names)[0]).toBe('Wizard');
    expect(suggest('urzas', names)).toEqual(['Urza’s']);
  });

  it('suggests nothing for far-off words and empty input', () => {
    expect(suggest('opponent', names)).toEqual([]);
    expect(suggest('   ', names)).toEqual([]);
  });

  it('respects the limit', () => {
    expect(suggest('zard', ['Wizard', 'Lizard', 'Izard', 'Zards'], 2)).toHaveLength(2);
  });
});
