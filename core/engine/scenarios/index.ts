// Ready-made scenarios: every example of the seed documents plus well-known dependency cases, each with the
// result the rules give (reasoned from the CR and rulings, not from running the engine), one file per theme.
import { seedDocumentsScenarios } from './seedDocuments.ts';
import { copiesScenarios } from './copies.ts';
import { landTypesScenarios } from './landTypes.ts';
import { creatureTypesScenarios } from './creatureTypes.ts';
import { powerToughnessScenarios } from './powerToughness.ts';
import { colorsAndTextScenarios } from './colorsAndText.ts';
import type { ExampleScenario } from './model.ts';

export type { ExampleScenario, ExpectedObject } from './model.ts';

/** In the order the simulator lists them: the seed documents' examples first, then by theme. */
export const exampleScenarios: readonly ExampleScenario[] = [
  ...seedDocumentsScenarios,
  ...copiesScenarios,
  ...landTypesScenarios,
  ...creatureTypesScenarios,
  ...powerToughnessScenarios,
  ...colorsAndTextScenarios,
];
