import { describe, expect, it } from 'vitest';
import { linkRuleNumbers } from './ruleLinks.ts';

const links = (text: string): string[] => linkRuleNumbers(text).flatMap((piece) => (piece.kind === 'rule' ? [piece.number] : []));

describe('linkRuleNumbers', () => {
  it('links rules and subrules, leaving a sentence-ending period out', () => {
    expect(links('See rule 613.1d. Also rules 702.6 and 702.60, and 205.3m.')).toEqual(['613.1d', '702.6', '702.60', '205.3m']);
  });
  it('links a bare three-digit rule and not counts, years or P/T', () => {
    expect(links('Follow 613 when 2 players have 20 life in 2026 with a 1/1.')).toEqual(['613']);
  });
  it('does not link part of a longer number or a word', () => {
    expect(links('1234.5 and 704.5jx and v100.2')).toEqual([]);
  });
  it('keeps the whole text when joined back', () => {
    const text = 'Rule 704.5j: see 704.3, 800.4a.';
    expect(
      linkRuleNumbers(text)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });
});
