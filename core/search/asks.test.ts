import { describe, expect, it } from 'vitest';
import { answerKinds, kindAsked, wayWords } from './asks.ts';
import { stopWords } from './query.ts';

const kinds = (question: string, idiomAsksWhen = false, termWords: readonly string[] = []) =>
  answerKinds(question.split(' '), new Set(termWords), idiomAsksWhen);

describe('answerKinds', () => {
  it('reads each question word as the kind of answer it asks for', () => {
    expect(kinds('how many poison counters to lose')).toEqual(['amount']);
    expect(kinds('how much damage does it assign')).toEqual(['amount']);
    // a size is an amount: "how big is a commander deck" asks for its 100 cards
    expect(kinds('how big is a commander deck')).toEqual(['amount']);
    expect(kinds('how large can my hand be')).toEqual(['amount']);
    expect(kinds('who controls a triggered ability')).toEqual(['player']);
    // "who wins" asks how the game ends, which may be a draw: no player's name answers it
    expect(kinds('we both hit 0 at the same time who wins')).toEqual(['outcome']);
    expect(kinds('who lost the game')).toEqual(['outcome']);
    expect(kinds('who would choose the order')).toEqual(['player']);
    // "who is right" asks which of two claims holds: no player's name answers it
    expect(kinds('my friend says it cannot block who is right')).toEqual([]);
    expect(kinds('who correct here')).toEqual([]);
    expect(kinds('who is right about whose trigger resolves first')).toEqual(['player', 'order']);
    expect(kinds('where does the aura go')).toEqual(['zone']);
    expect(kinds('what happens to the aura')).toEqual(['outcome']);
    expect(kinds('what if both players lose')).toEqual(['outcome']);
    expect(kinds('when are state-based actions checked')).toEqual(['time']);
    expect(kinds('in what order do they resolve')).toEqual(['order']);
    expect(kinds('which applies first')).toEqual(['order']);
    expect(kinds('phases of a turn')).toEqual(['parts']);
    expect(kinds('beginning phase steps')).toEqual(['parts']);
    expect(kinds('what does combat consist of')).toEqual(['parts']);
    expect(kinds('layers of continuous effects')).toEqual(['parts']);
    expect(kinds('can i unmorph in response')).toEqual(['timing']);
    expect(kinds("can i cast an instant during my opponent's turn")).toEqual(['timing']);
    expect(kinds('can i cycle it at instant speed')).toEqual(['timing']);
    expect(kinds('can i look at my graveyard whenever i want')).toEqual(['timing']);
    // a step or phase a thing is done in, after or before
    expect(kinds('can i cast an instant in the draw step')).toEqual(['timing']);
    expect(kinds('can i activate it before combat')).toEqual(['timing']);
    expect(kinds('can i cast spells after my upkeep')).toEqual(['timing']);
    expect(kinds("can i flash it in on my opponent's end step")).toEqual(['timing']);
    expect(kinds('can i cast it at end of turn')).toEqual(['timing']);
    expect(kinds('can i cast it eot')).toEqual(['timing']);
    expect(kinds('can i cast it on a creature')).toEqual([]);
    // a search-box query names the thing and the time alone; not the end of a turn a thing wears off at, nor a story
    expect(kinds('equip instant speed')).toEqual(['timing']);
    expect(kinds('instants during cleanup')).toEqual(['timing']);
    expect(kinds('pump wears off eot')).toEqual([]);
    expect(kinds('i flashed in a sword at instant speed and equipped it')).toEqual([]);
    // or the declaration or damage that makes a step
    expect(kinds('can i cast spells after blockers are declared')).toEqual(['timing']);
    expect(kinds('can i respond before damage')).toEqual(['timing']);
    expect(kinds('can i block after he attacks')).toEqual([]);
    // the layer an effect applies in, not the layers' parts nor a layer named
    expect(kinds('what layer do counters apply in')).toEqual(['layer']);
    expect(kinds('in which sublayer is it')).toEqual(['layer']);
    expect(kinds('what is the layer system')).toEqual([]);
    expect(kinds('effects in layer 4')).toEqual([]);
    // asked with a few words between ("at what point in the layer system"), or a search box's effect and its "layer"
    expect(kinds('at what point in the layer system does loses all abilities get applied')).toEqual(['layer']);
    expect(kinds('where in the layers does a color change go')).toContain('layer');
    expect(kinds('lose all abilities layer')).toEqual(['layer']);
    expect(kinds('timestamp order same layer')).toEqual([]);
    expect(kinds('what is the order of the layers')).not.toContain('layer');
  });

  it('asks for no kind where the words only open a clause or name a term', () => {
    expect(kinds('how long does it last')).toEqual([]);
    expect(kinds('when my creature dies do counters stay')).toEqual([]);
    // "order" as the word of a term the query names ("APNAP order") asks what that term is
    expect(kinds('in what order', false, ['order'])).toEqual([]);
    expect(kinds('what is a target')).toEqual([]);
    // steps and phases as a time ("between phases") or the verb of phasing ask for no parts
    expect(kinds('does mana carry over between phases')).toEqual([]);
    expect(kinds('when my creature phases out')).toEqual([]);
    expect(kinds('the upkeep step')).toEqual([]);
    // a time without asking whether a thing may be done then, or asking it without a time
    expect(kinds('i sacrificed it in response')).toEqual([]);
    expect(kinds('can i sacrifice it')).toEqual([]);
    expect(kinds('can it block whenever a creature attacks')).toEqual([]);
  });

  it('asks for the layer where the question tells two kinds of change to power and toughness', () => {
    const text = 'my creature with two +1/+1 counters became a 1/1 frog, what size is it';
    expect(answerKinds(text.split(' '), new Set(), false, text)).toContain('layer');
    const one = 'my creature with two +1/+1 counters, what size is it';
    expect(answerKinds(one.split(' '), new Set(), false, one)).not.toContain('layer');
  });

  it('asks when for an idiom that asks it ("right away"), as "when does" does', () => {
    expect(kinds('can I attack with it', true)).toEqual(['time']);
    expect(kinds('can I attack with it')).toEqual([]);
  });
});

describe('wayWords', () => {
  it('gives the words after a "how" that asks for a way, where its verb is', () => {
    expect(wayWords('i cast it then how do i transform it'.split(' '))).toEqual(['do', 'i', 'transform', 'it']);
    expect(wayWords('how to transform a permanent'.split(' '))).toEqual(['to', 'transform', 'a', 'permanent']);
    expect(wayWords('how many cards do i draw'.split(' '))).toEqual([]);
    expect(wayWords('how big is a sideboard'.split(' '))).toEqual([]);
    expect(wayWords('how long does it last'.split(' '))).toEqual([]);
    expect(wayWords('i cast a spell'.split(' '))).toEqual([]);
  });
});

describe('kindAsked', () => {
  const asked = (question: string) => kindAsked(question.split(' '), stopWords);

  it('reads the thing and the kind a question asks whether it is of', () => {
    expect(asked('is a token a card')).toEqual({ thing: 'token', kind: ['card'] });
    expect(asked('is the stack a zone')).toEqual({ thing: 'stack', kind: ['zone'] });
    expect(asked('is legendary a card type')).toEqual({ thing: 'legendary', kind: ['card', 'type'] });
    // the kind's words up to the first stop word
    expect(asked('is a token a copy of the card')).toEqual({ thing: 'token', kind: ['copy'] });
    // two words alone, with no article
    expect(asked('are tokens cards')).toEqual({ thing: 'tokens', kind: ['cards'] });
  });

  it('reads nothing in a question asking otherwise', () => {
    for (const question of ['what is a token', 'is exile the same as destroy', 'is that right', 'can a token be a card', 'is a'])
      expect(asked(question), question).toBeNull();
  });
});
