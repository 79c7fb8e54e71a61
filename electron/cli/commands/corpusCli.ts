// Runs the CLI in-process against a temporary database, for the rules-corpus command tests.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCaptured, type CapturedRun } from './captureCli.ts';

export interface CorpusCli {
  readonly dir: string;
  readonly dbPath: string;
  /** Writes a file into the temporary folder and returns its path. */
  readonly write: (name: string, content: string | Uint8Array) => string;
  readonly run: (argv: readonly string[], stdin?: string) => Promise<CapturedRun>;
}

export function corpusCli(): CorpusCli {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-cli-'));
  const dbPath = join(dir, 'arbiter.db');
  return {
    dir,
    dbPath,
    write: (name, content) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    },
    run: (argv, stdin = '') => runCaptured(argv, { env: { ARBITER_DB: dbPath, HOME: dir }, cwd: dir, stdin }),
  };
}
