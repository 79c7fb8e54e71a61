import { describe, expect, it } from 'vitest';
import { stem } from '../text/index.ts';
import { meaningCue, meaningSubject, onlyKindOrObjectAdded, saysWhetherSubjectIs } from './meaning.ts';

describe('meaningSubject', () => {
  const stops = new Set(['does', 'a', 'of', 'the']);
  it('is the stems of the content words before "count as"', () => {
    const words = 'does a copy of a spell count as cast'.split(' ');
    expect(meaningSubject(words, words.indexOf('count'), stops)).toEqual(['copy', 'spell'].map(stem));
  });

  it('is what the question asks about, after its verb', () => {
    const words = 'rulings on does a token count as a card'.split(' ');
    expect(meaningSubject(words, words.indexOf('count'), stops)).toEqual([stem('token')]);
  });

  it('is nothing without the cue or before it', () => {
    expect(meaningSubject(['what', 'counts', 'as', 'mill'], -1, stops)).toEqual([]);
    expect(meaningSubject(['counts', 'as', 'mill'], 0, stops)).toEqual([]);
  });
});

describe('saysWhetherSubjectIs', () => {
  const token = ['token'].map(stem);
  it('finds a sentence saying of the subject that it is, or is not, the term', () => {
    expect(saysWhetherSubjectIs('A token is a marker. A token isn’t a card (even if represented by one).', token, ['card'])).toBe(true);
    expect(saysWhetherSubjectIs('Tokens aren’t considered cards.', token, ['card'])).toBe(true);
    const copy = ['copy', 'spell'].map(stem);
    expect(
      saysWhetherSubjectIs('To copy a spell means to put a copy of it on the stack; a copy of a spell isn’t cast.', copy, ['cast']),
    ).toBe(true);
  });

  it('needs the subject before the verdict and the term right after it, in one sentence', () => {
    // the term said of something else
    expect(saysWhetherSubjectIs('A card is a token’s owner. A spell is cast from a hand.', token, ['cast'])).toBe(false);
    // the subject after the term
    expect(saysWhetherSubjectIs('A card is not a token.', token, ['card'])).toBe(false);
    // subject and term in different sentences
    expect(saysWhetherSubjectIs('Tokens exist. That is a card.', token, ['card'])).toBe(false);
    // the term not right after the verdict
    expect(saysWhetherSubjectIs('A token is put into a card sleeve.', token, ['card'])).toBe(false);
    expect(saysWhetherSubjectIs('A token isn’t a card.', [], ['card'])).toBe(false);
  });

  it('needs the subject’s head, its last word, and half its words: "storm copies" is said as "a copy of a spell"', () => {
    const cast = 'To copy a spell means to put a copy of it on the stack; a copy of a spell isn’t cast.';
    expect(saysWhetherSubjectIs(cast, ['storm', 'copies'].map(stem), ['cast'])).toBe(true);
    // the head missing, or too few of the subject's words
    expect(saysWhetherSubjectIs(cast, ['copy', 'trigger'].map(stem), ['cast'])).toBe(false);
    expect(saysWhetherSubjectIs(cast, ['storm', 'kicked', 'copies'].map(stem), ['cast'])).toBe(false);
  });
});

describe('meaningCue', () => {
  it.each([
    ['what does gift mean', 2],
    ['what does the gift mechanic do', 2],
    ['how does ward', 2],
    ['what is scry', 2],
    ['what are the monarch rules', 2],
    ["what's scry", 1],
    ['what does it mean to mill a card', 5],
    ['what does hexproof prevent', -1],
    ['can I scry 0', -1],
  ])('finds where %j says the thing it asks about: %i', (query, at) => {
    expect(meaningCue(query.split(' '))).toBe(at);
  });
});

describe('onlyKindOrObjectAdded', () => {
  const stops = new Set(['the', 'a', 'of', 'do', 'is']);
  it('holds where the words after the term add only what kind of thing it is', () => {
    expect(onlyKindOrObjectAdded('what does the gift mechanic do'.split(' '), 2, 4, stops)).toBe(true);
    expect(onlyKindOrObjectAdded('what is the mana value of a split card'.split(' '), 2, 5, stops)).toBe(false);
    // the term alone is left to be read as the term said alone is
    expect(onlyKindOrObjectAdded('what is the commander tax'.split(' '), 2, 5, stops)).toBe(false);
  });

  it('allows an action\'s object only after "what does it mean to"', () => {
    expect(onlyKindOrObjectAdded('what does it mean to mill a card'.split(' '), 5, 6, stops)).toBe(true);
    expect(onlyKindOrObjectAdded("what are an object's characteristics".split(' '), 2, 4, stops)).toBe(false);
  });
});
