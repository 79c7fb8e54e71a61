// The wordings issue 15 names, read and simulated on a board: each expectation is what the cited rule gives.
import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario.ts';
import { bear, find, pt, run, runTargeted } from './testScenario.ts';

describe('durations: the effect is active now, and the trace says how long it lasts (611.2a)', () => {
  it.each([
    ['Until a player casts a creature spell, target creature loses all abilities.', 'Until a player casts a creature spell'],
    ['Until your next turn, target creature loses all abilities.', 'Until your next turn'],
    ['Target creature loses all abilities this turn.', 'this turn'],
    ['Target creature loses all abilities for as long as you control this enchantment.', 'for as long as you control this enchantment'],
  ])('%s', (text, duration) => {
    const result = runTargeted(bear('Bear', { abilities: ['Trample'] }), { source: 'Spell', text });
    expect(find(result, 'Bear').abilities).toEqual([]);
    expect(find(result, 'Bear').trace.find((step) => step.layer === '6')!.effect).toContain(`duration: ${duration}; active now`);
  });
});

describe('the other wordings of item 2', () => {
  it('"loses all abilities except mana abilities" keeps the mana abilities (605.1a), in layer 6 (613.1f)', () => {
    const result = runTargeted(
      bear('Elf', { abilities: ['Flying', '{T}: Add {G}.', '{1}, {T}: Target creature gets +1/+1 until end of turn.'] }),
      { source: 'Spell', text: 'Target creature loses all abilities except mana abilities.' },
    );
    expect(find(result, 'Elf').abilities).toEqual(['{T}: Add {G}.']);
  });

  it.each([
    'You may have this land enter tapped as a copy of any land on the battlefield.',
    'You may have this land enter the battlefield tapped as a copy of any land on the battlefield.',
    'You may have this creature enter the battlefield as a copy of any creature on the battlefield.',
  ])('%s: a copy (707.2), whatever the template', (text) => {
    const result = run({
      objects: [
        { name: 'Shifter', typeLine: 'Land', abilities: [text] },
        { name: 'Forest Dryad', typeLine: 'Land Creature — Forest Dryad', power: 1, toughness: 1, colors: ['green'] },
      ],
      effects: [{ source: 'Shifter', text, order: 1, targets: ['Forest Dryad'] }],
    });
    expect(find(result, 'Shifter')).toMatchObject({ currentName: 'Forest Dryad', typeLine: 'Land Creature — Forest Dryad', power: 1 });
    expect(find(result, 'Shifter').trace[0]!.rules).toContain('707.2');
  });

  it('a one-shot instruction then a continuous effect: the one-shot is a warning, the rest applies (608.2c; 205.1b)', () => {
    const text =
      'Put target creature card from a graveyard onto the battlefield under your control. ' +
      "It's a black Zombie in addition to its other colors and types.";
    const result = runTargeted(bear('Grizzly Bears', { colors: ['green'] }), { source: 'Rise from the Grave', text });
    expect(find(result, 'Grizzly Bears')).toMatchObject({ typeLine: 'Creature — Bear Zombie', colors: ['black', 'green'] });
    expect(result.warnings.join(' ')).toContain(
      '"Put target creature card from a graveyard onto the battlefield under your control" is a one-shot',
    );
  });

  it('"for each" counted on the board, from the source controller\'s side, without the source for "other" (613.4c)', () => {
    const result = run({
      objects: [
        { name: 'Boss', typeLine: 'Creature — Goblin', power: 1, toughness: 1 },
        { name: 'Goblin A', typeLine: 'Creature — Goblin', power: 1, toughness: 1 },
        { name: 'Goblin B', typeLine: 'Creature — Goblin', power: 1, toughness: 1 },
        { name: 'Their Goblin', typeLine: 'Creature — Goblin', power: 1, toughness: 1, controller: 'opponent' },
      ],
      effects: [{ source: 'Boss', text: 'This creature gets +1/+1 for each other Goblin you control.', order: 1 }],
    });
    expect(pt(find(result, 'Boss'))).toBe('3/3');
  });

  it('"equal to the number of" a judge supplies: refused without "values" (naming it), used with them and shown', () => {
    const text = 'This creature gets +1/+1 for each card in your hand.';
    const scenario = (values?: Record<string, number>) => ({
      objects: [bear('Maro')],
      effects: [{ source: 'Maro', text, order: 1, ...(values ? { values } : {}) }],
    });
    const refused = parseScenario(scenario());
    expect(refused.ok ? '' : `${refused.error.code} ${refused.error.at}`).toBe('needs-value effects[0].values');
    expect(refused.ok ? '' : refused.error.message).toContain('"values": {"card in your hand": 3}');
    const result = run(scenario({ 'card in your hand': 4 }));
    expect(pt(find(result, 'Maro'))).toBe('6/6');
    expect(find(result, 'Maro').trace.at(-1)!.effect).toContain('values: card in your hand = 4');
  });

  it('X with its value; "where X is the number of …" counts the board (613.4b)', () => {
    const x = runTargeted(bear('Bear'), { source: 'Spell', text: 'Target creature gets +X/+X until end of turn.', values: { X: 3 } });
    expect(pt(find(x, 'Bear'))).toBe('5/5');
    const where = run({
      objects: [bear('Bear'), { name: 'Gate A', typeLine: 'Land — Gate' }, { name: 'Gate B', typeLine: 'Land — Gate' }],
      effects: [
        {
          source: 'Spell',
          text: 'Until end of turn, target creature has base power and toughness X/X, where X is the number of Gates you control.',
          order: 1,
          targets: ['Bear'],
        },
      ],
    });
    expect(pt(find(where, 'Bear'))).toBe('2/2');
  });

  it('older templates: Tribal is Kindred (308.3), reminder text and ability words are not read', () => {
    const result = run({
      objects: [bear('Bear'), { name: 'Old Card', typeLine: 'Tribal Enchantment — Elf', zone: 'battlefield' }],
      effects: [
        { source: 'Lord', text: 'Tribal permanents are Goblins in addition to their other types.', order: 1 },
        {
          source: 'Gift',
          text: 'Hellbent — Target creature gains flying (It can’t be blocked except by creatures with flying or reach.).',
          order: 2,
          targets: ['Bear'],
        },
      ],
    });
    expect(find(result, 'Old Card').typeLine).toBe('Kindred Enchantment — Elf Goblin');
    expect(find(result, 'Bear').abilities).toEqual(['Flying']);
  });

  it('a quoted triggered ability granted by "becomes … with \\"…\\"" keeps its text; "It\'s still a land" (205.1b)', () => {
    const text =
      'Until end of turn, this land becomes a 3/3 red and green Elemental creature with "Whenever this creature attacks, put a ' +
      '+1/+1 counter on it." It\'s still a land.';
    const result = run({
      objects: [{ name: 'Manland', typeLine: 'Land', abilities: [text] }],
      effects: [{ source: 'Manland', text, order: 1 }],
    });
    expect(find(result, 'Manland')).toMatchObject({
      typeLine: 'Land Creature — Elemental',
      colors: ['red', 'green'],
      power: 3,
      abilities: [text, 'Whenever this creature attacks, put a +1/+1 counter on it.'],
    });
  });
});

describe('semantics of item 3', () => {
  it("\"you\" is the controller of the effect's source: an opponent's anthem pumps the opponent's creatures (109.5)", () => {
    const result = run({
      objects: [
        { name: 'Their Anthem', typeLine: 'Enchantment', controller: 'opponent', abilities: ['Creatures you control get +1/+1.'] },
        bear('My Bear'),
        bear('Their Bear', { controller: 'opponent' }),
      ],
      effects: [{ source: 'Their Anthem', text: 'Creatures you control get +1/+1.', order: 1 }],
    });
    expect(pt(find(result, 'My Bear'))).toBe('2/2');
    expect(pt(find(result, 'Their Bear'))).toBe('3/3');
  });

  it('"Gain control of" gives control to the effect\'s controller (an opponent\'s Act of Treason takes my creature)', () => {
    const result = runTargeted(bear('My Bear'), {
      source: 'Act of Treason',
      text: 'Gain control of target creature until end of turn.',
      controller: 'opponent',
    });
    expect(find(result, 'My Bear').controller).toBe('opponent');
  });

  it("a filter reads the characteristics of its layer: a creature made an Elf in layer 4 gets the Elf lord's bonus (613.1)", () => {
    const result = run({
      objects: [
        bear('Bear'),
        { name: 'Elf Lord', typeLine: 'Creature — Elf', power: 2, toughness: 2, abilities: ['Other Elves you control get +1/+1.'] },
      ],
      effects: [
        { source: 'Elf Lord', text: 'Other Elves you control get +1/+1.', order: 1 },
        { source: 'Spell', text: 'Target creature becomes an Elf in addition to its other types.', order: 2, targets: ['Bear'] },
      ],
    });
    expect(pt(find(result, 'Bear'))).toBe('3/3');
    expect(pt(find(result, 'Elf Lord'))).toBe('2/2');
  });

  it('a changeling that loses all abilities is still every creature type: its CDA applied first in layer 4 (613.3, 604.3, 702.73a)', () => {
    const result = run({
      objects: [{ name: 'Shapeshifter', typeLine: 'Creature — Shapeshifter', power: 1, toughness: 1, abilities: ['Changeling'] }],
      effects: [{ source: 'Humility', text: 'All creatures lose all abilities and have base power and toughness 1/1.', order: 1 }],
    });
    const changeling = find(result, 'Shapeshifter');
    expect(changeling).toMatchObject({ allCreatureTypes: true, abilities: [], typeLine: 'Creature — Shapeshifter (every creature type)' });
    expect(changeling.trace.find((step) => step.layer === '4')!.rules).toEqual(expect.arrayContaining(['613.3', '702.73a', '604.3']));
  });

  it('a P/T-defining ability removed in layer 6 has nothing to apply in 7a: it never started (613.6 keeps only started effects)', () => {
    const cda = "This creature's power and toughness are each equal to the number of creatures you control.";
    const result = run({
      objects: [{ name: 'Goyf', typeLine: 'Creature — Lhurgoyf', power: 0, toughness: 0, abilities: [cda] }, bear('Bear')],
      effects: [
        { source: 'Goyf', text: cda, order: 1, characteristicDefining: true },
        { source: 'Spell', text: 'Target creature loses all abilities.', order: 2, targets: ['Goyf'] },
      ],
    });
    expect(pt(find(result, 'Goyf'))).toBe('0/0');
    expect(result.warnings.join(' ')).toContain('its source no longer has the ability');
    const kept = run({
      objects: [{ name: 'Goyf', typeLine: 'Creature — Lhurgoyf', power: 0, toughness: 0, abilities: [cda] }, bear('Bear')],
      effects: [{ source: 'Goyf', text: cda, order: 1, characteristicDefining: true }],
    });
    expect(pt(find(kept, 'Goyf'))).toBe('2/2');
  });

  it('Humility under Opalescence keeps applying in 7b after losing its ability in layer 6, and the trace cites 613.6', () => {
    const humility = 'All creatures lose all abilities and have base power and toughness 1/1.';
    const opalescence =
      'Each other non-Aura enchantment is a creature in addition to its other types and has base power and toughness each equal to ' +
      'its mana value.';
    const result = run({
      objects: [
        { name: 'Humility', typeLine: 'Enchantment', manaValue: 4, abilities: [humility] },
        { name: 'Opalescence', typeLine: 'Enchantment', manaValue: 4, abilities: [opalescence] },
      ],
      effects: [
        { source: 'Opalescence', text: opalescence, order: 1 },
        { source: 'Humility', text: humility, order: 2 },
      ],
    });
    expect(pt(find(result, 'Humility'))).toBe('1/1');
    const late = find(result, 'Humility').trace.find((step) => step.layer === '7b' && step.effect.startsWith('Humility'))!;
    expect(late.rules).toContain('613.6');
    expect(late.why).toContain('keeps applying');
  });
});

const bludgeonBrawl =
  'Each noncreature, non-Equipment artifact is an Equipment with equip {X} and "Equipped creature gets +X/+0," where X is that ' +
  "artifact's mana value.";

describe('Bludgeon Brawl', () => {
  it('each noncreature, non-Equipment artifact, and nothing else, is an Equipment with its own mana value as X', () => {
    const result = run({
      objects: [
        { name: 'Bludgeon Brawl', typeLine: 'Enchantment', abilities: [bludgeonBrawl] },
        { name: 'Mind Stone', typeLine: 'Artifact', manaValue: 2, abilities: ['{T}: Add {C}.'] },
        { name: 'Chromatic Star', typeLine: 'Artifact', manaValue: 1 },
        { name: 'Ornithopter', typeLine: 'Artifact Creature — Thopter', power: 0, toughness: 2, abilities: ['Flying'] },
      ],
      effects: [{ source: 'Bludgeon Brawl', text: bludgeonBrawl }],
    });
    expect(find(result, 'Mind Stone')).toMatchObject({
      typeLine: 'Artifact — Equipment',
      abilities: ['{T}: Add {C}.', 'Equip {2}', 'Equipped creature gets +2/+0'],
    });
    expect(find(result, 'Chromatic Star').abilities).toEqual(['Equip {1}', 'Equipped creature gets +1/+0']);
    expect(find(result, 'Bludgeon Brawl')).toMatchObject({ typeLine: 'Enchantment', abilities: [bludgeonBrawl] });
    expect(find(result, 'Ornithopter')).toMatchObject({ typeLine: 'Artifact Creature — Thopter', abilities: ['Flying'] });
  });
});

describe('another player gains control (613.1b)', () => {
  it('"Target opponent gains control of …" gives the object to the other player; "target player" waits for targetPlayer', () => {
    const offering = 'Target opponent gains control of target permanent you control.';
    const result = runTargeted(bear('Bear'), { source: 'Harmless Offering', text: offering });
    expect(find(result, 'Bear').controller).toBe('opponent');
    const donate = 'Target player gains control of target permanent you control.';
    const refused = parseScenario({ objects: [bear('Bear')], effects: [{ source: 'Donate', text: donate, targets: ['Bear'] }] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'player-filter', at: 'effects[0].text' } });
    // the player targetPlayer names, whoever controlled the object before
    const given = (controller: 'you' | 'opponent', targetPlayer: 'you' | 'opponent') =>
      find(
        run({ objects: [bear('Bear', { controller })], effects: [{ source: 'Donate', text: donate, targets: ['Bear'], targetPlayer }] }),
        'Bear',
      ).controller;
    expect([given('you', 'opponent'), given('opponent', 'you')]).toEqual(['opponent', 'you']);
  });
});
