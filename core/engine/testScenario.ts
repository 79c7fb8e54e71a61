// For the engine's tests: a scenario read and simulated, and the small lookups every such test makes on the result.
import type { ObjectResult, SimulationResult } from './model.ts';
import { parseScenario } from './scenario.ts';
import { simulate } from './simulate.ts';

/** Simulates a scenario given as JSON; a scenario the parser refuses fails the test with the parser's message. */
export function run(input: unknown): SimulationResult {
  const read = parseScenario(input);
  if (!read.ok) throw new Error(read.error.message);
  return simulate(read.value);
}

/** The parser's problem with a scenario it must refuse; a scenario it accepts fails the test. */
export function problem(input: unknown) {
  const read = parseScenario(input);
  if (read.ok) throw new Error('expected a problem');
  return read.error;
}

export const find = (result: SimulationResult, name: string): ObjectResult => result.objects.find((object) => object.name === name)!;
export const pt = (object: ObjectResult) => `${object.power}/${object.toughness}`;
/** A vanilla 2/2 Bear named `name`, with any other fields the test needs. */
export const bear = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  typeLine: 'Creature — Bear',
  power: 2,
  toughness: 2,
  ...extra,
});

/** One effect on one object: the board holds only `target`, and the effect (its source, text and any other fields) is
 * the first and only one, targeting it. */
export const runTargeted = (target: { name: string }, effect: { source: string; text: string; [field: string]: unknown }) =>
  run({ objects: [target], effects: [{ order: 1, targets: [target.name], ...effect }] });
