import { describe, expect, it } from 'vitest';
import type { Card } from './record.ts';
import { striate, type StriationFacts } from './striations.ts';

const facts = (counters: Record<string, number> = {}, level = 1): StriationFacts => ({ counters: (kind) => counters[kind] ?? 0, level });

/** Cards of our own, laid out as MTGJSON writes each kind of striated text box. */
const spacecraft: Card = {
  name: 'Test Skiff',
  typeLine: 'Artifact — Spacecraft',
  manaCost: '{3}',
  manaValue: 3,
  colors: [],
  power: 4,
  toughness: 6,
  abilities: [
    "Station (Tap another creature you control: Put charge counters equal to its power on it. It's an artifact creature at 9+.)",
    '2+ | Other artifacts you control get +0/+1.',
    '9+ | Flying, vigilance',
    'Whenever this Spacecraft attacks, draw a card.',
  ],
};
const talent: Card = {
  name: 'Test Talent',
  typeLine: 'Enchantment — Class',
  manaCost: '{1}{G}',
  manaValue: 2,
  colors: ['green'],
  power: null,
  toughness: null,
  abilities: [
    '(Gain the next level as a sorcery to add its ability.)',
    'Creatures you control get +0/+1.',
    '{G}: Level 2',
    'Creatures you control get +1/+0.',
    '{2}{G}: Level 3',
    'Creatures you control have trample.',
  ],
};
const leveler: Card = {
  name: 'Test Squire',
  typeLine: 'Creature — Human Knight',
  manaCost: '{W}',
  manaValue: 1,
  colors: ['white'],
  power: 1,
  toughness: 1,
  abilities: ['Level up {W}', 'LEVEL 2-4', '2/3', 'First strike', 'LEVEL 5+', '4/4', 'Double strike'],
};

describe('striate', () => {
  it('reads each station striation under its symbol, keywords as what it has, the P/T box where the reminder says (721.2)', () => {
    const { lines, notes } = striate(spacecraft, facts());
    expect(lines.map((line) => line.effect)).toEqual([
      spacecraft.abilities[0],
      '2+ | Other artifacts you control get +0/+1.',
      '9+ | This permanent has Flying, vigilance.',
      '9+ | Whenever this Spacecraft attacks, draw a card.',
      '9+ | This permanent is a creature with base power and toughness 4/6 in addition to its other types.',
    ]);
    // the symbols stay printed at any count: the reader checks their condition on the board; the P/T box is no ability
    expect(lines.flatMap((line) => line.printed ?? [])).toEqual(spacecraft.abilities);
    expect(notes).toEqual([]);
  });

  it('puts the P/T box in the last striation when no reminder names one, and makes none for a creature or a card without P/T', () => {
    const bare = { ...spacecraft, abilities: spacecraft.abilities.slice(1) };
    expect(striate(bare, facts()).lines.at(-1)!.effect).toMatch(/^9\+ \| This permanent is a creature with base power and toughness 4\/6/);
    const creature = { ...bare, typeLine: 'Artifact Creature — Spacecraft' };
    const planet = { ...bare, typeLine: 'Land — Planet', power: null, toughness: null };
    for (const card of [creature, planet])
      expect(striate(card, facts()).lines.map((line) => line.effect)).not.toContainEqual(expect.stringMatching(/base power/));
  });

  it('gives a Class the abilities of its level and below, and says which level bars are not in force (716.2a)', () => {
    const atOne = striate(talent, facts());
    expect(atOne.lines.flatMap((line) => line.printed ?? [])).toEqual([
      talent.abilities[0],
      talent.abilities[1],
      '{G}: Level 2',
      '{2}{G}: Level 3',
    ]);
    expect(atOne.notes).toEqual([
      expect.stringMatching(/^the abilities after "\{G\}: Level 2" are not in force: the Class is level 1, 2 needed \(716\.2a\)/),
      expect.stringMatching(/^the abilities after "\{2\}\{G\}: Level 3" are not in force: the Class is level 1, 3 needed/),
    ]);
    const atTwo = striate(talent, facts({}, 2));
    expect(atTwo.lines.map((line) => line.effect)).toContain('Creatures you control get +1/+0.');
    expect(atTwo.lines.map((line) => line.effect)).not.toContain('Creatures you control have trample.');
    expect(striate(talent, facts({}, 3)).notes).toEqual([]);
  });

  it('gives a leveler the striation its level counters fall in: its P/T box as base P/T and its abilities (711.2a, 711.2b)', () => {
    const effects = (count: number) => striate(leveler, facts({ level: count })).lines.flatMap((line) => line.effect ?? []);
    expect(effects(0)).toEqual(['Level up {W}']);
    expect(effects(2)).toEqual(['Level up {W}', 'This creature has base power and toughness 2/3.', 'First strike']);
    expect(effects(4)).toEqual(effects(2));
    expect(effects(9)).toEqual(['Level up {W}', 'This creature has base power and toughness 4/4.', 'Double strike']);
    const printed = striate(leveler, facts({ level: 3 })).lines.flatMap((line) => line.printed ?? []);
    expect(printed).toEqual(['Level up {W}', 'First strike']);
    expect(striate(leveler, facts({ level: 1 })).notes).toEqual([
      'the abilities after "LEVEL 2-4" are not in force: it has 1 level counters, 2 to 4 needed (711.2)',
      'the abilities after "LEVEL 5+" are not in force: it has 1 level counters, 5 or more needed (711.2)',
    ]);
  });

  it('leaves a card without striations as printed', () => {
    const plain = { ...leveler, abilities: ['Flying', 'Creatures you control get +1/+1.'] };
    expect(striate(plain, facts({ level: 3 }, 2))).toEqual({
      lines: plain.abilities.map((line) => ({ printed: line, effect: line })),
      notes: [],
    });
  });
});
