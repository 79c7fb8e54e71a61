// `npm run serve` with a database that will not open (issue 17, defect 3): one paragraph on stderr, exit 2, no stack.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeNewerDatabase } from '../db/newerDatabase.ts';

const root = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'arbiter-serve-main-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const serve = (dbPath: string) =>
  spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'electron/server/main.ts', '--no-build', '--port', '0', '--db', dbPath],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 30_000,
    },
  );

describe('npm run serve with a database that will not open', () => {
  it('says what, which file and what to do in one paragraph, and exits 2', () => {
    const newer = join(scratch, 'newer.db');
    writeNewerDatabase(newer);
    const corrupt = join(scratch, 'corrupt.db');
    writeFileSync(corrupt, 'SQLite format 3\0'.padEnd(4096, 'x'));
    for (const [path, message] of [
      [newer, /^serve: The database .*newer\.db was made by a newer version of Arbiter .*Update Arbiter/],
      [corrupt, /^serve: The file .*corrupt\.db is not an Arbiter database, or it is damaged/],
    ] as const) {
      const run = serve(path);
      expect(run.status, run.stderr).toBe(2);
      expect(run.stderr.trim()).toMatch(message);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
