import { describe, expect, it } from 'vitest';
import { wordingsSaid as said } from '../../test/support/wordingsSaid.ts';

describe('combat situations', () => {
  it('reads a tapped blocker asked of its damage, and one blocker asked how its damage is divided among attackers', () => {
    expect(said('he tapped my blocker, does it still deal damage')).toContain("doesn't prevent its combat damage");
    expect(said('can a tapped creature block')).not.toContain("doesn't prevent its combat damage");
    expect(said('my wall blocked all three attackers, how is its damage divided')).toContain(
      'assign combat damage to the creature it blocking',
    );
    // whether it may block them all is another question
    expect(said('can one creature block two attackers')).not.toContain('assign combat damage to the creature it blocking');
  });

  it('reads double strike given late, deathtouch prevented, damage against protection and trample on a blocker', () => {
    expect(said('I gave it double strike after first strike damage, does it deal damage again')).toContain(
      'assign combat damage in the second combat damage step',
    );
    expect(said('double strike and trample, the blocker died in the first strike step')).not.toContain(
      'assign combat damage in the second combat damage step',
    );
    expect(said('does deathtouch work if the damage is prevented')).toContain('dealt damage by a source with deathtouch');
    expect(said('does protection stop the damage')).toContain('source that have the stated quality');
    expect(said('can a creature with protection from red be blocked by red creatures')).not.toContain(
      'source that have the stated quality',
    );
    expect(said('my blocking creature has trample')).toContain('no effect when a creature with trample is blocking');
    expect(said('my trampler was chump blocked by a 1/1 blocker')).not.toContain('no effect when a creature with trample is blocking');
  });

  it('reads landwalk met by a land that is no basic land', () => {
    expect(said('swampwalk against a nonbasic land with the swamp type')).toContain("landwalk can't be blocked as long as");
    expect(said('what is swampwalk')).not.toContain("landwalk can't be blocked as long as");
  });
});
