// Real Oracle sentences in the forms round 2 of the reader added (board conditions and durations, counters, statuses,
// mana value, ownership, "instead"), simulated on boards built for each, against expectations written by hand from the
// cited rules. The sentences are read from ../shared at run time by card and place, never copied here.
import { expect, it } from 'vitest';
import type { ObjectResult } from '../../core/engine/model.ts';
import { parseScenario } from '../../core/engine/scenario.ts';
import { simulate } from '../../core/engine/simulate.ts';
import { describeShared } from '../support/shared.ts';
import { effectSentences } from '../support/oracleSentences.ts';

interface Case {
  readonly card: string;
  readonly ordinal: number;
  /** Objects besides the card itself (which is on the battlefield, controlled by "you"). */
  readonly objects: readonly Record<string, unknown>[];
  readonly effect?: Record<string, unknown>;
  /** What the rules give: a check of one object's result. */
  readonly expect: (objects: (name: string) => ObjectResult) => void;
}

const creature = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  typeLine: 'Creature — Bear',
  power: 2,
  toughness: 2,
  manaValue: 2,
  ...extra,
});
const pt = (object: ObjectResult) => `${object.power}/${object.toughness}`;

const cases: readonly Case[] = [
  {
    card: 'Ichorplate Golem', // filter on a counter of another kind (122.1)
    ordinal: 0,
    objects: [creature('Oiled', { counters: [{ kind: 'oil' }] }), creature('Dry')],
    expect: (o) => expect([pt(o('Oiled')), pt(o('Dry'))]).toEqual(['3/3', '2/2']),
  },
  {
    card: 'Day of Black Sun', // mana value X or less, X given (202.3, 107.3)
    ordinal: 0,
    objects: [creature('Cheap', { abilities: ['Trample'] }), creature('Dear', { manaValue: 5, abilities: ['Trample'] })],
    effect: { values: { X: 2 } },
    expect: (o) => expect([o('Cheap').abilities, o('Dear').abilities]).toEqual([[], ['Trample']]),
  },
  {
    card: 'Court Homunculus', // "another artifact": the source is not counted (611.3a)
    ordinal: 0,
    objects: [],
    expect: (o) => expect(pt(o('Court Homunculus'))).toBe('1/1'),
  },
  {
    card: 'Court Homunculus',
    ordinal: 0,
    objects: [{ name: 'Relic', typeLine: 'Artifact' }],
    expect: (o) => expect(pt(o('Court Homunculus'))).toBe('2/2'),
  },
  {
    card: 'Jor Kadeen, the Prevailer', // two artifacts are not three: the condition does not hold (611.3a)
    ordinal: 0,
    objects: [creature('Bear'), { name: 'Relic', typeLine: 'Artifact' }, { name: 'Relic 2', typeLine: 'Artifact' }],
    expect: (o) => expect(pt(o('Bear'))).toBe('2/2'),
  },
  {
    card: 'Warren Warleader', // an attacking creature (506.4)
    ordinal: 0,
    objects: [creature('Attacker', { statuses: ['attacking'] }), creature('Home')],
    expect: (o) => expect([pt(o('Attacker')), pt(o('Home'))]).toEqual(['3/3', '2/2']),
  },
  {
    card: 'Hexgold Hoverwings', // "that are equipped" (301.5)
    ordinal: 0,
    objects: [creature('Geared', { statuses: ['equipped'] }), creature('Bare')],
    expect: (o) => expect([pt(o('Geared')), pt(o('Bare'))]).toEqual(['3/2', '2/2']),
  },
  {
    card: 'Genemorph Imago', // with its condition holding, the "instead" effect applies (614.1a), in 7b
    ordinal: 0,
    objects: [creature('Bear')],
    effect: { conditionHolds: true, targets: ['Bear'] },
    expect: (o) => expect(pt(o('Bear'))).toBe('6/6'),
  },
  {
    card: 'Laughing Jasper Flint', // controlled but not owned (108.3)
    ordinal: 0,
    objects: [creature('Borrowed', { owner: 'opponent' }), creature('Own')],
    expect: (o) => expect([o('Borrowed').subtypes, o('Own').subtypes]).toEqual([['Bear', 'Mercenary'], ['Bear']]),
  },
  {
    card: 'Omo, Queen of Vesuva', // a land with an everything counter is every land type (205.3i), with the basic ones' mana (305.6)
    ordinal: 0,
    objects: [{ name: 'Wastes', typeLine: 'Basic Land', counters: [{ kind: 'everything' }] }],
    expect: (o) => {
      expect(o('Wastes').subtypes).toEqual(expect.arrayContaining(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Gate']));
      expect(o('Wastes').abilities).toContain('{T}: Add {G}.');
    },
  },
  {
    card: 'Omo, Queen of Vesuva', // every creature type (205.3m); a creature without the counter is unchanged
    ordinal: 1,
    objects: [creature('Marked', { counters: [{ kind: 'everything' }] }), creature('Plain')],
    expect: (o) => expect([o('Marked').allCreatureTypes, o('Plain').allCreatureTypes]).toEqual([true, false]),
  },
  {
    card: 'Eluge, the Shoreless Sea', // "for as long as it has a flood counter on it": on its target (611.2b)
    ordinal: 0,
    objects: [{ name: 'Plains', typeLine: 'Basic Land — Plains', counters: [{ kind: 'flood' }] }],
    effect: { targets: ['Plains'] },
    expect: (o) => expect(o('Plains').subtypes).toEqual(['Plains', 'Island']),
  },
  {
    card: 'Eluge, the Shoreless Sea', // without the counter the duration has ended: it is a Plains only
    ordinal: 0,
    objects: [{ name: 'Plains', typeLine: 'Basic Land — Plains' }],
    effect: { targets: ['Plains'] },
    expect: (o) => expect(o('Plains').subtypes).toEqual(['Plains']),
  },
];

describeShared('real sentences in the forms added in round 2, simulated against hand-written expectations', () => {
  const sentences = effectSentences();
  it.each(cases.map((one, index) => [`${one.card} #${one.ordinal} (${index})`, one] as const))('%s', (_label, one) => {
    const found = sentences.find(
      (sentence) => (sentence.card.faceName ?? sentence.card.name) === one.card && sentence.ordinal === one.ordinal,
    );
    expect(found, 'the sentence is in the shared card data').toBeDefined();
    const card = found!.card;
    const name = card.faceName ?? card.name;
    const self = { name, typeLine: card.type ?? '', manaValue: Math.round(card.manaValue ?? 0) };
    const stats = card.power === undefined ? {} : { power: Number(card.power) || 0, toughness: Number(card.toughness) || 0 };
    const read = parseScenario({
      objects: [{ ...self, ...stats, abilities: [found!.sentence] }, ...one.objects],
      effects: [{ source: name, text: found!.sentence, order: 1, ...one.effect }],
    });
    if (!read.ok) throw new Error(read.error.message);
    const result = simulate(read.value);
    one.expect((wanted) => result.objects.find((object) => object.name === wanted)!);
  });
});
