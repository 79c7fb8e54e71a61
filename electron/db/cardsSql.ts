// The card database's SQL: migration 4 (whole cards beside the faces of migration 2: layout, legalities, rulings with
// their dates and a full-text index of them, printed names in other languages) and the statements that use it.
import type { RulingHit } from '../../core/cards/page.ts';
import type { CardFaceRecord, ForeignName, Ruling } from '../../core/cards/record.ts';
import type { PoolFace } from '../../core/cards/find.ts';
import type { CardRow } from './sql.ts';
import { query } from './statements.ts';

/** Migration 4. Faces keep their table (the simulator's board reads it); each face now points at its whole card. */
export const cardsMigration = `
  CREATE TABLE card_entries (
    id INTEGER PRIMARY KEY,
    name_key TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    layout TEXT NOT NULL,
    legalities TEXT NOT NULL,
    keywords TEXT NOT NULL,
    file_id INTEGER NOT NULL REFERENCES card_files(id) ON DELETE CASCADE
  );
  CREATE INDEX card_entries_by_file ON card_entries(file_id);
  CREATE TABLE card_rulings (
    id INTEGER PRIMARY KEY,
    card_id INTEGER NOT NULL REFERENCES card_entries(id) ON DELETE CASCADE,
    date TEXT NOT NULL,
    text TEXT NOT NULL
  );
  CREATE INDEX card_rulings_by_card ON card_rulings(card_id, id);
  CREATE TABLE card_foreign_names (
    card_id INTEGER NOT NULL REFERENCES card_entries(id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (card_id, language, name)
  ) WITHOUT ROWID;
  ALTER TABLE cards ADD COLUMN card_id INTEGER REFERENCES card_entries(id) ON DELETE CASCADE;
  ALTER TABLE cards ADD COLUMN face_index INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE cards ADD COLUMN text TEXT NOT NULL DEFAULT '';
  ALTER TABLE cards ADD COLUMN printed_power TEXT;
  ALTER TABLE cards ADD COLUMN printed_toughness TEXT;
  ALTER TABLE cards ADD COLUMN loyalty TEXT;
  ALTER TABLE cards ADD COLUMN defense TEXT;
  ALTER TABLE cards ADD COLUMN side TEXT;
  CREATE INDEX cards_by_card ON cards(card_id, face_index);
  -- rowid = card_rulings.id; the trigger keeps it in step when a card (and so its rulings) is removed or replaced.
  CREATE VIRTUAL TABLE ruling_index USING fts5(card_name, text, tokenize = 'porter unicode61 remove_diacritics 2');
  CREATE TRIGGER card_rulings_unindex AFTER DELETE ON card_rulings BEGIN
    DELETE FROM ruling_index WHERE rowid = old.id;
  END;
`;

/**
 * Migration 7. A face is a face of one whole card, not a name of its own: the faces table keyed by face name let a card
 * whose back face bears another card's name ("Emeritus of Conflict // Lightning Bolt") overwrite that card's only face.
 * Faces now have their own id; a name may stand on several.
 */
export const facesByCardMigration = `
  CREATE TABLE card_faces (
    id INTEGER PRIMARY KEY,
    card_id INTEGER REFERENCES card_entries(id) ON DELETE CASCADE,
    face_index INTEGER NOT NULL DEFAULT 0,
    side TEXT,
    file_id INTEGER NOT NULL REFERENCES card_files(id) ON DELETE CASCADE,
    name_key TEXT NOT NULL,
    name TEXT NOT NULL,
    type_line TEXT NOT NULL,
    mana_cost TEXT NOT NULL,
    mana_value REAL NOT NULL,
    colors TEXT NOT NULL,
    power INTEGER,
    toughness INTEGER,
    printed_power TEXT,
    printed_toughness TEXT,
    loyalty TEXT,
    defense TEXT,
    abilities TEXT NOT NULL,
    text TEXT NOT NULL DEFAULT ''
  );
  INSERT INTO card_faces (card_id, face_index, side, file_id, name_key, name, type_line, mana_cost, mana_value, colors, power,
    toughness, printed_power, printed_toughness, loyalty, defense, abilities, text)
    SELECT card_id, face_index, side, file_id, name_key, name, type_line, mana_cost, mana_value, colors, power,
      toughness, printed_power, printed_toughness, loyalty, defense, abilities, text FROM cards ORDER BY card_id, face_index;
  DROP TABLE cards;
  ALTER TABLE card_faces RENAME TO cards;
  CREATE INDEX cards_by_name ON cards(name_key);
  CREATE INDEX cards_by_file ON cards(file_id);
  CREATE INDEX cards_by_card ON cards(card_id, face_index);
`;

/**
 * Migration 8. 202.3b: the back face of a transforming double-faced card has its front face's mana value; faces imported
 * before kept MTGJSON's value for the back face alone, 0.
 */
export const backFaceManaValueMigration = `
  UPDATE cards SET mana_value = (SELECT front.mana_value FROM cards front WHERE front.card_id = cards.card_id AND front.side = 'a')
  WHERE side = 'b' AND card_id IN (SELECT id FROM card_entries WHERE layout = 'transform')
    AND EXISTS (SELECT 1 FROM cards front WHERE front.card_id = cards.card_id AND front.side = 'a');
`;

export const cardsSql = {
  insertCardFile: 'INSERT INTO card_files (title, file_name, content_hash, imported_at) VALUES (?, ?, ?, ?)',
  setCardFile: 'UPDATE card_files SET title = ?, content_hash = ?, data_date = ? WHERE id = ?',
  deleteEntryByKey: 'DELETE FROM card_entries WHERE name_key = ?',
  insertEntry: 'INSERT INTO card_entries (name_key, name, layout, legalities, keywords, file_id) VALUES (?, ?, ?, ?, ?, ?)',
  insertRuling: 'INSERT INTO card_rulings (card_id, date, text) VALUES (?, ?, ?)',
  indexRuling: 'INSERT INTO ruling_index (rowid, card_name, text) VALUES (?, ?, ?)',
  insertForeignName: 'INSERT OR IGNORE INTO card_foreign_names (card_id, language, name) VALUES (?, ?, ?)',
  insertFace: `INSERT INTO cards (name_key, name, type_line, mana_cost, mana_value, colors, power, toughness, abilities, file_id,
    card_id, face_index, text, printed_power, printed_toughness, loyalty, defense, side)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  entryCountOfFile: 'SELECT count(*) AS count FROM card_entries WHERE file_id = ?',
  entryByKey: 'SELECT id, name, layout, legalities, keywords FROM card_entries WHERE name_key = ?',
  entryById: 'SELECT id, name, layout, legalities, keywords FROM card_entries WHERE id = ?',
  /** The whole card a face name belongs to ("Night Tester" → "Day Tester // Night Tester"); of several, the newest file's. */
  entryIdOfFace: 'SELECT card_id AS id FROM cards WHERE name_key = ? AND card_id IS NOT NULL ORDER BY file_id DESC, id LIMIT 1',
  facesOfEntry: `SELECT name, type_line AS typeLine, mana_cost AS manaCost, mana_value AS manaValue, colors, power, toughness, abilities,
    text, printed_power AS printedPower, printed_toughness AS printedToughness, loyalty, defense, side
    FROM cards WHERE card_id = ? ORDER BY face_index`,
  rulingsOfEntry: 'SELECT date, text FROM card_rulings WHERE card_id = ? ORDER BY date, id',
  foreignNamesOfEntry: 'SELECT language, name FROM card_foreign_names WHERE card_id = ? ORDER BY language, name',
  /** Everything card search keeps in memory: one row per face of every whole card, in card order. */
  searchPool: `SELECT e.id, e.name AS cardName, e.layout, e.keywords, c.name, c.type_line AS typeLine, c.mana_value AS manaValue,
    c.colors, c.text,
    c.mana_cost AS manaCost, c.printed_power AS power, c.printed_toughness AS toughness
    FROM card_entries e JOIN cards c ON c.card_id = e.id ORDER BY e.id, c.face_index`,
  cardAndFaceNames: 'SELECT e.name AS card, c.name AS face FROM card_entries e JOIN cards c ON c.card_id = e.id',
  searchPoolForeign: 'SELECT card_id AS id, language, name FROM card_foreign_names',
  matchRulings: `SELECT r.id, e.name AS cardName, r.date, r.text, bm25(ruling_index, 4.0, 1.0) AS rank
    FROM ruling_index JOIN card_rulings r ON r.id = ruling_index.rowid JOIN card_entries e ON e.id = r.card_id
    WHERE ruling_index MATCH ? ORDER BY bm25(ruling_index, 4.0, 1.0) LIMIT ?`,
  /** Rulings of the named cards (names as keys, a JSON list) that match the question's other words, best first. */
  matchRulingsOfCards: `SELECT r.id, e.name AS cardName, r.date, r.text, bm25(ruling_index, 0.0, 1.0) AS rank
    FROM ruling_index JOIN card_rulings r ON r.id = ruling_index.rowid JOIN card_entries e ON e.id = r.card_id
    WHERE ruling_index MATCH ? AND e.name_key IN (SELECT value FROM json_each(?)) ORDER BY rank LIMIT ?`,
  /** Rulings of the named cards, newest first. */
  rulingsOfCards: `SELECT r.id, e.name AS cardName, r.date, r.text, 0 AS rank FROM card_rulings r JOIN card_entries e ON e.id = r.card_id
    WHERE e.name_key IN (SELECT value FROM json_each(?)) ORDER BY r.date DESC, r.id LIMIT ?`,
} as const;

/** A whole card's row: legalities (an object of format to status) and keywords (a list) are JSON. */
export interface EntryRow {
  readonly id: number;
  readonly name: string;
  readonly layout: string;
  readonly legalities: string;
  readonly keywords: string;
}

/** A face of the card search pool, colors still JSON, with its whole card's id, name, layout and keywords (JSON). */
export interface PoolRow extends Omit<PoolFace, 'colors'> {
  readonly id: number;
  readonly cardName: string;
  readonly layout: string;
  readonly keywords: string;
  readonly colors: string;
}

type RulingRow = RulingHit & { readonly id: number; readonly rank: number };
type RulingsOfCards = [words: string, namesJson: string, limit: number];

/** cardsSql's statements that return rows, with their parameter and row types. */
export const cardQueries = {
  entryByKey: query<[nameKey: string], EntryRow>(cardsSql.entryByKey),
  entryById: query<[id: number], EntryRow>(cardsSql.entryById),
  entryIdOfFace: query<[nameKey: string], { readonly id: number }>(cardsSql.entryIdOfFace),
  facesOfEntry: query<[entryId: number], CardRow & Omit<CardFaceRecord, keyof CardRow>>(cardsSql.facesOfEntry),
  rulingsOfEntry: query<[entryId: number], Ruling>(cardsSql.rulingsOfEntry),
  foreignNamesOfEntry: query<[entryId: number], ForeignName>(cardsSql.foreignNamesOfEntry),
  searchPool: query<[], PoolRow>(cardsSql.searchPool),
  cardAndFaceNames: query<[], { readonly card: string; readonly face: string }>(cardsSql.cardAndFaceNames),
  searchPoolForeign: query<[], ForeignName & { readonly id: number }>(cardsSql.searchPoolForeign),
  matchRulings: query<[match: string, limit: number], RulingRow>(cardsSql.matchRulings),
  matchRulingsOfCards: query<RulingsOfCards, RulingRow>(cardsSql.matchRulingsOfCards),
  rulingsOfCards: query<[namesJson: string, limit: number], RulingRow>(cardsSql.rulingsOfCards),
};
