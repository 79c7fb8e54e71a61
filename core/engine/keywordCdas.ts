// Keyword abilities that are characteristic-defining abilities (604.3), as effects of the object that prints them:
// changeling makes it every creature type (702.73a), devoid colorless (702.114a). They apply in every zone and first
// in their layer (613.3), so a changeling that loses its abilities in layer 6 is still every creature type. An object
// that copies another gets its characteristic-defining and static abilities too (707.2), so the same effects are made
// for the copy.
import { copyOriginalName, effectController, type Clause, type Effect, type EffectPart, type GameObject } from './model.ts';
import type { TypeCatalog } from '../types/model.ts';
import { textKey } from '../text/index.ts';
import { matchesAlternatives } from './layers/matching.ts';
import { key as wordKey } from './words.ts';
import { describePart } from './reader/index.ts';
import { cdaKeywordOf } from './reader/cdaKeywords.ts';
import { readsAsStatic } from './unlistedStatics.ts';

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

/** An effect a copy takes from its original: a characteristic-defining ability, or a static ability about no target. */
function copiable(effect: Effect): boolean {
  if (effect.characteristicDefining) return true;
  const aboutTargets = effect.spec.clauses.some((clause) => clause.filter.kind === 'targets' && !clause.filter.self);
  return !aboutTargets && effect.targets.length === 0 && readsAsStatic(effect.spec, effect.text);
}

/**
 * The objects a copy clause turns into copies of `original`: the source ("enter as a copy"), the targets other than the
 * original (Cytoshape, Metamorphic Alteration), or the objects its filter names (Mirrorweave's "each other creature"),
 * read as the filter finds them when the effect first applies, in layer 1, where only copy effects have applied: their
 * printed characteristics (613.6).
 */
function copiesOf(effect: Effect, clause: Clause, original: string, objects: readonly GameObject[], catalog: TypeCatalog): string[] {
  const filter = clause.filter;
  if (filter.kind === 'targets')
    return filter.self ? [effect.source] : effect.targets.filter((target) => wordKey(target) !== wordKey(original));
  const source = objects.find((object) => wordKey(object.name) === wordKey(effect.source));
  const you = effectController(effect, source);
  return objects
    .filter((object) => wordKey(object.name) !== wordKey(original) && !(filter.other && object.name === effect.source))
    .filter((object) => !((object.order ?? -Infinity) > effect.order)) // 611.2c: not one that entered after it resolved
    .filter((object) => matchesAlternatives(filter, object, object.printed, catalog, you))
    .map((object) => object.name);
}

/**
 * The effects of copied objects' characteristic-defining and static abilities, as effects of the copies (707.2: the
 * abilities are copiable): a Clone of Nightmare has Nightmare's "power and toughness are each equal to …", a Clone of
 * a changeling is every creature type, a Clone of Goblin King gives other Goblins +1/+1, and so does each creature
 * Mirrorweave made a copy of it. A static ability's effect has the copy effect's timestamp (613.7a: the later of the
 * object's and that of the effect that gave the ability). The copy's own wording decides whether each applies (a copy
 * exception that sets P/T leaves the ability out, 707.9d; an ability the copy no longer has makes no effect); a copy of
 * a copy gets them in turn. Effects the judge already entered for the copy are not made twice.
 */
export function copiedAbilityEffects(effects: readonly Effect[], objects: readonly GameObject[], catalog: TypeCatalog): Effect[] {
  const copiers = effects.flatMap((effect) => {
    const original = copyOriginalName(effect);
    const clause = effect.spec.clauses.find((candidate) => candidate.parts.some((part) => part.op === 'copy'));
    if (clause === undefined || original === null) return [];
    return copiesOf(effect, clause, original, objects, catalog).map((copy) => ({
      copy: wordKey(copy),
      name: copy,
      original: wordKey(original),
      at: effect.order,
    }));
  });
  const found: Effect[] = [];
  let order = Math.min(0, ...effects.map((effect) => effect.order)) - 1;
  const all = () => [...effects, ...found];
  for (let added = true; added;) {
    added = false;
    for (const { copy, name: source, original, at } of copiers) {
      for (const copied of all().filter((effect) => wordKey(effect.source) === original && copiable(effect))) {
        const given = all().some(
          (effect) =>
            wordKey(effect.source) === copy &&
            effect.characteristicDefining === copied.characteristicDefining &&
            textKey(effect.text) === textKey(copied.text),
        );
        if (given) continue;
        found.push({
          ...copied,
          index: effects.length + found.length,
          source,
          // a CDA applies first in its layer whatever its timestamp (613.3); a static ability's follows the copy's
          order: copied.characteristicDefining ? (order -= 1) : at + (found.length + 1) / 1024,
          targets: [],
          chosen: null,
          copiedFrom: copied.source,
        });
        added = true;
      }
    }
  }
  return found;
}
