// Feature weights of the search ranking (rank.ts), FITTED by test/search/fit-weights.ts: coordinate ascent on MRR@10
// over the training split (test/search/training-queries.ts, 731 queries) on the April 17, 2026 CR; training
// MRR@10 0.705. The frozen test split played no part. Rerun the script after changing a feature.
import type { Weights } from './rank.ts';

export const fittedWeights: Weights = {
  bm25: 5.51,
  coverage: 2.45,
  headingCoverage: 4.15,
  termRule: 2.94,
  termFamily: 2.03,
  termMentioned: 2.05,
  bigram: -0.36,
  glossary: -6.46,
  glossaryLong: -2.88,
  heading: 0.8,
  subrule: -1.74,
  variantUnnamed: -3.34,
  countTogether: 5.79,
  negationAgrees: 0.46,
  otherTermsRule: -1.08,
  bm25Rank: 1.2,
  allCovered: 0.25,
  coverageSquared: -0.56,
  shortness: -0.09,
  titleCoverage: -0.63,
  termWordCoverage: 0.45,
  termOnlyRule: -2.35,
  termOnlyGlossary: -2.05,
  firstRule: 0.3,
  termRuleAlone: -2.15,
  listAnswer: 4.2,
  longTermWords: 0.8,
  longOtherWords: -1,
};
