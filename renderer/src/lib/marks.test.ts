import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitMarks } from './marks.ts';

describe('splitMarks', () => {
  it('marks the words between the private-use markers', () => {
    expect(splitMarks('the \uE000legend\uE001 \uE000rule\uE001 applies')).toEqual([
      { text: 'the ', marked: false },
      { text: 'legend', marked: true },
      { text: ' ', marked: false },
      { text: 'rule', marked: true },
      { text: ' applies', marked: false },
    ]);
  });
  it('drops stray closing markers and keeps an unclosed mark to the end', () => {
    expect(splitMarks('a\uE001b\uE000c')).toEqual([
      { text: 'a', marked: false },
      { text: 'b', marked: false },
      { text: 'c', marked: true },
    ]);
  });
  it('keeps every character that is not a marker, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', 'é', '\uE000', '\uE001', '🙂') }), (snippet) => {
        const joined = splitMarks(snippet)
          .map((piece) => piece.text)
          .join('');
        expect(joined).toBe(snippet.replace(/[\uE000\uE001]/g, ''));
        expect(splitMarks(snippet).every((piece) => piece.text.length > 0)).toBe(true);
      }),
    );
  });
});
