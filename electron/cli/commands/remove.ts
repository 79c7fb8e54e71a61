// `arbiter remove <source-id>`: drop one imported document and everything indexed from it; `arbiter remove-cards <id>`
// the same for a card data file. Both are one kind of command: an id, a removal, a yes or no.
import type { Database } from '../../db/service.ts';
import { removeCardFile, removeSource } from '../../db/service.ts';
import { defineCommand, UsageError, writeJson, type CliCommand } from '../io.ts';

function removalCommand(spec: {
  usage: string;
  summary: string;
  /** What an id names, as messages say it ("source", "card data"). */
  what: string;
  /** The command that lists the ids. */
  listedBy: string;
  remove: (db: Database, id: number) => boolean;
}): CliCommand {
  const command = defineCommand({
    usage: spec.usage,
    summary: spec.summary,
    run(call, io) {
      const [given] = call.positionals;
      if (call.positionals.length !== 1 || !/^\d+$/.test(given!))
        throw new UsageError(`give one ${spec.what} id (a whole number; see arbiter ${spec.listedBy})`);
      const id = Number(given);
      const removed = call.withDatabase((db) => spec.remove(db, id)) ?? false;
      if (call.json) writeJson(io, { id, removed });
      else if (removed) io.stdout(`Removed ${spec.what} ${id}.\n`);
      else io.stderr(`arbiter ${command.name}: there is no ${spec.what} ${id}\n`);
      return removed ? 0 : 1;
    },
  });
  return command;
}

export const removeCommand = removalCommand({
  usage: 'remove <source-id> [--db PATH] [--json]',
  summary: 'remove an imported source (see arbiter sources)',
  what: 'source',
  listedBy: 'sources',
  remove: removeSource,
});

export const removeCardsCommand = removalCommand({
  usage: 'remove-cards <id> [--db PATH] [--json]',
  summary: 'remove an imported card data file and its cards (see arbiter cards)',
  what: 'card data',
  listedBy: 'cards',
  remove: removeCardFile,
});
