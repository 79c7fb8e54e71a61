import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, nearestWithin } from './distance.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one edit each', () => {
    expect(editDistance('trample', 'trample')).toBe(0);
    expect(editDistance('trampel', 'trample')).toBe(1);
    expect(editDistance('gobin', 'goblin')).toBe(1);
    expect(editDistance('wizzard', 'wizard')).toBe(1);
    expect(editDistance('deathtuch', 'deathtouch')).toBe(1);
    expect(editDistance('flying', 'vigilance')).toBeGreaterThan(4);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('with a limit, answers limit + 1 for anything farther', () => {
    expect(editDistance('flying', 'vigilance', 2)).toBe(3);
    expect(editDistance('trampel', 'trample', 2)).toBe(1);
  });

  it('handles words longer than the reused rows', () => {
    const long = 'a'.repeat(100);
    expect(editDistance(long, `${long}b`)).toBe(1);
  });

  it('is symmetric, zero only for equal words, at most the longer length, and a limit only caps it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), fc.nat(5), (a, b, limit) => {
        const d = editDistance(a, b);
        expect(editDistance(b, a)).toBe(d);
        expect(d === 0).toBe(a === b);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(editDistance(a, b, limit)).toBe(Math.min(d, limit + 1));
      }),
    );
  });
});

describe('nearestWithin', () => {
  const names = ['ward', 'warp', 'trample', 'trample'].map((key) => ({ key, value: key.toUpperCase() }));
  it('gives the value of the nearest candidate within the limit', () => {
    expect(nearestWithin('trampel', names, 2)).toBe('TRAMPLE'); // two candidates, one value
    expect(nearestWithin('ward', names, 1)).toBe('WARD'); // the same word before one a letter off
    expect(nearestWithin('flying', names, 2)).toBeNull();
  });
  it('gives nothing when two values are equally near', () => {
    expect(nearestWithin('wark', names, 1)).toBeNull();
    expect(nearestWithin('anything', [], 2)).toBeNull();
  });
});
