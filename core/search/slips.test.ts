import { describe, expect, it } from 'vitest';
import { stem } from '../text/index.ts';
import { analyzeQuery, type Corpus } from './analyze.ts';
import { buildTerms } from './terms.ts';

type GlossaryEntry = Parameters<typeof buildTerms>[0]['glossary'][number];
/** A glossary entry pointing to one rule, as most do. */
const seeRule = (id: number, term: string, rule: string): GlossaryEntry => ({ id, term, senses: `See rule ${rule}.`, cites: [rule] });

describe('terms named by a misspelt word', () => {
  const slips: Record<string, string> = {
    phazing: 'phasing',
    comander: 'commander',
    delver: 'delve',
    ordering: 'offering',
    wrad: 'ward',
    cst: 'cost',
  };
  const withSlips: Corpus = {
    uses: (word) => ({ phasing: 19, commander: 165, tax: 10, delve: 6, offering: 4, secrets: 0 })[word] ?? 0,
    stemUses: () => 0,
    correct: (word) => slips[word] ?? null,
    complete: () => null,
    terms: buildTerms({
      glossary: [
        seeRule(1, 'Phasing', '702.26'),
        seeRule(2, 'Commander Tax', '903.8'),
        seeRule(3, 'Delve', '702.66'),
        seeRule(4, 'Offering', '702.48'),
        seeRule(5, 'Ward', '702.21'),
      ],
      titles: [],
    }),
  };
  const termsOf = (query: string): string[] => analyzeQuery(query, withSlips).terms.map((t) => t.term.name);

  it('reads the term a one-edit slip names, as if spelt right', () => {
    expect(termsOf('phazing')).toEqual(['Phasing']);
    expect(termsOf('wrad')).toEqual(['Ward']);
    expect(termsOf('how much is the comander tax')).toEqual(['Commander Tax']);
  });

  it("reads the term a slip names when the slip keeps the word's stem, as full text already finds it", () => {
    const stemKept: Corpus = {
      ...withSlips,
      uses: (word) => ({ replacement: 90, effect: 400, replaced: 20 })[word] ?? 0,
      stemUses: (word) => (stem(word) === stem('replacement') ? 90 : 0),
      correct: (word) => ({ replacment: 'replacement', replacate: 'replicate' })[word] ?? null,
      terms: buildTerms({ glossary: [seeRule(1, 'Replacement Effect', '614.1'), seeRule(2, 'Replicate', '702.56')], titles: [] }),
    };
    const namedIn = (query: string): string[] => analyzeQuery(query, stemKept).terms.map((t) => t.term.name);
    expect(namedIn('replacment effect')).toEqual(['Replacement Effect']);
    // "replacate" shares the stem of "replacement", not of its nearest word "replicate"
    expect(namedIn('replacate')).toEqual([]);
  });

  it('reads no term from a word written as a name, nor from a word two edits from one', () => {
    expect(termsOf('my Delver of Secrets transforms')).toEqual([]);
    expect(termsOf('ordering my triggers')).toEqual([]);
  });
});

describe("terms of several words said with one word a slip from the term's", () => {
  const uses: Record<string, number> = {
    state: 300,
    based: 40,
    action: 200,
    first: 500,
    strike: 90,
    mana: 800,
    cost: 400,
    lost: 30,
    end: 600,
    step: 300,
    man: 5,
  };
  const corpus: Corpus = {
    uses: (word) => uses[word] ?? 0,
    stemUses: (word) => Object.entries(uses).reduce((sum, [known, n]) => sum + (stem(known) === stem(word) ? n : 0), 0),
    // "stat" is an English word and "strik" too short: neither has a correction of its own
    correct: () => null,
    complete: () => null,
    terms: buildTerms({
      glossary: [
        seeRule(1, 'State-Based Actions', '704'),
        seeRule(2, 'First Strike', '702.7'),
        seeRule(3, 'Mana Cost', '202.1'),
        seeRule(4, 'Action', '701.1'),
        seeRule(5, 'End Step', '513'),
      ],
      titles: [],
    }),
  };
  const termsOf = (query: string): string[] => analyzeQuery(query, corpus).terms.map((t) => t.term.name);

  it('reads the term when its other words are said exactly, though the slip is short', () => {
    expect(termsOf('stat based actions')).toEqual(['State-Based Actions']);
    expect(termsOf('first strik damage')).toEqual(['First Strike']);
    expect(termsOf('mana cot')).toEqual(['Mana Cost']);
    expect(termsOf('end stp')).toEqual(['End Step']);
  });

  it('reads a slip by the longer term around it rather than by its nearest word', () => {
    const nearestElsewhere: Corpus = {
      ...corpus,
      uses: (word) => ({ stack: 900, attack: 300, left: 40, option: 60 })[word] ?? 0,
      stemUses: () => 0,
      correct: (word) => (word === 'atack' ? 'stack' : null),
      terms: buildTerms({ glossary: [seeRule(1, 'Stack', '405'), seeRule(2, 'Attack Left Option', '803')], titles: [] }),
    };
    expect(analyzeQuery('atack left option', nearestElsewhere).terms.map((t) => t.term.name)).toEqual(['Attack Left Option']);
    expect(analyzeQuery('atack', nearestElsewhere).terms.map((t) => t.term.name)).toEqual(['Stack']);
  });

  it('reads no term from a word the rules write, from a name, from two letters, or from a term of one word', () => {
    expect(termsOf('mana lost')).toEqual([]);
    expect(termsOf('man cost')).toEqual([]);
    // a word of two letters is one edit from too many
    expect(termsOf('en step')).toEqual([]);
    expect(termsOf('First Strik Goblin')).toEqual([]);
    // "acton" is a slip from a word of State-Based Actions, alone the one-word term Action
    expect(termsOf('acton')).toEqual([]);
  });
});
