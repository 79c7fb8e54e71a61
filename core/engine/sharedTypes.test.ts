// Counts of the objects that share a creature type with another (205.3m): Coat of Arms counts, for each creature, the
// other creatures sharing one with it, as layer 4 leaves their types; a changeling shares every one (702.73a).
import { describe, expect, it } from 'vitest';
import { parseEffectText } from './reader/index.ts';
import { bear, find, pt, run } from './testScenario.ts';

/** A 2/2 creature of these creature types, with any other fields. */
const creature = (name: string, types: string, extra: Record<string, unknown> = {}) =>
  bear(name, { typeLine: `Creature — ${types}`, ...extra });
const coat = 'Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it.';
const board = (extra: Record<string, unknown>[] = []) =>
  run({
    objects: [
      { name: 'Coat of Arms', typeLine: 'Artifact', abilities: [coat] },
      creature('Elf A', 'Elf Warrior', { power: 1, toughness: 1 }),
      creature('Elf B', 'Elf Druid', { power: 1, toughness: 1 }),
      creature('Goblin', 'Goblin Warrior', { power: 1, toughness: 1, controller: 'opponent' }),
      creature('Wall', 'Wall', { power: 0, toughness: 4 }),
      ...extra,
    ],
    effects: [{ source: 'Coat of Arms', text: coat, order: 1 }],
  });

describe('"for each other creature … that shares at least one creature type with it"', () => {
  it('is read as a count on the board relative to each creature it affects', () => {
    const read = parseEffectText(coat, 'Coat of Arms');
    expect(read.ok && read.value.clauses[0]!.parts[0]).toMatchObject({
      op: 'modifyPT',
      per: { sharesCreatureTypeWith: 'affected', filter: { kind: 'match' } },
    });
    expect(read.ok && read.value.needs).toBeUndefined();
  });
  it('counts for each creature the others sharing a type with it, on either side, itself left out', () => {
    const result = board();
    expect(['Elf A', 'Elf B', 'Goblin', 'Wall'].map((name) => pt(find(result, name)))).toEqual(['3/3', '2/2', '2/2', '0/4']);
  });
  it('a changeling shares a type with every creature that has one, and they with it', () => {
    const result = board([creature('Shapeshifter', 'Shapeshifter', { power: 1, toughness: 1, abilities: ['Changeling'] })]);
    expect(['Elf A', 'Wall', 'Shapeshifter'].map((name) => pt(find(result, name)))).toEqual(['4/4', '1/5', '5/5']);
  });
  it('reads the types layer 4 leaves: an effect that makes every creature an Elf makes them all share', () => {
    const result = run({
      objects: [{ name: 'Coat of Arms', typeLine: 'Artifact' }, creature('Wall', 'Wall', { power: 0, toughness: 4 }), bear('Bear')],
      effects: [
        { source: 'Coat of Arms', text: coat, order: 2 },
        { source: 'Elvish Wording', text: 'All creatures are Elves in addition to their other types.', order: 1 },
      ],
    });
    expect([pt(find(result, 'Wall')), pt(find(result, 'Bear'))]).toEqual(['1/5', '3/3']);
  });
  it('"… that shares a creature type with this creature" compares with the source, which is not counted', () => {
    const text = 'Target creature gets +1/+1 for each other creature you control that shares a creature type with this creature.';
    const result = run({
      objects: [
        creature('Elf Chief', 'Elf Warrior', { abilities: [text] }),
        creature('Elf Scout', 'Elf Scout'),
        creature('Human Warrior', 'Human Warrior'),
        creature('Wall', 'Wall', { power: 0, toughness: 4 }),
      ],
      effects: [{ source: 'Elf Chief', text, order: 1, targets: ['Wall'] }],
    });
    expect(pt(find(result, 'Wall'))).toBe('2/6');
  });
});
