import { describe, expect, it } from 'vitest';
import { wordingsSaid as said } from '../../test/support/wordingsSaid.ts';

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
    expect(said('what can I pick for X when I cast it for free')).not.toContain('announce the value of that variable');
  });

  it('reads mana made while a spell resolves, a trigger per occurrence, cast triggers and a loyalty ability making mana', () => {
    expect(said('can I tap lands while a spell is resolving to pay for it')).toContain('option to pay mana');
    expect(said('can I tap lands in response')).not.toContain('option to pay mana');
    expect(said('does it trigger once for each creature')).toContain('multiple occurrence');
    expect(said('does it trigger when a creature dies')).not.toContain('multiple occurrence');
    expect(said("does the cast trigger happen while I'm still paying")).toContain('spell become cast');
    expect(said('does a cast trigger go on the stack above my spell')).not.toContain('spell become cast');
    expect(said('is a planeswalker ability that makes mana a mana ability')).toContain('not a loyalty ability');
    expect(said('is tapping a land for mana a mana ability')).not.toContain('not a loyalty ability');
  });

  it('reads a death after a spell resolved, an instant binned before its effect ends, and a tax on a free spell', () => {
    expect(said('the spell resolved, can I sacrifice it before it dies')).toContain('first perform all applicable state based action');
    expect(said('can I sacrifice it in response before it dies')).not.toContain('first perform all applicable state based action');
    expect(said('does an instant go to the graveyard before its target dies')).toContain('as the final part of');
    expect(said('when does an instant go to the graveyard')).not.toContain('as the final part of');
    expect(said('does the tax apply when I cast it for free')).toContain('applied to that alternative cost');
    expect(said('can I cast it for free')).not.toContain('applied to that alternative cost');
  });

  it('reads mana asked to pass priority, triggers during a resolution, a "may" choice, a next end step and damage assigned', () => {
    expect(said('does tapping a land for mana pass priority')).toContain('receive priority afterward');
    expect(said('does tapping a land for mana use the stack')).not.toContain('receive priority afterward');
    expect(said('the wrath resolves, do my triggers happen in the middle of it')).toContain('next time a player would receive priority');
    expect(said('a trigger in the middle of casting a spell')).not.toContain('next time a player would receive priority');
    expect(said('with a you may trigger, when do I decide yes or no')).toContain('choice is made when the ability resolve');
    expect(said('a loop where I may choose to stop')).not.toContain('choice is made when the ability resolve');
    expect(said('in the end step I made a token that is exiled at the beginning of the next end step')).toContain(
      "won't trigger until the next turn end step",
    );
    expect(said('the token is exiled at the beginning of the next end step')).not.toContain("won't trigger until the next turn end step");
    expect(said('once combat damage is assigned can I sacrifice my blocker')).toContain('dealt simultaneously');
  });
});
