import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario.ts';
import { simulate } from './simulate.ts';
import { exampleScenarios } from './scenarios/index.ts';

function run(input: unknown) {
  const read = parseScenario(input);
  if (!read.ok) throw new Error(read.error.message);
  return simulate(read.value);
}
const find = (result: ReturnType<typeof simulate>, name: string) => result.objects.find((object) => object.name === name)!;

describe('layer system', () => {
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
    const objects = [
      { name: 'Elf', typeLine: 'Creature — Elf', power: 1, toughness: 1 },
      { name: 'Goblin', typeLine: 'Creature — Goblin', power: 1, toughness: 1 },
    ];
    const result = run({
      objects,
      effects: [
        { source: 'A', text: 'All Elves are Goblins.', order: 1 },
        { source: 'B', text: 'All Goblins are Elves.', order: 2 },
      ],
    });
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
    const objects = [
      { name: 'Elf', typeLine: 'Creature — Elf', power: 1, toughness: 1 },
      { name: 'Goblin', typeLine: 'Creature — Goblin', power: 1, toughness: 1 },
    ];
    const result = run({
      objects,
      effects: [
        { source: 'C', text: 'All Elves are artifacts in addition to their other types.', order: 1 },
        { source: 'A', text: 'All Elves are Goblins.', order: 2 },
        { source: 'B', text: 'All Goblins are Elves.', order: 3 },
      ],
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

const words = ['Target creature', 'All creatures', 'Nonbasic lands', 'Each land', 'All artifacts', 'This creature', 'Each other creature'];
const predicates = [
  'becomes a 2/2 Frog',
  'are Mountains',
  'is a Swamp in addition to its other land types',
  'gets +1/+1',
  'loses all abilities',
  'has base power and toughness 1/1',
  'is every creature type',
  'becomes an artifact creature',
  'gains flying',
  'is the chosen type',
  'becomes a copy of target creature',
];
const typeLines = [
  'Creature — Elf',
  'Land — Forest',
  'Artifact Land',
  'Basic Land — Mountain',
  'Legendary Enchantment Artifact',
  'Land Creature — Forest Dryad',
  'Artifact',
];

describe('copy exceptions (707.9b)', () => {
  const bears = { name: 'Grizzly Bears', typeLine: 'Legendary Creature — Bear', power: 2, toughness: 2, colors: ['green'] };
  const copier = { name: 'Copier', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0, colors: ['blue'] };
  it("a P/T exception is the copy's base P/T, so an anthem applies on top (layer 7c)", () => {
    const result = run({
      objects: [bears, copier],
      effects: [
        {
          source: 'Copier',
          text: "This creature enters as a copy of any creature on the battlefield, except it's 7/7.",
          order: 1,
          targets: ['Grizzly Bears'],
        },
        { source: 'Anthem', text: 'Creatures you control get +1/+1.', order: 2 },
      ],
    });
    expect(find(result, 'Copier')).toMatchObject({ currentName: 'Grizzly Bears', power: 8, toughness: 8 });
    expect(find(result, 'Grizzly Bears')).toMatchObject({ power: 3, toughness: 3 });
  });
  it("a name, a removed supertype and a color are the copy's own; an enters-with-counter part is named in a warning", () => {
    const result = run({
      objects: [bears, copier],
      effects: [
        {
          source: 'Copier',
          text:
            "Copier becomes a copy of target creature, except its name is Copycat, it's blue, it isn't legendary, and it enters " +
            'with an additional +1/+1 counter on it.',
          order: 1,
          targets: ['Grizzly Bears'],
        },
      ],
    });
    expect(find(result, 'Copier')).toMatchObject({ currentName: 'Copycat', typeLine: 'Creature — Bear', colors: ['blue'], power: 2 });
    expect(result.warnings).toEqual([expect.stringContaining('"it enters with an additional +1/+1 counter on it" is not modelled')]);
  });
  it('"except it\'s 1/1" is the base P/T (707.9b): under an anthem the token is 2/2 (layer 7c)', () => {
    const result = run({
      objects: [bears, { name: 'Echo', typeLine: 'Creature', token: true, power: 0, toughness: 0 }],
      effects: [
        { source: 'Echo', text: "Create a token that's a copy of that creature, except it's 1/1.", order: 1, targets: ['Grizzly Bears'] },
        { source: 'Anthem', text: 'Creatures you control get +1/+1.', order: 2 },
      ],
    });
    expect(find(result, 'Echo')).toMatchObject({
      currentName: 'Grizzly Bears',
      typeLine: 'Legendary Creature — Bear',
      colors: ['green'],
      power: 2,
      toughness: 2,
    });
  });
  it("\"doesn't copy that creature's color\" keeps the copy's own colors (707.9c)", () => {
    const result = run({
      objects: [bears, { name: 'Vesuvan Doppelganger', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0, colors: ['blue'] }],
      effects: [
        {
          source: 'Vesuvan Doppelganger',
          text:
            "You may have this creature enter as a copy of any creature on the battlefield, except it doesn't copy that creature's " +
            'color.',
          order: 1,
          targets: ['Grizzly Bears'],
        },
      ],
    });
    const doppelganger = find(result, 'Vesuvan Doppelganger');
    expect(doppelganger).toMatchObject({ currentName: 'Grizzly Bears', colors: ['blue'], power: 2 });
    expect(doppelganger.trace[0]!.rules).toContain('707.9c');
  });
  it('an embalmed token has no mana cost, so its mana value is 0 (202.3a)', () => {
    const angel = {
      name: 'Angel of Sanctions',
      typeLine: 'Creature — Angel',
      power: 3,
      toughness: 4,
      colors: ['white'],
      manaValue: 5,
      zone: 'graveyard',
    };
    const result = run({
      objects: [angel, { name: 'Angel token', typeLine: 'Creature', token: true, power: 0, toughness: 0 }],
      effects: [
        {
          source: 'Angel token',
          text: "Create a token that's a copy of it, except it's a white Zombie Angel with no mana cost.",
          order: 1,
          targets: ['Angel of Sanctions'],
        },
        { source: 'Spell', text: 'Each creature has base power and toughness each equal to its mana value.', order: 2 },
      ],
    });
    expect(find(result, 'Angel token')).toMatchObject({ typeLine: 'Creature — Zombie Angel', colors: ['white'], power: 0, toughness: 0 });
  });
  it(
    'a characteristic-defining ability for P/T the exception sets is not copied, so its effect on the copy does not apply ' + '(707.9d)',
    () => {
      const goyf =
        "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number " +
        'plus 1.';
      const cda = (source: string, order: number) => ({
        source,
        text: goyf,
        structured: { clauses: [{ affects: 'this creature', parts: [{ op: 'setPT', power: 3, toughness: 4 }] }] },
        order,
        characteristicDefining: true,
      });
      const board = (exception: string) =>
        run({
          objects: [
            { name: 'Tarmogoyf', typeLine: 'Creature — Lhurgoyf', power: 0, toughness: 1, colors: ['green'], abilities: [goyf] },
            { name: 'Copier', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0 },
          ],
          effects: [
            cda('Tarmogoyf', 1),
            cda('Copier', 3),
            {
              source: 'Copier',
              text: `This creature enters as a copy of any creature on the battlefield${exception}.`,
              order: 2,
              targets: ['Tarmogoyf'],
            },
          ],
        });
      expect(find(board(''), 'Copier')).toMatchObject({ power: 3, toughness: 4, abilities: [goyf] });
      const gargantuan = find(board(", except it's 7/7"), 'Copier');
      expect(gargantuan).toMatchObject({ power: 7, toughness: 7, abilities: [] });
      expect(gargantuan.trace[0]!.rules).toEqual(expect.arrayContaining(['707.9b', '707.9d']));
      expect(find(board(", except it's a Spirit in addition to its other types"), 'Copier')).toMatchObject({ power: 3, toughness: 4 });
    },
  );
  it("a structured copy takes the same exceptions, and refuses parts a copy exception can't be", () => {
    const structured = (modifications: unknown[]) => ({
      clauses: [{ affects: 'this creature', parts: [{ op: 'copy', name: 'Copycat', removeSupertypes: ['Legendary'], modifications }] }],
    });
    const result = run({
      objects: [bears, copier],
      effects: [
        { source: 'Copier', structured: structured([{ op: 'setPT', power: 1, toughness: 1 }]), order: 1, targets: ['Grizzly Bears'] },
      ],
    });
    expect(find(result, 'Copier')).toMatchObject({ currentName: 'Copycat', typeLine: 'Creature — Bear', power: 1, toughness: 1 });
    const bad = parseScenario({
      objects: [bears, copier],
      effects: [
        { source: 'Copier', structured: structured([{ op: 'control', controller: 'opponent' }]), order: 1, targets: ['Grizzly Bears'] },
      ],
    });
    expect(!bad.ok && bad.error.at).toBe('effects[0].structured.clauses[0].parts[0].modifications[0].op');
    const vesuvan = { clauses: [{ affects: 'this creature', parts: [{ op: 'copy', keepOwnColors: true, noManaCost: true }] }] };
    expect(
      find(
        run({ objects: [bears, copier], effects: [{ source: 'Copier', structured: vesuvan, order: 1, targets: ['Grizzly Bears'] }] }),
        'Copier',
      ),
    ).toMatchObject({ currentName: 'Grizzly Bears', colors: ['blue'] });
    const notFlag = parseScenario({
      objects: [bears, copier],
      effects: [
        {
          source: 'Copier',
          structured: { clauses: [{ affects: 'this creature', parts: [{ op: 'copy', keepOwnColors: 'yes' }] }] },
          order: 1,
          targets: ['Grizzly Bears'],
        },
      ],
    });
    expect(!notFlag.ok && notFlag.error).toMatchObject({
      at: 'effects[0].structured.clauses[0].parts[0].keepOwnColors',
      message: expect.stringContaining('707.9c'),
    });
  });
});

describe('the engine never throws or loops', () => {
  it('on arbitrary scenarios built from understood wording', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom(...typeLines), fc.array(fc.constantFrom(...predicates.map((p) => `Each land ${p}.`)), { maxLength: 1 })),
          { minLength: 1, maxLength: 6 },
        ),
        fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...predicates), fc.boolean(), fc.nat(5)), { maxLength: 8 }),
        (objectSpecs, effectSpecs) => {
          const objects = objectSpecs.map(([typeLine, abilities], index) => ({
            name: `O${index}`,
            typeLine,
            abilities,
            power: 1,
            toughness: 1,
          }));
          const effects = effectSpecs.map(([subject, predicate, cda, target], index) => ({
            source: `O${target % objects.length}`,
            text: `${subject} ${predicate.replace(/^are /, subject.endsWith('s') ? 'are ' : 'is a ')}.`,
            order: index + 1,
            characteristicDefining: cda,
            targets: [`O${(target + 1) % objects.length}`],
            chosen: 'Elf',
          }));
          const read = parseScenario({ objects, effects });
          if (!read.ok) return true;
          const result = simulate(read.value);
          expect(result.objects).toHaveLength(objects.length);
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });
  it('parseScenario never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        parseScenario(value);
        parseScenario({ objects: [value], effects: [value] });
      }),
      { numRuns: 300 },
    );
  });
});

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
