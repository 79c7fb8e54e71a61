import { describe, expect, it } from 'vitest';
import { framingLeftOut } from './framing.ts';
import { buildTerms } from './terms.ts';

const glossary = [
  { id: 1, term: 'Trample', senses: 'See rule 702.19.', cites: ['702.19'] },
  { id: 2, term: 'Deathtouch', senses: 'See rule 702.2.', cites: ['702.2'] },
  { id: 3, term: 'Night', senses: 'See rule 730.', cites: ['730'] },
  { id: 4, term: 'Loyalty Ability', senses: 'See rule 606, Loyalty Abilities.', cites: ['606'] },
];
const terms = buildTerms({ glossary, titles: [] });

describe('framingLeftOut', () => {
  it('leaves out the sentences around a question that name no rules term', () => {
    expect(framingLeftOut('Hi all! Does deathtouch work with trample? Thanks in advance!', terms)).toBe(
      'Does deathtouch work with trample?',
    );
    expect(framingLeftOut('Is trample damage assigned first? Who is right?', terms)).toBe('Is trample damage assigned first?');
  });

  it('keeps the sentences that ask when no sentence kept asks: the question is never left out', () => {
    expect(framingLeftOut('It has trample. Thanks! Do they lose?', terms)).toBe('It has trample. Do they lose?');
    expect(framingLeftOut('It has trample. Do they lose? Who is right? Can someone explain?', terms)).toBe('It has trample. Do they lose?');
  });

  it('reads a lead-in before a colon as a sentence of its own', () => {
    expect(framingLeftOut('Quick question: does deathtouch work with trample?', terms)).toBe('does deathtouch work with trample?');
  });

  it('keeps a lead-in naming a way of play as players say it, without the glossary\'s "Variant"', () => {
    const ways = buildTerms({
      glossary: [...glossary, { id: 5, term: 'Two-Headed Giant Variant', senses: 'See rule 810.', cites: ['810'] }],
      titles: [],
    });
    const post = 'Two-Headed Giant question: does deathtouch work with trample?';
    expect(framingLeftOut(post, ways)).toBe(post);
    expect(framingLeftOut('Giant question: does deathtouch work with trample?', ways)).toBe('does deathtouch work with trample?');
  });

  it('keeps a post whole when it has one sentence, or when no sentence names a term', () => {
    expect(framingLeftOut('does deathtouch work with trample, thanks', terms)).toBe('does deathtouch work with trample, thanks');
    expect(framingLeftOut('My friend says no. Who is right?', terms)).toBe('My friend says no. Who is right?');
  });

  it('leaves out a sentence\'s opening words of address or manner before a comma ("Judges, …", "Quick question, …")', () => {
    expect(framingLeftOut('Judges, does deathtouch work with trample?', terms)).toBe('does deathtouch work with trample?');
    expect(framingLeftOut('hey, does deathtouch work with trample thanks', terms)).toBe('does deathtouch work with trample thanks');
    expect(framingLeftOut('It has trample. Quick question, do they lose?', terms)).toBe('It has trample. do they lose?');
    expect(framingLeftOut('Judges, does trample work? It has deathtouch.', terms)).toBe('does trample work? It has deathtouch.');
    // words that may speak of the game, a term, more than three words, or nothing after them: kept
    expect(framingLeftOut('In multiplayer, does trample work?', terms)).toBe('In multiplayer, does trample work?');
    expect(framingLeftOut('At night, does trample work?', terms)).toBe('At night, does trample work?');
    expect(framingLeftOut('Hey all you judges out there, does trample work?', terms)).toBe(
      'Hey all you judges out there, does trample work?',
    );
    expect(framingLeftOut('You, Your', terms)).toBe('You, Your');
  });

  it('counts a judge word for a term, a loyalty ability by its cost and a rule number as speaking of the rules', () => {
    expect(framingLeftOut('My creature has trample. Is it an ETB?', terms)).toBe('My creature has trample. Is it an ETB?');
    expect(framingLeftOut('Deathtouch again. Can I +1 her twice?', terms)).toBe('Deathtouch again. Can I +1 her twice?');
    expect(framingLeftOut('Trample again. What does 702.19c say?', terms)).toBe('Trample again. What does 702.19c say?');
  });

  it('counts a term’s agent noun ("blockers") and a power and toughness told or changed as speaking of the rules', () => {
    const withBlock = buildTerms({
      glossary: [...glossary, { id: 5, term: 'Block', senses: 'See rule 509.', cites: ['509'] }],
      titles: [],
    });
    expect(framingLeftOut('After combat I had two blockers. Does trample matter?', withBlock)).toBe(
      'After combat I had two blockers. Does trample matter?',
    );
    expect(framingLeftOut('They gave it -3/-3. Does trample matter?', terms)).toBe('They gave it -3/-3. Does trample matter?');
  });

  it('counts a term’s action told as done ("I blocked with …") as speaking of the rules', () => {
    const withActions = buildTerms({
      glossary: [
        ...glossary,
        { id: 5, term: 'Block', senses: 'See rule 509.', cites: ['509'] },
        { id: 6, term: 'Play', senses: 'See rule 305.', cites: ['305'] },
      ],
      titles: [],
    });
    expect(framingLeftOut('I blocked with Grizzly Bears. Does trample matter?', withActions)).toBe(
      'I blocked with Grizzly Bears. Does trample matter?',
    );
    // the -ing form is as often the game being played as a term's action: not read as one
    expect(framingLeftOut('We were playing last weekend. Does trample matter?', withActions)).toBe('Does trample matter?');
    // a word that only ends as a term's form does ("locked" is no form of Block)
    expect(framingLeftOut('I locked in my deck. Does trample matter?', withActions)).toBe('Does trample matter?');
  });

  it('counts no term inside an idiom, nor a stop word alone', () => {
    expect(framingLeftOut('Rules question from last night: does trample work?', terms)).toBe('does trample work?');
  });

  it('ends a sentence at a line before a blank line or before a line opening with a capitalized stop word', () => {
    expect(framingLeftOut('Weird interaction last night\n\ndoes deathtouch work with trample', terms)).toBe(
      'does deathtouch work with trample',
    );
    expect(framingLeftOut('Rules question from the store\nDoes deathtouch work with trample?\nThanks in advance', terms)).toBe(
      'Does deathtouch work with trample?',
    );
  });

  it('reads on through a wrapped line: one continued in lower case, or opening with a name or "I"', () => {
    const wrapped = 'Weird interaction last night\nI attacked with\nDeathtouch Rats and\nthey had trample?';
    expect(framingLeftOut(`${wrapped} Thanks!`, terms)).toBe(wrapped);
  });

  it('does not end a sentence at a rule number’s own dot', () => {
    expect(framingLeftOut('Does 702.19c apply to trample? Thanks.', terms)).toBe('Does 702.19c apply to trample?');
  });

  it('reads a post longer than a query is read for its question and the sentences nearest it, in the post’s order', () => {
    const story = Array.from({ length: 6 }, (_, i) => `On turn ${i + 1} my creature with trample attacked.`);
    const post = [...story, 'Does deathtouch matter?'].join(' ');
    expect(framingLeftOut(post, terms, 120)).toBe(`${story.slice(-2).join(' ')} Does deathtouch matter?`);
    // asked first, told after: the question and what follows it
    const askedFirst = ['Does deathtouch matter?', ...story].join(' ');
    expect(framingLeftOut(askedFirst, terms, 120)).toBe(`Does deathtouch matter? ${story.slice(0, 2).join(' ')}`);
    expect(framingLeftOut(post, terms, 1000)).toBe(post);
  });

  it('leaves a post with a sentence longer than the reading alone, to be read from its start', () => {
    const long = `Trample ${'and deathtouch '.repeat(10)}matter.`;
    expect(framingLeftOut(`${long} ${long}`, terms, 100)).toBe(`${long} ${long}`);
  });
});
