// An import killed with SIGKILL at random points (issue 17): afterwards the database is exactly as before the import
// or exactly as after it, table by table (the import is one transaction; SQLite's WAL recovers on the next open).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDocument, openDatabase } from '../../electron/db/service.ts';
import { largeCr } from '../support/largeCr.ts';
import { longTimeout, runs } from './runs.ts';

const root = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'arbiter-kill-'));
const basePath = join(scratch, 'base.db');
const incoming = join(scratch, 'incoming-cr.txt');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every table's rows, hashed; the import time is left out, as it differs between two imports of one file. */
function digest(path: string): string {
  const db = new BetterSqlite3(path, { readonly: true });
  try {
    const hash = createHash('sha256');
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
      name: string;
    }[];
    for (const { name } of tables) {
      const columns = (db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[])
        .map((c) => c.name)
        .filter((c) => c !== 'imported_at');
      hash.update(`${name}:${columns.join(',')}\n`);
      for (const row of db
        .prepare(`SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM "${name}"`)
        .raw()
        .iterate()) {
        hash.update(`${JSON.stringify(row, (_key, value: unknown) => (value instanceof Buffer ? value.toString('hex') : value))}\n`);
      }
    }
    return hash.digest('hex');
  } finally {
    db.close();
  }
}

let before: string;
let after: string;
beforeAll(() => {
  writeFileSync(incoming, largeCr(4000, 'April 1, 2031'));
  const base = openDatabase(basePath);
  expect(importDocument(base, { fileName: 'mini-cr.txt', content: readFileSync(join(root, 'test/fixtures/rules/mini-cr.txt')) }).ok).toBe(
    true,
  );
  base.close();
  before = digest(basePath);
  const finished = join(scratch, 'finished.db');
  copyFileSync(basePath, finished);
  const db = openDatabase(finished);
  expect(importDocument(db, { fileName: 'incoming-cr.txt', content: readFileSync(incoming) }).ok).toBe(true);
  db.close();
  after = digest(finished);
  expect(after).not.toBe(before);
});

/** Runs `arbiter import` and kills it `delayMs` after it reports the phase `phase`; resolves when it is gone. */
function importAndKill(dbPath: string, phase: string, delayMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    // node itself with tsx's loader, not tsx's command line: that runs the script in a child process of its own, which
    // a SIGKILL of the command line leaves running (and committing while the database is read)
    const child = spawn(process.execPath, ['--import', 'tsx', 'electron/cli/main.ts', 'import', incoming, '--db', dbPath], {
      cwd: root,
    });
    let stderr = '';
    let killing = false;
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (!killing && stderr.includes(`: ${phase}`)) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve(signal === 'SIGKILL' ? `killed during ${phase}` : 'finished before the kill'));
  });
}

describe('an import killed with SIGKILL', () => {
  it(
    `leaves the database exactly as before or exactly as after (${runs.killPoints} random points)`,
    async () => {
      const outcomes: string[] = [];
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('reading', 'parsing', 'storing', 'indexing'),
          fc.integer({ min: 0, max: 400 }),
          async (phase, delayMs) => {
            const path = join(scratch, `killed-${run++}.db`);
            copyFileSync(basePath, path);
            outcomes.push(await importAndKill(path, phase, delayMs));
            const state = digest(path);
            expect([before, after], `${phase} + ${delayMs} ms`).toContain(state);
            // Nothing goes on writing once the importer is killed: the database stays as it was read.
            await new Promise((resolve) => setTimeout(resolve, 1500));
            expect(digest(path), `${phase} + ${delayMs} ms, 1.5 s later`).toBe(state);
            // And the database opens and works normally afterwards.
            openDatabase(path).close();
          },
        ),
        // One kill is sure to land (at once when storing begins, mid-transaction); the random ones may come after the end.
        { numRuns: runs.killPoints, examples: [['storing', 0]] },
      );
      // The sure kill (fast-check runs the examples first) did land while the import was under way.
      expect(outcomes[0]).toBe('killed during storing');
    },
    longTimeout,
  );
});
