// A filter on power or toughness ("each creature with power 4 or greater has trample") picks its objects as the layers
// stand when its effect starts to apply, and keeps them (613.6): an ability-granting effect reads power in layer 6,
// before layer 7 changes it (613.1f, 613.4). Where the object's final power or toughness would pick otherwise, a
// judge is told, since that is the reading a player least expects.
import { textKey } from '../text/index.ts';
import type { TypeCatalog } from '../types/model.ts';
import { matchesAlternatives } from './layers/matching.ts';
import type { AppliedEffect, State } from './layers/model.ts';
import { layerOf } from './layers/order.ts';
import { layerIds, type Filter, type GameObject } from './model.ts';

/** A warning for each object the effect's power or toughness filter picked otherwise than its final P/T would. */
export function ptFilterNotes(
  objects: readonly GameObject[],
  applied: readonly AppliedEffect[],
  state: State,
  catalog: TypeCatalog,
): string[] {
  const notes: string[] = [];
  for (const { effect, you, objects: affected } of applied) {
    const layers = effect.spec.clauses.flatMap((clause) => clause.parts.map((part) => layerOf(part, effect.characteristicDefining)));
    const earliest = layerIds.find((layer) => layers.includes(layer));
    // 611.2c: a resolved spell's or ability's set was fixed as it resolved, from the P/T then, which the board does not hold
    const resolved = effect.spec.duration !== undefined;
    // a static effect of layer 7 reads P/T as the effects before it in its sublayer left them: its own timestamp order
    if (earliest === undefined || (earliest.startsWith('7') && !resolved)) continue;
    for (const clause of effect.spec.clauses) {
      const filter = clause.filter;
      if (filter.kind !== 'match' || !readsPt(filter)) continue;
      for (const object of objects) {
        const chars = state.get(object.id);
        if (chars === undefined || (filter.other && textKey(object.name) === textKey(effect.source))) continue;
        const wouldNow = matchesAlternatives(filter, object, chars, catalog, you);
        if (wouldNow === affected.has(object.id)) continue;
        const picked = `${effect.source}: "${filter.words}" ${wouldNow ? 'does not include' : 'includes'} ${object.name}`;
        const now = `${chars.power}/${chars.toughness}`;
        notes.push(
          resolved
            ? `${picked}, read in layer ${earliest} (it is ${now} now); as a resolved effect its set was fixed as it resolved, from the ` +
                `P/T then (611.2c): if that set differs, give the objects it affected as "targets"`
            : `${picked}: its P/T was read when the effect began to apply in layer ${earliest}, before layer 7 made it ${now}, and ` +
                'the effect keeps that set (613.6)',
        );
      }
    }
  }
  return notes;
}

const readsPt = (filter: Filter & { kind: 'match' }): boolean =>
  filter.alternatives.some((alternative) => alternative.conditions.some((condition) => condition.test === 'pt'));
