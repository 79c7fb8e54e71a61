// How a query is read as a person types or pastes it: negations without their apostrophe, the first person, greetings
// and chat abbreviations, web addresses and pastes longer than any post.
import { describe, expect, it } from 'vitest';
import { stem } from '../text/index.ts';
import { analyzeQuery } from './analyze.ts';
import type { Corpus } from './corpus.ts';
import { maxPostLength } from './query.ts';
import { corpus } from '../../test/support/queryCorpus.ts';

describe('analyzeQuery as typed and pasted', () => {
  it('reads a negation typed without its apostrophe ("dont", "cant") as written with it', () => {
    for (const [typed, written] of [
      ['a tapped creature cant block', "a tapped creature can't block"],
      ['tapped creatures dont block', "tapped creatures don't block"],
      ['a tapped creature doesnt block', "a tapped creature doesn't block"],
    ] as const) {
      const a = analyzeQuery(typed, corpus);
      expect(a.negatedForms, typed).toEqual(['block']);
      expect(a.negatedForms, typed).toEqual(analyzeQuery(written, corpus).negatedForms);
      expect(a.asksCan, typed).toBe(true);
      expect(a.concepts, typed).toEqual(analyzeQuery(written, corpus).concepts);
    }
  });

  it('leaves the first person, "but", "too", "because" and "even though" out of the concepts', () => {
    const a = analyzeQuery("I'm at 1 life but am I dead too", corpus);
    expect(a.concepts.map((c) => c.word)).toEqual(['1', 'life', 'dead']);
    const words = (query: string) => analyzeQuery(query, corpus).concepts.map((c) => c.word);
    expect(words('can I block even though it is tapped because of an effect')).toEqual(['block', 'tapped', 'effect']);
    // "though" apart is a word of the question: the rules' "as though" effects
    expect(words('as though effects')).toEqual(['though', 'effects']);
  });

  it('leaves greetings and chat abbreviations out of the concepts ("hey guys, …", "bc", "tho"): short words weigh as common', () => {
    const words = (query: string) => analyzeQuery(query, corpus).concepts.map((c) => c.word);
    expect(words('hey guys, can I block with a tapped creature thx')).toEqual(['block', 'tapped', 'creature']);
    expect(words('hi folks hello')).toEqual([]);
    expect(words('can ur creature block bc its tapped tho')).toEqual(['creature', 'block', 'tapped']);
    expect(words('tbh btw, can a tapped creature block imho? tia')).toEqual(['tapped', 'creature', 'block']);
  });

  it('reads no word of a web address pasted in ("https://…/card/…", "www.…", "mtg.wiki/…")', () => {
    const words = (query: string) => analyzeQuery(query, corpus).concepts.map((c) => c.word);
    expect(words('trample with deathtouch (https://scryfall.com/card/m10/146/damage)')).toEqual(['trample', 'deathtouch']);
    expect(words('www.example.org/damage-rules trample with deathtouch, mtg.wiki/page/Creature')).toEqual(['trample', 'deathtouch']);
    // no slash at all: "www." alone marks it
    expect(words('trample with deathtouch WWW.Damage.org')).toEqual(['trample', 'deathtouch']);
    expect(analyzeQuery('see https://example.com/card for trample', corpus).terms.map((t) => t.term.name)).toEqual(['Trample']);
  });

  it('reads a paste only up to the longest post it reads for a question: what follows is cut', () => {
    const names = (query: string) => analyzeQuery(query, corpus).terms.map((t) => t.term.name);
    const padding = 'a.'.repeat(maxPostLength / 2);
    expect(names(`Deathtouch. ${padding}`)).toEqual(['Deathtouch']);
    expect(names(`${padding} Does trample matter?`)).toEqual([]);
  });

  it('meets a form of a verb the stemmer parts from the one typed ("sacrificed", "sacrifice")', () => {
    const rulesSay: Corpus = { ...corpus, uses: (word) => (/^sacrific/.test(word) ? 10 : corpus.uses(word)) };
    const [concept] = analyzeQuery('sacrificed', rulesSay).concepts;
    expect(concept?.alternatives).toContainEqual([stem('sacrifice')]);
    expect(concept?.searchWords).toEqual(expect.arrayContaining(['sacrificed', 'sacrifice', 'sacrifices']));
    // the rules saying no other form, the word stands alone
    expect(analyzeQuery('sacrificed', corpus).concepts[0]?.alternatives).toEqual([[stem('sacrificed')]]);
  });
});
