// `arbiter sources` and `arbiter cards` are one kind of command: what is imported, a line each, or as JSON.
import type { Database } from '../../db/service.ts';
import { defineCommand, writeJson, type CliCommand } from '../io.ts';

export function listingCommand<Row>(spec: {
  usage: string;
  summary: string;
  /** What to say when arguments are given. */
  noArguments: string;
  list: (db: Database) => Row[];
  /** The --json document of the rows. */
  json: (rows: Row[]) => unknown;
  /** What to say when nothing is imported. */
  none: string;
  line: (row: Row) => string;
}): CliCommand {
  return defineCommand({
    usage: spec.usage,
    summary: spec.summary,
    positionals: { min: 0, max: 0, otherwise: spec.noArguments },
    run(call, io) {
      const rows = call.withDatabase(spec.list) ?? [];
      if (call.json) writeJson(io, spec.json(rows));
      else io.stdout(rows.length === 0 ? spec.none : `${rows.map(spec.line).join('\n')}\n`);
      return 0;
    },
  });
}
