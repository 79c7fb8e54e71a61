import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { letterRange, parentOf } from './numbers.ts';
import { findReferences } from './references.ts';

describe('findReferences', () => {
  it('finds single rules, sections and bare rule numbers', () => {
    expect(findReferences('See rule 704.5j and section 7.')).toEqual(['704.5j', '7']);
    expect(findReferences('See rule 613, “Interaction of Continuous Effects.”')).toEqual(['613']);
  });

  it('expands letter ranges, skipping l and o', () => {
    expect(findReferences('see rules 301.5a–d')).toEqual(['301.5a', '301.5b', '301.5c', '301.5d']);
    expect(findReferences('see rules 704.5j–704.5p')).toEqual(['704.5j', '704.5k', '704.5m', '704.5n', '704.5p']);
  });

  it('expands numeric ranges and lists joined by commas, and, or', () => {
    expect(findReferences('See rules 702.1–702.3.')).toEqual(['702.1', '702.2', '702.3']);
    expect(findReferences('rules 100.2a, 100.4a, and 903.5')).toEqual(['100.2a', '100.4a', '903.5']);
    expect(findReferences('rule 117.3c or 117.3d')).toEqual(['117.3c', '117.3d']);
  });

  it('does not invent references from plain numbers', () => {
    expect(findReferences('Put 704 counters on 20 creatures at 5.5 o’clock.')).toEqual([]);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => void findReferences(text)));
  });
});

describe('rule numbers', () => {
  it('knows each number’s parent', () => {
    expect(['100.1a', '100.1', '100', '1', 'x'].map(parentOf)).toEqual(['100.1', '100', '1', null, null]);
  });

  it('subrule letter ranges skip l and o', () => {
    expect(letterRange('k', 'p')).toEqual(['k', 'm', 'n', 'p']);
    expect(letterRange('d', 'a')).toEqual([]);
  });
});
