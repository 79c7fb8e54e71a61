import { describe, expect, it } from 'vitest';
import { testBoard } from './testBoard.ts';

const opalescence =
  'Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal ' +
  'to its mana value.';

describe('clause index', () => {
  it("files an effect's parts by layer, with their clause numbers", () => {
    const { runs, clauses } = testBoard({
      objects: [{ name: 'Opalescence', typeLine: 'Enchantment', abilities: [opalescence] }],
      effects: [{ source: 'Opalescence', text: opalescence, order: 1 }],
    });
    const run = runs[0]!;
    expect(clauses.partsIn(run, '4').map(({ clause, part }) => [clause, part.op])).toEqual([[0, 'type']]);
    expect(clauses.partsIn(run, '7b').map(({ part }) => part.op)).toEqual(['setPT']);
    expect(clauses.partsIn(run, '6')).toEqual([]);
    expect(clauses.clausesIn(run, '4').map((work) => work.pure)).toEqual([true]);
  });
  it('lets alike effects share work, and tells apart effects whose targets differ', () => {
    const { runs, clauses } = testBoard({
      objects: [
        { name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2 },
        { name: 'Elf', typeLine: 'Creature — Elf', power: 1, toughness: 1 },
      ],
      effects: [
        { source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 1 },
        { source: 'Magus of the Moon', text: 'Nonbasic lands are Mountains.', order: 2 },
        { source: 'Frog', text: 'Target creature becomes a Frog.', order: 3, targets: ['Bear'] },
        { source: 'Frog', text: 'Target creature becomes a Frog.', order: 4, targets: ['Elf'] },
      ],
    });
    const [moon, magus, frogBear, frogElf] = runs;
    expect(clauses.workKey(moon!)).toBe(clauses.workKey(magus!));
    expect(clauses.clausesIn(moon!, '4')).toBe(clauses.clausesIn(magus!, '4'));
    expect(clauses.workKey(frogBear!)).not.toBe(clauses.workKey(frogElf!));
  });
  it('gives a started effect its own trial key (613.6: its affected set is locked)', () => {
    const { runs, clauses } = testBoard({
      objects: [{ name: 'Gate', typeLine: 'Land — Gate' }],
      effects: [
        { source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 1 },
        { source: 'Magus of the Moon', text: 'Nonbasic lands are Mountains.', order: 2 },
      ],
    });
    const [moon, magus] = runs;
    expect(clauses.trialKey(moon!)).toBe(clauses.trialKey(magus!));
    moon!.locked[0] = new Set([0]);
    expect(clauses.trialKey(moon!)).not.toBe(clauses.trialKey(magus!));
  });
});
