// The fielded full-text index: what an import puts in each field, one rowid range per source, and migration 6
// rebuilding an older database's index to the very rows an import of the same documents builds.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from './sql.ts';
import { importDocument, openDatabase, searchRules } from './service.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-search-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixtures = ['mini-cr.txt', 'rulings.txt', 'article.txt', 'penalty-guide.md'];
const fixture = (name: string) => new Uint8Array(readFileSync(resolve(import.meta.dirname, '../../test/fixtures/rules', name)));

const keywordRules = `Magic: The Gathering Comprehensive Rules

These rules are effective as of June 1, 2030.

Contents

7. Additional Rules

7. Additional Rules

702. Keyword Abilities

702.19. Trample

702.19a Trample is a static ability that modifies the rules for assigning an attacking creature's combat damage.

702.19b The controller of an attacking creature with trample first assigns damage to the blockers.
Example: A 6/6 green creature with trample is blocked by a 2/2 creature and assigns 4 damage to the defending player.

Glossary

Trample
A keyword ability that lets an attacking creature assign excess combat damage. See rule 702.19.

Credits

Written for this test.
`;

interface IndexRow {
  title: string;
  body: string;
  examples: string;
  term: string;
  definition: string;
  kind: string;
  ref: number;
}

function indexRows(db: BetterSqlite3.Database): IndexRow[] {
  return db
    .prepare<[], IndexRow>('SELECT title, body, examples, term, definition, kind, ref_id AS ref FROM search_index ORDER BY rowid')
    .all();
}

describe('the fielded search index', () => {
  const db = openDatabase(':memory:');
  const stored = importDocument(db, { fileName: 'keywords.txt', content: new TextEncoder().encode(keywordRules) });
  const rows = indexRows(db);
  const rowOf = (number: string) => {
    const id = db.prepare<[string], { id: number }>('SELECT id FROM rules WHERE number = ?').get(number)!.id;
    return rows.find((row) => row.kind === 'rule' && row.ref === id)!;
  };

  it('imports the document', () => expect(stored.ok).toBe(true));

  it('titles an entry with the numbered rule above it, and a titled rule with its own name too; examples apart from the text', () => {
    const row = rowOf('702.19b');
    expect(row.title).toBe('Keyword Abilities');
    expect(row.body).toBe('The controller of an attacking creature with trample first assigns damage to the blockers.');
    expect(row.examples).toMatch(/^A 6\/6 green creature/);
    expect(rowOf('702.19')).toMatchObject({ title: 'Keyword Abilities Trample', examples: '' });
    expect(rowOf('702').title).toBe('Keyword Abilities');
    expect(rowOf('7').title).toBe('Additional Rules');
  });

  it('keeps a glossary entry to its term and definition', () => {
    const row = rows.find((r) => r.kind === 'glossary')!;
    expect(row).toMatchObject({ title: '', body: '', examples: '', term: 'Trample' });
    expect(row.definition).toMatch(/^A keyword ability that lets/);
  });

  it('finds a word of an example in the examples field only', () => {
    const hits = (filter: string) =>
      db.prepare<[string], { ref: number }>('SELECT ref_id AS ref FROM search_index WHERE search_index MATCH ?').all(filter).length;
    expect(hits('examples : green')).toBe(1);
    expect(hits('body : green')).toBe(0);
    expect(hits('term : trample')).toBe(1);
  });

  it('gives each source one contiguous rowid range holding exactly its rows', () => {
    const many = openDatabase(':memory:');
    for (const name of fixtures) expect(importDocument(many, { fileName: name, content: fixture(name) }).ok).toBe(true);
    const sources = many
      .prepare<[], { id: number; from: number; to: number }>('SELECT id, index_from AS "from", index_to AS "to" FROM sources')
      .all();
    expect(sources).toHaveLength(fixtures.length);
    for (const source of sources) {
      const inRange = many
        .prepare<[number, number], { sourceId: number }>('SELECT source_id AS sourceId FROM search_index WHERE rowid BETWEEN ? AND ?')
        .all(source.from, source.to);
      const entries = many
        .prepare<[number, number], { n: number }>(
          'SELECT (SELECT count(*) FROM rules WHERE source_id = ?) + (SELECT count(*) FROM glossary WHERE source_id = ?) AS n',
        )
        .get(source.id, source.id)!.n;
      expect(inRange).toHaveLength(entries);
      expect(new Set(inRange.map((row) => row.sourceId))).toEqual(new Set([source.id]));
    }
    many.close();
  });
});

describe('migration 6', () => {
  it("rebuilds a version-5 database's index to the rows an import of the same documents builds, and search works on it", () => {
    const importedPath = join(dir, 'imported.db');
    const imported = openDatabase(importedPath);
    for (const name of fixtures) importDocument(imported, { fileName: name, content: fixture(name) });
    imported.close();

    // A version-5 database holding the same stored rows, its index in the old two-column layout (heading, body).
    const oldPath = join(dir, 'v5.db');
    const old = new BetterSqlite3(oldPath);
    for (const migration of migrations.slice(0, 5)) old.exec(migration);
    old.pragma('user_version = 5');
    old.exec(`ATTACH '${importedPath}' AS imported`);
    for (const table of ['sources', 'rules', 'examples', 'glossary', 'rule_references', 'subtypes', 'vocabulary'])
      old.exec(`INSERT INTO main.${table} SELECT * FROM imported.${table}`);
    old.exec(`INSERT INTO search_index (rowid, heading, body, source_id, kind, ref_id)
      SELECT rowid, title || term, body || examples || definition, source_id, kind, ref_id FROM imported.search_index`);
    old.exec('DETACH imported');
    old.close();

    const migrated = openDatabase(oldPath);
    const reference = openDatabase(importedPath);
    expect(migrated.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(indexRows(migrated)).toEqual(indexRows(reference));
    const ranges = (db: BetterSqlite3.Database) => db.prepare('SELECT id, index_from, index_to FROM sources ORDER BY id').all();
    expect(ranges(migrated)).toEqual(ranges(reference));
    const ids = (db: BetterSqlite3.Database) => searchRules(db, { query: 'legendary permanents graveyard' }).results.map((r) => r.id);
    expect(ids(migrated).length).toBeGreaterThan(0);
    expect(ids(migrated)).toEqual(ids(reference));
    migrated.close();
    reference.close();
  });
});
