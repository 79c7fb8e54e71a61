import { describe, expect, it } from 'vitest';
import { wordingsSaid as said } from '../../test/support/wordingsSaid.ts';

describe('casting situations', () => {
  it('reads mana made while a spell is being cast, and a cost paid in part', () => {
    expect(said('can I tap my lands for mana partway through casting a spell')).toContain('chance to activate mana ability');
    expect(said('can I tap my lands for mana in my upkeep')).not.toContain('chance to activate mana ability');
    expect(said('can I pay part of the cost now and the rest later')).toContain('partial payment are not allowed');
    expect(said('can I pay the cost with life')).not.toContain('partial payment are not allowed');
  });

  it('reads a cost "locked in", and a number asked to be counted as a spell is cast or as it resolves', () => {
    expect(said('when is the total cost locked in')).toContain('total cost become');
    // attackers "locked in" are declared, not a cost
    expect(said('after attacks were locked in he flashed in a blocker')).not.toContain('total cost become');
    expect(said('are my creatures counted when I cast it or when it resolves')).toContain('determined only once');
    expect(said('how many creatures do I control')).not.toContain('determined only once');
  });

  it("reads who controls an Aura on another player's creature, and an Aura put onto the battlefield without being cast", () => {
    expect(said("I put my aura on my opponent's creature, who controls it now")).toContain('controller is separate');
    expect(said('who controls the creature I enchanted')).not.toContain('controller is separate');
    expect(said('an effect puts an aura onto the battlefield, what can it enchant')).toContain('other than by resolving as an aura spell');
    expect(said('I cast an aura on my creature')).not.toContain('other than by resolving as an aura spell');
  });

  it('reads an alternative cost asked of mana value, two alternative costs at once, a color reduced away and a mana spell', () => {
    expect(said('if I flashback it, is its mana value lower')).toContain('only what its controller has to pay');
    expect(said('what is the mana value of a split card')).not.toContain('only what its controller has to pay');
    expect(said('can I use madness and flashback at the same time')).toContain('only one alternative cost can be applied');
    expect(said('can I flashback it twice')).not.toContain('only one alternative cost can be applied');
    expect(said('it costs {G} less but my spell has no green')).toContain('reduced by that amount of generic mana');
    expect(said('is a spell that adds mana a mana ability')).toContain('can never be a mana ability');
    expect(said('is tapping a land a mana ability')).not.toContain('can never be a mana ability');
  });
});
