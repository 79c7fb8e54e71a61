// `arbiter update-cards`: MTGJSON's current AtomicCards from mtgjson.com, checked against its published SHA-256 and
// imported beside the card data already there (see electron/update/checkForCards.ts).
import { importCardFile } from '../../db/cardImport.ts';
import { checkForCards, type CardUpdateOutcome, type CardUpdateProgress } from '../../update/checkForCards.ts';
import { withDatabaseAsync } from '../database.ts';
import { defineCommand } from '../io.ts';
import { allowHosts, progressOnStderr, reportOutcome } from './updateReport.ts';

function describeProgress(progress: Exclude<CardUpdateProgress, { phase: 'downloading' }>): string {
  return progress.phase === 'checking'
    ? "reading MTGJSON's date and checksum…"
    : `verified ${progress.fileName}: ${progress.bytes} bytes, MTGJSON ${progress.version} of ${progress.date}, SHA-256 ${progress.sha256}`;
}

function text(value: CardUpdateOutcome): string {
  const what = `MTGJSON ${value.release.version} of ${value.release.date}`;
  return value.status === 'cancelled'
    ? `Not imported: ${what}.\n`
    : value.status === 'up-to-date'
      ? `Up to date: ${what} is already imported.\n`
      : `Imported ${what}: ${value.summary.cards} card faces.\n`;
}

export const updateCardsCommand = defineCommand({
  usage: 'update-cards [--url BASE] [--allow-host HOST[,HOST]] [--db PATH] [--json]',
  summary: "check for new card data: MTGJSON's AtomicCards (cards, rulings), its SHA-256 checked, imported in one transaction",
  positionals: { min: 0, max: 0, otherwise: 'update-cards takes no arguments (a file from disk: arbiter import-cards <file>)' },
  async run(call, io) {
    const url = call.flags.get('url');
    const outcome = await withDatabaseAsync(call.databasePath, (db) =>
      checkForCards({
        ...(typeof url === 'string' ? { baseUrl: url } : {}),
        allowHosts: allowHosts(call, io),
        importCards: (file) => importCardFile(db, file),
        onProgress: progressOnStderr(io, describeProgress),
      }),
    );
    return reportOutcome(call, io, outcome, text);
  },
});
