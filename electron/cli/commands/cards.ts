// `arbiter cards`: the imported card data files (remove one with `arbiter remove-cards <id>`).
import { listCardFiles } from '../../db/service.ts';
import { listingCommand } from './listing.ts';

export const cardsCommand = listingCommand({
  usage: 'cards [--db PATH] [--json]',
  summary: 'list the imported card data files (id, set, cards, file)',
  noArguments: 'cards takes no arguments (for one card: arbiter card "<name>")',
  list: listCardFiles,
  json: (files) => files,
  none: 'No card data imported (arbiter import-cards <file.json>).\n',
  line: (f) =>
    `${f.id}  ${f.title}  ${f.cards} cards  MTGJSON of ${f.dataDate ?? 'no date'}  ${f.fileName}  imported ${f.importedAt.slice(0, 10)}`,
});
