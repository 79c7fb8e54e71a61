// Brings a database to the current schema, one numbered migration at a time; refuses a newer database.
import type Database from 'better-sqlite3';
import { migrations } from './sql.ts';

export const schemaVersion = migrations.length;

export class NewerDatabaseError extends Error {
  readonly found: number;
  constructor(found: number) {
    super(`the database has schema version ${found}, newer than this Arbiter knows (${schemaVersion})`);
    this.found = found;
  }
}

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > schemaVersion) {
    throw new NewerDatabaseError(current);
  }
  for (let version = current; version < schemaVersion; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
