import { describe, expect, it } from 'vitest';
import { bear, run } from './testScenario.ts';
import { formatTrace } from './trace.ts';

const warningsOf = (scenario: unknown): readonly string[] => run(scenario).warnings;

const bears = bear('Grizzly Bears');
const weakness = { source: 'Weakness', order: 1, targets: ['Grizzly Bears'], text: 'Enchanted creature gets -2/-2.' };

describe('state-based actions the resulting board calls for, named and not applied (704)', () => {
  it('a creature whose toughness the layers leave at 0 or less (704.5f); not one at 1, nor one off the battlefield', () => {
    expect(warningsOf({ objects: [bears], effects: [weakness] })).toEqual([
      "Grizzly Bears is a creature with toughness 0: a state-based action puts it into its owner's graveyard (704.5f)",
    ]);
    const giantGrowth = { source: 'Giant Growth', order: 2, targets: ['Grizzly Bears'], text: 'Target creature gets +1/+1.' };
    expect(warningsOf({ objects: [bears], effects: [weakness, giantGrowth] })).toEqual([]);
    const zeroToughness = { ...bears, name: 'Wall of Nothing', toughness: 0 };
    expect(warningsOf({ objects: [zeroToughness] })).toHaveLength(1);
    expect(warningsOf({ objects: [{ ...zeroToughness, zone: 'graveyard' }] })).toEqual([]);
  });

  it('a land the layers make a 0/0 creature (March of the Machines after Mycosynth Lattice, 613.8)', () => {
    const warnings = warningsOf({
      objects: [{ name: 'Forest', typeLine: 'Basic Land — Forest' }],
      effects: [
        {
          source: 'March of the Machines',
          order: 1,
          text: 'Each noncreature artifact is an artifact creature with base power and toughness each equal to its mana value.',
        },
        { source: 'Mycosynth Lattice', order: 2, text: 'All permanents are artifacts in addition to their other types.' },
      ],
    });
    expect(warnings).toEqual(["Forest is a creature with toughness 0: a state-based action puts it into its owner's graveyard (704.5f)"]);
  });

  it('a token anywhere but the battlefield ceases to exist (704.5d); a card there, or a token on the battlefield, stays', () => {
    expect(warningsOf({ objects: [bear('Bear Token', { token: true, zone: 'graveyard' })] })).toEqual([
      'Bear Token is a token in the graveyard: a state-based action makes it cease to exist (704.5d)',
    ]);
    expect(warningsOf({ objects: [bear('Bear Token', { token: true }), bear('Bear Card', { zone: 'graveyard' })] })).toEqual([]);
  });

  it('+1/+1 and -1/-1 counters on one permanent: as many of each removed as the fewer (704.5q)', () => {
    const countered = {
      ...bears,
      counters: [
        { kind: '+1/+1', count: 3 },
        { kind: '-1/-1', count: 1 },
      ],
    };
    expect(warningsOf({ objects: [countered] })).toEqual([
      'Grizzly Bears has +1/+1 and -1/-1 counters: a state-based action removes 1 of each (704.5q); its power and toughness stay as shown',
    ]);
    expect(warningsOf({ objects: [{ ...bears, counters: [{ kind: '+1/+1', count: 3 }] }] })).toEqual([]);
  });

  it('the legend rule by the names permanents have now, per controller (704.5j, 707.2)', () => {
    const thalia = { name: 'Thalia', typeLine: 'Legendary Creature — Human Soldier', power: 2, toughness: 1 };
    const clone = { name: 'Clone', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0 };
    const copy = { source: 'Clone', order: 1, targets: ['Thalia'], text: 'Clone enters as a copy of target creature.' };
    const copied = warningsOf({ objects: [thalia, clone], effects: [copy] });
    expect(copied).toEqual([
      'Thalia, Clone: legendary permanents named Thalia, all controlled by you — the legend rule: ' +
        "you keep one and the rest go to their owners' graveyards (704.5j)",
    ]);
    expect(warningsOf({ objects: [thalia, { ...clone, controller: 'opponent' }], effects: [copy] })).toEqual([]);
    const theirs = warningsOf({
      objects: [
        { ...thalia, controller: 'opponent' },
        { ...clone, controller: 'opponent' },
      ],
      effects: [copy],
    });
    expect(theirs).toEqual([
      'Thalia, Clone: legendary permanents named Thalia, all controlled by your opponent — the legend rule: ' +
        "your opponent keeps one and the rest go to their owners' graveyards (704.5j)",
    ]);
    expect(warningsOf({ objects: [thalia, { ...thalia, name: 'Thalia (second)', typeLine: 'Creature — Human Soldier' }] })).toEqual([]);
  });

  it('two objects of one legendary card, the second told apart as "(2)", share its name (201.2, 704.5j)', () => {
    const thalia = { name: 'Thalia, Guardian of Thraben', typeLine: 'Legendary Creature — Human Soldier', power: 2, toughness: 1 };
    const result = run({ objects: [thalia, { ...thalia, name: 'Thalia, Guardian of Thraben (2)' }] });
    expect(result.warnings).toEqual([
      'Thalia, Guardian of Thraben, Thalia, Guardian of Thraben (2): legendary permanents named Thalia, Guardian of Thraben, ' +
        "all controlled by you — the legend rule: you keep one and the rest go to their owners' graveyards (704.5j)",
    ]);
    expect(result.objects.map((object) => object.currentName)).toEqual(Array(2).fill(thalia.name));
    expect(formatTrace(result.objects[1]!)).toMatch(/^Thalia, Guardian of Thraben \(2\): Legendary/);
  });
});
