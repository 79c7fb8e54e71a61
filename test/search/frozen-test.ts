// The frozen test split of the labeled questions (frozen-test.json: what it is and how it was split). Do not edit, do
// not tune against it.
import { readLabeledFile } from '../corpus/labeled-queries.ts';

const file = readLabeledFile(new URL('./frozen-test.json', import.meta.url));
if (file.frozen === undefined) throw new Error('frozen-test.json: no "frozen" date');
export const frozenTestDate: string = file.frozen;
export const frozenTestQueries = file.set('queries');
