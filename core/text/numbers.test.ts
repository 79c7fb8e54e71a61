import { describe, expect, it } from 'vitest';
import { countOf, numberName, numberWord } from './numbers.ts';

describe('numbers written as words', () => {
  it('reads one word, a hyphened pair, or "twenty one" as two words', () => {
    expect(numberWord('seven')).toEqual({ value: 7, words: 1 });
    expect(numberWord('twenty-one')).toEqual({ value: 21, words: 1 });
    expect(numberWord('twenty', 'one')).toEqual({ value: 21, words: 2 });
    expect(numberWord('twenty', 'cards')).toEqual({ value: 20, words: 1 });
    expect(numberWord('seventh')).toBeNull();
  });

  it('a count is digits or a number word; anything else is null', () => {
    expect(countOf('4')).toBe(4);
    expect(countOf('fifteen')).toBe(15);
    expect(countOf('zero')).toBe(0);
    expect(countOf('x')).toBeNull();
    expect(countOf('-1')).toBeNull();
  });

  it('names the numbers it reads, and no others', () => {
    expect(numberName(3)).toBe('three');
    expect(numberName(40)).toBe('forty');
    expect(numberName(41)).toBeNull();
  });
});
