// "During your turn": whose turn it is (102.1) is the scenario's to say; the condition is then settled on the board
// (611.3a), from the point of view of the player the effect's "you" is.
import { describe, expect, it } from 'vitest';
import { parseEffectText } from './reader/index.ts';
import { bear, find, problem, run } from './testScenario.ts';

const surveyor = 'During your turn, this creature has first strike.';
const board = (turn: string | undefined, controller = 'you') => ({
  ...(turn === undefined ? {} : { turn }),
  objects: [bear('Surveyor', { controller, abilities: [surveyor] })],
  effects: [{ source: 'Surveyor', text: surveyor }],
});
const hasFirstStrike = (input: unknown) => find(run(input), 'Surveyor').abilities.includes('First strike');

describe('whose turn it is', () => {
  it('reads the turn conditions of Oracle wording as a test of whose turn it is', () => {
    const whose = (text: string) => {
      const read = parseEffectText(text);
      return read.ok && read.value.lasts?.test === 'turn' ? read.value.lasts.player : null;
    };
    expect(whose(surveyor)).toBe('you');
    expect(whose("As long as it's your turn, creatures you control have haste.")).toBe('you');
    expect(whose("During each opponent's turn, this creature gets +0/+2.")).toBe('opponent');
    expect(whose("As long as it's not your turn, this creature has hexproof.")).toBe('opponent');
    expect(whose('During turns other than yours, this creature gets +1/+1.')).toBe('opponent');
    // trailing, as cards also print it; a trailing "during" of anything else stays a rules effect's
    expect(whose('This creature has first strike during your turn.')).toBe('you');
    expect(whose("This creature gets +0/+2 during each opponent's turn.")).toBe('opponent');
    expect(parseEffectText("This creature doesn't untap during its controller's untap step.").ok).toBe(false);
    expect(whose('As long as you control an artifact, this creature gets +1/+0.')).toBe(null);
  });

  it("applies the effect on its controller's turn only, and says why not on the other", () => {
    expect(hasFirstStrike(board('you'))).toBe(true);
    expect(hasFirstStrike(board('opponent'))).toBe(false);
    expect(run(board('opponent')).warnings).toContainEqual(expect.stringContaining("it is the opponent's turn"));
    // the opponent's creature: its "your turn" is the opponent's (109.5)
    expect(hasFirstStrike(board('opponent', 'opponent'))).toBe(true);
    expect(hasFirstStrike(board('you', 'opponent'))).toBe(false);
  });

  it('asks for the turn when a condition needs it and none is given; "conditionHolds" still says it holds', () => {
    const missing = problem(board(undefined));
    expect([missing.code, missing.at]).toEqual(['needs-turn', 'effects[0].text']);
    expect(missing.message).toMatch(/102\.1.*"turn": "you" or "opponent"/);
    const held = { ...board(undefined), effects: [{ source: 'Surveyor', text: surveyor, conditionHolds: true }] };
    expect(hasFirstStrike(held)).toBe(true);
    const bad = problem(board('mine'));
    expect([bad.at, bad.message]).toEqual(['turn', 'turn: must be "you" or "opponent": whose turn it is (102.1)']);
  });
});

describe('two conditions of one sentence, both settled on the board (611.3a)', () => {
  const kaito = "During your turn, as long as Kaito has one or more loyalty counters on him, he's a 3/4 Ninja creature and has hexproof.";
  const kaitoOn = (turn: string | undefined, loyalty: number) => ({
    ...(turn === undefined ? {} : { turn }),
    objects: [
      {
        name: 'Kaito',
        typeLine: 'Legendary Planeswalker — Kaito',
        abilities: [kaito],
        counters: loyalty === 0 ? [] : [{ kind: 'loyalty', count: loyalty }],
      },
    ],
    effects: [{ source: 'Kaito', text: kaito }],
  });
  it("Kaito is a 3/4 Ninja creature with hexproof on his controller's turn with loyalty, and not otherwise", () => {
    expect(find(run(kaitoOn('you', 3)), 'Kaito')).toMatchObject({
      cardTypes: ['Creature'],
      power: 3,
      toughness: 4,
      abilities: [kaito, 'Hexproof'],
    });
    const theirTurn = run(kaitoOn('opponent', 3));
    expect(find(theirTurn, 'Kaito').cardTypes).toEqual(['Planeswalker']);
    expect(theirTurn.warnings.join(' ')).toContain("it is the opponent's turn");
    const noLoyalty = run(kaitoOn('you', 0));
    expect(find(noLoyalty, 'Kaito').cardTypes).toEqual(['Planeswalker']);
    expect(noLoyalty.warnings.join(' ')).toContain('Kaito has no loyalty counter');
  });
  it('still asks whose turn it is, and a second condition the board cannot settle stays refused', () => {
    expect(problem(kaitoOn(undefined, 3)).code).toBe('needs-turn');
    const read = parseEffectText('During your turn, if an opponent lost life this turn, this creature gets +1/+1.');
    expect(read.ok ? '' : read.error.message).toMatch(/⟦if an opponent lost life this turn⟧.*second condition/);
  });
});
