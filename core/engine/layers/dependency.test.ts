import { describe, expect, it } from 'vitest';
import type { Running, Trial } from './model.ts';
import { choose, exists } from './dependency.ts';
import { aspectMask, touches } from './matching.ts';
import { testBoard } from './testBoard.ts';

// Blood Moon turns Urborg into a Mountain whose ability is gone: Urborg's effect depends on Blood Moon's (613.8a).
const moonAndUrborg = {
  objects: [
    { name: 'Urborg', typeLine: 'Legendary Land', abilities: ['Each land is a Swamp in addition to its other land types.'] },
    { name: 'Gate', typeLine: 'Land — Gate' },
  ],
  effects: [
    { source: 'Urborg', text: 'Each land is a Swamp in addition to its other land types.', order: 1 },
    { source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 2 },
  ],
};

function prepared(input: unknown) {
  const setup = testBoard(input);
  for (const run of setup.runs) {
    run.sensitiveTo = aspectMask(setup.dependencies.sensitivity(run, '4'));
    run.changes = aspectMask(setup.clauses.partsIn(run, '4').flatMap(({ part }) => touches(part)));
  }
  return setup;
}

function dependenciesIn(setup: ReturnType<typeof prepared>): Map<string, string[]> {
  const trialKeys = new Map(setup.runs.map((run) => [run, setup.clauses.trialKey(run)]));
  setup.dependencies.findDependencies(setup.runs, '4', setup.state, new Map<string, Trial>(), trialKeys);
  return new Map(setup.runs.map((run) => [run.effect.source, run.dependsOn.map(({ on, why }) => `${on.effect.source}: ${why}`)]));
}

describe('dependency', () => {
  it('finds by trial that an effect whose source loses its ability depends on the effect that removes it', () => {
    const found = dependenciesIn(prepared(moonAndUrborg));
    expect(found.get('Urborg')).toEqual([
      "Blood Moon: applying Blood Moon changes whether Urborg's effect exists (Urborg loses the ability)",
    ]);
    expect(found.get('Blood Moon')).toEqual([]);
  });
  it('finds a dependency on what an effect applies to', () => {
    const found = dependenciesIn(
      prepared({
        objects: [{ name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2 }],
        effects: [
          { source: 'Leyline', text: 'All creatures are legendary.', order: 1 },
          { source: 'Frog', text: 'Legendary creatures are Frogs.', order: 2 },
        ],
      }),
    );
    expect(found.get('Frog')).toEqual(['Leyline: applying Leyline changes what it applies to (Bear becomes "Legendary creatures")']);
  });
  it('tries nothing where the effects cannot affect each other', () => {
    const found = dependenciesIn(
      prepared({
        objects: [{ name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2 }],
        effects: [
          { source: 'A', text: 'Target creature becomes a Frog.', order: 1, targets: ['Bear'] },
          { source: 'B', text: 'Target creature becomes an Elf.', order: 2, targets: ['Bear'] },
        ],
      }),
    );
    expect([...found.values()].flat()).toEqual([]);
  });
  it('reports what a trial would change without changing the state', () => {
    const setup = prepared(moonAndUrborg);
    const before = new Map(setup.state);
    const trial = setup.dependencies.trialOf(setup.runs[1]!, '4', setup.state);
    expect(trial.changed).toEqual([setup.id('Urborg'), setup.id('Gate')]);
    expect(trial.after.get(setup.id('Gate'))!.subtypes.map((subtype) => subtype.name)).toEqual(['Mountain']);
    expect(setup.state).toEqual(before);
  });
  it('an effect of a static ability exists while its source has the ability (613.8a)', () => {
    const setup = prepared(moonAndUrborg);
    const urborg = setup.runs[0]!;
    expect(exists(urborg, setup.state)).toBe(true);
    setup.state.set(setup.id('Urborg'), { ...setup.chars('Urborg'), abilities: [] });
    expect(exists(urborg, setup.state)).toBe(false);
    urborg.started = true; // 613.6: once it applies, it keeps applying
    expect(exists(urborg, setup.state)).toBe(true);
  });
});

describe('choosing the next effect', () => {
  const runsOf = () => testBoard(moonAndUrborg).runs;
  it('goes by timestamp among independent effects (613.7)', () => {
    const runs = runsOf();
    const chosen = choose([...runs].reverse());
    expect([chosen.run.effect.source, chosen.why.rules]).toEqual(['Urborg', ['613.7']]);
  });
  it('applies a dependent effect after the one it depends on, saying why (613.8a)', () => {
    const [urborg, moon] = runsOf() as [Running, Running];
    urborg.dependsOn.push({ on: moon, why: 'applying Blood Moon removes its ability' });
    const chosen = choose([urborg, moon]);
    expect(chosen.run).toBe(moon);
    urborg.dependsOn.length = 0; // the next round: Blood Moon has applied
    const next = choose([urborg]);
    expect(next.why.text).toBe('depends on Blood Moon because applying Blood Moon removes its ability: applied after it (613.8a, 613.8b)');
  });
  it('applies a dependency loop in timestamp order (613.8b)', () => {
    const [urborg, moon] = runsOf() as [Running, Running];
    urborg.dependsOn.push({ on: moon, why: 'x' });
    moon.dependsOn.push({ on: urborg, why: 'y' });
    const chosen = choose([moon, urborg]);
    expect(chosen.run).toBe(urborg);
    expect(chosen.why).toEqual({
      text: 'dependency loop with Blood Moon: the loop is applied in timestamp order (613.8b)',
      rules: ['613.8b'],
    });
  });
});
