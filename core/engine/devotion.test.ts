// A player's devotion (700.5) settled on the board: a Theros god is a creature only once its controller's devotion is
// high enough. Counted from the mana costs of the permanents the player controls, after copy and control effects (700.5a).
import { describe, expect, it } from 'vitest';
import { parseEffectText } from './reader/index.ts';
import { find, problem, run } from './testScenario.ts';

const godText = "As long as your devotion to black and red is less than seven, Mogis isn't a creature.";
const god = {
  name: 'Mogis, God of Slaughter',
  typeLine: 'Legendary Enchantment Creature — God',
  power: 7,
  toughness: 5,
  manaCost: '{2}{B}{R}',
};
const permanent = (name: string, manaCost: string, extra: Record<string, unknown> = {}) => ({
  name,
  typeLine: 'Enchantment',
  manaCost,
  ...extra,
});
const godWith = (others: Record<string, unknown>[], effects: Record<string, unknown>[] = []) => {
  const result = run({ objects: [god, ...others], effects: [{ source: god.name, text: godText, order: 1 }, ...effects] });
  return { typeLine: find(result, god.name).typeLine, warnings: result.warnings.join('\n') };
};

describe('devotion (700.5)', () => {
  it('reads "your devotion to … is less than seven" as a condition on the board, citing 700.5', () => {
    const read = parseEffectText(godText, god.name);
    expect(read.ok && read.value.lasts).toMatchObject({ test: 'devotion', colors: ['black', 'red'], atLeast: 0, atMost: 6 });
    const single = parseEffectText("As long as your devotion to white is five or greater, this creature isn't a creature.", 'Test');
    expect(single.ok && single.value.lasts).toMatchObject({ test: 'devotion', colors: ['white'], atLeast: 5 });
    expect(single.ok && 'atMost' in single.value.lasts!).toBe(false);
  });
  it('a god with six symbols is not a creature; with seven it is, and the warning gives the count', () => {
    const six = godWith([permanent('Altar', '{B}{B}{R/B}{R}')]);
    expect(six.typeLine).toBe('Legendary Enchantment');
    expect(six.warnings).toBe('');
    const seven = godWith([permanent('Altar', '{B}{B}{R/B}{R}{1}{B}')]);
    expect(seven.typeLine).toBe('Legendary Enchantment Creature — God');
    expect(seven.warnings).toContain('your devotion to black and red is 7; 6 or fewer allowed');
  });
  it("counts a hybrid symbol once for two colors, and nothing of the opponent's permanents or of cards off the battlefield", () => {
    expect(godWith([permanent('Hybrids', '{B/R}{B/R}{B/R}{B/R}')]).typeLine).toBe('Legendary Enchantment');
    expect(godWith([permanent('Theirs', '{B}{B}{B}', { controller: 'opponent' }), permanent('Mine', '{R}')]).typeLine).toBe(
      'Legendary Enchantment',
    );
    expect(godWith([permanent('Buried', '{B}{B}{B}', { zone: 'graveyard' }), permanent('Mine', '{R}')]).typeLine).toBe(
      'Legendary Enchantment',
    );
    expect(godWith([permanent('Mine', '{B}{B}{B}{R}{R}')]).typeLine).toBe('Legendary Enchantment Creature — God');
  });
  it('counts after control effects (700.5a): a permanent taken from the opponent adds to the taker', () => {
    const stolen = permanent('Stolen Shrine', '{B}{B}{B}', { controller: 'opponent' });
    const result = godWith(
      [stolen, permanent('Mine', '{R}{R}')],
      [{ source: 'Theft', text: 'Gain control of target permanent.', order: 2, targets: ['Stolen Shrine'] }],
    );
    expect(result.typeLine).toBe('Legendary Enchantment Creature — God');
  });
  it("counts a copy's copied mana cost (707.2), not its own", () => {
    const shrine = permanent('Black Shrine', '{B}{B}{B}', { typeLine: 'Artifact' });
    const copier = permanent('Copier', '{3}', { typeLine: 'Artifact' });
    const result = godWith(
      [shrine, copier],
      [
        {
          source: 'Copier',
          text: 'This artifact enters as a copy of an artifact on the battlefield.',
          order: 0,
          targets: ['Black Shrine'],
        },
      ],
    );
    expect(result.typeLine).toBe('Legendary Enchantment Creature — God');
  });
  it('lands and tokens with no cost given count nothing (202.1b); another with none given is named, and the effect applies', () => {
    const lands = godWith([
      { name: 'Swamp', typeLine: 'Basic Land — Swamp' },
      { name: 'Zombie', typeLine: 'Creature — Zombie', token: true, power: 2, toughness: 2 },
    ]);
    expect(lands).toEqual({ typeLine: 'Legendary Enchantment', warnings: '' });
    const untold = godWith([{ name: 'Mystery Relic', typeLine: 'Artifact' }]);
    expect(untold.typeLine).toBe('Legendary Enchantment');
    expect(untold.warnings).toContain('cannot be settled on the board (the mana costs of Mystery Relic are not given)');
    // seven symbols already counted: what is not given cannot lower it, so the god is a creature, without that warning
    const enough = godWith([{ name: 'Mystery Relic', typeLine: 'Artifact' }, permanent('Altar', '{B}{B}{B}{R}{R}')]);
    expect(enough.typeLine).toBe('Legendary Enchantment Creature — God');
    expect(enough.warnings).not.toContain('Mystery Relic');
  });
});

describe('a mana cost on a scenario object', () => {
  it('makes its mana value and colors when they are not given (202.2, 202.3)', () => {
    const result = run({
      objects: [{ name: 'Hybrid Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2, manaCost: '{1}{G/W}{G/W}' }],
      effects: [{ source: 'Rule', text: 'Creatures with mana value 3 or greater get +1/+1.', order: 1 }],
    });
    expect(find(result, 'Hybrid Bear')).toMatchObject({ colors: ['white', 'green'], power: 3 });
  });
  it('is refused, naming the field and the symbol, when it is not mana symbols', () => {
    expect(problem({ objects: [{ name: 'Bad', typeLine: 'Artifact', manaCost: '{2}{Q}' }], effects: [] })).toMatchObject({
      code: 'bad-mana-symbol',
      at: 'objects[0].manaCost',
    });
    expect(problem({ objects: [{ name: 'Bad', typeLine: 'Artifact', manaCost: 3 }], effects: [] })).toMatchObject({
      code: 'bad-mana-cost',
    });
  });
});
