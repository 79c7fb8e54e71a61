// An effect entered from a permanent whose abilities the scenario does not list is that permanent's static ability
// (611.3), so the dependency on an effect that removes the ability is found (613.8a) as when the ability is listed.
import { describe, expect, it } from 'vitest';
import { bear, find, pt, run } from './testScenario.ts';

const urborgText = 'Each land is a Swamp in addition to its other land types.';
const bloodMoonText = 'Nonbasic lands are Mountains.';
const humilityText = 'All creatures lose all abilities and have base power and toughness 1/1.';
/** Sets base power and toughness in layer 7b and removes no ability: a characteristic-defining ability applies before it. */
const awe = { name: 'Godhead of Awe', typeLine: 'Enchantment' };
const aweText = 'All creatures have base power and toughness 1/1.';
const urborg = { name: 'Urborg, Tomb of Yawgmoth', typeLine: 'Legendary Land' };
const forest = { name: 'Forest', typeLine: 'Basic Land — Forest' };
const bloodMoon = { name: 'Blood Moon', typeLine: 'Enchantment' };
const anthemName = 'Glorious Anthem';
const urborgThenMoon = [
  { source: urborg.name, text: urborgText },
  { source: bloodMoon.name, text: bloodMoonText },
];

describe('a static ability entered only as its effect', () => {
  it('Urborg earlier than Blood Moon, neither listing abilities: Blood Moon applies first and no land is a Swamp', () => {
    const result = run({ objects: [urborg, forest, bloodMoon], effects: urborgThenMoon });
    expect(find(result, forest.name).typeLine).toBe('Basic Land — Forest');
    expect(find(result, urborg.name).typeLine).toBe('Legendary Land — Mountain');
    expect(find(result, urborg.name).abilities).toEqual(['{T}: Add {R}.']);
    expect(result.warnings.join('\n')).toContain('its source no longer has the ability');
    const step = find(result, urborg.name).trace.find((each) => each.effect.includes('Urborg'))!;
    expect(step.why).toContain('depends on Blood Moon');
  });

  it('gives the same board as the abilities listed', () => {
    const listed = run({
      objects: [{ ...urborg, abilities: [urborgText] }, forest, { ...bloodMoon, abilities: [bloodMoonText] }],
      effects: urborgThenMoon,
    });
    const unlisted = run({ objects: [urborg, forest, bloodMoon], effects: urborgThenMoon });
    for (const name of [urborg.name, forest.name, bloodMoon.name]) expect(find(unlisted, name).typeLine).toBe(find(listed, name).typeLine);
    expect(find(unlisted, bloodMoon.name).abilities).toEqual([bloodMoonText]);
  });

  it('a listed ability is its effect whatever its final period: the dependency and the CDA are found', () => {
    const cut = (text: string) => text.replace(/\.$/, '');
    const lands = run({
      objects: [{ ...urborg, abilities: [cut(urborgText)] }, forest, bloodMoon],
      effects: urborgThenMoon,
    });
    expect(find(lands, forest.name).typeLine).toBe('Basic Land — Forest');
    const cdaText = "This creature's power and toughness are each equal to the number of lands you control.";
    const goyf = bear('Tarmogoyf', { abilities: [cut(cdaText)] });
    const creatures = run({
      objects: [goyf, awe, forest, { ...forest, name: 'Forest #2' }],
      effects: [
        { source: awe.name, text: aweText },
        { source: goyf.name, text: cdaText },
      ],
    });
    expect(pt(find(creatures, goyf.name))).toBe('1/1');
  });

  it('an explicitly empty list of abilities says the effect comes from elsewhere: timestamp order', () => {
    const result = run({ objects: [{ ...urborg, abilities: [] }, forest, bloodMoon], effects: urborgThenMoon });
    expect(find(result, forest.name).typeLine).toBe('Basic Land — Forest Swamp');
  });

  it('a power-and-toughness ability about its source alone is characteristic-defining (604.3a): a later base P/T wins', () => {
    const goyf = bear('Tarmogoyf');
    const result = run({
      objects: [goyf, awe, forest, { ...forest, name: 'Forest #2' }],
      effects: [
        { source: awe.name, text: aweText },
        { source: goyf.name, text: "This creature's power and toughness are each equal to the number of lands you control." },
      ],
    });
    expect(pt(find(result, goyf.name))).toBe('1/1');
  });

  it('"becomes" and "gains" are what an ability did as it resolved: timestamp order, no dependency', () => {
    const figure = bear('Figure of Destiny');
    const result = run({
      objects: [figure, { name: 'Humility', typeLine: 'Enchantment' }],
      effects: [
        { source: 'Humility', text: humilityText },
        { source: figure.name, text: 'This creature becomes a Kithkin Spirit with base power and toughness 4/4.' },
      ],
    });
    expect(pt(find(result, figure.name))).toBe('4/4');
    expect(find(result, figure.name).abilities).toEqual([]);
  });

  it('an effect lasting a set time, or from a source off the battlefield, gives its source no ability', () => {
    const result = run({
      objects: [bear('Bear'), { name: 'Giant Growth', typeLine: 'Instant', zone: 'graveyard' }, { name: 'Mutavault', typeLine: 'Land' }],
      effects: [
        { source: 'Giant Growth', text: 'Target creature gets +3/+3 until end of turn.', targets: ['Bear'] },
        { source: 'Mutavault', text: 'This land is a 2/2 creature with all creature types until end of turn.' },
      ],
    });
    expect(pt(find(result, 'Bear'))).toBe('5/5');
    expect(find(result, 'Giant Growth').abilities).toEqual([]);
    expect(find(result, 'Mutavault').abilities).toEqual([]);
  });
});

describe('a static ability whose source is not on the board', () => {
  it('is applied as it reads, with a warning asking for the source when another effect could take the ability away', () => {
    const result = run({ objects: [forest], effects: urborgThenMoon });
    expect(find(result, forest.name).typeLine).toBe('Basic Land — Forest Swamp');
    const warnings = result.warnings.join('\n');
    expect(warnings).toContain(`${urborg.name} is not on the board`);
    expect(warnings).toContain('613.8a');
    // Urborg's effect takes no ability away, so Blood Moon's absence settles nothing
    expect(warnings).not.toContain('Blood Moon is not on the board');
  });

  it('never warns for an effect lasting a set time, and says nothing where no other effect could take an ability away', () => {
    const result = run({
      objects: [bear('Bear')],
      effects: [
        { source: anthemName, text: 'Creatures you control get +1/+1.' },
        { source: 'Turn to Frog', text: 'Until end of turn, target creature loses all abilities.', targets: ['Bear'] },
      ],
    });
    expect(result.warnings.join('\n')).toContain(`${anthemName} is not on the board`);
    expect(result.warnings.join('\n')).not.toContain('Turn to Frog is not on the board');
    const quiet = run({ objects: [bear('Bear')], effects: [{ source: anthemName, text: 'Creatures you control get +1/+1.' }] });
    expect(quiet.warnings).toEqual([]);
  });

  it("a counter's effect has no source to add: Lignify on a creature with a +1/+1 counter warns of nothing", () => {
    const result = run({
      objects: [{ ...bear('Bear'), counters: [{ kind: '+1/+1', count: 1 }] }],
      effects: [
        {
          source: 'Lignify',
          text: 'Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.',
          targets: ['Bear'],
        },
      ],
    });
    expect(pt(find(result, 'Bear'))).toBe('1/5');
    expect(result.warnings).toEqual([]);
  });
});
