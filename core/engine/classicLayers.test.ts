// Classic layer interactions as another engine's test suite poses them, through the reader and the layers: each case
// the reader refused or answered wrongly, and the neighbours that must stay right, against what the cited rule gives.
import { describe, expect, it } from 'vitest';
import { parseEffectText } from './reader/index.ts';
import { bear, find, problem, pt, run, runTargeted } from './testScenario.ts';

const humility = 'All creatures lose all abilities and have base power and toughness 1/1.';
const anthem = 'Creatures you control get +1/+1.';

describe('"You control enchanted …": the Aura template of control change (layer 2, 613.1b)', () => {
  it('Confiscate on the opponent\'s Glorious Anthem: its "you" is now its new controller (109.5)', () => {
    const result = run({
      objects: [
        { name: 'Glorious Anthem', typeLine: 'Enchantment', controller: 'opponent', abilities: [anthem] },
        bear('Mine'),
        bear('Theirs', { controller: 'opponent' }),
      ],
      effects: [
        { source: 'Glorious Anthem', text: anthem, order: 1 },
        { source: 'Confiscate', text: 'You control enchanted permanent.', order: 2, targets: ['Glorious Anthem'] },
      ],
    });
    expect(find(result, 'Glorious Anthem').controller).toBe('you');
    expect([pt(find(result, 'Mine')), pt(find(result, 'Theirs'))]).toEqual(['3/3', '2/2']);
  });
  it("Control Magic's creature then gets the new controller's anthem; the reader reads it as a control part", () => {
    const read = parseEffectText('You control enchanted creature.');
    expect(read.ok && read.value.clauses[0]!.parts).toEqual([{ op: 'control', controller: 'you' }]);
    const mindslaver = parseEffectText("You control target player during that player's next turn.");
    expect(!mindslaver.ok && mindslaver.error.code).toBe('no-characteristic'); // 722: a player, not an object
    const result = run({
      objects: [{ name: 'Glorious Anthem', typeLine: 'Enchantment', abilities: [anthem] }, bear('Stolen', { controller: 'opponent' })],
      effects: [
        { source: 'Glorious Anthem', text: anthem, order: 1 },
        { source: 'Control Magic', text: 'You control enchanted creature.', order: 2, targets: ['Stolen'] },
      ],
    });
    expect([find(result, 'Stolen').controller, pt(find(result, 'Stolen'))]).toEqual(['you', '3/3']);
  });
});

describe('Darksteel Mutation: "loses all other abilities, card types, and creature types" (205.1a, 613.1d, 613.1f)', () => {
  const mutation =
    'Enchanted creature is an Insect artifact creature with base power and toughness 0/0, has indestructible, ' +
    'and loses all other abilities, card types, and creature types.';
  it('keeps the indestructible it grants, loses the rest; a +3/+3 of earlier timestamp still applies in 7c (613.4c)', () => {
    const result = run({
      objects: [
        { name: 'Serra Angel', typeLine: 'Creature — Angel', power: 4, toughness: 4, colors: ['white'], abilities: ['Flying, vigilance'] },
      ],
      effects: [
        { source: 'Giant Growth', text: 'Target creature gets +3/+3 until end of turn.', order: 1, targets: ['Serra Angel'] },
        { source: 'Darksteel Mutation', text: mutation, order: 2, targets: ['Serra Angel'] },
      ],
    });
    const angel = find(result, 'Serra Angel');
    expect(angel.typeLine).toBe('Artifact Creature — Insect');
    expect(angel.abilities).toEqual(['Indestructible']);
    expect(angel.colors).toEqual(['white']); // no color change: layer 5 untouched
    expect(pt(angel)).toBe('3/3');
  });
  it('an enchantment creature loses Enchantment ("all other card types") but keeps legendary (supertypes are not card types)', () => {
    const result = run({
      objects: [
        { name: 'Eidolon', typeLine: 'Legendary Enchantment Creature — Spirit', power: 0, toughness: 0, abilities: ['Bestow {2}{W}{W}'] },
      ],
      effects: [{ source: 'Darksteel Mutation', text: mutation, order: 1, targets: ['Eidolon'] }],
    });
    expect(find(result, 'Eidolon').typeLine).toBe('Legendary Artifact Creature — Insect');
    expect(find(result, 'Eidolon').abilities).toEqual(['Indestructible']);
  });
  it('without "other", "loses all abilities and creature types" is a type change of its own; an unknown item stays refused', () => {
    const read = parseEffectText('Target creature loses all abilities and creature types.');
    expect(read.ok && read.value.clauses[0]!.parts.map((part) => part.op)).toEqual(['type', 'abilities']);
    const refused = parseEffectText('Target creature loses all other abilities and colors.');
    expect(refused.ok).toBe(false);
  });
});

describe('a characteristic-defining keyword given alone as the effect (604.3, 613.3)', () => {
  const board = (text: string, characteristicDefining?: boolean) => ({
    objects: [
      { name: 'Goblin King', typeLine: 'Creature — Goblin', power: 2, toughness: 2, abilities: ['Other Goblins get +1/+1.'] },
      { name: 'Outcast', typeLine: 'Creature — Shapeshifter', power: 1, toughness: 1, colors: ['black'], abilities: [text] },
    ],
    effects: [
      { source: 'Outcast', text, order: 2, ...(characteristicDefining === undefined ? {} : { characteristicDefining }) },
      { source: 'Goblin King', text: 'Other Goblins get +1/+1.', order: 1 },
      { source: 'An effect', text: 'Target creature loses all abilities.', order: 3, targets: ['Outcast'] },
    ],
  });
  it('"Changeling" (reminder text or not) is its own object every creature type, first in layer 4 even if it loses it later', () => {
    for (const text of ['Changeling', 'Changeling (This card is every creature type.)']) {
      const outcast = find(run(board(text)), 'Outcast');
      expect(outcast.allCreatureTypes).toBe(true);
      expect(pt(outcast)).toBe('2/2'); // a Goblin for the King's 7c effect
      expect(outcast.trace[0]!.why).toContain('613.3');
    }
  });
  it('is a characteristic-defining ability even when the field says otherwise, and only its own object is affected', () => {
    const result = run(board('Changeling', false));
    expect(find(result, 'Outcast').allCreatureTypes).toBe(true);
    expect(find(result, 'Goblin King').allCreatureTypes).toBe(false);
  });
  it('a printed "Changeling" with its reminder text is the CDA too, with no effect entered (702.73a)', () => {
    const result = run({
      objects: [bear('Shifter', { typeLine: 'Creature — Shapeshifter', abilities: ['Changeling (This card is every creature type.)'] })],
      effects: [],
    });
    expect(find(result, 'Shifter').allCreatureTypes).toBe(true);
  });
  it('"Devoid" makes its object colorless (702.114a)', () => {
    const result = run({
      objects: [{ name: 'Eldrazi', typeLine: 'Creature — Eldrazi', power: 2, toughness: 2, colors: ['black'] }],
      effects: [{ source: 'Eldrazi', text: 'Devoid', order: 1 }],
    });
    expect(find(result, 'Eldrazi').colors).toEqual([]);
  });
});

describe('protection from the chosen color is protection from that color (702.16a) and goes with its timestamp (613.7)', () => {
  const godsWilling = 'Target creature you control gains protection from the color of your choice until end of turn.';
  it('granted before Humility it is lost; granted after, it stays, naming the color chosen', () => {
    const result = run({
      objects: [bear('Early'), bear('Late')],
      effects: [
        { source: 'Gods Willing', text: godsWilling, order: 1, targets: ['Early'], chosen: 'red' },
        { source: 'Humility', text: humility, order: 2 },
        { source: 'Gods Willing', text: godsWilling, order: 3, targets: ['Late'], choices: { color: 'blue' } },
      ],
    });
    expect(find(result, 'Early').abilities).toEqual([]);
    expect(find(result, 'Late').abilities).toEqual(['Protection from blue']);
  });
  it('two alike effects with different colors each keep their own', () => {
    const result = run({
      objects: [bear('Bear')],
      effects: [
        { source: 'Gods Willing', text: godsWilling, order: 1, targets: ['Bear'], choices: { color: 'red' } },
        { source: 'Gods Willing', text: godsWilling, order: 2, targets: ['Bear'], choices: { color: 'green' } },
      ],
    });
    expect(find(result, 'Bear').abilities).toEqual(['Protection from red', 'Protection from green']);
  });
});

describe('P/T sublayers as another engine tests them (613.4)', () => {
  it('switch (7d) after +3/+0 (7c) whatever their timestamps, with a +1/+1 counter in 7c (613.4c)', () => {
    const result = run({
      objects: [bear('Bear', { counters: [{ kind: '+1/+1', count: 1 }] })],
      effects: [
        { source: 'Twisted Image', text: "Switch target creature's power and toughness until end of turn.", order: 1, targets: ['Bear'] },
        { source: 'Brute Force', text: 'Target creature gets +3/+0 until end of turn.', order: 2, targets: ['Bear'] },
      ],
    });
    expect(pt(find(result, 'Bear'))).toBe('3/6');
  });
  it('Mirror Entity sets base X/X in 7b; counters and an anthem still add in 7c', () => {
    const result = run({
      objects: [bear('Bear', { counters: [{ kind: '+1/+1', count: 2 }] }), { name: 'Glorious Anthem', typeLine: 'Enchantment' }],
      effects: [
        { source: 'Glorious Anthem', text: anthem, order: 1 },
        {
          source: 'Mirror Entity',
          text: 'Creatures you control have base power and toughness X/X until end of turn.',
          order: 2,
          values: { X: 5 },
        },
      ],
    });
    expect(pt(find(result, 'Bear'))).toBe('8/8');
  });
});

describe('copies and characteristic-defining abilities (707.2: a CDA is copiable, 613.3, 613.4a)', () => {
  const nightmareText = "Nightmare's power and toughness are each equal to the number of Swamps you control.";
  const clone = (name: string) => ({ name, typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0, colors: ['blue'] });
  const cloneText = 'You may have Clone enter as a copy of any creature on the battlefield.';
  it("a Clone of Nightmare has Nightmare's P/T-defining ability and its effect, with no effect entered for the Clone", () => {
    const result = run({
      objects: [
        { name: 'Nightmare', typeLine: 'Creature — Nightmare Horse', colors: ['black'], abilities: ['Flying', nightmareText] },
        clone('Clone'),
        { name: 'Swamp', typeLine: 'Basic Land — Swamp' },
        { name: 'Swamp B', typeLine: 'Basic Land — Swamp' },
        { name: 'Their Swamp', typeLine: 'Basic Land — Swamp', controller: 'opponent' },
      ],
      effects: [
        { source: 'Nightmare', text: nightmareText, order: 1, characteristicDefining: true },
        { source: 'Clone', text: cloneText, order: 2, targets: ['Nightmare'] },
      ],
    });
    expect([pt(find(result, 'Nightmare')), pt(find(result, 'Clone'))]).toEqual(['2/2', '2/2']);
    expect(find(result, 'Clone').trace.some((step) => step.layer === '7a')).toBe(true);
  });
  it('Quicksilver Gargantuan copying Tarmogoyf is 7/7: the exception leaves the P/T-defining ability out (707.9d)', () => {
    const goyfText =
      "Tarmogoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.";
    const result = run({
      objects: [{ name: 'Tarmogoyf', typeLine: 'Creature — Lhurgoyf', abilities: [goyfText] }, clone('Gargantuan'), clone('Clone')],
      effects: [
        { source: 'Tarmogoyf', text: goyfText, order: 1, characteristicDefining: true, values: { 'creature cards in all graveyards': 2 } },
        {
          source: 'Gargantuan',
          text: "You may have this creature enter as a copy of any creature on the battlefield, except it's 7/7.",
          order: 2,
          targets: ['Tarmogoyf'],
        },
        { source: 'Clone', text: cloneText, order: 3, targets: ['Tarmogoyf'] },
      ],
    });
    expect([pt(find(result, 'Gargantuan')), pt(find(result, 'Clone'))]).toEqual(['7/7', '2/3']);
    expect(result.warnings.some((warning) => warning.startsWith('Gargantuan copied Tarmogoyf but does not have its ability'))).toBe(true);
  });
  it('a Clone of a Clone of a changeling is every creature type, so a Goblin lord pumps all three', () => {
    const result = run({
      objects: [
        { name: 'Outcast', typeLine: 'Creature — Shapeshifter', power: 1, toughness: 1, abilities: ['Changeling'] },
        clone('Clone'),
        clone('Clone B'),
        { name: 'Goblin King', typeLine: 'Creature — Goblin', power: 2, toughness: 2, abilities: ['Other Goblins get +1/+1.'] },
      ],
      effects: [
        { source: 'Goblin King', text: 'Other Goblins get +1/+1.', order: 1 },
        { source: 'Clone', text: cloneText, order: 2, targets: ['Outcast'] },
        { source: 'Clone B', text: cloneText, order: 3, targets: ['Clone'] },
      ],
    });
    expect(['Outcast', 'Clone', 'Clone B'].map((name) => [find(result, name).allCreatureTypes, pt(find(result, name))])).toEqual([
      [true, '2/2'],
      [true, '2/2'],
      [true, '2/2'],
    ]);
  });
});

describe('"becomes a copy of another target creature" (Cytoshape): the first target copies the last (707.2)', () => {
  const cytoshape = 'Until end of turn, target nonlegendary creature becomes a copy of another target creature.';
  it('the first target becomes the copy; the original is unchanged', () => {
    const result = run({
      objects: [
        bear('Bear', { colors: ['green'] }),
        { name: 'Hill Giant', typeLine: 'Creature — Giant', power: 3, toughness: 3, colors: ['red'] },
      ],
      effects: [{ source: 'Cytoshape', text: cytoshape, order: 1, targets: ['Bear', 'Hill Giant'] }],
    });
    expect([find(result, 'Bear').typeLine, pt(find(result, 'Bear')), find(result, 'Bear').colors]).toEqual([
      'Creature — Giant',
      '3/3',
      ['red'],
    ]);
    expect([find(result, 'Hill Giant').typeLine, pt(find(result, 'Hill Giant'))]).toEqual(['Creature — Giant', '3/3']);
  });
  it('a Cytoshape into Nightmare has its P/T-defining ability too (707.2); the original keeps its own', () => {
    const text = "Nightmare's power and toughness are each equal to the number of Swamps you control.";
    const result = run({
      objects: [
        bear('Bear'),
        { name: 'Nightmare', typeLine: 'Creature — Nightmare Horse', abilities: [text] },
        { name: 'Swamp', typeLine: 'Basic Land — Swamp' },
      ],
      effects: [
        { source: 'Nightmare', text, order: 1, characteristicDefining: true },
        { source: 'Cytoshape', text: cytoshape, order: 2, targets: ['Bear', 'Nightmare'] },
      ],
    });
    expect([pt(find(result, 'Bear')), pt(find(result, 'Nightmare'))]).toEqual(['1/1', '1/1']);
    expect(result.warnings).toEqual([]);
  });
  it('with one target it is refused naming targets, not silently a copy of itself', () => {
    expect(problem({ objects: [bear('Bear')], effects: [{ source: 'Cytoshape', text: cytoshape, order: 1, targets: ['Bear'] }] }).at).toBe(
      'effects[0].targets',
    );
  });
});

describe('Tarmogoyf\'s "power is equal to … and its toughness is equal to that number plus 1" (604.3, 613.4a)', () => {
  const goyfText =
    "Tarmogoyf's power is equal to the number of card types among cards in all graveyards " +
    'and its toughness is equal to that number plus 1.';
  const goyf = { name: 'Tarmogoyf', typeLine: 'Creature — Lhurgoyf', colors: ['green'], abilities: [goyfText] };
  const cda = {
    source: 'Tarmogoyf',
    text: goyfText,
    order: 1,
    characteristicDefining: true,
    values: { 'card types among cards in all graveyards': 3 },
  };
  it("is N/N+1 in 7a from the judge's count, and an anthem adds in 7c", () => {
    const result = run({ objects: [goyf], effects: [cda, { source: 'Glorious Anthem', text: anthem, order: 2 }] });
    expect(pt(find(result, 'Tarmogoyf'))).toBe('4/5');
    expect(find(result, 'Tarmogoyf').trace[0]!.layer).toBe('7a');
  });
  it('Ovinize (loses all abilities, base 0/1) leaves it 0/1: the CDA is gone in layer 6 and 7b sets anyway', () => {
    const ovinize = 'Until end of turn, target creature loses all abilities and has base power and toughness 0/1.';
    const result = run({ objects: [goyf], effects: [cda, { source: 'Ovinize', text: ovinize, order: 2, targets: ['Tarmogoyf'] }] });
    expect(pt(find(result, 'Tarmogoyf'))).toBe('0/1');
  });
  it('a power-only CDA ("This creature\'s power is equal to the number of lands you control") keeps the printed toughness', () => {
    const text = "This creature's power is equal to the number of lands you control.";
    const result = run({
      objects: [
        { name: 'Crawler', typeLine: 'Artifact Creature — Construct', power: 0, toughness: 4, abilities: [text] },
        { name: 'Forest', typeLine: 'Basic Land — Forest' },
        { name: 'Their Forest', typeLine: 'Basic Land — Forest', controller: 'opponent' },
      ],
      effects: [
        { source: 'Crawler', text, order: 1, characteristicDefining: true },
        { source: 'Giant Growth', text: 'Target creature gets +3/+3 until end of turn.', order: 2, targets: ['Crawler'] },
      ],
    });
    expect(pt(find(result, 'Crawler'))).toBe('4/7');
  });
  const daretti = { name: 'Daretti, Rocketeer Engineer', typeLine: 'Legendary Creature — Goblin Artificer', power: 0, toughness: 5 };
  const darettiCda = (value: string) => ({
    source: 'Daretti, Rocketeer Engineer',
    text: `Daretti's power is equal to ${value}.`,
    order: 1,
    characteristicDefining: true,
  });
  it('a power-only CDA of a value the board does not count ("cards you own in exile") is the judge\'s', () => {
    const cda = darettiCda('the total number of instant and sorcery cards you own in exile');
    const key = 'instant and sorcery cards you own in exile';
    expect(pt(find(run({ objects: [daretti], effects: [{ ...cda, values: { [key]: 6 } }] }), 'Daretti, Rocketeer Engineer'))).toBe('6/5');
    expect(problem({ objects: [daretti], effects: [cda] }).at).toBe('effects[0].values');
  });
  it('a power-only CDA of "the greatest mana value among artifacts you control" is counted on the board (202.3)', () => {
    const cda = darettiCda('the greatest mana value among artifacts you control');
    const rock = { name: 'Rock', typeLine: 'Artifact', manaValue: 4 };
    expect(pt(find(run({ objects: [daretti, rock], effects: [cda] }), 'Daretti, Rocketeer Engineer'))).toBe('4/5');
    expect(pt(find(run({ objects: [daretti], effects: [cda] }), 'Daretti, Rocketeer Engineer'))).toBe('0/5');
  });
  it('without the count, the scenario is refused naming values; the plus must be a number', () => {
    expect(problem({ objects: [goyf], effects: [{ ...cda, values: undefined }] }).at).toBe('effects[0].values');
    const read = parseEffectText(goyfText.replace('plus 1', 'plus one half'), 'Tarmogoyf');
    expect(read.ok).toBe(false);
  });
});

describe('"with a +1/+1 counter on it" as a filter (122.1, 613.1f)', () => {
  it('grants trample only to the creatures that have a +1/+1 counter, not a -1/-1 one', () => {
    const result = run({
      objects: [bear('Plus', { counters: [{ kind: '+1/+1', count: 1 }] }), bear('Minus', { counters: [{ kind: '-1/-1', count: 1 }] })],
      effects: [{ source: 'Rhythm of the Wild', text: 'Each creature you control with a +1/+1 counter on it has trample.', order: 1 }],
    });
    expect([find(result, 'Plus').abilities, find(result, 'Minus').abilities]).toEqual([['Trample'], []]);
    expect([pt(find(result, 'Plus')), pt(find(result, 'Minus'))]).toEqual(['3/3', '1/1']);
  });
});

describe('"Exchange control of …" (layer 2, 613.1b; 701.12b)', () => {
  const switcheroo = 'Exchange control of two target creatures.';
  const board = (theirs: boolean) => ({
    objects: [
      bear('Mine'),
      bear('Other', { controller: theirs ? 'opponent' : 'you' }),
      { name: 'Glorious Anthem', typeLine: 'Enchantment', abilities: [anthem] },
    ],
    effects: [
      { source: 'Glorious Anthem', text: anthem, order: 1 },
      { source: 'Switcheroo', text: switcheroo, order: 2, targets: ['Mine', 'Other'] },
    ],
  });
  it('each takes the controller of the other, and "you control" then follows the new controller', () => {
    const result = run(board(true));
    expect([find(result, 'Mine').controller, find(result, 'Other').controller]).toEqual(['opponent', 'you']);
    expect([pt(find(result, 'Mine')), pt(find(result, 'Other'))]).toEqual(['2/2', '3/3']);
    expect(find(result, 'Other').trace.find((step) => step.layer === '2')!.rules).toContain('701.12b');
  });
  it('two permanents of one controller: the exchange does nothing', () => {
    const result = run(board(false));
    expect([find(result, 'Mine').controller, find(result, 'Other').controller]).toEqual(['you', 'you']);
  });
  it('the Switcheroo wording with "you control" / "an opponent controls" reads; one target is refused naming targets', () => {
    const read = parseEffectText(
      'Exchange control of target artifact or creature you control and target artifact or creature an opponent controls.',
    );
    expect(read.ok && read.value.clauses[0]!.parts).toEqual([{ op: 'control', controller: 'you', exchange: true }]);
    expect(read.ok && read.value.summary).toMatch(/: control exchanged between its two targets \(layer 2\)$/);
    expect(problem({ objects: [bear('Mine')], effects: [{ source: 'S', text: switcheroo, order: 1, targets: ['Mine'] }] }).at).toBe(
      'effects[0].targets',
    );
  });
});

describe('a prevention sentence beside the continuous effect (615, 613.1)', () => {
  it('Gideon Jura becomes a 6/6 creature that is still a planeswalker; "Prevent all damage …" is named, not refused', () => {
    const result = run({
      objects: [{ name: 'Gideon Jura', typeLine: 'Legendary Planeswalker — Gideon', colors: ['white'] }],
      effects: [
        { source: 'Glorious Anthem', text: anthem, order: 1 },
        {
          source: 'Gideon Jura',
          order: 2,
          text:
            "Until end of turn, Gideon Jura becomes a 6/6 Human Soldier creature that's still a planeswalker. " +
            'Prevent all damage that would be dealt to him this turn.',
        },
      ],
    });
    const gideon = find(result, 'Gideon Jura');
    expect([gideon.cardTypes.includes('Planeswalker'), gideon.cardTypes.includes('Creature'), pt(gideon)]).toEqual([true, true, '7/7']);
    expect(result.warnings.some((warning) => warning.includes('Prevent all damage'))).toBe(true);
  });
  it('a text that only prevents damage is refused as a prevention effect (615.1a): nothing in it changes a characteristic', () => {
    const read = parseEffectText('Prevent all combat damage that would be dealt this turn.');
    expect(!read.ok && read.error.code).toBe('prevention');
  });
});

describe('copy effects whose original is not the first target (707.2, 613.2)', () => {
  const giant = { name: 'Hill Giant', typeLine: 'Creature — Giant', power: 3, toughness: 3 };
  it('Metamorphic Alteration: the enchanted creature is a copy of the chosen creature', () => {
    const text = 'Enchanted creature is a copy of the chosen creature.';
    const result = run({
      objects: [bear('Bear'), giant],
      effects: [{ source: 'Metamorphic Alteration', text, order: 1, targets: ['Hill Giant'], chosen: 'Bear' }],
    });
    expect([find(result, 'Hill Giant').typeLine, pt(find(result, 'Hill Giant')), find(result, 'Bear').typeLine]).toEqual([
      'Creature — Bear',
      '2/2',
      'Creature — Bear',
    ]);
    expect(problem({ objects: [bear('Bear'), giant], effects: [{ source: 'M', text, order: 1, targets: ['Hill Giant'] }] }).at).toBe(
      'effects[0].chosen',
    );
  });
  it('Mirrorweave: each other creature, legendary or not, becomes a copy of the target; the target stays itself', () => {
    const result = run({
      objects: [
        bear('Bear'),
        giant,
        { name: 'Angel', typeLine: 'Legendary Creature — Angel', power: 4, toughness: 4, abilities: ['Flying'] },
      ],
      effects: [
        {
          source: 'Mirrorweave',
          text: 'Each other creature becomes a copy of target nonlegendary creature until end of turn.',
          order: 1,
          targets: ['Bear'],
        },
      ],
    });
    expect(['Bear', 'Hill Giant', 'Angel'].map((name) => `${find(result, name).typeLine} ${pt(find(result, name))}`)).toEqual(
      Array(3).fill('Creature — Bear 2/2'),
    );
    expect(find(result, 'Angel').abilities).toEqual([]);
  });
});

describe('"becomes an enchantment and loses all other card types" (Soul Sculptor; 205.1a)', () => {
  it('the creature is only an enchantment: its creature subtypes and P/T go with the creature type', () => {
    const result = runTargeted(bear('Bear'), {
      source: 'Soul Sculptor',
      text: 'Target creature becomes an enchantment and loses all other card types until a player casts a creature spell.',
    });
    expect([find(result, 'Bear').typeLine, find(result, 'Bear').power]).toEqual(['Enchantment', null]);
  });
});

describe("Humility on Dryad Arbor removes its land type's mana ability too (305.6 gives it in layer 4, 613.1f removes it)", () => {
  it('a 1/1 Land Creature — Forest Dryad with no abilities', () => {
    const result = run({
      objects: [{ name: 'Dryad Arbor', typeLine: 'Land Creature — Forest Dryad', power: 1, toughness: 1, colors: ['green'] }],
      effects: [{ source: 'Humility', text: humility, order: 1 }],
    });
    expect([find(result, 'Dryad Arbor').abilities, find(result, 'Dryad Arbor').subtypes]).toEqual([[], ['Forest', 'Dryad']]);
  });
});

describe('Muraganda Petroglyphs: "Creatures with no abilities get +2/+2" (113.12)', () => {
  const petroglyphs = { source: 'Muraganda Petroglyphs', text: 'Creatures with no abilities get +2/+2.', order: 1 };
  it("113.12's example: an Aura granting flying takes the bonus away; one making the Bear red does not", () => {
    const aura = (text: string) => ({ source: 'Aura', text, order: 2, targets: ['Runeclaw Bear'] });
    const bearWith = (text: string | null) =>
      pt(find(run({ objects: [bear('Runeclaw Bear')], effects: [petroglyphs, ...(text === null ? [] : [aura(text)])] }), 'Runeclaw Bear'));
    expect(bearWith(null)).toBe('4/4');
    expect(bearWith('Enchanted creature has flying.')).toBe('2/2');
    expect(bearWith('Enchanted creature is red.')).toBe('4/4');
  });
  it('after Humility every creature has none in layer 7c, whichever came first (613.4c)', () => {
    const angel = { name: 'Serra Angel', typeLine: 'Creature — Angel', power: 4, toughness: 4, abilities: ['Flying, vigilance'] };
    for (const order of [0, 2]) {
      const result = run({ objects: [angel], effects: [petroglyphs, { source: 'Humility', text: humility, order }] });
      expect(pt(find(result, 'Serra Angel'))).toBe('3/3');
    }
    const without = run({ objects: [angel], effects: [petroglyphs] });
    expect(pt(find(without, 'Serra Angel'))).toBe('4/4');
  });
});
