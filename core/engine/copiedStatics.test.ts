// A copy has the static abilities of what it copies (707.2), and each works as the original's does (611.3): the
// engine makes their effects for the copy, timestamped with the copy effect (613.7a).
import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario.ts';
import { clone, cloneText, goblinGuide, goblinKing, grizzlyBears } from './scenarios/cards.ts';
import { find, pt, run } from './testScenario.ts';

const lordText = goblinKing.abilities[0]!;
const humility = 'All creatures lose all abilities and have base power and toughness 1/1.';
const board = (...more: { source: string; text: string; targets?: string[] }[]) => ({
  objects: [goblinKing, goblinGuide, clone],
  effects: [{ source: goblinKing.name, text: lordText }, { source: 'Clone', text: cloneText, targets: [goblinKing.name] }, ...more],
});

describe("a copy's static abilities", () => {
  it('a Clone of Goblin King is a second lord: Goblin Guide is 4/4, each King 3/3, with mountainwalk', () => {
    const result = run(board());
    expect(find(result, 'Goblin Guide')).toMatchObject({ power: 4, toughness: 4, abilities: ['Mountainwalk'] });
    expect(pt(find(result, goblinKing.name))).toBe('3/3');
    expect(find(result, 'Clone')).toMatchObject({ currentName: goblinKing.name, power: 3, toughness: 3 });
  });

  it('is timestamped right after the copy effect (613.7a) and not made again when the judge gave it', () => {
    const parsed = parseScenario({
      ...board(),
      effects: [...board().effects, { source: 'Anthem', text: 'Creatures you control get +1/+1.' }],
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const made = parsed.value.effects.find((effect) => effect.source === 'Clone' && effect.copiedFrom === goblinKing.name)!;
    expect(made.text).toBe(lordText);
    expect(made.order).toBeGreaterThan(2);
    expect(made.order).toBeLessThan(3);
    const given = run(board({ source: 'Clone', text: lordText }));
    expect(pt(find(given, 'Goblin Guide'))).toBe('4/4');
  });

  it('is gone with the ability: under a later Humility every creature is 1/1 with no abilities (613.8a)', () => {
    const result = run(board({ source: 'Humility', text: humility }));
    for (const name of [goblinKing.name, 'Goblin Guide', 'Clone'])
      expect(find(result, name)).toMatchObject({ power: 1, toughness: 1, abilities: [] });
  });

  it('an ability about a target, or one lasting a set time, is not copied as an effect', () => {
    const parsed = parseScenario({
      objects: [goblinKing, goblinGuide, clone],
      effects: [
        { source: goblinKing.name, text: 'Until end of turn, this creature gets +2/+2.' },
        { source: goblinKing.name, text: 'Enchanted creature gets +1/+1.', targets: ['Goblin Guide'] },
        { source: 'Clone', text: cloneText, targets: [goblinKing.name] },
      ],
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.effects.filter((effect) => effect.copiedFrom !== undefined)).toEqual([]);
  });

  it('each creature a filter makes a copy (Mirrorweave) is a lord too: three Goblin Kings, each 4/4 with mountainwalk', () => {
    const mirrorweave = 'Each other creature becomes a copy of target nonlegendary creature until end of turn.';
    const result = run({
      objects: [goblinKing, goblinGuide, grizzlyBears, { ...clone, zone: 'graveyard' }],
      effects: [
        { source: goblinKing.name, text: lordText },
        { source: 'Mirrorweave', text: mirrorweave, targets: [goblinKing.name] },
      ],
    });
    for (const name of [goblinKing.name, 'Goblin Guide', 'Grizzly Bears'])
      expect(find(result, name)).toMatchObject({ power: 4, toughness: 4, abilities: [lordText, 'Mountainwalk'] });
    // a card in the graveyard is no creature on the battlefield: Mirrorweave does not copy onto it
    expect(find(result, 'Clone')).toMatchObject({ currentName: 'Clone', power: 0 });
  });
});
