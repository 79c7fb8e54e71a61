// `npm run bench`: runs every test/bench/*.bench.ts in turn. Benchmarks print their numbers; they never fail on speed.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const only = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
for (const file of files) {
  console.log(`\n## ${file}`);
  const module = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as { default?: () => Promise<void> | void };
  await module.default?.();
}
