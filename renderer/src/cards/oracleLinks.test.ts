import { describe, expect, it } from 'vitest';
import { oracleLines, oraclePieces } from './oracleLinks.ts';

describe('oraclePieces', () => {
  it('cuts text into runs and links in order, skipping overlaps and links outside the text', () => {
    const text = 'Flying, trample. Sacrifice a creature.';
    expect(
      oraclePieces(text, [
        { text: 'Sacrifice', start: 17, end: 26, glossary: 'Sacrifice' },
        { text: 'Flying', start: 0, end: 6, rule: '702.9', title: 'Flying' },
        { text: 'Fly', start: 0, end: 3, glossary: 'Fly' },
        { text: 'x', start: 90, end: 95, glossary: 'X' },
      ]),
    ).toEqual([
      { kind: 'rule', text: 'Flying', rule: '702.9', title: 'Flying' },
      { kind: 'text', text: ', trample. ' },
      { kind: 'glossary', text: 'Sacrifice', term: 'Sacrifice' },
      { kind: 'text', text: ' a creature.' },
    ]);
    expect(oraclePieces('', [])).toEqual([]);
  });

  it('keeps each link on its own line, offsets taken from the line', () => {
    expect(oracleLines('Haste\nTrample', [{ text: 'Trample', start: 6, end: 13, rule: '702.19', title: 'Trample' }])).toEqual([
      [{ kind: 'text', text: 'Haste' }],
      [{ kind: 'rule', text: 'Trample', rule: '702.19', title: 'Trample' }],
    ]);
  });
});
