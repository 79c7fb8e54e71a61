// The embedded catalog against the newest CR in ../shared: every list, name for name.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeShared, sharedData } from '../../test/support/shared.ts';
import { parseRulesDocument } from '../rules/parse.ts';
import { extractTypeLists } from '../rules/subtypes.ts';
import { embeddedCatalog, ruleOfKind } from './catalog.ts';
import { subtypeKinds } from './model.ts';

/** The names a rule lists after `lead`, up to the sentence's end: "A (see rule 1), B, and C." → A, B, C. */
function listedAfter(rule: string, lead: RegExp): string[] {
  const tail = rule.split(lead)[1] ?? '';
  const sentence = tail.replace(/\s*\(see rule[^)]*\)/g, '').split(/\.(?:\s|$)/)[0]!;
  return sentence
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

describeShared('embedded catalog = cr-2026-04-17.txt', () => {
  const text = readFileSync(sharedData('cr-2026-04-17.txt'), 'utf8');
  const rule = (number: string) => text.split('\n').find((line) => line.startsWith(`${number} `)) ?? '';
  const title = (name: string) => name[0]!.toUpperCase() + name.slice(1);

  it('card types (205.2a) and supertypes (205.4a)', () => {
    expect(listedAfter(rule('205.2a'), /The card types are /).map(title)).toEqual(embeddedCatalog.cardTypes);
    expect(listedAfter(rule('205.4a'), /The supertypes are /).map(title)).toEqual(embeddedCatalog.supertypes);
  });

  it.each(subtypeKinds.filter((kind) => kind !== 'creature'))('%s types', (kind) => {
    const listed = listedAfter(rule(ruleOfKind[kind]), / types? (?:are|is) /);
    expect(listed).toEqual(embeddedCatalog.subtypes[kind]);
  });

  it('creature types (205.3m): Time Lord, then the one-word list', () => {
    const line = rule('205.3m');
    expect(line).toContain('Time Lord');
    expect(['Time Lord', ...listedAfter(line, /one word long: /)]).toEqual(embeddedCatalog.subtypes.creature);
  });

  it('basic land types (205.3i)', () => {
    expect(listedAfter(rule('205.3i'), /Of that list, /).map((s) => s.replace(/ are the basic land types$/, ''))).toEqual(
      embeddedCatalog.basicLandTypes,
    );
  });

  it('keyword abilities: the 702 headings and the variants their subrules name, as an import reads them', () => {
    const document = parseRulesDocument(new Uint8Array(readFileSync(sharedData('cr-2026-04-17.txt'))));
    if (!document.ok) throw new Error(document.error.message);
    const read = extractTypeLists(document.value)?.keywordAbilities;
    expect(read).toEqual(embeddedCatalog.keywordAbilities);
    expect(read).toEqual(expect.arrayContaining(['Flying', 'Ward', 'Megamorph', 'Multikicker', 'Daybound', 'Nightbound']));
  });
});

describeShared('terms defined as any of several types, read from each CR', () => {
  const groupsOf = (file: string) => {
    const document = parseRulesDocument(new Uint8Array(readFileSync(sharedData(file))));
    if (!document.ok) throw new Error(document.error.message);
    return extractTypeLists(document.value)?.typeGroups;
  };
  it('the April 2026 CR gives the embedded ones: outlaw and historic', () => {
    expect(groupsOf('cr-2026-04-17.txt')).toEqual(embeddedCatalog.typeGroups);
  });
  it('the 2024 CR has historic but no outlaw yet; the 2017 CR has neither', () => {
    expect(groupsOf('cr-2024-03-08.txt')).toEqual({ historic: ['legendary', 'artifact', 'Saga'] });
    expect(groupsOf('cr-2017-09-29.txt')).toEqual({});
  });
});
