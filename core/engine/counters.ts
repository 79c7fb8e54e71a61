// Counters on an object (122.1) as the continuous effects the layers apply: P/T counters in 7c, keyword counters in 6.
import { err, ok, type Problem, type Result } from '../result.ts';
import type { Effect, EffectPart, GameObject } from './model.ts';
import { counterSchema, readShape } from './scenarioSchema.ts';

/** 122.1b: the keywords a keyword counter can be. */
export const keywordCounters: readonly string[] = [
  'flying',
  'first strike',
  'double strike',
  'deathtouch',
  'decayed',
  'exalted',
  'haste',
  'hexproof',
  'indestructible',
  'lifelink',
  'menace',
  'reach',
  'shadow',
  'trample',
  'vigilance',
];

export interface Counter {
  /** "+1/+1", "-1/-1", "+1/+0", … or a keyword counter such as "flying". */
  readonly kind: string;
  readonly count: number;
  /** Timestamp order (613.7c); null: placed before every effect. */
  readonly order: number | null;
}

const ptCounter = /^([+-]\d+)\/([+-]\d+)$/;
/** A counter of another kind ("oil", "loyalty", "time"): changes no characteristic, but filters and durations read it (122.1). */
const otherCounter = /^[a-z][a-z'-]{0,29}$/;
/** Whether a counter of this kind changes characteristics in the layers (122.1a, 122.1b). */
const changesCharacteristics = (kind: string): boolean => ptCounter.test(kind) || keywordCounters.includes(kind);
/** The largest X of a "+X/+Y" counter: real ones are +1/+1 and +2/+2; this keeps sums exact. */
const maxPtCounter = 1000;
const fail = (code: string, message: string, at: string) => err<Problem>({ code, message: `${at}: ${message}`, at });

function readCounter(raw: unknown, at: string): Result<Counter> {
  const read = readShape(counterSchema, raw, at);
  if (!read.ok) return read;
  const given = read.value.kind;
  const kind = typeof given === 'string' ? given.trim().toLowerCase().replace(/\s+/g, ' ') : '';
  const pt = ptCounter.exec(kind);
  if (
    pt === null
      ? !keywordCounters.includes(kind) && !otherCounter.test(kind)
      : Math.max(Math.abs(Number(pt[1])), Math.abs(Number(pt[2]))) > maxPtCounter
  ) {
    return fail(
      'bad-counter',
      `${kind === '' ? 'is required' : `"${String(read.value.kind)}" is not a counter`}: give "+X/+Y", ` +
        `"-X/-Y" (122.1a, X and Y at most ${maxPtCounter}), a keyword counter (122.1b: ${keywordCounters.join(', ')}) ` +
        'or the word of another kind ("loyalty", "oil", "shield")',
      `${at}.kind`,
    );
  }
  return ok({ kind, count: read.value.count ?? 1, order: read.value.order ?? null });
}

/** An object's `counters` field: a list of {kind, count?, order?}; every error names its path. */
export function readCounters(raw: unknown, at: string): Result<Counter[]> {
  if (raw === undefined) return ok([]);
  if (!Array.isArray(raw)) return fail('not-list', 'must be a list of counters such as {"kind": "+1/+1", "count": 2}', at);
  const counters: Counter[] = [];
  for (const [index, item] of raw.entries()) {
    const counter = readCounter(item, `${at}[${index}]`);
    if (!counter.ok) return counter;
    if (counters.some((other) => other.kind === counter.value.kind))
      return fail('duplicate-counter', `"${counter.value.kind}" is listed twice; give one entry with its count`, `${at}[${index}].kind`);
    counters.push(counter.value);
  }
  return ok(counters);
}

const countWords = ['no', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function describeCounter(object: GameObject, counter: Counter): string {
  const amount = countWords[counter.count] ?? String(counter.count);
  const kind = counter.count === 1 ? `${counter.kind} counter` : `${counter.kind} counters`;
  const rule = ptCounter.test(counter.kind) ? '122.1a' : '122.1b';
  return `${object.name} has ${amount} ${kind} (${rule}${counter.order === null ? ', placed before every effect' : ''})`;
}

function partOf(counter: Counter): EffectPart {
  const pt = ptCounter.exec(counter.kind);
  // 613.1f
  if (pt === null) return { op: 'abilities', loseAll: false, lose: [], add: [counter.kind[0]!.toUpperCase() + counter.kind.slice(1)] };
  return { op: 'modifyPT', power: Number(pt[1]) * counter.count, toughness: Number(pt[2]) * counter.count }; // 613.4c
}

/**
 * The effects of every object's counters. Counters without an order come before every effect (613.7c gives
 * each counter the timestamp of when it was put on), in board order; `firstIndex` numbers them after the effects.
 */
export function counterEffects(
  objects: readonly GameObject[],
  countersOf: readonly (readonly Counter[])[],
  effectOrders: readonly number[],
  firstIndex: number,
): Effect[] {
  const earliest = Math.min(1, ...effectOrders);
  const unordered = countersOf.flat().filter((counter) => counter.order === null && changesCharacteristics(counter.kind)).length;
  let nextEarly = earliest - unordered;
  const effects: Effect[] = [];
  for (const object of objects) {
    for (const counter of countersOf[object.id] ?? []) {
      if (!changesCharacteristics(counter.kind)) continue;
      const order = counter.order ?? nextEarly++;
      const text = describeCounter(object, counter);
      effects.push({
        cites: [ptCounter.test(counter.kind) ? '122.1a' : '122.1b', '613.7c'],
        index: firstIndex + effects.length,
        source: `${counter.kind} ${counter.count === 1 ? 'counter' : 'counters'}`,
        text,
        order,
        characteristicDefining: false,
        targets: [object.name],
        chosen: null,
        spec: { clauses: [{ filter: { kind: 'targets', words: object.name, self: false }, parts: [partOf(counter)] }], summary: text },
      });
    }
  }
  return effects;
}
