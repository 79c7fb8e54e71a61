// Labeled queries: what a judge might type, with the result ids that answer it. The questions are data, kept in JSON
// files (this folder's labeled-queries.json; test/search/frozen-test.json and training-queries.json), each with an
// "about" saying where its questions came from; this module reads them and checks their shape.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export interface LabeledQuery {
  readonly query: string;
  /** A rule number, or "glossary:<Term>". Any of these counts as a hit. */
  readonly expected: readonly string[];
  /** Why the label is what it is, where that is not plain from the rule. */
  readonly note?: string;
}

const labeledQuery = z.strictObject({ query: z.string().min(1), expected: z.array(z.string().min(1)).min(1), note: z.string().optional() });
const labeledFile = z.object({ about: z.array(z.string()), frozen: z.string().optional() }).catchall(z.array(labeledQuery));

export interface LabeledFile {
  readonly frozen: string | undefined;
  set(name: string): readonly LabeledQuery[];
  /** The names of the file's labeled sets, in the file's order. */
  readonly names: readonly string[];
}

/** Reads one file of labeled sets; a file that is not of that shape stops the run with the place named. */
export function readLabeledFile(url: URL): LabeledFile {
  const parsed = labeledFile.safeParse(JSON.parse(readFileSync(url, 'utf8')));
  if (!parsed.success)
    throw new Error(`${url.pathname}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const file = parsed.data;
  return {
    frozen: file.frozen,
    set(name) {
      const list = name === 'about' || name === 'frozen' ? undefined : file[name];
      if (!Array.isArray(list)) throw new Error(`${url.pathname}: no labeled set "${name}"`);
      return list;
    },
    names: Object.keys(file).filter((name) => name !== 'about' && name !== 'frozen'),
  };
}

const file = readLabeledFile(new URL('./labeled-queries.json', import.meta.url));
export const labeledQueries = file.set('labeledQueries');
export const plainQuestions = file.set('plainQuestions');
