import { describe, expect, it } from 'vitest';
import type { CopyPart, EffectPart, TypeChange } from '../model.ts';
import { parseEffectText } from './read.ts';

function parts(text: string, source: string | null = null): EffectPart[] {
  const read = parseEffectText(text, source);
  if (!read.ok) throw new Error(read.error.message);
  return read.value.clauses.flatMap((clause) => clause.parts);
}
const typePart = (text: string): TypeChange => parts(text).find((part): part is TypeChange => part.op === 'type')!;

describe('parseEffectText: text-changing effects (612, layer 3)', () => {
  it("reads which words a text change may replace, and what the new one can't be", () => {
    expect(
      parts(
        'Change the text of target spell or permanent by replacing all instances of one color word with another. (For example, you may ' +
          'change "black" to "blue.")',
      ),
    ).toEqual([{ op: 'text', kinds: ['color'], forbidden: [] }]);
    expect(
      parts(
        'Change the text of target permanent by replacing all instances of one color word with another or one basic land type with ' +
          'another until end of turn.',
      ),
    ).toEqual([{ op: 'text', kinds: ['color', 'basicLandType'], forbidden: [] }]);
    expect(
      parts(
        'Change the text of target spell or permanent by replacing all instances of one creature type with another. The new creature ' +
          "type can't be Wall.",
      ),
    ).toEqual([{ op: 'text', kinds: ['creatureType'], forbidden: ['Wall'] }]);
  });
  it('refuses other words to replace, and a restriction with no text change before it', () => {
    const mana = parseEffectText('Change the text of target permanent by replacing all instances of one mana symbol with another.');
    expect(mana.ok ? 'ok' : mana.error.code).toBe('text-change');
    expect(mana.ok ? '' : mana.error.message).toContain('"one mana symbol with another"');
    const alone = parseEffectText("The new creature type can't be Wall.");
    expect(alone.ok ? 'ok' : alone.error.code).toBe('forbidden-without-text-change');
  });
});

describe('parseEffectText: lists and qualifiers', () => {
  const alternatives = (text: string) => {
    const read = parseEffectText(text, 'Some Card');
    if (!read.ok) throw new Error(read.error.message);
    const filter = read.value.clauses[0]!.filter;
    return filter.kind === 'match' ? filter.alternatives : [];
  };
  it('"Elves and Goblins you control": the last noun\'s qualifier applies to every bare noun of the list', () => {
    const read = alternatives('Other Rabbits, Bats, Birds, and Mice you control get +1/+1.');
    expect(
      read.map((alternative) => alternative.conditions.flatMap((condition) => (condition.test === 'subtype' ? [condition.value] : []))[0]),
    ).toEqual(['Rabbit', 'Bat', 'Bird', 'Mouse']);
    expect(
      read.every((alternative) =>
        alternative.conditions.some((condition) => condition.test === 'controller' && condition.value === 'you' && !condition.negate),
      ),
    ).toBe(true);
    expect(
      alternatives('Artifacts and creatures your opponents control lose all abilities.').every((alternative) =>
        alternative.conditions.some((condition) => condition.test === 'controller' && condition.value === 'opponent'),
      ),
    ).toBe(true);
  });
  it("keeps each noun's own qualifier when the list gives them separately", () => {
    const read = alternatives("Creature spells you control and creature cards you own that aren't on the battlefield are Elves.");
    expect(
      read.map((alternative) => [
        alternative.zone,
        alternative.conditions
          .map((condition) => condition.test)
          .sort()
          .join('+'),
      ]),
    ).toEqual([
      ['stack', 'cardType+controller'],
      ['notBattlefield', 'cardType+owner'],
    ]);
  });
  it('"cards in graveyards", "is all creature types", predicates separated by commas', () => {
    expect(alternatives('Cards in graveyards lose all abilities.')[0]!.zone).toBe('graveyard');
    expect(typePart('Equipped creature gets +1/+1 and is all creature types.').allCreatureTypes).toBe(true);
    expect(
      parts(
        'Enchanted creature has base power and toughness 0/2, has defender, loses all other abilities, and is a blue Wall in addition ' +
          'to its other colors and types.',
      ).map((part) => part.op),
    ).toEqual(['setPT', 'abilities', 'abilities', 'type', 'color']);
  });
  it(
    '"you don\'t control" is the opponent\'s (two players); "them", "this Vehicle", "one or two target" name objects; "has no ' +
      'abilities"',
    () => {
      expect(alternatives("Creatures you don't control get -1/-1 until end of turn.")[0]!.conditions).toContainEqual({
        test: 'controller',
        value: 'opponent',
        negate: false,
      });
      const clauses = (text: string) => {
        const read = parseEffectText(text, 'Some Card');
        if (!read.ok) throw new Error(read.error.message);
        return read.value.clauses;
      };
      expect(clauses('Each of them is a 1/1 Spirit in addition to its other types.')[0]!.filter).toMatchObject({
        kind: 'targets',
        self: false,
      });
      expect(clauses('Until end of turn, this Vehicle becomes an artifact creature and gains flying.')[0]!.filter).toMatchObject({
        kind: 'targets',
        self: true,
      });
      expect(clauses('One or two target creatures each get +2/+1 until end of turn.')[0]!.filter).toMatchObject({
        kind: 'targets',
        self: false,
      });
      expect(parts("It's a Skeleton in addition to its other types and has no abilities.")).toContainEqual({
        op: 'abilities',
        loseAll: true,
        lose: [],
        add: [],
      });
      // "with no abilities" after "becomes": the same loss, beside the new types and base P/T
      expect(parts('Target creature becomes a 0/1 green Plant creature with no abilities until end of turn.')).toEqual(
        expect.arrayContaining([
          { op: 'abilities', loseAll: true, lose: [], add: [] },
          { op: 'setPT', power: 0, toughness: 1 },
          expect.objectContaining({ op: 'color', colors: ['green'] }),
        ]),
      );
    },
  );
  it('"of the type Elf" (how a scenario fills in "of the chosen type") is a subtype filter; a non-subtype is named', () => {
    expect(alternatives('Other creatures you control of the type Elf get +1/+1.')[0]!.conditions).toContainEqual({
      test: 'subtype',
      value: 'Elf',
      negate: false,
    });
    const bad = parseEffectText('Creatures you control of the type Wibble get +1/+1.');
    expect(bad.ok ? '' : bad.error.message).toContain('"wibble"');
  });
  it('"protection from red and from blue" is one ability; keywords with a number ("annihilator 2", "toxic 1") are keywords', () => {
    expect(parts('Equipped creature gets +2/+2 and has protection from red and from blue.')).toContainEqual({
      op: 'abilities',
      loseAll: false,
      lose: [],
      add: ['Protection from red and from blue'],
    });
    expect(parts('Enchanted creature gets +10/+10 and has trample and annihilator 2.')).toContainEqual({
      op: 'abilities',
      loseAll: false,
      lose: [],
      add: ['Trample', 'Annihilator 2'],
    });
    const unknownNumbered = parseEffectText('Target creature gains frobnicate 3.');
    expect(unknownNumbered.ok ? '' : unknownNumbered.error.message).toContain('⟦frobnicate 3⟧');
  });
  it("a cost in words after a long dash is the keyword's, as printed (702.21a); a typed landwalk is one keyword (702.14a)", () => {
    const added = (text: string) => parts(text).flatMap((part) => (part.op === 'abilities' ? part.add : []));
    expect(added('Creatures you control have ward—Pay 2 life.')).toEqual(['Ward—Pay 2 life']);
    expect(added('Equipped creature gets +1/+1 and has ward—{2}, Pay 2 life.')).toEqual(['Ward—{2}, Pay 2 life']);
    expect(added('Equipped creature has nonbasic landwalk and snow swampwalk.')).toEqual(['Nonbasic landwalk', 'Snow swampwalk']);
    expect(added('Creatures you control have islandwalk.')).toEqual(['Islandwalk']);
    const untyped = parseEffectText('Equipped creature has frobnicate swampwalk.');
    expect(untyped.ok ? '' : untyped.error.message).toContain('⟦frobnicate swampwalk⟧');
  });
  it('reads an "as long as …" / "during …" condition the board cannot settle only when the judge says it holds, for the trace', () => {
    const starfield =
      'As long as you have 25 or more life, each other non-Aura enchantment you control is a creature in addition to its ' + 'other types.';
    const refused = parseEffectText(starfield, 'Starfield of Nyx');
    expect(refused.ok ? '' : refused.error.message).toMatch(/the condition "As long as you have 25 or more life".*"conditionHolds": true/);
    const held = parseEffectText(starfield, 'Starfield of Nyx', undefined, { conditionHolds: true });
    expect(held.ok && held.value.assumed).toEqual(['As long as you have 25 or more life']);
    // one the board settles (611.3a): read without the judge, checked when simulated
    const board = parseEffectText(
      starfield.replace('you have 25 or more life', 'you control five or more enchantments'),
      'Starfield of Nyx',
    );
    expect(board.ok && board.value.lasts).toMatchObject({ kind: 'condition', test: 'control', atLeast: 5 });
    const trailing = parseEffectText('This creature gets +1/+0 as long as you control an artifact.', 'X', undefined, {
      conditionHolds: true,
    });
    expect(trailing.ok && [trailing.value.clauses[0]!.parts, trailing.value.assumed]).toEqual([
      [{ op: 'modifyPT', power: 1, toughness: 0 }],
      ['as long as you control an artifact'],
    ]);
    const during = parseEffectText('During your turn, this Vehicle is an artifact creature.', 'X', undefined, { conditionHolds: true });
    expect(during.ok && during.value.summary).toMatch(/\(condition holds: During your turn\)$/);
    const none = parseEffectText('Nonbasic lands are Mountains.', 'X', undefined, { conditionHolds: true });
    expect(none.ok ? '' : `${none.error.code} @${none.error.at}`).toBe('no-condition @conditionHolds');
    const trigger = parseEffectText('When this creature enters, target creature gets +1/+1.', 'X', undefined, { conditionHolds: true });
    expect(trigger.ok ? '' : trigger.error.code).toBe('trigger');
  });
  it('Imprisoned in the Moon: "loses all other card types and abilities" loses the abilities before it gains its mana ability', () => {
    const read = parts('Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and abilities.');
    const abilities = read.filter((part) => part.op === 'abilities');
    expect(abilities).toEqual([
      { op: 'abilities', loseAll: true, lose: [], add: [] },
      { op: 'abilities', loseAll: false, lose: [], add: ['{T}: Add {C}'] },
    ]);
  });
});

describe('parseEffectText: forms understood', () => {
  it('"becomes … It\'s still a land" keeps every type (205.1b) and sets P/T', () => {
    expect(typePart("Target land becomes a 4/4 Elemental creature until end of turn. It's still a land.")).toMatchObject({
      retain: 'all',
      cardTypes: ['Creature'],
      subtypes: [{ name: 'Elemental', kind: 'creature' }],
    });
    expect(parts("Target land becomes a 4/4 Elemental creature. It's still a land.")).toContainEqual({
      op: 'setPT',
      power: 4,
      toughness: 4,
    });
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
  it('"is all colors" sets the five colors (105.1), in addition when the wording says so', () => {
    expect(parts('Transguild Courier is all colors.', 'Transguild Courier')).toEqual([
      { op: 'color', colors: ['white', 'blue', 'black', 'red', 'green'], addition: false },
    ]);
    expect(parts('Creatures you control are all colors in addition to their other colors.')).toEqual([
      { op: 'color', colors: ['white', 'blue', 'black', 'red', 'green'], addition: true },
    ]);
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
    expect(parts('Enchanted land has "{T}: Add {C}{C}."')).toEqual([
      { op: 'abilities', loseAll: false, lose: [], add: ['{T}: Add {C}{C}.'] },
    ]);
    expect(
      parts(
        'Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal ' +
          'to its mana value.',
      ),
    ).toContainEqual({ op: 'setPT', power: 'manaValue', toughness: 'manaValue' });
    expect(
      parts('Mizzium Transreliquat becomes a copy of target artifact, except it has this ability.', 'Mizzium Transreliquat'),
    ).toMatchObject([{ op: 'copy', keepThisAbility: true, extraAbilities: [], modifications: [], notModelled: [] }]);
  });
  it('copy exceptions that modify the copiable values (707.9b): types in addition, P/T, color, name, not legendary', () => {
    const copy = (text: string) => parts(text, 'Some Card')[0] as Extract<EffectPart, { op: 'copy' }>;
    const image = copy(
      "This creature enters as a copy of a creature on the battlefield, except it's an Illusion in addition to its other types.",
    );
    expect(image.modifications).toEqual([
      expect.objectContaining({ op: 'type', subtypes: [{ name: 'Illusion', kind: 'creature' }], retain: 'all' }),
    ]);
    expect(copy("This creature enters as a copy of any creature on the battlefield, except it's 7/7.").modifications).toEqual([
      { op: 'setPT', power: 7, toughness: 7 },
    ]);
    expect(
      copy("Target creature becomes a copy of another target creature, except it's blue and its base power and toughness are 1/1.")
        .modifications,
    ).toEqual([
      { op: 'color', colors: ['blue'], addition: false },
      { op: 'setPT', power: 1, toughness: 1 },
    ]);
    const lazav = copy(
      "Lazav becomes a copy of target creature card, except its name is Lazav, the Multifarious, it's legendary in addition to its " +
        'other types, and it has this ability.',
    );
    expect([lazav.name, lazav.keepThisAbility, lazav.modifications[0]]).toEqual([
      'Lazav, the Multifarious',
      true,
      expect.objectContaining({ op: 'type', supertypes: ['Legendary'], retain: 'all' }),
    ]);
    const spark = copy(
      'This creature enters as a copy of a creature or planeswalker you control, except it enters with an additional +1/+1 counter on ' +
        "it if it's a creature, it enters with an additional loyalty counter on it if it's a planeswalker, and it isn't legendary.",
    );
    expect([spark.removeSupertypes, spark.notModelled]).toEqual([
      ['Legendary'],
      [
        "it enters with an additional +1/+1 counter on it if it's a creature",
        "it enters with an additional loyalty counter on it if it's a planeswalker",
      ],
    ]);
  });
  it('copy exceptions as printed: "he", "the token", "is a …", "it\'s not", "it\'s named", no mana cost, 707.9c colors', () => {
    const copy = (text: string) => parts(text, 'Some Card')[0] as CopyPart;
    const shredder = copy("Create a token that's a copy of it, except it isn't legendary and is a Mutant in addition to its other types.");
    expect([shredder.removeSupertypes, shredder.modifications]).toEqual([
      ['Legendary'],
      [expect.objectContaining({ subtypes: [{ name: 'Mutant', kind: 'creature' }], retain: 'all' })],
    ]);
    const ember = copy(
      "Create a token that's a copy of target creature you control, except it's not legendary and it's a 4/4 Hero in addition to its " +
        'other types.',
    );
    expect([ember.removeSupertypes, ember.modifications]).toEqual([
      ['Legendary'],
      [expect.objectContaining({ subtypes: [{ name: 'Hero', kind: 'creature' }] }), { op: 'setPT', power: 4, toughness: 4 }],
    ]);
    const absorbing = copy(
      "Absorbing Man becomes a copy of up to one target artifact, except his name is Absorbing Man, he's a legendary 4/4 Human Villain " +
        'creature in addition to his other types, and he has vigilance.',
    );
    expect([absorbing.name, absorbing.extraAbilities, absorbing.modifications[0]]).toEqual([
      'Absorbing Man',
      ['Vigilance'],
      expect.objectContaining({ supertypes: ['Legendary'], cardTypes: ['Creature'], retain: 'all' }),
    ]);
    expect(copy("This creature enters as a copy of a creature, except it's named Ghost of Ramirez DePietro.").name).toBe(
      'Ghost of Ramirez DePietro',
    );
    const embalm = copy("Create a token that's a copy of it, except it's a white Zombie Angel with no mana cost.");
    expect([embalm.noManaCost, embalm.modifications]).toEqual([
      true,
      [
        expect.objectContaining({
          subtypes: [
            { name: 'Zombie', kind: 'creature' },
            { name: 'Angel', kind: 'creature' },
          ],
          retain: 'none',
        }),
        { op: 'color', colors: ['white'], addition: false },
      ],
    ]);
    const aurora = copy(
      'This creature becomes a copy of another target creature you control, except it has this ability and "Whenever this creature ' +
        'deals combat damage to a player, you get that many {E}."',
    );
    expect([aurora.keepThisAbility, aurora.extraAbilities]).toEqual([
      true,
      ['Whenever this creature deals combat damage to a player, you get that many {E}.'],
    ]);
    expect(
      copy("This creature becomes a copy of target creature, except it doesn't copy that creature's color and it has this ability."),
    ).toMatchObject({ keepOwnColors: true, keepThisAbility: true, modifications: [] });
    const helm = parseEffectText(
      "Create a token that's a copy of equipped creature, except the token isn't legendary. That token gains haste.",
      'Helm of the Host token',
    );
    expect(helm.ok && helm.value.clauses).toEqual([
      {
        filter: expect.objectContaining({ kind: 'targets', self: true }),
        parts: [
          expect.objectContaining({ op: 'copy', removeSupertypes: ['Legendary'] }),
          { op: 'abilities', loseAll: false, lose: [], add: ['Haste'] },
        ],
      },
    ]);
  });
  it('reads subjects: targets, self-reference and filters with zones', () => {
    const read = parseEffectText(
      'Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that ' +
        "aren't on the battlefield.",
    );
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

describe('parseEffectText: forms added by the rules audit', () => {
  it('"loses all other abilities" removes everything but what the same effect grants (Darksteel Mutation)', () => {
    const read = parts(
      'Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it loses all ' +
        'other abilities.',
    );
    const abilities = read.filter((part) => part.op === 'abilities');
    expect(abilities).toEqual([
      { op: 'abilities', loseAll: true, lose: [], add: [] },
      { op: 'abilities', loseAll: false, lose: [], add: ['Indestructible'] },
    ]);
    expect(
      typePart(
        'Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it loses all ' +
          'other abilities.',
      ).retain,
    ).toBe('allButCreatureTypes');
  });
  it('"in addition to their other colors" adds a color and changes no type (Painter\'s Servant)', () => {
    expect(parts("All cards that aren't on the battlefield, spells, and permanents are blue in addition to their other colors.")).toEqual([
      { op: 'color', colors: ['blue'], addition: true },
    ]);
  });
  it('"power and toughness each equal to its mana value" without "base" (March of the Machines), and switching (613.4d)', () => {
    expect(
      parts('Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.'),
    ).toContainEqual({ op: 'setPT', power: 'manaValue', toughness: 'manaValue' });
    expect(
      parts('All noncreature artifacts are artifact creatures with base power and toughness each equal to their mana value.'),
    ).toContainEqual({ op: 'setPT', power: 'manaValue', toughness: 'manaValue' });
    expect(parts("Switch target creature's power and toughness until end of turn.")).toEqual([{ op: 'switchPT' }]);
  });
  it.each([
    'Up to two target creatures each become 4/4 until end of turn.',
    'Another target creature gains flying.',
    'Until your next turn, target creature becomes a 1/1.',
  ])('%s → the objects named in "targets", never the source', (text) => {
    const read = parseEffectText(text, 'Some Card');
    expect(read.ok && read.value.clauses[0]!.filter).toMatchObject({ kind: 'targets', self: false });
  });
  it('a card name with small words still refers to the card itself', () => {
    const read = parseEffectText('Urborg becomes a 2/2.', 'Some Card');
    expect(read.ok && read.value.clauses[0]!.filter).toMatchObject({ kind: 'targets', self: true });
  });
});

describe('parseEffectText: players are no objects (102.1, 113.1b)', () => {
  it("a player's ability or rule is named as changing no characteristic, never read as the source's own", () => {
    for (const text of ['You have hexproof.', 'Each player has shroud.', 'You have no maximum hand size.']) {
      const read = parseEffectText(text);
      expect(read.ok ? 'read' : read.error.code, text).toBe('no-characteristic');
    }
  });
  it("a player's life total changed is a one-shot instruction, beside the continuous part of a spell", () => {
    const drain = parseEffectText('Each opponent loses 2 life.');
    expect(drain.ok ? 'read' : drain.error.code).toBe('one-shot');
    const fuel = parseEffectText('Target creature gets -6/-6 until end of turn. You gain 2 life.');
    expect(fuel.ok && fuel.value.oneShot).toEqual(['You gain 2 life']);
  });
  it('"You and permanents you control have hexproof", "You, planeswalkers …": the objects\' part is read, the player\'s named', () => {
    const partsOf = (text: string) => {
      const read = parseEffectText(text);
      return read.ok && [read.value.clauses.map((clause) => clause.filter.words), read.value.rulesEffects];
    };
    expect(partsOf('You and permanents you control have hexproof.')).toEqual([['permanents you control'], ['You have hexproof']]);
    expect(partsOf('You, planeswalkers you control, and other creatures you control have hexproof.')).toEqual([
      ['planeswalkers you control, and other creatures you control'],
      ['You have hexproof'],
    ]);
  });
});

describe('parseEffectText: color, keyword and token filters', () => {
  const conditionsOf = (text: string) => {
    const read = parseEffectText(text, 'Some Card');
    if (!read.ok) throw new Error(read.error.message);
    const filter = read.value.clauses[0]!.filter;
    return filter.kind === 'match' ? filter.alternatives.map((alternative) => alternative.conditions) : null;
  };
  /** A filter condition as the reader writes it: `test` (of `value`) holds, or with isNot, does not. */
  const condition = (negate: boolean) => (test: string, value?: string) =>
    value === undefined ? { test, negate } : { test, value, negate };
  const is = condition(false);
  const isNot = condition(true);
  it.each([
    ['White creatures you control get +1/+1.', [is('controller', 'you'), is('color', 'white'), is('cardType', 'Creature')]],
    ['Nonblack creatures get -1/-1.', [isNot('color', 'black'), is('cardType', 'Creature')]],
    ['Multicolored permanents are legendary.', [is('color', 'multicolored')]],
    ['Creatures you control with flying get +1/+1.', [is('controller', 'you'), is('ability', 'flying'), is('cardType', 'Creature')]],
    ['Creatures without first strike have reach.', [isNot('ability', 'first strike'), is('cardType', 'Creature')]],
    ['Creatures with no abilities get +2/+2.', [isNot('ability', ''), is('cardType', 'Creature')]],
    ['Tokens you control are Zombies.', [is('controller', 'you'), is('token')]],
    ['Nontoken creatures get +1/+1.', [isNot('token'), is('cardType', 'Creature')]],
  ])('%s', (text, conditions) => {
    expect(conditionsOf(text)).toEqual([conditions]);
  });
});
