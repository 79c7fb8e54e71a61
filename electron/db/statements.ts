// Prepared statements, compiled once per database and reused (preparing costs more than running most of them).
import type BetterSqlite3 from 'better-sqlite3';
import { perDatabase } from './perDatabase.ts';

const compiled = perDatabase<BetterSqlite3.Statement>();

export function statement(db: BetterSqlite3.Database, text: string): BetterSqlite3.Statement {
  return compiled.get(db, text, () => db.prepare(text));
}

/** A statement of sql.ts with the types of its parameters and of its rows, declared once beside its text. */
export interface Query<Params extends unknown[], Row> {
  readonly text: string;
  /** Types only: never set. */
  readonly types?: { readonly params: Params; readonly row: Row };
}

export function query<Params extends unknown[], Row = never>(text: string): Query<Params, Row> {
  return { text };
}

/** The prepared statement of a typed query: get() and all() give rows of its declared type. */
export function prepared<Params extends unknown[], Row>(
  db: BetterSqlite3.Database,
  typed: Query<Params, Row>,
): BetterSqlite3.Statement<Params, Row> {
  // The one place rows get their type: statements are cached untyped, and sql.ts declares what each one reads.
  return statement(db, typed.text) as unknown as BetterSqlite3.Statement<Params, Row>;
}
