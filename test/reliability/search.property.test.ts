// Random queries through search (issue 17): no throw, and no answer that contradicts an invariant — at most `limit`
// results, each a rule or glossary entry that exists in the source it names, finite scores, no result twice, and an
// exact rule number first when it exists.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Statement } from 'better-sqlite3';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { importDocument, listSources, openDatabase, searchRules, type Database } from '../../electron/db/service.ts';
import { hasShared, sharedData } from '../support/shared.ts';
import { longTimeout, runs } from './runs.ts';

let db: Database;
let numbers: string[];
let words: string[];
let ruleExists: Statement;
let glossaryExists: Statement;
beforeAll(() => {
  db = openDatabase(':memory:');
  const files = hasShared
    ? [['cr-2026-04-17.txt', readFileSync(sharedData('cr-2026-04-17.txt'))]]
    : ['mini-cr.txt', 'combat-cr.txt'].map((name) => [name, readFileSync(join(import.meta.dirname, '../fixtures/rules', name))]);
  for (const [fileName, content] of files as [string, Buffer][]) expect(importDocument(db, { fileName, content }).ok).toBe(true);
  const source = listSources(db)[0]!.id;
  numbers = (db.prepare('SELECT number FROM rules WHERE source_id = ? LIMIT 3000').all(source) as { number: string }[]).map(
    (r) => r.number,
  );
  ruleExists = db.prepare('SELECT 1 FROM rules WHERE source_id = ? AND number = ?');
  glossaryExists = db.prepare('SELECT 1 FROM glossary WHERE source_id = ? AND term = ?');
  words = (db.prepare('SELECT word FROM vocabulary LIMIT 3000').all() as { word: string }[]).map((r) => r.word);
});

const query = () =>
  fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom(...numbers).map((n) => n),
    fc
      .tuple(fc.constantFrom('CR ', 'rule ', '§', ''), fc.constantFrom(...numbers), fc.constantFrom('', '.', ')', ' ?'))
      .map((p) => p.join('')),
    fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }).map((w) => w.join(' ')),
    fc
      .array(fc.oneof(fc.constantFrom(...words), fc.constantFrom('"', '*', '(', ')', 'AND', 'OR', 'NOT', 'NEAR', '-', ':', '^')), {
        maxLength: 8,
      })
      .map((w) => w.join(' ')),
    fc.integer({ min: 1, max: 9999 }).map((n) => `${n}.${n % 100}`),
  );

describe('random queries through search', () => {
  it(
    `${runs.searchQueries} queries: no throw, results that exist, at most the limit, exact numbers first`,
    () => {
      fc.assert(
        fc.property(query(), fc.integer({ min: 1, max: 50 }), (text, limit) => {
          const response = searchRules(db, { query: text, limit });
          expect(Number.isFinite(response.elapsedMs)).toBe(true);
          expect(response.results.length).toBeLessThanOrEqual(limit);
          expect(new Set(response.results.map((r) => `${r.source.id}:${r.id}`)).size).toBe(response.results.length);
          for (const result of response.results) {
            expect(Number.isFinite(result.score)).toBe(true);
            const found =
              result.kind === 'glossary'
                ? glossaryExists.get(result.source.id, result.id.replace(/^glossary:/, ''))
                : ruleExists.get(result.source.id, result.number);
            expect(found, `${text} → ${result.id}`).toBeDefined();
          }
          if (numbers.includes(text.trim()) && response.results.length > 0) expect(response.results[0]!.number).toBe(text.trim());
        }),
        { numRuns: runs.searchQueries },
      );
    },
    longTimeout,
  );
});
