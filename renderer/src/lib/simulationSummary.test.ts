import { describe, expect, it } from 'vitest';
import { exampleScenarios, parseScenario, simulate } from '../../../core/engine/index.ts';
import { simulationSummary } from './simulationSummary.ts';
import type { ScenarioJson } from './scenarioDraft.ts';

describe('simulator result as text', () => {
  it("reads each ready-made scenario's expected outcome in a few lines", () => {
    for (const example of exampleScenarios) {
      const parsed = parseScenario(example.scenario);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const text = simulationSummary(example.scenario as ScenarioJson, simulate(parsed.value));
      expect(text.split('\n').length, example.id).toBeLessThan(40);
      for (const [name, expected] of Object.entries(example.expected)) {
        const line = text.split('\n').find((candidate) => candidate.startsWith(`- ${name}:`));
        expect(line, `${example.id}: ${name}`).toBeDefined();
        if (expected.typeLine !== undefined) expect(line, example.id).toContain(expected.typeLine);
      }
    }
  });
  it('lists the effects in timestamp order, whatever order the file has them in', () => {
    const scenario: ScenarioJson = {
      objects: [{ name: 'Grizzly Bears', typeLine: 'Creature — Bear', power: 2, toughness: 2, colors: ['green'] }],
      effects: [
        { source: 'Giant Growth', text: 'Target creature gets +3/+3 until end of turn.', order: 2, targets: ['Grizzly Bears'] },
        {
          source: 'Turn to Frog',
          order: 1,
          targets: ['Grizzly Bears'],
          text: 'Target creature becomes a blue Frog with base power and toughness 1/1.',
        },
      ],
    };
    const parsed = parseScenario(scenario);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const text = simulationSummary(scenario, simulate(parsed.value));
    expect(text.indexOf('1. Turn to Frog')).toBeGreaterThan(-1);
    expect(text.indexOf('1. Turn to Frog')).toBeLessThan(text.indexOf('2. Giant Growth'));
    expect(text).toMatch(/- Grizzly Bears: Creature — Frog, blue, 4\/4, .*layers? .*7/);
  });
});
