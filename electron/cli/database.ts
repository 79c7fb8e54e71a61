// How CLI commands find and open the database: --db PATH, else ARBITER_DB, else the app's per-user file.
import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { FileKind } from '../../core/limits.ts';
import type { Result } from '../../core/result.ts';
import { UsageError, type CliIo, type CommandCall } from './io.ts';
import { defaultDatabasePath, openDatabase, readOnlyNotice, type Database } from '../db/service.ts';
import { readLimitedFile } from '../files/limitedFile.ts';

export function databasePath(flag: string | true | undefined, io: CliIo): string {
  if (typeof flag === 'string' && flag !== '') return flag === ':memory:' ? flag : resolve(io.cwd, flag);
  const fromEnv = io.env['ARBITER_DB'];
  return fromEnv ? resolve(io.cwd, fromEnv) : defaultDatabasePath(io.env);
}

/**
 * Runs `body` with the database open, closing it afterwards. `mustExist` avoids creating a file just to read it. A
 * database opened read-only says so on stderr; one that cannot be opened throws its one-paragraph DatabaseOpenError.
 */
export function withDatabase<T>(path: string, mustExist: boolean, body: (db: Database) => T, io: CliIo): T | null {
  if (mustExist && path !== ':memory:' && !existsSync(path)) return null;
  const db = openDatabase(path);
  if (db.readonly) io.stderr(`${readOnlyNotice(path)}\n`);
  try {
    return body(db);
  } finally {
    db.close();
  }
}

/** withDatabase for a body that awaits (a streaming import); the database is closed when it settles. */
export async function withDatabaseAsync<T>(path: string, body: (db: Database) => Promise<T>): Promise<T> {
  const db = openDatabase(path);
  try {
    return await body(db);
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

/**
 * A file to import, read whole: only a regular file, never past the limit for its kind (core/limits.ts). Null, after
 * saying why on stderr as `command`, when it is not a regular file, too large or unreadable.
 */
export async function readImportFile(command: string, path: string, io: CliIo, kind: FileKind): Promise<Uint8Array | null> {
  const read = await readLimitedFile(path, kind);
  if (read.ok) return read.value;
  io.stderr(`arbiter ${command}: ${read.error.message}\n`);
  return null;
}

/** An imported file: what the database layer takes, a Result back (a refusal names the file and the problem). */
type Importer<T> = (db: Database, file: { readonly fileName: string; readonly content: Uint8Array }) => Result<T>;

/**
 * The import commands' common part: reads the one file named, imports it with `store` into the --db database
 * (created if need be); a file it cannot read or `store` refuses is said on stderr, and the answer is null (exit 2).
 */
export async function importNamedFile<T>(
  call: CommandCall,
  io: CliIo,
  command: string,
  kind: FileKind,
  store: Importer<T>,
): Promise<T | null> {
  const path = resolve(io.cwd, call.positionals[0]!);
  const content = await readImportFile(command, path, io, kind);
  if (content === null) return null;
  const result = call.withDatabase((db) => store(db, { fileName: basename(path), content }), false)!;
  if (result.ok) return result.value;
  io.stderr(`arbiter ${command}: ${result.error.message} [${result.error.code}]\n`);
  return null;
}
