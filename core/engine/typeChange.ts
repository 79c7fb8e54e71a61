// Layer 4 type-changing effects exactly as CR 205.1a/b, 205.3d, 205.4b and 305.7 word them.
import type { SubtypeKind, TypeCatalog, TypedSubtype } from '../types/model.ts';
import { textKey } from '../text/index.ts';
import { key, kindsOf } from './words.ts';
import type { Ability, Characteristics, TypeChange } from './model.ts';

/** A layer-4 change that changes nothing but what `fields` sets: the reader, the CDA keywords and the tests build theirs from it. */
export const typeChange = (fields: Partial<Omit<TypeChange, 'op'>> = {}): TypeChange => ({
  op: 'type',
  cardTypes: [],
  subtypes: [],
  supertypes: [],
  allCreatureTypes: false,
  allBasicLandTypes: false,
  chosenType: false,
  loseAllCreatureTypes: false,
  loseAllLandTypes: false,
  loseCardTypes: [],
  retain: 'none',
  ...fields,
});

const same = (a: string, b: string): boolean => a === b || key(a) === key(b);
// Plain loops, no closures: these run for every layer-4 application and every subtype filter test.
const has = (list: readonly string[], name: string): boolean => {
  for (const item of list) if (same(item, name)) return true;
  return false;
};
/** `a` itself when `b` adds nothing (no copy: this runs for every layer-4 application). */
const union = (a: readonly string[], b: readonly string[]): readonly string[] => {
  let result: string[] | null = null;
  for (const name of b) if (!has(a, name)) (result ??= [...a]).push(name);
  return result ?? a;
};

/**
 * The kinds of subtype the card types allow (205.3c/d); Kindred carries creature types (205.3m). Memoised by the
 * card types themselves (no weak maps, no key string for one or two types: this runs for every filter test).
 */
const kindsOfOne = new Map<string, Set<SubtypeKind>>();
const kindsOfTwo = new Map<string, Map<string, Set<SubtypeKind>>>();
const kindsOfMore = new Map<string, Set<SubtypeKind>>();
const kindsOfNone = new Set<SubtypeKind>();

const kindSet = (cardTypes: readonly string[]): Set<SubtypeKind> => new Set(cardTypes.flatMap((type) => kindsOf(type)));

export function kindsAllowed(cardTypes: readonly string[]): ReadonlySet<SubtypeKind> {
  if (cardTypes.length === 0) return kindsOfNone;
  let found: Set<SubtypeKind> | undefined;
  if (cardTypes.length === 1) {
    found = kindsOfOne.get(cardTypes[0]!);
    if (found === undefined) kindsOfOne.set(cardTypes[0]!, (found = kindSet(cardTypes)));
  } else if (cardTypes.length === 2) {
    let second = kindsOfTwo.get(cardTypes[0]!);
    if (second === undefined) kindsOfTwo.set(cardTypes[0]!, (second = new Map()));
    found = second.get(cardTypes[1]!);
    if (found === undefined) second.set(cardTypes[1]!, (found = kindSet(cardTypes)));
  } else {
    const cacheKey = cardTypes.join('|');
    found = kindsOfMore.get(cacheKey);
    if (found === undefined) kindsOfMore.set(cacheKey, (found = kindSet(cardTypes)));
  }
  return found;
}

/** Subtypes the object shows now: those of a kind its card types carry (205.1a: the rest are removed while their type is gone). */
export function visibleSubtypes(chars: Characteristics): readonly TypedSubtype[] {
  const kinds = kindsAllowed(chars.cardTypes);
  for (const subtype of chars.subtypes) if (!kinds.has(subtype.kind)) return chars.subtypes.filter((item) => kinds.has(item.kind));
  return chars.subtypes; // all shown: no copy
}

/** The creature types an object has now (205.3m): those its card types show, every one for a changeling (702.73a). */
function creatureTypesOf(chars: Characteristics): { every: boolean; names: Set<string> } {
  const shown = visibleSubtypes(chars).filter((subtype) => subtype.kind === 'creature');
  const every = chars.allCreatureTypes && (chars.cardTypes.includes('Creature') || chars.cardTypes.includes('Kindred'));
  return { every, names: new Set(shown.map((subtype) => subtype.name)) };
}

/** Whether two objects have at least one creature type in common. */
export function sharesCreatureType(a: Characteristics, b: Characteristics): boolean {
  const [first, second] = [creatureTypesOf(a), creatureTypesOf(b)];
  if (first.every) return second.every || second.names.size > 0;
  if (second.every) return first.names.size > 0;
  for (const name of first.names) if (second.names.has(name)) return true;
  return false;
}

const creatureTypeKeys = new WeakMap<TypeCatalog, Set<string>>();

function isCreatureType(name: string, catalog: TypeCatalog): boolean {
  let keys = creatureTypeKeys.get(catalog);
  if (keys === undefined) {
    keys = new Set(catalog.subtypes.creature.map(textKey));
    creatureTypeKeys.set(catalog, keys);
  }
  return keys.has(key(name));
}

/** Whether the object has a subtype now; "every creature type" counts for creature types (702.73a). */
export function hasSubtype(chars: Characteristics, name: string, catalog: TypeCatalog): boolean {
  const kinds = kindsAllowed(chars.cardTypes);
  for (const subtype of chars.subtypes) if (kinds.has(subtype.kind) && same(subtype.name, name)) return true; // visible ones only (205.1a)
  return chars.allCreatureTypes && kinds.has('creature') && isCreatureType(name, catalog);
}

function hasTyped(list: readonly TypedSubtype[], subtype: TypedSubtype): boolean {
  for (const item of list) if (item.kind === subtype.kind && same(item.name, subtype.name)) return true;
  return false;
}

const ofKind = (list: readonly TypedSubtype[], kind: SubtypeKind): boolean => {
  for (const item of list) if (item.kind === kind) return true;
  return false;
};

/** `existing` itself when every added subtype is already there (no copy: this runs for every layer-4 application). */
function addSubtypes(existing: readonly TypedSubtype[], added: readonly TypedSubtype[]): readonly TypedSubtype[] {
  let result: TypedSubtype[] | null = null;
  for (const subtype of added) {
    if (hasTyped(result ?? existing, subtype)) continue;
    result ??= [...existing];
    result.push(subtype);
  }
  return result ?? existing;
}

/** The intrinsic mana ability of a basic land type (305.6). */
export function intrinsicManaAbility(basicLandType: string): string {
  const symbol: Record<string, string> = { plains: 'W', island: 'U', swamp: 'B', mountain: 'R', forest: 'G' };
  return `{T}: Add {${symbol[textKey(basicLandType)] ?? '?'}}.`;
}

export interface TypeChangeOutcome {
  readonly chars: Characteristics;
  /** 305.7 applied: land types set to basic land types, so rules-text and copy abilities were lost. */
  readonly basicLandTypesSet: boolean;
  readonly rules: readonly string[];
}

/** The rules a type change can cite, in the order it cites them; each combination is one shared list. */
const typeRuleOrder = ['205.1b', '205.1a', '205.3d', '702.73a', '205.4b', '305.7'] as const;
type TypeRule = (typeof typeRuleOrder)[number];
const typeRuleLists = new Map<number, readonly string[]>();

function typeRules(mask: number): readonly string[] {
  let found = typeRuleLists.get(mask);
  if (found === undefined) {
    found = typeRuleOrder.filter((_rule, bit) => (mask & (1 << bit)) !== 0);
    typeRuleLists.set(mask, found);
  }
  return found;
}

const ruleBit = (rule: TypeRule): number => 1 << typeRuleOrder.indexOf(rule);

/** `list` itself when no item is dropped (no copy: this runs for every layer-4 application). */
function keepOnly<T>(list: readonly T[], keep: (item: T) => boolean): readonly T[] {
  for (let i = 0; i < list.length; i++) if (!keep(list[i]!)) return list.filter(keep);
  return list;
}

const isInstantOrSorcery = (type: string): boolean => same(type, 'Instant') || same(type, 'Sorcery');
/** 305.7: granted abilities and the intrinsic mana abilities stay. */
const survives305_7 = (ability: Ability): boolean => ability.origin === 'granted' || ability.origin === 'intrinsic';

function sharesKind(list: readonly TypedSubtype[], other: readonly TypedSubtype[]): boolean {
  for (const item of list) if (ofKind(other, item.kind)) return true;
  return false;
}

const basicLandSubtypes = new WeakMap<TypeCatalog, readonly TypedSubtype[]>();

function basicLandSubtypesOf(catalog: TypeCatalog): readonly TypedSubtype[] {
  let found = basicLandSubtypes.get(catalog);
  if (found === undefined) {
    found = catalog.basicLandTypes.map((name) => ({ name, kind: 'land' as const }));
    basicLandSubtypes.set(catalog, found);
  }
  return found;
}

/** Applies one layer-4 change, with `chosen` already resolved into `change.subtypes`; `chars` itself when nothing changes. */
export function applyTypeChange(chars: Characteristics, change: TypeChange, catalog: TypeCatalog): TypeChangeOutcome {
  let rules = 0;
  let cardTypes: readonly string[] = chars.cardTypes;
  let subtypes: readonly TypedSubtype[] = chars.subtypes;
  let allCreatureTypes = chars.allCreatureTypes;
  let added: readonly TypedSubtype[] = change.subtypes;
  if (change.allBasicLandTypes) added = addSubtypes(added, basicLandSubtypesOf(catalog));

  if (change.retain === 'all') {
    cardTypes = union(cardTypes, change.cardTypes); // 205.1b: every prior type is kept
    rules |= ruleBit('205.1b');
  } else if (change.retain === 'allButCreatureTypes') {
    cardTypes = union(cardTypes, change.cardTypes); // 205.1b: "[creature types] artifact creature"
    if (ofKind(subtypes, 'creature')) subtypes = subtypes.filter((subtype) => subtype.kind !== 'creature');
    allCreatureTypes = false;
    rules |= ruleBit('205.1b');
  } else if (change.cardTypes.length > 0) {
    // 205.1a: new card types replace the old ones, but an instant or sorcery keeps that type
    const replaced = cardTypes.some(isInstantOrSorcery) ? union(change.cardTypes, cardTypes.filter(isInstantOrSorcery)) : change.cardTypes;
    if (!(replaced.length === cardTypes.length && replaced.every((type, i) => type === cardTypes[i]))) cardTypes = [...replaced];
    rules |= ruleBit('205.1a');
  }

  if (change.loseCardTypes.length > 0) {
    // 205.1a: a card type removed takes the subtypes of its kind with it, unless another card type it has keeps them
    const kept = cardTypes.filter((type) => !has(change.loseCardTypes, type));
    if (kept.length < cardTypes.length) cardTypes = kept;
    rules |= ruleBit('205.1a');
  }

  let basicLandTypesSet = false;
  if (change.retain === 'none' && added.length > 0) {
    // 205.1a: new subtypes replace only the existing subtypes of the same kind
    if (sharesKind(subtypes, added)) subtypes = subtypes.filter((subtype) => !ofKind(added, subtype.kind));
    if (ofKind(added, 'creature')) allCreatureTypes = false;
    let landTypes = 0;
    let basic = true;
    for (const subtype of added) {
      if (subtype.kind !== 'land') continue;
      landTypes++;
      if (!has(catalog.basicLandTypes, subtype.name)) basic = false;
    }
    basicLandTypesSet = landTypes > 0 && basic;
    rules |= ruleBit('205.1a');
  }
  if (change.loseAllCreatureTypes) {
    if (ofKind(subtypes, 'creature')) subtypes = subtypes.filter((subtype) => subtype.kind !== 'creature');
    allCreatureTypes = false;
  }
  if (change.loseAllLandTypes && ofKind(subtypes, 'land')) subtypes = subtypes.filter((subtype) => subtype.kind !== 'land');
  // 205.3d: an object can't gain a subtype that doesn't correspond to one of its card types
  const kinds = kindsAllowed(cardTypes);
  let gainable = added;
  for (const subtype of added) {
    if (kinds.has(subtype.kind)) continue;
    gainable = added.filter((item) => kinds.has(item.kind));
    break;
  }
  if (gainable.length < added.length) rules |= ruleBit('205.3d');
  subtypes = addSubtypes(subtypes, gainable);
  if (change.allCreatureTypes) {
    if (kinds.has('creature')) allCreatureTypes = true;
    rules |= ruleBit('702.73a');
  }
  const supertypes = union(chars.supertypes, change.supertypes); // 205.4b: supertypes are gained independently
  if (change.supertypes.length > 0) rules |= ruleBit('205.4b');

  // 305.7, last sentence: a land gaining land types in addition keeps its land types and rules text
  if (change.retain !== 'none' && kinds.has('land') && ofKind(gainable, 'land')) rules |= ruleBit('305.7');
  let abilities: readonly Ability[] = chars.abilities;
  if (basicLandTypesSet && kinds.has('land')) {
    // 305.7: loses rules-text and copy abilities (granted ones stay); mana abilities follow the new types (305.6)
    abilities = keepOnly(abilities, survives305_7);
    rules |= ruleBit('305.7');
  }
  if (subtypes !== chars.subtypes && sameSubtypes(subtypes, chars.subtypes)) subtypes = chars.subtypes; // replaced by the same ones
  const unchanged =
    cardTypes === chars.cardTypes &&
    subtypes === chars.subtypes &&
    allCreatureTypes === chars.allCreatureTypes &&
    supertypes === chars.supertypes &&
    abilities === chars.abilities;
  return {
    chars: unchanged ? chars : { ...chars, cardTypes, subtypes, allCreatureTypes, supertypes, abilities },
    basicLandTypesSet,
    rules: typeRules(rules),
  };
}

function sameSubtypes(a: readonly TypedSubtype[], b: readonly TypedSubtype[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.name !== b[i]!.name || a[i]!.kind !== b[i]!.kind) return false;
  return true;
}

const isIntrinsic = (ability: Ability): boolean => ability.origin === 'intrinsic';

function hasBasicLandType(chars: Characteristics, catalog: TypeCatalog): boolean {
  const kinds = kindsAllowed(chars.cardTypes);
  if (!kinds.has('land')) return false;
  for (const subtype of chars.subtypes) if (subtype.kind === 'land' && has(catalog.basicLandTypes, subtype.name)) return true;
  return false;
}

/** 305.6: a land with basic land types has their mana abilities; they go when the types go. */
export function withIntrinsicManaAbilities(chars: Characteristics, catalog: TypeCatalog): Characteristics {
  if (!hasBasicLandType(chars, catalog) && !chars.abilities.some(isIntrinsic)) return chars; // nothing to add or take away, no lists built
  const basics = visibleSubtypes(chars).filter((subtype) => subtype.kind === 'land' && has(catalog.basicLandTypes, subtype.name));
  const wanted = basics.map((subtype) => intrinsicManaAbility(subtype.name));
  const kept = chars.abilities.filter((ability) => ability.origin !== 'intrinsic' || wanted.includes(ability.text));
  const missing = wanted.filter((text) => !kept.some((ability) => ability.text === text));
  if (missing.length === 0 && kept.length === chars.abilities.length) return chars; // unchanged: the same object keeps its memoised results
  return { ...chars, abilities: [...kept, ...missing.map((text) => ({ text, origin: 'intrinsic' as const, via: 'rule 305.6' }))] };
}
