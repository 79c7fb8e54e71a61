// A scenario through the layers: each object's characteristics and the rule-cited trace of how they came to be.
import { embeddedCatalog } from '../types/catalog.ts';
import type { TypeCatalog } from '../types/model.ts';
import { settleDurations } from './durations.ts';
import { functioningEffects } from './functioning.ts';
import { ptFilterNotes } from './ptReads.ts';
import { LayerEngine } from './layers.ts';
import type { ObjectResult, Scenario, SimulationResult } from './model.ts';
import { stateBasedWarnings } from './stateBased.ts';
import { visibleSubtypes } from './typeChange.ts';
import { absentSourceWarnings } from './unlistedStatics.ts';

/** What the reader read but the layers do not apply: one-shot instructions (608.2c) and rules effects (613.1). */
function readingWarnings(scenario: Scenario): string[] {
  return scenario.effects.flatMap((effect) => [
    ...(effect.spec.oneShot ?? []).map(
      (shot) =>
        `${effect.source}: "${shot}" is a one-shot instruction, done once as it resolved (608.2c); ` +
        'only the continuous effect after it is applied',
    ),
    ...(effect.spec.rulesEffects ?? []).map(
      (rule) =>
        `${effect.source}: "${rule}" changes no characteristic, so it is not part of the layers (613.1); ` +
        'the rest of the effect is applied',
    ),
    ...(effect.spec.setAside ?? []).map(
      ({ line, what }) => `${effect.source}: "${line}" is ${what}; the text's other lines are applied (113.2: one ability a line)`,
    ),
  ]);
}

export function simulate(scenario: Scenario, catalog: TypeCatalog = embeddedCatalog): SimulationResult {
  const functioning = functioningEffects(scenario.objects, scenario.effects);
  let engine = new LayerEngine(scenario.objects, functioning.effects, catalog);
  let outcome = engine.run();
  // 611.2b: a "for as long as …" effect whose duration no longer holds on the board has ended: the layers run without it
  const settled = settleDurations(scenario.objects, functioning.effects, outcome.state, catalog, scenario.turn);
  if (settled.changed) {
    engine = new LayerEngine(scenario.objects, settled.effects, catalog);
    outcome = engine.run();
  }
  const objects: ObjectResult[] = scenario.objects.map((object) => {
    const chars = outcome.state.get(object.id)!;
    const isCreature = chars.cardTypes.includes('Creature');
    // creature types are a Kindred card's too (205.3m, 308.4): the type line shows "(every creature type)" for both
    const hasCreatureTypes = isCreature || chars.cardTypes.includes('Kindred');
    const trace = outcome.traces.get(object.id) ?? []; // the engine is done with it: no copy
    return {
      name: object.name,
      currentName: chars.name,
      zone: object.zone,
      controller: chars.controller,
      typeLine: engine.typeLine(chars),
      supertypes: chars.supertypes,
      cardTypes: chars.cardTypes,
      subtypes: visibleSubtypes(chars).map((subtype) => subtype.name),
      allCreatureTypes: chars.allCreatureTypes && hasCreatureTypes,
      colors: chars.colors,
      abilities: chars.abilities.map((ability) => ability.text),
      ...(object.faceDown === undefined ? {} : { faceDown: object.faceDown }),
      // 208.3: a noncreature object has no power or toughness
      power: isCreature ? (chars.power ?? 0) : null,
      toughness: isCreature ? (chars.toughness ?? 0) : null,
      trace,
    };
  });
  return {
    objects,
    warnings: [
      ...readingWarnings(scenario),
      ...absentSourceWarnings(scenario.objects, scenario.effects),
      ...functioning.warnings,
      ...settled.warnings,
      ...outcome.warnings,
      ...ptFilterNotes(scenario.objects, outcome.applied, outcome.state, catalog),
      ...stateBasedWarnings(scenario.objects, objects),
    ],
  };
}
