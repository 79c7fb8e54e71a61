// `arbiter remove <source-id>`: drop one imported document and everything indexed from it.
import { databasePath, withDatabase } from '../../db/cli.ts';
import { removeSource } from '../../db/service.ts';
import { type CliCommand, parseArgs, UsageError, writeJson } from '../io.ts';

export const removeCommand: CliCommand = {
  name: 'remove',
  usage: 'remove <source-id> [--db PATH] [--json]',
  summary: 'remove an imported source (see arbiter sources)',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { valued: ['db'], boolean: ['json'] });
    if (positionals.length !== 1 || !/^\d+$/.test(positionals[0]!))
      throw new UsageError('give one source id (a whole number; see arbiter sources)');
    const id = Number(positionals[0]);
    const removed = withDatabase(databasePath(flags.get('db'), io), true, (db) => removeSource(db, id), io) ?? false;
    if (flags.has('json')) writeJson(io, { id, removed });
    else if (removed) io.stdout(`Removed source ${id}.\n`);
    else io.stderr(`arbiter remove: there is no source ${id}\n`);
    return removed ? 0 : 1;
  },
};
