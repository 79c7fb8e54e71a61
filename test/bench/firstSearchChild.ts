// Run by search.bench.ts in a process of its own, as the app's first search after starting is: opens the database,
// warms search, runs one query and prints {openMs, firstMs} as JSON.
import { openDatabase, searchRules, warmSearch } from '../../electron/db/service.ts';

const [dbPath, query] = process.argv.slice(2) as [string, string];
const opened = performance.now();
const db = openDatabase(dbPath);
warmSearch(db);
const openMs = performance.now() - opened;
const started = performance.now();
searchRules(db, { query, limit: 10 });
const firstMs = performance.now() - started;
db.close();
console.log(JSON.stringify({ openMs, firstMs }));
