import { describe, expect, it } from 'vitest';
import { buildChangeList } from '../../../core/changes/changeList.ts';
import { rule, version } from '../../../core/changes/testVersions.ts';
import { groupBySection } from './changeGroups.ts';

const base = [
  rule('1', 'Game Concepts'),
  rule('100', 'General'),
  rule('100.1', 'These rules apply to any game.'),
  rule('7', 'Additional Rules'),
  rule('702', 'Keyword Abilities'),
  rule('702.1', 'Flying'),
  rule('702.2', 'Haste'),
  rule('702.3', 'Reach'),
];
const next = [
  rule('1', 'Game Concepts'),
  rule('100', 'General'),
  rule('100.1', 'These rules apply to every game.'),
  rule('7', 'Additional Rules'),
  rule('702', 'Keyword Abilities'),
  rule('702.1', 'Banding'),
  rule('702.2', 'Flying'),
  rule('702.3', 'Haste'),
  rule('702.4', 'Reach'),
];
const list = buildChangeList(version(1, base), version(2, next));

describe('groupBySection', () => {
  it('groups by section, a run once and not its rules', () => {
    const groups = groupBySection(list, new Set(['added', 'removed', 'changed', 'renumbered']));
    expect(groups.map((g) => [g.number, g.total])).toEqual([
      ['1', 1],
      ['7', 2],
    ]);
    expect(groups[1]!.runs).toHaveLength(1);
    expect(groups[1]!.renumbered).toEqual([]);
  });

  it('leaves out the kinds not shown, and sections left empty', () => {
    expect(groupBySection(list, new Set(['changed'])).map((g) => g.number)).toEqual(['1']);
    expect(groupBySection(list, new Set())).toEqual([]);
  });
});
