import { describe, expect, it } from 'vitest';
import type { GlossaryEntry } from '../rules/model.ts';
import { glossaryChanges } from './glossary.ts';

const entry = (term: string, sense: string, obsolete = false): GlossaryEntry => ({ term, senses: [sense], obsolete });

describe('glossaryChanges', () => {
  it('prefers the entry that kept a name when two reworded definitions are alike', () => {
    const older = [entry('Partner', 'A keyword ability that lets two legendary creatures be your commander rather than one.')];
    const newer = [
      entry('Friends Forever', 'A variant ability that lets two legendary creatures be your commander rather than one if both have it.'),
      entry('Partner, “Partner with [name]”', 'A keyword ability that lets two legendary cards be your commander rather than one.'),
    ];
    const changes = glossaryChanges(older, newer, new Map());
    expect(changes.renamed.map((r) => [r.from, r.to, r.changed])).toEqual([['Partner', 'Partner, “Partner with [name]”', true]]);
    expect(changes.added.map((g) => g.term)).toEqual(['Friends Forever']);
  });

  it('maps cited rule numbers through the renumbering, and tells an obsolete mark apart', () => {
    const older = [entry('Phasing', 'A keyword ability. See rule 702.25.'), entry('Bury', 'To destroy a permanent.')];
    const newer = [entry('Phasing', 'A keyword ability. See rule 702.26.'), entry('Bury', 'To destroy a permanent.', true)];
    const followed = glossaryChanges(older, newer, new Map([['702.25', '702.26']]));
    expect(followed.changed).toEqual([{ term: 'Bury', diff: [{ kind: 'same', text: 'To destroy a permanent.' }], obsoleteChanged: true }]);
    const notFollowed = glossaryChanges(older, newer, new Map());
    expect(notFollowed.changed.map((c) => c.term)).toEqual(['Phasing', 'Bury']);
  });

  it('does not pair unrelated definitions that share only common words', () => {
    const older = [entry('Banding', 'A keyword ability that modifies the rules for combat damage assignment of a creature.')];
    const newer = [
      entry('Bargain', 'A keyword ability that lets a player sacrifice an artifact, enchantment, or token as they cast a spell.'),
    ];
    const changes = glossaryChanges(older, newer, new Map());
    expect([changes.added.length, changes.removed.length, changes.renamed.length]).toEqual([1, 1, 0]);
  });
});
