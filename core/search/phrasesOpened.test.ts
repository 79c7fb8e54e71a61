import { describe, expect, it } from 'vitest';
import { phraseWords } from './phraseSaid.ts';
import { phrasesOpenedIn } from './phrasesOpened.ts';
import { thesaurusPhrases } from './thesaurus.ts';

describe('phrasesOpenedIn', () => {
  it('gives every phrase opening with a word of the query whose words it all has, longest first', () => {
    const words = ['chump', 'blocked', 'board', 'wipe', 'fizzled', 'creature', 'kitchen', 'killed', 'in', 'response'];
    const opened = phrasesOpenedIn([...words, 'chump']);
    const had = (phrase: string): boolean => phraseWords(phrase).every((word) => words.includes(word));
    expect(opened).toEqual(thesaurusPhrases.filter((phrase) => words.includes(phrase.split(' ')[0]!) && had(phrase)));
    expect(opened).toEqual(expect.arrayContaining(['chump blocked', 'board wipe', 'fizzled', 'killed … in response']));
    expect(phrasesOpenedIn(['kitchen', 'table'])).toEqual([]);
  });

  it('leaves out a phrase a word of which the query does not have: it cannot be said', () => {
    expect(phrasesOpenedIn(['chump', 'attacked'])).not.toContain('chump blocked');
    expect(phrasesOpenedIn(['killed', 'response'])).not.toContain('killed … in response');
    expect(phrasesOpenedIn(['board', 'wipes'])).not.toContain('board wipe');
  });
});
