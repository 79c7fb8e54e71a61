// `arbiter import-cards <file>`: MTGJSON card data (a set file or AtomicCards) for the simulator's board.
import { basename, resolve } from 'node:path';
import { databasePath, readImportFile, withDatabase } from '../../db/cli.ts';
import { importCards } from '../../db/service.ts';
import { type CliCommand, parseArgs, UsageError, writeJson } from '../io.ts';

export const importCardsCommand: CliCommand = {
  name: 'import-cards',
  usage: 'import-cards <file.json> [--db PATH] [--json]',
  summary: 'import MTGJSON card data (a set file or AtomicCards): the simulator fills objects from it by name',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { valued: ['db'], boolean: ['json'] });
    if (positionals.length !== 1) throw new UsageError('give exactly one MTGJSON file to import');
    const path = resolve(io.cwd, positionals[0]!);
    const content = await readImportFile('import-cards', path, io, 'cards');
    if (content === null) return 2;
    const result = withDatabase(
      databasePath(flags.get('db'), io),
      false,
      (db) => importCards(db, { fileName: basename(path), content }),
      io,
    )!;
    if (!result.ok) {
      io.stderr(`arbiter import-cards: ${result.error.message} [${result.error.code}]\n`);
      return 2;
    }
    if (flags.has('json')) {
      writeJson(io, result.value);
      return 0;
    }
    const { title, cards, skipped, alreadyImported } = result.value;
    io.stdout(
      `${alreadyImported ? 'Already imported' : 'Imported'}: ${title}, ${cards} ` +
        `cards${
          skipped.length > 0
            ? `; ${skipped.length} entries skipped ` + `(${skipped.slice(0, 3).join('; ')}${skipped.length > 3 ? '; …' : ''})`
            : ''
        }\n`,
    );
    return 0;
  },
};
