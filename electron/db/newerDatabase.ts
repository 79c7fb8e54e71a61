// For the tests of the refusal to open a database from a newer Arbiter (its schema version past this one's).
import BetterSqlite3 from 'better-sqlite3';
import { schemaVersion } from './migrate.ts';

/** Writes an empty SQLite database at `path` whose schema version is one past the newest this Arbiter knows. */
export function writeNewerDatabase(path: string): void {
  const db = new BetterSqlite3(path);
  db.pragma(`user_version = ${schemaVersion + 1}`);
  db.close();
}
