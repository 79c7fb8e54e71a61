// Feature weights of the search ranking (rank.ts), FITTED by test/search/fit-weights.ts: coordinate ascent on MRR@10
// over the training split (test/search/training-queries.ts, 607 queries) on the April 17, 2026 CR; training
// MRR@10 0.696. The frozen test split played no part. Rerun the script after changing a feature.
import type { Weights } from './rank.ts';

export const fittedWeights: Weights = {
  bm25: 0,
  coverage: 1.75,
  headingCoverage: 1.25,
  termRule: 1,
  termFamily: 0.75,
  termMentioned: 0.35,
  bigram: 0,
  glossary: -0.55,
  glossaryLong: -3,
  heading: -0.05,
  subrule: -0.5,
  variantUnnamed: -0.5,
  countTogether: 1.55,
  negationAgrees: 0.8,
  otherTermsRule: -0.2,
};
