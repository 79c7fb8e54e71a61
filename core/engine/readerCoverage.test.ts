// Wordings the reader refused and now reads, simulated on a board: each expectation is what the cited rule gives.
import { describe, expect, it } from 'vitest';
import { parseEffectText } from './reader/index.ts';
import { parseScenario } from './scenario.ts';
import { bear, find, pt, run, runTargeted } from './testScenario.ts';

describe('"instead" with its condition (614.1a)', () => {
  const text = 'If you control six or more lands, that creature has base power and toughness 6/6 until end of turn instead.';
  it('is refused until the judge says the condition holds, then applies in place of the other effect', () => {
    const refused = parseEffectText(text);
    expect(!refused.ok && refused.error.code).toBe('condition');
    expect(!refused.ok && refused.error.message).toContain('instead');
    const result = runTargeted(bear('Bear'), { source: 'Genemorph Imago', text, conditionHolds: true });
    expect(pt(find(result, 'Bear'))).toBe('6/6');
    expect(find(result, 'Bear').trace[0]!.effect).toContain('so this applies instead, 614.1a');
  });
  it('"If …, instead it gets …" and a trailing "instead if …" read alike', () => {
    for (const wording of [
      'If that creature has toxic, instead it gets +2/+2 until end of turn.',
      'It gets -4/-0 until end of turn instead if you control an outlaw.',
    ]) {
      const read = parseEffectText(wording, null, undefined, { conditionHolds: true });
      expect(read.ok && read.value.clauses[0]!.parts[0]!.op).toBe('modifyPT');
    }
  });
  it('"instead" without a condition, and "instead of" inside an instruction, stay refused', () => {
    const plain = parseEffectText('That creature gets +4/+4 until end of turn instead.');
    expect(!plain.ok && plain.error.code).toBe('instead');
    const inside = parseEffectText(
      'If you paid, put that card onto the battlefield instead of putting it into your hand.',
      null,
      undefined,
      {
        conditionHolds: true,
      },
    );
    expect(!inside.ok && inside.error.code).toBe('instead');
  });
});

describe('filters on counters, mana value, ownership and "other than this"', () => {
  it('"with oil counters on them" matches the objects that have one (122.1); a counter of another kind changes nothing itself', () => {
    const result = run({
      objects: [
        { name: 'Golem', typeLine: 'Artifact Creature — Golem', power: 2, toughness: 2 },
        bear('Oiled', { counters: [{ kind: 'oil', count: 2 }] }),
        bear('Dry'),
        bear('Theirs', { controller: 'opponent', counters: [{ kind: 'oil' }] }),
      ],
      effects: [{ source: 'Golem', text: 'Creatures you control with oil counters on them get +1/+1.', order: 1 }],
    });
    expect([pt(find(result, 'Oiled')), pt(find(result, 'Dry')), pt(find(result, 'Theirs'))]).toEqual(['3/3', '2/2', '2/2']);
  });
  it('"with mana value X or less" reads X from values and compares the mana value as the layer applies (202.3)', () => {
    const result = run({
      objects: [bear('Cheap', { manaValue: 2, abilities: ['Flying'] }), bear('Dear', { manaValue: 4, abilities: ['Flying'] })],
      effects: [
        {
          source: 'Day',
          text: 'Each creature with mana value X or less loses all abilities until end of turn.',
          order: 1,
          values: { X: 3 },
        },
      ],
    });
    expect([find(result, 'Cheap').abilities, find(result, 'Dear').abilities]).toEqual([[], ['Flying']]);
    const missing = parseEffectText('Each creature with mana value X or less loses all abilities until end of turn.');
    expect(!missing.ok && missing.error.code).toBe('count');
  });
  it('"you control but don\'t own" is control by the effect\'s controller and ownership by the other player (108.3, 109.5)', () => {
    const result = run({
      objects: [bear('Stolen', { owner: 'opponent' }), bear('Mine')],
      effects: [
        { source: 'Flint', text: "Creatures you control but don't own are Mercenaries in addition to their other types.", order: 1 },
      ],
    });
    expect([find(result, 'Stolen').subtypes, find(result, 'Mine').subtypes]).toEqual([['Bear', 'Mercenary'], ['Bear']]);
  });
  it('"other than this Vehicle" leaves the source out, like "other" (the chosen type filled in from chosen)', () => {
    const text = 'Each creature you control of the chosen type other than this Vehicle gets +1/+1.';
    const result = run({
      objects: [
        { name: 'Lifecraft Engine', typeLine: 'Artifact Creature — Vehicle Elf', power: 3, toughness: 3, abilities: [text] },
        { name: 'Elf', typeLine: 'Creature — Elf', power: 1, toughness: 1 },
      ],
      effects: [{ source: 'Lifecraft Engine', text, order: 1, chosen: 'Elf' }],
    });
    expect([pt(find(result, 'Lifecraft Engine')), pt(find(result, 'Elf'))]).toEqual(['3/3', '2/2']);
  });
});

describe('durations settled from the board (611.2a, 611.2b)', () => {
  const shadow = 'Target creature gains flying for as long as it has a shadow counter on it.';
  it('"for as long as it has a … counter on it": applies while its target has one, has ended once it has none', () => {
    const board = (counters: unknown[]) => runTargeted(bear('Bear', { counters }), { source: 'Spell', text: shadow });
    const holds = board([{ kind: 'shadow' }]);
    expect(find(holds, 'Bear').abilities).toEqual(['Shadow', 'Flying']); // a shadow counter is a keyword counter (122.1b)
    expect(find(holds, 'Bear').trace.find((step) => step.effect.startsWith('Spell'))!.effect).toContain('holds on the board, 611.2b');
    const ended = board([]);
    expect(find(ended, 'Bear').abilities).toEqual([]);
    expect(ended.warnings.join(' ')).toMatch(/has ended \(Bear has no shadow counter\).*611\.2b/);
  });
  it('"for as long as you control this enchantment": ended once the source is the other player\'s (layer 2 counts, 611.2b)', () => {
    const text = 'Gain control of target creature for as long as you control this enchantment.';
    const objects = [bear('Bear', { controller: 'opponent' }), { name: 'Shackles', typeLine: 'Enchantment' }];
    const mine = run({ objects, effects: [{ source: 'Shackles', text, order: 1, targets: ['Bear'] }] });
    expect(find(mine, 'Bear').controller).toBe('you');
    const stolen = run({
      objects,
      effects: [
        { source: 'Shackles', text, order: 1, targets: ['Bear'] },
        { source: 'Steal', text: 'Gain control of target enchantment.', order: 2, targets: ['Shackles'], controller: 'opponent' },
      ],
    });
    expect([find(stolen, 'Shackles').controller, find(stolen, 'Bear').controller]).toEqual(['opponent', 'opponent']);
    expect(stolen.warnings.join(' ')).toContain('Shackles is controlled by the other player');
  });
  it('"for as long as you control a Forest" reads the Forests of the effect\'s controller', () => {
    const text = 'For as long as you control a Forest, target creature gets +2/+2.';
    const effects = [{ source: 'Spell', text, order: 1, targets: ['Bear'] }];
    const forest = { name: 'Forest', typeLine: 'Basic Land — Forest' };
    expect(pt(find(run({ objects: [bear('Bear'), forest], effects }), 'Bear'))).toBe('4/4');
    expect(pt(find(run({ objects: [bear('Bear'), { ...forest, controller: 'opponent' }], effects }), 'Bear'))).toBe('2/2');
  });
  it('"until its controller\'s next untap step" has not come on the board: active now (611.2a)', () => {
    const text = "Gain control of target creature until its controller's next untap step.";
    const result = runTargeted(bear('Bear', { controller: 'opponent' }), { source: 'Spell', text });
    expect(find(result, 'Bear').controller).toBe('you');
    expect(find(result, 'Bear').trace[0]!.effect).toContain("duration: until its controller's next untap step; active now");
  });
});

describe('choices made as the effect began, by kind, shown in the trace (105.1, 205.3, 201.3)', () => {
  const objects = [
    bear('Grizzly Bears', { colors: ['green'] }),
    { name: 'Elvish Mystic', typeLine: 'Creature — Elf Druid', power: 1, toughness: 1, colors: ['blue'] },
    { name: 'Banner', typeLine: 'Artifact' },
  ];
  it('"with the chosen name" matches the name given in choices.name, as the object is named now', () => {
    const result = run({
      objects,
      effects: [{ source: 'Banner', text: 'Creatures with the chosen name get +1/+1.', order: 1, choices: { name: 'Grizzly Bears' } }],
    });
    expect([pt(find(result, 'Grizzly Bears')), pt(find(result, 'Elvish Mystic'))]).toEqual(['3/3', '1/1']);
    expect(find(result, 'Grizzly Bears').trace[0]!.effect).toContain('(chosen: name = Grizzly Bears)');
    const missing = parseEffectText('Creatures with the chosen name get +1/+1.');
    expect(!missing.ok && missing.error.code).toBe('needs-choice');
  });
  it('"of the chosen color" and "of the chosen type" read choices.color and choices.type, each named in the trace', () => {
    const result = run({
      objects,
      effects: [
        { source: 'Banner', text: 'Creatures you control of the chosen color get +1/+0.', order: 1, choices: { color: 'green' } },
        { source: 'Banner', text: 'Creatures you control of the chosen type get +0/+1.', order: 2, choices: { type: 'Elf' } },
      ],
    });
    expect([pt(find(result, 'Grizzly Bears')), pt(find(result, 'Elvish Mystic'))]).toEqual(['3/2', '1/2']);
    expect(find(result, 'Elvish Mystic').trace[0]!.effect).toContain('(chosen: type = Elf)');
  });
  it('"becomes the creature type of your choice" takes choices.type in layer 4 (205.1a); a bad choice names its field', () => {
    const text = 'Target creature becomes the creature type of your choice until end of turn.';
    const result = run({ objects, effects: [{ source: 'Spell', text, order: 1, targets: ['Grizzly Bears'], choices: { type: 'Elf' } }] });
    expect(find(result, 'Grizzly Bears').subtypes).toEqual(['Elf']);
    const bad = parseScenario({
      objects,
      effects: [{ source: 'Banner', text: 'Creatures you control of the chosen color get +1/+0.', order: 1, choices: { color: 'purple' } }],
    });
    expect(!bad.ok && bad.error.at).toBe('effects[0].choices.color');
    const unknownKind = parseScenario({
      objects,
      effects: [{ source: 'Banner', text: 'Creatures get +1/+0.', order: 1, choices: { flavor: 'x' } }],
    });
    expect(!unknownKind.ok && unknownKind.error.at).toMatch(/^effects\[0\]\.choices/);
  });
});

describe('whose "you": the controller of the effect\'s source as each layer applies (109.5, 613.1)', () => {
  const lordText = 'Other Elves you control get +1/+1.';
  const lord = { name: 'Elf Lord', typeLine: 'Creature — Elf', power: 2, toughness: 2, controller: 'opponent', abilities: [lordText] };
  const elf = (name: string, controller: string) => ({ name, typeLine: 'Creature — Elf', power: 1, toughness: 1, controller });
  it("an opponent's Elf lord pumps the opponent's Elves; once I control it (layer 2), mine (7c after 2)", () => {
    const objects = [lord, elf('My Elf', 'you'), elf('Their Elf', 'opponent')];
    const theirs = run({ objects, effects: [{ source: 'Elf Lord', text: lordText, order: 1 }] });
    expect([pt(find(theirs, 'My Elf')), pt(find(theirs, 'Their Elf'))]).toEqual(['1/1', '2/2']);
    const stolen = run({
      objects,
      effects: [
        { source: 'Elf Lord', text: lordText, order: 1 },
        { source: 'Steal', text: 'Gain control of target creature until end of turn.', order: 2, targets: ['Elf Lord'] },
      ],
    });
    expect([pt(find(stolen, 'My Elf')), pt(find(stolen, 'Their Elf'))]).toEqual(['2/2', '1/1']);
  });
  it('"Lands you control" of an opponent\'s source are the opponent\'s lands', () => {
    const text = 'Lands you control are 1/1 creatures in addition to their other types.';
    const result = run({
      objects: [
        { name: 'Awakening', typeLine: 'Enchantment', controller: 'opponent', abilities: [text] },
        { name: 'My Forest', typeLine: 'Basic Land — Forest' },
        { name: 'Their Forest', typeLine: 'Basic Land — Forest', controller: 'opponent' },
      ],
      effects: [{ source: 'Awakening', text, order: 1 }],
    });
    expect([find(result, 'My Forest').power, find(result, 'Their Forest').power]).toEqual([null, 1]);
  });
  it('"each other creature that player controls" is read with the player the judge names (targetPlayer), else refused', () => {
    const text = 'Each other creature that player controls gets -1/-1 until end of turn.';
    const refused = parseEffectText(text);
    expect(!refused.ok && refused.error.code).toBe('player-filter');
    const result = run({
      objects: [bear('Mine'), bear('Theirs', { controller: 'opponent' })],
      effects: [{ source: 'Spell', text, order: 1, targetPlayer: 'opponent' }],
    });
    expect([pt(find(result, 'Mine')), pt(find(result, 'Theirs'))]).toEqual(['2/2', '1/1']);
  });
  it('"creatures enchanted player controls" (an Aura on a player, 303.4) is read the same way, not as enchanted creatures', () => {
    const text = 'Creatures enchanted player controls lose all abilities and have base power and toughness 1/1.';
    expect(parseEffectText(text)).toMatchObject({ ok: false, error: { code: 'player-filter' } });
    const result = run({
      objects: [bear('Mine', { abilities: ['Flying'] }), bear('Theirs', { controller: 'opponent', power: 3, abilities: ['Flying'] })],
      effects: [{ source: 'Aura', text, order: 1, targetPlayer: 'opponent' }],
    });
    expect([find(result, 'Mine'), find(result, 'Theirs')].map((o) => `${pt(o)} ${o.abilities.join()}`)).toEqual(['2/2 Flying', '1/1 ']);
  });
});

describe('"every land type" and "every nonbasic land type" (205.3i, 305.6)', () => {
  it('a land with an everything counter is every land type: every basic one with its mana ability, and Gate, Desert, …', () => {
    const text = 'Each land with an everything counter on it is every land type in addition to its other types.';
    const result = run({
      objects: [
        { name: 'Forest', typeLine: 'Basic Land — Forest', counters: [{ kind: 'everything' }] },
        { name: 'Plains', typeLine: 'Basic Land — Plains' },
      ],
      effects: [{ source: 'Omo', text, order: 1 }],
    });
    expect(find(result, 'Forest').subtypes).toEqual(expect.arrayContaining(['Forest', 'Island', 'Swamp', 'Gate', 'Desert', 'Cave']));
    expect(find(result, 'Forest').abilities).toContain('{T}: Add {U}.');
    expect(find(result, 'Plains').subtypes).toEqual(['Plains']);
  });
  it('"This land is every nonbasic land type": a Gate and a Desert, no basic land type, so no mana ability from one (305.6)', () => {
    const text = 'This land is every nonbasic land type.';
    const result = run({
      objects: [{ name: 'Planar Nexus', typeLine: 'Land', abilities: ['{T}: Add {C}.', text] }],
      effects: [{ source: 'Planar Nexus', text, order: 1 }],
    });
    expect(find(result, 'Planar Nexus').subtypes).toEqual(expect.arrayContaining(['Gate', 'Desert', 'Locus']));
    expect(find(result, 'Planar Nexus').subtypes).not.toContain('Forest');
    expect(find(result, 'Planar Nexus').abilities).toEqual(['{T}: Add {C}.', text]);
  });
});

describe('"as long as …" conditions the board settles (611.3a): no "conditionHolds" needed', () => {
  const text = 'As long as you control two or more artifacts, this creature gets +2/+2.';
  const golem = bear('Golem', { abilities: [text] });
  const relic = (name: string) => ({ name, typeLine: 'Artifact' });
  it('holds with two artifacts (the trace says so), not with one (a warning says why and the effect does not apply)', () => {
    const two = run({ objects: [golem, relic('A'), relic('B')], effects: [{ source: 'Golem', text, order: 1 }] });
    expect(pt(find(two, 'Golem'))).toBe('4/4');
    expect(find(two, 'Golem').trace[0]!.effect).toContain('holds on the board, 611.3a');
    const one = run({
      objects: [golem, relic('A'), { ...relic('Theirs'), controller: 'opponent' }],
      effects: [{ source: 'Golem', text, order: 1 }],
    });
    expect(pt(find(one, 'Golem'))).toBe('2/2');
    expect(one.warnings.join(' ')).toMatch(/does not hold on the board \(you control 1 of artifacts; 2 or more needed\).*611\.3a/);
  });
  it('reads the board as the layers leave it: lands made artifacts by Mycosynth Lattice (layer 4) count', () => {
    const lattice = 'All permanents are artifacts in addition to their other types.';
    const result = run({
      objects: [
        golem,
        { name: 'Forest', typeLine: 'Basic Land — Forest' },
        { name: 'Lattice', typeLine: 'Artifact', abilities: [lattice] },
      ],
      effects: [
        { source: 'Golem', text, order: 1 },
        { source: 'Lattice', text: lattice, order: 2 },
      ],
    });
    expect(pt(find(result, 'Golem'))).toBe('4/4'); // Lattice, Forest and the Golem itself are artifacts now
  });
  it('"another artifact" leaves the source out; "this creature has N or more … counters on it" reads its counters', () => {
    const another = 'As long as you control another artifact, this creature has flying.';
    const alone = run({
      objects: [{ name: 'Construct', typeLine: 'Artifact Creature — Construct', power: 1, toughness: 1, abilities: [another] }],
      effects: [{ source: 'Construct', text: another, order: 1 }],
    });
    expect(find(alone, 'Construct').abilities).toEqual([another]);
    const oil = 'As long as this creature has four or more oil counters on it, it has flying.';
    const flier = (count: number) =>
      find(
        run({
          objects: [bear('Oily', { abilities: [oil], counters: [{ kind: 'oil', count }] })],
          effects: [{ source: 'Oily', text: oil, order: 1 }],
        }),
        'Oily',
      );
    expect([flier(4).abilities, flier(3).abilities]).toEqual([[oil, 'Flying'], [oil]]);
  });
  it('the judge\'s "conditionHolds" still decides when given (a condition the board may not show: "during your turn")', () => {
    const read = parseEffectText(text, 'Golem', undefined, { conditionHolds: true });
    expect(read.ok && read.value.assumed).toEqual(['As long as you control two or more artifacts']);
    expect(read.ok && read.value.lasts).toBeUndefined();
  });
});

describe('a station symbol "N+ |" (721.2a)', () => {
  const station = '3+ | Other creatures you control get +1/+1.';
  it('is "as long as this permanent has N or more charge counters on it", checked on the board', () => {
    const boosted = (count: number) =>
      pt(
        find(
          run({
            objects: [
              { name: 'Skiff', typeLine: 'Artifact — Spacecraft', abilities: [station], counters: [{ kind: 'charge', count }] },
              bear('Bear'),
            ],
            effects: [{ source: 'Skiff', text: station, order: 1 }],
          }),
          'Bear',
        ),
      );
    expect([boosted(2), boosted(3), boosted(12)]).toEqual(['2/2', '3/3', '3/3']);
  });
  it('cites the station rule where the trace and the warnings name its condition', () => {
    const board = (count: number) =>
      run({
        objects: [
          { name: 'Skiff', typeLine: 'Artifact — Spacecraft', abilities: [station], counters: [{ kind: 'charge', count }] },
          bear('Bear'),
        ],
        effects: [{ source: 'Skiff', text: station, order: 1 }],
      });
    const steps = find(board(3), 'Bear').trace.map((step) => step.effect);
    expect(steps).toContainEqual(expect.stringContaining('3 or more charge counters on it; holds on the board, 721.2a)'));
    expect(board(1).warnings).toContainEqual(expect.stringMatching(/charge counters on it" does not hold .* \(721\.2a\)$/));
  });
  it('reads the condition apart from the ability; a second condition after it must hold too', () => {
    const read = parseEffectText(station, 'Skiff');
    expect(read.ok && read.value.clauses[0]!.parts[0]!.op).toBe('modifyPT');
    const twice = '3+ | As long as you control an artifact, other creatures you control get +1/+1.';
    const bear3 = (relic: boolean) =>
      pt(
        find(
          run({
            objects: [
              { name: 'Skiff', typeLine: 'Land', abilities: [twice], counters: [{ kind: 'charge', count: 3 }] },
              bear('Bear'),
              ...(relic ? [{ name: 'Relic', typeLine: 'Artifact' }] : []),
            ],
            effects: [{ source: 'Skiff', text: twice, order: 1 }],
          }),
          'Bear',
        ),
      );
    expect([bear3(true), bear3(false)]).toEqual(['3/3', '2/2']);
    const unsettled = parseEffectText('3+ | As long as you gained life this turn, other creatures you control get +1/+1.', 'Skiff');
    expect(unsettled.ok).toBe(false);
  });
});

describe('counters of any kind in filters and conditions (122.1)', () => {
  it('"a creature with a counter on it" is any kind of counter; "it has three or more oil counters" is the source\'s own', () => {
    const breaker = 'As long as you control a creature with a counter on it, this creature gets +1/+2.';
    const withCounter = (counters: unknown[]) =>
      find(
        run({
          objects: [bear('Breaker', { abilities: [breaker] }), bear('Other', { counters })],
          effects: [{ source: 'Breaker', text: breaker, order: 1 }],
        }),
        'Breaker',
      );
    expect([pt(withCounter([{ kind: 'stun' }])), pt(withCounter([]))]).toEqual(['3/4', '2/2']);
    const scrap = 'This creature gets +3/+0 as long as it has three or more oil counters on it.';
    const scrapper = (count: number) =>
      pt(
        find(
          run({
            objects: [bear('Scrapper', { abilities: [scrap], counters: [{ kind: 'oil', count }] })],
            effects: [{ source: 'Scrapper', text: scrap, order: 1 }],
          }),
          'Scrapper',
        ),
      );
    expect([scrapper(3), scrapper(2)]).toEqual(['5/2', '2/2']);
  });
});

describe('a static ability\'s condition reads "you" as its source\'s controller now (109.5, 611.3a)', () => {
  it('Jor Kadeen stolen in layer 2: "you control three or more artifacts" counts the thief\'s artifacts', () => {
    const text = 'Creatures you control get +3/+0 as long as you control three or more artifacts.';
    const relics = [1, 2, 3].map((n) => ({ name: `Relic ${n}`, typeLine: 'Artifact', controller: 'opponent' }));
    const objects = [bear('Jor', { controller: 'opponent', abilities: [text] }), bear('Their Bear', { controller: 'opponent' }), ...relics];
    const theirs = run({ objects, effects: [{ source: 'Jor', text, order: 1 }] });
    expect([pt(find(theirs, 'Jor')), pt(find(theirs, 'Their Bear'))]).toEqual(['5/2', '5/2']);
    const stolen = run({
      objects,
      effects: [
        { source: 'Jor', text, order: 1 },
        { source: 'Steal', text: 'Gain control of target creature until end of turn.', order: 2, targets: ['Jor'] },
      ],
    });
    expect([pt(find(stolen, 'Jor')), pt(find(stolen, 'Their Bear'))]).toEqual(['2/2', '2/2']);
    expect(stolen.warnings.join(' ')).toContain('you control 0 of artifacts; 3 or more needed');
  });
});

describe('counts of counters on the source or on each object affected (122.1)', () => {
  it('"+1/+1 for each charge counter on this artifact" counts the source\'s charge counters (Door of Destinies, 613.4c)', () => {
    const text = 'Creatures you control of the chosen type get +1/+1 for each charge counter on this artifact.';
    const result = run({
      objects: [
        { name: 'Door', typeLine: 'Artifact', abilities: [text], counters: [{ kind: 'charge', count: 3 }] },
        { name: 'Elf', typeLine: 'Creature — Elf', power: 1, toughness: 1 },
      ],
      effects: [{ source: 'Door', text, order: 1, chosen: 'Elf' }],
    });
    expect(pt(find(result, 'Elf'))).toBe('4/4');
  });
  it('Spark Rupture: a creature only (205.1a), P/T its own loyalty counters, kept once no planeswalker (613.6)', () => {
    const text =
      'Each planeswalker with one or more loyalty counters on it loses all abilities and is a creature with power and ' +
      'toughness each equal to the number of loyalty counters on it.';
    const walker = (name: string, loyalty: number) => ({
      name,
      typeLine: 'Legendary Planeswalker — Jace',
      abilities: ['+1: Draw a card.'],
      counters: [{ kind: 'loyalty', count: loyalty }],
    });
    const result = run({
      objects: [walker('Jace', 3), { ...walker('Jace Two', 5), typeLine: 'Legendary Planeswalker — Jace' }],
      effects: [{ source: 'Spark Rupture', text, order: 1 }],
    });
    expect(find(result, 'Jace')).toMatchObject({ cardTypes: ['Creature'], abilities: [], power: 3, toughness: 3 });
    expect(pt(find(result, 'Jace Two'))).toBe('5/5');
  });
});

describe('one of power and toughness set alone (613.4b)', () => {
  it('"have base toughness 1" sets the toughness in layer 7b; the power stays, and a later +N/+N still applies (7c)', () => {
    const result = run({
      objects: [bear('Their Giant', { controller: 'opponent', power: 3, toughness: 3 }), bear('My Bear', { power: 2, toughness: 2 })],
      effects: [
        { source: 'Maha', text: 'Creatures your opponents control have base toughness 1.', order: 1 },
        { source: 'Growth', text: 'Target creature gets +3/+3 until end of turn.', order: 2, targets: ['Their Giant'] },
      ],
    });
    expect([pt(find(result, 'Their Giant')), pt(find(result, 'My Bear'))]).toEqual(['6/4', '2/2']);
    const power = parseEffectText('This creature has base power 0.');
    expect(power.ok && power.value.summary).toContain('base power 0 (layer 7b)');
  });
});

describe('a max speed ability (702.178a)', () => {
  const bot = 'Max speed — This creature gets +1/+0 and has vigilance.';
  const held = () =>
    run({
      objects: [bear('Nesting Bot', { abilities: [bot] })],
      effects: [{ source: 'Nesting Bot', text: bot, order: 1, conditionHolds: true }],
    });
  it('is "as long as your speed is 4": the board does not hold a speed, so the judge says whether it is', () => {
    const read = parseEffectText(bot, 'Nesting Bot');
    expect(read.ok ? null : read.error).toMatchObject({ code: 'condition', message: expect.stringContaining('your speed is 4') });
    const fast = find(held(), 'Nesting Bot');
    expect([pt(fast), fast.abilities.at(-1)]).toEqual(['3/2', 'Vigilance']);
  });
  it('applies nothing while the judge has not said it holds', () => {
    expect(
      parseScenario({ objects: [bear('Nesting Bot', { abilities: [bot] })], effects: [{ source: 'Nesting Bot', text: bot }] }),
    ).toMatchObject({
      ok: false,
      error: { code: 'condition' },
    });
  });
});
