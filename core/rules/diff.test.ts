import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordDiff } from './diff.ts';

const side = (parts: ReturnType<typeof wordDiff>, keep: 'removed' | 'added') =>
  parts
    .filter((part) => part.kind !== keep)
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  it('marks the words removed and added between two versions', () => {
    expect(
      wordDiff('The chosen creatures must be untapped.', 'The chosen creatures must be untapped and they can’t also be battles.'),
    ).toEqual([
      { kind: 'same', text: 'The chosen creatures must be ' },
      { kind: 'removed', text: 'untapped.' },
      { kind: 'added', text: 'untapped and they can’t also be battles.' },
    ]);
    expect(wordDiff('Tribal is a card type.', 'Kindred is a card type.')).toEqual([
      { kind: 'removed', text: 'Tribal ' },
      { kind: 'added', text: 'Kindred ' },
      { kind: 'same', text: 'is a card type.' },
    ]);
  });

  it('does not count quote and dash styles as changes', () => {
    const parts = wordDiff('This is called the "legend rule."', 'This is called the “legend rule.”');
    expect(parts.map((part) => part.kind)).toEqual(['same']);
  });

  it('gives back the new version from its parts, and the old one word for word, for any texts', () => {
    const words = (text: string) => text.split(/\s+/).filter((word) => word !== '');
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const parts = wordDiff(before, after);
        expect(
          parts
            .filter((part) => part.kind !== 'removed')
            .map((part) => part.text)
            .join(''),
        ).toBe(after.match(/\S+\s*|\s+/g)?.join('') ?? '');
        expect(words(side(parts, 'added')).length).toBe(words(before).length); // "same" shows the new version's spelling of a word
      }),
      { numRuns: 300 },
    );
  });

  it('shows over-long texts whole instead of comparing word by word', () => {
    const long = 'word '.repeat(5000);
    expect(wordDiff(long, `${long}more`).map((part) => part.kind)).toEqual(['removed', 'added']);
  });
});
