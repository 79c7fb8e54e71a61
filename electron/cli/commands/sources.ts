// `arbiter sources`: every imported document, newest first.
import { databasePath, withDatabase } from '../../db/cli.ts';
import { listSources } from '../../db/service.ts';
import { type CliCommand, parseArgs, UsageError, writeJson } from '../io.ts';

export const sourcesCommand: CliCommand = {
  name: 'sources',
  usage: 'sources [--db PATH] [--json]',
  summary: 'list imported rules documents',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { valued: ['db'], boolean: ['json'] });
    if (positionals.length > 0) throw new UsageError('sources takes no arguments');
    const sources = withDatabase(databasePath(flags.get('db'), io), true, listSources) ?? [];
    if (flags.has('json')) writeJson(io, { sources });
    else if (sources.length === 0) io.stdout('Nothing imported yet. Use: arbiter import <file>\n');
    else {
      const lines = sources.map(
        (s) =>
          `${String(s.id).padStart(3)}  ${s.effectiveDate ?? 'no date   '}  ${s.kind.padEnd(19)}  ${s.ruleCount} ` +
          `rules and sections, ${s.glossaryCount} glossary entries  ${s.title} (${s.fileName})`,
      );
      io.stdout(`${lines.join('\n')}\n`);
    }
    return 0;
  },
};
