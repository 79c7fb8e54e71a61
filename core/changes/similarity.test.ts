import { describe, expect, it } from 'vitest';
import { contentKey, dice, mapCitedNumbers, wordSet } from './similarity.ts';

describe('similarity', () => {
  it('masks cited rule numbers, so a followed renumbering keeps the key', () => {
    expect(contentKey('See rule 702.26b and rules 613.')).toBe(contentKey('See rule 702.27b and rules 614.'));
    expect(contentKey('Deal 100 damage.')).not.toBe(contentKey('Deal 200 damage.'));
  });

  it('maps cited numbers through a renumbering and leaves the others', () => {
    const mapping = new Map([
      ['702.26', '702.27'],
      ['702.26a', '702.27a'],
    ]);
    expect(mapCitedNumbers('See rules 702.26a, 702.25, and 702.26.', mapping)).toBe('See rules 702.27a, 702.25, and 702.27.');
  });

  it('measures Dice over distinct words', () => {
    expect(dice(wordSet('a b c'), wordSet('c b a a'))).toBe(1);
    expect(dice(wordSet('a b'), wordSet('c d'))).toBe(0);
    expect(dice(wordSet('a b c d'), wordSet('a b c e'))).toBe(0.75);
  });
});
