// Feature weights of the search ranking (rank.ts), FITTED by test/search/fit-weights.ts: coordinate ascent on MRR@10
// over the training split (test/search/training-queries.ts, 607 queries) on the April 17, 2026 CR; training
// MRR@10 0.730. The frozen test split played no part. Rerun the script after changing a feature.
import type { Weights } from './rank.ts';

export const fittedWeights: Weights = {
  bm25: 5.74,
  coverage: 6.25,
  headingCoverage: 3.14,
  termRule: 2.62,
  termFamily: 1.13,
  termMentioned: 1.65,
  bigram: -0.36,
  glossary: -3.86,
  glossaryLong: -5.96,
  heading: 0.45,
  subrule: -1.36,
  variantUnnamed: -2.25,
  countTogether: 4.59,
  negationAgrees: 1.09,
  otherTermsRule: -1.9,
  bm25Rank: 0.85,
  allCovered: -0.45,
  coverageSquared: -0.82,
  shortness: -0.58,
  termOnlyRule: 0,
  termOnlyGlossary: 3.2,
};
