// The embedded type catalog: every list of CR 205 as the April 17, 2026 Comprehensive Rules give it.
// These are fact tables (names only, the subtype lists in ./cr205/); the rules' prose is not copied. A later import
// replaces them per CR release.
import { err, ok, type Result } from '../result.ts';
import { embeddedKeywordHeadings, embeddedKeywordVariants, keywordsOfHeadings } from './keywords.ts';
import { type SubtypeKind, subtypeKinds, type TypeCatalog, type TypedSubtype } from './model.ts';
import { capitalizeWords, textKey } from '../text/index.ts';
import { creatureTypes } from './cr205/creatureTypes.ts';
import {
  artifactTypes,
  enchantmentTypes,
  landTypes,
  planeswalkerTypes,
  spellTypes,
  planarTypes,
  dungeonTypes,
  battleTypes,
  basicLandTypes,
} from './cr205/subtypeLists.ts';

/** Card types, CR 205.2a, in the CR's order. */
const cardTypes: readonly string[] = [
  'Artifact',
  'Battle',
  'Conspiracy',
  'Creature',
  'Dungeon',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Phenomenon',
  'Plane',
  'Planeswalker',
  'Scheme',
  'Sorcery',
  'Vanguard',
];

/** Supertypes, CR 205.4a, in the CR's order. */
const supertypes: readonly string[] = ['Basic', 'Legendary', 'Ongoing', 'Snow', 'World'];

export const embeddedCatalog: TypeCatalog = {
  cardTypes,
  supertypes,
  subtypes: {
    artifact: artifactTypes,
    enchantment: enchantmentTypes,
    land: landTypes,
    planeswalker: planeswalkerTypes,
    spell: spellTypes,
    creature: creatureTypes,
    planar: planarTypes,
    dungeon: dungeonTypes,
    battle: battleTypes,
  },
  basicLandTypes,
  source: 'embedded (CR April 17, 2026)',
  keywordAbilities: [...keywordsOfHeadings(embeddedKeywordHeadings), ...embeddedKeywordVariants],
  typeGroups: {
    historic: ['legendary', 'artifact', 'Saga'],
    outlaw: ['Assassin', 'Mercenary', 'Pirate', 'Rogue', 'Warlock'],
  },
};

/** Which card types each kind of subtype belongs to (205.3g–205.3q; 205.3r: the other card types have none). */
const cardTypesByKind: Readonly<Record<SubtypeKind, readonly string[]>> = {
  artifact: ['Artifact'], // 205.3g
  enchantment: ['Enchantment'], // 205.3h
  land: ['Land'], // 205.3i
  planeswalker: ['Planeswalker'], // 205.3j
  spell: ['Instant', 'Sorcery'], // 205.3k
  creature: ['Creature', 'Kindred'], // 205.3m
  planar: ['Plane'], // 205.3n
  dungeon: ['Dungeon'], // 205.3p
  battle: ['Battle'], // 205.3q
};

/** The rule that lists each kind's subtypes. */
export const ruleOfKind: Readonly<Record<SubtypeKind, string>> = {
  artifact: '205.3g',
  enchantment: '205.3h',
  land: '205.3i',
  planeswalker: '205.3j',
  spell: '205.3k',
  creature: '205.3m',
  planar: '205.3n',
  dungeon: '205.3p',
  battle: '205.3q',
};

/** The card types whose subtypes are of `kind`: creature → Creature and Kindred (205.3m). */
export function cardTypesOfKind(kind: SubtypeKind): readonly string[] {
  return cardTypesByKind[kind];
}

/** The kinds of subtype a card type can have, any letter case; "Tribal" is Kindred's pre-2024 name (308.3). */
export function kindsOfCardType(cardType: string): SubtypeKind[] {
  const key = textKey(cardType) === 'tribal' ? 'kindred' : textKey(cardType);
  return subtypeKinds.filter((kind) => cardTypesByKind[kind].some((type) => textKey(type) === key));
}

/** Subtypes to add to a catalog's lists, by kind. */
export type SubtypeAdditions = Partial<Readonly<Record<SubtypeKind, readonly string[]>>>;

/** `additions` with `subtypes` appended to their kinds' lists (a new object: both are left as they are). */
export function withAdded(additions: SubtypeAdditions, subtypes: readonly TypedSubtype[]): SubtypeAdditions {
  const merged: Partial<Record<SubtypeKind, string[]>> = {};
  for (const kind of subtypeKinds) if (additions[kind] !== undefined) merged[kind] = [...additions[kind]];
  for (const { name, kind } of subtypes) (merged[kind] ??= []).push(name);
  return merged;
}

/** The catalog with `additions` appended to their kinds' lists; a name a list already holds (any letter case) is not repeated. */
export function withSubtypes(catalog: TypeCatalog, additions: SubtypeAdditions): TypeCatalog {
  let subtypes = catalog.subtypes;
  for (const kind of subtypeKinds) {
    const listed = new Set(subtypes[kind].map(textKey));
    const fresh: string[] = [];
    for (const name of additions[kind] ?? []) {
      if (listed.has(textKey(name))) continue;
      listed.add(textKey(name));
      fresh.push(name);
    }
    if (fresh.length > 0) subtypes = { ...subtypes, [kind]: [...subtypes[kind], ...fresh] };
  }
  return subtypes === catalog.subtypes ? catalog : { ...catalog, subtypes };
}

/** The lists one CR release gives, as read from its rules; card types and supertypes may be lower case. */
export interface CatalogLists {
  readonly cardTypes: readonly string[];
  readonly supertypes: readonly string[];
  readonly subtypes: Partial<Readonly<Record<SubtypeKind, readonly string[]>>>;
  readonly basicLandTypes: readonly string[];
  readonly source: string;
  /** The 702 headings' keyword names; an older import without them uses the embedded ones. */
  readonly keywordAbilities?: readonly string[];
  /** Terms defined as any of several types; an older import without them uses the embedded ones. */
  readonly typeGroups?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Builds a catalog from lists read out of an imported CR. Kinds an older CR lacks (battle before 2023) are empty;
 * card types and supertypes are capitalised as a type line prints them.
 */
export function catalogFromLists(lists: CatalogLists): Result<TypeCatalog> {
  if (lists.cardTypes.length === 0)
    return err({ code: 'no-card-types', message: 'the list of card types (205.2a) is empty', at: '205.2a' });
  if (lists.supertypes.length === 0)
    return err({ code: 'no-supertypes', message: 'the list of supertypes (205.4a) is empty', at: '205.4a' });
  const landKeys = new Set((lists.subtypes.land ?? []).map(textKey));
  const strayBasic = lists.basicLandTypes.find((name) => !landKeys.has(textKey(name)));
  if (strayBasic !== undefined) {
    return err({ code: 'basic-not-land-type', message: `basic land type "${strayBasic}" is not in the land types`, at: '205.3i' });
  }
  const subtypes = Object.fromEntries(subtypeKinds.map((kind) => [kind, [...(lists.subtypes[kind] ?? [])]])) as Record<
    SubtypeKind,
    string[]
  >;
  return ok({
    cardTypes: lists.cardTypes.map((name) => capitalizeWords(name.trim())),
    supertypes: lists.supertypes.map((name) => capitalizeWords(name.trim())),
    subtypes,
    basicLandTypes: [...lists.basicLandTypes],
    source: lists.source,
    keywordAbilities:
      lists.keywordAbilities !== undefined && lists.keywordAbilities.length > 0
        ? [...lists.keywordAbilities]
        : embeddedCatalog.keywordAbilities!,
    typeGroups: lists.typeGroups !== undefined && Object.keys(lists.typeGroups).length > 0 ? lists.typeGroups : embeddedCatalog.typeGroups!,
  });
}
