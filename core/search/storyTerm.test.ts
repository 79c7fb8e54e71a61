// The storyTerm feature (rank.ts): in a post, the rules of a term only its story names are not what it asks.
import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './analyze.ts';
import type { Corpus } from './corpus.ts';
import { buildTerms } from './terms.ts';
import { corpus, featureOn, row } from '../../test/support/candidates.ts';
import { fittedPostWeights, fittedWeights } from './weights.ts';

const glossary = [
  { id: 1, term: 'Cast', senses: 'See rule 601.', cites: ['601'] },
  { id: 2, term: 'Layer', senses: 'See rule 613.', cites: ['613'] },
];
const uses: Record<string, number> = { cast: 200, layer: 30, growth: 5, frog: 5, spell: 300 };
const withTerms: Corpus = { ...corpus, uses: (w) => uses[w] ?? 0, terms: buildTerms({ glossary, titles: [] }) };
const rows = [
  row('601.2', 'To cast a spell is to take it from where it is and put it on the stack.'),
  row('613.4b', 'Layer 7b: effects that modify power.'),
];
const storyTerm = (query: string): number[] => featureOn('storyTerm', analyzeQuery(query, withTerms), rows);

describe('storyTerm', () => {
  it("marks the rules of a term a post's story alone names", () => {
    expect(storyTerm('My opponent cast Turn to Frog on my creature. Which layer applies first?')).toEqual([expect.any(Number), 0]);
    expect(storyTerm('My opponent cast Turn to Frog on my creature. Which layer applies first?')[0]).toBeGreaterThan(0);
  });

  it('leaves a term the asking sentence names, and a query that is no post, unmarked', () => {
    expect(storyTerm('I have a frog. Can I cast a spell in the layer step?')).toEqual([0, 0]);
    expect(storyTerm('my opponent cast turn to frog, which layer applies first')).toEqual([0, 0]);
  });

  it('weighs against an entry only in the weights of posts', () => {
    expect(fittedPostWeights.storyTerm).toBeLessThan(0);
    expect(fittedWeights.storyTerm).toBe(0);
  });
});
