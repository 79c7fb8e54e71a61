import { describe, expect, it } from 'vitest';
import type { RuleEntry } from '../rules/model.ts';
import { buildChangeList } from './changeList.ts';
import { changeListMarkdown, diffMarkdown } from './markdown.ts';
import { rule } from './testVersions.ts';

describe('changeListMarkdown', () => {
  it('strikes removed words and bolds added ones, escaping Markdown in the text', () => {
    expect(
      diffMarkdown([
        { kind: 'same', text: 'A *token* ' },
        { kind: 'removed', text: 'dies ' },
        { kind: 'added', text: 'is put into a graveyard ' },
      ]),
    ).toBe('A \\*token\\* ~~dies~~ **is put into a graveyard** ');
  });

  it('lists a run once, not each rule in it, with counts and sections', () => {
    const names = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'];
    const build = (list: string[]): RuleEntry[] => [
      rule('7', 'Additional Rules'),
      rule('702', 'Keyword Abilities'),
      ...list.flatMap((name, i) => [rule(`702.${i + 1}`, name), rule(`702.${i + 1}a`, `${name} is a static ability of some kind.`)]),
    ];
    const older = { source: { id: 1, title: 'Rules', effectiveDate: '2030-01-01' }, entries: build(names), glossary: [] };
    const newer = { source: { id: 2, title: 'Rules', effectiveDate: '2030-02-01' }, entries: build(['Zeta', ...names]), glossary: [] };
    const markdown = changeListMarkdown(buildChangeList(older, newer));
    expect(markdown).toContain('# What changed: Rules (2030-01-01) → Rules (2030-02-01)');
    expect(markdown).toContain('2 added, 0 removed, 0 changed, 10 renumbered');
    expect(markdown).toContain('- 702.1–702.5 renumbered +1 (now 702.2–702.6) after 702.1 was added');
    expect(markdown).toContain('## 7. Additional Rules');
    expect(markdown).toContain('- **702.1a** Zeta is a static ability of some kind.');
    expect(markdown).not.toContain('702.3 → ');
  });
});
