// A permanent's static ability given only as an effect: a judge enters Urborg and "Each land is a Swamp …" from it
// without listing Urborg's abilities. The effect is then that ability's (611.3), so it exists only while its source
// has the ability (613.8a): Blood Moon, which takes it away, applies first.
import { hasAbilityText } from './layers/matching.ts';
import type { EffectSpec, GameObject } from './model.ts';

/**
 * A change made at one moment: Oracle wording says a static ability "is", "has", "gets"; a spell or an activated or
 * triggered ability as it resolves "becomes", "gains" (Figure of Destiny's "becomes a Kithkin Spirit"), outside quotes.
 */
const resolvedVerb = /\b(?:becomes?|gains?)\b/i;

/**
 * True when an effect from `source` is read as the source's static ability it was not listed with: the source is on
 * the battlefield and a permanent (110.1), and the effect's wording states a state rather than a change, lasts no set
 * time (611.2a), copies nothing and instructs nothing once (what a spell or an ability did as it resolved, 611.2).
 */
export function isUnlistedStatic(spec: EffectSpec, text: string, source: GameObject): boolean {
  const permanent = !source.printed.cardTypes.some((type) => type === 'Instant' || type === 'Sorcery');
  return (
    source.zone === 'battlefield' &&
    permanent &&
    source.faceDown === undefined && // 708.2a: no text
    !resolvedVerb.test(text.replace(/"[^"]*"|“[^”]*”/g, '')) &&
    spec.duration === undefined &&
    (spec.oneShot ?? []).length === 0 &&
    spec.clauses.length > 0 &&
    spec.clauses.every((clause) => clause.parts.every((part) => part.op !== 'copy'))
  );
}

/** The object with `text` among its printed abilities (once). */
export function withPrintedAbility(object: GameObject, text: string): GameObject {
  if (hasAbilityText(object.printed, text)) return object;
  return { ...object, printed: { ...object.printed, abilities: [...object.printed.abilities, { text, origin: 'printed' }] } };
}
