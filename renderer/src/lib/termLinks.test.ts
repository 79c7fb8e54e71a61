import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkTermsAndRules } from './termLinks.ts';

const linked = (text: string, terms: readonly string[], self?: string): string[] =>
  linkTermsAndRules(text, terms, self).flatMap((p) =>
    p.kind === 'term' ? [`${p.text}→${p.term}`] : p.kind === 'rule' ? [`#${p.number}`] : [],
  );

describe('linkTermsAndRules', () => {
  it('links the given terms in any case or number, and rule numbers', () => {
    expect(
      linked('A state-based action that applies to legendary permanents. See rule 704.5j.', [
        'State-Based Actions',
        'Legendary',
        'Permanent',
      ]),
    ).toEqual(['state-based action→State-Based Actions', 'legendary→Legendary', 'permanents→Permanent', '#704.5j']);
  });

  it('never links the entry being read, nor the smaller terms inside it', () => {
    expect(linked('The legend rule is a rule about legendary permanents.', ['Legendary', 'Legend'], 'Legend Rule')).toEqual([
      'legendary→Legendary',
    ]);
  });

  it('links nothing but rule numbers without terms', () => {
    expect(linked('Permanents, see 100.1.', [])).toEqual(['#100.1']);
  });

  it('keeps the whole text when joined back (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.subarray(['Permanent', 'Legend Rule', 'Player', 'State-Based Actions']),
        (text, terms) => {
          expect(
            linkTermsAndRules(text, terms)
              .map((p) => p.text)
              .join(''),
          ).toBe(text);
        },
      ),
    );
    const text = 'Each player’s permanents, players and the legend rule (rule 704.5j).';
    expect(
      linkTermsAndRules(text, ['Permanent', 'Player', 'Legend Rule'])
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
