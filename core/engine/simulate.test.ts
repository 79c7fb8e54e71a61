import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario.ts';
import { simulate } from './simulate.ts';
import { run } from './testScenario.ts';

const typeLines = [
  'Creature — Shapeshifter',
  'Kindred Instant — Shapeshifter',
  'Kindred Enchantment — Elf',
  'Artifact',
  'Artifact — Equipment',
  'Land — Forest',
  'Creature — Elf Warrior',
  'Enchantment Creature — Spirit',
  'Legendary Planeswalker — Jace',
];
const effects = [
  'All creatures lose all abilities.',
  'Target permanent loses all creature types.',
  'Target permanent becomes an artifact creature.',
  'Each noncreature artifact is an artifact creature with base power and toughness 2/2.',
  'Target permanent becomes a Goblin in addition to its other types.',
  'Creatures you control are every creature type.',
  'Target permanent is every creature type.',
  'Each other non-Aura enchantment is a creature in addition to its other types.',
  'Target creature becomes a Frog with base power and toughness 1/1.',
];

describe('the JSON result and the type line it prints agree', () => {
  it('a Kindred changeling is every creature type in both (205.3m, 702.73a)', () => {
    const read = parseScenario({
      objects: [{ name: 'Nameless Inversion', typeLine: 'Kindred Instant — Shapeshifter', abilities: ['Changeling'], zone: 'hand' }],
    });
    if (!read.ok) throw new Error(read.error.message);
    const [card] = simulate(read.value).objects;
    expect(card).toMatchObject({ allCreatureTypes: true, typeLine: 'Kindred Instant — Shapeshifter (every creature type)' });
  });

  it('on random boards: "(every creature type)" iff allCreatureTypes; each subtype and card type is on the line', () => {
    const board = fc.record({
      objects: fc.uniqueArray(fc.record({ line: fc.constantFrom(...typeLines), changeling: fc.boolean() }), {
        minLength: 1,
        maxLength: 5,
        selector: (o) => `${o.line}${o.changeling}`,
      }),
      effects: fc.array(fc.record({ text: fc.constantFrom(...effects), target: fc.nat() }), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(board, ({ objects, effects: chosen }) => {
        const names = objects.map((_o, i) => `Object ${i}`);
        const read = parseScenario({
          objects: objects.map((o, i) => ({
            name: names[i],
            typeLine: o.line,
            power: 1,
            toughness: 1,
            ...(o.changeling ? { abilities: ['Changeling'] } : {}),
          })),
          effects: chosen.map((e, i) => ({ source: `Effect ${i}`, text: e.text, order: i + 1, targets: [names[e.target % names.length]] })),
        });
        if (!read.ok) throw new Error(read.error.message);
        for (const result of simulate(read.value).objects) {
          expect(result.typeLine.includes('(every creature type)')).toBe(result.allCreatureTypes);
          for (const subtype of result.subtypes) expect(result.typeLine).toContain(subtype);
          for (const cardType of result.cardTypes) expect(result.typeLine).toContain(cardType);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('a subject that is no card name', () => {
  it('"Everything is colorless." reaches every object, the source and a card in a graveyard too (109.1)', () => {
    const result = run({
      objects: [
        { name: 'Painted Source', typeLine: 'Enchantment', colors: ['blue'], abilities: ['Everything is colorless.'] },
        { name: 'Grizzly Bears', typeLine: 'Creature — Bear', colors: ['green'], power: 2, toughness: 2 },
        { name: 'Lightning Bolt', typeLine: 'Instant', colors: ['red'], zone: 'graveyard' },
      ],
      effects: [{ source: 'Painted Source', text: 'Everything is colorless.' }],
    });
    expect(result.objects.map((o) => [o.name, o.colors])).toEqual([
      ['Painted Source', []],
      ['Grizzly Bears', []],
      ['Lightning Bolt', []],
    ]);
  });
});
