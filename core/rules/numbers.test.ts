import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRuleNumbers, parentOf } from './numbers.ts';

describe('rule number order', () => {
  it('orders as the rules print them, not as strings sort', () => {
    const shuffled = ['702.60', '100.10', '704.5j', '702.6', '100.2', '704.5', '704.5a', '1'];
    expect([...shuffled].sort(compareRuleNumbers)).toEqual(['1', '100.2', '100.10', '702.6', '702.60', '704.5', '704.5a', '704.5j']);
    expect(['§10.1', '§2.1 ¶3', '§2.1'].sort(compareRuleNumbers)).toEqual(['§2.1', '§2.1 ¶3', '§10.1']);
  });
  it('is a consistent order: antisymmetric, and zero only for the same number', () => {
    const ruleNumber = fc
      .tuple(fc.integer({ min: 100, max: 999 }), fc.integer({ min: 1, max: 80 }), fc.constantFrom('', 'a', 'b', 'k'))
      .map(([rule, sub, letter]) => `${rule}.${sub}${letter}`);
    fc.assert(
      fc.property(ruleNumber, ruleNumber, (a, b) => {
        // A sum, not a negation: -Math.sign(0) is -0, which toBe tells apart from 0.
        expect(Math.sign(compareRuleNumbers(a, b)) + Math.sign(compareRuleNumbers(b, a))).toBe(0);
        expect(compareRuleNumbers(a, b) === 0).toBe(a === b);
      }),
    );
  });
  it('orders equal parts by their text, never by locale', () => {
    expect(compareRuleNumbers('', '')).toBe(0);
    expect(Math.sign(compareRuleNumbers('§2', '2'))).toBe(1);
  });
});

describe('parentOf', () => {
  it('climbs a subrule to its rule, section and part', () => {
    expect(['704.5j', '704.5', '704', '7'].map(parentOf)).toEqual(['704.5', '704', '7', null]);
  });
});
