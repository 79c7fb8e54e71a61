// The full-text index of rules and glossary entries: one FTS5 row per entry with its fields apart, so that ranking
// can weigh each (fielded BM25, core/search/weights.ts). Built from the stored rows by one statement, used both by an
// import (its new source) and by migration 6 (every source of an older database): both build the same rows.

/** A rule's text is a name, not a sentence ("Trample", "Declare Blockers Step"), as search terms read titles. */
const isName = (text: string): string => `(length(${text}) <= 40 AND instr(${text}, '.') = 0 AND instr(${text}, ':') = 0)`;

/**
 * Fields: `title` the section or numbered rule heading an entry sits under, and its own text when that is a name
 * ("702.19 Trample"); `body` its text; `examples` its examples; `term` and `definition` a glossary entry's. Rule
 * numbers are not indexed: search looks them up exactly. (A titled rule's name in the title of its subrules made a
 * rare keyword's subrules fill the top of a keyword pair's results: not done.)
 */
const createIndex = `
  CREATE VIRTUAL TABLE search_index USING fts5(
    title, body, examples, term, definition, source_id UNINDEXED, kind UNINDEXED, ref_id UNINDEXED,
    tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3'
  );`;

/**
 * Indexes the sources `targets` selects (a SELECT of source ids), each source's rows one contiguous rowid range —
 * rules in document order, then its glossary — and records that range on the source: FTS5 filters by rowid range.
 * Changing this text changes what migration 6 builds: a new index layout is a new migration.
 */
function indexSources(targets: string): readonly [insert: string, ranges: string] {
  const insert = `
  WITH RECURSIVE target(id) AS (${targets}),
  -- each entry's ancestors, climbing to the section or numbered rule heading above it (whose text is a title)
  climb(rule_id, source_id, at) AS (
    SELECT r.id, r.source_id, r.parent FROM rules r JOIN target t ON r.source_id = t.id WHERE r.kind NOT IN ('section', 'rule')
    UNION ALL
    SELECT c.rule_id, c.source_id, p.parent FROM climb c JOIN rules p ON p.source_id = c.source_id AND p.number = c.at
    WHERE p.kind NOT IN ('section', 'rule')
  ),
  heading(rule_id, text) AS (
    SELECT c.rule_id, p.text FROM climb c JOIN rules p ON p.source_id = c.source_id AND p.number = c.at
    WHERE p.kind IN ('section', 'rule')
  ),
  entries(source_id, part, position, title, body, examples, term, definition, kind, ref_id) AS (
    SELECT r.source_id, 0, r.position,
      concat_ws(' ', h.text, CASE WHEN r.kind IN ('section', 'rule') OR ${isName('r.text')} THEN r.text END),
      r.text,
      coalesce((SELECT group_concat(text, char(10)) FROM (SELECT text FROM examples WHERE rule_id = r.id ORDER BY position)), ''),
      '', '', 'rule', r.id
    FROM rules r JOIN target t ON r.source_id = t.id
    LEFT JOIN heading h ON h.rule_id = r.id
    UNION ALL
    SELECT g.source_id, 1, g.id, '', '', '', g.term, (SELECT group_concat(value, char(10)) FROM json_each(g.senses)), 'glossary', g.id
    FROM glossary g JOIN target t ON g.source_id = t.id
  )
  INSERT INTO search_index (title, body, examples, term, definition, source_id, kind, ref_id)
    SELECT title, body, examples, term, definition, source_id, kind, ref_id FROM entries ORDER BY source_id, part, position`;
  const ranges = `
  UPDATE sources SET
    index_from = (SELECT min(rowid) FROM search_index WHERE source_id = sources.id),
    index_to = (SELECT max(rowid) FROM search_index WHERE source_id = sources.id)
  WHERE id IN (${targets})`;
  return [insert, ranges];
}

/** Migration 6: the index with its fields apart, rebuilt from the stored rules and glossary of every source. */
export const fieldedIndexMigration = `
  DROP TABLE search_index;
  ${createIndex}
  ${indexSources('SELECT id FROM sources').join(';\n')};`;

/** Indexes one newly stored source: run both with `{ source: id }`. */
export const indexSource = indexSources('SELECT $source');
