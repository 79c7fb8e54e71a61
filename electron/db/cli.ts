// How CLI commands find and open the database: --db PATH, else ARBITER_DB, else the app's per-user file.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CliIo } from '../cli/io.ts';
import { defaultDatabasePath, openDatabase, type Database } from './service.ts';
import type { FileKind } from '../../core/limits.ts';
import { readLimitedFile } from '../files/limitedFile.ts';

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
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, not "${String(value)}"`);
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
