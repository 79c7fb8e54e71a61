// Every older schema version, built from the numbered migrations themselves, opens and migrates to the current one
// with its data kept and the same schema a new database gets.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { schemaVersion } from './migrate.ts';
import { migrations } from './sql.ts';
import { importDocument, listSources, openDatabase, readCard, readCardEntry, searchRules } from './service.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const miniRules = readFileSync(resolve(import.meta.dirname, '../../test/e2e/fixtures/mini-cr.txt'));

/** A database file as Arbiter left it at `version`: the first `version` migrations, and a source once there is a table for it. */
function databaseAt(version: number, name = `v${version}`): string {
  const path = join(dir, `${name}.db`);
  const raw = new BetterSqlite3(path);
  for (const migration of migrations.slice(0, version)) raw.exec(migration);
  raw.pragma(`user_version = ${version}`);
  if (version >= 1)
    raw.exec(
      "INSERT INTO sources (title, kind, file_name, content_hash, imported_at) VALUES ('Old CR', 'comprehensive-rules', 'old.txt', " +
        "'h', '2026-01-01')",
    );
  raw.close();
  return path;
}

/** A version-`version` database holding one card file with these whole cards and faces (rows of SQL values). */
function databaseWithCards(version: number, entries: string, faces: string): string {
  const path = databaseAt(version, `v${version}-cards`);
  const raw = new BetterSqlite3(path);
  raw.exec(`
    INSERT INTO card_files (id, title, file_name, content_hash, imported_at) VALUES (1, 'Set', 'set.json', 'c', '2026-01-01');
    INSERT INTO card_entries (id, name_key, name, layout, legalities, keywords, file_id) VALUES ${entries};
    INSERT INTO cards (name_key, name, type_line, mana_cost, mana_value, colors, power, toughness, abilities, file_id, card_id,
      face_index, text, side) VALUES ${faces};
  `);
  raw.close();
  return path;
}

function schemaOf(db: BetterSqlite3.Database): string[] {
  const rows = db.prepare<[], { sql: string | null }>("SELECT sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name").all();
  return rows.map((row) => row.sql ?? '');
}

describe('schema migrations', () => {
  it('are numbered from 1 with no gap: the current version is their count', () => {
    expect(schemaVersion).toBe(migrations.length);
    expect(schemaVersion).toBeGreaterThanOrEqual(2);
  });

  const fresh = openDatabase(':memory:');
  const currentSchema = schemaOf(fresh);
  fresh.close();

  for (let version = 0; version < schemaVersion; version++) {
    it(`open a version-${version} database and bring it to version ${schemaVersion}, keeping its sources`, () => {
      const db = openDatabase(databaseAt(version));
      expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion);
      expect(schemaOf(db)).toEqual(currentSchema);
      expect(listSources(db).map((source) => source.title)).toEqual(version >= 1 ? ['Old CR'] : []);
      // and it works as a new one does: an import, then a search
      expect(importDocument(db, { fileName: 'mini.txt', content: new Uint8Array(miniRules) }).ok).toBe(true);
      expect(searchRules(db, { query: '704.5j' }).results[0]?.number).toBe('704.5j');
      db.close();
    });
  }

  it('7 keeps every card face of a version-6 database, faces by card, names free to repeat', () => {
    const path = databaseWithCards(
      6,
      "(1, 'day one // night one', 'Day One // Night One', 'transform', '{}', '[]', 1)",
      `('night one', 'Night One', 'Creature — Werewolf', '', 2, '["green"]', 4, 4, '[]', 1, 1, 1, 'Night.', 'b'),
       ('day one', 'Day One', 'Creature — Human', '{1}{G}', 2, '["green"]', 2, 2, '[]', 1, 1, 0, 'Day.', 'a')`,
    );
    const db = openDatabase(path);
    expect(readCardEntry(db, 'Night One')?.faces.map((face) => [face.name, face.text])).toEqual([
      ['Day One', 'Day.'],
      ['Night One', 'Night.'],
    ]);
    expect(readCard(db, 'Day One')).toMatchObject({ typeLine: 'Creature — Human', power: 2 });
    db.close();
  });

  it("8 gives a transforming card's back face its front face's mana value (202.3b), and no other face", () => {
    const path = databaseWithCards(
      7,
      `(1, 'day one // night one', 'Day One // Night One', 'transform', '{}', '[]', 1),
       (2, 'front two // back two', 'Front Two // Back Two', 'modal_dfc', '{}', '[]', 1)`,
      `('day one', 'Day One', 'Creature — Human', '{1}{G}', 2, '["green"]', 2, 2, '[]', 1, 1, 0, '', 'a'),
       ('night one', 'Night One', 'Creature — Werewolf', '', 0, '["green"]', 4, 4, '[]', 1, 1, 1, '', 'b'),
       ('front two', 'Front Two', 'Sorcery', '{4}{U}', 5, '["blue"]', NULL, NULL, '[]', 1, 2, 0, '', 'a'),
       ('back two', 'Back Two', 'Land', '', 0, '[]', NULL, NULL, '[]', 1, 2, 1, '', 'b')`,
    );
    const db = openDatabase(path);
    expect(['Day One', 'Night One', 'Front Two', 'Back Two'].map((name) => readCard(db, name)?.manaValue)).toEqual([2, 2, 5, 0]);
    db.close();
  });
});
