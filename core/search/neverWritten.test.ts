import { describe, expect, it } from 'vitest';
import { cannotBeWordings, isAdverbNeverWritten } from './neverWritten.ts';

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
  ['counter', 90],
  ['sacrifice', 70],
  ['unpreventable', 2],
  ['prevent', 40],
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

describe('cannotBeWordings', () => {
  it('reads an un-…-able word the texts never write as "can’t be" and the verb it is made from', () => {
    expect(cannotBeWordings(['an', 'uncounterable', 'spell', 'unsacrificeable'], uses)).toEqual(
      new Map([
        ['uncounterable', 'can’t be counter'],
        ['unsacrificeable', 'can’t be sacrifice'],
      ]),
    );
  });

  it('keeps a word the texts write, one made from no verb they write, and words of another shape', () => {
    expect(cannotBeWordings(['unpreventable', 'unkillable', 'unable', 'counterable', 'uncounter'], uses)).toEqual(new Map());
  });
});
