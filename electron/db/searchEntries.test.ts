// Reading every entry into search's cache, at once (the CLI's --batch) or in steps (the app, in the background): each
// rule and glossary entry of the searched sources is read, searches give the same results as when entries are read as
// queries meet them, and a reader stops when the sources change under it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryReader, readAllEntries, readEntriesInBackground } from './search.ts';
import { importDocument, openDatabase, searchRules } from './service.ts';
import { forgetVocabulary, searchEntryCache } from './vocabulary.ts';

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

  it('reads in steps of the size asked until none remain, then says so', () => {
    const db = database();
    const total = (db.prepare('SELECT (SELECT count(*) FROM rules) + (SELECT count(*) FROM glossary) AS n').get() as { n: number }).n;
    const step = entryReader(db);
    let steps = 1;
    while (step(10)) steps++;
    expect(steps).toBe(Math.ceil(total / 10));
    expect(step(10)).toBe(false);
  });

  it('stops when the sources change under it', () => {
    const db = database();
    const step = entryReader(db);
    expect(step(1)).toBe(true);
    forgetVocabulary(db);
    expect(step(1_000_000)).toBe(false);
    const rules = db.prepare('SELECT id FROM rules').all() as { id: number }[];
    expect(rules.filter((r) => searchEntryCache.peek(db, `r${r.id}`) !== undefined)).toEqual([]);
  });

  it('reads in the background between other work, and stops quietly when the database closes', async () => {
    const db = database();
    const ids = (db.prepare('SELECT id FROM rules').all() as { id: number }[]).map((r) => `r${r.id}`);
    readEntriesInBackground(db, 5);
    expect(ids.filter((id) => searchEntryCache.peek(db, id) !== undefined)).toEqual([]);
    const unread = () => ids.filter((id) => searchEntryCache.peek(db, id) === undefined);
    for (let tick = 0; tick < 10_000 && unread().length > 0; tick++) await new Promise((resolve) => setImmediate(resolve));
    expect(unread()).toEqual([]);
    const closing = database();
    readEntriesInBackground(closing, 1);
    closing.close();
    for (let tick = 0; tick < 10; tick++) await new Promise((resolve) => setImmediate(resolve));
  });

  it('reads nothing from an empty database', () => {
    const db = openDatabase(':memory:');
    expect(() => readAllEntries(db)).not.toThrow();
  });
});
