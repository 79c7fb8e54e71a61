// `arbiter update-cards`: MTGJSON's current AtomicCards from mtgjson.com, checked against its published SHA-256 and
// imported beside the card data already there (see electron/update/checkForCards.ts).
import { importCardFile } from '../../db/cardImport.ts';
import { allowedRulesHosts } from '../../main/paths.ts';
import { checkForCards, type CardUpdateProgress } from '../../update/checkForCards.ts';
import { withDatabaseAsync } from '../database.ts';
import { defineCommand, writeJson } from '../io.ts';

function describeProgress(progress: CardUpdateProgress): string | null {
  switch (progress.phase) {
    case 'checking':
      return "reading MTGJSON's date and checksum…";
    case 'downloading':
      return progress.totalBytes === null ? null : `downloading ${Math.round((100 * progress.receivedBytes) / progress.totalBytes)}%`;
    case 'verified':
      return (
        `verified ${progress.fileName}: ${progress.bytes} bytes, MTGJSON ${progress.version} of ${progress.date}, ` +
        `SHA-256 ${progress.sha256}`
      );
  }
}

export const updateCardsCommand = defineCommand({
  name: 'update-cards',
  usage: 'update-cards [--url BASE] [--allow-host HOST[,HOST]] [--db PATH] [--json]',
  summary: "check for new card data: MTGJSON's AtomicCards (cards, rulings), its SHA-256 checked, imported in one transaction",
  database: true,
  valued: ['url', 'allow-host'],
  positionals: { min: 0, max: 0, otherwise: 'update-cards takes no arguments (a file from disk: arbiter import-cards <file>)' },
  async run(call, io) {
    const url = call.flags.get('url');
    let lastLine = '';
    const outcome = await withDatabaseAsync(call.databasePath, (db) =>
      checkForCards({
        ...(typeof url === 'string' ? { baseUrl: url } : {}),
        allowHosts: [
          ...allowedRulesHosts(io.env),
          ...allowedRulesHosts({ ARBITER_ALLOW_HOSTS: String(call.flags.get('allow-host') ?? '') }),
        ],
        importCards: (file) => importCardFile(db, file),
        onProgress: (progress) => {
          const line = describeProgress(progress);
          if (line !== null && line !== lastLine) io.stderr(`${(lastLine = line)}\n`);
        },
      }),
    );
    if (call.json) writeJson(io, outcome.ok ? { ok: true, ...outcome.value } : { ok: false, error: outcome.error });
    if (!outcome.ok) {
      io.stderr(`arbiter update-cards: ${outcome.error.message}\n`);
      return 2;
    }
    if (!call.json) {
      const { value } = outcome;
      const what = `MTGJSON ${value.release.version} of ${value.release.date}`;
      io.stdout(
        value.status === 'cancelled'
          ? `Not imported: ${what}.\n`
          : value.status === 'up-to-date'
            ? `Up to date: ${what} is already imported.\n`
            : `Imported ${what}: ${value.summary.cards} card faces.\n`,
      );
    }
    return 0;
  },
});
