// Card data: importing the MTGJSON set files of ../shared (time per file, database size) and looking names up as a
// judge types them (suggestions and whole cards). A measure for the README, not a test.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardCount, cardNames, importCards, openDatabase, readCard } from '../../electron/db/service.ts';
import { sharedData } from '../support/shared.ts';

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export default async function cardsBench(): Promise<void> {
  const folder = sharedData('cards-mtgjson-20260709');
  if (!existsSync(folder)) {
    console.log('skipped: ../shared/data/cards-mtgjson-20260709 is absent');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-cards-'));
  try {
    const path = join(dir, 'cards.db');
    const db = openDatabase(path);
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort();
    const times: number[] = [];
    let bytes = 0;
    for (const name of files) {
      const content = readFileSync(join(folder, name));
      bytes += content.length;
      const started = performance.now();
      const result = await importCards(db, { fileName: name, content });
      times.push(performance.now() - started);
      if (!result.ok) console.log(`  ${name}: ${result.error.message}`);
    }
    db.pragma('wal_checkpoint(TRUNCATE)');
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `import: ${files.length} set files (${(bytes / 1048576).toFixed(1)} MB), ${cardCount(db)} distinct card faces; per file ` +
        `median ${percentile(sorted, 50).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms, ` +
        `total ${times.reduce((a, b) => a + b, 0).toFixed(0)} ms; database ${(statSync(path).size / 1048576).toFixed(2)} MB`,
    );

    // As typed: every prefix of some names, then the whole name read.
    const names = cardNames(db, 'a', 50).concat(cardNames(db, 'e', 50), cardNames(db, 'the', 50));
    const suggest: number[] = [];
    const read: number[] = [];
    for (const name of names) {
      for (let end = 2; end <= name.length; end++) {
        const started = performance.now();
        cardNames(db, name.slice(0, end), 12);
        suggest.push(performance.now() - started);
      }
      const started = performance.now();
      readCard(db, name);
      read.push(performance.now() - started);
    }
    suggest.sort((a, b) => a - b);
    read.sort((a, b) => a - b);
    console.log(
      `suggestions over ${suggest.length} keystrokes: p50 ${percentile(suggest, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(suggest, 95).toFixed(2)} ms, max ${suggest.at(-1)!.toFixed(2)} ms; card read ` +
        `p95 ${percentile(read, 95).toFixed(3)} ms`,
    );
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
