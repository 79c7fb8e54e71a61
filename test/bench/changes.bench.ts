// Change-list benchmark (issue 19): a full change list between consecutive shared CR releases in-process (target < 1 s
// for two ~3,300-rule CRs), and `arbiter changes --json` from the command line, start-up included (target < 2 s).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { changeList } from '../../electron/db/changes.ts';
import { importDocument, openDatabase } from '../../electron/db/service.ts';
import { sharedData } from '../support/shared.ts';

const releases = ['2017-09-29', '2024-03-08', '2026-01-16', '2026-04-17'];
const runs = 5;
const root = resolve(import.meta.dirname, '../..');

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export default function changesBench(): void {
  if (!releases.every((date) => existsSync(sharedData(`cr-${date}.txt`)))) {
    console.log('changes: skipped, the CR releases in ../shared/data are absent');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-changes-bench-'));
  const path = join(dir, 'arbiter.db');
  try {
    const setup = openDatabase(path);
    const ids = releases.map((date) => {
      const result = importDocument(setup, { fileName: `cr-${date}.txt`, content: readFileSync(sharedData(`cr-${date}.txt`)) });
      if (!result.ok) throw new Error(result.error.message);
      return result.value.source.id;
    });
    setup.close();
    console.log(`load average ${loadavg()[0]!.toFixed(1)} (2 cores shared): wall times grow with it, CPU times much less`);
    console.log('| pair | rules (older → newer) | in-process median / max (5 runs, fresh connection: read, align, diff) | counts |');
    console.log('|---|---|---|---|');
    for (let i = 1; i < ids.length; i++) {
      const times: number[] = [];
      const cpu: number[] = [];
      let summary = '';
      for (let run = 0; run < runs; run++) {
        // a new connection each run, so nothing derived from the database is cached between runs
        const db = openDatabase(path);
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        const result = changeList(db, ids[i - 1], ids[i]);
        times.push(performance.now() - started);
        const used = process.cpuUsage(cpuStarted);
        cpu.push((used.user + used.system) / 1000);
        db.close();
        if (!result.ok) throw new Error(result.error.message);
        const c = result.value.counts;
        const sizes = `${c.removed + c.changed + c.renumbered + c.unchanged} → ${c.added + c.changed + c.renumbered + c.unchanged}`;
        summary =
          `${sizes} | ${median(times).toFixed(0)} / ${Math.max(...times).toFixed(0)} ms (CPU median ${median(cpu).toFixed(0)} ms) | ` +
          `added ${c.added}, removed ${c.removed}, ` +
          `changed ${c.changed}, renumbered ${c.renumbered} (${c.renumberedChanged} also changed, ${c.runs} runs), ` +
          `references followed ${c.referencesFollowed}; glossary +${c.glossaryAdded} −${c.glossaryRemoved} ` +
          `~${c.glossaryChanged} renamed ${c.glossaryRenamed}`;
      }
      const [size, time, counts] = summary.split(' | ');
      console.log(`| ${releases[i - 1]} → ${releases[i]} | ${size} | ${time} | ${counts} |`);
    }
    const cliTimes = (args: string[]): number[] => {
      const times: number[] = [];
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        const child = spawnSync(join(root, 'node_modules/.bin/tsx'), ['electron/cli/main.ts', ...args, '--db', path], {
          cwd: root,
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        });
        times.push(performance.now() - started);
        if (child.status !== 0) throw new Error(child.stderr);
      }
      return times;
    };
    const cli = cliTimes(['changes', '--json']);
    const startUp = cliTimes(['sources', '--json']);
    console.log(
      `arbiter changes --json (2026-01-16 → 2026-04-17, tsx start-up included): median ${median(cli).toFixed(0)} ms, ` +
        `max ${Math.max(...cli).toFixed(0)} ms (3 runs); start-up alone (arbiter sources --json) median ${median(startUp).toFixed(0)} ms`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
