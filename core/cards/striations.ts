// Abilities printed behind a symbol that says when the object has them: a station symbol "N+ |" (721.2), a class level
// bar "[Cost]: Level N" (716.2a) and a level symbol "LEVEL N1-N2" / "LEVEL N3+" (711.2). Each line of a card's Oracle
// text becomes what the object has printed now and the wording its effect is read from.
import { classLevelBar, isKeywordLine } from '../engine/index.ts';
import type { Card } from './record.ts';

/** One line of Oracle text on the board. */
export interface AbilityLine {
  /** The ability as the object has it now; null when it does not (a striation not in force, a level symbol, a P/T box). */
  readonly printed: string | null;
  /** The wording an effect is read from; null when the line makes none. */
  readonly effect: string | null;
}

/** What decides a striation: the object's counters of a kind (station, level up) and its class level. */
export interface StriationFacts {
  readonly counters: (kind: string) => number;
  /** The Class's level (716.2b); 1 when none was given (716.2d). */
  readonly level: number;
}

export interface Striated {
  readonly lines: readonly AbilityLine[];
  /** One line per striation not in force, saying why. */
  readonly notes: readonly string[];
}

const stationSymbol = /^(\d+)\+ \| (.+)$/;
const levelSymbol = /^LEVEL (\d+)(?:-(\d+)|\+)$/;
const powerToughnessBox = /^(\d+)\/(\d+)$/;

/** Keywords alone say what the object has: "Flying, lifelink" → "This permanent has Flying, lifelink." */
const asHas = (line: string): string =>
  isKeywordLine(line) ? `This permanent has ${line.replace(/\s*\([^()]*\)/g, '').replace(/\.$/, '')}.` : line;

/**
 * The station card's P/T box (721.2b) stands in the striation its reminder names ("It's an artifact creature at 12+."),
 * else in the last one; null for a card that is a creature already or has no P/T.
 */
function stationBox(card: Card, thresholds: readonly number[]): number | null {
  if (card.power === null || card.toughness === null || /\bCreature\b/.test(card.typeLine) || thresholds.length === 0) return null;
  const named = /\bcreature at (\d+)\+/i.exec(card.abilities.join('\n'));
  return named ? Number(named[1]) : Math.max(...thresholds);
}

/** The card's lines as the object has them given its counters and level, with the effects each makes. */
export function striate(card: Card, facts: StriationFacts): Striated {
  const lines: AbilityLine[] = [];
  const notes: string[] = [];
  const thresholds = card.abilities.flatMap((line) => stationSymbol.exec(line)?.[1] ?? []).map(Number);
  const box = stationBox(card, thresholds);
  // the station symbol whose striation the next lines stand in; whether the level bar or symbol above them is in force
  let station: number | null = null;
  let inForce: boolean | null = null;
  let boxed = box === null;
  const pushBox = (): void => {
    boxed = true;
    const pt = `${card.power}/${card.toughness}`;
    lines.push({
      printed: null,
      effect: `${box}+ | This permanent is a creature with base power and toughness ${pt} in addition to its other types.`,
    });
  };
  for (const line of card.abilities) {
    const symbol = stationSymbol.exec(line);
    const bar = classLevelBar.exec(line);
    const level = levelSymbol.exec(line);
    if (symbol !== null || station !== null) {
      // 721.2a: the reader reads "N+ |" as "as long as this permanent has N or more charge counters on it"
      if (symbol !== null && station === box && !boxed) pushBox();
      if (symbol !== null) station = Number(symbol[1]);
      const rest = symbol !== null ? symbol[2]! : line;
      lines.push({ printed: line, effect: `${station}+ | ${asHas(rest)}` });
    } else if (bar !== null) {
      // 716.2a: "As long as this Class is level N or greater, it has [abilities]"
      const needed = Number(bar[1]);
      inForce = facts.level >= needed;
      lines.push({ printed: line, effect: line });
      if (!inForce)
        notes.push(
          `the abilities after "${line}" are not in force: the Class is level ${facts.level}, ${needed} needed (716.2a); ` +
            'give "level" beside "card"',
        );
    } else if (level !== null) {
      // 711.2a, 711.2b: "as long as this creature has at least N1 [and no more than N2] level counters on it"
      const from = Number(level[1]);
      const to = level[2] === undefined ? Number.POSITIVE_INFINITY : Number(level[2]);
      const count = facts.counters('level');
      inForce = count >= from && count <= to;
      if (!inForce) {
        const needed = level[2] === undefined ? `${from} or more` : `${from} to ${to}`;
        notes.push(`the abilities after "${line}" are not in force: it has ${count} level counters, ${needed} needed (711.2)`);
      }
    } else if (inForce === false) {
      lines.push({ printed: null, effect: null });
    } else if (inForce === true && powerToughnessBox.test(line)) {
      lines.push({ printed: null, effect: `This creature has base power and toughness ${line}.` });
    } else {
      lines.push({ printed: line, effect: line });
    }
  }
  if (!boxed) pushBox();
  return { lines: lines.filter((line) => line.printed !== null || line.effect !== null), notes };
}
