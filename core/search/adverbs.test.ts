import { describe, expect, it } from 'vitest';
import { isAdverbNeverWritten } from './adverbs.ts';

const written = new Map([
  ['basic', 50],
  ['permanent', 400],
  ['total', 60],
  ['definite', 2],
  ['random', 9],
  ['randomly', 6],
  ['multiple', 80],
  ['easy', 1],
  ['possible', 30],
]);
const uses = (word: string): number => written.get(word) ?? 0;

describe('isAdverbNeverWritten', () => {
  it('reads an adverb the texts never write, made from an adjective they do, as no rules word', () => {
    expect(isAdverbNeverWritten('basically', uses)).toBe(true);
    expect(isAdverbNeverWritten('permanently', uses)).toBe(true);
    expect(isAdverbNeverWritten('totally', uses)).toBe(true);
    expect(isAdverbNeverWritten('definitely', uses)).toBe(true);
    expect(isAdverbNeverWritten('easily', uses)).toBe(true);
    expect(isAdverbNeverWritten('possibly', uses)).toBe(true);
  });

  it('keeps an adverb the texts write, whose words the rules use as they are', () => {
    expect(isAdverbNeverWritten('randomly', uses)).toBe(false);
  });

  it('keeps a verb in -ply and a word made from no written adjective', () => {
    expect(isAdverbNeverWritten('multiply', uses)).toBe(false);
    expect(isAdverbNeverWritten('honestly', uses)).toBe(false);
    expect(isAdverbNeverWritten('family', uses)).toBe(false);
  });

  it('keeps short words and words that are not adverbs in -ly', () => {
    expect(isAdverbNeverWritten('ally', uses)).toBe(false);
    expect(isAdverbNeverWritten('basics', uses)).toBe(false);
  });
});
