// `arbiter cards`: the imported card data files (remove one with `arbiter remove-cards <id>`).
import { listCardFiles } from '../../db/service.ts';
import { defineCommand, writeJson } from '../io.ts';

export const cardsCommand = defineCommand({
  usage: 'cards [--db PATH] [--json]',
  summary: 'list the imported card data files (id, set, cards, file)',
  positionals: { min: 0, max: 0, otherwise: 'cards takes no arguments (for one card: arbiter card "<name>")' },
  run(call, io) {
    const files = call.withDatabase(listCardFiles) ?? [];
    const line = (f: (typeof files)[number]): string =>
      `${f.id}  ${f.title}  ${f.cards} cards  MTGJSON of ${f.dataDate ?? 'no date'}  ${f.fileName}  imported ${f.importedAt.slice(0, 10)}`;
    if (call.json) writeJson(io, files);
    else io.stdout(files.length === 0 ? 'No card data imported (arbiter import-cards <file.json>).\n' : `${files.map(line).join('\n')}\n`);
    return 0;
  },
});
