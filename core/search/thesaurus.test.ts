import { describe, expect, it } from 'vitest';
import { inflections, judgeVocabulary, phraseTerms, thesaurusPhrases } from './thesaurus.ts';

describe('inflections', () => {
  it('gives the third person, the past and the -ing form of a base form', () => {
    expect(inflections('fizzle')).toEqual(['fizzles', 'fizzled', 'fizzling']);
    expect(inflections('die')).toEqual(['dies', 'died', 'dying']);
    expect(inflections('blink')).toEqual(['blinks', 'blinked', 'blinking']);
  });

  it('leaves inflected forms, short words and anything not a plain word alone', () => {
    for (const word of ['dies', 'decked', 'decking', 'mv', '2hg', 'p/t', '']) expect(inflections(word)).toEqual([]);
  });
});

describe('phraseTerms', () => {
  it('finds an entry by its last word inflected, and keeps every written entry as written', () => {
    expect(phraseTerms.get('fizzled')).toEqual(judgeVocabulary['fizzle']);
    expect(phraseTerms.get('chump blocked')).toEqual(judgeVocabulary['chump block']);
    expect(phraseTerms.get('dying')).toEqual(judgeVocabulary['die']);
    for (const [phrase, terms] of Object.entries(judgeVocabulary)) expect(phraseTerms.get(phrase)).toEqual(terms);
  });

  it('lists the phrases longest first, so the longest match wins', () => {
    const lengths = thesaurusPhrases.map((p) => p.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
  });
});
