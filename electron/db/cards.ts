// Card data for the simulator: MTGJSON files imported into the cards table, looked up by name as a judge types.
import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { Card } from '../../core/cards/mtgjson.ts';
import { parseMtgjson } from '../../core/cards/mtgjson.ts';
import type { CardFileInfo, CardImportSummary } from '../../core/contract.ts';
import { err, ok, type Problem, type Result } from '../../core/result.ts';
import { maxImportBytes } from './store.ts';
import { colorList, queries, readJson, sql, stringList } from './sql.ts';
import { prepared, statement } from './statements.ts';

/** Names compare as a judge types them: case, curly apostrophes and runs of spaces do not matter. */
export const cardKey = (name: string): string => name.normalize('NFC').toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

/** Imports an MTGJSON set file or AtomicCards in one transaction: on any problem nothing is stored. */
export function importCards(
  db: BetterSqlite3.Database,
  file: { readonly fileName: string; readonly content: Uint8Array },
): Result<CardImportSummary, Problem> {
  const named = (problem: Problem): Problem => ({
    ...problem,
    message: `${file.fileName}: ${problem.message}`,
    at: `${file.fileName}, ${problem.at ?? '$'}`,
  });
  if (file.content.length > maxImportBytes)
    return err(
      named({
        code: 'too-large',
        message: `the file is ${(file.content.length / 1048576).toFixed(1)} MB; the limit is ${maxImportBytes / 1048576} MB`,
      }),
    );
  const hash = createHash('sha256').update(file.content).digest('hex');
  const existing = prepared(db, queries.cardFileByHash).get(hash);
  if (existing) {
    const { count } = prepared(db, queries.cardCountOfFile).get(existing.id)!; // count(*) gives one row
    return ok({ title: existing.title, cards: count, skipped: [], alreadyImported: true });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.content);
  } catch {
    return err(named({ code: 'not-utf8', message: 'not UTF-8 text: MTGJSON files are UTF-8 JSON' }));
  }
  const parsed = parseMtgjson(text.replace(/^\uFEFF/, ''));
  if (!parsed.ok) return err(named(parsed.error));
  try {
    const fileId = db.transaction(() => {
      const id = Number(
        statement(db, sql.insertCardFile).run(parsed.value.title, file.fileName, hash, new Date().toISOString()).lastInsertRowid,
      );
      const insert = statement(db, sql.insertCard);
      for (const card of parsed.value.cards) {
        insert.run(
          cardKey(card.name),
          card.name,
          card.typeLine,
          card.manaCost,
          card.manaValue,
          JSON.stringify(card.colors),
          card.power,
          card.toughness,
          JSON.stringify(card.abilities),
          id,
        );
      }
      return id;
    })();
    const { count } = prepared(db, queries.cardCountOfFile).get(fileId)!;
    return ok({ title: parsed.value.title, cards: count, skipped: parsed.value.skipped, alreadyImported: false });
  } catch (error) {
    return err(
      named({ code: 'import-failed', message: `nothing was imported: ${error instanceof Error ? error.message : String(error)}` }),
    );
  }
}

/** The card a name names, or null. */
export function readCard(db: BetterSqlite3.Database, name: string): Card | null {
  const row = prepared(db, queries.cardByKey).get(cardKey(name));
  if (!row) return null;
  return { ...row, colors: readJson(colorList, row.colors), abilities: readJson(stringList, row.abilities) };
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
  return statement(db, sql.deleteCardFile).run(id).changes > 0;
}

export function cardCount(db: BetterSqlite3.Database): number {
  return prepared(db, queries.cardTotal).get()!.count;
}
