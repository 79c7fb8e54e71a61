// `arbiter import-cards <file>`: MTGJSON card data (AtomicCards, AllPrintings or a set file; .json, .gz, .xz, .bz2, .zip),
// streamed into the database in one transaction, with progress (bytes and cards) on stderr.
import { basename, resolve } from 'node:path';
import { importCardFile } from '../../db/cardImport.ts';
import { notRegularFile } from '../../files/limitedFile.ts';
import { withDatabaseAsync } from '../database.ts';
import { defineCommand, writeJson } from '../io.ts';

const megabytes = (bytes: number): string => (bytes / 1048576).toFixed(1);

export const importCardsCommand = defineCommand({
  usage: 'import-cards <file> [--db PATH] [--json]',
  summary: 'import MTGJSON card data (AtomicCards, AllPrintings, a set; .json/.gz/.xz/.bz2/.zip): cards, rulings, foreign names',
  positionals: { min: 1, max: 1, otherwise: 'give exactly one MTGJSON file to import' },
  async run(call, io) {
    const path = resolve(io.cwd, call.positionals[0]!);
    const notFile = await notRegularFile(path);
    if (notFile !== null) return call.fail(notFile.message);
    const result = await withDatabaseAsync(call.databasePath, (db) =>
      importCardFile(db, { path, fileName: basename(path) }, (p) =>
        io.stderr(`reading ${basename(path)}: ${megabytes(p.bytesRead)} of ${megabytes(p.totalBytes)} MB, ${p.cards} cards\n`),
      ),
    );
    if (!result.ok) return call.fail(`${result.error.message} [${result.error.code}]`);
    if (call.json) {
      writeJson(io, result.value);
      return 0;
    }
    const { title, cards, wholeCards, rulings, skipped, alreadyImported } = result.value;
    io.stdout(
      `${alreadyImported ? `Already imported: ${title}, ${cards} card faces` : `Imported: ${title}, ${wholeCards} cards (${cards} faces)`}${
        alreadyImported ? '' : `, ${rulings} rulings`
      }${
        skipped.length > 0
          ? `; ${skipped.length} entries skipped (${skipped.slice(0, 3).join('; ')}${skipped.length > 3 ? '; …' : ''})`
          : ''
      }\n`,
    );
    return 0;
  },
});
