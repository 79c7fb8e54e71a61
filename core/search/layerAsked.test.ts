import { describe, expect, it } from 'vitest';
import { changesPowerToughnessTwice, layerWordings } from './layerAsked.ts';

const keywords = new Set(['flying', 'trample']);
const read = (question: string) => Object.fromEntries(layerWordings(question.split(' '), question, (w) => keywords.has(w)));

describe('layerWordings', () => {
  it('reads gaining or losing an ability as the layer rules name it: adding, removing, and a keyword as an ability', () => {
    expect(read('what layer does losing all abilities apply in')).toEqual({ losing: ['removing'] });
    expect(read('what layer is giving a creature flying')).toEqual({ giving: ['adding'], flying: ['ability'] });
    expect(read('which layer is a creature that loses trample')).toEqual({ loses: ['removing'], trample: ['ability'] });
    expect(read('what layer is a creature that has flying')).toEqual({ has: ['adding'], flying: ['ability'] });
  });

  it('reads a verb of gaining or losing as nothing when no ability is said ("gains control", "loses life")', () => {
    expect(read('what layer is an effect where a player gains control')).toEqual({});
    expect(read('which layer does losing life apply in')).toEqual({});
  });

  it('reads a color word as a color, and becoming a thing with no color said as changing its type', () => {
    expect(read('which layer is an effect that makes a creature red')).toEqual({ red: ['color'] });
    expect(read('what layer does an effect that makes a land a creature apply in')).toEqual({ makes: ['type changing'] });
    expect(read('what layer is it when a land becomes a creature')).toEqual({ becomes: ['type changing'] });
    // becoming a copy is the copy layer's, not a change of type
    expect(read('what layer does a creature becoming a copy apply in')).toEqual({});
  });

  it('reads a change of power and toughness as modifying them, a value set as setting them, keyed as written', () => {
    expect(read('which layer do effects that give +1/+1 apply in')).toEqual({ '+1/+1': ['modify power toughness'] });
    expect(read('what layer is a creature becoming a 0/1')).toEqual({ '0/1': ['set power toughness'] });
    // counters modify them too (613.4c: "Effects and counters that modify power and/or toughness")
    expect(read('what layer do +1/+1 counters apply in')).toEqual({ '+1/+1 counters': ['modify power toughness'] });
  });

  it('reads two values offered as the answer as the value set and the value modified too', () => {
    expect(read('after both resolve is it a 1/1 or a 4/4')).toEqual({ '1/1': ['set power toughness'], '4/4': ['modify power toughness'] });
    // a value told before them is set too, read once
    expect(read('my 2/2 got pumped and frogged, is it a 2/2 or a 5/5')).toEqual({
      '2/2': ['set power toughness'],
      '5/5': ['modify power toughness'],
    });
  });
});

describe('changesPowerToughnessTwice', () => {
  it('reads two kinds of change to power and toughness: counters, a modifying, a setting or a switching effect', () => {
    for (const question of [
      'i pumped my creature with a +3/+3 instant and then it became a 0/1',
      'my 3/3 with two +1/+1 counters got an effect that sets its base power and toughness',
      'they made my creature a 1/1 frog. it already had two +1/+1 counters',
      'humility makes every creature a 1/1, but mine has two +1/+1 counters. what size is it?',
      'i switch the power and toughness of a creature with a -1/-1 counter',
      'does my anthem still pump it after it turns into a 0/1',
      // the cards told by name, the values it may end with offered
      'my 2/2 got giant growth and then turn to frog. is it a 1/1 now or a 4/4?',
    ])
      expect(changesPowerToughnessTwice(question), question).toBe(true);
  });

  it('reads one kind alone, or a creature only described by its size, as no such question', () => {
    for (const question of [
      'does a +1/+1 counter and a -1/-1 counter cancel out',
      'my 2/2 gets +1/+1 from my lord',
      'my 3/3 blocks his 2/2',
      'what is the base power of a 2/2 bear',
      'can my 2/2 or my 3/3 block it',
      // tokens made with their size are no value set
      'my +1/+1 counter spell made two 1/1 tokens',
    ])
      expect(changesPowerToughnessTwice(question), question).toBe(false);
  });
});
