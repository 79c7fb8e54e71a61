import { describe, expect, it } from 'vitest';
import type { EffectPart, TypeChange } from './model.ts';
import { parseEffectText } from './oracle.ts';

function parts(text: string, source: string | null = null): EffectPart[] {
  const read = parseEffectText(text, source);
  if (!read.ok) throw new Error(read.error.message);
  return read.value.clauses.flatMap((clause) => clause.parts);
}
const typePart = (text: string): TypeChange => parts(text).find((part): part is TypeChange => part.op === 'type')!;

describe('parseEffectText: forms understood', () => {
  it('"becomes … It\'s still a land" keeps every type (205.1b) and sets P/T', () => {
    expect(typePart("Target land becomes a 4/4 Elemental creature until end of turn. It's still a land.")).toMatchObject({ retain: 'all', cardTypes: ['Creature'], subtypes: [{ name: 'Elemental', kind: 'creature' }] });
    expect(parts("Target land becomes a 4/4 Elemental creature. It's still a land.")).toContainEqual({ op: 'setPT', power: 4, toughness: 4 });
  });
  it('"artifact creature" keeps all; "[creature types] artifact creature" replaces creature types (205.1b)', () => {
    expect(typePart('Target artifact becomes an artifact creature with base power and toughness 5/5.').retain).toBe('all');
    expect(typePart('This artifact becomes a 3/3 Construct artifact creature.').retain).toBe('allButCreatureTypes');
    expect(typePart('Target creature becomes a Frog.').retain).toBe('none');
  });
  it('"in addition to its other colors and types" adds the color too', () => {
    const read = parts('That creature is a black Zombie in addition to its other colors and types.');
    expect(read).toContainEqual({ op: 'color', colors: ['black'], addition: true });
    expect(typePart('That creature is a black Zombie in addition to its other colors and types.').retain).toBe('all');
  });
  it('plural filters, basic land types, chosen and every creature type', () => {
    expect(typePart('Nonbasic lands are Mountains.')).toMatchObject({ retain: 'none', subtypes: [{ name: 'Mountain', kind: 'land' }] });
    expect(typePart('Each land is a Swamp in addition to its other land types.').retain).toBe('all');
    expect(typePart('Lands you control are every basic land type in addition to their other types.').allBasicLandTypes).toBe(true);
    expect(typePart('Enchanted land is the chosen type.').chosenType).toBe(true);
    expect(typePart('This creature is every creature type.').allCreatureTypes).toBe(true);
    expect(typePart('Target creature loses all creature types.').loseAllCreatureTypes).toBe(true);
    expect(typePart('All nonland permanents are legendary.').supertypes).toEqual(['Legendary']);
  });
  it('abilities, P/T and copies', () => {
    expect(parts('All creatures lose all abilities and have base power and toughness 1/1.')).toEqual([
      { op: 'abilities', loseAll: true, lose: [], add: [] },
      { op: 'setPT', power: 1, toughness: 1 },
    ]);
    expect(parts('Target creature gets +2/-1 and gains flying.')).toEqual([
      { op: 'modifyPT', power: 2, toughness: -1 },
      { op: 'abilities', loseAll: false, lose: [], add: ['Flying'] },
    ]);
    expect(parts('Enchanted land has "{T}: Add {C}{C}."')).toEqual([{ op: 'abilities', loseAll: false, lose: [], add: ['{T}: Add {C}{C}.'] }]);
    expect(parts('Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value.')).toContainEqual({ op: 'setPT', power: 'manaValue', toughness: 'manaValue' });
    expect(parts('Mizzium Transreliquat becomes a copy of target artifact, except it has this ability.', 'Mizzium Transreliquat')).toEqual([{ op: 'copy', extraAbilities: [], keepThisAbility: true }]);
  });
  it('reads subjects: targets, self-reference and filters with zones', () => {
    const read = parseEffectText("Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield.");
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.clauses).toHaveLength(2);
    const second = read.value.clauses[1]!.filter;
    expect(second.kind === 'match' && second.alternatives.map((alternative) => alternative.zone)).toEqual(['stack', 'notBattlefield']);
    const self = parseEffectText('Figure of Destiny becomes a Kithkin Spirit with base power and toughness 2/2.', 'Figure of Destiny');
    expect(self.ok && self.value.clauses[0]!.filter).toMatchObject({ kind: 'targets', self: true });
    const other = parseEffectText('Each other creature gets +1/+1.');
    expect(other.ok && other.value.clauses[0]!.filter).toMatchObject({ kind: 'match', other: true });
  });
});

describe('parseEffectText: wording not understood', () => {
  it.each([
    ['Target creature becomes a purple Hippo.', 'purple'],
    ['Target creature becomes an X/X Frog.', 'X/X'],
    ['If this creature is a Spirit, it becomes a Kithkin Spirit Warrior.', 'If this creature is a Spirit'],
    ['Draw a card.', 'no becomes'],
    ['Target creature gains frobnication.', 'frobnication'],
    ['All wibbles are Mountains.', 'wibbles'],
    ["It's still a land.", 'follows no type change'],
    ['', 'empty'],
  ])('%s → names "%s" and lists the forms understood', (text, part) => {
    const read = parseEffectText(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.message).toContain(part);
    expect(read.error.message).toMatch(/Understood forms: .*becomes a \[P\/T\]/);
  });
});
