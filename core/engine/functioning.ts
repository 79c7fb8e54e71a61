// 113.6: the abilities of an object other than an instant or sorcery function only while it is on the battlefield. A
// static ability printed on a card elsewhere (a creature card in a graveyard, a permanent spell on the stack) makes no
// effect, unless it is characteristic-defining (113.6a) or says the zone it functions in (113.6b, 113.6c). A face-down
// permanent has none of its face-up abilities (708.2): what lasts from them is only an effect that lasts a set time.
import { textKey } from '../text/index.ts';
import { zoneWords } from './durations.ts';
import type { Effect, GameObject, Lasting } from './model.ts';
import { isPrintedOn } from './printedCda.ts';
import { faceDownWords } from './faceDown.ts';

/** The effects whose source's ability functions where the source is, and a warning for each left out. */
export function functioningEffects(objects: readonly GameObject[], effects: readonly Effect[]): { effects: Effect[]; warnings: string[] } {
  const byName = new Map(objects.map((object) => [textKey(object.name), object]));
  const kept: Effect[] = [];
  const warnings: string[] = [];
  for (const effect of effects) {
    const source = byName.get(textKey(effect.source));
    if (source?.faceDown !== undefined && effect.spec.duration === undefined)
      warnings.push(
        `${effect.source}: "${effect.text}" makes no effect: ${source.name} is ${faceDownWords(source.faceDown)}, so none of ` +
          'its face-up abilities function (708.2)',
      );
    else if (source === undefined || !staticAbilityOff(effect, source)) kept.push(effect);
    else
      warnings.push(
        `${effect.source}: "${effect.text}" makes no effect: ${source.name} is ${zoneWords[source.zone]}, and its abilities ` +
          'function only on the battlefield unless they say otherwise (113.6)',
      );
  }
  return { effects: kept, warnings };
}

/** True for a static ability printed on a permanent card that is off the battlefield and does not function there. */
function staticAbilityOff(effect: Effect, source: GameObject): boolean {
  if (source.zone === 'battlefield' || effect.characteristicDefining || effect.spec.duration !== undefined) return false;
  // an instant's or sorcery's effects are made as it resolves, and last wherever the card goes (608.2)
  if (source.printed.cardTypes.some((type) => type === 'Instant' || type === 'Sorcery')) return false;
  return isPrintedOn(source, effect.text) && !statesZone(effect.spec.lasts);
}

/** 113.6b, 113.6c: a condition on the zone its object is (or is not) in. */
const statesZone = (lasts: Lasting | undefined): boolean =>
  lasts !== undefined && (lasts.test === 'zone' || (lasts.test === 'all' && lasts.conditions.some(statesZone)));
