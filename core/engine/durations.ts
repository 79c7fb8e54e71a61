// "For as long as …" durations (611.2a, 611.2b) and "as long as …" conditions (611.3a) settled from the board: an effect
// whose duration or condition does not hold does nothing now. Checked against the board as the layers leave it
// (counters are on the objects, 122.1; control is as layer 2 leaves it, types as layer 4 does).
import type { TypeCatalog } from '../types/model.ts';
import { matchesAlternatives } from './layers/matching.ts';
import type { State } from './layers/model.ts';
import type { Effect, GameObject, Lasting, Player, Zone } from './model.ts';
import { key as wordKey } from './words.ts';
import { devotionOf, parseManaCost } from './manaCost.ts';

/**
 * The board does not say: the object the duration names is not on it, or the scenario does not say whose turn it is;
 * `why`, when the judge should hear it, names what the board lacks ("the mana costs of Island Walker").
 */
interface Unknown {
  readonly unknown: string;
}
const unknown: Unknown = { unknown: '' };
const isUnknown = (why: string | Unknown | null): why is Unknown => typeof why === 'object' && why !== null;

/**
 * The effects as the board leaves them: those whose duration has ended or whose condition does not hold left out, with a
 * warning saying why; those the board cannot check (the object named is not on it) kept as active, without the check.
 */
export function settleDurations(
  objects: readonly GameObject[],
  effects: readonly Effect[],
  state: State,
  catalog: TypeCatalog,
  turn?: Player,
): { effects: Effect[]; warnings: string[]; changed: boolean } {
  const byName = (name: string) => objects.find((object) => wordKey(object.name) === wordKey(name)) ?? null;
  const settled: Effect[] = [];
  const warnings: string[] = [];
  let changed = false;
  for (const effect of effects) {
    const lasts = effect.spec.lasts;
    const why = lasts === undefined ? null : failsBecause(lasts, effect, { byName, objects, state, catalog, turn });
    if (why === null) settled.push(effect);
    else if (isUnknown(why)) {
      const { lasts: _unchecked, ...spec } = effect.spec;
      settled.push({ ...effect, spec });
      changed = true;
      if (why.unknown !== '')
        warnings.push(
          `${effect.source}: its condition "${lasts!.words}" cannot be settled on the board (${why.unknown}), so the effect ` +
            'is applied as if it holds; give them to settle it',
        );
    } else {
      warnings.push(
        lasts!.kind === 'duration'
          ? `${effect.source}: its duration "${lasts!.words}" has ended (${why}), so the effect does nothing now (611.2a, 611.2b)`
          : `${effect.source}: its condition "${lasts!.words}" does not hold on the board (${why}), ` +
              `so the effect does not apply now (${lasts!.rule ?? '611.3a'})`,
      );
      changed = true;
    }
  }
  return { effects: settled, warnings, changed };
}

/** What a duration or condition is checked against: the board as the layers leave it, and whose turn it is. */
interface Board {
  readonly byName: (name: string) => GameObject | null;
  readonly objects: readonly GameObject[];
  readonly state: State;
  readonly catalog: TypeCatalog;
  readonly turn: Player | undefined;
}

/** null: it holds; `Unknown`: the board cannot say; else why it does not hold. */
function failsBecause(lasts: Lasting, effect: Effect, board: Board): string | Unknown | null {
  const { byName, objects, state, catalog } = board;
  if (lasts.test === 'all') {
    // 611.3a: each must hold; one that fails says why, else one the board cannot check leaves it unchecked
    const whys = lasts.conditions.map((condition) => failsBecause(condition, effect, board));
    return whys.find((why) => typeof why === 'string') ?? whys.find(isUnknown) ?? null;
  }
  const source = byName(effect.source);
  if (lasts.test === 'counter' || lasts.test === 'status' || lasts.test === 'zone' || lasts.test === 'kind') {
    // "it", "equipped creature": the object the effect names (its first target); "this creature": its source
    const holder = lasts.self ? source : effect.targets[0] === undefined ? null : byName(effect.targets[0]);
    if (holder === null) return unknown;
    return lasts.test === 'kind' ? kindFails(lasts, holder, board) : holderFails(lasts, holder);
  }
  // "you": for a static ability's condition, its source's controller now (109.5: a stolen source's "you" is the thief);
  // for a resolved spell's duration, the player who controlled it (the effect's own controller, else the source's)
  const current = lasts.kind === 'condition' && source !== null ? state.get(source.id)?.controller : undefined;
  const you = current ?? effect.controller ?? source?.printed.controller ?? 'you';
  if (lasts.test === 'turn') {
    if (board.turn === undefined) return unknown;
    // 102.1: "your turn" is the turn of the player the effect's "you" is; the board has two players
    const active = board.turn === you ? 'you' : 'opponent';
    if (active === lasts.player) return null;
    return board.turn === 'you' ? 'it is your turn' : "it is the opponent's turn";
  }
  if (lasts.test === 'devotion') return devotionFails(lasts, you, board);
  const filter = lasts.filter;
  if (filter.kind === 'targets') {
    if (source === null) return unknown;
    if (source.zone !== 'battlefield') return `${source.name} is not on the battlefield`;
    return state.get(source.id)?.controller === you ? null : `${source.name} is controlled by the other player`;
  }
  const other = lasts.test === 'control' && lasts.other;
  const controlledBy = (player: Player) =>
    objects.filter((object) => {
      const chars = state.get(object.id);
      if (chars === undefined || chars.controller !== player || (other && object === source)) return false;
      return matchesAlternatives(filter, object, chars, catalog, you);
    }).length;
  if (lasts.test === 'more') {
    // the board has two players: "an opponent" is the other one (102.1)
    const mine = controlledBy(you);
    const theirs = controlledBy(you === 'you' ? 'opponent' : 'you');
    if (lasts.player === 'you' ? mine > theirs : theirs > mine) return null;
    return `of ${filter.words}, ${you === 'you' ? 'you control' : 'the opponent controls'} ${mine} and the other player ${theirs}`;
  }
  // "an opponent controls …": the other player of the two (102.1)
  const player = lasts.player === 'opponent' ? (you === 'you' ? 'opponent' : 'you') : you;
  const controlled = controlledBy(player);
  const whose = player === 'you' ? 'you control' : 'the opponent controls';
  const short = outOfBounds(controlled, lasts);
  return short === null ? null : `${whose} ${controlled} of ${filter.words}; ${short}`;
}

/**
 * 700.5: the symbols of the colors among the mana costs of the permanents the player controls, counted after copy and
 * control effects (700.5a: the layers leave both as they are after layer 2). A land or a token whose cost is not given
 * has none (202.1b); another such permanent could add to the count, which settles the condition only when it cannot
 * change the answer.
 */
function devotionFails(lasts: Lasting & { test: 'devotion' }, you: Player, board: Board): string | Unknown | null {
  let devotion = 0;
  const untold: string[] = [];
  for (const object of board.objects) {
    const chars = board.state.get(object.id);
    if (object.zone !== 'battlefield' || chars === undefined || chars.controller !== you) continue;
    const cost = chars.manaCost ?? (object.token || object.printed.cardTypes.includes('Land') ? '' : undefined);
    if (cost === undefined) untold.push(object.name);
    else devotion += devotionOf(manaSymbols(cost), lasts.colors);
  }
  const short = outOfBounds(devotion, lasts);
  // the permanents not counted can only add: they matter when the count is below the least needed, or within an upper bound
  const couldRise = short === null ? lasts.atMost !== undefined : devotion < lasts.atLeast;
  if (untold.length > 0 && couldRise) return { unknown: `the mana costs of ${untold.join(', ')} are not given` };
  const whose = you === 'you' ? 'your' : "the opponent's";
  return short === null ? null : `${whose} devotion to ${lasts.colors.join(' and ')} is ${devotion}; ${short}`;
}

/** A cost scenario.ts has checked, as symbols. */
const manaSymbols = (cost: string) => {
  const parsed = parseManaCost(cost);
  return parsed.ok ? parsed.value : [];
};

/** null when a count is within the condition's bounds, else what is needed ("4 or more needed", "none allowed"). */
function outOfBounds(count: number, { atLeast, atMost }: { atLeast: number; atMost?: number }): string | null {
  if (count >= atLeast && (atMost === undefined || count <= atMost)) return null;
  if (atMost === undefined) return `${atLeast === 1 ? 'one' : `${atLeast} or more`} needed`;
  if (atMost === 0) return 'none allowed';
  return atLeast === atMost ? `exactly ${atMost} needed` : `${atMost} or fewer allowed`;
}

/** Where an object is, as a sentence says it. */
export const zoneWords: Readonly<Record<Zone, string>> = {
  battlefield: 'on the battlefield',
  stack: 'on the stack',
  hand: 'in a hand',
  graveyard: 'in a graveyard',
  library: 'in a library',
  exile: 'in exile',
  command: 'in the command zone',
};

/** 611.3a: what the holder is (its types, colors …) as the layers leave it: null when the condition holds, else why not. */
function kindFails(lasts: Lasting & { test: 'kind' }, holder: GameObject, board: Board): string | null {
  const chars = board.state.get(holder.id);
  if (chars === undefined) return null;
  if (matchesAlternatives(lasts.filter, holder, chars, board.catalog) !== lasts.negate) return null;
  return `${holder.name} is ${lasts.negate ? '' : 'not '}${lasts.filter.words}`;
}

/** A counter or status condition checked on the object that holds it: null when it holds, else why not. */
function holderFails(lasts: Lasting & { test: 'counter' | 'status' | 'zone' }, holder: GameObject): string | null {
  if (lasts.test === 'zone') {
    if ((holder.zone === lasts.zone) !== lasts.negate) return null;
    return `${holder.name} is ${lasts.negate ? '' : 'not '}${zoneWords[lasts.zone]}`;
  }
  if (lasts.test === 'status') {
    // 110.5, 506.4: the statuses the scenario records; no layer changes them
    if ((holder.statuses ?? []).includes(lasts.status) !== lasts.negate) return null;
    return `${holder.name} is ${lasts.negate ? '' : 'not '}${lasts.status}`;
  }
  // counter "": "a counter on it", of any kind (122.1)
  const counts = Object.entries(holder.counters ?? {}).filter(([kind]) => lasts.counter === '' || kind === lasts.counter);
  const has = counts.reduce((sum, [, count]) => sum + count, 0);
  const short = outOfBounds(has, lasts);
  if (short === null) return null;
  const what = lasts.counter === '' ? 'counter' : `${lasts.counter} counter`;
  return has === 0 ? `${holder.name} has no ${what}` : `${holder.name} has ${has} ${what}${has === 1 ? '' : 's'}; ${short}`;
}

/** True when a condition is settled by whose turn it is (102.1), which only the scenario says. */
export const asksTurn = (lasts: Lasting | undefined): boolean =>
  lasts !== undefined && (lasts.test === 'turn' || (lasts.test === 'all' && lasts.conditions.some(asksTurn)));
