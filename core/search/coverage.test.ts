import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conceptWeight } from './coverage.ts';

describe('concept weights', () => {
  it('weigh rare words above common ones', () => {
    expect(conceptWeight(14)).toBeGreaterThan(conceptWeight(29));
    expect(conceptWeight(29)).toBeGreaterThan(conceptWeight(1500));
    expect(conceptWeight(-3)).toBe(conceptWeight(0));
  });

  it('are positive and never grow with use', () => {
    fc.assert(fc.property(fc.nat(100000), fc.nat(100), (uses, more) => conceptWeight(uses + more) <= conceptWeight(uses)));
    fc.assert(fc.property(fc.nat(100000), (uses) => conceptWeight(uses) > 0));
  });
});
