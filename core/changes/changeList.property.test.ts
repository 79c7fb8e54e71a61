// Random keyword sections with one keyword inserted or deleted: the change list reports exactly that edit, and every
// keyword after it as one run of renumbered siblings, never as changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleEntry } from '../rules/model.ts';
import { buildChangeList } from './changeList.ts';
import { keywordSection, version } from './testVersions.ts';

/** A keyword section; each keyword's subrules cite the first subrule of the keyword itself (a cross-reference). */
const section = (keywords: readonly string[]): RuleEntry[] =>
  keywordSection(keywords, (name, number) => [
    `${name} is a static ability that modifies how a ${name.toLowerCase()} permanent deals damage.`,
    `Multiple instances of ${name.toLowerCase()} are redundant. See rule ${number}a.`,
  ]);

const names = fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z]{3,9}$/), { minLength: 2, maxLength: 30 });

describe('change lists of random keyword sections', () => {
  it('an inserted keyword: three rules added, the rest one run +1', () => {
    fc.assert(
      fc.property(names, fc.nat(), fc.stringMatching(/^[A-Z][a-z]{3,9}$/), (keywords, at, extra) => {
        fc.pre(!keywords.includes(extra));
        const k = at % (keywords.length + 1);
        const list = buildChangeList(
          version(1, section(keywords)),
          version(2, section([...keywords.slice(0, k), extra, ...keywords.slice(k)])),
        );
        expect(list.added.map((r) => r.number)).toEqual([`702.${k + 1}`, `702.${k + 1}a`, `702.${k + 1}b`]);
        expect([list.removed.length, list.changed.length]).toEqual([0, 0]);
        expect(list.renumbered.every((r) => !r.changed && r.run === 0)).toBe(true);
        expect(list.runs.map((r) => [r.rules, r.offset])).toEqual(k < keywords.length ? [[keywords.length - k, 1]] : []);
      }),
      { numRuns: 60 },
    );
  });

  it('a deleted keyword: three rules removed, the rest one run -1', () => {
    fc.assert(
      fc.property(names, fc.nat(), (keywords, at) => {
        const k = at % keywords.length;
        const list = buildChangeList(version(1, section(keywords)), version(2, section(keywords.filter((_, i) => i !== k))));
        expect(list.removed.map((r) => r.number)).toEqual([`702.${k + 1}`, `702.${k + 1}a`, `702.${k + 1}b`]);
        expect([list.added.length, list.changed.length]).toEqual([0, 0]);
        expect(list.runs.map((r) => [r.rules, r.offset, r.cause?.kind])).toEqual(
          k < keywords.length - 1 ? [[keywords.length - 1 - k, -1, 'removed']] : [],
        );
      }),
      { numRuns: 60 },
    );
  });

  it('a keyword removed and another added elsewhere: removed and added, not one renamed into the other', () => {
    fc.assert(
      fc.property(names, fc.nat(), fc.nat(), fc.stringMatching(/^[A-Z][a-z]{3,9}$/), (keywords, gone, at, extra) => {
        fc.pre(!keywords.includes(extra));
        const without = keywords.filter((_, i) => i !== gone % keywords.length);
        const k = at % (without.length + 1);
        fc.pre(k !== gone % keywords.length);
        const list = buildChangeList(
          version(1, section(keywords)),
          version(2, section([...without.slice(0, k), extra, ...without.slice(k)])),
        );
        expect(list.added.map((r) => r.number)).toEqual([`702.${k + 1}`, `702.${k + 1}a`, `702.${k + 1}b`]);
        expect(list.removed).toHaveLength(3);
        expect(list.changed).toEqual([]);
        expect(list.renumbered.every((r) => !r.changed)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
