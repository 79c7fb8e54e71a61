import { describe, expect, it } from 'vitest';
import { longestSaid, phraseSaid, phraseWords } from './phraseSaid.ts';

const spaced = (text: string): string => ` ${text} `;

describe('phraseSaid', () => {
  it('finds a phrase without a gap only word for word, as whole words', () => {
    expect(phraseSaid(spaced('he holds priority now'), 'holds priority')).toBe('holds priority');
    expect(phraseSaid(spaced('he upholds priority'), 'holds priority')).toBeNull();
    expect(phraseSaid(spaced('he holds the priority'), 'holds priority')).toBeNull();
  });

  it('finds a phrase with a gap when up to four words stand between its parts, and gives the words said', () => {
    const phrase = 'killed … in response';
    expect(phraseSaid(spaced('he killed in response'), phrase)).toBe('killed in response');
    expect(phraseSaid(spaced('he killed the prodigal sorcerer in response to it'), phrase)).toBe(
      'killed the prodigal sorcerer in response',
    );
    expect(phraseSaid(spaced('he killed one of my two creatures in response'), phrase)).toBeNull();
    // the parts in order, each as whole words
    expect(phraseSaid(spaced('in response he killed it'), phrase)).toBeNull();
    expect(phraseSaid(spaced('he skilled it in response'), phrase)).toBeNull();
  });

  it('takes the fewest words between the parts', () => {
    expect(phraseSaid(spaced('we both went to 0 and then to 0 again'), 'both … to 0')).toBe('both went to 0');
    // a part said too far from the first opening is found from a later one
    expect(phraseSaid(spaced('both one two three four both c to 0'), 'both … to 0')).toBe('both c to 0');
  });

  it('reads characters of a regular expression as themselves', () => {
    expect(phraseSaid(spaced('pay x+1 … now'), 'x+1 … now')).toBe('x+1 … now');
    expect(phraseSaid(spaced('pay xx1 it now'), 'x+1 … now')).toBeNull();
  });
});

describe('the length and the words of a phrase', () => {
  it('counts a gap as the longest words it holds, and leaves it out of the phrase words', () => {
    expect(longestSaid('holds priority')).toBe('holds priority'.length);
    expect(longestSaid('both … to 0')).toBeGreaterThan('both of them went to 0'.length);
    expect(phraseWords('whose … on the stack first')).toEqual(['whose', 'on', 'the', 'stack', 'first']);
  });
});
