// The card search query: the subset of Scryfall's syntax judges already type. Plain words search names (any face,
// any language); `t:` type words, `o:` rules text, `kw:` keywords, `mv`/`cmc`, `pow` and `tou` comparisons, `c:` colors;
// `-` before a term negates it; "quotes" keep words together.
import { err, ok, type Result } from '../result.ts';
import { textKey } from '../text/index.ts';
import { colorOrder, type Color } from '../engine/model.ts';

export type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type CardFilter =
  | { readonly kind: 'type'; readonly words: readonly string[]; readonly negated: boolean }
  | { readonly kind: 'text'; readonly text: string; readonly negated: boolean }
  | { readonly kind: 'keyword'; readonly keyword: string; readonly negated: boolean }
  | {
      readonly kind: 'manaValue' | 'power' | 'toughness';
      readonly op: Comparison;
      readonly value: number;
      readonly negated: boolean;
    }
  | {
      readonly kind: 'colors';
      readonly op: Comparison;
      readonly colors: readonly Color[];
      readonly multicolor: boolean;
      readonly negated: boolean;
    };

export interface CardQuery {
  /** The plain words, for the name search (empty: every card the filters let through). */
  readonly name: string;
  readonly filters: readonly CardFilter[];
}

const letters: Readonly<Record<string, Color>> = { w: 'white', u: 'blue', b: 'black', r: 'red', g: 'green' };

/** Splits on spaces outside quotes: `t:"legendary creature" o:draw` → [t:"legendary creature", o:draw]. */
function terms(query: string): string[] {
  return query.match(/-?[^\s"]*"[^"]*"?|\S+/g) ?? [];
}

const unquote = (value: string): string => value.replace(/^"|"$/g, '').trim();

function readColors(value: string, at: string): Result<{ colors: Color[]; multicolor: boolean }> {
  const word = value.toLowerCase();
  if (word === 'c' || word === 'colorless') return ok({ colors: [], multicolor: false });
  if (word === 'm' || word === 'multicolor') return ok({ colors: [], multicolor: true });
  const named = colorOrder.find((color) => color === word);
  if (named) return ok({ colors: [named], multicolor: false });
  const colors = [...word].map((letter) => letters[letter]);
  if (colors.length === 0 || colors.some((color) => color === undefined))
    return err({
      code: 'bad-color',
      message: `${at}: "${value}" is not a color (w, u, b, r, g, their names, c for colorless, m for multicolor)`,
      at,
    });
  return ok({ colors: colorOrder.filter((color) => colors.includes(color)), multicolor: false });
}

/** Each search key, by what it searches; the keys of one kind are synonyms. */
const keyKinds: Readonly<Record<string, CardFilter['kind'] | 'name'>> = {
  t: 'type',
  type: 'type',
  o: 'text',
  oracle: 'text',
  mv: 'manaValue',
  cmc: 'manaValue',
  manavalue: 'manaValue',
  kw: 'keyword',
  keyword: 'keyword',
  pow: 'power',
  power: 'power',
  tou: 'toughness',
  toughness: 'toughness',
  c: 'colors',
  color: 'colors',
  colors: 'colors',
  n: 'name',
  name: 'name',
};
/** A value each kind of key takes, for the message when one is missing. */
const exampleValue = {
  type: 'elf',
  text: 'draw',
  keyword: 'flying',
  manaValue: '3',
  power: '4',
  toughness: '4',
  colors: 'r',
  name: 'bolt',
} as const;
/** What a number compared stands for, for the message when it is not one. */
const numberMeaning = { manaValue: 'a mana value', power: 'a power', toughness: 'a toughness' } as const;

/** Reads a query; a term it cannot read ("mv>x", "c:q", "foo:bar") is named in the problem. */
export function parseCardQuery(query: string): Result<CardQuery> {
  const name: string[] = [];
  const filters: CardFilter[] = [];
  for (const raw of terms(query.trim())) {
    const negated = raw.startsWith('-') && raw.length > 1;
    const term = negated ? raw.slice(1) : raw;
    const match = /^([a-z]+)(:|=|!=|<=|>=|<|>)(.*)$/i.exec(term);
    const kind = match ? keyKinds[match[1]!.toLowerCase()] : undefined;
    // A word ending in a colon with nothing after it is a name's ("Circle of Protection: Red"), unless a key's.
    if (!match || (match[3] === '' && kind === undefined)) {
      name.push(unquote(term));
      continue;
    }
    const [, rawKey, op, rawValue] = match as unknown as [string, string, Comparison | ':', string];
    const value = unquote(rawValue);
    if (kind === undefined)
      return err({
        code: 'unknown-key',
        message: `${raw}: unknown search key "${rawKey}" (known: t, o, kw, mv, cmc, pow, tou, c, name)`,
        at: raw,
      });
    if (value === '')
      return err({
        code: 'missing-value',
        message: `${raw}: "${rawKey}" needs a value (e.g. ${rawKey}${op}${exampleValue[kind]})`,
        at: raw,
      });
    switch (kind) {
      case 'type':
        filters.push({ kind, words: value.toLowerCase().split(/\s+/).filter(Boolean), negated });
        break;
      case 'text':
        filters.push({ kind, text: value.toLowerCase(), negated });
        break;
      case 'keyword':
        filters.push({ kind, keyword: textKey(value), negated });
        break;
      case 'manaValue':
      case 'power':
      case 'toughness':
        if (!/^\d+(\.\d+)?$/.test(value))
          return err({ code: 'bad-number', message: `${raw}: "${value}" is not ${numberMeaning[kind]} (a number such as 3)`, at: raw });
        filters.push({ kind, op: op === ':' ? '=' : op, value: Number(value), negated });
        break;
      case 'colors': {
        const colors = readColors(value, raw);
        if (!colors.ok) return colors;
        // Scryfall reads c:rg as "at least red and green" (c>=rg); c:c and c:m are colorless and multicolor.
        filters.push({ kind, op: op === ':' ? '>=' : op, ...colors.value, negated });
        break;
      }
      case 'name':
        name.push(value);
    }
  }
  return ok({ name: name.join(' ').trim(), filters });
}

export function compare(actual: number, op: Comparison, expected: number): boolean {
  switch (op) {
    case '=':
      return actual === expected;
    case '!=':
      return actual !== expected;
    case '<':
      return actual < expected;
    case '<=':
      return actual <= expected;
    case '>':
      return actual > expected;
    case '>=':
      return actual >= expected;
  }
}
