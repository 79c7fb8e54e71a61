// Keyword abilities that are characteristic-defining abilities (604.3), as effects of the object that prints them:
// changeling makes it every creature type (702.73a), devoid colorless (702.114a). They apply in every zone and first
// in their layer (613.3), so a changeling that loses its abilities in layer 6 is still every creature type.
import type { Clause, Effect, EffectPart, GameObject } from './model.ts';
import { textKey } from '../text/index.ts';
import { describePart } from './reader/index.ts';
import { cdaKeywordOf } from './reader/cdaKeywords.ts';

/** Whether an effect the judge entered already defines what the keyword would (their own "is every creature type"). */
function alreadyGiven(effects: readonly Effect[], object: GameObject, part: EffectPart): boolean {
  return effects.some(
    (effect) =>
      effect.characteristicDefining &&
      textKey(effect.source) === textKey(object.name) &&
      effect.spec.clauses.some((clause) => clause.parts.some((given) => given.op === part.op)),
  );
}

/** One CDA effect per printed changeling or devoid, timestamped before every other effect (613.7a: the object's own). */
export function keywordCdaEffects(objects: readonly GameObject[], effects: readonly Effect[]): Effect[] {
  const found: Effect[] = [];
  let order = Math.min(0, ...effects.map((effect) => effect.order)) - 1 - objects.length * 2;
  for (const object of objects) {
    for (const ability of object.printed.abilities) {
      const cda = cdaKeywordOf(ability.text);
      if (cda === undefined || alreadyGiven(effects, object, cda.part)) continue;
      const clause: Clause = { filter: { kind: 'targets', words: object.name, self: true }, parts: [cda.part] };
      found.push({
        index: effects.length + found.length,
        source: object.name,
        text: ability.text,
        order: order++,
        characteristicDefining: true,
        targets: [],
        chosen: null,
        spec: { clauses: [clause], summary: `${object.name}: ${describePart(cda.part)} (${ability.text}, ${cda.rule})` },
        cites: [cda.rule, '604.3'],
      });
    }
  }
  return found;
}
