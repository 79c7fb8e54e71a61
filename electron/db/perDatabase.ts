// Values derived from a database, computed once per database and key, dropped together when the data changes.
import type BetterSqlite3 from 'better-sqlite3';

export interface PerDatabase<T> {
  /** The value for `key`, made by `make` the first time it is asked for. */
  get(db: BetterSqlite3.Database, key: string, make: () => T): T;
  /** The value for `key` if it was made already. */
  peek(db: BetterSqlite3.Database, key: string): T | undefined;
  forget(db: BetterSqlite3.Database): void;
}

export function perDatabase<T>(): PerDatabase<T> {
  const maps = new WeakMap<BetterSqlite3.Database, Map<string, T>>();
  return {
    get(db, key, make) {
      let values = maps.get(db);
      if (!values) {
        values = new Map();
        maps.set(db, values);
      }
      let value = values.get(key);
      if (value === undefined) {
        value = make();
        values.set(key, value);
      }
      return value;
    },
    peek: (db, key) => maps.get(db)?.get(key),
    forget: (db) => maps.delete(db),
  };
}
