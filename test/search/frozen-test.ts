// The frozen test splits (frozen-test.json: the labeled questions; frozen-forum-test.json: questions in the style of
// forum posts naming cards; each file says what it is and how it was split). Do not edit, do not tune against them.
import { readLabeledFile } from '../corpus/labeled-queries.ts';

const file = readLabeledFile(new URL('./frozen-test.json', import.meta.url));
if (file.frozen === undefined) throw new Error('frozen-test.json: no "frozen" date');
export const frozenTestDate: string = file.frozen;
export const frozenTestQueries = file.set('queries');
export const frozenForumTestQueries = readLabeledFile(new URL('./frozen-forum-test.json', import.meta.url)).set('queries');
