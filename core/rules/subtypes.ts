// The type lists a CR states in 205.2a (card types), 205.3g–205.3q (subtypes) and 205.4a (supertypes).
// Read by wording, not letter, because the letters move between releases (205.3p is dungeon in 2026, nothing in 2017).
import type { CatalogLists } from '../types/catalog.ts';
import { keywordsOfHeadings, keywordVariantsOf } from '../types/keywords.ts';
import type { SubtypeKind } from '../types/model.ts';
import type { RulesDocument } from './model.ts';

/** "these subtypes are called creature types" → creature. */
const kindByName: Readonly<Record<string, SubtypeKind>> = {
  artifact: 'artifact',
  enchantment: 'enchantment',
  land: 'land',
  planeswalker: 'planeswalker',
  spell: 'spell',
  creature: 'creature',
  planar: 'planar',
  dungeon: 'dungeon',
  battle: 'battle',
};

/** "A, B (see rule 301.5), and C." → ["A", "B", "C"]. */
export function splitList(list: string): string[] {
  return list
    .replace(/\s*\((?:see|See)[^)]*\)/g, '')
    .replace(/\.\s*$/, '')
    .split(/,\s*(?:and\s+|or\s+)?|\s+and\s+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The list after `lead` up to the end of that sentence. */
function listAfter(text: string, lead: RegExp): string[] {
  const match = new RegExp(`${lead.source}\\s*([^]*?)\\.(?:\\s|$)`, 'i').exec(text);
  return match ? splitList(match[1]!) : [];
}

export function extractTypeLists(document: RulesDocument): CatalogLists | null {
  const typeLine = document.entries.filter((e) => /^205\.\d+[a-z]?$/.test(e.number));
  const text = (number: string): string => typeLine.find((e) => e.number === number)?.text ?? '';
  const cardTypes = listAfter(text('205.2a'), /The card types are/);
  const supertypes = listAfter(text('205.4a'), /The supertypes are/);
  if (cardTypes.length === 0 || supertypes.length === 0) return null;
  const subtypes: Partial<Record<SubtypeKind, string[]>> = {};
  let basicLandTypes: string[] = [];
  for (const entry of typeLine) {
    const named = /called (?:an? )?(\w+) types?\b/i.exec(entry.text);
    const kind = named ? kindByName[named[1]!.toLowerCase()] : undefined;
    if (!kind || !/^205\.3/.test(entry.number)) continue;
    const twoWord = listAfter(entry.text, /two words long:/);
    const list = [
      ...twoWord,
      ...listAfter(entry.text, /(?:The \w+ types are|All other creature types are one word long:|That \w+ type is)/),
    ];
    subtypes[kind] = list;
    if (kind === 'land') basicLandTypes = listAfter(entry.text, /Of that list,/).map((s) => s.replace(/ are the basic land types$/, ''));
  }
  const land = subtypes.land ?? [];
  if (basicLandTypes.length === 0) basicLandTypes = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].filter((t) => land.includes(t));
  const source = `CR ${document.effectiveDate ?? document.title}`;
  // 702.2 onward: each keyword ability's rule is headed by its name (702.1 is the section's own introduction)
  const headings = document.entries.filter((e) => /^702\.\d+$/.test(e.number) && e.number !== '702.1');
  const subrules = document.entries.filter((e) => /^702\.\d+[a-z]$/.test(e.number)).map((e) => e.text);
  const keywordAbilities = [
    ...keywordsOfHeadings(headings.map((e) => e.text).filter((text) => text.length <= 40 && !text.endsWith('.'))),
    ...keywordVariantsOf(subrules),
  ];
  return { cardTypes, supertypes, subtypes, basicLandTypes, source, keywordAbilities, typeGroups: typeGroupsOf(document) };
}

/** "The term outlaw refers to an object that has the Assassin, Mercenary, … and/or Warlock creature types." */
const typeGroupRule = /^The term (\w+) refers to an? (?:object|permanent|card|spell) that has (.+?)\.$/;

/**
 * The terms a CR defines as any of several types, read by wording wherever they stand (outlaw and historic are 700.x
 * rules in 2026): "the legendary supertype, the artifact card type, or the Saga subtype" → legendary, artifact, Saga.
 */
function typeGroupsOf(document: RulesDocument): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const entry of document.entries) {
    const rule = typeGroupRule.exec(entry.text);
    if (rule === null) continue;
    const members = rule[2]!.split(/,\s*(?:and\/or\s+|and\s+|or\s+)?|\s+(?:and\/or|and|or)\s+/).map((item) =>
      item
        .replace(/^the\s+/, '')
        .replace(/\s+(?:creature |card )?(?:sub|super)?types?$/, '')
        .trim(),
    );
    if (members.length > 1 && members.every((member) => /^[A-Za-z][\w'-]*(?: [A-Z][\w'-]*)?$/.test(member)))
      groups[rule[1]!.toLowerCase()] = members;
  }
  return groups;
}
