import { describe, expect, it } from 'vitest';
import { stem } from '../text/index.ts';
import { meaningSubject, saysWhetherSubjectIs } from './meaning.ts';

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
});
