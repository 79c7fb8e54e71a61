import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeShared, sharedData } from '../../test/support/shared.ts';
import type { RuleEntry, RulesDocument } from './model.ts';
import { parseRulesDocument } from './parse.ts';
import { extractTypeLists } from './subtypes.ts';

const entry = (number: string, text: string): RuleEntry => ({ number, kind: 'entry', parent: null, text, examples: [] });

const document = (entries: RuleEntry[]): RulesDocument => ({
  title: 'Keyword rules',
  kind: 'comprehensive-rules',
  effectiveDate: null,
  entries: [
    entry('205.2a', 'The card types are artifact, creature, and land.'),
    entry('205.4a', 'The supertypes are basic and legendary.'),
    ...entries,
  ],
  glossary: [],
  references: [],
});

describe('keyword abilities of a CR (702)', () => {
  it('names each titled 702 rule after the introduction, and the variants its subrules name', () => {
    const lists = extractTypeLists(
      document([
        entry('702.1', 'General'),
        entry('702.1a', 'Keyword abilities are listed here.'),
        entry('702.2', 'Deathtouch'),
        entry('702.33', 'Kicker'),
        entry('702.33c', 'Multikicker is a variant of the kicker ability. “Multikicker [cost]” means …'),
        entry('702.11d', '“Hexproof from [quality]” is a variant of the hexproof ability.'),
        entry('702.145', 'Daybound and Nightbound'),
        entry('702.145a', 'Daybound and nightbound are found on some double-faced cards.'),
      ]),
    );
    expect(lists?.keywordAbilities).toEqual(['Deathtouch', 'Kicker', 'Daybound', 'Nightbound', 'Multikicker']);
  });
});

describeShared('keyword abilities of each CR release', () => {
  const read = (name: string) => {
    const parsed = parseRulesDocument(new Uint8Array(readFileSync(sharedData(name))));
    if (!parsed.ok) throw new Error(parsed.error.message);
    return extractTypeLists(parsed.value)?.keywordAbilities ?? [];
  };

  it('reads the keywords of the release imported: 2017 has Totem Armor and no Ward, 2026 the reverse', () => {
    const old = read('cr-2017-09-29.txt');
    const current = read('cr-2026-04-17.txt');
    expect(old).toEqual(expect.arrayContaining(['Flying', 'Totem Armor', 'Megamorph']));
    expect(old).not.toContain('Ward');
    expect(current).toEqual(expect.arrayContaining(['Flying', 'Ward', 'Megamorph']));
    expect(current).not.toContain('Totem Armor');
  });
});
