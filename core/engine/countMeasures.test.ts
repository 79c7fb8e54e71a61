// Counts of something among the objects a filter matches, settled on the board as the layers stand when the effect
// applies: different colors (105.2), different basic land types (domain, 305.6), the greatest mana value (202.3).
import { describe, expect, it } from 'vitest';
import { parseEffectText } from './reader/index.ts';
import { bear, find, pt, run } from './testScenario.ts';

const elder = 'This creature gets +1/+1 for each color among permanents you control.';

describe('reading a measured count', () => {
  it.each([
    [elder, 'colors', 'permanents you control'],
    ["Vivid — This creature's power is equal to the number of colors among permanents you control.", 'colors', 'permanents you control'],
    ['Domain — Creatures you control get +1/+1 for each basic land type among lands you control.', 'basicLandTypes', 'lands you control'],
    [
      'This creature gets +X/+0, where X is the greatest mana value among other artifacts you control.',
      'greatestManaValue',
      'artifacts you control',
    ],
  ])('%s', (text, measure, counted) => {
    const read = parseEffectText(text, 'Some Card');
    expect(read.ok, JSON.stringify(read)).toBe(true);
    if (!read.ok) return;
    const part = read.value.clauses[0]!.parts[0]!;
    const count = part.op === 'modifyPT' ? part.per : part.op === 'setPT' ? part.count : undefined;
    expect(count).toMatchObject({ measure, filter: { kind: 'match', words: counted } });
    expect(read.value.needs).toBeUndefined();
  });
});

describe('measured counts on the board', () => {
  it("each color counts once, whatever holds it; an opponent's permanent and a colorless one add none (105.2)", () => {
    const result = run({
      objects: [
        bear('Elder', { colors: ['white', 'green'], abilities: [elder] }),
        bear('Other Green', { colors: ['green'] }),
        bear('Blue Red', { colors: ['blue', 'red'] }),
        { name: 'Colorless Rock', typeLine: 'Artifact' },
        bear('Their Black', { colors: ['black'], controller: 'opponent' }),
      ],
      effects: [{ source: 'Elder', text: elder, order: 1 }],
    });
    // white, green, blue, red: four colors
    expect(pt(find(result, 'Elder'))).toBe('6/6');
  });

  it('colors are counted after layer 5 changed them: a permanent made colorless no longer counts', () => {
    const result = run({
      objects: [bear('Elder', { colors: ['green'], abilities: [elder] }), bear('Red One', { colors: ['red'] })],
      effects: [
        { source: 'Elder', text: elder, order: 1 },
        { source: 'Bleach', text: 'Target creature becomes colorless.', order: 2, targets: ['Red One'] },
      ],
    });
    expect(pt(find(result, 'Elder'))).toBe('3/3');
  });

  it('domain counts basic land types among lands after layer 4: a dual counts two, a Mountain made by Blood Moon one', () => {
    const domain = 'Creatures you control get +1/+1 for each basic land type among lands you control.';
    const board = (effects: { source: string; text: string; order: number }[]) =>
      run({
        objects: [
          bear('Bear'),
          { name: 'Tropical Dual', typeLine: 'Land — Forest Island' },
          { name: 'Basic Forest', typeLine: 'Basic Land — Forest' },
          { name: 'Nonbasic Land', typeLine: 'Land' },
        ],
        effects: [{ source: 'Anthem', text: domain, order: 1 }, ...effects],
      });
    expect(pt(find(board([]), 'Bear'))).toBe('4/4');
    // 305.7: each nonbasic land is a Mountain only: Forest (the basic) and Mountain remain
    const moon = board([{ source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 2 }]);
    expect(pt(find(moon, 'Bear'))).toBe('4/4');
    expect(find(moon, 'Tropical Dual').subtypes).toEqual(['Mountain']);
  });

  it('the greatest mana value among other artifacts leaves out the source, and is 0 when none is left', () => {
    const escort = 'This creature gets +X/+0, where X is the greatest mana value among other artifacts you control.';
    const source = { name: 'Escort', typeLine: 'Artifact Creature — Robot', power: 0, toughness: 4, manaValue: 9, abilities: [escort] };
    const effects = [{ source: 'Escort', text: escort, order: 1 }];
    const rocks = [
      { name: 'Small Rock', typeLine: 'Artifact', manaValue: 2 },
      { name: 'Big Rock', typeLine: 'Artifact', manaValue: 6 },
    ];
    expect(pt(find(run({ objects: [source, ...rocks], effects }), 'Escort'))).toBe('6/4');
    expect(pt(find(run({ objects: [source], effects }), 'Escort'))).toBe('0/4');
  });

  it('"named …" counts the objects with that name now (201.2): four Seven Dwarves, a Clone among them, each 5/5', () => {
    const text = 'Seven Dwarves gets +1/+1 for each other creature named Seven Dwarves you control.';
    const dwarves = ['Seven Dwarves', 'Seven Dwarves (2)', 'Seven Dwarves (3)'].map((name) =>
      bear(name, { typeLine: 'Creature — Dwarf', abilities: [text] }),
    );
    const clone = { name: 'Clone', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0 };
    const copy = { source: 'Clone', text: 'Clone enters as a copy of target creature.', targets: ['Seven Dwarves'] };
    const theirs = bear('Seven Dwarves (4)', { typeLine: 'Creature — Dwarf', controller: 'opponent' });
    const result = run({ objects: [...dwarves, clone, theirs], effects: [...dwarves.map(({ name }) => ({ source: name, text })), copy] });
    for (const name of ['Seven Dwarves', 'Seven Dwarves (2)', 'Seven Dwarves (3)', 'Clone']) expect(pt(find(result, name))).toBe('5/5');
    // the name ends where a keyword after "with" begins
    const flying = { abilities: ['Flying'] };
    const apostles = run({
      objects: [bear('Shadowborn Apostle', flying), bear('Shadowborn Apostle (2)'), bear('Grizzly Bears', flying)],
      effects: [{ source: 'Anthem', text: 'Each creature named Shadowborn Apostle with flying gets +1/+1.' }],
    });
    expect(['Shadowborn Apostle', 'Shadowborn Apostle (2)', 'Grizzly Bears'].map((name) => pt(find(apostles, name)))).toEqual([
      '3/3',
      '2/2',
      '2/2',
    ]);
  });
});
