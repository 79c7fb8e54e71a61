import { describe, expect, it } from 'vitest';
import { normalizedWords } from './normalize.ts';
import { buildTerms } from './terms.ts';

describe('normalizedWords', () => {
  const terms = buildTerms({
    glossary: [
      { id: 1, term: 'Flashback', senses: 'See rule 702.34.', cites: ['702.34'] },
      { id: 4, term: 'Flash', senses: 'See rule 702.8.', cites: ['702.8'] },
      { id: 2, term: 'Two-Headed Giant', senses: 'See rule 810.', cites: ['810'] },
      { id: 3, term: 'Face Down', senses: 'See rule 708.', cites: ['708'] },
    ],
    titles: [],
  });

  it('writes the words as the rules do: US spellings, a term typed apart or run together, counts as digits', () => {
    expect(normalizedWords('can I flash back a colourless spell', terms)).toEqual(['can', 'i', 'flashback', 'a', 'colorless', 'spell']);
    expect(normalizedWords('a facedown creature', terms)).toEqual(['a', 'face', 'down', 'creature']);
    expect(normalizedWords('two creatures with zero power', terms)).toEqual(['2', 'creatures', 'with', '0', 'power']);
  });

  it("keeps a number word that is a term's own", () => {
    expect(normalizedWords('two-headed giant life total', terms)).toEqual(['two', 'headed', 'giant', 'life', 'total']);
  });
});
