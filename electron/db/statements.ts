// Prepared statements, compiled once per database and reused (preparing costs more than running most of them).
import type BetterSqlite3 from 'better-sqlite3';
import { perDatabase } from './perDatabase.ts';

const prepared = perDatabase<BetterSqlite3.Statement>();

export function statement(db: BetterSqlite3.Database, text: string): BetterSqlite3.Statement {
  return prepared.get(db, text, () => db.prepare(text));
}
