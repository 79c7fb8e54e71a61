// A source's CR terms (glossary entries and titled rules) for search: built from its rows on import and kept in
// search_terms, so that a start reads them back (about 2 ms) rather than building them (about 20 ms of the first
// search). A copy missing, unreadable or of another format is built again from the rows.
import type BetterSqlite3 from 'better-sqlite3';
import { buildTerms, type TermDictionary } from '../../core/search/terms.ts';
import { readTermDictionary, termDictionaryFormat, termDictionaryJson } from '../../core/search/termsJson.ts';
import { queries, readJson, sql, stringList } from './sql.ts';
import { prepared, statement } from './statements.ts';
import { searchTermCache as termCache } from './vocabulary.ts';

/** The terms as buildTerms makes them from the source's rows. */
export function buildTermsOf(db: BetterSqlite3.Database, source: number): TermDictionary {
  return buildTerms({
    glossary: (
      statement(db, sql.searchTermGlossary).all(source) as {
        id: number;
        term: string;
        senses: string;
        obsolete: number;
        cites: string | null;
      }[]
    ).map((g) => {
      const senseTexts = readJson(stringList, g.senses);
      return {
        id: g.id,
        term: g.term,
        obsolete: g.obsolete === 1,
        senses: senseTexts.join(' '),
        senseTexts,
        cites: g.cites ? g.cites.split(' ') : [],
      };
    }),
    titles: statement(db, sql.searchTermTitles).all(source) as { number: string; title: string }[],
    symbolTexts: (statement(db, sql.searchSymbolTexts).all(source) as { text: string }[]).map((r) => r.text),
  });
}

/** Writes a source's terms in the current format. */
function keepTerms(db: BetterSqlite3.Database, source: number, terms: TermDictionary): void {
  prepared(db, queries.storeSearchTerms).run(source, termDictionaryFormat, termDictionaryJson(terms));
}

/** Builds the source's terms and keeps them: run by the import, inside its transaction. */
export function storeTermsOf(db: BetterSqlite3.Database, source: number): void {
  keepTerms(db, source, buildTermsOf(db, source));
}

/** Sources whose kept copy could not be read (a damaged file): kept again on the next start. */
const unreadable = new WeakMap<BetterSqlite3.Database, Set<number>>();

/** A source's CR terms, read once per database until the sources change: the kept copy when it is current. */
export function termsOf(db: BetterSqlite3.Database, source: number): TermDictionary {
  return termCache.get(db, String(source), () => {
    const kept = prepared(db, queries.storedSearchTerms).get(source);
    const read = kept?.format === termDictionaryFormat ? readTermDictionary(kept.dictionary) : null;
    if (read?.ok) return read.value;
    if (read) unreadable.set(db, (unreadable.get(db) ?? new Set()).add(source));
    return buildTermsOf(db, source);
  });
}

/**
 * Keeps the terms of every source that has none, has them in another format (a database imported by an older
 * Arbiter) or in a copy that could not be read, so that the next start reads them. Run after the terms were asked
 * for: those already built in memory are written as they are. Nothing is written on a read-only database; a write
 * refused (another process holding the database) is left for a later start: the terms in memory serve meanwhile.
 */
export function keepMissingTerms(db: BetterSqlite3.Database): void {
  if (db.readonly) return;
  try {
    const missing = new Set([
      ...prepared(db, queries.sourcesWithoutSearchTerms)
        .all(termDictionaryFormat)
        .map((r) => r.id),
      ...(unreadable.get(db) ?? []),
    ]);
    if (missing.size === 0) return;
    db.transaction(() => {
      for (const id of missing)
        keepTerms(
          db,
          id,
          termCache.get(db, String(id), () => buildTermsOf(db, id)),
        );
    })();
    unreadable.delete(db);
  } catch {
    // kept on a later start
  }
}
