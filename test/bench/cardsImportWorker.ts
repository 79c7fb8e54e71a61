// Run by cards.bench.ts in its own process, so the peak resident memory it reports is the import's alone:
// imports one card file into a database and prints {ms, cpuMs, maxRssMb, result, progressReports} as JSON.
import { importCardFile } from '../../electron/db/cardImport.ts';
import { openDatabase } from '../../electron/db/service.ts';

const [file, dbPath] = process.argv.slice(2) as [string, string];
const db = openDatabase(dbPath);
let progressReports = 0;
const started = performance.now();
const cpu = process.cpuUsage();
const result = await importCardFile(db, { path: file, fileName: file.split('/').at(-1)! }, () => progressReports++);
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
db.close();
console.log(JSON.stringify({ ms, cpuMs, maxRssMb: process.resourceUsage().maxRSS / 1024, result, progressReports }));
