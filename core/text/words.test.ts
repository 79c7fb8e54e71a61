import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stem, stemsOf, wordSpans, wordsOf } from './words.ts';

describe('wordsOf', () => {
  it('splits on spaces and punctuation, keeps inner apostrophes, slashes and hyphens, drops possessives', () => {
    expect(wordsOf("Urza’s lands can't tap; P/T of a double-faced card.")).toEqual([
      'urza',
      'lands',
      "can't",
      'tap',
      'p/t',
      'of',
      'a',
      'double-faced',
      'card',
    ]);
  });

  it('keeps numbers and letters of any script; a rule number is two words, as the index splits it', () => {
    expect(wordsOf('704.5f: 0 toughness — Gölem 魔法')).toEqual(['704', '5f', '0', 'toughness', 'gölem', '魔法']);
  });

  it('gives offsets that point at the word as written', () => {
    const text = 'Two Legend-rule cases';
    for (const span of wordSpans(text)) expect(text.slice(span.start, span.end).toLowerCase()).toContain(span.word);
  });

  it('drops the marks a word ends with, after its possessive', () => {
    expect(wordsOf("the players' cards, PLAYER’S turn, and/ or hit-' 'em").join(' ')).toBe('the players cards player turn and or hit em');
  });

  it('reads the same words as wordSpans, from any text', () => {
    const marks = fc.constantFrom(' ', "'", '’', '/', '-', 's', 'S', 'é', '7', '.');
    const text = fc.array(fc.oneof(marks, fc.string({ maxLength: 3 })), { maxLength: 30 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (t) => {
        expect(wordsOf(t)).toEqual(wordSpans(t).map((span) => span.word));
      }),
    );
  });

  it('finds a word where the pattern of letters, digits and inner marks does, in any script and beyond the BMP', () => {
    const pattern = /[\p{L}\p{N}][\p{L}\p{N}'’/-]*/gu;
    const pieces = fc.constantFrom(' ', "'", '’', '/', '-', 'a', 'Z', '9', 'é', 'İ', '魔', '𝒜', '😀', '\ud835', '½', '.');
    const text = fc.array(fc.oneof(pieces, fc.string({ maxLength: 3, unit: 'binary' })), { maxLength: 30 }).map((p) => p.join(''));
    fc.assert(
      fc.property(text, (t) => {
        const expected = [...t.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);
        expect(wordSpans(t).map((span) => [span.start, span.end])).toEqual(expected);
      }),
    );
  });

  it('never returns an empty word', () => {
    fc.assert(fc.property(fc.string(), (text) => wordsOf(text).every((word) => word.length > 0)));
  });
});

describe('stem', () => {
  it('folds the forms of a word to one stem (Porter, as FTS5 does)', () => {
    expect(stem('abilities')).toBe(stem('ability'));
    expect(stem('Creatures')).toBe(stem('creature'));
    expect(stem('attacking')).toBe(stem('attacks'));
    expect(stem('trample')).not.toBe(stem('tramples').slice(0, 3));
  });

  it('keeps the number "one" apart from the preposition "on", which Porter folds it into', () => {
    expect(stem('one')).not.toBe(stem('on'));
    expect(stem('ones')).toBe(stem('One'));
  });

  it('gives a word the same stem on every call, also after more distinct words than it remembers', () => {
    const first = stem('Abilities');
    for (let i = 0; i < 60_000; i++) stem(`word${i}s`);
    expect(stem('Abilities')).toBe(first);
    expect(stem('abilities')).toBe(first);
    expect(stem('word59999s')).toBe('word59999');
  });

  it('stemsOf gives each stem once', () => {
    expect(stemsOf('creature creatures Creature')).toEqual([stem('creature')]);
  });
});
