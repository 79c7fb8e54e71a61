// Card data in the database: MTGJSON files imported (streaming, electron/db/cardImport.ts) into faces (the simulator's
// board reads them by name) and whole cards (layout, legalities, rulings, foreign names) for the card page.
import type BetterSqlite3 from 'better-sqlite3';
import type { Card } from '../../core/cards/record.ts';
import type { CardEntry, RulingHit } from '../../core/cards/page.ts';
import type { CardFileInfo, CardImportSummary } from '../../core/contract.ts';
import type { Problem, Result } from '../../core/result.ts';
import { textKey, wordsOf } from '../../core/text/index.ts';
import { importCardFile, type CardImportProgress } from './cardImport.ts';
import { cardQueries } from './cardsSql.ts';
import { colorList, legalityRecord, queries, readJson, sql, stringList, type CardRow } from './sql.ts';
import { prepared, statement } from './statements.ts';
import { forgetCardPool } from './cardSearch.ts';

/** Names compare as a judge types them: case, curly apostrophes and runs of spaces do not matter. */
export const cardKey = textKey;

/** Imports an MTGJSON file given as bytes (the app's file picker, browser mode); see importCardFile for a path. */
export async function importCards(
  db: BetterSqlite3.Database,
  file: { readonly fileName: string; readonly content: Uint8Array },
  progress?: (p: CardImportProgress) => void,
): Promise<Result<CardImportSummary, Problem>> {
  return importCardFile(db, file, progress);
}

const faceOf = (row: CardRow): Card => ({
  name: row.name,
  typeLine: row.typeLine,
  manaCost: row.manaCost,
  manaValue: row.manaValue,
  colors: readJson(colorList, row.colors),
  power: row.power,
  toughness: row.toughness,
  printedPower: row.printedPower,
  printedToughness: row.printedToughness,
  abilities: readJson(stringList, row.abilities),
  loyalty: row.loyalty,
  defense: row.defense,
});

/** The card face a name names, or null. */
export function readCard(db: BetterSqlite3.Database, name: string): Card | null {
  const row = prepared(db, queries.cardByKey).get(cardKey(name));
  return row ? faceOf(row) : null;
}

/** The whole card for its name or one of its faces' names ("Ice" → Fire // Ice), or null. */
export function readCardEntry(db: BetterSqlite3.Database, name: string): CardEntry | null {
  const key = cardKey(name);
  let row = prepared(db, cardQueries.entryByKey).get(key);
  if (!row) {
    const face = prepared(db, cardQueries.entryIdOfFace).get(key);
    if (face) row = prepared(db, cardQueries.entryById).get(face.id);
  }
  if (!row) return null;
  const faces = prepared(db, cardQueries.facesOfEntry)
    .all(row.id)
    .map((face) => ({
      ...faceOf(face),
      text: face.text,
      printedPower: face.printedPower,
      printedToughness: face.printedToughness,
      loyalty: face.loyalty,
      defense: face.defense,
      side: face.side,
    }));
  return {
    name: row.name,
    layout: row.layout,
    faces,
    legalities: readJson(legalityRecord, row.legalities),
    keywords: readJson(stringList, row.keywords),
    rulings: prepared(db, cardQueries.rulingsOfEntry).all(row.id),
    foreignNames: prepared(db, cardQueries.foreignNamesOfEntry).all(row.id),
  };
}

/**
 * Rulings matching a query, best first (FTS5 bm25; the card's name weighs 4 times the ruling's text). Any of the
 * query's words may match; more matching words rank higher. For rules search to show rulings as their own results.
 */
export function searchRulings(db: BetterSqlite3.Database, query: string, limit = 10): RulingHit[] {
  const words = [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter((word) => word.length > 1);
  if (words.length === 0) return [];
  const match = words.map((word) => `"${word}"`).join(' OR ');
  const rows = prepared(db, cardQueries.matchRulings).all(match, limit);
  return rows.map((row) => ({ cardName: row.cardName, date: row.date, text: row.text, score: -row.rank }));
}

/**
 * The rulings of `named`, the cards a rules question names ("does Blood Moon turn off Urborg?", see
 * core/cards/named.ts): those that share the most of the question's other words first (bm25 over the rulings' text),
 * then the cards' other rulings, newest first. Rules search shows them as their own results.
 */
export function rulingsForQuestion(db: BetterSqlite3.Database, question: string, named: readonly string[], limit = 5): RulingHit[] {
  if (named.length === 0) return [];
  const keys = JSON.stringify(named.map(cardKey));
  const nameWords = new Set(named.flatMap((name) => wordsOf(name)));
  const others = [...new Set(wordsOf(question))].filter((word) => word.length > 2 && !nameWords.has(word));
  const matching =
    others.length === 0
      ? []
      : prepared(db, cardQueries.matchRulingsOfCards).all(others.map((word) => `"${word}"`).join(' OR '), keys, limit);
  const seen = new Set(matching.map((row) => row.id));
  const rest = prepared(db, cardQueries.rulingsOfCards)
    .all(keys, limit)
    .filter((row) => !seen.has(row.id));
  return [...matching, ...rest]
    .slice(0, limit)
    .map((row) => ({ cardName: row.cardName, date: row.date, text: row.text, score: -row.rank }));
}

/** Card names for what a judge has typed: those starting with it first, then those holding it. */
export function cardNames(db: BetterSqlite3.Database, typed: string, limit = 10): string[] {
  const key = cardKey(typed).replace(/[\\%_]/g, (c) => `\\${c}`);
  if (key === '') return [];
  return prepared(db, queries.cardNamesLike)
    .all(`%${key}%`, `${key}%`, limit)
    .map((row) => row.name);
}

export function listCardFiles(db: BetterSqlite3.Database): CardFileInfo[] {
  return prepared(db, queries.listCardFiles).all();
}

/** Removes a card data file and the cards it holds (foreign keys cascade); false when there is no such file. */
export function removeCardFile(db: BetterSqlite3.Database, id: number): boolean {
  const removed = statement(db, sql.deleteCardFile).run(id).changes > 0;
  forgetCardPool(db);
  return removed;
}

export function cardCount(db: BetterSqlite3.Database): number {
  return prepared(db, queries.cardTotal).get()!.count;
}
