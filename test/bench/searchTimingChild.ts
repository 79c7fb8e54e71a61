// Run by search.bench.ts in a process of its own, as the app's main process runs search: built by esbuild with the
// app's options (bundledSearch.ts), or under tsx. `first`: opens the database, warms search, runs one question and
// prints {openMs, firstMs}. `latency`: after the same opening, each question's first run (cold), five rounds with a
// judge's pause between questions (warm), and one round back to back, each as wall and CPU times.
import { readFileSync } from 'node:fs';
import { openDatabase, searchRules, warmSearch } from '../../electron/db/service.ts';

// the question (`first`), or a JSON file of questions (`latency`)
const [mode, dbPath, asked] = process.argv.slice(2) as ['first' | 'latency', string, string];
const opened = performance.now();
const db = openDatabase(dbPath);
warmSearch(db);
const openMs = performance.now() - opened;

/** A search's wall and CPU time (this process's, all threads: the machine is shared). */
function timed(query: string): { wall: number; cpu: number } {
  const used = process.cpuUsage();
  const started = performance.now();
  searchRules(db, { query, limit: 10 });
  const wall = performance.now() - started;
  const spent = process.cpuUsage(used);
  return { wall, cpu: (spent.user + spent.system) / 1000 };
}

/**
 * Waits as the app waits for a judge's next keystroke, on a timer with nothing else queued: what is read while the
 * process is idle must be read then, not only while something else keeps the event loop turning.
 */
const idle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20));

if (mode === 'first') {
  const { wall } = timed(asked);
  console.log(JSON.stringify({ openMs, firstMs: wall }));
} else {
  const queries = JSON.parse(readFileSync(asked, 'utf8')) as string[];
  const cold = [];
  for (const query of queries) {
    cold.push(timed(query));
    await idle();
  }
  const warm = [];
  for (let round = 0; round < 5; round++)
    for (const query of queries) {
      warm.push(timed(query));
      await idle();
    }
  const backToBack = queries.map(timed);
  console.log(JSON.stringify({ openMs, cold, warm, backToBack }));
}
db.close();
