import { describe, expect, it } from 'vitest';
import { cardNameWords } from './names.ts';

/** Stands for the CR's terms: a run is terms when every word of it is one. */
const termWords = new Set(['deathtouch', 'trample', 'first', 'strike', 'declare', 'blockers', 'step', 'commander']);
const isTerms = (words: readonly string[]) => words.every((w) => termWords.has(w));
const names = (question: string) => [...cardNameWords(question, isTerms)].sort();

describe('cardNameWords', () => {
  it('finds capitalised runs inside a sentence, small words between them included', () => {
    expect(names('If Mother of Runes gives my creature protection from red, does Lightning Bolt still deal damage to it?')).toEqual([
      'bolt',
      'lightning',
      'mother',
      'runes',
    ]);
    expect(names('can I target my own creature with Swords to Plowshares')).toEqual(['plowshares', 'swords']);
  });

  it('drops the possessive and reads one capitalised word inside a sentence as a name', () => {
    expect(names("I cast Unsummon on the creature enchanted by my opponent's Pacifism's target")).toEqual(['pacifism', 'unsummon']);
  });

  it('takes a name of two words or more at the start of a sentence, never one word there', () => {
    expect(names('Doubling Season and a planeswalker entering with loyalty counters')).toEqual(['doubling', 'season']);
    expect(names('My creature died. Blood Moon is out.')).toEqual(['blood', 'moon']);
    expect(names('Creatures with flying. Trample over them?')).toEqual([]);
  });

  it('leaves CR terms, acronyms and lower-case questions alone', () => {
    expect(names('If I cast Giant Growth on my creature with Deathtouch and Trample')).toEqual(['giant', 'growth']);
    expect(names('does my Commander go to the Declare Blockers Step')).toEqual([]);
    expect(names('what does ETB mean for an SBA')).toEqual([]);
    expect(names('lightning bolt a creature with protection from red')).toEqual([]);
  });

  it('does not run a name across punctuation, and reads empty or odd input as no names', () => {
    expect(names('I control Elspeth, Sun’s Champion')).toEqual(['champion', 'elspeth', 'sun']);
    expect(names('')).toEqual([]);
    expect(names('?!,, ((')).toEqual([]);
  });
});
