// Brings a database to the current schema, one numbered migration at a time; refuses a newer database.
import type Database from 'better-sqlite3';
import { migrations } from './sql.ts';

export const schemaVersion = migrations.length;

export class NewerDatabaseError extends Error {}

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > schemaVersion) {
    throw new NewerDatabaseError(
      `the database has schema version ${current}, newer than this Arbiter knows (${schemaVersion}); update Arbiter or use another ` +
        `database`,
    );
  }
  for (let version = current; version < schemaVersion; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
