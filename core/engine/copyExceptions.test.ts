// Copy effects and their exceptions (707.9), simulated on a board.
import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario.ts';
import { find, run } from './testScenario.ts';

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
