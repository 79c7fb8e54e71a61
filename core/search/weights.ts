// Feature weights of the search ranking (rank.ts), FITTED by test/search/fit-weights.ts: coordinate ascent on MRR@10
// over the training split (test/search/training-queries.ts, 629 queries) on the April 17, 2026 CR; training
// MRR@10 0.736. The frozen test split played no part. Rerun the script after changing a feature.
import type { Weights } from './rank.ts';

export const fittedWeights: Weights = {
  bm25: 5.56,
  coverage: 2.4,
  headingCoverage: 3.25,
  termRule: 2.44,
  termFamily: 2.03,
  termMentioned: 2.5,
  bigram: -0.36,
  glossary: -4.46,
  glossaryLong: -3.38,
  heading: 0.8,
  subrule: -1.69,
  variantUnnamed: -3.34,
  countTogether: 5.79,
  negationAgrees: 0.46,
  otherTermsRule: -1.03,
  bm25Rank: 1.15,
  allCovered: 0.45,
  coverageSquared: -0.71,
  shortness: -0.04,
  titleCoverage: -0.63,
  termWordCoverage: -0.2,
  termOnlyRule: -0.35,
  termOnlyGlossary: -3.05,
};
