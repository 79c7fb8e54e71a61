// `arbiter glossary "<term>"`: a glossary entry with the rules it cites and the rules that use it.
import { readGlossary } from '../../db/service.ts';
import type { GlossaryView } from '../../../core/contract.ts';
import { lookupCommand } from './lookup.ts';

function text(view: GlossaryView): string {
  const senses = view.senses.length > 1 ? view.senses.map((s, i) => `${i + 1}. ${s}`) : view.senses;
  return [
    `${view.term}${view.obsolete ? ' (obsolete)' : ''}`,
    ...senses.map((s) => `  ${s}`),
    ...(view.cites.length ? [`Cites: ${view.cites.map((l) => l.number).join(', ')}`] : []),
    ...(view.usedBy.length ? [`Used by: ${view.usedBy.map((l) => l.number).join(', ')}`] : []),
    `Source: ${view.source.title} ${view.source.effectiveDate ?? ''}`,
    '',
  ].join('\n');
}

export const glossaryCommand = lookupCommand({
  usage: 'glossary "<term>" [--source ID] [--db PATH] [--json]',
  summary: 'read a glossary entry of the Comprehensive Rules',
  noName: 'give a glossary term, e.g. "legend rule"',
  read: readGlossary,
  notFound: (term) => `no glossary entry "${term}"; try arbiter search "${term}"`,
  text,
});
