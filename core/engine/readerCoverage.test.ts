// Wordings the reader refused and now reads, simulated on a board: each expectation is what the cited rule gives.
import { describe, expect, it } from 'vitest';
import { parseEffectText } from './reader/index.ts';
import { bear, find, pt, run } from './testScenario.ts';

describe('"instead" with its condition (614.1a)', () => {
  const text = 'If you control six or more lands, that creature has base power and toughness 6/6 until end of turn instead.';
  it('is refused until the judge says the condition holds, then applies in place of the other effect', () => {
    const refused = parseEffectText(text);
    expect(!refused.ok && refused.error.code).toBe('condition');
    expect(!refused.ok && refused.error.message).toContain('instead');
    const result = run({
      objects: [bear('Bear')],
      effects: [{ source: 'Genemorph Imago', text, order: 1, targets: ['Bear'], conditionHolds: true }],
    });
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
