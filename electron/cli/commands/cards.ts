// `arbiter cards` lists the imported card data files; `arbiter remove-cards <id>` drops one with its cards.
import { databasePath, withDatabase } from '../../db/cli.ts';
import { listCardFiles, removeCardFile } from '../../db/service.ts';
import { type CliCommand, parseArgs, UsageError, writeJson } from '../io.ts';

export const cardsCommand: CliCommand = {
  name: 'cards',
  usage: 'cards [--db PATH] [--json]',
  summary: 'list the imported card data files (id, set, cards, file)',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { valued: ['db'], boolean: ['json'] });
    if (positionals.length > 0) throw new UsageError('cards takes no arguments (for one card: arbiter card "<name>")');
    const files = withDatabase(databasePath(flags.get('db'), io), true, (db) => listCardFiles(db), io) ?? [];
    if (flags.has('json')) writeJson(io, files);
    else
      io.stdout(
        files.length === 0
          ? 'No card data imported (arbiter import-cards <file.json>).\n'
          : `${files.map((f) => `${f.id}  ${f.title}  ${f.cards} cards  ${f.fileName}  ${f.importedAt.slice(0, 10)}`).join('\n')}\n`,
      );
    return 0;
  },
};

export const removeCardsCommand: CliCommand = {
  name: 'remove-cards',
  usage: 'remove-cards <id> [--db PATH] [--json]',
  summary: 'remove an imported card data file and its cards (see arbiter cards)',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { valued: ['db'], boolean: ['json'] });
    if (positionals.length !== 1 || !/^\d+$/.test(positionals[0]!))
      throw new UsageError('give one card data id (a whole number; see arbiter cards)');
    const id = Number(positionals[0]);
    const removed = withDatabase(databasePath(flags.get('db'), io), true, (db) => removeCardFile(db, id), io) ?? false;
    if (flags.has('json')) writeJson(io, { id, removed });
    else if (removed) io.stdout(`Removed card data ${id}.\n`);
    else io.stderr(`arbiter remove-cards: there is no card data ${id}\n`);
    return removed ? 0 : 1;
  },
};
