// Card data at scale: a synthetic AtomicCards of 150 MB or more, built from the MTGJSON set files of ../shared (the
// printings regrouped by name as AtomicCards groups faces, the whole pool copied with names made unique until it is
// large enough), imported as .json and .json.gz in a process of its own (cards/s, peak RSS), then card search over
// the whole pool (p50/p95 per query). A measure for docs/cards.md, not a test.
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { cardPool, findCards } from '../../electron/db/cardSearch.ts';
import { openDatabase } from '../../electron/db/service.ts';
import { sharedData } from '../support/shared.ts';
import { percentile, spread, timeEach } from './timing.ts';

const targetBytes = 150 * 1024 * 1024;

type Face = Record<string, unknown> & { name: string; faceName?: string; foreignData?: { name?: string; faceName?: string }[] };

/** The set files' printings grouped by card name, one printing of each face (as AtomicCards holds them). */
function regroup(folder: string): Map<string, Face[]> {
  const byName = new Map<string, Face[]>();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const set = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { data: { cards: Face[] } };
    for (const card of set.data.cards) {
      const faces = byName.get(card.name) ?? [];
      if (!faces.some((face) => face.faceName === card.faceName)) faces.push(card);
      byName.set(card.name, faces);
    }
  }
  return byName;
}

/** A face renamed for copy k (k > 1): its names and foreign names get " k", so every copy is a card of its own. */
function copyOf(face: Face, k: number): Face {
  if (k === 1) return face;
  const rename = (name: string | undefined): string | undefined => (name === undefined ? undefined : `${name} ${k}`);
  return {
    ...face,
    name: rename(face.name)!,
    ...(face.faceName === undefined ? {} : { faceName: rename(face.faceName) }),
    foreignData: (face.foreignData ?? []).map((f) => ({
      ...f,
      name: rename(f.name),
      ...(f.faceName ? { faceName: rename(f.faceName) } : {}),
    })),
  };
}

async function writeAtomic(byName: Map<string, Face[]>, path: string): Promise<{ bytes: number; copies: number; cards: number }> {
  const out = createWriteStream(path);
  const write = (text: string): Promise<void> | void =>
    out.write(text) ? undefined : new Promise((resolve) => out.once('drain', resolve));
  let bytes = 0;
  let copies = 0;
  let first = true;
  await write('{"meta": {"date": "2026-07-09", "version": "synthetic"}, "data": {');
  while (bytes < targetBytes) {
    copies++;
    for (const [name, faces] of byName) {
      const key = JSON.stringify(copies === 1 ? name : `${name} ${copies}`);
      const entry = `${first ? '' : ','}\n${key}: ${JSON.stringify(faces.map((f) => copyOf(f, copies)))}`;
      first = false;
      bytes += Buffer.byteLength(entry);
      await write(entry);
    }
  }
  await write('\n}}\n');
  await new Promise((resolve) => out.end(resolve));
  return { bytes: statSync(path).size, copies, cards: byName.size * copies };
}

function importInChild(
  file: string,
  dbPath: string,
): {
  ms: number;
  cpuMs: number;
  maxRssMb: number;
  result: { ok: boolean; value?: { cards: number; wholeCards: number; rulings: number } };
  progressReports: number;
} {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'cardsImportWorker.ts'), file, dbPath], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`import failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!);
}

export default async function cardsBench(): Promise<void> {
  const folder = process.env['ARBITER_SHARED_DATA']
    ? join(process.env['ARBITER_SHARED_DATA'], 'cards-mtgjson-20260709')
    : sharedData('cards-mtgjson-20260709');
  if (!existsSync(folder)) {
    console.log(`skipped: ${folder} is absent (set ARBITER_SHARED_DATA to the shared data folder)`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-cards-'));
  try {
    const byName = regroup(folder);
    const json = join(dir, 'AtomicCards.json');
    const built = await writeAtomic(byName, json);
    const gz = `${json}.gz`;
    await pipeline(createReadStream(json), createGzip(), createWriteStream(gz));
    console.log(
      `synthetic AtomicCards: ${(built.bytes / 1048576).toFixed(1)} MB (${(statSync(gz).size / 1048576).toFixed(1)} MB gzipped), ` +
        `${byName.size} distinct cards × ${built.copies} copies = ${built.cards} cards`,
    );
    let dbPath = '';
    for (const file of [json, gz]) {
      dbPath = join(dir, `${file.endsWith('.gz') ? 'gz' : 'json'}.db`);
      const run = importInChild(file, dbPath);
      if (!run.result.ok || !run.result.value) throw new Error(`import of ${file} failed: ${JSON.stringify(run.result)}`);
      const { cards, wholeCards, rulings } = run.result.value;
      const kind = file.endsWith('.gz') ? '.json.gz' : '.json';
      console.log(
        `import ${kind}: ${(run.ms / 1000).toFixed(1)} s wall, ${(run.cpuMs / 1000).toFixed(1)} s CPU; ` +
          `${Math.round(wholeCards / (run.ms / 1000))} cards/s wall, ${Math.round(wholeCards / (run.cpuMs / 1000))} per CPU second ` +
          `(${wholeCards} cards, ${cards} faces, ${rulings} rulings; ` +
          `${run.progressReports} progress reports), peak RSS ${run.maxRssMb.toFixed(0)} MB, ` +
          `database ${(statSync(dbPath).size / 1048576).toFixed(0)} MB`,
      );
    }

    // Search over the whole pool: names as judges type them (whole, a typo, a first word cut short, a foreign name)
    // and filter queries, each timed after the pool is loaded.
    const db = openDatabase(dbPath);
    const loadStarted = performance.now();
    const loadCpu = process.cpuUsage();
    const pool = cardPool(db);
    const loadMs = performance.now() - loadStarted;
    const loadCpuMs = ((c) => (c.user + c.system) / 1000)(process.cpuUsage(loadCpu));
    const sample = [...byName.keys()].filter((_, i) => i % Math.max(1, Math.floor(byName.size / 100)) === 0).slice(0, 100);
    const foreign = [...byName.values()].flatMap((faces) => (faces[0]!.foreignData ?? []).map((f) => f.name!)).filter(Boolean);
    const queries = [
      ...sample,
      ...sample.map((name) => name.slice(0, 2) + name.slice(3)), // a letter missing
      ...sample.map((name) => name.split(' ')[0]!.slice(0, 4)), // a word cut short
      ...foreign.filter((_, i) => i % Math.max(1, Math.floor(foreign.length / 50)) === 0).slice(0, 50),
      't:elf',
      't:"legendary creature"',
      't:land -t:basic',
      'o:draw',
      'o:"enters tapped"',
      'mv>=7',
      'c:rg',
      'c:m t:creature',
      'c:c t:artifact',
      'dragon t:creature mv<=5',
      'angel c:w',
      't:equipment o:equipped',
    ];
    for (const query of queries.slice(0, 20)) findCards(db, query); // warm-up
    const { wall: times, cpu: cpuTimes } = timeEach(queries, 3, (query) => findCards(db, query));
    console.log(
      `cards-find over ${pool.size} cards: ${queries.length} queries × 3, ${spread(times)} ` +
        `(CPU time p50 ${percentile(cpuTimes, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(cpuTimes, 95).toFixed(2)} ms); loading the pool ${loadMs.toFixed(0)} ms (CPU ${loadCpuMs.toFixed(0)} ms); ` +
        `load average ${loadavg()[0]!.toFixed(1)}`,
    );
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
