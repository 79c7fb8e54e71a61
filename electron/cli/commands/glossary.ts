// `arbiter glossary "<term>"`: a glossary entry with the rules it cites and the rules that use it.
import { readGlossary } from '../../db/service.ts';
import { defineCommand, writeJson } from '../io.ts';

export const glossaryCommand = defineCommand({
  name: 'glossary',
  usage: 'glossary "<term>" [--source ID] [--db PATH] [--json]',
  summary: 'read a glossary entry of the Comprehensive Rules',
  database: true,
  valued: ['source'],
  positionals: { min: 1, max: Infinity, otherwise: 'give a glossary term, e.g. "legend rule"' },
  run(call, io) {
    const sourceId = call.positiveInteger('source');
    const term = call.positionals.join(' ');
    const view = call.withDatabase((db) => readGlossary(db, term, sourceId));
    if (call.json) writeJson(io, view ?? null);
    if (!view) {
      io.stderr(`arbiter glossary: no glossary entry "${term}"; try arbiter search "${term}"\n`);
      return 1;
    }
    if (call.json) return 0;
    const senses = view.senses.length > 1 ? view.senses.map((s, i) => `${i + 1}. ${s}`) : view.senses;
    io.stdout(
      [
        `${view.term}${view.obsolete ? ' (obsolete)' : ''}`,
        ...senses.map((s) => `  ${s}`),
        ...(view.cites.length ? [`Cites: ${view.cites.map((l) => l.number).join(', ')}`] : []),
        ...(view.usedBy.length ? [`Used by: ${view.usedBy.map((l) => l.number).join(', ')}`] : []),
        `Source: ${view.source.title} ${view.source.effectiveDate ?? ''}`,
        '',
      ].join('\n'),
    );
    return 0;
  },
});
