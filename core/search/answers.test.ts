import { describe, expect, it } from 'vitest';
import { answerPatterns, saysKindOf } from './answers.ts';

describe('saysKindOf', () => {
  const forms = (text: string): string[] => text.split(' ');
  const token = { thing: 'token', kind: ['card'] };

  it('finds the thing, a copula within four words and a word of the kind within four more', () => {
    expect(saysKindOf(forms("a token isn't a card"), token)).toBe(true);
    expect(saysKindOf(forms("token aren't considered card for rules purposes"), token)).toBe(true);
    expect(saysKindOf(forms('activated and triggered ability on the stack are not spell'), { thing: 'ability', kind: ['spell'] })).toBe(
      true,
    );
  });

  it('passes over a relative clause, a condition, and words too far apart', () => {
    expect(saysKindOf(forms('create a token that is a card'), token)).toBe(false);
    expect(saysKindOf(forms('if the token is a card'), token)).toBe(false);
    expect(saysKindOf(forms('a token is a marker used to represent a card'), token)).toBe(false);
    expect(saysKindOf(forms('a card is not a token'), token)).toBe(false);
  });
});

describe('answerPatterns', () => {
  it('reads the player a clause picks out as a player, not any player named', () => {
    expect(answerPatterns.player.test('A copy is controlled by the player under whose control it was put on the stack.')).toBe(true);
    expect(answerPatterns.player.test('In a two-player game, the player who plays first skips the draw step.')).toBe(true);
    expect(answerPatterns.player.test('The player draws seven cards.')).toBe(false);
  });

  it("reads a step's rule on who gets priority as a timing", () => {
    expect(answerPatterns.timing.test('Second, the active player gets priority.')).toBe(true);
    expect(answerPatterns.timing.test('No player receives priority during the untap step.')).toBe(true);
    expect(answerPatterns.timing.test('That player loses the next time a player would receive priority.')).toBe(false);
  });

  it('reads a rule opening with its layer as saying a layer, not a rule that speaks of layers', () => {
    expect(answerPatterns.layer.test('Layer 7c: Effects and counters that modify power and/or toughness are applied.')).toBe(true);
    expect(answerPatterns.layer.test('Layer 2: Control-changing effects are applied.')).toBe(true);
    expect(answerPatterns.layer.test('Within layer 1, apply effects in a series of sublayers.')).toBe(false);
  });
});
