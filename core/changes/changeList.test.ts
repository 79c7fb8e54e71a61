import { describe, expect, it } from 'vitest';
import type { GlossaryEntry, RuleEntry } from '../rules/model.ts';
import { buildChangeList } from './changeList.ts';
import { keywordSection, rule, version } from './testVersions.ts';

/** A keyword section: 7 › 702 › 702.1 … with a heading and two subrules each. */
const keywords = ['Deathtouch', 'Defender', 'Double Strike', 'Enchant', 'Equip', 'First Strike', 'Flash', 'Flying'];
const keywordRules = (names: readonly string[]): RuleEntry[] =>
  keywordSection(names, (name) => [
    `${name} is a static ability that a creature may have.`,
    `Multiple instances of ${name.toLowerCase()} on the same permanent are redundant.`,
  ]);

describe('buildChangeList', () => {
  it('finds nothing between a version and itself', () => {
    const rules = keywordRules(keywords);
    const list = buildChangeList(version(1, rules), version(2, rules));
    expect(list.counts).toMatchObject({ added: 0, removed: 0, changed: 0, renumbered: 0, runs: 0, unchanged: rules.length });
  });

  it('reports a keyword inserted mid-section once, with the siblings after it as one run renumbered +1', () => {
    const older = keywordRules(keywords);
    const newer = keywordRules([...keywords.slice(0, 3), 'Echo', ...keywords.slice(3)]);
    const list = buildChangeList(version(1, older), version(2, newer));
    expect(list.added.map((r) => r.number)).toEqual(['702.4', '702.4a', '702.4b']);
    expect(list.removed).toEqual([]);
    expect(list.changed).toEqual([]);
    expect(list.runs).toHaveLength(1);
    expect(list.runs[0]).toMatchObject({
      parent: '702',
      first: { from: '702.4', to: '702.5' },
      last: { from: '702.8', to: '702.9' },
      offset: 1,
      rules: 5,
      subrules: 10,
      cause: { kind: 'added', number: '702.4' },
    });
    expect(list.runs[0]!.summary).toBe('702.4–702.8 renumbered +1 (now 702.5–702.9) after 702.4 was added');
    expect(list.renumbered).toHaveLength(15);
    expect(list.renumbered.every((r) => r.run === 0 && !r.changed)).toBe(true);
    expect(list.renumbered.find((r) => r.from === '702.5a')).toMatchObject({ to: '702.6a', kind: 'carried' });
  });

  it('does not count a cross-reference that only follows a renumbering, but counts one that does not', () => {
    const older = [...keywordRules(keywords), rule('703', 'Turn-Based Actions'), rule('703.1', 'See rule 702.6a for first strike.')];
    const follows = [
      ...keywordRules(['Banding', ...keywords]),
      rule('703', 'Turn-Based Actions'),
      rule('703.1', 'See rule 702.7a for first strike.'),
    ];
    const followed = buildChangeList(version(1, older), version(2, follows));
    expect(followed.changed).toEqual([]);
    expect(followed.counts.referencesFollowed).toBe(1);
    const wrong = [...follows.slice(0, -1), rule('703.1', 'See rule 702.8a for first strike.')];
    const edited = buildChangeList(version(1, older), version(2, wrong));
    expect(edited.changed.map((r) => r.number)).toEqual(['703.1']);
    expect(edited.changed[0]!.diff.filter((p) => p.kind !== 'same').map((p) => p.text.trim())).toEqual(['702.7a', '702.8a']);
  });

  it('reports a reworded rule with its word diff, a removed rule, and the siblings after it shifted -1', () => {
    const older = keywordRules(keywords);
    const newer = keywordRules(keywords.filter((k) => k !== 'Equip')).map((r) =>
      r.number === '702.2a' ? rule('702.2a', 'Defender is a static ability that a creature or a Vehicle may have.') : r,
    );
    const list = buildChangeList(version(1, older), version(2, newer));
    expect(list.removed.map((r) => r.number)).toEqual(['702.5', '702.5a', '702.5b']);
    expect(list.changed.map((r) => r.number)).toEqual(['702.2a']);
    expect(list.changed[0]!.diff.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['or a Vehicle']);
    expect(list.runs).toHaveLength(1);
    expect(list.runs[0]).toMatchObject({ offset: -1, first: { from: '702.6', to: '702.5' }, cause: { kind: 'removed', number: '702.5' } });
  });

  it('tells a rule moved under another parent from a shift, and finds it by its text', () => {
    const older = [...keywordRules(keywords), rule('703', 'Turn-Based Actions'), rule('703.1', 'Turn-based actions happen first.')];
    const newer = [
      ...keywordRules(keywords).filter((r) => r.number !== '702.8b'),
      rule('703', 'Turn-Based Actions'),
      rule('703.1', 'Turn-based actions happen first.'),
      rule('703.2', 'Multiple instances of flying on the same permanent are redundant.'),
    ];
    const list = buildChangeList(version(1, older), version(2, newer));
    expect(list.renumbered).toEqual([expect.objectContaining({ from: '702.8b', to: '703.2', kind: 'moved', changed: false, run: null })]);
    expect(list.added).toEqual([]);
    expect(list.removed).toEqual([]);
  });

  it('aligns a renamed heading by its subrules, and pairs repeated headings under their own parents', () => {
    const older = [
      rule('1', 'Game Concepts'),
      rule('100', 'General'),
      rule('100.1', 'These rules apply to any game.'),
      rule('3', 'Card Types'),
      rule('300', 'General'),
      rule('300.1', 'The card types are artifact and land.'),
      rule('308', 'Tribals'),
      rule('308.1', 'Each tribal card has another card type.'),
      rule('308.2', 'Tribal subtypes are always a single word.'),
    ];
    const newer = older.map((r) =>
      r.number === '308'
        ? rule('308', 'Kindreds')
        : r.number === '308.1'
          ? rule('308.1', 'Each kindred card has another card type.')
          : r.number === '308.2'
            ? rule('308.2', 'Kindred subtypes are always a single word.')
            : r,
    );
    const list = buildChangeList(version(1, older), version(2, newer));
    expect(list.changed.map((r) => r.number)).toEqual(['308', '308.1', '308.2']);
    expect(list.added).toEqual([]);
    expect(list.removed).toEqual([]);
    expect(list.counts.unchanged).toBe(6);
    expect(list.sections.map((s) => s.number)).toEqual(['1', '3']);
    expect(list.changed.every((r) => r.section === '3')).toBe(true);
  });

  it('counts examples as part of a rule', () => {
    const older = [rule('1', 'Game Concepts'), rule('100', 'General'), rule('100.1', 'Rules apply.', ['A player wins.'])];
    const newer = [rule('1', 'Game Concepts'), rule('100', 'General'), rule('100.1', 'Rules apply.', ['A player wins the game.'])];
    const list = buildChangeList(version(1, older), version(2, newer));
    expect(list.changed.map((r) => r.number)).toEqual(['100.1']);
  });

  it('reads quotes, dashes and spacing of another style as the same text', () => {
    const older = [rule('1', 'Game Concepts'), rule('100', 'General'), rule('100.1', `A player's "deck" - at least 60 cards.`)];
    const newer = [rule('1', 'Game Concepts'), rule('100', 'General'), rule('100.1', 'A player’s “deck” — at least  60 cards.')];
    expect(buildChangeList(version(1, older), version(2, newer)).counts).toMatchObject({ changed: 0, unchanged: 3 });
  });

  it('gives the glossary its own changes: renamed by definition, changed, added, removed', () => {
    const older: GlossaryEntry[] = [
      { term: 'Tribal', senses: ['A card type. Whether or not a tribal is a permanent depends on its other card type.'], obsolete: false },
      { term: 'Bury', senses: ['To put a permanent into its owner’s graveyard.'], obsolete: false },
      { term: 'Ability', senses: ['Text on an object that explains what that object does.'], obsolete: false },
    ];
    const newer: GlossaryEntry[] = [
      {
        term: 'Kindred',
        senses: ['A card type. Whether or not a kindred is a permanent depends on its other card type.'],
        obsolete: false,
      },
      { term: 'Tribal', senses: ['An obsolete card type that has been renamed.'], obsolete: true },
      { term: 'Ability', senses: ['Text on an object that explains what the object does.'], obsolete: false },
      { term: 'Umbra Armor', senses: ['A keyword ability that prevents an enchanted permanent from being destroyed.'], obsolete: false },
    ];
    const rules = keywordRules(keywords);
    const { glossary, counts } = buildChangeList(version(1, rules, older), version(2, rules, newer));
    expect(glossary.renamed).toEqual([{ from: 'Tribal', to: 'Kindred', changed: false }]);
    expect(glossary.added.map((g) => g.term)).toEqual(['Tribal', 'Umbra Armor']);
    expect(glossary.removed.map((g) => g.term)).toEqual(['Bury']);
    expect(glossary.changed.map((g) => g.term)).toEqual(['Ability']);
    expect(counts).toMatchObject({ glossaryAdded: 2, glossaryRemoved: 1, glossaryChanged: 1, glossaryRenamed: 1 });
  });
});
