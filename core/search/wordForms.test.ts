import { describe, expect, it } from 'vitest';
import { formsStemmedApart, irregularBase, inflections, nounsInIon } from './wordForms.ts';

describe('inflections', () => {
  it('gives the third person, the past and the -ing form of a base form', () => {
    expect(inflections('fizzle')).toEqual(['fizzles', 'fizzled', 'fizzling']);
    expect(inflections('die')).toEqual(['dies', 'died', 'dying']);
    expect(inflections('blink')).toEqual(['blinks', 'blinked', 'blinking']);
  });

  it('doubles the last consonant of a short word that ends consonant, vowel, consonant', () => {
    expect(inflections('fog')).toEqual(['fogs', 'fogged', 'fogging']);
    expect(inflections('hit')).toContain('hitting');
    // w, x and y are never doubled; a longer word keeps its last letter single
    expect(inflections('play')).toEqual(['plays', 'played', 'playing']);
    expect(inflections('tutor')).toEqual(['tutors', 'tutored', 'tutoring']);
  });

  it('leaves inflected forms, short words and anything not a plain word alone', () => {
    for (const word of ['dies', 'decked', 'decking', 'going', 'dying', 'mv', '2hg', 'p/t', '']) expect(inflections(word)).toEqual([]);
  });

  it('reads a word ending in -ing with no vowel before it as a base form', () => {
    expect(inflections('ping')).toEqual(['pings', 'pinged', 'pinging']);
    expect(inflections('swing')).toEqual(['swings', 'swinged', 'swinging']);
  });
});

describe('nounsInIon', () => {
  const rulesSay = new Set(['resolution', 'destruction', 'application', 'description', 'activation', 'protection', 'station', 'addition']);
  const uses = (word: string): number => (rulesSay.has(word) ? 5 : 0);
  const terms = new Set(['protection', 'station']);
  const isTerm = (word: string): boolean => terms.has(word);

  it('gives the noun in -ion the rules use for each form of a verb that the stemmer parts from it', () => {
    for (const form of ['resolve', 'resolves', 'resolved', 'resolving']) expect(nounsInIon(form, uses, isTerm)).toEqual(['resolution']);
    expect(nounsInIon('destroyed', uses, isTerm)).toEqual(['destruction']);
    expect(nounsInIon('applies', uses, isTerm)).toEqual(['application']);
    expect(nounsInIon('described', uses, isTerm)).toEqual(['description']);
  });

  it('gives no noun the stemmer already gives the stem of the verb ("activated", "activation")', () => {
    expect(nounsInIon('activated', uses, isTerm)).toEqual([]);
  });

  it('gives no noun that names a CR term, none the rules do not use, and none for a short verb', () => {
    expect(nounsInIon('protected', uses, isTerm)).toEqual([]);
    expect(nounsInIon('stated', uses, isTerm)).toEqual([]);
    expect(nounsInIon('created', uses, isTerm)).toEqual([]);
    expect(nounsInIon('added', uses, isTerm)).toEqual([]);
  });
});

describe('formsStemmedApart', () => {
  const rulesSay = new Set(['sacrifice', 'sacrifices', 'sacrificed', 'sacrificing', 'die', 'dies', 'note', 'noted', 'reference']);
  const uses = (word: string): number => (rulesSay.has(word) ? 5 : 0);

  it("gives the forms of the word's verb that stem apart from it and that the rules use", () => {
    expect(formsStemmedApart('sacrificed', uses)).toEqual(['sacrifice', 'sacrifices']);
    expect(formsStemmedApart('sacrifice', uses)).toEqual(['sacrificed', 'sacrificing']);
    // "references" and "referencing" are no words of these rules
    expect(formsStemmedApart('referenced', uses)).toEqual(['reference']);
  });

  it('keeps a short base apart, and gives nothing where every form stems alike or the word is no form of a verb', () => {
    expect(formsStemmedApart('dies', uses)).toEqual([]);
    expect(formsStemmedApart('noted', uses)).toEqual([]);
    expect(formsStemmedApart('notes', uses)).toEqual([]);
    expect(formsStemmedApart('sacrificial', uses)).toEqual([]);
  });
});

describe('irregularBase', () => {
  const rulesSay = new Map([
    ['lose', 40],
    ['lost', 6],
    ['dealt', 90],
    ['deal', 30],
    ['fight', 4],
  ]);
  const uses = (word: string): number => rulesSay.get(word) ?? 0;

  it('gives the verb of an irregular past form that the rules say more often than the form', () => {
    expect(irregularBase('lost', uses)).toEqual(['lose']);
    // "fought" is no word of these rules; "fight" is
    expect(irregularBase('fought', uses)).toEqual(['fight']);
  });

  it('keeps a form the rules say more than its verb, a verb the rules never say, and a word that is no past form', () => {
    expect(irregularBase('dealt', uses)).toEqual([]);
    expect(irregularBase('won', uses)).toEqual([]);
    expect(irregularBase('lose', uses)).toEqual([]);
    // "left" is a word of its own ("cards left in a library")
    expect(irregularBase('left', uses)).toEqual([]);
  });
});
