// Every SQL statement of the rules corpus, and the numbered schema migrations (recorded in PRAGMA user_version);
// `queries` gives the statements read outside search their parameter and row types, so no caller casts a row.
import type { CardFileInfo, ImportSummary, SourceInfo, SourceRef } from '../../core/contract.ts';
import { z } from 'zod';
import { colorOrder, type Color } from '../../core/engine/model.ts';
import type { EntryKind } from '../../core/rules/model.ts';
import type { FieldWeights } from '../../core/search/rank.ts';
import { query } from './statements.ts';
import { backFaceManaValueMigration, cardsMigration, facesByCardMigration } from './cardsSql.ts';
import { fieldedIndexMigration } from './searchIndexSql.ts';

/** Migration N (1-based) brings user_version from N-1 to N. Append only; never edit a released one. */
export const migrations: readonly string[] = [
  `
  CREATE TABLE sources (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    kind TEXT NOT NULL,
    effective_date TEXT,
    file_name TEXT NOT NULL,
    content_hash TEXT NOT NULL UNIQUE,
    imported_at TEXT NOT NULL,
    -- The source's rows in search_index are the contiguous rowid range index_from..index_to (one import, one insert run):
    -- a rowid range is the one filter FTS5 applies while reading its doclists.
    index_from INTEGER,
    index_to INTEGER
  );
  CREATE TABLE rules (
    id INTEGER PRIMARY KEY,
    source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
    number TEXT NOT NULL,
    kind TEXT NOT NULL,
    parent TEXT,
    position INTEGER NOT NULL,
    text TEXT NOT NULL,
    UNIQUE (source_id, number)
  );
  CREATE INDEX rules_by_position ON rules(source_id, position);
  CREATE INDEX rules_by_parent ON rules(source_id, parent, position);
  CREATE TABLE examples (
    rule_id INTEGER NOT NULL REFERENCES rules(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (rule_id, position)
  ) WITHOUT ROWID;
  CREATE TABLE glossary (
    id INTEGER PRIMARY KEY,
    source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
    term TEXT NOT NULL,
    term_key TEXT NOT NULL,
    senses TEXT NOT NULL,
    obsolete INTEGER NOT NULL,
    UNIQUE (source_id, term_key)
  );
  CREATE TABLE rule_references (
    source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
    from_key TEXT NOT NULL,
    to_number TEXT NOT NULL
  );
  CREATE INDEX references_from ON rule_references(source_id, from_key);
  CREATE INDEX references_to ON rule_references(source_id, to_number);
  CREATE TABLE subtypes (
    source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
    list TEXT NOT NULL,
    name TEXT NOT NULL,
    position INTEGER NOT NULL
  );
  CREATE INDEX subtypes_by_source ON subtypes(source_id, list, position);
  CREATE TABLE vocabulary (
    source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
    word TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (source_id, word)
  ) WITHOUT ROWID;
  CREATE VIRTUAL TABLE search_index USING fts5(
    heading, body, source_id UNINDEXED, kind UNINDEXED, ref_id UNINDEXED,
    tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3'
  );
  `,
  // 2: card data (MTGJSON) for the simulator's board: one row per card face name; a later file replaces a name (until 7).
  `
  CREATE TABLE card_files (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    file_name TEXT NOT NULL,
    content_hash TEXT NOT NULL UNIQUE,
    imported_at TEXT NOT NULL
  );
  CREATE TABLE cards (
    name_key TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    type_line TEXT NOT NULL,
    mana_cost TEXT NOT NULL,
    mana_value REAL NOT NULL,
    colors TEXT NOT NULL,
    power INTEGER,
    toughness INTEGER,
    abilities TEXT NOT NULL,
    file_id INTEGER NOT NULL REFERENCES card_files(id) ON DELETE CASCADE
  ) WITHOUT ROWID;
  CREATE INDEX cards_by_file ON cards(file_id);
  `,
  // 3: unused; it stays a no-op so that databases already at 4 or later keep their numbers.
  '-- 3: reserved',
  // 4: whole cards, rulings, foreign names (electron/db/cardsSql.ts).
  cardsMigration,
  // 5: the date MTGJSON built a card data file (its meta.date), shown beside the rules' effective dates.
  'ALTER TABLE card_files ADD COLUMN data_date TEXT;',
  // 6: the full-text index with its fields apart (title, body, examples, glossary term and definition).
  fieldedIndexMigration,
  // 7: card faces keyed by their own id, not by name: two cards may have a face of the same name (electron/db/cardsSql.ts).
  facesByCardMigration,
  // 8: a transforming card's back face has its front face's mana value (202.3b; electron/db/cardsSql.ts).
  backFaceManaValueMigration,
  // 9: each source's search terms as built on import (core/search/termsJson.ts), read back on start, not built again.
  `
  CREATE TABLE search_terms (
    source_id INTEGER PRIMARY KEY REFERENCES sources(id) ON DELETE CASCADE,
    format INTEGER NOT NULL,
    dictionary TEXT NOT NULL
  );
  `,
];

export const sql = {
  cardFileByHash: 'SELECT id, title FROM card_files WHERE content_hash = ?',
  insertCardFile: 'INSERT INTO card_files (title, file_name, content_hash, imported_at) VALUES (?, ?, ?, ?)',
  cardCountOfFile: 'SELECT count(*) AS count FROM cards WHERE file_id = ?',
  /**
   * The face a name names. A name several cards' faces bear ("Lightning Bolt", also the back face of "Emeritus of
   * Conflict // Lightning Bolt") is first the card of that very name, then the newest file's.
   */
  cardByKey: `SELECT c.name, c.type_line AS typeLine, c.mana_cost AS manaCost, c.mana_value AS manaValue, c.colors, c.power, c.toughness,
    c.printed_power AS printedPower, c.printed_toughness AS printedToughness, c.abilities, c.loyalty, c.defense
    FROM cards c LEFT JOIN card_entries e ON e.id = c.card_id WHERE c.name_key = ?
    ORDER BY e.name_key IS c.name_key DESC, c.file_id DESC, c.id LIMIT 1`,
  /** Names starting with the typed text first, then names holding it; the key is lower case, LIKE wildcards escaped. */
  cardNamesLike: `SELECT min(name) AS name FROM cards WHERE name_key LIKE ? ESCAPE '\\' GROUP BY name_key
    ORDER BY (name_key LIKE ? ESCAPE '\\') DESC, name_key LIMIT ?`,
  cardTotal: 'SELECT count(*) AS count FROM cards',
  listCardFiles: `
    SELECT f.id, f.title, f.file_name AS fileName, f.imported_at AS importedAt, f.data_date AS dataDate,
      (SELECT count(*) FROM cards c WHERE c.file_id = f.id) AS cards
    FROM card_files f ORDER BY f.id DESC`,
  deleteCardFile: 'DELETE FROM card_files WHERE id = ?',
  sourceByHash: 'SELECT id FROM sources WHERE content_hash = ?',
  insertSource: 'INSERT INTO sources (title, kind, effective_date, file_name, content_hash, imported_at) VALUES (?, ?, ?, ?, ?, ?)',
  insertRule: 'INSERT INTO rules (source_id, number, kind, parent, position, text) VALUES (?, ?, ?, ?, ?, ?)',
  insertExample: 'INSERT INTO examples (rule_id, position, text) VALUES (?, ?, ?)',
  insertGlossary: 'INSERT OR IGNORE INTO glossary (source_id, term, term_key, senses, obsolete) VALUES (?, ?, ?, ?, ?)',
  insertReference: 'INSERT INTO rule_references (source_id, from_key, to_number) VALUES (?, ?, ?)',
  insertSubtype: 'INSERT INTO subtypes (source_id, list, name, position) VALUES (?, ?, ?, ?)',
  insertWord: 'INSERT INTO vocabulary (source_id, word, count) VALUES (?, ?, ?)',
  deleteIndex: 'DELETE FROM search_index WHERE source_id = ?',
  deleteSource: 'DELETE FROM sources WHERE id = ?',
  listSources: `
    SELECT s.id, s.title, s.kind, s.effective_date AS effectiveDate, s.file_name AS fileName, s.imported_at AS importedAt,
      (SELECT count(*) FROM rules r WHERE r.source_id = s.id) AS ruleCount,
      (SELECT count(*) FROM glossary g WHERE g.source_id = s.id) AS glossaryCount
    FROM sources s ORDER BY s.effective_date DESC NULLS LAST, s.id DESC`,
  countsOfSource: `
    SELECT
      (SELECT count(*) FROM rules WHERE source_id = $id AND kind = 'section') AS sections,
      (SELECT count(*) FROM rules WHERE source_id = $id AND kind <> 'section') AS rules,
      (SELECT count(*) FROM examples e JOIN rules r ON r.id = e.rule_id WHERE r.source_id = $id) AS examples,
      (SELECT count(*) FROM glossary WHERE source_id = $id) AS glossary,
      (SELECT count(*) FROM rule_references WHERE source_id = $id) AS "references",
      (SELECT count(*) FROM subtypes WHERE source_id = $id) AS subtypes`,
  newestRulesSource: `SELECT id FROM sources WHERE kind = 'comprehensive-rules' ORDER BY effective_date DESC NULLS LAST, id DESC LIMIT 1`,
  otherSources: `SELECT id FROM sources WHERE kind <> 'comprehensive-rules' ORDER BY effective_date DESC NULLS LAST, id DESC`,
  sourceRef: 'SELECT id, title, effective_date AS effectiveDate FROM sources WHERE id = ?',
  /** The keyword abilities and actions of a source: the rules under those titled Keyword Abilities and Keyword Actions. */
  keywordRulesOf: `SELECT c.number, c.text FROM rules p JOIN rules c ON c.source_id = p.source_id AND c.parent = p.number
    WHERE p.source_id = ? AND p.kind = 'rule' AND p.text IN ('Keyword Abilities', 'Keyword Actions')`,
  ruleByNumber: 'SELECT id, source_id AS sourceId, number, kind, parent, position, text FROM rules WHERE source_id = ? AND number = ?',
  ruleById: 'SELECT id, source_id AS sourceId, number, kind, parent, position, text FROM rules WHERE id = ?',
  childrenOf:
    'SELECT id, source_id AS sourceId, number, kind, parent, position, text FROM rules WHERE source_id = ? AND parent = ? ORDER BY ' +
    'position',
  ruleAtPosition: 'SELECT number, kind, text FROM rules WHERE source_id = ? AND position = ?',
  examplesOf: 'SELECT text FROM examples WHERE rule_id = ? ORDER BY position',
  citesOf: 'SELECT to_number AS number FROM rule_references WHERE source_id = ? AND from_key = ?',
  citedBy:
    `SELECT DISTINCT from_key AS number FROM rule_references WHERE source_id = ? AND to_number = ? AND from_key NOT LIKE ` + `'glossary:%'`,
  /** Every source holding a rule number, newest first (the reader's "other versions"). */
  versionsOfRule: `
    SELECT r.source_id AS sourceId FROM rules r JOIN sources s ON s.id = r.source_id WHERE r.number = ? AND r.source_id <> ?
    ORDER BY s.effective_date DESC NULLS LAST, s.id DESC`,
  sourcesWithRule: `
    SELECT r.source_id AS id FROM rules r JOIN sources s ON s.id = r.source_id WHERE r.number = ?
    ORDER BY (s.kind = 'comprehensive-rules') DESC, s.effective_date DESC NULLS LAST, s.id DESC`,
  glossaryByKey: 'SELECT id, source_id AS sourceId, term, senses, obsolete FROM glossary WHERE source_id = ? AND term_key = ?',
  glossaryById: 'SELECT id, source_id AS sourceId, term, senses, obsolete FROM glossary WHERE id = ?',
  /** Entries whose heading holds the words (then checked name by name): "Banding" in "Banding, “Bands with Other”". */
  glossaryHeadingsWith: "SELECT DISTINCT term, term_key AS termKey FROM glossary WHERE term_key LIKE ? ESCAPE '\\' LIMIT 50",
  /** Every entry's heading, for a name typed loosely or misspelt. */
  glossaryHeadings: 'SELECT DISTINCT term, term_key AS termKey FROM glossary',
  sourcesWithTerm: `
    SELECT g.source_id AS id FROM glossary g JOIN sources s ON s.id = g.source_id WHERE g.term_key = ?
    ORDER BY s.effective_date DESC NULLS LAST, s.id DESC`,
  /** A word's frequency is its highest in any one source, so importing more versions does not make words look common. */
  vocabulary: 'SELECT word, max(count) AS count FROM vocabulary GROUP BY word',
  subtypesOf: 'SELECT list, name FROM subtypes WHERE source_id = ? ORDER BY list, position',
  newestSourceWithSubtypes: `
    SELECT s.id, s.title, s.effective_date AS effectiveDate FROM sources s
    WHERE s.kind = 'comprehensive-rules' AND EXISTS (SELECT 1 FROM subtypes t WHERE t.source_id = s.id)
    ORDER BY s.effective_date DESC NULLS LAST, s.id DESC LIMIT 1`,
  /**
   * A MATCH expression's bm25 for every row of the range that holds it, each field weighted (fielded BM25: title,
   * body, examples, term, definition; core/search/weights.ts): one phrase's, kept, or a whole query's. fullText.ts adds
   * phrases' scores and picks the best rows: only those rows' stored columns (kind, ref_id) are read after, as
   * selecting them beside every score read the stored columns of every row matched (8% slower over the training
   * questions).
   */
  phraseScores: `SELECT rowid, bm25(search_index, $title, $body, $examples, $term, $definition) FROM search_index
    WHERE search_index MATCH $match AND rowid BETWEEN $from AND $to`,
  indexEntry: 'SELECT kind, ref_id AS refId FROM search_index WHERE rowid = ?',
  /** The index rows of a range saying a phrase (a MATCH expression), those saying it most first. */
  phraseRows: `SELECT rowid FROM search_index WHERE search_index MATCH $match AND rowid BETWEEN $from AND $to
    ORDER BY rank LIMIT $limit`,
  /** Whether any source's index holds a word (a MATCH expression of the word alone) as a whole word, by its stem. */
  wordIndexed: 'SELECT 1 AS found FROM search_index WHERE search_index MATCH ? LIMIT 1',
  indexRange: 'SELECT index_from AS indexFrom, index_to AS indexTo FROM sources WHERE id = ?',
  sourceHash: 'SELECT content_hash AS hash FROM sources WHERE id = ?',
  glossaryTerms: 'SELECT term, obsolete FROM glossary WHERE source_id = ? ORDER BY id',
  // A join with glossary here measured 100 times slower than this indexed look-up (0.18 vs 0.002 ms per rule).
  glossaryCiting:
    `SELECT substr(from_key, 10) AS term FROM rule_references WHERE source_id = ? AND to_number = ? AND from_key LIKE ` + `'glossary:%'`,
  /** A source's search terms as stored, with the format they were built in. */
  storedSearchTerms: 'SELECT format, dictionary FROM search_terms WHERE source_id = ?',
  storeSearchTerms: 'INSERT OR REPLACE INTO search_terms (source_id, format, dictionary) VALUES (?, ?, ?)',
  /** Sources whose search terms are missing or of another format than the one given. */
  sourcesWithoutSearchTerms: `SELECT s.id FROM sources s LEFT JOIN search_terms t ON t.source_id = s.id
    WHERE t.source_id IS NULL OR t.format <> ?`,
  /** Search terms of a source: each glossary entry with the rules it points to ("See rule 702.19"). */
  searchTermGlossary: `SELECT g.id, g.term, g.senses, g.obsolete, group_concat(r.to_number, ' ') AS cites FROM glossary g
    LEFT JOIN rule_references r ON r.source_id = g.source_id AND r.from_key = 'glossary:' || g.term
    WHERE g.source_id = ? GROUP BY g.id`,
  /** Every rule and every glossary entry of a source, for reading them all into search's entry cache at once. */
  searchEntryRules: 'SELECT id, source_id AS sourceId, number, kind, parent, position, text FROM rules WHERE source_id = ?',
  searchEntryGlossary: 'SELECT id, source_id AS sourceId, term, senses, obsolete FROM glossary WHERE source_id = ?',
  /** Rule texts that may name a symbol ("The tap symbol is {T}"), in document order. */
  searchSymbolTexts: `SELECT text FROM rules WHERE source_id = ? AND instr(text, '{') > 0 AND instr(text, 'symbol') > 0 ORDER BY position`,
  /** Search terms of a source: its titled rules ("509. Declare Blockers Step", "702.19 Trample"), not sentences. */
  searchTermTitles: `SELECT number, text AS title FROM rules WHERE source_id = ?
    AND (kind IN ('rule', 'section') OR (length(text) <= 40 AND instr(text, '.') = 0 AND instr(text, ':') = 0))`,
} as const;

// ---- Change lists (issue 19): whole versions read at once, for aligning two releases. Owned by electron/db/changes.ts.
export const changesSql = {
  /** Every rule of a source in document order (parents before their children). */
  rulesOfSource: 'SELECT id, number, kind, parent, text FROM rules WHERE source_id = ? ORDER BY position',
  /** Every example of a source's rules, in order within each rule. */
  examplesOfSource: `SELECT e.rule_id AS ruleId, e.text FROM examples e JOIN rules r ON r.id = e.rule_id WHERE r.source_id = ?
    ORDER BY e.rule_id, e.position`,
  glossaryOfSource: 'SELECT term, senses, obsolete FROM glossary WHERE source_id = ? ORDER BY id',
  /** A source by id, with its content hash (caches of derived alignments are keyed by it). */
  sourceForChanges: 'SELECT id, title, kind, effective_date AS effectiveDate, content_hash AS hash FROM sources WHERE id = ?',
  /** Comprehensive Rules releases, oldest first (the history of a rule walks them in order). */
  rulesReleases: `SELECT id, title, kind, effective_date AS effectiveDate, content_hash AS hash FROM sources
    WHERE kind = 'comprehensive-rules' ORDER BY effective_date ASC NULLS FIRST, id ASC`,
  /** Sources whose effective date is the given one or starts with it ("2026-04-17", "2024"), newest first. */
  sourcesByDate: `SELECT id FROM sources WHERE effective_date LIKE ? || '%' ORDER BY (kind = 'comprehensive-rules') DESC,
    effective_date DESC, id DESC`,
} as const;

export interface RuleRow {
  readonly id: number;
  readonly sourceId: number;
  readonly number: string;
  readonly kind: string;
  readonly parent: string | null;
  readonly position: number;
  readonly text: string;
}

export interface GlossaryRow {
  readonly id: number;
  readonly sourceId: number;
  readonly term: string;
  /** JSON: a list of strings. */
  readonly senses: string;
  /** 1 or 0. */
  readonly obsolete: number;
}

export interface CardRow {
  readonly name: string;
  readonly typeLine: string;
  readonly manaCost: string;
  readonly manaValue: number;
  /** JSON: a list of colors. */
  readonly colors: string;
  readonly power: number | null;
  readonly toughness: number | null;
  readonly printedPower: string | null;
  readonly printedToughness: string | null;
  /** JSON: a list of ability texts. */
  readonly abilities: string;
  readonly loyalty: string | null;
  readonly defense: string | null;
}

/** A full-text query of the search index: its expression, a source's rowid range, and each field's weight. */
export interface PhraseParams extends FieldWeights {
  readonly match: string;
  readonly from: number;
  readonly to: number;
}

/** What a full-text row stands for: a rule or a glossary entry, by its id. */
export interface IndexEntry {
  readonly kind: string;
  readonly refId: number;
}

interface Id {
  readonly id: number;
}
interface Count {
  readonly count: number;
}
interface RuleNumber {
  readonly number: string;
}

/** The statements above that return rows, with their parameters and the shape of each row (column aliases as named). */
export const queries = {
  cardFileByHash: query<[hash: string], Id & { readonly title: string }>(sql.cardFileByHash),
  cardCountOfFile: query<[fileId: number], Count>(sql.cardCountOfFile),
  cardByKey: query<[nameKey: string], CardRow>(sql.cardByKey),
  cardNamesLike: query<[holding: string, starting: string, limit: number], { readonly name: string }>(sql.cardNamesLike),
  cardTotal: query<[], Count>(sql.cardTotal),
  listCardFiles: query<[], CardFileInfo>(sql.listCardFiles),
  sourceByHash: query<[hash: string], Id>(sql.sourceByHash),
  listSources: query<[], SourceInfo>(sql.listSources),
  countsOfSource: query<[{ readonly id: number }], ImportSummary['counts']>(sql.countsOfSource),
  sourceRef: query<[id: number], SourceRef>(sql.sourceRef),
  newestRulesSource: query<[], Id>(sql.newestRulesSource),
  keywordRulesOf: query<[sourceId: number], RuleNumber & { readonly text: string }>(sql.keywordRulesOf),
  ruleByNumber: query<[sourceId: number, number: string], RuleRow>(sql.ruleByNumber),
  ruleById: query<[id: number], RuleRow>(sql.ruleById),
  childrenOf: query<[sourceId: number, parent: string], RuleRow>(sql.childrenOf),
  ruleAtPosition: query<[sourceId: number, position: number], Pick<RuleRow, 'number' | 'kind' | 'text'>>(sql.ruleAtPosition),
  examplesOf: query<[ruleId: number], { readonly text: string }>(sql.examplesOf),
  citesOf: query<[sourceId: number, fromKey: string], RuleNumber>(sql.citesOf),
  citedBy: query<[sourceId: number, number: string], RuleNumber>(sql.citedBy),
  versionsOfRule: query<[number: string, exceptSourceId: number], { readonly sourceId: number }>(sql.versionsOfRule),
  sourcesWithRule: query<[number: string], Id>(sql.sourcesWithRule),
  glossaryByKey: query<[sourceId: number, termKey: string], GlossaryRow>(sql.glossaryByKey),
  glossaryHeadingsWith: query<[pattern: string], { readonly term: string; readonly termKey: string }>(sql.glossaryHeadingsWith),
  glossaryHeadings: query<[], { readonly term: string; readonly termKey: string }>(sql.glossaryHeadings),
  sourcesWithTerm: query<[termKey: string], Id>(sql.sourcesWithTerm),
  vocabulary: query<[], { readonly word: string; readonly count: number }>(sql.vocabulary),
  subtypesOf: query<[sourceId: number], { readonly list: string; readonly name: string }>(sql.subtypesOf),
  newestSourceWithSubtypes: query<[], SourceRef>(sql.newestSourceWithSubtypes),
  indexEntry: query<[rowid: number], IndexEntry>(sql.indexEntry),
  phraseRows: query<
    [{ readonly match: string; readonly from: number; readonly to: number; readonly limit: number }],
    { readonly rowid: number }
  >(sql.phraseRows),
  wordIndexed: query<[match: string], { readonly found: number }>(sql.wordIndexed),
  indexRange: query<[sourceId: number], { readonly indexFrom: number | null; readonly indexTo: number | null }>(sql.indexRange),
  sourceHash: query<[sourceId: number], { readonly hash: string }>(sql.sourceHash),
  glossaryTerms: query<[sourceId: number], { readonly term: string; readonly obsolete: number }>(sql.glossaryTerms),
  glossaryCiting: query<[sourceId: number, number: string], { readonly term: string }>(sql.glossaryCiting),
  storedSearchTerms: query<[sourceId: number], { readonly format: number; readonly dictionary: string }>(sql.storedSearchTerms),
  storeSearchTerms: query<[sourceId: number, format: number, dictionary: string]>(sql.storeSearchTerms),
  sourcesWithoutSearchTerms: query<[format: number], Id>(sql.sourcesWithoutSearchTerms),
};

/** JSON columns (glossary senses, a card's colors, abilities, keywords and legalities): read back through a schema, never cast. */
export const stringList = z.array(z.string());
export const legalityRecord = z.record(z.string(), z.string());
export const colorList = z.array(z.enum(colorOrder as [Color, ...Color[]]));

export function readJson<T>(schema: z.ZodType<T>, json: string): T {
  return schema.parse(JSON.parse(json));
}

/** A source as change lists read it: with its content hash, which keys the caches of what is derived from it. */
export interface ChangesSourceRow extends SourceRef {
  readonly kind: string;
  readonly hash: string;
}

/** changesSql with parameter and row types. */
export const changesQueries = {
  rulesOfSource: query<[sourceId: number], Pick<RuleRow, 'id' | 'number' | 'parent' | 'text'> & { readonly kind: EntryKind }>(
    changesSql.rulesOfSource,
  ),
  examplesOfSource: query<[sourceId: number], { readonly ruleId: number; readonly text: string }>(changesSql.examplesOfSource),
  glossaryOfSource: query<[sourceId: number], Pick<GlossaryRow, 'term' | 'senses' | 'obsolete'>>(changesSql.glossaryOfSource),
  sourceForChanges: query<[id: number], ChangesSourceRow>(changesSql.sourceForChanges),
  rulesReleases: query<[], ChangesSourceRow>(changesSql.rulesReleases),
  sourcesByDate: query<[date: string], Id>(changesSql.sourcesByDate),
};
