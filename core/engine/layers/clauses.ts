// An effect's clauses filed by layer, and keys under which alike effects share work (five Blood Moons do one thing).
import type { EffectPart, LayerId } from '../model.ts';
import type { ClausePart, ClauseWork, Running } from './model.ts';
import { layerIndex, layerOf } from './order.ts';

const noParts: readonly ClausePart[] = [];

export class ClauseIndex {
  private readonly partsCache = new Map<Running, ClausePart[][]>();
  private readonly worksCache = new Map<Running, Map<LayerId, ClauseWork[]>>();
  private readonly sharedWorks = new Map<string, ClauseWork[]>();
  private readonly workKeys = new Map<Running, string>();

  /** An effect's parts in `layer`, with their clause numbers; one pass over the clauses files them all by layer. */
  partsIn(run: Running, layer: LayerId): readonly ClausePart[] {
    let byLayer = this.partsCache.get(run);
    if (byLayer === undefined) {
      byLayer = [];
      run.effect.spec.clauses.forEach((clause, index) => {
        for (const part of clause.parts)
          (byLayer![layerIndex.get(layerOf(part, run.effect.characteristicDefining))!] ??= []).push({ clause: index, part });
      });
      this.partsCache.set(run, byLayer);
    }
    return byLayer[layerIndex.get(layer)!] ?? noParts;
  }

  /** The clauses of an effect with parts in `layer`, in order, each with those parts; alike effects share them (and their memo). */
  clausesIn(run: Running, layer: LayerId): ClauseWork[] {
    let byLayer = this.worksCache.get(run);
    if (byLayer === undefined) {
      byLayer = new Map();
      this.worksCache.set(run, byLayer);
    }
    let works = byLayer.get(layer);
    if (works === undefined) {
      const shareKey = `${layer}\u0000${this.workKey(run)}`;
      works = this.sharedWorks.get(shareKey);
      if (works === undefined) {
        const entries = this.partsIn(run, layer);
        works = [...new Set(entries.map((entry) => entry.clause))].map((clause) => {
          const parts: EffectPart[] = entries.filter((entry) => entry.clause === clause).map((entry) => entry.part);
          // a copy reads its original, a count the board, "all activated abilities of …" other objects: none depends
          // only on the object's own characteristics
          const pure = parts.every(
            (part) =>
              part.op !== 'copy' &&
              !(part.op === 'setPT' && part.count) &&
              !(part.op === 'modifyPT' && part.per) &&
              !(part.op === 'abilities' && part.abilitiesOf),
          );
          return { clause, parts, pure, applied: new Map() };
        });
        this.sharedWorks.set(shareKey, works);
      }
      byLayer.set(layer, works);
    }
    return works;
  }

  /**
   * Effects with equal keys do the same thing to the same objects (five Blood Moons): same wording, parts and
   * choices, and the same source, self or targets wherever the effect reads them.
   */
  workKey(run: Running): string {
    let found = this.workKeys.get(run);
    if (found === undefined) {
      const { effect } = run;
      const clauses = effect.spec.clauses;
      const copies = clauses.some((clause) => clause.parts.some((part) => part.op === 'copy'));
      const readsSource =
        copies ||
        clauses.some(
          (clause) => (clause.filter.kind === 'match' && clause.filter.other) || clause.parts.some((part) => part.op === 'abilities'),
        );
      const readsSelf = copies || clauses.some((clause) => clause.filter.kind === 'targets' && clause.filter.self);
      const readsTargets = copies || clauses.some((clause) => clause.filter.kind === 'targets' && !clause.filter.self);
      found = JSON.stringify([
        effect.text,
        effect.characteristicDefining,
        effect.chosen,
        effect.choices ?? null,
        readsSource ? effect.source : null,
        readsSelf ? run.selfId : null,
        readsTargets ? [effect.targets, run.targetIds] : null,
        clauses,
      ]);
      this.workKeys.set(run, found);
    }
    return found;
  }

  /** Pending effects with equal keys have equal trials; one already locked (613.6) keeps its own. */
  trialKey(run: Running): string {
    return run.locked.some((set) => set !== null) ? `${this.workKey(run)}\u0000${run.effect.index}` : this.workKey(run);
  }

  /** An effect's source changed (it became a static ability's): alike effects are told apart again. */
  forgetKey(run: Running): void {
    this.workKeys.delete(run);
  }

  /** An effect's wording changed (612.1): everything filed from the old wording goes. */
  forget(run: Running): void {
    this.partsCache.delete(run);
    this.worksCache.delete(run);
    this.workKeys.delete(run);
  }
}
