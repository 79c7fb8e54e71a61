// The layer system (613): layer order, timestamps, characteristic-defining abilities, locked sets, dependency, and filters.
import { describe, expect, it } from 'vitest';
import { find, run } from './testScenario.ts';

describe('layer system', () => {
  /** Two 1/1s for the loops of 613.8b. */
  const elfAndGoblin = [
    { name: 'Elf', typeLine: 'Creature — Elf', power: 1, toughness: 1 },
    { name: 'Goblin', typeLine: 'Creature — Goblin', power: 1, toughness: 1 },
  ];
  /** The loop of 613.8b, from timestamp `first` on: A turns Elves into Goblins, B turns Goblins into Elves. */
  const elfGoblinLoop = (first: number) => [
    { source: 'A', text: 'All Elves are Goblins.', order: first },
    { source: 'B', text: 'All Goblins are Elves.', order: first + 1 },
  ];
  it('applies layers in order whatever the timestamps: 7b set before 7c modify (613.4)', () => {
    const result = run({
      objects: [{ name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2 }],
      effects: [
        { source: 'Growth', text: 'Target creature gets +3/+3.', order: 1, targets: ['Bear'] },
        { source: 'Frog', text: 'Target creature becomes a Frog with base power and toughness 1/1.', order: 2, targets: ['Bear'] },
      ],
    });
    expect([find(result, 'Bear').power, find(result, 'Bear').toughness]).toEqual([4, 4]);
    expect(find(result, 'Bear').trace.map((step) => step.layer)).toEqual(['4', '7b', '7c']);
  });
  it('timestamps decide between independent effects in one layer (613.7)', () => {
    const effects = (first: string, second: string) => [
      { source: 'A', text: `Target creature becomes a ${first}.`, order: 1, targets: ['Bear'] },
      { source: 'B', text: `Target creature becomes a ${second}.`, order: 2, targets: ['Bear'] },
    ];
    const objects = [{ name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2 }];
    expect(find(run({ objects, effects: effects('Frog', 'Elf') }), 'Bear').subtypes).toEqual(['Elf']);
    expect(find(run({ objects, effects: effects('Elf', 'Frog') }), 'Bear').subtypes).toEqual(['Frog']);
  });
  it('characteristic-defining abilities apply first in a layer (613.3)', () => {
    const result = run({
      objects: [{ name: 'Shifter', typeLine: 'Creature — Shapeshifter', power: 1, toughness: 1 }],
      effects: [
        { source: 'A', text: 'Target creature becomes a Frog.', order: 1, targets: ['Shifter'] },
        { source: 'Shifter', text: 'This creature is every creature type.', order: 2, characteristicDefining: true },
      ],
    });
    expect(find(result, 'Shifter').subtypes).toEqual(['Frog']);
    expect(find(result, 'Shifter').allCreatureTypes).toBe(false);
  });
  it('locks the affected set when the effect starts (613.6): noncreature artifacts stay 2/2 in 7b', () => {
    const result = run({
      objects: [{ name: 'Rock', typeLine: 'Artifact' }],
      effects: [
        {
          source: 'March',
          structured: {
            clauses: [
              {
                affects: 'noncreature artifacts',
                parts: [
                  { op: 'type', cardTypes: ['Artifact', 'Creature'], retain: 'all' },
                  { op: 'setPT', power: 2, toughness: 2 },
                ],
              },
            ],
          },
          order: 1,
        },
      ],
    });
    expect([find(result, 'Rock').power, find(result, 'Rock').toughness]).toEqual([2, 2]);
  });
  it('dependency overrides timestamps and is explained (613.8a): Blood Moon before an earlier Urborg', () => {
    const result = run({
      objects: [
        { name: 'Urborg', typeLine: 'Legendary Land', abilities: ['Each land is a Swamp in addition to its other land types.'] },
        { name: 'Swamp Gate', typeLine: 'Land — Gate' },
      ],
      effects: [
        { source: 'Urborg', text: 'Each land is a Swamp in addition to its other land types.', order: 1 },
        { source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 2 },
      ],
    });
    expect(find(result, 'Swamp Gate').subtypes).toEqual(['Mountain']);
    expect(result.warnings.join(' ')).toMatch(/Urborg's effect .* does not apply/);
    expect(
      find(result, 'Urborg').trace.some((step) => /depends on Blood Moon because applying Blood Moon changes whether/.test(step.why)),
    ).toBe(true);
  });
  it('a dependency loop falls back to timestamp order (613.8b)', () => {
    // Each makes the other's filter match more objects: A turns Elves into Goblins, B turns Goblins into Elves.
    const result = run({ objects: elfAndGoblin, effects: elfGoblinLoop(1) });
    expect(find(result, 'Elf').subtypes).toEqual(['Elf']);
    expect(find(result, 'Goblin').subtypes).toEqual(['Elf']);
    expect(find(result, 'Elf').trace.some((step) => /613\.8b/.test(step.why))).toBe(true);
  });
  it('re-evaluates dependencies after each effect (613.8c): a dependency that appears only once another effect applied', () => {
    // At first nothing is a Goblin, so O changes nothing and D (earlier) is free; X makes the Bear a Goblin, after
    // which O would make it an Elf: D now depends on O and waits for it. Fixed at the start, D would miss the Bear.
    const result = run({
      objects: [{ name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2 }],
      effects: [
        { source: 'X', text: 'Target creature becomes a Goblin in addition to its other types.', order: 1, targets: ['Bear'] },
        { source: 'D', text: 'All Elves are artifacts in addition to their other types.', order: 2 },
        { source: 'O', text: 'All Goblins are Elves in addition to their other types.', order: 3 },
      ],
    });
    const bear = find(result, 'Bear');
    expect([...bear.cardTypes].sort()).toEqual(['Artifact', 'Creature']);
    expect(bear.subtypes).toEqual(['Bear', 'Goblin', 'Elf']);
    expect(bear.trace.map((step) => step.effect.slice(0, 1))).toEqual(['X', 'O', 'D']);
    expect(bear.trace[2]!.why).toMatch(/depends on O because applying O changes what it applies to \(Bear becomes "All Elves"\)/);
  });
  it('an effect that depends on members of a loop waits until after all of them (613.8b)', () => {
    const result = run({
      objects: elfAndGoblin,
      effects: [{ source: 'C', text: 'All Elves are artifacts in addition to their other types.', order: 1 }, ...elfGoblinLoop(2)],
    });
    for (const name of ['Elf', 'Goblin']) {
      expect(find(result, name).subtypes).toEqual(['Elf']);
      expect([...find(result, name).cardTypes].sort()).toEqual(['Artifact', 'Creature']);
    }
    const elfSteps = find(result, 'Elf').trace;
    expect(elfSteps.map((step) => step.effect.slice(0, 1))).toEqual(['A', 'B', 'C']);
    expect(elfSteps[0]!.why).toMatch(/dependency loop with B.*613\.8b/);
    expect(elfSteps[2]!.why).toMatch(/depends on A because .*; depends on B because /);
  });
  it('an effect whose trial changes nothing another reads is independent: timestamps decide (613.8a, 613.7)', () => {
    // Leyline makes nonland permanents legendary; no other effect reads supertypes, so Blood Moon and Urborg keep order.
    const result = run({
      objects: [
        { name: 'Gate', typeLine: 'Land — Gate' },
        { name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2 },
      ],
      effects: [
        { source: 'Leyline', text: 'All nonland permanents are legendary.', order: 1 },
        { source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 2 },
        { source: 'Urborg', text: 'Each land is a Swamp in addition to its other land types.', order: 3 },
      ],
    });
    expect(find(result, 'Gate').subtypes).toEqual(['Mountain', 'Swamp']);
    expect(find(result, 'Bear').supertypes).toEqual(['Legendary']);
    expect(
      find(result, 'Gate')
        .trace.filter((step) => step.order !== null)
        .every((step) => /timestamp order \(613\.7\)/.test(step.why)),
    ).toBe(true);
  });
});

describe('filters by color, keyword and token (105.2, 702, 111.1)', () => {
  const board = [
    { name: 'Knight', typeLine: 'Creature — Knight', power: 2, toughness: 2, colors: ['white'], abilities: ['Flying, vigilance'] },
    { name: 'Goblin', typeLine: 'Creature — Goblin', power: 1, toughness: 1, colors: ['red', 'black'], token: true },
    { name: 'Golem', typeLine: 'Artifact Creature — Golem', power: 3, toughness: 3 },
  ];
  const pt = (text: string, effects: unknown[] = []) => {
    const result = run({ objects: board, effects: [...effects, { source: 'Lord', text, order: 9 }] });
    return Object.fromEntries(result.objects.map((object) => [object.name, `${object.power}/${object.toughness}`]));
  };

  it('splits a printed keyword line into its keyword abilities', () => {
    expect(find(run({ objects: board, effects: [] }), 'Knight').abilities).toEqual(['Flying', 'Vigilance']);
  });

  it('reads colors as they are when the effect applies, keywords inside a keyword line, and tokens', () => {
    expect(pt('White creatures get +1/+1.')).toEqual({ Knight: '3/3', Goblin: '1/1', Golem: '3/3' });
    expect(pt('Multicolored creatures get +1/+1.')).toEqual({ Knight: '2/2', Goblin: '2/2', Golem: '3/3' });
    expect(pt('Colorless creatures get +1/+1.')).toEqual({ Knight: '2/2', Goblin: '1/1', Golem: '4/4' });
    expect(pt('Creatures with vigilance get +1/+1.')).toEqual({ Knight: '3/3', Goblin: '1/1', Golem: '3/3' });
    expect(pt('Creatures without flying get +1/+1.')).toEqual({ Knight: '2/2', Goblin: '2/2', Golem: '4/4' });
    expect(pt('Nontoken creatures get +1/+1.')).toEqual({ Knight: '3/3', Goblin: '1/1', Golem: '4/4' });
    // layer 5 comes before 7c: the Golem made white counts as white; the Knight losing flying in layer 6 does not count
    expect(
      pt('White creatures get +1/+1.', [{ source: 'Paint', text: 'Target creature is white.', order: 1, targets: ['Golem'] }]),
    ).toEqual({ Knight: '3/3', Goblin: '1/1', Golem: '4/4' });
    expect(
      pt('Creatures with flying get +1/+1.', [{ source: 'Ground', text: 'Target creature loses flying.', order: 1, targets: ['Knight'] }]),
    ).toEqual({ Knight: '2/2', Goblin: '1/1', Golem: '3/3' });
  });

  it('finds a dependency in layer 5 when one color effect changes what another applies to (613.8a)', () => {
    const result = run({
      objects: board,
      effects: [
        { source: 'Darken', text: 'White creatures are black.', order: 1 },
        { source: 'Whiten', text: 'All creatures are white.', order: 2 },
      ],
    });
    for (const object of result.objects) expect(object.colors, object.name).toEqual(['black']);
    expect(find(result, 'Golem').trace.at(-1)!.why).toContain('depends on Whiten');
  });
});
