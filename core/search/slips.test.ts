import { describe, expect, it } from 'vitest';
import { stem } from '../text/index.ts';
import { analyzeQuery } from './analyze.ts';
import type { Corpus } from './corpus.ts';
import { slipsMended } from './slips.ts';
import { buildTerms } from './terms.ts';

type GlossaryEntry = Parameters<typeof buildTerms>[0]['glossary'][number];
/** A glossary entry pointing to one rule, as most do. */
const seeRule = (id: number, term: string, rule: string): GlossaryEntry => ({ id, term, senses: `See rule ${rule}.`, cites: [rule] });

/** A corpus writing these words this often (a word's stem counted over all of them), with these typo corrections. */
function corpusOf(uses: Record<string, number>, corrections: Record<string, string>, ...glossary: GlossaryEntry[]): Corpus {
  return {
    uses: (word) => uses[word] ?? 0,
    stemUses: (word) => Object.entries(uses).reduce((sum, [known, n]) => sum + (stem(known) === stem(word) ? n : 0), 0),
    correct: (word) => corrections[word] ?? null,
    complete: () => null,
    terms: buildTerms({ glossary, titles: [] }),
  };
}

/** The names of the terms the query names, read over the corpus. */
const termsIn =
  (corpus: Corpus) =>
  (query: string): string[] =>
    analyzeQuery(query, corpus).terms.map((t) => t.term.name);

describe('terms named by a misspelt word', () => {
  const termsOf = termsIn(
    corpusOf(
      { phasing: 19, commander: 165, tax: 10, delve: 6, offering: 4, ward: 30 },
      {
        phazing: 'phasing',
        comander: 'commander',
        delver: 'delve',
        ordering: 'offering',
        wrad: 'ward',
        wraddy: 'ward',
        comnder: 'commander',
      },
      seeRule(1, 'Phasing', '702.26'),
      seeRule(2, 'Commander Tax', '903.8'),
      seeRule(3, 'Delve', '702.66'),
      seeRule(4, 'Offering', '702.48'),
      seeRule(5, 'Ward', '702.21'),
    ),
  );

  it('reads the term a one-edit slip names, as if spelt right', () => {
    expect(termsOf('phazing')).toEqual(['Phasing']);
    expect(termsOf('wrad')).toEqual(['Ward']);
    expect(termsOf('how much is the comander tax')).toEqual(['Commander Tax']);
  });

  it("reads the term a slip names when the slip keeps the word's stem, as full text already finds it", () => {
    const namedIn = termsIn(
      corpusOf(
        { replacement: 90, effect: 400, replaced: 20 },
        { replacment: 'replacement', replacate: 'replicate' },
        seeRule(1, 'Replacement Effect', '614.1'),
        seeRule(2, 'Replicate', '702.56'),
      ),
    );
    expect(namedIn('replacment effect')).toEqual(['Replacement Effect']);
    // "replacate" shares the stem of "replacement", not of its nearest word "replicate"
    expect(namedIn('replacate')).toEqual([]);
  });

  it('reads no term from a word written as a name, nor from a word further from one than a slip of its length goes', () => {
    expect(termsOf('my Delver of Secrets transforms')).toEqual([]);
    // two edits: too many for six letters, not for seven or more
    expect(termsOf('wraddy')).toEqual([]);
    expect(termsOf('comnder tax')).toEqual(['Commander Tax']);
  });
});

describe("terms of several words said with one word a slip from the term's", () => {
  // "stat" is an English word and "strik" too short: neither has a correction of its own
  const termsOf = termsIn(
    corpusOf(
      { state: 300, based: 40, action: 200, first: 500, strike: 90, mana: 800, cost: 400, lost: 30, end: 600, step: 300, man: 5 },
      {},
      seeRule(1, 'State-Based Actions', '704'),
      seeRule(2, 'First Strike', '702.7'),
      seeRule(3, 'Mana Cost', '202.1'),
      seeRule(4, 'Action', '701.1'),
      seeRule(5, 'End Step', '513'),
    ),
  );

  it('reads the term when its other words are said exactly, though the slip is short', () => {
    expect(termsOf('stat based actions')).toEqual(['State-Based Actions']);
    expect(termsOf('first strik damage')).toEqual(['First Strike']);
    expect(termsOf('mana cot')).toEqual(['Mana Cost']);
    expect(termsOf('end stp')).toEqual(['End Step']);
  });

  it('reads a slip by the longer term around it rather than by its nearest word', () => {
    const namedIn = termsIn(
      corpusOf(
        { stack: 900, attack: 300, left: 40, option: 60 },
        { atack: 'stack' },
        seeRule(1, 'Stack', '405'),
        seeRule(2, 'Attack Left Option', '803'),
      ),
    );
    expect(namedIn('atack left option')).toEqual(['Attack Left Option']);
    expect(namedIn('atack')).toEqual(['Stack']);
  });

  it('reads no term from a word the rules write, a stop word, a name, two letters, or a term of one word', () => {
    expect(termsOf('mana lost')).toEqual([]);
    expect(termsOf('man cost')).toEqual([]);
    // a word of two letters is one edit from too many
    expect(termsOf('en step')).toEqual([]);
    expect(termsOf('First Strik Goblin')).toEqual([]);
    // a stop word ("and", one edit from "end") is written by the rules, though their word counts leave it out
    expect(termsOf('draw and step')).toEqual([]);
    // "acton" is a slip from a word of State-Based Actions, alone the one-word term Action
    expect(termsOf('acton')).toEqual([]);
  });
});

describe('slipsMended', () => {
  const written = { legendary: 90, rule: 900, commander: 165, damage: 800, creature: 2000, phases: 20, counters: 500, trample: 80 };
  const corpus = corpusOf(written, { couters: 'counters', legnedary: 'legendary', comander: 'commander', tramp: 'trample' });

  it('spells a slip as the word meant and leaves the rest of the text as typed', () => {
    expect(slipsMended('+1/+1 couters, on a creature?', corpus)).toBe('+1/+1 counters, on a creature?');
    expect(slipsMended('how much comander damage', corpus)).toBe('how much commander damage');
  });

  it('reads a slip as the judge phrase word the words beside it complete, before its nearest word', () => {
    const mend = (query: string): string => slipsMended(query, corpusOf(written, {}));
    expect(mend('legnedary rule')).toBe('legendary rule');
    expect(mend('the comander damage')).toBe('the commander damage');
    expect(mend('legnedary creature')).toBe('legnedary creature');
    // a phrase's word as the phrase spells it is meant as typed, though no text writes it ("plussed", not "passed")
    const plussed = (query: string): string => slipsMended(query, corpusOf({ ...written, passed: 40 }, { plussed: 'passed' }));
    expect(plussed('he plussed his planeswalker')).toBe('he plussed his planeswalker');
    expect(plussed('he plussed twice')).toBe('he passed twice');
  });

  it('reads a word the texts only begin as a slip where it is not the last word, still being typed', () => {
    const begun = corpusOf({ ...written, cards: 40 }, { clas: 'class' });
    // the texts write "class": "clas" begins a word of theirs
    const beginning: Corpus = { ...begun, uses: (word) => (word === 'clas' ? 50 : begun.uses(word)) };
    expect(slipsMended('clas cards', beginning)).toBe('class cards');
    expect(slipsMended('cards clas', beginning)).toBe('cards clas');
  });

  it('asks for the correction with the words beside the slip, each side to a word that is no stop word, to tell words apart', () => {
    const asked: unknown[] = [];
    const correct: Corpus['correct'] = (word, beside) => (asked.push([word, beside]), null);
    const listening: Corpus = { ...corpusOf({ ...written, variant: 3, spell: 40 }, {}), correct };
    slipsMended('a two-headed giat variant', listening);
    slipsMended('the giat of a', listening);
    // with the stop words between, as the texts write a phrase ("casting a spell"), three words at most
    slipsMended('variant of the giat of a spell', listening);
    slipsMended('variant and of the giat', listening);
    expect(asked).toEqual([
      ['giat', { before: 'two-headed', after: 'variant' }],
      ['giat', { before: undefined, after: undefined }],
      ['giat', { before: 'variant of the', after: 'of a spell' }],
      ['giat', { before: undefined, after: undefined }],
    ]);
  });

  it('mends a slip capitalised only as it opens a sentence, keeping the capital', () => {
    const mend = (query: string): string => slipsMended(query, corpus);
    expect(mend('Couters on a creature')).toBe('Counters on a creature');
    expect(mend('Is it legal? Comander damage from a copy')).toBe('Is it legal? Commander damage from a copy');
    expect(mend('is it legal?\n"Comander damage" from a copy')).toBe('is it legal?\n"Commander damage" from a copy');
  });

  it('mends a capitalised slip inside a sentence where it is read as a term, as posts write keywords, not in a name', () => {
    const keyword = corpusOf(written, { tramlpe: 'trample', couters: 'counters' }, seeRule(1, 'Trample', '702.19'));
    const mend = (query: string): string => slipsMended(query, keyword);
    expect(mend('a creature with Tramlpe and flying')).toBe('a creature with Trample and flying');
    // the word before opens the sentence, capitalised only for that
    expect(mend('Does Tramlpe work')).toBe('Does Trample work');
    // read as no term: a name's word; beside a capitalised word, past "of" or "the": a name of several words
    const kept = ['does Couters work', 'with Tramlpe Angel', 'when Serra Tramlpe attacks', 'the Mother of Tramlpe', 'Tramlpe of the Ring'];
    for (const text of kept) expect(mend(text), text).toBe(text);
  });

  it('mends a slip in a text typed all in capitals, keeping them, and leaves a word in capitals among lower case', () => {
    expect(slipsMended('COUTERS ON A CREATURE', corpus)).toBe('COUNTERS ON A CREATURE');
    expect(slipsMended('my COUTERS on a creature', corpus)).toBe('my COUTERS on a creature');
  });

  it('leaves a capitalised word that is a name: inside a sentence, alone, or running on into capitalised words', () => {
    const kept = ['my Couters on a creature', 'Couters', 'Couters Tramp attacks', 'Couters of Tramp attacks', 'a, Couters on it'];
    for (const text of kept) expect(slipsMended(text, corpus), text).toBe(text);
  });

  it('leaves a word the rules write, a judge word, a name, a short word, an opposite and a word with no correction', () => {
    const kept = ['trample', 'fizzle', 'Couters', 'tramp', 'untrample', 'comander damge', 'phases out'];
    for (const text of kept)
      expect(slipsMended(text, corpusOf({ ...written, tramp: 0 }, { comander: 'commander' })), text).toBe(
        text === 'comander damge' ? 'commander damge' : text,
      );
  });
});
