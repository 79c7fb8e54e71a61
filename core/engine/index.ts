// The effect engine (CR 613): the public API.
export { exampleScenarios, type ExampleScenario } from './scenarios/index.ts';
export type {
  Characteristics,
  Effect,
  EffectPart,
  EffectSpec,
  Filter,
  GameObject,
  LayerId,
  ObjectResult,
  Player,
  Scenario,
  SimulationResult,
  TraceStep,
} from './model.ts';
export { readCounters } from './counters.ts';
/** The key two wordings of one ability share: case, spacing and a final period aside. */
export { textKey as abilityTextKey } from './layers/matching.ts';
export {
  abilityKindOf,
  classLevelBar,
  isKeywordLine,
  namedModeOf,
  oracleLines,
  parseEffectText,
  understoodForms,
  type AbilityKind,
} from './reader/index.ts';
export { namesChosenColor, parseScenario, withChoice } from './scenario.ts';
export { cardNameOf } from './model.ts';
export { simulate } from './simulate.ts';
export { formatTrace } from './trace.ts';
