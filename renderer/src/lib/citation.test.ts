import { describe, expect, it } from 'vitest';
import { citationCopies, formatCitation, formatCitationWithText, formatLongDate, sourceLabel } from './citation.ts';

describe('citation', () => {
  it('cites a rule with the date of its rules, as a judge writes it', () => {
    expect(formatCitation(sourceLabel('comprehensive-rules', 'Magic: The Gathering Comprehensive Rules'), '613.8a', '2026-04-17')).toBe(
      'CR 613.8a (2026-04-17)',
    );
    expect(formatCitation(sourceLabel('article', 'Infraction Procedure Guide'), '§2.1', '2019-01-21')).toBe(
      'Infraction Procedure Guide §2.1 (2019-01-21)',
    );
  });
  it('leaves the date out when the source states none', () => {
    expect(formatCitation('CR', '100.1', null)).toBe('CR 100.1');
  });
  it('puts the text after the citation on one line', () => {
    expect(formatCitationWithText('CR 704.5j (2026-04-17)', 'If two or more legendary\n permanents  have the same name…')).toBe(
      'CR 704.5j (2026-04-17): If two or more legendary permanents have the same name…',
    );
  });
  it('offers the citation, the citation with the text on one line, and the link, in that order', () => {
    expect(citationCopies('CR 704.5j (2026-04-17)', 'If two or more\n legendary…', 'arbiter://rule/704.5j@2026-04-17')).toEqual([
      { label: 'Copy citation', text: 'CR 704.5j (2026-04-17)' },
      { label: 'Copy text', text: 'CR 704.5j (2026-04-17): If two or more legendary…' },
      { label: 'Copy link', text: 'arbiter://rule/704.5j@2026-04-17' },
    ]);
  });
  it('formats every month and leaves other strings alone', () => {
    expect(formatLongDate('2017-09-29')).toBe('September 29, 2017');
    expect(formatLongDate('2024-01-05')).toBe('January 5, 2024');
    expect(formatLongDate('2024-13-05')).toBe('2024-13-05');
    expect(formatLongDate('soon')).toBe('soon');
  });
});
