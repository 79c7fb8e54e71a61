// Card search on the database: the whole pool read once into memory (core/cards/find.ts) per database, dropped when
// card data is imported or removed.
import type BetterSqlite3 from 'better-sqlite3';
import { CardPool, type CardHit, type PoolCard, type PoolFace } from '../../core/cards/find.ts';
import { CardNames, type CardMention } from '../../core/cards/named.ts';
import { parseCardQuery } from '../../core/cards/query.ts';
import type { Color } from '../../core/engine/model.ts';
import type { Problem, Result } from '../../core/result.ts';
import { cardQueries } from './cardsSql.ts';
import { isEnglishWord } from './english.ts';
import { readJson, stringList } from './sql.ts';
import { perDatabase } from './perDatabase.ts';
import { prepared } from './statements.ts';
import { vocabularyOf } from './vocabulary.ts';

const pools = perDatabase<CardPool>();
/** Card names alone, for finding cards in rules questions without reading the whole pool (a fraction of its cost). */
const names = perDatabase<CardNames>();

/** Reads every whole card with its faces and foreign names. */
function loadPool(db: BetterSqlite3.Database): CardPool {
  const foreign = new Map<number, { language: string; name: string }[]>();
  for (const row of prepared(db, cardQueries.searchPoolForeign).iterate()) {
    const list = foreign.get(row.id);
    if (list) list.push({ language: row.language, name: row.name });
    else foreign.set(row.id, [{ language: row.language, name: row.name }]);
  }
  const cards: PoolCard[] = [];
  let current = null as { id: number; card: PoolCard & { faces: PoolFace[] } } | null;
  for (const row of prepared(db, cardQueries.searchPool).iterate()) {
    if (current?.id !== row.id) {
      const keywords = readJson(stringList, row.keywords);
      current = {
        id: row.id,
        card: { name: row.cardName, layout: row.layout, keywords, faces: [], foreignNames: foreign.get(row.id) ?? [] },
      };
      cards.push(current.card);
    }
    current.card.faces.push({ ...row, colors: JSON.parse(row.colors) as Color[] });
  }
  return new CardPool(cards);
}

export function cardPool(db: BetterSqlite3.Database): CardPool {
  return pools.get(db, 'pool', () => loadPool(db));
}

function loadNames(db: BetterSqlite3.Database): CardNames {
  const faces = new Map<string, string[]>();
  for (const row of prepared(db, cardQueries.cardAndFaceNames).iterate()) {
    const list = faces.get(row.card);
    if (list) list.push(row.face);
    else faces.set(row.card, [row.face]);
  }
  return new CardNames(
    [...faces].map(([name, faceNames]) => ({ name, faces: faceNames })),
    // the rules' words as they stand when asked: a CR imported after the cards brings its own
    (word) => isEnglishWord(word) || vocabularyOf(db).counts.has(word),
  );
}

/** Where a rules question names cards, in its order; none without card data. */
export function cardMentionsIn(db: BetterSqlite3.Database, question: string): CardMention[] {
  return names.get(db, 'names', () => loadNames(db)).mentionsIn(question);
}

/** Reads the card names rules search looks for in a question, and the index of their misspellings (none without cards). */
export function prepareCardNames(db: BetterSqlite3.Database): void {
  names.get(db, 'names', () => loadNames(db)).prepareMisspellings();
}

/** prepareCardNames after the calls waiting now: the app opens without waiting for it. */
export function prepareCardNamesLater(db: BetterSqlite3.Database): void {
  setImmediate(() => {
    try {
      prepareCardNames(db);
    } catch {
      // closed meanwhile: nothing to prepare for
    }
  });
}

export function forgetCardPool(db: BetterSqlite3.Database): void {
  pools.forget(db);
  names.forget(db);
}

/** Cards for a query in the Scryfall subset (see core/cards/query.ts), best first; a term it cannot read is a problem. */
export function findCards(db: BetterSqlite3.Database, query: string, limit = 25): Result<CardHit[], Problem> {
  const parsed = parseCardQuery(query);
  if (!parsed.ok) return parsed;
  return { ok: true, value: cardPool(db).find(parsed.value, limit) };
}
