// Where a static ability functions (113.6): a permanent's abilities only on the battlefield, unless characteristic-
// defining (113.6a) or saying the zone they function in (113.6b, 113.6c); an instant's effects last once it resolved.
import { describe, expect, it } from 'vitest';
import { bear, find, pt, run } from './testScenario.ts';

const anthem = 'Other creatures you control get +1/+1.';
const board = (zone: string) =>
  run({
    objects: [bear('Angel', { zone, abilities: [anthem] }), bear('Bear')],
    effects: [{ source: 'Angel', text: anthem, order: 1 }],
  });

describe('static abilities off the battlefield (113.6)', () => {
  it("a creature card's anthem in a graveyard or on the stack makes no effect, and a warning says why", () => {
    expect(pt(find(board('battlefield'), 'Bear'))).toBe('3/3');
    for (const zone of ['graveyard', 'stack', 'hand']) {
      const off = board(zone);
      expect(pt(find(off, 'Bear'))).toBe('2/2');
      expect(off.warnings).toContainEqual(expect.stringMatching(/^Angel: "Other creatures .*" makes no effect: .*\(113\.6\)$/));
    }
  });

  it("an instant's effect in its owner's graveyard applies: it was made as the instant resolved", () => {
    const growth = 'Target creature gets +3/+3 until end of turn.';
    const result = run({
      objects: [{ name: 'Growth', typeLine: 'Instant', zone: 'graveyard', abilities: [growth] }, bear('Bear')],
      effects: [{ source: 'Growth', text: growth, order: 1, targets: ['Bear'] }],
    });
    expect(pt(find(result, 'Bear'))).toBe('5/5');
  });

  it('a characteristic-defining ability functions everywhere (113.6a)', () => {
    const cda = "Nightmare's power and toughness are each equal to the number of Swamps you control.";
    const result = run({
      objects: [
        bear('Nightmare', { zone: 'graveyard', abilities: [cda], power: 0, toughness: 0 }),
        { name: 'Swamp', typeLine: 'Basic Land — Swamp' },
        { name: 'Swamp 2', typeLine: 'Basic Land — Swamp' },
      ],
      effects: [{ source: 'Nightmare', text: cda, order: 1 }],
    });
    expect(pt(find(result, 'Nightmare'))).toBe('2/2');
  });

  it('"as long as this card is in your graveyard and you control a Mountain": the zone it states, and both must hold (113.6b)', () => {
    const text = 'As long as Anger is in your graveyard and you control a Mountain, creatures you control have haste.';
    const anger = (zone: string, lands: { name: string; typeLine: string }[]) =>
      run({
        objects: [bear('Anger', { zone, abilities: [text] }), bear('Bear'), ...lands],
        effects: [{ source: 'Anger', text, order: 1 }],
      });
    const mountain = [{ name: 'Mountain', typeLine: 'Basic Land — Mountain' }];
    expect(find(anger('graveyard', mountain), 'Bear').abilities).toEqual(['Haste']);
    const onBattlefield = anger('battlefield', mountain);
    expect(find(onBattlefield, 'Bear').abilities).toEqual([]);
    expect(onBattlefield.warnings.join(' ')).toContain('(Anger is not in a graveyard)');
    const noMountain = anger('graveyard', []);
    expect(find(noMountain, 'Bear').abilities).toEqual([]);
    expect(noMountain.warnings.join(' ')).toContain('you control 0 of Mountain');
  });

  it('"as long as Grist isn\'t on the battlefield": everywhere but there (113.6c)', () => {
    const text = "As long as Grist isn't on the battlefield, it's a 1/1 Insect creature in addition to its other types.";
    const grist = (zone: string) =>
      find(
        run({
          objects: [{ name: 'Grist', typeLine: 'Legendary Planeswalker — Grist', zone, abilities: [text] }],
          effects: [{ source: 'Grist', text, order: 1 }],
        }),
        'Grist',
      );
    expect(grist('hand')).toMatchObject({ subtypes: ['Grist', 'Insect'], power: 1, toughness: 1 });
    expect(grist('hand').cardTypes).toContain('Creature');
    expect(grist('battlefield')).toMatchObject({ cardTypes: ['Planeswalker'], subtypes: ['Grist'], power: null });
  });

  it('"for as long as this creature remains on the battlefield": the duration ends once its source has left (611.2b)', () => {
    const text = 'For as long as this creature remains on the battlefield, target creature gets +1/+1.';
    const result = (zone: string) =>
      run({
        objects: [bear('Keeper', { zone }), bear('Bear')],
        effects: [{ source: 'Keeper', text, order: 1, targets: ['Bear'] }],
      });
    expect(pt(find(result('battlefield'), 'Bear'))).toBe('3/3');
    const gone = result('graveyard');
    expect(pt(find(gone, 'Bear'))).toBe('2/2');
    expect(gone.warnings.join(' ')).toContain('has ended (Keeper is not on the battlefield)');
  });

  it('"that card remains exiled" names no object of the board: it is read as not yet ended', () => {
    const text = 'Target creature gains flying for as long as that card remains exiled.';
    const result = run({ objects: [bear('Bear')], effects: [{ source: 'Spell', text, order: 1, targets: ['Bear'] }] });
    expect(find(result, 'Bear').abilities).toEqual(['Flying']);
  });
});
