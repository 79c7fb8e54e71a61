// Opening the database file, and what to say when that fails. Every failure is one paragraph: what happened, which
// file, what to do. The file is never changed by a failed open. A database whose file or folder is read-only (rules
// prepared in advance on a USB stick) is opened read-only: search and reading work, imports and removals are refused.
import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrate, NewerDatabaseError, schemaVersion } from './migrate.ts';

export type DatabaseOpenProblem = 'newer-database' | 'not-a-database' | 'cannot-create' | 'cannot-open' | 'read-only-needs-upgrade';

export class DatabaseOpenError extends Error {
  readonly code: DatabaseOpenProblem;
  constructor(code: DatabaseOpenProblem, message: string) {
    super(message);
    this.code = code;
  }
}

/** The file each database was opened from (a read-only copy in memory has no name of its own). */
const filesOf = new WeakMap<BetterSqlite3.Database, string>();

/** The file `db` was opened from, for messages. */
export function databaseFileOf(db: BetterSqlite3.Database): string {
  return filesOf.get(db) ?? db.name;
}

const sqliteCode = (error: unknown): string => String((error as { code?: unknown }).code ?? '');
const writable = (path: string): boolean => {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/** What a read-only database means for the judge, said once when it is opened (CLI stderr, serve's console). */
export function readOnlyNotice(path: string): string {
  return (
    `The database ${path} is on read-only storage (its file or folder cannot be written), so it was opened read-only: ` +
    'search and reading work; importing and removing are refused.'
  );
}

/** The sentence a refused write says: used by imports and removals on a read-only database. */
export function readOnlyRefusal(path: string): string {
  return `the database ${path} is open read-only (its file or folder cannot be written); copy it to a folder you can write to first`;
}

function explain(path: string, error: unknown): DatabaseOpenError {
  if (error instanceof DatabaseOpenError) return error;
  if (error instanceof NewerDatabaseError) {
    return new DatabaseOpenError(
      'newer-database',
      `The database ${path} was made by a newer version of Arbiter (database version ${error.found}; this Arbiter reads up to ` +
        `${schemaVersion}). It was not opened, and nothing in it was changed. Update Arbiter to use it, or use another ` +
        'database file: --db PATH or ARBITER_DB on the command line; the desktop app starts a new one if this file is moved aside.',
    );
  }
  const code = sqliteCode(error);
  const said = error instanceof Error ? error.message : String(error);
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
    return new DatabaseOpenError(
      'not-a-database',
      `The file ${path} is not an Arbiter database, or it is damaged (SQLite: ${said}). It was not opened, and nothing in it ` +
        'was changed. Choose another database file (--db PATH or ARBITER_DB), or move this one aside so Arbiter starts a new, ' +
        'empty database in its place, then import the rules again.',
    );
  }
  return new DatabaseOpenError(
    'cannot-open',
    `Arbiter cannot open the database ${path} (${said}). Nothing was changed. Check that the file and its folder can be read, ` +
      'or choose another database file (--db PATH or ARBITER_DB).',
  );
}

/**
 * A WAL database in a folder that cannot be written has no shared-memory file and SQLite cannot make one
 * (SQLITE_READONLY_DIRECTORY on the first read; SQLITE_CANTOPEN on a read-only mount). Its bytes are read into memory
 * instead, marked as a rollback-journal database (header bytes 18-19: 1 = legacy, 2 = WAL), and opened read-only.
 */
function openReadOnlyCopy(path: string): BetterSqlite3.Database {
  const bytes = readFileSync(path);
  if (bytes[18] === 2 && bytes[19] === 2) bytes.fill(1, 18, 20);
  return new BetterSqlite3(bytes, { readonly: true });
}

function openReadOnly(path: string): BetterSqlite3.Database {
  let db = new BetterSqlite3(path, { readonly: true, fileMustExist: true });
  try {
    let found: number;
    try {
      found = db.pragma('user_version', { simple: true }) as number;
    } catch (error) {
      if (!['SQLITE_READONLY_DIRECTORY', 'SQLITE_CANTOPEN'].includes(sqliteCode(error))) throw error;
      db.close();
      db = openReadOnlyCopy(path);
      found = db.pragma('user_version', { simple: true }) as number;
    }
    if (found > schemaVersion) throw new NewerDatabaseError(found);
    if (found < schemaVersion) {
      throw new DatabaseOpenError(
        'read-only-needs-upgrade',
        `The database ${path} is read-only and was made by an older Arbiter (database version ${found}; this Arbiter needs ` +
          `${schemaVersion}), and it cannot be upgraded where it is. Nothing was changed. Copy it to a folder you can write ` +
          'to and open the copy, or use the older Arbiter that made it.',
      );
    }
    db.pragma('foreign_keys = ON');
    filesOf.set(db, path);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function openWritable(path: string): BetterSqlite3.Database {
  const db = new BetterSqlite3(path);
  try {
    // Before anything writes (WAL mode rewrites the header): a newer database must stay byte for byte as it was.
    const found = db.pragma('user_version', { simple: true }) as number;
    if (found > schemaVersion) throw new NewerDatabaseError(found);
    if (path !== ':memory:') db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Opens (creating if needed) and migrates a database; ":memory:" works. WAL for file databases. A database whose file
 * or folder cannot be written opens read-only (`db.readonly`). Failures throw a DatabaseOpenError of one paragraph.
 */
export function openDatabaseFile(path: string): BetterSqlite3.Database {
  if (path === ':memory:') return openWritable(path);
  const folder = dirname(path);
  try {
    if (existsSync(path) && (!writable(path) || !writable(folder))) return openReadOnly(path);
    try {
      mkdirSync(folder, { recursive: true });
    } catch (error) {
      throw new DatabaseOpenError(
        'cannot-create',
        `Arbiter cannot create the database ${path}: its folder ${folder} cannot be made ` +
          `(${(error as NodeJS.ErrnoException).code ?? String(error)}). Choose a database file in a folder you can write to ` +
          '(--db PATH or ARBITER_DB).',
      );
    }
    try {
      return openWritable(path);
    } catch (error) {
      // Storage that refuses writes in ways permissions do not show (a read-only mount): read-only if the file is there.
      const code = sqliteCode(error);
      if (existsSync(path) && (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN'))) return openReadOnly(path);
      throw error;
    }
  } catch (error) {
    throw explain(path, error);
  }
}
