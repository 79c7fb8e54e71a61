import { describe, expect, it } from 'vitest';
import { orderUsedBy } from './usedBy.ts';

describe("a glossary entry's rules", () => {
  it('puts the rules the definition cites first, then the rest by number', () => {
    const link = (number: string): { number: string; title: string } => ({ number, title: '' });
    const ordered = orderUsedBy([link('205.4d'), link('704.5j'), link('306.4'), link('110.1')], [link('704.5j')]);
    expect(ordered.map((entry) => `${entry.link.number}${entry.cited ? '*' : ''}`)).toEqual(['704.5j*', '110.1', '205.4d', '306.4']);
  });
});
