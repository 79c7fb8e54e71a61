// The rules wordings a question is read as saying (core/search/analyze.ts `wordings`), each as its words joined: what
// the situation readings' tests check.
import { analyzeQuery } from '../../core/search/analyze.ts';
import { corpus } from './candidates.ts';

export const wordingsSaid = (query: string): string[] =>
  analyzeQuery(query, corpus).wordings.flatMap((wording) => wording.map((words) => words.join(' ')));
