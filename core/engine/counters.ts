// Counters on an object (122.1) as the continuous effects the layers apply: P/T counters in 7c, keyword counters in 6.
import { err, ok, type Problem, type Result } from '../result.ts';
import type { Effect, EffectPart, GameObject } from './model.ts';

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
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const fail = (code: string, message: string, at: string) => err<Problem>({ code, message: `${at}: ${message}`, at });

function readCounter(raw: unknown, at: string): Result<Counter> {
  if (!isRecord(raw)) return fail('not-object', 'must be an object {kind, count?, order?}', at);
  const extra = Object.keys(raw).find((key) => !['kind', 'count', 'order'].includes(key));
  if (extra !== undefined) return fail('unknown-field', 'unknown field (known: kind, count, order)', `${at}.${extra}`);
  const kind = typeof raw['kind'] === 'string' ? raw['kind'].trim().toLowerCase().replace(/\s+/g, ' ') : '';
  if (!ptCounter.test(kind) && !keywordCounters.includes(kind)) {
    return fail(
      'bad-counter',
      `${kind === '' ? 'is required' : `"${String(raw['kind'])}" is not a counter that changes characteristics`}: give "+X/+Y", ` +
        `"-X/-Y" (122.1a) or a keyword counter (122.1b: ${keywordCounters.join(', ')})`,
      `${at}.kind`,
    );
  }
  const count = raw['count'] ?? 1;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1000)
    return fail('bad-count', 'must be a whole number from 1 to 1000', `${at}.count`);
  const order = raw['order'] ?? null;
  if (order !== null && (typeof order !== 'number' || !Number.isFinite(order)))
    return fail('not-number', 'must be a number giving timestamp order (613.7c)', `${at}.order`);
  return ok({ kind, count, order });
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
  const unordered = countersOf.flat().filter((counter) => counter.order === null).length;
  let nextEarly = earliest - unordered;
  const effects: Effect[] = [];
  for (const object of objects) {
    for (const counter of countersOf[object.id] ?? []) {
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
