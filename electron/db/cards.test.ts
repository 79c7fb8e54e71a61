// Card data (MTGJSON) in the database: import as one transaction, look up by name, suggest names as a judge types.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCardObject } from '../../core/cards/record.ts';
import { checkTypeLine } from '../../core/types/typeLine.ts';
import { describeShared, sharedData } from '../../test/support/shared.ts';
import { cardCount, cardNames, importCards, listCardFiles, openDatabase, readCard, removeCardFile, type Database } from './service.ts';

const miniSet = readFileSync(join(import.meta.dirname, '../../test/fixtures/cards/mini-set.json'), 'utf8');
const file = (fileName: string, text: string) => ({ fileName, content: new TextEncoder().encode(text) });
/** An MTGJSON set file holding `cards`. */
const setFile = (fileName: string, name: string, cards: readonly object[]) => file(fileName, JSON.stringify({ data: { name, cards } }));

/** The mini set's Moon of Tests with another Oracle text, as a later file gives it. */
const moonOfTests = (text: string) => ({ name: 'Moon of Tests', type: 'Enchantment', manaValue: 3, colors: ['R'], text });

/** A database holding the mini set, then each of the `later` files imported after it. */
async function miniSetDatabase(...later: ReturnType<typeof file>[]): Promise<Database> {
  const db = openDatabase(':memory:');
  for (const next of [file('mini-set.json', miniSet), ...later]) await importCards(db, next);
  return db;
}

describe('importCards', () => {
  it('stores every card face once, and says so when the same file comes again', async () => {
    const db = openDatabase(':memory:');
    const first = await importCards(db, file('mini-set.json', miniSet));
    expect(first.ok && { ...first.value }).toEqual({
      title: 'Arbiter Test Set',
      cards: 5,
      wholeCards: 4,
      rulings: 0,
      skipped: ['data.cards[6] (Nameless): no type line'],
      alreadyImported: false,
    });
    const again = await importCards(db, file('copy.json', miniSet));
    expect(again.ok && [again.value.alreadyImported, again.value.cards]).toEqual([true, 5]);
    expect(cardCount(db)).toBe(5);
  });

  it('refuses a broken file naming it and the problem, and keeps what was stored', async () => {
    const db = await miniSetDatabase();
    const broken = await importCards(db, file('broken.json', miniSet.slice(0, 200)));
    expect(broken.ok ? '' : `${broken.error.code}: ${broken.error.message}`).toMatch(
      /^bad-file: broken\.json: the card data is broken or cut short/,
    );
    const binary = await importCards(db, { fileName: 'x.json', content: new Uint8Array([0xff, 0xfe, 0x00, 0xc3]) });
    expect(binary.ok ? '' : binary.error.code).toBe('bad-file');
    expect(cardCount(db)).toBe(5);
  });

  it('a later file replaces a card of the same name (a newer Oracle wording)', async () => {
    const db = await miniSetDatabase(setFile('errata.json', 'Errata', [moonOfTests('Nonbasic lands are Mountains. (Errata.)')]));
    expect(readCard(db, 'moon of tests')?.abilities).toEqual(['Nonbasic lands are Mountains. (Errata.)']);
    expect(cardCount(db)).toBe(5);
  });
});

describe('card data files', () => {
  it('are listed with the cards they hold, and removing one removes its cards only', async () => {
    const db = await miniSetDatabase(
      setFile('other.json', 'Other Set', [moonOfTests('Errata.'), { name: 'Lone Card', type: 'Artifact', manaValue: 1 }]),
    );
    // the newer file replaced one name
    expect(listCardFiles(db).map((f) => `${f.title} ${f.cards}`)).toEqual(['Other Set 2', 'Arbiter Test Set 4']);
    expect(removeCardFile(db, listCardFiles(db)[0]!.id)).toBe(true);
    expect([readCard(db, 'Lone Card'), readCard(db, 'Moon of Tests'), cardCount(db)]).toEqual([null, null, 4]);
    expect(removeCardFile(db, 999)).toBe(false);
  });
});

describe('readCard and cardNames', () => {
  const db = openDatabase(':memory:');
  beforeAll(async () => {
    await importCards(db, file('mini-set.json', miniSet));
  });

  it('reads a card by its name whatever the case, spacing or apostrophe', () => {
    expect(readCard(db, '  TEST   bear ')).toEqual({
      name: 'Test Bear',
      typeLine: 'Creature — Bear',
      manaCost: '{1}{G}',
      manaValue: 2,
      colors: ['green'],
      power: 2,
      toughness: 2,
      printedPower: '2',
      printedToughness: '2',
      abilities: [],
      loyalty: null,
      defense: null,
    });
    expect(readCard(db, 'Night Tester')?.typeLine).toBe('Creature — Werewolf');
    expect(readCard(db, 'Nobody')).toBeNull();
  });

  it("reads a planeswalker's printed loyalty and a battle's defense, which the board makes counters (306.5b, 310.4b)", async () => {
    const walkers = openDatabase(':memory:');
    const walker = { name: 'Test Walker', type: 'Legendary Planeswalker — Jace', manaValue: 3, colors: ['U'], loyalty: '4', text: '' };
    const siege = { name: 'Test Siege', type: 'Battle — Siege', manaValue: 3, colors: ['R'], defense: '5', text: '' };
    await importCards(walkers, setFile('walkers.json', 'Walkers', [walker, siege]));
    expect([readCard(walkers, 'Test Walker')?.loyalty, readCard(walkers, 'Test Siege')?.defense]).toEqual(['4', '5']);
  });

  it('suggests names starting with what was typed first, then names holding it; wildcards are plain text', () => {
    expect(cardNames(db, 'test')).toEqual(['Test Bear', 'Day Tester', 'Growing Tester', 'Moon of Tests', 'Night Tester']);
    expect(cardNames(db, 'night', 1)).toEqual(['Night Tester']);
    expect(cardNames(db, '%')).toEqual([]);
    expect(cardNames(db, '_')).toEqual([]);
    expect(cardNames(db, '   ')).toEqual([]);
  });
});

describe('hostile names', () => {
  it('never throw and never match by pattern: any string gives names that hold it, or none', async () => {
    const db = await miniSetDatabase();
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const names = cardNames(db, typed);
        const key = typed.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
        for (const name of names) expect(name.toLowerCase()).toContain(key);
        expect(readCard(db, typed) === null || readCard(db, typed)!.name.toLowerCase() === key).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describeShared('MTGJSON card data in ../shared', () => {
  it('every card of every set file reads; every type line is well formed (CR 205) but for subtypes newer than the CR', () => {
    const folder = sharedData('cards-mtgjson-20260709');
    const unknown = new Set<string>();
    let cards = 0;
    for (const name of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      const file = JSON.parse(readFileSync(join(folder, name), 'utf8')) as { data: { cards: unknown[] } };
      file.data.cards.forEach((raw, i) => {
        const read = readCardObject(raw, `${name}: cards[${i}]`);
        expect(read.ok ? '' : read.error).toBe('');
        if (!read.ok) return;
        cards += 1;
        const { typeLine, name: faceName } = read.value.face;
        const report = checkTypeLine(typeLine);
        for (const problem of report.valid ? [] : report.problems) {
          // a subtype (list)
          expect(`${problem.code} ${problem.rule}`, `${faceName}: ${typeLine}`).toMatch(/^unknown-word 205\.3[a-z]?$/);
          unknown.add(problem.message);
        }
      });
    }
    expect(cards).toBeGreaterThan(5000);
    expect(unknown.size).toBeLessThan(20); // a handful of new sets' subtypes, not a broken reader
  });
});
