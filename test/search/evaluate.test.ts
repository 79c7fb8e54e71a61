import { describe, expect, it } from 'vitest';
import { formatRelevance, hitInterval, relevance } from './evaluate.ts';

describe('relevance on labeled questions', () => {
  it('counts hits at 1 and 3 and the reciprocal rank of the first expected id in the top 10', () => {
    const ranked: Record<string, string[]> = { a: ['1'], b: ['x', 'y', '2'], c: ['x', 'y', 'z', 'w', '3'], d: ['x'] };
    const labeled = ['a', 'b', 'c', 'd'].map((query, i) => ({ query, expected: [String(i + 1)] }));
    const r = relevance(labeled, (query) => ranked[query]!);
    expect(r).toEqual({ queries: 4, hit1: 0.25, hit3: 0.5, mrr10: (1 + 1 / 3 + 1 / 5) / 4 });
  });

  it('gives each hit rate a 95% interval that narrows as the questions grow in number', () => {
    // Wilson's interval for 8 hits of 10, as statistics texts give it: 0.490–0.943
    const [low, high] = hitInterval(0.8, 10);
    expect(low).toBeCloseTo(0.49, 3);
    expect(high).toBeCloseTo(0.943, 3);
    const [narrowLow, narrowHigh] = hitInterval(0.8, 175);
    expect(narrowHigh - narrowLow).toBeLessThan(high - low);
    // never past 0 or 1, and no division by zero for an empty set
    expect(hitInterval(1, 10)[1]).toBe(1);
    expect(hitInterval(0, 10)[0]).toBe(0);
    expect(hitInterval(0, 0)).toEqual([0, 1]);
    expect(formatRelevance({ queries: 175, hit1: 131 / 175, hit3: 0.9, mrr10: 0.8 })).toContain('hit@1 0.749 (0.68–0.81)');
  });
});
