// Streaming import of MTGJSON card data: AtomicCards ({data: {name: [faces]}}), AllPrintings ({data: {SET: {cards}}})
// and set files ({data: {code, cards}}), plain or compressed. The JSON is parsed as it is read (stream-json) and only
// one card object is assembled at a time, so memory stays bounded whatever the file's size. Everything is written
// in one transaction: a truncated, broken or wrong-shaped file is rolled back and the database is as it was.
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type BetterSqlite3 from 'better-sqlite3';
import { pick } from 'stream-json/filters/pick.js';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import { readCardObject, type CardObjectRecord } from '../../core/cards/record.ts';
import type { CardImportSummary } from '../../core/contract.ts';
import { err, ok, type Problem, type Result } from '../../core/result.ts';
import { textKey } from '../../core/text/index.ts';
import { CardSourceError, openCardSource, type CardSource } from './cardSource.ts';
import { forgetCardPool } from './cardSearch.ts';
import { cardsSql } from './cardsSql.ts';
import { queries } from './sql.ts';
import { prepared, statement } from './statements.ts';

/** How far an import has come: bytes of the file read (of totalBytes) and card objects stored. */
export interface CardImportProgress {
  readonly bytesRead: number;
  readonly totalBytes: number;
  readonly cards: number;
}

/** Keys of a set file's `data` whose arrays hold things that are not cards. */
const setArraysNotCards = new Set(['tokens', 'sealedProduct', 'decks', 'booster']);

/**
 * Which values are card objects, by their path (the parser's stack): data.<name>[i] in AtomicCards,
 * data.cards[i] in a set file, data.<SET>.cards[i] in AllPrintings.
 */
export function isCardPath(stack: readonly (string | number | null)[]): boolean {
  if (stack[0] !== 'data') return false;
  if (stack.length === 3 && typeof stack[2] === 'number') return typeof stack[1] === 'string' && !setArraysNotCards.has(stack[1]);
  return stack.length === 4 && stack[2] === 'cards' && typeof stack[3] === 'number';
}

/** The shape a card path reveals, for the summary's title. */
function shapeOf(stack: readonly (string | number | null)[]): 'set' | 'atomic' | 'all-printings' {
  return stack.length === 4 ? 'all-printings' : stack[1] === 'cards' ? 'set' : 'atomic';
}

/** A path as a judge reads it in a message: data.cards[6], data["Fire // Ice"][1]. */
function placeOf(stack: readonly (string | number | null)[]): string {
  return stack
    .map((step, i) =>
      i === 0
        ? String(step)
        : typeof step === 'number'
          ? `[${step}]`
          : /^\w+$/.test(String(step))
            ? `.${step}`
            : `[${JSON.stringify(step)}]`,
    )
    .join('');
}

/** Hashes the JSON as it passes, so the same data in another compression is known as already imported. */
class Hasher extends Transform {
  readonly hash = createHash('sha256');
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    done(null, chunk);
  }
}

/** Writes card objects as they arrive; the first face of a card name in this file replaces any older card of that name. */
class CardWriter {
  private readonly entryIds = new Map<string, number>();
  private readonly faceKeys = new Set<string>();
  readonly skipped: string[] = [];
  cards = 0;
  faces = 0;
  rulings = 0;

  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly fileId: number,
  ) {}

  write(record: CardObjectRecord): void {
    const faceKey = textKey(record.face.name);
    const cardKey = textKey(record.cardName);
    // A reprint (AllPrintings, a set's variants): the first printing is kept. A face is the same face only on the same
    // card: another card's face may bear its name ("Emeritus of Conflict // Lightning Bolt").
    const printing = `${cardKey}//${faceKey}`;
    if (this.faceKeys.has(printing)) return;
    this.faceKeys.add(printing);
    let entryId = this.entryIds.get(cardKey);
    if (entryId === undefined) {
      statement(this.db, cardsSql.deleteEntryByKey).run(cardKey);
      entryId = Number(
        statement(this.db, cardsSql.insertEntry).run(
          cardKey,
          record.cardName,
          record.layout,
          JSON.stringify(record.legalities),
          JSON.stringify(record.keywords),
          this.fileId,
        ).lastInsertRowid,
      );
      this.entryIds.set(cardKey, entryId);
      this.cards++;
      for (const ruling of record.rulings) {
        const id = statement(this.db, cardsSql.insertRuling).run(entryId, ruling.date, ruling.text).lastInsertRowid;
        statement(this.db, cardsSql.indexRuling).run(id, record.cardName, ruling.text);
        this.rulings++;
      }
    }
    for (const foreign of record.foreignNames) statement(this.db, cardsSql.insertForeignName).run(entryId, foreign.language, foreign.name);
    const { face } = record;
    statement(this.db, cardsSql.insertFace).run(
      faceKey,
      face.name,
      face.typeLine,
      face.manaCost,
      face.manaValue,
      JSON.stringify(face.colors),
      face.power,
      face.toughness,
      JSON.stringify(face.abilities),
      this.fileId,
      entryId,
      face.side === null ? 0 : face.side.charCodeAt(0) - 97,
      face.text,
      face.printedPower,
      face.printedToughness,
      face.loyalty,
      face.defense,
      face.side,
    );
    this.faces++;
  }
}

const describeError = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof CardSourceError ? message : `the card data is broken or cut short (${message})`;
};

/**
 * Imports a card file in one transaction, streaming. `progress` is called as bytes are read and cards stored.
 * The database is used by nothing else while this runs (the transaction spans the whole read).
 */
export async function importCardFile(
  db: BetterSqlite3.Database,
  source: CardSource,
  progress: (p: CardImportProgress) => void = () => {},
): Promise<Result<CardImportSummary & { readonly wholeCards: number; readonly rulings: number }, Problem>> {
  const named = (code: string, message: string): Problem => ({ code, message: `${source.fileName}: ${message}`, at: source.fileName });
  let bytesRead = 0;
  let totalBytes = 0;
  let lastReport = 0;
  let writer: CardWriter | null = null;
  const report = (force = false): void => {
    if (!force && bytesRead - lastReport < 1 << 20) return;
    lastReport = bytesRead;
    progress({ bytesRead, totalBytes, cards: writer?.faces ?? 0 });
  };
  let opened;
  try {
    opened = await openCardSource(source, (bytes) => {
      bytesRead = bytes;
      report();
    });
  } catch (error) {
    const code = error instanceof CardSourceError ? error.code : 'unreadable';
    return err(named(code, `cannot read the file: ${describeError(error)}; nothing was imported`));
  }
  totalBytes = opened.totalBytes;
  const hasher = new Hasher();
  let shape: ReturnType<typeof shapeOf> | null = null;
  let setName: string | null = null;
  let builtOn: string | null = null;
  /** Where each picked card object stood, in order, for naming the ones that are not cards. */
  const places: string[] = [];
  db.exec('BEGIN IMMEDIATE');
  try {
    const fileId = Number(
      statement(db, cardsSql.insertCardFile).run(
        '(importing)',
        source.fileName,
        `importing:${process.pid}:${Date.now()}`,
        new Date().toISOString(),
      ).lastInsertRowid,
    );
    writer = new CardWriter(db, fileId);
    const cards = writer;
    await pipeline(
      opened.json,
      hasher,
      // The parser and the filter fused in one stream; packed values only, no streamed chunks.
      pick.withParserAsStream({
        streamValues: false,
        filter: (stack, chunk) => {
          // The set's own name comes before or after its cards; it is a plain string at data.name.
          if (stack.length === 2 && stack[0] === 'data' && stack[1] === 'name' && chunk.name === 'stringValue')
            setName = String(chunk.value);
          // The date MTGJSON built the file, so the Library tells two downloads of one file apart.
          if (stack.length === 2 && stack[0] === 'meta' && stack[1] === 'date' && chunk.name === 'stringValue')
            builtOn = /^\d{4}-\d{2}-\d{2}$/.test(String(chunk.value)) ? String(chunk.value) : null;
          if (chunk.name !== 'startObject' || !isCardPath(stack)) return false; // a card is an object; "languages" holds strings
          shape ??= shapeOf(stack);
          places.push(placeOf(stack));
          return true;
        },
      }),
      streamValues.asStream(),
      async function (items: AsyncIterable<{ key: number; value: unknown }>) {
        for await (const item of items) {
          const record = readCardObject(item.value, places.shift() ?? `card object ${item.key + 1}`);
          if (!record.ok) {
            if (cards.skipped.length < 100) cards.skipped.push(record.error);
            continue;
          }
          cards.write(record.value);
          if (cards.faces % 2000 === 0) report(true);
        }
      },
    );
    report(true);
    if (cards.faces === 0) {
      db.exec('ROLLBACK');
      const why = cards.skipped.length > 0 ? `: ${cards.skipped.slice(0, 3).join('; ')}` : '';
      return err(
        named(
          'not-mtgjson',
          'not MTGJSON card data: no card found under "data" (expected AtomicCards, AllPrintings or a set file)' +
            `${why}; nothing was imported`,
        ),
      );
    }
    const hash = hasher.hash.digest('hex');
    const existing = prepared(db, queries.cardFileByHash).get(hash);
    if (existing) {
      db.exec('ROLLBACK');
      const { count } = prepared(db, queries.cardCountOfFile).get(existing.id)!;
      return ok({ title: existing.title, cards: count, skipped: [], alreadyImported: true, wholeCards: 0, rulings: 0 });
    }
    const title = shape === 'atomic' ? 'AtomicCards' : shape === 'all-printings' ? 'AllPrintings' : (setName ?? 'MTGJSON set');
    statement(db, cardsSql.setCardFile).run(title, hash, builtOn, fileId);
    db.exec('COMMIT');
    forgetCardPool(db);
    return ok({
      title,
      cards: cards.faces,
      skipped: cards.skipped,
      alreadyImported: false,
      wholeCards: cards.cards,
      rulings: cards.rulings,
    });
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    const code = error instanceof CardSourceError ? error.code : 'bad-file';
    return err(named(code, `${describeError(error)}; nothing was imported`));
  }
}
