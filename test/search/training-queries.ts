// The training split (training-queries.json: what it is and how it was split) with the project's earlier labeled
// queries and plain questions. Ranking weights are fitted on these only (test/search/fit-weights.ts).
import { labeledQueries, plainQuestions, readLabeledFile, type LabeledQuery } from '../corpus/labeled-queries.ts';

const file = readLabeledFile(new URL('./training-queries.json', import.meta.url));
export const guideQueries = file.set('guideQueries');
export const forumStyleQueries = file.set('forumStyleQueries');
export const trainingQueries: readonly LabeledQuery[] = [
  ...file.set('written'),
  ...labeledQueries,
  ...plainQuestions,
  ...forumStyleQueries,
];

const helpers = readLabeledFile(new URL('./helper-questions.json', import.meta.url));
/** The helpers' development sets (helper-questions.json), in the order written: training for the long questions' weights. */
export const helperSets: readonly (readonly LabeledQuery[])[] = helpers.names.map((name) => helpers.set(name));
export const helperQuestions: readonly LabeledQuery[] = helperSets.flat();
