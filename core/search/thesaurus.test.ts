import { describe, expect, it } from 'vitest';
import { longestSaid } from './phraseSaid.ts';
import { judgeVocabulary, judgeWordNear, phraseTerms, thesaurusPhrases } from './thesaurus.ts';

describe('phraseTerms', () => {
  it('finds an entry by its last word inflected, and keeps every written entry as written', () => {
    expect(phraseTerms.get('fizzled')).toEqual(judgeVocabulary['fizzle']);
    expect(phraseTerms.get('chump blocked')).toEqual(judgeVocabulary['chump block']);
    expect(phraseTerms.get('dying')).toEqual(judgeVocabulary['die']);
    // a phrase the wordings also have stands for the vocabulary's terms first
    for (const [phrase, terms] of Object.entries(judgeVocabulary)) expect(phraseTerms.get(phrase)?.slice(0, terms.length)).toEqual(terms);
  });

  it('joins what a phrase of both the judge vocabulary and the wordings stands for, in every form of it', () => {
    for (const form of ['flicker', 'flickered', 'flickering', 'blinks'])
      expect(phraseTerms.get(form), form).toEqual(['exile', 'from one zone to another']);
  });

  it('gives an IPG abbreviation, a noun, only its plural: no judge says it as a verb', () => {
    expect(phraseTerms.get('grvs')).toEqual(judgeVocabulary['grv']);
    for (const form of ['grved', 'grving', 'decced', 'ftmgss']) expect(phraseTerms.has(form), form).toBe(false);
  });

  it('lists the phrases longest first, so the longest match wins, a gap read as its longest', () => {
    const lengths = thesaurusPhrases.map(longestSaid);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    // "whose … on the stack first" can hold "whose trigger", read after it
    const at = (phrase: string) => thesaurusPhrases.indexOf(phrase);
    expect(at('whose … on the stack first')).toBeGreaterThanOrEqual(0);
    expect(at('whose … on the stack first')).toBeLessThan(at('whose trigger'));
  });
});

describe('judgeWordNear', () => {
  it('finds the judge word a slip is one edit from, and none for a word further off or under four letters', () => {
    expect(['fizle', 'tutr', 'bouce', 'wrah'].map(judgeWordNear)).toEqual(['fizzle', 'tutor', 'bounce', 'wrath']);
    expect(['fzle', 'kitchen', 'etb', 'eb'].map(judgeWordNear)).toEqual([null, null, null, null]);
    // a word the thesaurus lists before a form made from another ("fliered" of "flier")
    expect(judgeWordNear('flikered')).toBe('flickered');
  });
});
