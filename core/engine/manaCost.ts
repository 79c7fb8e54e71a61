// Mana costs as a scenario gives them ("{2}{B}{B}", "{W/U}{W/U}", "" for none): their symbols (107.4), the mana value
// they make (202.3), the colors they make an object (202.2) and what they add to a player's devotion (700.5).
import { err, ok, type Problem, type Result } from '../result.ts';
import { colorOrder, type Color } from './model.ts';

/** One mana symbol's parts, upper case: {2} → ["2"], {W/U} → ["W", "U"], {B/P} → ["B", "P"], {HR} → ["HR"]. */
export type ManaSymbol = readonly string[];

const colorLetters: Readonly<Record<string, Color>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** A part of a symbol (107.4): a color, colorless C, generic N, variable X/Y/Z, snow S, Phyrexian P, a half symbol HW. */
const part = /^(?:[WUBRGCSPXYZ]|\d+|H[WUBRG])$/;

/** The symbols of a mana cost, or a problem naming the first that is not one; "" is no mana cost (202.1b). */
export function parseManaCost(cost: string): Result<readonly ManaSymbol[], Problem> {
  const symbols: ManaSymbol[] = [];
  const written = /\{([^{}]*)\}/gy;
  let at = 0;
  for (let found = written.exec(cost); found !== null; found = written.exec(cost)) {
    const parts = found[1]!.toUpperCase().split('/');
    if (parts.some((each) => !part.test(each)))
      return err({ code: 'bad-mana-symbol', message: `"{${found[1]}}" is not a mana symbol (107.4)`, at: `{${found[1]}}` });
    symbols.push(parts);
    at = written.lastIndex;
  }
  if (at !== cost.length)
    return err({
      code: 'bad-mana-cost',
      message: `"${cost.slice(at)}" is not written as mana symbols, each in braces such as "{2}{B}{B}" (107.4)`,
      at: cost.slice(at),
    });
  return ok(symbols);
}

/** The colors each part of a symbol is: {W/U} white and blue, {2/B} and {B/P} black, {HR} red, {C} none (202.2). */
const colorsOf = (symbol: ManaSymbol): Color[] =>
  symbol.flatMap((each) => {
    const color = colorLetters[each.replace(/^H/, '')];
    return color === undefined ? [] : [color];
  });

/** 202.3: the total of its symbols: generic N counts N, X/Y/Z 0, a hybrid symbol its largest part, a half symbol ½. */
export function manaValueOf(symbols: readonly ManaSymbol[]): number {
  return symbols.reduce((total, symbol) => {
    const values = symbol.filter((each) => each !== 'P').map((each) => (/^\d+$/.test(each) ? Number(each) : /^[XYZ]$/.test(each) ? 0 : 1));
    return total + (symbol.some((each) => each.startsWith('H')) ? 0.5 : Math.max(0, ...values));
  }, 0);
}

/** 202.2: an object is the color of each colored mana symbol of its cost, in the rules' color order. */
export function colorsOfCost(symbols: readonly ManaSymbol[]): Color[] {
  const found = new Set(symbols.flatMap(colorsOf));
  return colorOrder.filter((color) => found.has(color));
}

/** 700.5: the symbols of the cost that are any of the colors, each counted once (a {B/R} adds one to black and red). */
export function devotionOf(symbols: readonly ManaSymbol[], colors: readonly Color[]): number {
  return symbols.filter((symbol) => colorsOf(symbol).some((color) => colors.includes(color))).length;
}
