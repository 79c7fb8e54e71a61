import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './analyze.ts';
import { deniedAlike, negatedForms } from './negation.ts';
import type { Corpus } from './corpus.ts';
import { buildTerms, termForm } from './terms.ts';
import { corpus } from '../../test/support/candidates.ts';

const skip = new Set(['the', 'a', 'are', 'is', 'on', 'be']);
const forms = (text: string): string[] => text.split(' ').map(termForm);

describe('negation scope', () => {
  it('reads the words a question denies, within three words after the negation, its skipped words aside', () => {
    expect(negatedForms('abilities on the stack are not spells'.split(' '), skip)).toEqual([termForm('spells')]);
    expect(negatedForms("mana abilities don't use the stack".split(' '), skip)).toEqual([termForm('use'), termForm('stack')]);
    // "the creature" is out of reach: "not" governs three words
    expect(negatedForms('it does not tap untap or flip the creature'.split(' '), skip)).toEqual(['tap', 'untap', 'or'].map(termForm));
  });

  it('reads no denial in a question without a negation, nor after "without" ("without paying its mana cost")', () => {
    expect(negatedForms('abilities on the stack are spells'.split(' '), skip)).toEqual([]);
    expect(negatedForms('cast it without paying its mana cost'.split(' '), skip)).toEqual([]);
  });

  it('counts the denied words an entry denies too, a word further than the question reaches, and not those it says plainly', () => {
    const asked = negatedForms("mana abilities don't use the stack".split(' '), skip);
    // "doesn't go on the stack": "stack" is the fourth word after the negation
    expect(deniedAlike(asked, forms("An activated mana ability doesn't go on the stack"))).toBe(1);
    expect(deniedAlike(asked, forms("They don't use the stack"))).toBe(2);
    expect(deniedAlike(asked, forms("Casting a spell uses the stack; it isn't a mana ability"))).toBe(0);
    expect(deniedAlike([], forms("They don't use the stack"))).toBe(0);
  });

  it('keeps a verb apart from a noun of the same stem: "can\'t be countered" is not "no counters"', () => {
    const asked = negatedForms("a spell that can't be countered".split(' '), skip);
    expect(deniedAlike(asked, forms("It can't be countered by spells"))).toBe(1);
    expect(deniedAlike(asked, forms('If a permanent has no counters on it'))).toBe(0);
  });

  it('reads a keyword said only as absent ("no trample", "does not have trample") as no word the question searches', () => {
    const trampleEntry = {
      id: 1,
      term: 'Trample',
      senses: 'A keyword ability that modifies combat damage. See rule 702.19.',
      cites: ['702.19'],
    };
    const withTrample: Corpus = { ...corpus, terms: buildTerms({ glossary: [trampleEntry], titles: [] }) };
    expect(withTrample.terms.byKey.get('trample')?.genus).toBe('ability');
    const read = (query: string) => {
      const asked = analyzeQuery(query, withTrample);
      return { named: asked.terms.map((t) => t.term.key), trample: asked.concepts.find((c) => c.word.startsWith('trampl'))! };
    };
    for (const query of [
      'chump blocked my 5/5, no trample, does damage go through',
      'my attacker does not have trample',
      'a 5/5 without trample',
    ]) {
      const { named, trample } = read(query);
      expect(named, query).not.toContain('trample');
      expect([trample.weight, trample.searchWords], query).toEqual([0, []]);
    }
    // said once as present, it is asked, whatever else denies it
    for (const query of [
      'a blocked creature with trample',
      'with trample or without trample, does it deal damage',
      'can it not trample over a chump blocker',
    ]) {
      const { named, trample } = read(query);
      expect(named, query).toContain('trample');
      expect(trample.weight, query).toBeGreaterThan(0);
    }
  });
});
