// `arbiter rule` and `arbiter glossary` are one kind of command: a name (every word given), looked up in the newest
// imported rules that have it or in --source ID, shown as text or as JSON (null when there is none, exit 1).
import type { Database } from '../../db/service.ts';
import { defineCommand, UsageError, writeJson, type CliCommand } from '../io.ts';

export function lookupCommand<View>(spec: {
  usage: string;
  summary: string;
  /** What to say when no name is given. */
  noName: string;
  read: (db: Database, name: string, sourceId: number | undefined) => View | null;
  /** Why nothing was found for `name`, said on stderr; it may look at the database for what is near. */
  notFound: (name: string, db: Database, sourceId: number | undefined) => string;
  text: (view: View) => string;
}): CliCommand {
  const command = defineCommand({
    usage: spec.usage,
    summary: spec.summary,
    positionals: { min: 1, max: Infinity, otherwise: spec.noName },
    run(call, io) {
      const sourceId = call.positiveInteger('source');
      const name = call.positionals.join(' ').trim();
      if (name === '') throw new UsageError(spec.noName);
      const looked = call.withDatabase((db) => {
        const found = spec.read(db, name, sourceId);
        return { view: found, why: found ? '' : spec.notFound(name, db, sourceId) };
      });
      // no database file: nothing was imported there, which is no answer about the name (as search says it)
      if (!looked) return call.fail(`no database at ${call.databasePath}; import the rules first (arbiter import <file>)`);
      const { view, why } = looked;
      if (call.json) writeJson(io, view ?? null);
      if (!view) {
        io.stderr(`arbiter ${command.name}: ${why}\n`);
        return 1;
      }
      if (!call.json) io.stdout(spec.text(view));
      return 0;
    },
  });
  return command;
}
