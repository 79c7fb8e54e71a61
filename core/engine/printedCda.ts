// 604.3a: a static ability is characteristic-defining when it defines the colors, subtypes, power or toughness of the
// object it is printed on, affects no other object, is not one the object grants itself, and does not hold only under a
// condition. Read from the ability itself, so a judge need not mark Tarmogoyf's or Nightmare's ability as one.
import { textKey } from './layers/matching.ts';
import type { EffectPart, EffectSpec, GameObject } from './model.ts';

/** True when the effect is such an ability: its text printed on its source, every clause about the source alone. */
export function isPrintedCda(spec: EffectSpec, text: string, source: GameObject | undefined): boolean {
  if (source === undefined || spec.lasts !== undefined || spec.assumed !== undefined || spec.duration !== undefined) return false;
  return (
    isPrintedOn(source, text) &&
    spec.clauses.length > 0 &&
    spec.clauses.every((clause) => clause.filter.kind === 'targets' && clause.filter.self && clause.parts.every(definesCharacteristic))
  );
}

/** True when `text` is one of the abilities printed on `source` (not one an effect granted it). */
export const isPrintedOn = (source: GameObject, text: string): boolean =>
  source.printed.abilities.some((ability) => ability.origin === 'printed' && textKey(ability.text) === textKey(text));

/** Power and toughness set, colors set, or subtypes added without any card type or supertype (604.3a (1)). */
function definesCharacteristic(part: EffectPart): boolean {
  if (part.op === 'setPT') return true;
  if (part.op === 'color') return !part.addition;
  return part.op === 'type' && part.cardTypes.length === 0 && part.supertypes.length === 0;
}
