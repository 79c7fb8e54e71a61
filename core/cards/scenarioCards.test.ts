import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario, simulate } from '../engine/index.ts';
import { textKey } from '../text/index.ts';
import type { Card } from './record.ts';
import { readCardObject } from './record.ts';
import { fillScenarioFromCards, namesCards, type CardLookup } from './scenarioCards.ts';
import { noncreature, reasonsOf, runCards, testCreature, withCard as withOwnCard } from './testCards.ts';

const atomic = JSON.parse(readFileSync(join(import.meta.dirname, '../../test/fixtures/cards/atomic-mini.json'), 'utf8')) as {
  data: Record<string, unknown[]>;
};
const faces = new Map<string, Card>();
for (const [name, list] of Object.entries(atomic.data)) {
  for (const raw of list) {
    const read = readCardObject(raw, name);
    if (read.ok) faces.set(textKey(read.value.face.name), read.value.face);
  }
}
const lookup: CardLookup = {
  card: (name) => faces.get(textKey(name)) ?? null,
  nearest: (name) =>
    [...faces.values()].filter((card) => card.name.toLowerCase().includes(name.slice(0, 3).toLowerCase())).map((c) => c.name),
};

/** One card of a test's own, then the fixture's. */
const withCard = (card: Card): CardLookup => withOwnCard(card, lookup);

/** Simulates a scenario given by card names (and optional extras), by default the fixture's. */
const run = (objects: unknown[], cards: CardLookup = lookup) => runCards(objects, cards);

describe('fillScenarioFromCards', () => {
  it('Blood Moon and Urborg, Tomb of Yawgmoth in either order: Urborg is a Mountain and nothing is a Swamp (613.8)', () => {
    for (const order of [
      ['Urborg, Tomb of Yawgmoth', 'Blood Moon'],
      ['Blood Moon', 'Urborg, Tomb of Yawgmoth'],
    ]) {
      const { object, result } = run(order.map((card) => ({ card })));
      expect(object('Urborg, Tomb of Yawgmoth').subtypes, order.join(' + ')).toEqual(['Mountain']);
      expect(result.objects.some((o) => o.subtypes.includes('Swamp'))).toBe(false);
    }
  });

  it('Yavimaya, Mutavault, Blood Moon, Chromatic Lantern: lands are Mountains only and tap for any color (layer 4 then 6)', () => {
    const { object, warnings } = run(
      ['Yavimaya, Cradle of Growth', 'Mutavault', 'Blood Moon', 'Chromatic Lantern'].map((card) => ({ card })),
    );
    for (const land of ['Yavimaya, Cradle of Growth', 'Mutavault']) {
      expect(object(land).subtypes, land).toEqual(['Mountain']);
      expect(object(land).abilities, land).toEqual(expect.arrayContaining(['{T}: Add {R}.', '{T}: Add one mana of any color.']));
    }
    expect(object('Mutavault').abilities).not.toContain('{T}: Add {C}.');
    // Activated abilities are no continuous effects: each named, none an error.
    expect(warnings).toEqual([
      expect.stringMatching(/^Mutavault: "\{T\}: Add \{C\}\." is not made an effect: an activated ability/),
      expect.stringMatching(/^Mutavault: "\{1\}: Until end of turn, .*" is not made an effect: an activated ability/),
      expect.stringMatching(/^Chromatic Lantern: "\{T\}: Add one mana of any color\." is not made an effect/),
    ]);
  });

  it('reads a card\'s "chosen type" with the choice given beside "card", and without one leaves that ability out with a warning', () => {
    const lord = noncreature('Test Lord', 'Enchantment', [
      'As this enchantment enters, choose a creature type.',
      'Other creatures you control of the chosen type get +1/+1.',
    ]);
    const cards: CardLookup = { card: (name) => (textKey(name) === 'test lord' ? lord : lookup.card(name)), nearest: () => [] };
    const simulated = (objects: unknown[]) => {
      const filled = fillScenarioFromCards({ objects }, cards);
      const scenario = filled.ok ? parseScenario(filled.value.scenario) : filled;
      if (!scenario.ok || !filled.ok) throw new Error(scenario.ok ? 'not filled' : scenario.error.message);
      const bears = simulate(scenario.value).objects.find((object) => object.name === 'Grizzly Bears')!;
      return { bears, warnings: filled.value.warnings };
    };
    const chosen = simulated([{ card: 'Test Lord', chosen: 'Bear' }, { card: 'Grizzly Bears' }]);
    expect(chosen.bears).toMatchObject({ power: 3, toughness: 3 });
    expect(chosen.warnings).toEqual([
      expect.stringMatching(/choose a creature type\." is not made an effect: a replacement effect \(614\.1\)/),
    ]);
    // a choice given beside "card" that is no subtype, or a target that is no object, is the judge's slip: an error there
    expect(fillScenarioFromCards({ objects: [{ card: 'Test Lord', chosen: 'Nonsense' }] }, cards)).toMatchObject({
      ok: false,
      error: { at: 'objects[0].chosen', message: expect.stringContaining('"Nonsense" is none') },
    });
    expect(fillScenarioFromCards({ objects: [{ card: 'Test Lord', choices: { type: 'Nonsense' } }] }, cards)).toMatchObject({
      ok: false,
      error: { at: 'objects[0].choices.type' },
    });
    expect(fillScenarioFromCards({ objects: [{ card: 'Test Lord', targets: ['Nobody'] }] }, cards)).toMatchObject({
      ok: false,
      error: { at: 'objects[0].targets[0]' },
    });
    const unchosen = simulated([{ card: 'Test Lord' }, { card: 'Grizzly Bears' }]);
    expect(unchosen.bears).toMatchObject({ power: 2, toughness: 2 });
    expect(unchosen.warnings[1]).toMatch(
      /of the chosen type get \+1\/\+1\." is not made an effect: .*needs the type chosen.*give "chosen" beside "card"/,
    );
  });

  it('Opalescence and Humility: the later timestamp decides Humility’s base P/T in layer 7b', () => {
    expect(run([{ card: 'Opalescence' }, { card: 'Humility' }]).object('Humility')).toMatchObject({
      power: 1,
      toughness: 1,
      abilities: [],
    });
    expect(run([{ card: 'Humility' }, { card: 'Opalescence' }]).object('Humility')).toMatchObject({ power: 4, toughness: 4 });
  });

  it('a star in a printed P/T counts 0 beside its number: a Tarmogoyf that lost its abilities is 0/1 (208.2a, 208.5)', () => {
    const goyf: Card = {
      ...testCreature,
      name: 'Goyf Tester',
      typeLine: 'Creature — Lhurgoyf',
      power: null,
      toughness: null,
      printedPower: '*',
      printedToughness: '1+*',
      abilities: ["Goyf Tester's power is equal to the number of creatures you control and its toughness is equal to that number plus 1."],
    };
    expect(run([{ card: goyf.name }], withCard(goyf)).object(goyf.name)).toMatchObject({ power: 1, toughness: 2 });
    const trickster = {
      source: 'Trickster',
      text: 'Target creature loses all abilities until end of turn.',
      targets: [goyf.name],
      order: 9,
    };
    const filled = fillScenarioFromCards({ objects: [{ card: goyf.name }] }, withCard(goyf));
    if (!filled.ok) throw new Error(filled.error.message);
    const scenario = parseScenario({ ...filled.value.scenario, effects: [...(filled.value.scenario['effects'] as unknown[]), trickster] });
    if (!scenario.ok) throw new Error(scenario.error.message);
    expect(simulate(scenario.value).objects[0]).toMatchObject({ power: 0, toughness: 1, abilities: [] });
    // a mark that is no number ("X") gives the object no P/T of its own
    const unknown = { ...goyf, name: 'X Tester', printedPower: 'X', printedToughness: 'X', abilities: [] };
    expect(run([{ card: unknown.name }], withCard(unknown)).object(unknown.name)).toMatchObject({ power: 0, toughness: 0 });
  });

  it('a Clone copying a creature under Humility is that creature, 1/1 with no abilities', () => {
    const { object } = run([{ card: 'Humility' }, { card: 'Serra Angel' }, { card: 'Clone', targets: ['Serra Angel'] }]);
    expect(object('Clone')).toMatchObject({ currentName: 'Serra Angel', subtypes: ['Angel'], power: 1, toughness: 1, abilities: [] });
    expect(object('Serra Angel')).toMatchObject({ power: 1, toughness: 1, abilities: [] });
  });

  it('keeps given effects, fills fields given beside "card" on top, and names a second copy apart', () => {
    const filled = fillScenarioFromCards(
      {
        objects: [{ card: 'Blood Moon' }, { card: 'blood moon', controller: 'opponent' }, { card: 'Grizzly Bears', power: 5 }],
        effects: [{ source: 'Blood Moon', text: 'Nonbasic lands are Mountains.' }],
      },
      lookup,
    );
    const bloodMoon = {
      typeLine: 'Enchantment',
      colors: ['red'],
      abilities: ['Nonbasic lands are Mountains.'],
      manaValue: 3,
      manaCost: '{2}{R}',
    };
    expect(filled.ok && filled.value.scenario).toEqual({
      objects: [
        { name: 'Blood Moon', ...bloodMoon },
        { name: 'Blood Moon (2)', ...bloodMoon, controller: 'opponent' },
        {
          name: 'Grizzly Bears',
          typeLine: 'Creature — Bear',
          colors: ['green'],
          abilities: [],
          power: 5,
          toughness: 2,
          manaValue: 2,
          manaCost: '{1}{G}',
        },
      ],
      // the second Blood Moon's ability is no given effect: it is added, before the given ones (611.3, 613.7)
      effects: ['Blood Moon (2)', 'Blood Moon'].map((source) => ({ source, text: 'Nonbasic lands are Mountains.' })),
    });
  });

  it('an unknown name is a problem naming it, where it is and the nearest names', () => {
    const filled = fillScenarioFromCards({ objects: [{ card: 'Blood Moon' }, { card: 'Humilty' }] }, lookup);
    expect(filled).toMatchObject({
      ok: false,
      error: { code: 'unknown-card', at: 'objects[1].card', message: expect.stringMatching(/no card "Humilty".*nearest: Humility/) },
    });
    expect(fillScenarioFromCards({ objects: [{ card: 7 }] }, lookup)).toMatchObject({ ok: false, error: { at: 'objects[0].card' } });
  });

  it('a station card has a striation\'s abilities and its P/T box at the charge counters given beside "card" (721.2)', () => {
    const frigate: Card = {
      ...testCreature,
      name: 'Test Frigate',
      typeLine: 'Artifact — Spacecraft',
      power: 3,
      toughness: 5,
      abilities: ["Station (It's an artifact creature at 8+.)", '2+ | Other creatures you control get +1/+1.', '8+ | Flying'],
    };
    const board = (count: number) => {
      const counters = count > 0 ? [{ kind: 'charge', count }] : [];
      const { object } = run([{ card: frigate.name, counters }, { card: 'Grizzly Bears' }], withCard(frigate));
      const show = (name: string) => {
        const o = object(name);
        const flying = o.abilities.filter((a) => a === 'Flying').join('');
        return `${o.cardTypes.join(' ')} ${o.power ?? '-'}/${o.toughness ?? '-'} ${flying}`.trim();
      };
      return [show(frigate.name), show('Grizzly Bears')];
    };
    expect(board(0)).toEqual(['Artifact -/-', 'Creature 2/2']);
    expect(board(2)).toEqual(['Artifact -/-', 'Creature 3/3']);
    expect(board(8)).toEqual(['Artifact Creature 3/5 Flying', 'Creature 3/3']);
    // the counters are read as the scenario reads them: a malformed entry is named where it is
    const malformed = fillScenarioFromCards(
      { objects: [{ card: frigate.name, counters: [{ kind: 'charge', count: -1 }] }] },
      withCard(frigate),
    );
    expect(malformed).toMatchObject({ ok: false, error: { at: 'objects[0].counters[0].count' } });
  });

  it('a Class has the abilities of the level given beside "card" and below (716.2a); a level that is no whole number is an error', () => {
    const talent = noncreature('Test Talent', 'Enchantment — Class', ['{G}: Level 2', 'Creatures you control get +1/+1.']);
    const bears = (level?: unknown) => {
      const filled = fillScenarioFromCards({ objects: [{ card: talent.name, level }] }, withCard(talent));
      if (!filled.ok) return filled.error.message;
      const o = run([{ card: talent.name, level }, { card: 'Grizzly Bears' }], withCard(talent)).object('Grizzly Bears');
      return `${o.power}/${o.toughness}`;
    };
    expect([bears(), bears(1), bears(2), bears(3)]).toEqual(['2/2', '2/2', '3/3', '3/3']);
    for (const bad of [0, 1.5, 'two']) expect(bears(bad)).toMatch(/^objects\[0\]\.level: must be a whole number, 1 or more/);
    const warned = fillScenarioFromCards({ objects: [{ card: talent.name }] }, withCard(talent));
    expect(warned.ok && warned.value.warnings).toEqual([
      expect.stringMatching(/^Test Talent: the abilities after "\{G\}: Level 2" are not in force: the Class is level 1, 2 needed/),
      expect.stringMatching(/^Test Talent: "\{G\}: Level 2" is not made an effect: a class level bar \(716\.2a\)/),
    ]);
  });

  it('a leveler has the base P/T and abilities of the striation its level counters fall in (711.2)', () => {
    const squire: Card = {
      ...testCreature,
      typeLine: 'Creature — Human Knight',
      abilities: ['Level up {W}', 'LEVEL 1-3', '2/4', 'Vigilance', 'LEVEL 4+', '5/5', 'Trample'],
    };
    const shown = (count: number, kind = 'level') => {
      const counters = count > 0 ? [{ kind, count }] : [];
      const o = run([{ card: squire.name, counters }], withCard(squire)).object(squire.name);
      return `${o.power}/${o.toughness} ${o.abilities.join(', ')}`;
    };
    expect([shown(0), shown(2), shown(4)]).toEqual(['1/1 Level up {W}', '2/4 Level up {W}, Vigilance', '5/5 Level up {W}, Trample']);
    // a counter's kind is read as the scenario reads it, in any letter case
    expect(shown(2, 'Level')).toBe(shown(2));
  });

  it('reads a subtype a card prints that the rules used do not list as the card gives it, with a warning', () => {
    const agent: Card = { ...testCreature, name: 'Test Agent', typeLine: 'Creature — Human Zorblax', abilities: [] };
    const filled = fillScenarioFromCards({ objects: [{ card: agent.name }] }, withCard(agent));
    expect(filled.ok && filled.value.warnings).toEqual([
      expect.stringMatching(
        /^Test Agent: "Zorblax" is on no creature type list of the rules used \(205\.3m; .*\): read as a creature type/,
      ),
    ]);
    expect(run([{ card: agent.name }], withCard(agent)).object(agent.name).subtypes).toEqual(['Human', 'Zorblax']);
    // the scenario names it, so that it reads the same once saved; one a second card prints is named once
    const twice = fillScenarioFromCards({ objects: [{ card: agent.name }, { card: agent.name }] }, withCard(agent));
    expect(twice.ok && twice.value.scenario['newerSubtypes']).toEqual({ creature: ['Zorblax'] });
    expect(twice.ok && twice.value.warnings).toHaveLength(1);
    // a type line given beside "card" is the judge's: it is checked as given
    const typed = fillScenarioFromCards({ objects: [{ card: agent.name, typeLine: 'Creature — Zorblax' }] }, withCard(agent));
    expect(typed.ok && parseScenario(typed.value.scenario).ok).toBe(false);
  });

  it('keeps the newer subtypes a scenario names, adding those its cards print, and leaves a malformed list to parseScenario', () => {
    const agent: Card = { ...testCreature, name: 'Test Agent', typeLine: 'Creature — Human Zorblax', abilities: [] };
    const named = { creature: ['Quib'], land: ['Moor'] };
    const filled = fillScenarioFromCards({ objects: [{ card: agent.name }], newerSubtypes: named }, withCard(agent));
    expect(filled.ok && filled.value.scenario['newerSubtypes']).toEqual({ creature: ['Quib', 'Zorblax'], land: ['Moor'] });
    expect(named.creature).toEqual(['Quib']);
    const malformed = fillScenarioFromCards({ objects: [{ card: agent.name }], newerSubtypes: { creature: 'Quib' } }, withCard(agent));
    const parsed = malformed.ok ? parseScenario(malformed.value.scenario) : null;
    expect(parsed?.ok === false && parsed.error.at).toBe('newerSubtypes.creature');
  });

  it('makes "during your turn" an effect when the scenario says whose turn it is, and asks for it when it does not (102.1)', () => {
    const surveyor: Card = { ...testCreature, name: 'Test Surveyor', abilities: ['During your turn, this creature has first strike.'] };
    const fill = (extra: Record<string, unknown>) =>
      fillScenarioFromCards({ objects: [{ card: surveyor.name }], ...extra }, withCard(surveyor));
    const told = fill({ turn: 'you' });
    expect(told.ok && [told.value.scenario['effects'], told.value.warnings]).toEqual([
      [{ source: surveyor.name, text: surveyor.abilities[0], order: 1 }],
      [],
    ]);
    expect(reasonsOf(surveyor)).toEqual([expect.stringContaining('needs whose turn it is (102.1)')]);
  });

  it('a planeswalker or battle on the battlefield has the loyalty or defense counters it entered with (306.5b, 310.4b)', () => {
    const walker = { ...noncreature('Test Walker', 'Legendary Planeswalker — Jace', []), loyalty: '4' };
    const battle = { ...noncreature('Test Siege', 'Battle — Siege', []), defense: '5' };
    const cards: CardLookup = { card: (name) => [walker, battle].find((card) => card.name === name) ?? null, nearest: () => [] };
    const fill = (object: Record<string, unknown>) => {
      const filled = fillScenarioFromCards({ objects: [object] }, cards);
      if (!filled.ok) throw new Error(filled.error.message);
      return { counters: (filled.value.scenario['objects'] as Record<string, unknown>[])[0]!['counters'], warnings: filled.value.warnings };
    };
    const entered = fill({ card: 'Test Walker' });
    expect(entered.counters).toEqual([{ kind: 'loyalty', count: 4 }]);
    expect(entered.warnings).toContainEqual(expect.stringMatching(/^Test Walker: on the battlefield with 4 loyalty counters \(306\.5b\)/));
    expect(fill({ card: 'Test Siege' }).counters).toEqual([{ kind: 'defense', count: 5 }]);
    // the scenario's own counters stand; a card in another zone, or a printed X, enters with none
    const given = fill({ card: 'Test Walker', counters: [{ kind: 'loyalty', count: 1 }] });
    expect([given.counters, given.warnings]).toEqual([[{ kind: 'loyalty', count: 1 }], []]);
    expect(fill({ card: 'Test Walker', zone: 'hand' }).counters).toBeUndefined();
    expect(
      fillScenarioFromCards({ objects: [{ card: 'X Walker' }] }, withCard({ ...walker, name: 'X Walker', loyalty: 'X' })),
    ).toMatchObject({
      ok: true,
      value: { warnings: [] },
    });
  });

  it("reads an object's whole Oracle text given as one ability as its lines (113.2): its keyword is its own, its lord an effect", () => {
    const lordText =
      'Flying\nOther Zombie creatures you control get +1/+1.\n{1}{B}, {T}: Return target Zombie card from your graveyard to your hand.';
    const { object, warnings } = run([
      { name: 'Lord', typeLine: 'Creature — Zombie', power: 2, toughness: 2, abilities: [lordText] },
      { name: 'Ghoul', typeLine: 'Creature — Zombie', power: 2, toughness: 2 },
    ]);
    expect(object('Lord').abilities).toEqual(['Flying', 'Other Zombie creatures you control get +1/+1.', lordText.split('\n')[2]]);
    expect(object('Ghoul')).toMatchObject({ power: 3, toughness: 3 });
    expect(warnings).toEqual([
      expect.stringMatching(/^Lord: "Flying" is not made an effect: a keyword ability/),
      expect.stringMatching(/^Lord: "\{1\}\{B\}, \{T\}: Return .*" is not made an effect: an activated ability/),
    ]);
    // parseScenario alone (effects given) reads the same abilities
    const read = parseScenario({ objects: [{ name: 'Lord', typeLine: 'Creature — Zombie', abilities: [lordText] }], effects: [] });
    expect(read.ok && read.value.objects[0]!.printed.abilities.map((ability) => ability.text)).toEqual(object('Lord').abilities);
  });

  it('passes anything that is not a card scenario on unchanged, for parseScenario to judge', () => {
    expect(namesCards({ objects: [{ name: 'X', typeLine: 'Land' }] })).toBe(false);
    expect(namesCards({ objects: [{ card: 'X' }] })).toBe(true);
    expect(fillScenarioFromCards(null, lookup)).toEqual({
      ok: true,
      value: { scenario: { objects: null }, warnings: [] },
    });
  });
});
