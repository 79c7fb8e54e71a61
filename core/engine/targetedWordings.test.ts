// Wordings that name their targets in other words than "target creature": each target gets the effect, nothing else does.
import { describe, expect, it } from 'vitest';
import { bear, find, pt, run } from './testScenario.ts';

describe('targets named by "each of …" and "the power and toughness of …"', () => {
  it('"Switch the power and toughness of each of any number of target creatures" switches each target and no other (613.4d)', () => {
    const result = run({
      objects: [
        bear('Bear', { power: 1, toughness: 4 }),
        bear('Wall', { power: 0, toughness: 5 }),
        bear('Other', { power: 3, toughness: 1 }),
      ],
      effects: [
        {
          source: 'Switcher',
          text: 'Switch the power and toughness of each of any number of target creatures until end of turn.',
          order: 1,
          targets: ['Bear', 'Wall'],
        },
        { source: 'Anthem', text: 'Creatures you control get +1/+0.', order: 2 },
      ],
    });
    expect([pt(find(result, 'Bear')), pt(find(result, 'Wall')), pt(find(result, 'Other'))]).toEqual(['4/2', '5/1', '4/1']);
  });

  it('"each of up to two / two / any number of target creatures": the targets named get it, no other creature does', () => {
    const shown = (text: string) => {
      const result = run({
        objects: ['Bear', 'Cub', 'Bystander'].map((name) => bear(name)),
        effects: [{ source: 'Pump', text, order: 1, targets: ['Bear', 'Cub'] }],
      });
      return ['Bear', 'Cub', 'Bystander'].map((name) => find(result, name)).map((o) => `${pt(o)} ${o.abilities.join(',')}`);
    };
    const texts = ['up to two', 'two', 'any number of'].map(
      (number) => `Each of ${number} target creatures gets +1/+1 and gains flying until end of turn.`,
    );
    for (const text of texts) expect(shown(text), text).toEqual(['3/3 Flying', '3/3 Flying', '2/2 ']);
  });

  it("a one-shot instruction's target counts among the targets: the pump is the first target's, not the one it fights (115.1)", () => {
    const result = run({
      objects: [bear('Bear'), bear('Their Bear', { controller: 'opponent' })],
      effects: [
        {
          source: 'Bite',
          text: "Target creature you control gets +1/+2 until end of turn. It fights target creature you don't control.",
          order: 1,
          targets: ['Bear', 'Their Bear'],
        },
      ],
    });
    expect([pt(find(result, 'Bear')), pt(find(result, 'Their Bear'))]).toEqual(['3/4', '2/2']);
  });
});
