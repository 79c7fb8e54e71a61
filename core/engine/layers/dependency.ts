// Dependency (613.8): which effects depend on which, found by trial (applying one and seeing what changes for the
// other), and which effect goes next, in timestamp order (613.7) unless a dependency or a loop (613.8b) decides.
import type { Characteristics, Filter, LayerId } from '../model.ts';
import type { PartApplier } from './apply.ts';
import type { ClauseIndex } from './clauses.ts';
import { sameAbilities } from './interning.ts';
import { aspectBit, hasAbilityText, reads, type Aspect, type FilterMatcher } from './matching.ts';
import type { Board, Reason, Running, State, Trial } from './model.ts';
import { layerCanCreateDependency } from './order.ts';

const dependencyRules: readonly string[] = ['613.8a', '613.8b'];
const loopRules: readonly string[] = ['613.8b'];
const cdaReason: Reason = { text: 'characteristic-defining ability, applied first (613.3)', rules: ['613.3'] };
const timestampReason: Reason = { text: 'timestamp order (613.7)', rules: ['613.7'] };

/** 613.8a(b): an effect from a static ability exists while its source has that ability (613.6 once it applies). */
export function exists(run: Running, state: State): boolean {
  if (run.started || run.staticOn === null) return true;
  const chars = state.get(run.staticOn.id);
  return chars !== undefined && hasAbilityText(chars, run.effect.text);
}

/** The next effect among this round's candidates (sorted here, in place, by timestamp) and why it goes next. */
export function choose(candidates: Running[]): { run: Running; why: Reason } {
  for (const run of candidates)
    for (const { on, why } of run.dependsOn)
      if (!run.waitedFor.some((text) => text.includes(why))) run.waitedFor.push(`depends on ${on.effect.source} because ${why}`);
  const byTime = candidates.sort((a, b) => a.effect.order - b.effect.order);
  const free = byTime.find((run) => run.dependsOn.length === 0);
  if (free !== undefined) {
    const why =
      free.waitedFor.length > 0
        ? { text: `${free.waitedFor.join('; ')}: applied after it (613.8a, 613.8b)`, rules: dependencyRules }
        : free.effect.characteristicDefining
          ? cdaReason
          : timestampReason;
    return { run: free, why };
  }
  // 613.8b: a dependency loop is applied in timestamp order
  const reaches = (from: Running, to: Running, seen = new Set<Running>()): boolean =>
    from.dependsOn.some(({ on }) => on === to || (!seen.has(on) && (seen.add(on), reaches(on, to, seen))));
  const inLoop = byTime.filter((run) => reaches(run, run) && run.dependsOn.every(({ on }) => reaches(on, run)));
  const run = inLoop[0] ?? byTime[0]!;
  const partners = run.dependsOn.map(({ on }) => on.effect.source).join(', ');
  return { run, why: { text: `dependency loop with ${partners}: the loop is applied in timestamp order (613.8b)`, rules: loopRules } };
}

export class DependencyFinder {
  constructor(
    private readonly board: Board,
    private readonly matcher: FilterMatcher,
    private readonly clauses: ClauseIndex,
    private readonly applier: PartApplier,
  ) {}

  /**
   * Fills each candidate's dependsOn (613.8a) by trial. Trials are shared by alike effects (`trials`, by `trialKeys`)
   * and kept across rounds of the layer.
   */
  findDependencies(
    candidates: readonly Running[],
    layer: LayerId,
    state: State,
    trials: Map<string, Trial>,
    trialKeys: ReadonlyMap<Running, string>,
  ): void {
    if (candidates.length <= 1 || !layerCanCreateDependency(layer)) return;
    for (const on of candidates) {
      if (!exists(on, state)) continue;
      const changing = on.changes;
      let trial: Trial | undefined;
      for (const dependent of candidates) {
        // 613.8a(c): only an effect that could change what `dependent` reads is tried, and CDAs only among CDAs
        if (dependent === on || dependent.effect.characteristicDefining !== on.effect.characteristicDefining) continue;
        if ((changing & aspectBit.everything) === 0 && (changing & dependent.sensitiveTo) === 0) continue;
        if (trial === undefined) {
          const trialKey = trialKeys.get(on)!;
          trial = trials.get(trialKey);
          if (trial === undefined) {
            trial = this.trialOf(on, layer, state);
            trials.set(trialKey, trial);
          }
        }
        const why = this.dependency(dependent, on, layer, trial);
        if (why !== null) dependent.dependsOn.push({ on, why });
      }
    }
  }

  /** 613.8a by trial: what applying `run` to `state` would change, without applying it. */
  trialOf(run: Running, layer: LayerId, state: State): Trial {
    const after = new Map<number, Characteristics>();
    const affected = new Set<number>();
    const changed: number[] = [];
    for (const work of this.clauses.clausesIn(run, layer)) {
      for (const id of this.matcher.affected(run, work.clause, state)) {
        affected.add(id);
        const before = after.get(id) ?? state.get(id)!;
        const applied = this.applier.applyClause(
          run,
          work,
          id,
          before,
          !work.pure && after.size > 0 ? new Map([...state, ...after]) : state,
        );
        if (applied.chars === before) continue;
        if (!after.has(id)) changed.push(id);
        after.set(id, applied.chars);
      }
    }
    return { state, affected, after, changed, firstFlip: new Map(), consequences: new Map() };
  }

  /**
   * The trial of `run` after another effect changed the objects in `changed`. Objects it neither affected nor now
   * would affect keep their outcome, so a one-clause effect is redone for the changed objects only; one that copies
   * (it reads its original) or has several clauses is redone whole. The old trial is updated in place: nothing else holds it.
   */
  refreshTrial(run: Running, layer: LayerId, trial: Trial, state: State, changed: ReadonlySet<number>): Trial {
    const works = this.clauses.clausesIn(run, layer);
    const work = works[0]!;
    const filter = run.effect.spec.clauses[work.clause]!.filter;
    if (works.length > 1 || !work.pure) return this.trialOf(run, layer, state);
    const locked = run.locked[work.clause];
    let touched = false;
    let reordered = false;
    const { affected, after } = trial;
    for (const id of changed) {
      const chars = state.get(id)!;
      const inside = locked ? locked.has(id) : this.matcher.matches(filter, this.board.objects[id]!, chars, run);
      if (!inside && !trial.affected.has(id)) continue;
      touched = true;
      const had = after.delete(id);
      if (!inside) {
        affected.delete(id);
        reordered ||= had;
        continue;
      }
      affected.add(id);
      const applied = this.applier.applyClause(run, work, id, chars, state);
      if (applied.chars !== chars) after.set(id, applied.chars);
      reordered ||= had !== (applied.chars !== chars);
    }
    if (!touched) return trial; // its objects' characteristics are as they were: the old state still describes them
    // the old trial is updated in place (nothing else holds it); objects are reached in board order (ids), as affected() lists them
    if (reordered) {
      // the set of changed objects differs: list it again
      trial.changed.length = 0;
      for (const id of after.keys()) trial.changed.push(id);
      trial.changed.sort((a, b) => a - b);
    }
    trial.state = state;
    trial.firstFlip.clear();
    trial.consequences.clear();
    return trial;
  }

  /** The first object (in trial order) that applying the trial's effect moves into or out of `filter`, or null. */
  private firstFlip(trial: Trial, filter: Filter & { kind: 'match' }, dependent: Running): number | null {
    const number = this.matcher.filterNumber(filter) * 2 + (dependent.you === 'you' ? 0 : 1); // read from its controller's side
    const cacheKey = filter.other ? this.matcher.otherFilterKey(number, dependent.effect.source) : number;
    const cached = trial.firstFlip.get(cacheKey);
    if (cached !== undefined) return cached;
    let found: number | null = null;
    for (const id of trial.changed) {
      const object = this.board.objects[id]!;
      if (
        this.matcher.matches(filter, object, trial.state.get(id)!, dependent) !==
        this.matcher.matches(filter, object, trial.after.get(id)!, dependent)
      ) {
        found = id;
        break;
      }
    }
    trial.firstFlip.set(cacheKey, found);
    return found;
  }

  /** What can make `dependent` change in `layer`: its source's abilities, what its unlocked filters read, a copy's original. */
  sensitivity(dependent: Running, layer: LayerId): Aspect[] {
    const aspects: Aspect[] = [];
    if (!dependent.started && dependent.staticOn !== null) aspects.push('abilities');
    for (const { clause, part } of this.clauses.partsIn(dependent, layer)) {
      if (part.op === 'copy') return ['cardTypes', 'supertypes', 'subtypes', 'controller', 'abilities'];
      if (!dependent.locked[clause]) aspects.push(...reads(dependent.effect.spec.clauses[clause]!.filter));
      // "all activated abilities of …": what it gives is the abilities of the objects it reads
      if (part.op === 'abilities' && part.abilitiesOf) aspects.push('abilities', ...reads(part.abilitiesOf.filter));
    }
    return aspects;
  }

  /** Why `dependent` depends on `on` (613.8a), found by applying `on` first; null when it doesn't. */
  private dependency(dependent: Running, on: Running, layer: LayerId, trial: Trial): string | null {
    // the answer depends only on the dependent and what the trial changes, so alike effects and later rounds reuse it
    let consequence = trial.consequences.get(dependent);
    if (consequence === undefined) {
      consequence = this.consequence(dependent, layer, trial);
      trial.consequences.set(dependent, consequence);
    }
    return consequence === null ? null : `applying ${on.effect.source} ${consequence}`;
  }

  /** What applying the trial's effect would change for `dependent` (613.8a), in words, or null. */
  private consequence(dependent: Running, layer: LayerId, trial: Trial): string | null {
    if (trial.changed.length === 0) return null;
    const staticOn = dependent.staticOn;
    if (!dependent.started && staticOn !== null && trial.after.has(staticOn.id)) {
      const was = existsWith(dependent, trial.state.get(staticOn.id));
      const now = existsWith(dependent, trial.after.get(staticOn.id));
      if (was !== now)
        return `changes whether ${dependent.effect.source}'s effect exists (${staticOn.name} ${now ? 'gains' : 'loses'} the ability)`;
    }
    for (const { clause } of this.clauses.partsIn(dependent, layer)) {
      if (dependent.locked[clause]) continue;
      const filter = dependent.effect.spec.clauses[clause]!.filter;
      if (filter.kind === 'targets') continue; // named objects: no characteristic moves them in or out
      const id = this.firstFlip(trial, filter, dependent);
      if (id !== null) {
        const now = this.matcher.matches(filter, this.board.objects[id]!, trial.after.get(id)!, dependent);
        return `changes what it applies to (${this.board.objects[id]!.name} ${now ? 'becomes' : 'stops being'} "${filter.words}")`;
      }
    }
    for (const { part } of this.clauses.partsIn(dependent, layer)) {
      if (part.op !== 'abilities' || part.abilitiesOf === undefined) continue;
      const read = part.abilitiesOf.filter;
      const given = trial.changed.find((id) => {
        const [before, after] = [trial.state.get(id)!, trial.after.get(id)!];
        const matched = (chars: Characteristics) => this.matcher.matches(read, this.board.objects[id]!, chars, dependent);
        return (matched(before) || matched(after)) && !sameAbilities(before.abilities, after.abilities);
      });
      if (given !== undefined) return `changes what it does (the abilities of ${this.board.objects[given]!.name})`;
    }
    if (this.clauses.partsIn(dependent, layer).some(({ part }) => part.op === 'copy')) {
      const original = this.applier.copyOriginal(dependent);
      if (original !== undefined && trial.after.has(original.id)) return `changes what it does (the copiable values of ${original.name})`;
    }
    return null;
  }
}

function existsWith(run: Running, chars: Characteristics | undefined): boolean {
  return chars !== undefined && hasAbilityText(chars, run.effect.text);
}
