import { describe, expect, it } from 'vitest';
import { wordingsSaid as said } from '../../test/support/wordingsSaid.ts';

describe('characteristic situations', () => {
  it('reads a creature arriving after an anthem, and a damaged creature whose toughness is lowered', () => {
    expect(said('does a creature that enters after an anthem get the bonus')).toContain('simultaneously with the permanent entering');
    expect(said('does an anthem give +1/+1')).not.toContain('simultaneously with the permanent entering');
    expect(said('my creature took 2 damage, then a spell lowered its toughness')).toContain('total damage marked on it');
    expect(said('my creature took 2 damage, is it still damaged next turn')).not.toContain('total damage marked on it');
  });

  it('reads an ability lost by a creature that has it twice, and a permanent entering with counters', () => {
    expect(said('if my creature has flying twice and loses flying, does it still fly')).toContain('remove all instance');
    expect(said('my creature loses flying until end of turn')).not.toContain('remove all instance');
    expect(said('does a creature that enters with counters trigger things that care about counters being put on it')).toContain(
      'given counter as it enter',
    );
    expect(said('my creature enters with two counters')).not.toContain('given counter as it enter');
  });
});
