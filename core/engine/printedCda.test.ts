// 604.3a: a P/T, color or subtype ability printed on its source, about itself alone and unconditional, is read as
// characteristic-defining without the scenario saying so; it then applies in layer 7a, before every 7b effect (613.4a).
import { describe, expect, it } from 'vitest';
import { find, run } from './testScenario.ts';

const nightmareText = "Nightmare's power and toughness are each equal to the number of Swamps you control.";
const godhead = 'Other creatures have base power and toughness 1/1.';
const swamps = [1, 2, 3].map((n) => ({ name: `Swamp ${n}`, typeLine: 'Basic Land — Swamp' }));

/** Godhead of Awe first, Nightmare later: a CDA (7a) is overridden by Godhead's 7b; a 7b effect of Nightmare's would win. */
const board = (nightmare: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  find(
    run({
      objects: [{ name: 'Godhead', typeLine: 'Creature — Spirit', power: 4, toughness: 4 }, nightmare, ...swamps],
      effects: [
        { source: 'Godhead', text: godhead, order: 1 },
        { source: 'Nightmare', text: nightmareText, order: 2, ...extra },
      ],
    }),
    'Nightmare',
  );
const printedNightmare = { name: 'Nightmare', typeLine: 'Creature — Nightmare Horse', power: 0, toughness: 0, abilities: [nightmareText] };

describe('a characteristic-defining ability read from its wording (604.3a)', () => {
  it('Nightmare under an earlier Godhead of Awe is 1/1: its ability applies in 7a, Godhead after it in 7b', () => {
    const nightmare = board(printedNightmare);
    expect([nightmare.power, nightmare.toughness]).toEqual([1, 1]);
    expect(nightmare.trace.map((step) => step.layer)).toEqual(['7a', '7b']);
  });
  it('"characteristicDefining": false is the judge\'s word: then it is a 7b effect in timestamp order', () => {
    expect(board(printedNightmare, { characteristicDefining: false }).power).toBe(3);
  });
  it("not one when the wording is not among its source's abilities, or holds only under a condition (604.3a (5))", () => {
    expect(board({ ...printedNightmare, abilities: [] }).power).toBe(3);
    const liege = "As long as Gaea's Liege isn't attacking, its power is equal to the number of Forests you control.";
    const result = run({
      objects: [{ name: "Gaea's Liege", typeLine: 'Creature — Avatar', power: 0, toughness: 3, abilities: [liege] }],
      effects: [{ source: "Gaea's Liege", text: liege, order: 1 }],
    });
    expect(find(result, "Gaea's Liege").trace.map((step) => step.layer)).toEqual(['7b']);
  });
  it("not one when it affects another object (an Aura's base P/T)", () => {
    const aura = 'Enchanted creature has base power and toughness 0/2.';
    const result = run({
      objects: [{ name: 'Aura', typeLine: 'Enchantment — Aura', abilities: [aura] }, printedNightmare, ...swamps],
      effects: [
        { source: 'Nightmare', text: nightmareText, order: 1 },
        { source: 'Aura', text: aura, order: 2, targets: ['Nightmare'] },
      ],
    });
    expect(find(result, 'Nightmare').trace.map((step) => step.layer)).toEqual(['7a', '7b']);
    expect(find(result, 'Nightmare').power).toBe(0);
  });
});
