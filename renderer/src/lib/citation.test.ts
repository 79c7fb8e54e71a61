import { describe, expect, it } from 'vitest';
import { formatCitation, formatLongDate } from './citation.ts';

describe('citation', () => {
  it('formats the citation a judge reads aloud', () => {
    expect(formatCitation({ number: '704.5j', text: 'If two or more legendary\n permanents  have the same name…' }, '2026-04-17')).toBe(
      'CR 704.5j (April 17, 2026): If two or more legendary permanents have the same name…',
    );
  });
  it('leaves the date out when the source states none', () => {
    expect(formatCitation({ number: '100.1', text: 'x' }, null)).toBe('CR 100.1: x');
  });
  it('formats every month and leaves other strings alone', () => {
    expect(formatLongDate('2017-09-29')).toBe('September 29, 2017');
    expect(formatLongDate('2024-01-05')).toBe('January 5, 2024');
    expect(formatLongDate('2024-13-05')).toBe('2024-13-05');
    expect(formatLongDate('soon')).toBe('soon');
  });
});
