import { describe, expect, it } from 'vitest';
import { testBoard } from './testBoard.ts';

describe('starting effects', () => {
  it("knows an effect its source prints as a static ability (613.8a(b)), and a spell's as none", () => {
    const { runs, id } = testBoard({
      objects: [
        {
          name: 'Urborg, Tomb of Yawgmoth',
          typeLine: 'Legendary Land',
          abilities: ['Each land is a Swamp in addition to its other land types.'],
        },
        { name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2 },
      ],
      effects: [
        { source: 'urborg, tomb of yawgmoth', text: 'each land is a swamp in addition to its other land types', order: 1 },
        { source: 'Giant Growth', text: 'Target creature gets +3/+3 until end of turn.', order: 2, targets: ['bear'] },
      ],
    });
    const [urborg, growth] = runs;
    expect([urborg!.staticOn?.name, urborg!.selfId]).toEqual(['Urborg, Tomb of Yawgmoth', id('Urborg, Tomb of Yawgmoth')]);
    expect([growth!.staticOn, growth!.selfId, growth!.targetIds]).toEqual([null, null, [id('Bear')]]);
  });
  it('warns when an effect names no target on the board, or refers to itself with no such object', () => {
    const { board } = testBoard({
      objects: [{ name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2 }],
      effects: [
        { source: 'Giant Growth', text: 'Target creature gets +3/+3 until end of turn.', order: 1 },
        { source: 'Mutavault', text: 'This land becomes a 2/2 creature until end of turn.', order: 2 },
      ],
    });
    expect(board.warnings).toEqual([
      'Giant Growth: "Target creature gets +3/+3 until end of turn." refers to an object, but its "targets" name none on the board',
      'Mutavault: "This land becomes a 2/2 creature until end of turn." refers to itself, but no object is named "Mutavault"',
    ]);
  });
});
