// The streaming card import: every format, the three MTGJSON shapes, progress, and refusal with nothing changed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { importCardFile, isCardPath, type CardImportProgress } from './cardImport.ts';
import { ByteCounter, CardSourceError, compressionOf } from './cardSource.ts';
import { findCards } from './cardSearch.ts';
import { cardNames, readCardEntry, searchRulings } from './cards.ts';
import { listCardFiles, openDatabase, readCard } from './service.ts';

const fixtures = join(import.meta.dirname, '../../test/fixtures/cards');
const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(join(fixtures, name)));
const bytes = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value));

/** Everything a refused import must leave as it was. */
const snapshot = (db: ReturnType<typeof openDatabase>) =>
  ['card_files', 'card_entries', 'cards', 'card_rulings', 'card_foreign_names', 'ruling_index'].map(
    (table) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
  );

describe('importCardFile', () => {
  it.each(['atomic-mini.json', 'atomic-mini.json.gz', 'atomic-mini.json.xz', 'atomic-mini.json.bz2', 'atomic-mini.zip'])(
    'imports AtomicCards from %s, by path and by bytes',
    async (name) => {
      for (const source of [
        { path: join(fixtures, name), fileName: name },
        { fileName: name, content: fixture(name) },
      ]) {
        const db = openDatabase(':memory:');
        const progress: CardImportProgress[] = [];
        const result = await importCardFile(db, source, (p) => progress.push(p));
        expect(result).toMatchObject({
          ok: true,
          value: { title: 'AtomicCards', wholeCards: 13, cards: 15, rulings: 5, alreadyImported: false },
        });
        expect(progress.at(-1)).toMatchObject({ cards: 15 });
        expect(progress.at(-1)!.bytesRead).toBe(progress.at(-1)!.totalBytes);
        expect(readCardEntry(db, 'Humility')?.rulings.map((r) => r.date)).toEqual(['2030-06-01', '2031-01-05']);
        // The date MTGJSON built the file, from its meta, for the Library.
        expect(listCardFiles(db).map((file) => file.dataDate)).toEqual(['2031-03-03']);
        db.close();
      }
    },
  );

  it('has no MTGJSON date for a file whose meta does not say one', async () => {
    const db = openDatabase(':memory:');
    const atomic = JSON.parse(new TextDecoder().decode(fixture('atomic-mini.json'))) as { meta: Record<string, unknown> };
    for (const meta of [{}, { date: 'last Tuesday' }]) {
      const content = new TextEncoder().encode(JSON.stringify({ ...atomic, meta }));
      expect((await importCardFile(db, { fileName: 'undated.json', content })).ok).toBe(true);
    }
    expect(listCardFiles(db).map((file) => file.dataDate)).toEqual([null, null]);
    db.close();
  });

  it('knows the same data in another compression as already imported', async () => {
    const db = openDatabase(':memory:');
    await importCardFile(db, { fileName: 'a.json', content: fixture('atomic-mini.json') });
    const again = await importCardFile(db, { fileName: 'a.json.xz', content: fixture('atomic-mini.json.xz') });
    expect(again).toMatchObject({ ok: true, value: { alreadyImported: true, cards: 15 } });
    expect(listCardFiles(db)).toHaveLength(1);
  });

  it('reads a set file and AllPrintings: first printing kept, tokens skipped, the set name as title', async () => {
    const card = (name: string, text: string) => ({
      name,
      type: 'Enchantment',
      text,
      manaValue: 1,
      rulings: [{ date: '2031-01-01', text }],
    });
    const db = openDatabase(':memory:');
    const all = await importCardFile(db, {
      fileName: 'AllPrintings.json',
      content: bytes({
        meta: {},
        data: {
          AAA: { name: 'Set A', cards: [card('Alpha Card', 'First printing.')], tokens: [card('Token Thing', 'x')] },
          BBB: { name: 'Set B', cards: [card('Alpha Card', 'Reprint.'), card('Beta Card', 'Beta.')], languages: ['German'] },
        },
      }),
    });
    expect(all).toMatchObject({ ok: true, value: { title: 'AllPrintings', wholeCards: 2, rulings: 2 } });
    expect(readCard(db, 'Alpha Card')?.abilities).toEqual(['First printing.']);
    expect(readCard(db, 'Token Thing')).toBeNull();
    const set = await importCardFile(db, {
      fileName: 'SET.json.gz',
      content: gzipSync(bytes({ data: { cards: [card('Alpha Card', 'Errata.')], code: 'SET', name: 'A Set', tokens: [card('T', 'x')] } })),
    });
    expect(set).toMatchObject({ ok: true, value: { title: 'A Set', wholeCards: 1 } });
    // The newer file replaced the card and its rulings, in the search index too.
    expect(readCardEntry(db, 'alpha card')?.rulings).toEqual([{ date: '2031-01-01', text: 'Errata.' }]);
    expect(searchRulings(db, 'first printing').map((r) => r.text)).toEqual([]);
    expect(searchRulings(db, 'errata')).toMatchObject([{ cardName: 'Alpha Card', date: '2031-01-01' }]);
  });

  it("keeps a card whose name another card's face bears, in one file and across files, in either order", async () => {
    const spark = { name: 'Spark Bolt', type: 'Instant', text: 'Spark Bolt deals 3 damage to any target.', manaValue: 1 };
    const faces = [
      {
        name: 'Bolt Adept // Spark Bolt',
        faceName: 'Bolt Adept',
        side: 'a',
        layout: 'prepare',
        type: 'Creature — Human Wizard',
        text: 'Adept.',
      },
      { name: 'Bolt Adept // Spark Bolt', faceName: 'Spark Bolt', side: 'b', layout: 'prepare', type: 'Instant', text: 'Prepared.' },
    ].map((face) => ({ ...face, manaValue: 2 }));
    const setOf = (code: string, cards: object[]) => ({ fileName: `${code}.json`, content: bytes({ data: { code, name: code, cards } }) });
    for (const files of [
      [setOf('ONE', [...faces, spark])],
      [setOf('OLD', [spark]), setOf('NEW', faces)],
      [setOf('NEW', faces), setOf('OLD', [spark])],
    ]) {
      const db = openDatabase(':memory:');
      for (const file of files) expect((await importCardFile(db, file)).ok).toBe(true);
      expect(readCardEntry(db, 'Spark Bolt')?.faces.map((face) => face.text)).toEqual([spark.text]);
      expect(readCardEntry(db, 'Bolt Adept // Spark Bolt')?.faces.map((face) => face.text)).toEqual(['Adept.', 'Prepared.']);
      expect(readCardEntry(db, 'Bolt Adept')?.name).toBe('Bolt Adept // Spark Bolt');
      // The board reads a name as the card of that very name.
      expect(readCard(db, 'spark bolt')?.abilities).toEqual([spark.text]);
      expect(cardNames(db, 'spark')).toEqual(['Spark Bolt']);
      const found = findCards(db, 'spark bolt');
      expect(found.ok && found.value[0]?.name).toBe('Spark Bolt');
      db.close();
    }
  });

  it('refuses truncated files of every format, broken JSON and wrong shapes, naming the file, the database unchanged', async () => {
    const db = openDatabase(':memory:');
    await importCardFile(db, { fileName: 'mini-set.json', content: fixture('mini-set.json') });
    const before = snapshot(db);
    const cases: [string, Uint8Array, RegExp][] = [
      ...['atomic-mini.json', 'atomic-mini.json.gz', 'atomic-mini.json.xz', 'atomic-mini.json.bz2', 'atomic-mini.zip'].map(
        (name): [string, Uint8Array, RegExp] => [
          name,
          fixture(name).subarray(0, Math.floor(fixture(name).length * 0.6)),
          /nothing was imported/,
        ],
      ),
      ['empty.json', new Uint8Array(), /the file is empty/],
      ['rules.json', bytes({ rules: [] }), /not MTGJSON card data: no card found under "data"/],
      ['list.json', bytes([1, 2, 3]), /not MTGJSON card data/],
      ['cards-not-objects.json', bytes({ data: { cards: ['a', 'b'] } }), /not MTGJSON card data/],
      ['nameless.json', bytes({ data: { cards: [{ type: 'Land' }] } }), /data\.cards\[0\]: no name/],
      ['binary.json', new Uint8Array([0xff, 0xfe, 0x00, 0xc3, 0x28]), /broken or cut short/],
    ];
    for (const [name, content, message] of cases) {
      const result = await importCardFile(db, { fileName: name, content });
      expect(result.ok, name).toBe(false);
      expect(result.ok ? '' : result.error.message, name).toMatch(new RegExp(`^${name.replace(/\./g, '\\.')}: .*${message.source}`));
      expect(snapshot(db), name).toEqual(before);
    }
    expect(db.inTransaction).toBe(false);
  });

  it('finds card paths in the three shapes and nothing else', () => {
    expect(isCardPath(['data', 'Blood Moon', 0])).toBe(true);
    expect(isCardPath(['data', 'cards', 3])).toBe(true);
    expect(isCardPath(['data', 'LEA', 'cards', 3])).toBe(true);
    expect(isCardPath(['data', 'tokens', 0])).toBe(false);
    expect(isCardPath(['data', 'LEA', 'tokens', 0])).toBe(false);
    expect(isCardPath(['meta', 'x', 0])).toBe(false);
    expect(isCardPath(['data', 'cards'])).toBe(false);
  });
});

describe('cardSource', () => {
  it('tells the compression by the first bytes', () => {
    expect(
      ['atomic-mini.json', 'atomic-mini.json.gz', 'atomic-mini.json.xz', 'atomic-mini.json.bz2', 'atomic-mini.zip'].map((n) =>
        compressionOf(fixture(n)),
      ),
    ).toEqual(['none', 'gzip', 'xz', 'bzip2', 'zip']);
  });

  it('stops a stream past its byte limit (a decompression bomb stops early)', async () => {
    const counter = new ByteCounter(10, () => new CardSourceError('too-large', 'too large'));
    const failed = new Promise((resolve) => counter.on('error', resolve));
    counter.write(Buffer.alloc(8));
    counter.write(Buffer.alloc(8));
    expect(await failed).toMatchObject({ code: 'too-large' });
  });
});

describe('findCards and searchRulings on the database', () => {
  it('searches the imported pool, and sees imports and removals at once', async () => {
    const db = openDatabase(':memory:');
    expect(findCards(db, 'humility')).toEqual({ ok: true, value: [] });
    await importCardFile(db, { fileName: 'a.json', content: fixture('atomic-mini.json') });
    const found = findCards(db, 'demut');
    expect(found.ok && found.value.map((hit) => [hit.name, hit.type, hit.matchedName?.language])).toEqual([
      ['Humility', 'Enchantment', 'German'],
    ]);
    expect(findCards(db, 'foo:bar')).toMatchObject({ ok: false, error: { code: 'unknown-key' } });
    expect(searchRulings(db, 'does blood moon turn off urborg', 3)[0]).toMatchObject({ cardName: 'Blood Moon', date: '2031-02-10' });
    expect(searchRulings(db, '   ')).toEqual([]);
    expect(searchRulings(db, 'AND OR NOT " * NEAR(')[0]?.cardName).toBe('Opalescence'); // FTS5 syntax is read as words
  });
});
