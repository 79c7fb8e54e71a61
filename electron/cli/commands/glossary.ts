// `arbiter glossary "<term>"`: a glossary entry with the rules it cites and the rules that use it.
import { databasePath, positiveInteger, withDatabase } from '../../db/cli.ts';
import { readGlossary } from '../../db/service.ts';
import { type CliCommand, parseArgs, UsageError, writeJson } from '../io.ts';

export const glossaryCommand: CliCommand = {
  name: 'glossary',
  usage: 'glossary "<term>" [--source ID] [--db PATH] [--json]',
  summary: 'read a glossary entry of the Comprehensive Rules',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { valued: ['db', 'source'], boolean: ['json'] });
    if (positionals.length === 0) throw new UsageError('give a glossary term, e.g. "legend rule"');
    let sourceId: number | undefined;
    try {
      sourceId = positiveInteger(flags.get('source'), 'source');
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const term = positionals.join(' ');
    const view = withDatabase(databasePath(flags.get('db'), io), true, (db) => readGlossary(db, term, sourceId), io);
    if (flags.has('json')) writeJson(io, view ?? null);
    if (!view) {
      io.stderr(`arbiter glossary: no glossary entry "${term}"; try arbiter search "${term}"\n`);
      return 1;
    }
    if (flags.has('json')) return 0;
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
};
