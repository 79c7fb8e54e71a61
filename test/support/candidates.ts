// Search candidates as the ranking tests build them: a small corpus of two keyword terms and rows from a rule's text.
import type { QueryAnalysis } from '../../core/search/analyze.ts';
import type { Corpus } from '../../core/search/corpus.ts';
import { featureNames, featuresOf, headingFacts, type CandidateRow, type FeatureName } from '../../core/search/rank.ts';
import { buildTerms, stemSequence, termForm, wordParts } from '../../core/search/terms.ts';

export const corpusGlossary = [
  { id: 1, term: 'Trample', senses: 'See rule 702.19.', cites: ['702.19'] },
  { id: 2, term: 'Deathtouch', senses: 'See rule 702.2.', cites: ['702.2'] },
];
export const corpus: Corpus = {
  uses: (word) => ({ trample: 25, deathtouch: 20, poison: 30, counters: 200, creature: 900, toughness: 120 })[word] ?? 0,
  stemUses: () => 0,
  correct: () => null,
  complete: () => null,
  terms: buildTerms({ glossary: corpusGlossary, titles: [] }),
};

let nextId = 0;
export function row(number: string | null, text: string, extra: Partial<CandidateRow> = {}): CandidateRow {
  const stems = stemSequence(text);
  const trail = extra.trail ?? [];
  const level = number === null ? 'glossary' : /\./.test(number) ? 'entry' : 'rule';
  const title = text.split('.')[0]!;
  return {
    key: `r${nextId++}`,
    sourceRank: 0,
    number,
    glossaryId: null,
    level,
    title,
    text,
    trail,
    stems,
    forms: wordParts(text).map(termForm),
    stemSet: new Set(stems),
    headingStems: new Set(stemSequence(trail.join(' '))),
    titleStems: null,
    ...headingFacts(level, title, trail, number, text),
    bm25: 1,
    exact: null,
    ...extra,
  };
}

/** One feature's value among a candidate's feature values. */
export const feature = (name: FeatureName, values: readonly number[]): number => values[featureNames.indexOf(name)]!;

/** One feature's value on each of the rows, for what the query asks. */
export const featureOn = (name: FeatureName, asked: QueryAnalysis, rows: CandidateRow[]): number[] =>
  featuresOf(asked, rows).map((values) => feature(name, values));
