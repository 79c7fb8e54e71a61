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
  /** Why nothing was found for `name`, said on stderr. */
  notFound: (name: string) => string;
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
      const view = call.withDatabase((db) => spec.read(db, name, sourceId));
      if (call.json) writeJson(io, view ?? null);
      if (!view) {
        io.stderr(`arbiter ${command.name}: ${spec.notFound(name)}\n`);
        return 1;
      }
      if (!call.json) io.stdout(spec.text(view));
      return 0;
    },
  });
  return command;
}
