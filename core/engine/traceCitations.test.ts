// The trace cites the rules that actually applied, once each.
import { describe, expect, it } from 'vitest';
import { exampleScenarios } from './scenarios/index.ts';
import { find, run } from './testScenario.ts';

describe('the trace cites what actually happened', () => {
  const example = (id: string) => run(exampleScenarios.find((scenario) => scenario.id === id)!.scenario);

  it('"except it has this ability" keeps only the ability that made the copy (707.9a)', () => {
    const transreliquat = {
      name: 'Mizzium Transreliquat',
      typeLine: 'Artifact',
      abilities: [
        '{3}: Mizzium Transreliquat becomes a copy of target artifact until end of turn.',
        '{1}{U}{R}: Mizzium Transreliquat becomes a copy of target artifact, except it has this ability.',
      ],
    };
    const result = run({
      objects: [transreliquat, { name: 'Darksteel Citadel', typeLine: 'Artifact Land', abilities: ['Indestructible', '{T}: Add {C}.'] }],
      effects: [
        {
          source: 'Mizzium Transreliquat',
          text: 'Mizzium Transreliquat becomes a copy of target artifact, except it has this ability.',
          order: 1,
          targets: ['Darksteel Citadel'],
        },
      ],
    });
    const copy = find(result, 'Mizzium Transreliquat');
    expect(copy.abilities).toEqual(['Indestructible', '{T}: Add {C}.', transreliquat.abilities[1]]);
    expect(copy.trace[0]!.rules).toContain('707.9a');
  });

  it('a dependency found in layer 4 is not repeated as the reason in later layers (613.8 works within a layer)', () => {
    const mountain = find(example('yavimaya-life-and-limb'), 'Mountain');
    const dependent = mountain.trace.filter((step) => step.why.includes('depends on'));
    expect(dependent.length).toBeGreaterThan(0);
    expect(dependent.every((step) => step.layer === '4')).toBe(true);
  });

  it('no step cites a rule twice', () => {
    for (const scenario of exampleScenarios) {
      for (const object of run(scenario.scenario).objects) {
        for (const step of object.trace)
          expect(new Set(step.rules).size, `${scenario.id}: ${object.name} layer ${step.layer}`).toBe(step.rules.length);
      }
    }
  });

  it('an effect whose ability was removed in layer 6 cites 613.1f, not 305.7, and warns once', () => {
    const goyf = example('tarmogoyf-loses-all-abilities');
    const missing = find(goyf, 'Tarmogoyf').trace.find((step) => step.why.startsWith('does not apply'))!;
    expect(missing.rules).toContain('613.1f');
    expect(missing.rules).not.toContain('305.7');
    const king = example('humility-goblin-king');
    expect(
      find(king, 'Goblin King')
        .trace.filter((step) => step.why.startsWith('does not apply'))
        .map((step) => step.layer),
    ).toEqual(['6', '7c']);
    expect(king.warnings.filter((warning) => warning.startsWith('Goblin King'))).toHaveLength(1);
  });

  it('an effect whose land lost the ability to 305.7 cites 305.7', () => {
    const result = run({
      objects: [
        {
          name: 'Urborg, Tomb of Yawgmoth',
          typeLine: 'Legendary Land',
          abilities: ['Each land is a Swamp in addition to its other land types.'],
        },
      ],
      effects: [
        { source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 1 },
        { source: 'Urborg, Tomb of Yawgmoth', text: 'Each land is a Swamp in addition to its other land types.', order: 2 },
      ],
    });
    const missing = find(result, 'Urborg, Tomb of Yawgmoth').trace.find((step) => step.why.startsWith('does not apply'))!;
    expect(missing.rules).toContain('305.7');
  });

  it('a step applied in a dependency loop cites 613.8b', () => {
    const loop = exampleScenarios.find((scenario) => scenario.title.includes('a dependency loop (Blood Moon earlier)'))!;
    const steps = run(loop.scenario)
      .objects.flatMap((object) => object.trace)
      .filter((step) => step.why.startsWith('dependency loop'));
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(step.rules).toContain('613.8b');
  });
});
