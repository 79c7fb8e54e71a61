import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './analyze.ts';
import { corpus } from '../../test/support/candidates.ts';

const said = (query: string): string[] =>
  analyzeQuery(query, corpus).wordings.flatMap((wording) => wording.map((words) => words.join(' ')));

describe('priority situations', () => {
  it('reads who may act after a spell resolves, and acting while one is resolving', () => {
    expect(said('my bolt resolved, do I get to act first or does my opponent')).toContain('receive priority after a spell or ability');
    expect(said('who gets to act first in a turn')).not.toContain('receive priority after a spell or ability');
    expect(said("can anyone cast an instant while it's resolving")).toContain('no player has priority while');
    expect(said('can I cast an instant in my upkeep')).not.toContain('no player has priority while');
  });

  it('reads priority after a land is played, and costs asked back after a counter', () => {
    expect(said('does playing a land give my opponent priority')).toContain('receive priority afterward');
    expect(said('can I play a land in my second main phase')).not.toContain('receive priority afterward');
    expect(said('my spell got countered, do I get the creature I sacrificed back')).toContain('any cost that were paid');
    expect(said('can I get my creature back from the graveyard')).not.toContain('any cost that were paid');
  });

  it('reads an unpayable action asked to be undone, and when X is chosen', () => {
    expect(said("he tapped three lands but couldn't pay, does it get undone")).toContain('entire action is reversed');
    expect(said("I can't pay the upkeep cost")).not.toContain('entire action is reversed');
    expect(said('when do I have to say what X is for Fireball')).toContain('announce the value of that variable');
    expect(said('what is X on the battlefield')).not.toContain('announce the value of that variable');
  });
});
