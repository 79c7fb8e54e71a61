// Card data in the database: MTGJSON files imported (streaming, electron/db/cardImport.ts) into faces (the simulator's
// board reads them by name) and whole cards (layout, legalities, rulings, foreign names) for the card page.
import type BetterSqlite3 from 'better-sqlite3';
import type { Card } from '../../core/cards/mtgjson.ts';
import type { CardEntry, RulingHit } from '../../core/cards/page.ts';
import type { CardFaceRecord, ForeignName, Ruling } from '../../core/cards/record.ts';
import type { CardFileInfo, CardImportSummary } from '../../core/contract.ts';
import type { Problem, Result } from '../../core/result.ts';
import { textKey, wordsOf } from '../../core/text/index.ts';
import { importCardFile, type CardImportProgress } from './cardImport.ts';
import { cardsSql } from './cardsSql.ts';
import { sql } from './sql.ts';
import { statement } from './statements.ts';
import { cardsNamedIn, forgetCardPool } from './cardSearch.ts';

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

interface FaceRow {
  readonly name: string;
  readonly typeLine: string;
  readonly manaCost: string;
  readonly manaValue: number;
  readonly colors: string;
  readonly power: number | null;
  readonly toughness: number | null;
  readonly abilities: string;
}

const faceOf = (row: FaceRow): Card => ({
  name: row.name,
  typeLine: row.typeLine,
  manaCost: row.manaCost,
  manaValue: row.manaValue,
  colors: JSON.parse(row.colors) as Card['colors'],
  power: row.power,
  toughness: row.toughness,
  abilities: JSON.parse(row.abilities) as string[],
});

/** The card face a name names, or null. */
export function readCard(db: BetterSqlite3.Database, name: string): Card | null {
  const row = statement(db, sql.cardByKey).get(cardKey(name)) as FaceRow | undefined;
  return row ? faceOf(row) : null;
}

interface EntryRow {
  readonly id: number;
  readonly name: string;
  readonly layout: string;
  readonly legalities: string;
  readonly keywords: string;
}

/** The whole card for its name or one of its faces' names ("Ice" → Fire // Ice), or null. */
export function readCardEntry(db: BetterSqlite3.Database, name: string): CardEntry | null {
  const key = cardKey(name);
  let row = statement(db, cardsSql.entryByKey).get(key) as EntryRow | undefined;
  if (!row) {
    const face = statement(db, cardsSql.entryIdOfFace).get(key) as { id: number } | undefined;
    if (face) row = statement(db, cardsSql.entryById).get(face.id) as EntryRow | undefined;
  }
  if (!row) return null;
  const faces = (statement(db, cardsSql.facesOfEntry).all(row.id) as (FaceRow & Omit<CardFaceRecord, keyof Card>)[]).map((face) => ({
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
    legalities: JSON.parse(row.legalities) as Record<string, string>,
    keywords: JSON.parse(row.keywords) as string[],
    rulings: statement(db, cardsSql.rulingsOfEntry).all(row.id) as Ruling[],
    foreignNames: statement(db, cardsSql.foreignNamesOfEntry).all(row.id) as ForeignName[],
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
  const rows = statement(db, cardsSql.matchRulings).all(match, limit) as (RulingHit & { rank: number; id: number })[];
  return rows.map((row) => ({ cardName: row.cardName, date: row.date, text: row.text, score: -row.rank }));
}

/**
 * The rulings of the cards a rules question names ("does Blood Moon turn off Urborg?"): those that share the most of
 * the question's other words first (bm25 over the rulings' text), then the cards' other rulings, newest first. None
 * when the question names no card or no card data is imported: rules search shows them as their own results.
 */
export function rulingsForQuestion(db: BetterSqlite3.Database, question: string, limit = 5): RulingHit[] {
  const named = cardsNamedIn(db, question);
  if (named.length === 0) return [];
  const keys = JSON.stringify(named.map(cardKey));
  const nameWords = new Set(named.flatMap((name) => wordsOf(name)));
  const others = [...new Set(wordsOf(question))].filter((word) => word.length > 2 && !nameWords.has(word));
  type Row = RulingHit & { readonly id: number; readonly rank: number };
  const matching =
    others.length === 0
      ? []
      : (statement(db, cardsSql.matchRulingsOfCards).all(others.map((word) => `"${word}"`).join(' OR '), keys, limit) as Row[]);
  const seen = new Set(matching.map((row) => row.id));
  const rest = (statement(db, cardsSql.rulingsOfCards).all(keys, limit) as Row[]).filter((row) => !seen.has(row.id));
  return [...matching, ...rest]
    .slice(0, limit)
    .map((row) => ({ cardName: row.cardName, date: row.date, text: row.text, score: -row.rank }));
}

/** Card names for what a judge has typed: those starting with it first, then those holding it. */
export function cardNames(db: BetterSqlite3.Database, typed: string, limit = 10): string[] {
  const key = cardKey(typed).replace(/[\\%_]/g, (c) => `\\${c}`);
  if (key === '') return [];
  return (statement(db, sql.cardNamesLike).all(`%${key}%`, `${key}%`, limit) as { name: string }[]).map((row) => row.name);
}

export function listCardFiles(db: BetterSqlite3.Database): CardFileInfo[] {
  return statement(db, sql.listCardFiles).all() as CardFileInfo[];
}

/** Removes a card data file and the cards it holds (foreign keys cascade); false when there is no such file. */
export function removeCardFile(db: BetterSqlite3.Database, id: number): boolean {
  const removed = statement(db, sql.deleteCardFile).run(id).changes > 0;
  forgetCardPool(db);
  return removed;
}

export function cardCount(db: BetterSqlite3.Database): number {
  return (statement(db, sql.cardTotal).get() as { count: number }).count;
}
