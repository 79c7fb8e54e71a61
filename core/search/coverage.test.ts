import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conceptWeight, coverageWeight, coveredConcepts, stemOf, stemsOf, type Concept } from './coverage.ts';

const concepts = (...words: string[]): Concept[] => words.map((w) => [w.split(' ')]);

describe('coveredConcepts', () => {
  it('matches a query word to the text’s other forms of it', () => {
    const stems = stemsOf('Any nonzero amount of combat damage assigned to a creature by a source with deathtouch is lethal.');
    // deathtouch, damage, assignment are there; trample is not.
    expect(coveredConcepts(stems, concepts('deathtouch', 'trample', 'damage', 'assignment'))).toBe(0b1101);
    expect(coveredConcepts(stemsOf('The “summoning sickness” rule'), concepts('summoning', 'sick'))).toBe(0b11);
    expect(coveredConcepts(stemsOf('blocking creatures'), concepts('blockers', 'creature'))).toBe(0b11);
  });

  it('does not match short or merely similar words', () => {
    expect(coveredConcepts(stemsOf('an artifact'), concepts('art'))).toBe(0);
    expect(coveredConcepts(stemsOf('attach an Aura'), concepts('attack'))).toBe(0);
    expect(coveredConcepts(stemsOf('the land'), concepts('landfall'))).toBe(1);
    expect(coveredConcepts(stemsOf(''), concepts('land'))).toBe(0);
  });

  it('covers a phrase only when all its words are there, and a concept by any alternative', () => {
    const stems = stemsOf('first strike and double strike');
    expect(coveredConcepts(stems, [[['double', 'strike']], [['first', 'blood']]])).toBe(0b01);
    expect(coveredConcepts(stemsOf('trample'), [[['trampel'], ['trample']]])).toBe(1);
  });

  it('stems to at least three letters and never throws', () => {
    expect(stemOf('assignments')).toBe('assign');
    expect(stemOf('uses')).toBe('uses');
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.array(fc.string({ maxLength: 12 }), { maxLength: 40 }), (text, words) => {
        const mask = coveredConcepts(
          stemsOf(text),
          words.map((w) => [[w]]),
        );
        expect(mask >>> 0).toBeLessThan(2 ** Math.min(31, words.length));
      }),
    );
  });
});

describe('concept weights', () => {
  it('weigh rare words above common ones and sum only covered concepts', () => {
    expect(conceptWeight(14)).toBeGreaterThan(conceptWeight(29));
    expect(conceptWeight(29)).toBeGreaterThan(conceptWeight(1500));
    expect(conceptWeight(-3)).toBe(conceptWeight(0));
    const weights = [conceptWeight(14), conceptWeight(29), conceptWeight(579)];
    expect(coverageWeight(0b101, weights)).toBeCloseTo(weights[0]! + weights[2]!);
    expect(coverageWeight(0, weights)).toBe(0);
  });
});
