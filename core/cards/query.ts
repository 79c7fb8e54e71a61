// The card search query: the subset of Scryfall's syntax judges already type. Plain words search names (any face,
// any language); `t:` type words, `o:` rules text, `mv`/`cmc` comparisons, `c:` colors; `-` before a term negates it;
// "quotes" keep words together.
import { err, ok, type Result } from '../result.ts';
import { colorOrder, type Color } from '../engine/model.ts';

export type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type CardFilter =
  | { readonly kind: 'type'; readonly words: readonly string[]; readonly negated: boolean }
  | { readonly kind: 'text'; readonly text: string; readonly negated: boolean }
  | { readonly kind: 'manaValue'; readonly op: Comparison; readonly value: number; readonly negated: boolean }
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

/** Each search key with a value it takes, for the message when one is missing. */
const keys = new Map(
  Object.entries({
    t: 'elf',
    type: 'elf',
    o: 'draw',
    oracle: 'draw',
    mv: '3',
    cmc: '3',
    manavalue: '3',
    c: 'r',
    color: 'red',
    colors: 'rg',
    n: 'bolt',
    name: 'bolt',
  }),
);

/** Reads a query; a term it cannot read ("mv>x", "c:q", "foo:bar") is named in the problem. */
export function parseCardQuery(query: string): Result<CardQuery> {
  const name: string[] = [];
  const filters: CardFilter[] = [];
  for (const raw of terms(query.trim())) {
    const negated = raw.startsWith('-') && raw.length > 1;
    const term = negated ? raw.slice(1) : raw;
    const match = /^([a-z]+)(:|=|!=|<=|>=|<|>)(.*)$/i.exec(term);
    // A word ending in a colon with nothing after it is a name's ("Circle of Protection: Red"), unless a key's.
    if (!match || (match[3] === '' && !keys.has(match[1]!.toLowerCase()))) {
      name.push(unquote(term));
      continue;
    }
    const [, rawKey, op, rawValue] = match as unknown as [string, string, Comparison | ':', string];
    const key = rawKey.toLowerCase();
    const value = unquote(rawValue);
    if (value === '' && keys.has(key))
      return err({ code: 'missing-value', message: `${raw}: "${rawKey}" needs a value (e.g. ${rawKey}${op}${keys.get(key)})`, at: raw });
    if (key === 't' || key === 'type') {
      filters.push({ kind: 'type', words: value.toLowerCase().split(/\s+/).filter(Boolean), negated });
    } else if (key === 'o' || key === 'oracle') {
      filters.push({ kind: 'text', text: value.toLowerCase(), negated });
    } else if (key === 'mv' || key === 'cmc' || key === 'manavalue') {
      if (!/^\d+(\.\d+)?$/.test(value))
        return err({ code: 'bad-number', message: `${raw}: "${value}" is not a mana value (a number such as 3)`, at: raw });
      filters.push({ kind: 'manaValue', op: op === ':' ? '=' : op, value: Number(value), negated });
    } else if (key === 'c' || key === 'color' || key === 'colors') {
      const colors = readColors(value, raw);
      if (!colors.ok) return colors;
      // Scryfall reads c:rg as "at least red and green" (c>=rg); c:c and c:m are colorless and multicolor.
      filters.push({ kind: 'colors', op: op === ':' ? '>=' : op, ...colors.value, negated });
    } else if (key === 'n' || key === 'name') {
      name.push(value);
    } else {
      return err({ code: 'unknown-key', message: `${raw}: unknown search key "${rawKey}" (known: t, o, mv, cmc, c, name)`, at: raw });
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
