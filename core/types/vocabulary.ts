// A catalog turned into look-up tables, built once per catalog: every word of CR 205 by its comparison key.
import type { SubtypeKind, TypeCatalog } from './model.ts';
import { subtypeKinds } from './model.ts';
import { textKey } from '../text/index.ts';

export interface SubtypeEntry {
  readonly name: string;
  /** Every kind the name is a subtype of, in CR order ("Spacecraft": artifact and planar). */
  readonly kinds: readonly SubtypeKind[];
}

export interface Vocabulary {
  readonly catalog: TypeCatalog;
  readonly cardTypes: ReadonlyMap<string, string>;
  readonly supertypes: ReadonlyMap<string, string>;
  readonly subtypes: ReadonlyMap<string, SubtypeEntry>;
  /** Every subtype name of every kind, for suggestions. */
  readonly allSubtypes: readonly string[];
  /** The most words any one subtype has ("Outside Mutter’s Spiral": 3). */
  readonly longestSubtype: number;
}

const built = new WeakMap<TypeCatalog, Vocabulary>();

export function vocabularyOf(catalog: TypeCatalog): Vocabulary {
  const cached = built.get(catalog);
  if (cached) return cached;
  const subtypes = new Map<string, SubtypeEntry>();
  const allSubtypes: string[] = [];
  let longestSubtype = 1;
  for (const kind of subtypeKinds) {
    for (const name of catalog.subtypes[kind] ?? []) {
      const key = textKey(name);
      const known = subtypes.get(key);
      if (known) {
        if (!known.kinds.includes(kind)) subtypes.set(key, { name: known.name, kinds: [...known.kinds, kind] });
        continue;
      }
      subtypes.set(key, { name, kinds: [kind] });
      allSubtypes.push(name);
      longestSubtype = Math.max(longestSubtype, key.split(' ').length);
    }
  }
  const vocabulary: Vocabulary = {
    catalog,
    cardTypes: new Map(catalog.cardTypes.map((name) => [textKey(name), name])),
    supertypes: new Map(catalog.supertypes.map((name) => [textKey(name), name])),
    subtypes,
    allSubtypes,
    longestSubtype,
  };
  built.set(catalog, vocabulary);
  return vocabulary;
}

/** "creature type", "land type", "spell type", "planar type": how the CR names each kind's subtypes. */
export function kindNoun(kind: SubtypeKind): string {
  return `${kind} type`;
}

/** The catalog's card type for a word; Tribal and Kindred name one card type in any release (308.3). */
export function cardTypeNamed(vocabulary: Vocabulary, key: string): string | undefined {
  const renamed: Readonly<Record<string, string>> = { tribal: 'kindred', kindred: 'tribal' };
  return vocabulary.cardTypes.get(key) ?? (renamed[key] === undefined ? undefined : vocabulary.cardTypes.get(renamed[key]));
}
