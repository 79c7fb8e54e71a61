// A scenario's given effects and the static abilities of its permanents that none of them is: each functions all
// the same (611.3), so it is made an effect, timestamped before the given ones (613.7).
import { describe, expect, it } from 'vitest';
import { parseScenario, simulate } from '../engine/index.ts';
import { fillScenarioFromCards, noCardData } from './scenarioCards.ts';

describe('given effects and the static abilities of permanents that none of them is (611.3)', () => {
  const lord = { name: 'Lord of Atlantis', typeLine: 'Creature — Merfolk', power: 2, toughness: 2, controller: 'opponent' };
  const lordText = 'Other Merfolk get +1/+1 and have islandwalk.';
  const entity = 'Until end of turn, creatures you control have base power and toughness X/X and gain all creature types.';
  const board = (effects: unknown[], more: unknown[] = []) => ({
    objects: [
      { ...lord, abilities: [lordText] },
      { name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2, abilities: ['Trample'] },
      ...more,
    ],
    effects,
  });
  const filledWith = (input: unknown) => {
    const filled = fillScenarioFromCards(input, noCardData);
    if (!filled.ok) throw new Error(filled.error.message);
    return filled.value;
  };

  it('a lord on the board applies though only a spell is given: Mirror Entity makes the Bear a Merfolk, 6/6 with islandwalk', () => {
    const filled = filledWith(board([{ source: 'Mirror Entity', text: entity, values: { X: 5 } }]));
    const parsed = parseScenario(filled.scenario);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(simulate(parsed.value).objects.find((o) => o.name === 'Bear')).toMatchObject({
      power: 6,
      toughness: 6,
      abilities: ['Trample', 'Islandwalk'],
    });
    expect(filled.warnings.join('\n')).toContain(`Lord of Atlantis: "${lordText}" is a static ability on the battlefield (611.3)`);
    // a keyword is among the object's abilities, not an effect, and needs no word
    expect(filled.warnings.join('\n')).not.toContain('Trample');
  });

  it('an ability given as an effect, by its object or by a source on no object, is not added again', () => {
    for (const source of ['Lord of Atlantis', 'The lord']) {
      const filled = filledWith(board([{ source, text: 'Other Merfolk get +1/+1 and have islandwalk' }]));
      expect(filled.scenario['effects']).toHaveLength(1);
      expect(filled.warnings).toEqual([]);
    }
  });

  it('added ones come before every given order; an ability that needs more than the board gives is named, not added', () => {
    const vigor = 'As long as you have 25 or more life, creatures you control get +1/+1.';
    const aura = { name: 'Ajani', typeLine: 'Enchantment', abilities: [vigor] };
    const inHand = { name: 'Glorious Anthem', typeLine: 'Enchantment', zone: 'hand', abilities: ['Creatures you control get +1/+1.'] };
    const filled = filledWith(
      board(
        [{ source: 'Giant Growth', text: 'Target creature gets +3/+3 until end of turn.', targets: ['Bear'], order: 3 }],
        [aura, inHand],
      ),
    );
    expect(filled.scenario['effects']).toEqual([
      { source: 'Lord of Atlantis', text: lordText, order: 2 },
      { source: 'Giant Growth', text: 'Target creature gets +3/+3 until end of turn.', targets: ['Bear'], order: 3 },
    ]);
    expect(filled.warnings.join('\n')).toContain(`Ajani: "${vigor}" is a static ability that no given effect is, and is not applied`);
    expect(filled.warnings.join('\n')).not.toContain('Glorious Anthem');
  });

  it("a given whole Oracle text gives each of its lines: the object's listed lord is not made a second effect (113.2)", () => {
    const zombie = { typeLine: 'Creature — Zombie', power: 2, toughness: 2 };
    const filled = filledWith({
      objects: [
        { ...zombie, name: 'Lord', abilities: ['Flying', 'Other Zombie creatures you control get +1/+1.'] },
        { ...zombie, name: 'Ghoul' },
      ],
      effects: [{ source: 'Lord', text: 'Flying\nOther Zombie creatures you control get +1/+1.' }],
    });
    const parsed = parseScenario(filled.scenario);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(simulate(parsed.value).objects.find((o) => o.name === 'Ghoul')).toMatchObject({ power: 3, toughness: 3 });
  });
});
