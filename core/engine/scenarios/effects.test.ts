import { describe, expect, it } from 'vitest';
import { inTimestampOrder } from './effects.ts';

describe('inTimestampOrder', () => {
  it('numbers the effects 1, 2, 3 in the order given, the order right after the text and the other fields kept', () => {
    const effects = inTimestampOrder(
      { source: 'Conspiracy', text: 'Creatures you control are the chosen type.', chosen: 'Elf' },
      { source: 'Turn to Frog', text: 'Target creature becomes a blue Frog.', targets: ['Bear'] },
      { source: 'An anthem', text: 'Creatures you control get +1/+1.' },
    );
    expect(effects.map((effect) => JSON.stringify(effect))).toEqual([
      '{"source":"Conspiracy","text":"Creatures you control are the chosen type.","order":1,"chosen":"Elf"}',
      '{"source":"Turn to Frog","text":"Target creature becomes a blue Frog.","order":2,"targets":["Bear"]}',
      '{"source":"An anthem","text":"Creatures you control get +1/+1.","order":3}',
    ]);
  });

  it("reads a card with one ability as its effect: the card's name is the source, the ability the text", () => {
    const moon = { name: 'Blood Moon', typeLine: 'Enchantment', colors: ['red'], abilities: ['Nonbasic lands are Mountains.'] };
    expect(inTimestampOrder({ source: 'Mutavault', text: 'This land becomes a 2/2 creature.' }, moon)).toEqual([
      { source: 'Mutavault', text: 'This land becomes a 2/2 creature.', order: 1 },
      { source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 2 },
    ]);
  });

  it.each([
    ['no ability', []],
    ['two abilities', ['{T}: Add {C}.', '{1}: This land becomes a 2/2 creature.']],
  ])('refuses a card with %s, which names no one effect', (_, abilities) => {
    expect(() => inTimestampOrder({ name: 'Mutavault', abilities })).toThrow('Mutavault must have exactly one ability');
  });
});
