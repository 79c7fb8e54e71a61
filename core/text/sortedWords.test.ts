import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstAtOrAfter, wordsStartingWith } from './sortedWords.ts';

describe('firstAtOrAfter', () => {
  it('finds the first word not less than the key, at either end and in between', () => {
    const sorted = ['ally', 'angel', 'angels', 'bear'];
    expect(firstAtOrAfter(sorted, 'a')).toBe(0);
    expect(firstAtOrAfter(sorted, 'angel')).toBe(1);
    expect(firstAtOrAfter(sorted, 'angelz')).toBe(3);
    expect(firstAtOrAfter(sorted, 'zombie')).toBe(4);
    expect(firstAtOrAfter([], 'x')).toBe(0);
  });
  it('agrees with a linear scan on any sorted list', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (words, key) => {
        const sorted = [...words].sort();
        const scanned = sorted.findIndex((word) => word >= key);
        expect(firstAtOrAfter(sorted, key)).toBe(scanned === -1 ? sorted.length : scanned);
      }),
    );
  });
});

describe('wordsStartingWith', () => {
  it('lists the run of words a prefix starts, and nothing for a prefix no word has', () => {
    const sorted = ['ally', 'angel', 'angels', 'bear'];
    expect(wordsStartingWith(sorted, 'angel')).toEqual(['angel', 'angels']);
    expect(wordsStartingWith(sorted, 'an')).toEqual(['angel', 'angels']);
    expect(wordsStartingWith(sorted, 'c')).toEqual([]);
  });
});
