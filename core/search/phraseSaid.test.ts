import { describe, expect, it } from 'vitest';
import { longestSaid, phraseSaid, phraseWords } from './phraseSaid.ts';

const spaced = (text: string): string => ` ${text} `;
const said = (text: string, phrase: string): string | undefined => phraseSaid(spaced(text), phrase)?.said;

describe('phraseSaid', () => {
  it('finds a phrase without a gap only word for word, as whole words', () => {
    expect(said('he holds priority now', 'holds priority')).toBe('holds priority');
    expect(said('he upholds priority', 'holds priority')).toBeUndefined();
    expect(said('he holds the priority', 'holds priority')).toBeUndefined();
  });

  it('finds a phrase with a gap when up to four words stand between its parts, and gives the words said', () => {
    const phrase = 'killed … in response';
    expect(said('he killed in response', phrase)).toBe('killed in response');
    expect(said('he killed the prodigal sorcerer in response to it', phrase)).toBe('killed the prodigal sorcerer in response');
    expect(said('he killed one of my two creatures in response', phrase)).toBeUndefined();
    // the parts in order, each as whole words
    expect(said('in response he killed it', phrase)).toBeUndefined();
    expect(said('he skilled it in response', phrase)).toBeUndefined();
  });

  it('finds a phrase with a far gap with any words between its parts, in order', () => {
    const phrase = 'stole ⋯ equipment';
    const told = 'opponent stole my creature with an act of treason and it was wearing my equipment';
    expect(said(told, phrase)).toBe('stole my creature with an act of treason and it was wearing my equipment');
    expect(said('he stole equipment', phrase)).toBe('stole equipment');
    expect(said('my equipment was on the creature he stole', phrase)).toBeUndefined();
    expect(said('he stole my creature with an equipped sword', phrase)).toBeUndefined();
  });

  it('takes the fewest words between the parts', () => {
    expect(said('we both went to 0 and then to 0 again', 'both … to 0')).toBe('both went to 0');
    // a part said too far from the first opening is found from a later one
    expect(said('both one two three four both c to 0', 'both … to 0')).toBe('both c to 0');
  });

  it('reads characters of a regular expression as themselves', () => {
    expect(said('pay x+1 … now', 'x+1 … now')).toBe('x+1 … now');
    expect(said('pay xx1 it now', 'x+1 … now')).toBeUndefined();
  });
});

describe('the words a phrase leaves unread', () => {
  it('marks the phrase’s own words read and keeps a gap’s words, which may say something of their own', () => {
    expect(phraseSaid(spaced('who picks which replacement applies'), 'who … which … applies')).toEqual({
      said: 'who picks which replacement applies',
      unread: '| picks | replacement |',
    });
    expect(phraseSaid(spaced('he killed in response'), 'killed … in response')?.unread).toBe('| |');
    expect(phraseSaid(spaced('he holds priority'), 'holds priority')?.unread).toBe('|');
  });
});

describe('the length and the words of a phrase', () => {
  it('counts a gap as the longest words it holds, and leaves it out of the phrase words', () => {
    expect(longestSaid('holds priority')).toBe('holds priority'.length);
    expect(longestSaid('both … to 0')).toBeGreaterThan('both of them went to 0'.length);
    expect(phraseWords('whose … on the stack first')).toEqual(['whose', 'on', 'the', 'stack', 'first']);
    expect(phraseWords('stole ⋯ equipment')).toEqual(['stole', 'equipment']);
  });
});
