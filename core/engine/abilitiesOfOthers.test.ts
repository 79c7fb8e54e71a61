// "has all activated abilities of all creature cards in all graveyards" (Necrotic Ooze) and "all loyalty abilities of all
// other planeswalkers" (Nicol Bolas, Dragon-God): layer 6 gives the abilities of that kind the matching objects have.
import { describe, expect, it } from 'vitest';
import { parseEffectText } from './reader/index.ts';
import { find, run } from './testScenario.ts';

const ooze = 'As long as this creature is on the battlefield, it has all activated abilities of all creature cards in all graveyards.';
const druid = {
  name: 'Devoted Druid',
  typeLine: 'Creature — Elf Druid',
  zone: 'graveyard',
  abilities: ['{T}: Add {G}.', 'Put a -1/-1 counter on this creature: Untap this creature.'],
};

describe('abilities of other objects (layer 6, 613.1f)', () => {
  it('reads the kind and the objects, and refuses objects the board does not record ("exiled with this creature")', () => {
    const read = parseEffectText(ooze, 'Necrotic Ooze');
    expect(read.ok && read.value.clauses[0]!.parts).toMatchObject([
      { op: 'abilities', abilitiesOf: { kind: 'activated', filter: { alternatives: [{ zone: 'graveyard' }] } } },
    ]);
    expect(parseEffectText('Foods you control have all activated abilities of all creature cards exiled with this creature.').ok).toBe(
      false,
    );
  });

  it('Necrotic Ooze gets the activated abilities of creature cards in graveyards (602.1), not their other abilities', () => {
    const result = run({
      objects: [
        { name: 'Necrotic Ooze', typeLine: 'Creature — Ooze', power: 4, toughness: 3, abilities: [ooze] },
        druid,
        { name: 'Blowfly Infestation', typeLine: 'Enchantment', zone: 'graveyard', abilities: ['{1}: Destroy target creature.'] },
        { name: 'Wall', typeLine: 'Creature — Wall', zone: 'graveyard', abilities: ['Defender', 'When this creature dies, draw a card.'] },
      ],
      effects: [{ source: 'Necrotic Ooze', text: ooze, order: 1 }],
    });
    expect(find(result, 'Necrotic Ooze').abilities).toEqual([ooze, ...druid.abilities]);
  });

  it('reads the abilities as layer 6 leaves them: a card in the graveyard that lost its abilities gives none', () => {
    const result = run({
      objects: [{ name: 'Necrotic Ooze', typeLine: 'Creature — Ooze', power: 4, toughness: 3, abilities: [ooze] }, druid],
      effects: [
        { source: 'Muting', text: 'Creature cards in graveyards lose all abilities.', order: 1 },
        { source: 'Necrotic Ooze', text: ooze, order: 2 },
      ],
    });
    expect(find(result, 'Necrotic Ooze').abilities).toEqual([ooze]);
  });

  it('depends on an effect that changes the abilities it reads, whatever the timestamps (613.8a)', () => {
    const result = run({
      objects: [{ name: 'Necrotic Ooze', typeLine: 'Creature — Ooze', power: 4, toughness: 3, abilities: [ooze] }, druid],
      effects: [
        { source: 'Necrotic Ooze', text: ooze, order: 1 },
        { source: 'Muting', text: 'Creature cards in graveyards lose all abilities.', order: 2 },
      ],
    });
    const oozeResult = find(result, 'Necrotic Ooze');
    expect(oozeResult.abilities).toEqual([ooze]);
    expect(oozeResult.trace.find((step) => step.layer === '6')?.why).toContain('depends on Muting');
  });

  it('"all loyalty abilities of all other planeswalkers on the battlefield": loyalty abilities only (606.3), not its own', () => {
    const bolas = 'Nicol Bolas has all loyalty abilities of all other planeswalkers on the battlefield.';
    const result = run({
      objects: [
        { name: 'Nicol Bolas, Dragon-God', typeLine: 'Legendary Planeswalker — Bolas', abilities: [bolas, '[+1]: You draw a card.'] },
        {
          name: 'Jace',
          typeLine: 'Legendary Planeswalker — Jace',
          abilities: ["[+2]: Look at the top card of target player's library.", 'Whenever you draw, scry 1.'],
        },
      ],
      effects: [{ source: 'Nicol Bolas, Dragon-God', text: bolas, order: 1 }],
    });
    expect(find(result, 'Nicol Bolas, Dragon-God').abilities).toEqual([
      bolas,
      '[+1]: You draw a card.',
      "[+2]: Look at the top card of target player's library.",
    ]);
  });
});
