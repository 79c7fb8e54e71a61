// For the tests beside it: a scenario read as the engine reads it, with every module built on one board.
import { embeddedCatalog } from '../../types/catalog.ts';
import type { Characteristics } from '../model.ts';
import { parseScenario } from '../scenario.ts';
import { PartApplier } from './apply.ts';
import { ClauseIndex } from './clauses.ts';
import { DependencyFinder } from './dependency.ts';
import { Interner } from './interning.ts';
import { FilterMatcher } from './matching.ts';
import type { State } from './model.ts';
import { boardOf, startRuns } from './running.ts';

export function testBoard(input: unknown) {
  const read = parseScenario(input);
  if (!read.ok) throw new Error(read.error.message);
  const { objects, effects } = read.value;
  const board = boardOf(objects, embeddedCatalog);
  const runs = startRuns(board, effects);
  const matcher = new FilterMatcher(objects, embeddedCatalog);
  const clauses = new ClauseIndex();
  const interner = new Interner();
  const applier = new PartApplier(board, interner, effects);
  const dependencies = new DependencyFinder(board, matcher, clauses, applier);
  const state: State = new Map(objects.map((object) => [object.id, object.printed]));
  const id = (name: string) => objects.find((object) => object.name === name)!.id;
  const chars = (name: string): Characteristics => state.get(id(name))!;
  return { board, objects, runs, matcher, clauses, interner, applier, dependencies, state, id, chars };
}
