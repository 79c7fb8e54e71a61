// The reader's vocabulary, all from the type catalog of the CR in use: card types, supertypes and subtypes (205),
// keyword abilities (702 headings). Colors (105.1) are the five the rules name; nothing here is a list typed for cards.
import { embeddedCatalog } from '../../types/catalog.ts';
import type { SubtypeKind, TypeCatalog, TypedSubtype } from '../../types/model.ts';
import { textKey } from '../../text/index.ts';
import type { Color, ColorTest, TypeTest } from '../model.ts';
import { keysOf, tokenize, type Span } from './tokens.ts';

export const colorWords: Readonly<Record<string, Color>> = { white: 'white', blue: 'blue', black: 'black', red: 'red', green: 'green' };

const colorTests: Readonly<Record<string, ColorTest>> = {
  ...colorWords,
  colorless: 'colorless',
  multicolored: 'multicolored',
  monocolored: 'monocolored',
};
export const colorTestOf = (word: string): ColorTest | null => colorTests[word] ?? null;

/** Plurals of subtypes that no suffix rule gives ("Mice", "Fungi"). */
const irregularPlurals: Readonly<Record<string, string>> = {
  mice: 'mouse',
  oxen: 'ox',
  geese: 'goose',
  fungi: 'fungus',
  cyclopes: 'cyclops',
  homunculi: 'homunculus',
  octopi: 'octopus',
};

/** The word and the singulars it may be the plural of. */
export function singular(word: string): string[] {
  const w = textKey(word);
  const forms = [w];
  if (irregularPlurals[w] !== undefined) forms.push(irregularPlurals[w]);
  if (w.endsWith('ves')) forms.push(`${w.slice(0, -3)}f`);
  if (w.endsWith('ies')) forms.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) forms.push(w.slice(0, -2));
  if (w.endsWith('s')) forms.push(w.slice(0, -1));
  return forms;
}

const listIndexes = new WeakMap<readonly string[], Map<string, string>>();

/** A catalog list by comparison key, built once per list: the creature types alone are over 300 names. */
function indexOf(list: readonly string[]): Map<string, string> {
  let index = listIndexes.get(list);
  if (index === undefined) {
    index = new Map();
    for (const item of list) if (!index.has(textKey(item))) index.set(textKey(item), item);
    listIndexes.set(list, index);
  }
  return index;
}

export function findIn(list: readonly string[], word: string): string | null {
  const index = indexOf(list);
  for (const form of singular(word)) {
    const hit = index.get(form);
    if (hit !== undefined) return hit;
  }
  return null;
}

/** A supertype or card type, or its "non-" form ("nonbasic", "snow", "artifact"): what may lead a typed landwalk (702.14a). */
const typeWordBeforeWalk = (word: string, catalog: TypeCatalog): boolean => {
  const type = word.replace(/^non-?/, '');
  return findIn(catalog.supertypes, type) !== null || cardTypeOf(type, catalog) !== null;
};

/** A card type; "Tribal" is Kindred's name before 2024 (308.3). */
export function cardTypeOf(word: string, catalog: TypeCatalog): string | null {
  if (singular(word).includes('tribal')) return 'Kindred';
  return findIn(catalog.cardTypes, word);
}

const kindPreference: readonly SubtypeKind[] = [
  'creature',
  'land',
  'artifact',
  'enchantment',
  'planeswalker',
  'spell',
  'battle',
  'planar',
  'dungeon',
];

export function subtypeOf(word: string, catalog: TypeCatalog, preferred: readonly SubtypeKind[] = []): TypedSubtype | null {
  for (const kind of [...preferred, ...kindPreference]) {
    const name = findIn(catalog.subtypes[kind], word);
    if (name !== null) return { name, kind };
  }
  return null;
}

/** "outlaws", "historic": a term the catalog's CR defines as any of several types, each member read as a type word. */
export function typeGroupOf(word: string, catalog: TypeCatalog): { term: string; members: TypeTest[] } | null {
  const term = Object.keys(catalog.typeGroups ?? {}).find((name) => singular(word).includes(name));
  if (term === undefined) return null;
  const members: TypeTest[] = [];
  for (const member of catalog.typeGroups![term]!) {
    const supertype = findIn(catalog.supertypes, member);
    const cardType = supertype === null ? cardTypeOf(member, catalog) : null;
    const subtype = supertype === null && cardType === null ? subtypeOf(member, catalog) : null;
    if (supertype !== null) members.push({ test: 'supertype', value: supertype });
    else if (cardType !== null) members.push({ test: 'cardType', value: cardType });
    else if (subtype !== null) members.push({ test: 'subtype', value: subtype.name });
    else return null; // a member the catalog does not know: the term is not read rather than read short
  }
  return { term, members };
}

/**
 * The keyword abilities of the catalog's CR (702) by their first word, each list longest first so "first strike" wins
 * over a shorter name with the same first word.
 */
const keywordIndexes = new WeakMap<TypeCatalog, ReadonlyMap<string, readonly string[]>>();
export function keywordsOf(catalog: TypeCatalog): ReadonlyMap<string, readonly string[]> {
  let found = keywordIndexes.get(catalog);
  if (found === undefined) {
    const names = [...new Set((catalog.keywordAbilities ?? embeddedCatalog.keywordAbilities ?? []).map(textKey))];
    const index = new Map<string, string[]>();
    for (const name of names.sort((a, b) => b.split(' ').length - a.split(' ').length)) {
      const first = name.split(' ')[0]!;
      index.set(first, [...(index.get(first) ?? []), name]);
    }
    found = index;
    keywordIndexes.set(catalog, found);
  }
  return found;
}

export interface KeywordMatch {
  /** As printed, first letter capitalised: "First strike", "Annihilator 2", "Protection from red and from blue". */
  readonly ability: string;
  /** The keyword's key ("first strike"). */
  readonly keyword: string;
  readonly length: number;
}

/**
 * A keyword ability at the start of the span: a 702 name, with its number or cost where it takes one
 * ("annihilator 2", "ward {2}"), "protection from …" (702.16) and "<land type>walk" (702.14).
 */
export function keywordAt(span: Span, catalog: TypeCatalog): KeywordMatch | null {
  const first = span[0];
  if (first === undefined || first.kind !== 'word') return null;
  const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);
  if (first.key === 'protection' && span[1]?.key === 'from') {
    // "protection from red and from blue" is one ability (702.16)
    let end = 2;
    while (end < span.length && !(span[end]!.key === ',' || (span[end]!.key === 'and' && span[end + 1]?.key !== 'from'))) end += 1;
    if (end === 2) return null;
    return { ability: capitalised(keysOf(span.slice(0, end))), keyword: 'protection', length: end };
  }
  if (first.key.endsWith('walk') && first.key.length > 4) {
    return { ability: capitalised(first.key), keyword: first.key, length: 1 }; // landwalk (702.14)
  }
  // 702.14a: a landwalk's type may be led by a supertype or card type ("nonbasic landwalk", "snow swampwalk")
  const walk = span[1]?.key ?? '';
  if (walk.endsWith('walk') && walk.length > 4 && typeWordBeforeWalk(first.key, catalog))
    return { ability: capitalised(`${first.key} ${walk}`), keyword: walk, length: 2 };
  for (const keyword of keywordsOf(catalog).get(first.key) ?? []) {
    const words = keyword.split(' ');
    if (!words.every((word, i) => span[i]?.key === word)) continue;
    let length = words.length;
    const next = span[length];
    // a keyword's number or cost: "annihilator 2", "toxic 1", "ward {2}", "hexproof from monocolored", "affinity for
    // artifacts" (702.41a)
    const quality = next?.key === 'from' || (keyword === 'affinity' && next?.key === 'for');
    if (next !== undefined && (next.kind === 'number' || next.kind === 'symbol' || next.key === 'x')) {
      length += 1;
      while (span[length]?.kind === 'symbol') length += 1;
    } else if (quality && span[length + 1] !== undefined) length += 2;
    const printedOf = (tokens: Span): string =>
      tokens
        .map((token) => token.text)
        .join(' ')
        .replace(/ ([,.])/g, '$1')
        .replace(/\} \{/g, '}{'); // a cost's symbols are printed together ("{1}{U}")
    const printed = printedOf(span.slice(0, length));
    // a cost in words after a long dash runs to the end of the ability, commas and all, as printed ("Ward—{2}, Pay 2 life")
    if (next?.key === '—' && span.length > length + 1) {
      const cost = printedOf(span.slice(length + 1));
      return { ability: `${capitalised(printed.toLowerCase())}—${cost[0]!.toUpperCase()}${cost.slice(1)}`, keyword, length: span.length };
    }
    return { ability: capitalised(printed.toLowerCase().replace(/\{[^}]*\}/g, (symbol) => symbol.toUpperCase())), keyword, length };
  }
  return null;
}

/** "Flying, vigilance" is two keyword abilities printed on one line; any other text is one ability. */
export function splitKeywordLine(text: string): string[] {
  return splitKeywords(text, embeddedCatalog);
}

/** splitKeywordLine with the keywords of the given catalog's CR. */
export function splitKeywords(text: string, catalog: TypeCatalog): string[] {
  const parts = text
    .replace(/\.$/, '')
    .split(/,\s*/)
    .map((part) => part.trim());
  if (parts.length < 2) return [text];
  const isKeyword = (part: string) => {
    const words = tokenize(part);
    return keywordAt(words, catalog)?.length === words.length;
  };
  if (!parts.every(isKeyword)) return [text];
  return parts.map((part) => part[0]!.toUpperCase() + part.slice(1));
}
