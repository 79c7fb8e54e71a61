// A simulator result as a few lines a judge can read to the players: the effects in timestamp order, then each
// object as it ends up, with the layers that changed it and the rule that orders them.
import { cardNameOf, type SimulationResult } from '../../../core/engine/index.ts';
import type { ScenarioJson } from './scenarioDraft.ts';

const pt = (power: number | null, toughness: number | null): string | null =>
  power === null || toughness === null ? null : `${power}/${toughness}`;

export function simulationSummary(scenario: ScenarioJson, outcome: SimulationResult): string {
  const effects = [...scenario.effects]
    .sort((a, b) => a.order - b.order)
    .map((effect, index) => `${index + 1}. ${effect.source}${effect.text ? `: "${effect.text.trim()}"` : ''}`);
  const objects = outcome.objects.map((object) => {
    const facts = [
      object.currentName === cardNameOf(object.name) ? null : `named ${object.currentName}`,
      object.typeLine,
      object.colors.join(' and ') || 'colorless',
      pt(object.power, object.toughness),
      object.abilities.length > 0 ? `with ${object.abilities.join(', ')}` : 'no abilities',
      object.controller === 'you' ? null : `controlled by ${object.controller === 'opponent' ? 'an opponent' : object.controller}`,
      object.zone === 'battlefield' ? null : `in the ${object.zone}`,
    ].filter((fact) => fact !== null);
    const layers = [...new Set(object.trace.map((step) => step.layer))];
    const changed = layers.length === 0 ? 'unchanged' : `changed in layer${layers.length > 1 ? 's' : ''} ${layers.join(', ')}`;
    return `- ${object.name}: ${facts.join(', ')} (${changed})`;
  });
  return [
    'Continuous effects, applied in layers (CR 613)',
    ...(effects.length > 0 ? ['Effects in timestamp order:', ...effects] : ['No effects.']),
    'Result:',
    ...objects,
    ...outcome.warnings.map((warning) => `Note: ${warning}`),
  ].join('\n');
}
