// `arbiter import-cards <file>`: MTGJSON card data (a set file or AtomicCards) for the simulator's board.
import { importNamedFile } from '../database.ts';
import { importCards } from '../../db/service.ts';
import { defineCommand, writeJson } from '../io.ts';

export const importCardsCommand = defineCommand({
  name: 'import-cards',
  usage: 'import-cards <file.json> [--db PATH] [--json]',
  summary: 'import MTGJSON card data (a set file or AtomicCards): the simulator fills objects from it by name',
  database: true,
  positionals: { min: 1, max: 1, otherwise: 'give exactly one MTGJSON file to import' },
  run(call, io) {
    const summary = importNamedFile(call, io, 'import-cards', importCards);
    if (summary === null) return 2;
    if (call.json) {
      writeJson(io, summary);
      return 0;
    }
    const { title, cards, skipped, alreadyImported } = summary;
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
});
