// Effects as they start running: the board they run on, and each effect's source, targets and static ability.
import type { TypeCatalog } from '../../types/model.ts';
import { effectController, type Effect, type GameObject } from '../model.ts';
import { key as wordKey } from '../words.ts';
import { hasAbilityText, matchesAlternatives } from './matching.ts';
import type { Board, Running } from './model.ts';
import { readsAsStatic } from '../unlistedStatics.ts';

/** The board: objects by name key, the first of a name, as find() would. */
export function boardOf(objects: readonly GameObject[], catalog: TypeCatalog): Board {
  const objectsByName = new Map<string, GameObject>();
  for (const object of objects) if (!objectsByName.has(wordKey(object.name))) objectsByName.set(wordKey(object.name), object);
  return { objects, catalog, warnings: [], objectsByName };
}

/** Each effect as it starts: its source, whether its static ability generates it, its targets; warnings for names not on the board. */
export function startRuns(board: Board, effects: readonly Effect[]): Running[] {
  const byName = (name: string) => board.objectsByName.get(wordKey(name));
  return effects.map((effect) => {
    const source = byName(effect.source) ?? null;
    const isStatic = source !== null && hasAbilityText(source.printed, effect.text);
    const slots = effect.targets.map((name) => byName(name)?.id ?? null);
    const named = slots.filter((id) => id !== null);
    const filters = effect.spec.clauses.map((clause) => clause.filter);
    const needsTargets =
      filters.some((filter) => filter.kind === 'targets' && !filter.self) ||
      effect.spec.clauses.some((clause) => clause.parts.some((part) => part.op === 'copy'));
    if (needsTargets && named.length === 0)
      board.warnings.push(`${effect.source}: "${effect.text}" refers to an object, but its "targets" name none on the board`);
    if (filters.some((filter) => filter.kind === 'targets' && filter.self) && source === null)
      board.warnings.push(`${effect.source}: "${effect.text}" refers to itself, but no object is named "${effect.source}"`);
    const resolved = !isStatic && effect.cites === undefined && effect.copiedFrom === undefined && !readsAsStatic(effect.spec, effect.text);
    const you = effectController(effect, source);
    // named when it would fit the effect's filter as printed: a land that entered after Overrun goes unmentioned
    const fits = (object: GameObject) =>
      filters.some((filter) => filter.kind === 'match' && matchesAlternatives(filter, object, object.printed, board.catalog, you));
    if (resolved)
      for (const later of board.objects.filter((object) => (object.order ?? -Infinity) > effect.order && fits(object)))
        board.warnings.push(
          `${later.name} entered after ${effect.source}'s "${effect.text}" (timestamps ${later.order} and ${effect.order}): ` +
            'that effect affects only the objects there as it resolved, so not this one (611.2c)',
        );
    return {
      effect,
      locked: effect.spec.clauses.map(() => null),
      started: false,
      staticOn: isStatic ? source : null,
      resolvedAt: resolved ? effect.order : null,
      changedFrom: null,
      targetIds: named,
      targetSlots: slots,
      selfId: source?.id ?? null,
      you,
      waitedFor: [],
      dependsOn: [],
      sensitiveTo: 0,
      changes: 0,
    };
  });
}
