// Desktop shell numbers: "Check for new rules" end to end (rules page → download → parse → import) for the
// April 2026 CR served from 127.0.0.1, and the size of the built main process and preload.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { importDocument, listSources, openDatabase } from '../../electron/db/service.ts';
import { shellBuilds } from '../../electron/main/build.ts';
import { checkForRules } from '../../electron/update/checkForRules.ts';
import { startRulesSite } from '../shell/rulesSite.ts';
import { sharedData } from '../support/shared.ts';

async function updateTimes(file: string, runs: number): Promise<number[]> {
  const site = await startRulesSite(new Uint8Array(readFileSync(file)));
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const db = openDatabase(':memory:');
      const started = performance.now();
      const outcome = await checkForRules({
        pageUrl: `${site.origin}/en/rules`,
        allowHosts: [site.host],
        store: { listSources: () => listSources(db), importDocument: (doc, onProgress) => importDocument(db, doc, onProgress) },
      });
      times.push(performance.now() - started);
      db.close();
      if (!outcome.ok) throw new Error(outcome.error.message);
    }
  } finally {
    await site.close();
  }
  return times.sort((a, b) => a - b);
}

export default async function shellBench(): Promise<void> {
  const cr = sharedData('cr-2026-04-17.txt');
  if (existsSync(cr)) {
    const times = await updateTimes(cr, 5);
    console.log(
      `check for new rules, April 2026 CR (${statSync(cr).size} bytes) from 127.0.0.1: median ${times[2]!.toFixed(0)} ms, ` +
        `max ${times[4]!.toFixed(0)} ms (5 runs)`,
    );
  } else {
    console.log('check for new rules: skipped, ../shared/data/cr-2026-04-17.txt is absent');
  }
  const outDir = mkdtempSync(join(tmpdir(), 'arbiter-shell-bench-'));
  try {
    const started = performance.now();
    await Promise.all(shellBuilds(outDir).map((options) => build({ ...options, sourcemap: false, minify: false })));
    console.log(
      `build:shell ${(performance.now() - started).toFixed(0)} ms; main.js ${statSync(join(outDir, 'main.js')).size} bytes, ` +
        `preload.cjs ${statSync(join(outDir, 'preload.cjs')).size} bytes`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
