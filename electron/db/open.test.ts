// Databases that will not open normally (issue 17, defect 3): one paragraph naming the file and what to do, the file
// left byte for byte as it was, and a database on read-only storage opened read-only so search still works.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeNewerDatabase } from './newerDatabase.ts';
import { runCli } from '../cli/run.ts';
import { DatabaseOpenError } from './open.ts';
import { importDocument, openDatabase, searchRules } from './service.ts';

const scratch = mkdtempSync(join(tmpdir(), 'arbiter-open-'));
chmodSync(scratch, 0o755);
afterAll(() => {
  spawnSync('chmod', ['-R', 'u+w', scratch]);
  rmSync(scratch, { recursive: true, force: true });
});
const miniCr = readFileSync(join(import.meta.dirname, '../../test/fixtures/rules/mini-cr.txt'));
const root = join(import.meta.dirname, '../..');

function failure(path: string): DatabaseOpenError {
  try {
    openDatabase(path).close();
  } catch (error) {
    if (error instanceof DatabaseOpenError) return error;
    throw error;
  }
  throw new Error(`${path} opened`);
}

/** One paragraph: no line breaks, no stack frames. */
const oneParagraph = /^[^\n]+$/;

describe('a database that will not open', () => {
  it('from a newer Arbiter: says so, names the file and what to do, and leaves it untouched', () => {
    const path = join(scratch, 'newer.db');
    writeNewerDatabase(path);
    const before = readFileSync(path);
    const error = failure(path);
    expect(error.code).toBe('newer-database');
    expect(error.message).toMatch(oneParagraph);
    expect(error.message).toContain(`The database ${path} was made by a newer version of Arbiter`);
    expect(error.message).toMatch(/Update Arbiter/);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('the CLI says the same paragraph and exits 2', async () => {
    const path = join(scratch, 'newer.db');
    let stderr = '';
    const io = { stdout: () => {}, stderr: (t: string) => void (stderr += t), readStdin: async () => '', env: {}, cwd: scratch };
    expect(await runCli(['search', 'trample', '--db', path], io)).toBe(2);
    expect(stderr).toMatch(/^arbiter search: The database \S+newer\.db was made by a newer version of Arbiter [^\n]*\n$/);
  });

  it('a corrupt file: says it is not an Arbiter database, names it, and leaves it untouched', () => {
    const path = join(scratch, 'corrupt.db');
    writeFileSync(path, Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 251)));
    const before = readFileSync(path);
    const error = failure(path);
    expect(error.code).toBe('not-a-database');
    expect(error.message).toMatch(oneParagraph);
    expect(error.message).toContain(`The file ${path} is not an Arbiter database, or it is damaged`);
    expect(error.message).toMatch(/choose another database file/i);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('a folder that cannot be created: names it', () => {
    const blocker = join(scratch, 'a-file');
    writeFileSync(blocker, 'x');
    const error = failure(join(blocker, 'sub', 'arbiter.db'));
    expect(error.code).toBe('cannot-create');
    expect(error.message).toMatch(oneParagraph);
    expect(error.message).toContain(join(blocker, 'sub', 'arbiter.db'));
  });
});

describe('a database on read-only storage', () => {
  // Root ignores file permissions, so the read-only runs happen in a child process as an ordinary user.
  const asUser = process.getuid?.() === 0 ? ['setpriv', '--reuid', '65534', '--regid', '65534', '--clear-groups'] : [];
  const cli = (...argv: string[]) => {
    const [command, ...args] = [...asUser, process.execPath, join(root, 'node_modules/tsx/dist/cli.mjs'), 'electron/cli/main.ts', ...argv];
    return spawnSync(command!, args, { cwd: root, encoding: 'utf8', env: { ...process.env, HOME: scratch } });
  };

  it('opens read-only and searches, whether the file or its folder is read-only; imports are refused', () => {
    for (const lock of ['file', 'folder'] as const) {
      const folder = join(scratch, `usb-${lock}`);
      mkdirSync(folder);
      const path = join(folder, 'arbiter.db');
      const db = openDatabase(path);
      expect(importDocument(db, { fileName: 'mini-cr.txt', content: miniCr }).ok).toBe(true);
      const expected = searchRules(db, { query: '704.5j' }).results.map((r) => r.number);
      db.close();
      chmodSync(path, 0o444);
      if (lock === 'folder') chmodSync(folder, 0o555);
      else chmodSync(folder, 0o777);
      const before = readFileSync(path);
      const search = cli('search', '704.5j', '--json', '--db', path);
      expect(search.stderr, lock).toContain(`opened read-only`);
      expect(search.status, search.stderr).toBe(0);
      expect(JSON.parse(search.stdout).results.map((r: { number: string }) => r.number)).toEqual(expected);
      const imported = cli('import', join(root, 'test/fixtures/rules/mini-cr.txt'), '--db', path);
      expect(imported.status).toBe(2);
      expect(imported.stderr).toMatch(/read-only/);
      expect(readFileSync(path).equals(before)).toBe(true);
    }
  });
});
