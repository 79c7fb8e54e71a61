// The forms the reader understands, rendered from the grammar's own tables (sentence templates, predicates, subjects,
// durations and conditions), so the help cannot say more or less than the reader reads.
import { copyExceptionForms } from './copy.ts';
import { renderForm, templates, verbWords } from './grammar.ts';
import { predicateForms } from './predicates.ts';
import { subjectForms } from './subjects.ts';
import { framingForms } from './sentence.ts';

export const understoodForms: readonly string[] = [
  ...templates.map((template) => `"${renderForm(template.elements)}" (e.g. "${template.example}")`),
  `<verb>: ${verbWords.split('|').join(', ')}`,
  `predicates: ${predicateForms.map((form) => `"${form}"`).join(', ')}`,
  `subjects: ${subjectForms.join(', ')}`,
  `copy exceptions: ${copyExceptionForms.map((form) => `"${form}"`).join(', ')}`,
  ...framingForms,
];
