import { describe, expect, it } from 'vitest';
import { embeddedCatalog } from '../../types/catalog.ts';
import type { EffectPart, EffectSpec, Filter } from '../model.ts';
import { parseEffectText, type ReadOptions } from './read.ts';

function read(text: string, options: ReadOptions = {}, source = 'Some Card'): EffectSpec {
  const parsed = parseEffectText(text, source, undefined, options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}
const parts = (text: string, options: ReadOptions = {}): EffectPart[] => read(text, options).clauses.flatMap((clause) => clause.parts);
const filterOf = (text: string, options: ReadOptions = {}): Filter => read(text, options).clauses[0]!.filter;

describe('durations are kept, not read as part of the effect (611.2a)', () => {
  it.each([
    ['Until a player casts a creature spell, target creature loses all abilities.', 'Until a player casts a creature spell'],
    ["Target creature loses all abilities until its controller's next untap step.", "until its controller's next untap step"],
    ['Gain control of target creature for as long as you control this creature.', 'for as long as you control this creature'],
    ['Target creature gets +2/+2 until end of turn and gains flying until end of turn.', 'until end of turn'],
    ['Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.', 'until end of turn'],
    ["Until end of turn, target creature gets +1/+0. It can't block this turn.", 'Until end of turn; this turn'],
    ['Target creature gains flying this turn.', 'this turn'],
  ])('%s', (text, duration) => {
    expect(read(text).duration).toBe(duration);
  });
});

it('one "for as long as" said in two sentences is one duration, settled on the board (611.2b)', () => {
  const text =
    'Gain control of target creature for as long as you control this creature. It gains haste for as long as you control this creature.';
  expect(read(text).lasts).toMatchObject({ kind: 'duration' });
});

describe('a permission given to players ("Players may …") is a rule, not in the layers; "You may put …" is done once', () => {
  it('Mycosynth Lattice: types and colors are read, the mana permission is named as a rules effect', () => {
    const spec = read(
      "All permanents are artifacts in addition to their other types. All cards that aren't on the battlefield, spells, and " +
        'permanents are colorless. Players may spend mana as though it were mana of any color.',
    );
    expect(spec.clauses.flatMap((clause) => clause.parts.map((part) => part.op))).toEqual(['type', 'color']);
    expect(spec.rulesEffects).toEqual(['Players may spend mana as though it were mana of any color']);
  });
  it("what an effect does once its source has left is named, not applied (Titania's Song)", () => {
    const spec = read(
      'Each noncreature artifact loses all abilities and is an artifact creature with power and toughness each equal to its ' +
        "mana value. If Titania's Song leaves the battlefield, this effect continues until end of turn.",
      {},
      "Titania's Song",
    );
    expect(spec.clauses.flatMap((clause) => clause.parts.map((part) => part.op))).toEqual(['abilities', 'type', 'setPT']);
    expect(spec.rulesEffects).toEqual(["If Titania's Song leaves the battlefield, this effect continues until end of turn"]);
    expect(spec.duration).toBeUndefined();
  });
  it('an instruction after "may" is one-shot, and the continuous effect after it is read', () => {
    const spec = read('You may put a creature card from your hand onto the battlefield. That permanent gains haste until end of turn.');
    expect(spec.oneShot).toEqual(['You may put a creature card from your hand onto the battlefield']);
    expect(spec.rulesEffects).toBeUndefined();
    expect(parts('You may put a creature card from your hand onto the battlefield. It gains haste until end of turn.')).toEqual([
      { op: 'abilities', loseAll: false, lose: [], add: ['Haste'] },
    ]);
  });
});

describe('conditions ("as long as", "during", "if") read only when the judge says they hold', () => {
  it('a leading "If …," and a trailing "if …" are kept as assumed', () => {
    const spec = read("If it's not a creature, it becomes a 0/0 Robot artifact creature.", { conditionHolds: true });
    expect(spec.assumed).toEqual(["If it's not a creature"]);
    expect(read('It gets +1/+0 until end of turn if you control a Mouse.', { conditionHolds: true }).assumed).toEqual([
      'if you control a Mouse',
    ]);
  });
  it('two conditions in one sentence are refused even when one holds', () => {
    const both = parseEffectText(
      "That creature gets +2/+0, gains trample if it's red, and gains vigilance if it's white.",
      null,
      undefined,
      {
        conditionHolds: true,
      },
    );
    expect(both.ok).toBe(false);
  });
});

describe('one-shot instructions beside a continuous effect are named, not refused (608.2c)', () => {
  it.each([
    [
      "Target creature you control gets +1/+2 until end of turn. It fights target creature you don't control.",
      "It fights target creature you don't control",
    ],
    [
      'Target creature you control gets +1/+0 until end of turn. ' +
        'It deals damage equal to its power to target creature an opponent controls.',
      'It deals damage equal to its power to target creature an opponent controls',
    ],
    [
      'One or two target creatures you control each get +1/+0 until end of turn. ' +
        'They each deal damage equal to their power to target creature an opponent controls.',
      'They each deal damage equal to their power to target creature an opponent controls',
    ],
    // a condition on a one-shot instruction only is part of it: nothing for the judge to settle
    ['Creatures you control get +2/+1 until end of turn. If you control a Rabbit, scry 2.', 'If you control a Rabbit, scry 2'],
  ])('%s', (text, once) => {
    const spec = read(text);
    expect(spec.oneShot).toEqual([once]);
    expect(spec.clauses.flatMap((clause) => clause.parts.map((part) => part.op))).toEqual(['modifyPT']);
  });
  it('damage said as a rule of play ("… rather than its power") is no one-shot', () => {
    const read = parseEffectText('This creature deals combat damage equal to its toughness rather than its power.', null);
    expect(read.ok ? '' : read.error.code).not.toBe('one-shot');
  });
});

describe('counts, X and values', () => {
  it('"for each" an object of a zone counts on the board; other counts wait for the judge\'s value', () => {
    expect(parts('This creature gets +1/+0 for each other Rat you control.')).toEqual([
      { op: 'modifyPT', power: 1, toughness: 0, per: expect.objectContaining({ words: 'other Rat you control', excludeSource: true }) },
    ]);
    // cards in a hand are counted where the board lists them (the scenario asks for the number where it lists none)
    expect(read('This creature gets -1/-1 for each card in your hand.').needs).toBeUndefined();
    expect(parts('This creature gets -1/-1 for each card in your hand.')).toEqual([
      { op: 'modifyPT', power: -1, toughness: -1, per: expect.objectContaining({ filter: expect.objectContaining({ kind: 'match' }) }) },
    ]);
    expect(read('This creature gets +1/+1 for each opponent who lost life.').needs).toEqual(['opponent who lost life']);
    expect(parts('This creature gets -1/-1 for each card in your hand.', { values: { 'Card in your hand': 3 } })).toEqual([
      { op: 'modifyPT', power: -3, toughness: -3 },
    ]);
  });
  it('"X/X" with its value, "where X is the number of …" on the board, and "each equal to the number of …"', () => {
    expect(parts('Until end of turn, this land becomes an X/X green Hydra creature.', { values: { X: 4 } })).toContainEqual({
      op: 'setPT',
      power: 4,
      toughness: 4,
    });
    expect(read('Until end of turn, this land becomes an X/X green Hydra creature.').needs).toEqual(['X']);
    const where = parts(
      'Until end of turn, creatures you control have base power and toughness X/X, where X is the number of Forests you control.',
    );
    expect(where).toEqual([
      { op: 'setPT', power: 'count', toughness: 'count', count: expect.objectContaining({ words: 'Forests you control' }) },
    ]);
    expect(parts("This creature's power and toughness are each equal to the number of creatures you control.")).toEqual([
      { op: 'setPT', power: 'count', toughness: 'count', count: expect.objectContaining({ words: 'creatures you control' }) },
    ]);
  });
  it("X in a granted ability: the judge's value, or \"that artifact's mana value\" as each object's (Bludgeon Brawl)", () => {
    const brawl =
      'Each noncreature, non-Equipment artifact is an Equipment with equip {X} and "Equipped creature gets +X/+0," where X is ' +
      "that artifact's mana value.";
    expect(parts(brawl)).toContainEqual({
      op: 'abilities',
      loseAll: false,
      lose: [],
      add: ['Equip {X}', 'Equipped creature gets +X/+0'],
      xIsManaValue: true,
    });
    const given = parts(
      'Target creature gains "This creature gets +X/+0." until end of turn, where X is the number of cards in your hand.',
      {
        values: { 'cards in your hand': 3 },
      },
    );
    expect(given).toEqual([{ op: 'abilities', loseAll: false, lose: [], add: ['This creature gets +3/+0.'] }]);
  });
  it('a count with a cap is refused', () => {
    const capped = parseEffectText('Each creature gets +1/+1 for each of its creature types, to a maximum of 10.');
    expect(capped.ok ? '' : capped.error.code).toBe('count');
  });
});

describe('one-shot instructions, rules effects and emblems', () => {
  it('a one-shot before a continuous effect is kept apart; "it" is what the instruction targeted', () => {
    const spec = read(
      'Put target creature card from a graveyard onto the battlefield under your control. ' +
        "It's a black Zombie in addition to its other colors and types.",
    );
    expect(spec.oneShot).toEqual(['Put target creature card from a graveyard onto the battlefield under your control']);
    expect(spec.clauses[0]!.filter).toMatchObject({ kind: 'targets', words: 'target creature card', self: false });
  });
  it('"Put … counters on this creature and it becomes …": the one-shot, then the continuous part on the same object', () => {
    const spec = read('Put three +1/+1 counters on this creature and it becomes a black Demon in addition to its other colors and types.');
    expect(spec.oneShot).toHaveLength(1);
    expect(spec.clauses[0]!.filter).toMatchObject({ kind: 'targets', self: true });
  });
  it('"can\'t attack", "doesn\'t untap", "is goaded" change no characteristic: named apart, the rest read', () => {
    const spec = read("Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control.");
    expect(spec.rulesEffects).toEqual(["Enchanted creature can't attack you or planeswalkers you control"]);
    expect(spec.clauses[0]!.parts.map((part) => part.op)).toEqual(['modifyPT', 'abilities']);
    expect(read('Enchanted creature gets +1/+1 and is goaded.').rulesEffects).toEqual(['Enchanted creature is goaded']);
    expect(parseEffectText("Enchanted creature can't block.")).toMatchObject({ ok: false, error: { code: 'no-characteristic' } });
  });
  it("an emblem's quoted ability is read as the effect (114.4)", () => {
    expect(parts('You get an emblem with "Creatures you control get +2/+2 and have flying."')).toEqual([
      { op: 'modifyPT', power: 2, toughness: 2 },
      { op: 'abilities', loseAll: false, lose: [], add: ['Flying'] },
    ]);
  });
});

describe('filters', () => {
  it('relative clauses: "that are X and/or Y" is either, "that isn\'t X, Y, or Z" none of them', () => {
    const either = filterOf('Creatures you control that are Zombies and/or tokens get +1/+1.');
    expect(either.kind === 'match' && either.alternatives.map((a) => a.conditions.map((c) => c.test).join('+'))).toEqual([
      'controller+cardType+subtype',
      'controller+cardType+token',
    ]);
    const none = filterOf("Each creature that isn't an Insect, Rat, or Spider gets -1/-1.");
    expect(none.kind === 'match' && none.alternatives[0]!.conditions.filter((c) => c.test === 'subtype' && c.negate)).toHaveLength(3);
  });
  it('commas with no "and" or "or" join adjectives of one noun: "noncreature, non-Equipment artifact" is one kind', () => {
    const one = filterOf('Each noncreature, non-Equipment artifact is an Equipment.');
    expect(
      one.kind === 'match' &&
        one.alternatives.map((a) => a.conditions.map((c) => `${c.negate ? 'non-' : ''}${'value' in c ? c.value : c.test}`)),
    ).toEqual([['non-Creature', 'non-Equipment', 'Artifact']]);
    expect(filterOf('Other Rabbits, Bats, Birds, and Mice you control get +1/+1.')).toMatchObject({ alternatives: { length: 4 } });
  });
  it('"target opponent controls" is the opponent; "target player controls" needs the judge to say who', () => {
    expect(filterOf('Creatures target opponent controls get -1/-1.')).toMatchObject({
      alternatives: [{ conditions: expect.arrayContaining([{ test: 'controller', value: 'opponent', negate: false }]) }],
    });
    expect(parseEffectText('Creatures target player controls get +1/+1.')).toMatchObject({ ok: false, error: { code: 'player-filter' } });
    expect(filterOf('Creatures target player controls get +1/+1.', { targetPlayer: 'you' })).toMatchObject({
      alternatives: [{ conditions: expect.arrayContaining([{ test: 'controller', value: 'you', negate: false }]) }],
    });
  });
  it('"everything" and "objects" are every object in any zone (109.1); "permanents" those on the battlefield (110.1)', () => {
    for (const text of ['Everything is colorless.', 'All objects are colorless.'])
      expect(filterOf(text), text).toMatchObject({ kind: 'match', alternatives: [{ conditions: [], zone: 'any' }] });
    expect(filterOf('All permanents are colorless.')).toMatchObject({ kind: 'match', alternatives: [{ zone: 'battlefield' }] });
  });
  it('keyword abilities come from the catalog\'s CR: a catalog without "flying" does not read it', () => {
    const noFlying = { ...embeddedCatalog, keywordAbilities: ['Trample'] };
    expect(parseEffectText('Target creature gains flying.', null, noFlying).ok).toBe(false);
    expect(parseEffectText('Target creature gains trample.', null, noFlying).ok).toBe(true);
  });
});
