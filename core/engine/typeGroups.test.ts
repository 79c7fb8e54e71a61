// Terms the CR defines as any of several types (outlaw, historic), read from the catalog of the imported CR and matched
// on each object's types as the layers leave them.
import { describe, expect, it } from 'vitest';
import { embeddedCatalog } from '../types/catalog.ts';
import { parseEffectText } from './reader/index.ts';
import { bear, find, run } from './testScenario.ts';

describe('terms defined as any of several types', () => {
  it('"Other outlaws you control" is each Assassin, Mercenary, Pirate, Rogue or Warlock you control but the source', () => {
    const text = 'Other outlaws you control have vigilance and haste.';
    const result = run({
      objects: [
        bear('Vihaan', { typeLine: 'Legendary Creature — Human Rogue', abilities: [text] }),
        bear('Pirate', { typeLine: 'Creature — Human Pirate' }),
        bear('Warlock', { typeLine: 'Creature — Elf Warlock' }),
        bear('Soldier', { typeLine: 'Creature — Human Soldier' }),
        bear('Their Rogue', { typeLine: 'Creature — Rogue', controller: 'opponent' }),
      ],
      effects: [{ source: 'Vihaan', text, order: 1 }],
    });
    const gained = (name: string) => find(result, name).abilities.filter((ability) => ability !== text);
    expect(['Vihaan', 'Pirate', 'Warlock', 'Soldier', 'Their Rogue'].map(gained)).toEqual([
      [],
      ['Vigilance', 'Haste'],
      ['Vigilance', 'Haste'],
      [],
      [],
    ]);
  });

  it('a creature made an outlaw by an earlier type change is one (layer 4 before layer 6)', () => {
    const result = run({
      objects: [bear('Bear')],
      effects: [
        { source: 'Costume', text: 'Target creature becomes a Pirate in addition to its other types.', order: 1, targets: ['Bear'] },
        { source: 'Boss', text: 'Outlaws you control have haste.', order: 2 },
      ],
    });
    expect(find(result, 'Bear').abilities).toEqual(['Haste']);
  });

  it('"historic" mixes a supertype, a card type and a subtype', () => {
    const result = run({
      objects: [
        bear('Legend', { typeLine: 'Legendary Creature — Bear' }),
        { name: 'Relic', typeLine: 'Artifact' },
        { name: 'Saga', typeLine: 'Enchantment — Saga' },
        { name: 'Aura', typeLine: 'Enchantment — Aura' },
      ],
      effects: [{ source: 'Shield', text: 'Historic permanents you control have hexproof.', order: 1 }],
    });
    expect(['Legend', 'Relic', 'Saga', 'Aura'].map((name) => find(result, name).abilities)).toEqual([
      ['Hexproof'],
      ['Hexproof'],
      ['Hexproof'],
      [],
    ]);
  });

  it('"non-outlaw creatures" is the negation', () => {
    const result = run({
      objects: [bear('Rogue', { typeLine: 'Creature — Rogue' }), bear('Bear')],
      effects: [{ source: 'Sheriff', text: 'Non-outlaw creatures get +1/+1.', order: 1 }],
    });
    expect([find(result, 'Rogue').power, find(result, 'Bear').power]).toEqual([2, 3]);
  });

  it('a CR whose catalog defines no such term does not read it, and says which word', () => {
    const older = { ...embeddedCatalog, typeGroups: {} };
    const read = parseEffectText('Outlaws you control have haste.', null, older);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error.message).toMatch(/"outlaws" is not a type, supertype, subtype, color or filter word/);
  });
});
