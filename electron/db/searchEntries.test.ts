// Reading every entry into search's cache at once (the CLI's --batch): each rule and glossary entry of the searched
// sources is read, and searches give the same results as when entries are read as queries meet them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAllEntries } from './search.ts';
import { importDocument, openDatabase, searchRules } from './service.ts';
import { searchEntryCache } from './vocabulary.ts';

const miniCr = readFileSync(join(import.meta.dirname, '../../test/fixtures/rules/mini-cr.txt'));
const queries = ['legend rule', 'what happens when a creature has 0 toughness', 'trample deathtouch', '704.5j', 'Mana Ability'];

function database() {
  const db = openDatabase(':memory:');
  const imported = importDocument(db, { fileName: 'mini-cr.txt', content: miniCr });
  if (!imported.ok) throw new Error(imported.error.message);
  return db;
}

describe('readAllEntries', () => {
  it('reads every rule and glossary entry of the searched sources into the cache', () => {
    const db = database();
    const rules = db.prepare('SELECT id FROM rules').all() as { id: number }[];
    const glossary = db.prepare('SELECT id FROM glossary').all() as { id: number }[];
    expect(rules.some((r) => searchEntryCache.peek(db, `r${r.id}`) !== undefined)).toBe(false);
    readAllEntries(db);
    expect(rules.filter((r) => searchEntryCache.peek(db, `r${r.id}`) === undefined)).toEqual([]);
    expect(glossary.filter((g) => searchEntryCache.peek(db, `g${g.id}`) === undefined)).toEqual([]);
  });

  it('leaves every search as it was', () => {
    const resultsOf = (db: ReturnType<typeof database>, query: string) => searchRules(db, { query }).results;
    const asMet = database();
    const readFirst = database();
    readAllEntries(readFirst);
    for (const query of queries) expect(resultsOf(readFirst, query), query).toEqual(resultsOf(asMet, query));
  });

  it('reads nothing from an empty database', () => {
    const db = openDatabase(':memory:');
    expect(() => readAllEntries(db)).not.toThrow();
  });
});
