// How CLI commands find and open the database: --db PATH, else ARBITER_DB, else the app's per-user file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Result } from '../../core/result.ts';
import { UsageError, type CliIo, type CommandCall } from './io.ts';
import { defaultDatabasePath, openDatabase, type Database } from '../db/service.ts';
import { maxImportBytes } from '../db/store.ts';

export function databasePath(flag: string | true | undefined, io: CliIo): string {
  if (typeof flag === 'string' && flag !== '') return flag === ':memory:' ? flag : resolve(io.cwd, flag);
  const fromEnv = io.env['ARBITER_DB'];
  return fromEnv ? resolve(io.cwd, fromEnv) : defaultDatabasePath(io.env);
}

/** Runs `body` with the database open, closing it afterwards. `mustExist` avoids creating a file just to read it. */
export function withDatabase<T>(path: string, mustExist: boolean, body: (db: Database) => T): T | null {
  if (mustExist && path !== ':memory:' && !existsSync(path)) return null;
  const db = openDatabase(path);
  try {
    return body(db);
  } finally {
    db.close();
  }
}

/** Snippet marks shown in a terminal. */
export function plainSnippet(snippet: string): string {
  return snippet.replace(/\uE000/g, '[').replace(/\uE001/g, ']');
}

export function positiveInteger(value: string | true | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive whole number, not "${String(value)}"`);
  return n;
}

/** A file to import, read whole; null (after saying why on stderr, as `command`) when it is too large or unreadable. */
export function readImportFile(command: string, path: string, io: CliIo): Uint8Array | null {
  try {
    if (statSync(path).size > maxImportBytes) {
      io.stderr(`arbiter ${command}: ${path}: the file is larger than ${maxImportBytes / 1048576} MB\n`);
      return null;
    }
    return readFileSync(path);
  } catch (error) {
    io.stderr(`arbiter ${command}: ${path}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})\n`);
    return null;
  }
}

/** An imported file: what the database layer takes, a Result back (a refusal names the file and the problem). */
type Importer<T> = (db: Database, file: { readonly fileName: string; readonly content: Uint8Array }) => Result<T>;

/**
 * The import commands' common part: reads the one file named, imports it with `store` into the --db database
 * (created if need be); a file it cannot read or `store` refuses is said on stderr, and the answer is null (exit 2).
 */
export function importNamedFile<T>(call: CommandCall, io: CliIo, command: string, store: Importer<T>): T | null {
  const path = resolve(io.cwd, call.positionals[0]!);
  const content = readImportFile(command, path, io);
  if (content === null) return null;
  const result = call.withDatabase((db) => store(db, { fileName: basename(path), content }), false)!;
  if (result.ok) return result.value;
  io.stderr(`arbiter ${command}: ${result.error.message} [${result.error.code}]\n`);
  return null;
}
