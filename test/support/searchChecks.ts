// Checks the search tests of real CR versions make on a database holding several: what a query puts first or among
// its first results, in every CR version imported.
import { readFileSync } from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';
import { expect } from 'vitest';
import { importDocument, listSources, openDatabase, readRule, searchRules } from '../../electron/db/service.ts';
import { sharedData } from './shared.ts';

/** A database holding the March 2024 and April 2026 CRs, the two versions the search tests of real CRs ask. */
export function realCrDatabase(): BetterSqlite3.Database {
  const db = openDatabase(':memory:');
  for (const name of ['cr-2024-03-08.txt', 'cr-2026-04-17.txt'])
    importDocument(db, { fileName: name, content: readFileSync(sharedData(name)) });
  return db;
}

export interface SearchChecks {
  /** Each query of a pair puts first, in every CR version, what the other does. */
  readonly sameFirst: (pairs: readonly (readonly [string, string])[]) => void;
  /** Each query puts among its first `within` results, in every CR version, a rule whose text says what it is paired with. */
  readonly saidWithin: (within: number, asked: readonly (readonly [string, RegExp])[]) => void;
}

export function searchChecks(db: BetterSqlite3.Database): SearchChecks {
  return {
    sameFirst: (pairs) => {
      for (const source of listSources(db)) {
        const first = (query: string): string | undefined => searchRules(db, { query, sourceId: source.id, limit: 1 }).results[0]?.id;
        for (const [typed, meant] of pairs) expect(first(typed), `${typed} in ${source.effectiveDate}`).toBe(first(meant));
      }
    },
    saidWithin: (within, asked) => {
      for (const source of listSources(db))
        for (const [query, says] of asked) {
          const top = searchRules(db, { query, sourceId: source.id, limit: within }).results;
          expect(
            top.some((r) => says.test(readRule(db, r.id, source.id)?.text ?? '')),
            `${query} in ${source.effectiveDate}: ${top.map((r) => r.id).join(' ')}`,
          ).toBe(true);
        }
    },
  };
}
