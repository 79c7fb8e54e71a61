// Prepared statements, compiled once per database and reused (preparing costs more than running most of them).
import type BetterSqlite3 from 'better-sqlite3';

const cache = new WeakMap<BetterSqlite3.Database, Map<string, BetterSqlite3.Statement>>();

export function statement(db: BetterSqlite3.Database, text: string): BetterSqlite3.Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let prepared = statements.get(text);
  if (!prepared) {
    prepared = db.prepare(text);
    statements.set(text, prepared);
  }
  return prepared;
}
