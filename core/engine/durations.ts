// "For as long as …" durations settled from the board (611.2a, 611.2b): an effect whose duration no longer holds has
// ended and does nothing. Checked against the board as the layers leave it (counters are on the objects, 122.1;
// control is as layer 2 leaves it).
import type { TypeCatalog } from '../types/model.ts';
import { matchesAlternatives } from './layers/matching.ts';
import type { State } from './layers/model.ts';
import type { Effect, GameObject, Lasting } from './model.ts';
import { key as wordKey } from './words.ts';

/**
 * The effects as the board leaves them: those whose duration has ended left out (with a warning saying why), those whose
 * duration the board cannot check (the source or target is not on it) kept as not yet ended, without the check.
 */
export function settleDurations(
  objects: readonly GameObject[],
  effects: readonly Effect[],
  state: State,
  catalog: TypeCatalog,
): { effects: Effect[]; warnings: string[]; changed: boolean } {
  const byName = (name: string) => objects.find((object) => wordKey(object.name) === wordKey(name)) ?? null;
  const settled: Effect[] = [];
  const warnings: string[] = [];
  let changed = false;
  for (const effect of effects) {
    const lasts = effect.spec.lasts;
    const why = lasts === undefined ? null : endedBecause(lasts, effect, byName(effect.source), byName, objects, state, catalog);
    if (why === null) settled.push(effect);
    else if (why === unknown) {
      const { lasts: _unchecked, ...spec } = effect.spec;
      settled.push({ ...effect, spec });
      changed = true;
    } else {
      warnings.push(
        `${effect.source}: its duration "${effect.spec.duration}" has ended (${why}), so the effect does nothing now (611.2a, 611.2b)`,
      );
      changed = true;
    }
  }
  return { effects: settled, warnings, changed };
}

/** The board does not say: the object the duration names is not on it. */
const unknown = 'unknown';

function endedBecause(
  lasts: Lasting,
  effect: Effect,
  source: GameObject | null,
  byName: (name: string) => GameObject | null,
  objects: readonly GameObject[],
  state: State,
  catalog: TypeCatalog,
): string | null {
  // null: the duration holds; `unknown`: the board cannot say; else why it has ended
  if (lasts.test === 'counter') {
    // "it": the object the effect names (its first target); "this creature": its source
    const holder = lasts.self ? source : effect.targets[0] === undefined ? null : byName(effect.targets[0]);
    if (holder === null) return unknown;
    return (holder.counters?.[lasts.counter] ?? 0) > 0 ? null : `${holder.name} has no ${lasts.counter} counter`;
  }
  // "you": the player who controls the effect (its source's controller as the board gives it, or the effect's own)
  const you = effect.controller ?? source?.printed.controller ?? 'you';
  const filter = lasts.filter;
  if (filter.kind === 'targets') {
    if (source === null) return unknown;
    const chars = state.get(source.id);
    if (source.zone !== 'battlefield') return `${source.name} is not on the battlefield`;
    return chars !== undefined && chars.controller === you ? null : `${source.name} is controlled by the other player`;
  }
  const controlled = objects.some((object) => {
    const chars = state.get(object.id);
    return chars !== undefined && chars.controller === you && matchesAlternatives(filter, object, chars, catalog, you);
  });
  return controlled ? null : `no ${filter.words} is controlled by ${you === 'you' ? 'you' : 'the opponent'}`;
}
