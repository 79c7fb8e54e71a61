// Feature weights of the search ranking (rank.ts), FITTED by test/search/fit-weights.ts: coordinate ascent on MRR@10
// over the training split (test/search/training-queries.ts, 731 queries) on the April 17, 2026 CR; training
// MRR@10 0.707. The frozen test split played no part. Rerun the script after changing a feature.
import type { FieldWeights, Weights } from './rank.ts';

export const fittedWeights: Weights = {
  bm25: 5.51,
  coverage: 2.45,
  headingCoverage: 4.15,
  termRule: 2.99,
  termFamily: 2.03,
  termMentioned: 2.1,
  bigram: -0.41,
  glossary: -7.54,
  glossaryLong: -2.88,
  heading: -0.28,
  subrule: -1.74,
  variantUnnamed: -4.34,
  countTogether: 5.79,
  negationAgrees: 0.46,
  otherTermsRule: -1.08,
  bm25Rank: 1.2,
  allCovered: 0.25,
  coverageSquared: -0.56,
  shortness: -0.09,
  titleCoverage: -0.43,
  termWordCoverage: 0.45,
  termOnlyRule: -2.35,
  termOnlyGlossary: -2.05,
  firstRule: 0.3,
  termRuleAlone: -1.45,
  listAnswer: 4.2,
  longTermWords: 2.1,
  longOtherWords: 1.3,
};

/** Each full-text field's weight in bm25, relative to the body's. */
export const fittedFieldWeights: FieldWeights = {
  title: 6,
  body: 1,
  examples: 1,
  term: 12,
  definition: 1,
};
