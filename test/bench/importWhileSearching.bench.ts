// Searches while a CR imports (issue 17): a search is issued every 10 ms, on a clock, while the API handler imports a
// whole CR; each search's latency is counted from the moment it was due, so time spent waiting behind an import shows.
// Measured twice: with the import worker (as `npm run serve` and the desktop app run) and in the search thread.
// Target: p95 < 50 ms during an import.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiHandler } from '../../electron/api/handler.ts';
import { openDatabase } from '../../electron/db/service.ts';
import { largeCr } from '../support/largeCr.ts';
import { sharedData } from '../support/shared.ts';

const queries = ['legend rule', '704.5j', 'trample', 'deathtouch damage', 'commander tax', 'state-based actions', 'mulligan', 'phasing'];
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Run {
  readonly importMs: number;
  readonly latencies: number[];
}

async function searchDuringImport(worker: boolean, base: Uint8Array, incoming: Uint8Array, folder: string, name: string): Promise<Run> {
  const db = openDatabase(join(folder, `${name}.db`));
  try {
    const handler = createApiHandler(db, worker ? { importWorker: new URL('../../electron/db/importWorker.ts', import.meta.url) } : {});
    await handler.call('importDocument', { fileName: 'base.txt', content: base });
    const latencies: number[] = [];
    let importing = true;
    let started = 0;
    // Started from a timer, once the search loop is waiting: an import in this thread then holds the searches due.
    const done = new Promise<number>((resolve, reject) =>
      setTimeout(() => {
        started = performance.now();
        handler.call('importDocument', { fileName: 'incoming.txt', content: incoming }).then((result) => {
          importing = false;
          if (result.ok) resolve(performance.now() - started);
          else reject(new Error(result.error.message));
        }, reject);
      }, 5),
    );
    let due = performance.now();
    for (let i = 0; importing; i++) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await handler.call('search', { query: queries[i % queries.length]! });
      latencies.push(performance.now() - due);
      due = Math.max(due + 10, performance.now());
    }
    return { importMs: await done, latencies: latencies.sort((a, b) => a - b) };
  } finally {
    db.close();
  }
}

export default async function importWhileSearchingBench(): Promise<void> {
  const real = ['cr-2026-04-17.txt', 'cr-2026-01-16.txt'].map(sharedData);
  const [base, incoming] = real.every(existsSync)
    ? real.map((path) => new Uint8Array(readFileSync(path)))
    : [largeCr(3000), largeCr(6000, 'April 1, 2031')];
  console.log(real.every(existsSync) ? 'base: April 2026 CR; imported meanwhile: January 2026 CR' : 'base and import: generated large CRs');
  const folder = mkdtempSync(join(tmpdir(), 'arbiter-bench-import-'));
  try {
    for (const worker of [true, false]) {
      const runs: Run[] = [];
      for (let run = 0; run < 3; run++) runs.push(await searchDuringImport(worker, base!, incoming!, folder, `${worker}-${run}`));
      const all = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
      console.log(
        `${worker ? 'import worker      ' : 'in the search thread'}: ${all.length} searches during 3 imports ` +
          `(${runs.map((r) => r.importMs.toFixed(0)).join(' / ')} ms): p50 ${percentile(all, 50).toFixed(1)} ms, ` +
          `p95 ${percentile(all, 95).toFixed(1)} ms, max ${all.at(-1)!.toFixed(1)} ms (target p95 < 50 ms)`,
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
