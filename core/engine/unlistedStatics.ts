// A permanent's static ability given only as an effect: a judge enters Urborg and "Each land is a Swamp …" from it
// without listing Urborg's abilities. The effect is then that ability's (611.3), so it exists only while its source
// has the ability (613.8a): Blood Moon, which takes it away, applies first.
import { hasAbilityText, textKey } from './layers/matching.ts';
import { oracleLines } from './reader/abilityLines.ts';
import type { Effect, EffectPart, EffectSpec, GameObject } from './model.ts';

/**
 * A change made at one moment: Oracle wording says a static ability "is", "has", "gets"; a spell or an activated or
 * triggered ability as it resolves "becomes", "gains" (Figure of Destiny's "becomes a Kithkin Spirit"), outside quotes.
 */
const resolvedVerb = /\b(?:becomes?|gains?)\b/i;

/**
 * True when an effect's wording reads as a static ability's: it states a state rather than a change, lasts no set
 * time (611.2a), copies nothing and instructs nothing once (what a spell or an ability did as it resolved, 611.2).
 */
export function readsAsStatic(spec: EffectSpec, text: string): boolean {
  return (
    !resolvedVerb.test(text.replace(/"[^"]*"|“[^”]*”/g, '')) &&
    spec.duration === undefined &&
    (spec.oneShot ?? []).length === 0 &&
    spec.clauses.length > 0 &&
    spec.clauses.every((clause) => clause.parts.every((part) => part.op !== 'copy'))
  );
}

/**
 * True when an effect from `source` is read as the source's static ability it was not listed with: the source is a
 * permanent (110.1) on the battlefield, face up, and the wording reads as a static ability's.
 */
export function isUnlistedStatic(spec: EffectSpec, text: string, source: GameObject): boolean {
  const permanent = !source.printed.cardTypes.some((type) => type === 'Instant' || type === 'Sorcery');
  return source.zone === 'battlefield' && permanent && source.faceDown === undefined && readsAsStatic(spec, text);
}

const basicLandTypes = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

/**
 * A part that can take a static ability away from what it applies to: a copy (707.2), a text change (612), abilities
 * lost (613.1f), a basic land type set (305.7: the land loses the abilities of its rules text).
 */
function takesAbilitiesAway(part: EffectPart): boolean {
  if (part.op === 'copy' || part.op === 'text') return true;
  if (part.op === 'abilities') return part.loseAll || part.lose.length > 0;
  return part.op === 'type' && part.retain !== 'all' && part.subtypes.some((subtype) => basicLandTypes.has(subtype.name));
}

/**
 * 613.8a: a static ability's effect whose source is not on the board cannot be found to depend on an effect that
 * takes the ability away (Blood Moon on Urborg): a warning asks for the source, when the scenario has such an effect.
 */
export function absentSourceWarnings(objects: readonly GameObject[], effects: readonly Effect[]): string[] {
  const names = new Set(objects.map((object) => textKey(object.name)));
  const changing = effects.filter((effect) => effect.spec.clauses.some((clause) => clause.parts.some(takesAbilitiesAway)));
  return (
    effects
      // the engine's own effects (a counter's, a keyword's CDA, a copied CDA) cite their rule and have no source to add
      .filter((effect) => effect.cites === undefined && effect.copiedFrom === undefined)
      .filter((effect) => !names.has(textKey(effect.source)) && readsAsStatic(effect.spec, effect.text))
      .filter((effect) => changing.some((other) => other !== effect))
      .map(
        (effect) =>
          `${effect.source} is not on the board: "${effect.text}" is applied as it reads, but whether another effect takes ` +
          `that ability away from ${effect.source} (613.8a) cannot be seen; add it to "objects" to settle that`,
      )
  );
}

/** The object with `text` among its printed abilities (once), a whole Oracle text as its lines (113.2). */
export function withPrintedAbility(object: GameObject, text: string): GameObject {
  if (hasAbilityText(object.printed, text)) return object;
  const lines = oracleLines(text).filter((line) => !object.printed.abilities.some((ability) => textKey(ability.text) === textKey(line)));
  const added = lines.map((line) => ({ text: line, origin: 'printed' as const }));
  return { ...object, printed: { ...object.printed, abilities: [...object.printed.abilities, ...added] } };
}
