import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { writeNewerDatabase } from './newerDatabase.ts';
import { describeShared, sharedData, seedFiles, sharedSeed } from '../../test/support/shared.ts';
import { schemaVersion } from './migrate.ts';
import { migrations } from './sql.ts';
import {
  defaultDatabasePath,
  importCards,
  importDocument,
  listSources,
  loadCatalog,
  openDatabase,
  readGlossary,
  readRule,
  removeSource,
  type Database,
} from './service.ts';

const fixtureText = (name: string): string => readFileSync(join(import.meta.dirname, '../../test/fixtures/rules', name), 'utf8');
const file = (fileName: string, text: string) => ({ fileName, content: new TextEncoder().encode(text) });
const miniCr = fixtureText('mini-cr.txt');
const miniSet = readFileSync(join(import.meta.dirname, '../../test/fixtures/cards/mini-set.json'), 'utf8');
const tables = ['sources', 'rules', 'examples', 'glossary', 'rule_references', 'subtypes', 'vocabulary', 'search_index'];

/** Every row of every table: two equal dumps mean equal content. */
function dump(db: Database): string {
  return JSON.stringify(tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2, 3`).all()));
}

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-db-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('openDatabase and migrations', () => {
  it('creates the schema in memory and records the version', () => {
    const db = openDatabase(':memory:');
    expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    expect(listSources(db)).toEqual([]);
    expect(loadCatalog(db)).toBeNull();
  });

  it('uses WAL on a real file, keeps data across reopening, and migrates only once', () => {
    const path = join(tempDir(), 'nested', 'arbiter.db');
    const db = openDatabase(path);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(importDocument(db, file('mini-cr.txt', miniCr)).ok).toBe(true);
    db.close();
    const again = openDatabase(path);
    expect(listSources(again).map((s) => s.fileName)).toEqual(['mini-cr.txt']);
    expect(again.pragma('user_version', { simple: true })).toBe(schemaVersion);
    again.close();
  });

  it('migrates an existing version-0 database file (created before Arbiter touched it)', () => {
    const path = join(tempDir(), 'old.db');
    const raw = new BetterSqlite3(path);
    raw.exec('CREATE TABLE unrelated (x)');
    raw.close();
    const db = openDatabase(path);
    expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    db.close();
  });

  it('migration 2 (card data) upgrades a version-1 database with rules in it, keeping them', async () => {
    const path = join(tempDir(), 'v1.db');
    const raw = new BetterSqlite3(path);
    raw.pragma('foreign_keys = ON');
    raw.exec(migrations[0]!);
    raw.pragma('user_version = 1');
    raw.exec(
      "INSERT INTO sources (title, kind, file_name, content_hash, imported_at) VALUES ('Old CR', 'comprehensive-rules', 'old.txt', " +
        "'h', '2026-01-01')",
    );
    raw.close();
    const db = openDatabase(path);
    expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    expect(listSources(db).map((source) => source.title)).toEqual(['Old CR']);
    expect((await importCards(db, file('mini-set.json', miniSet))).ok).toBe(true);
    db.close();
  });

  it('refuses a database from a newer Arbiter and leaves it untouched', () => {
    const path = join(tempDir(), 'newer.db');
    writeNewerDatabase(path);
    expect(() => openDatabase(path)).toThrow(/was made by a newer version of Arbiter/);
    const check = new BetterSqlite3(path);
    expect(check.pragma('user_version', { simple: true })).toBe(schemaVersion + 1);
    check.close();
  });

  it('puts the default database in the per-user folder of each platform', () => {
    expect(defaultDatabasePath({ HOME: '/home/j', XDG_CONFIG_HOME: '/cfg' }, 'linux')).toBe('/cfg/Arbiter/arbiter.db');
    expect(defaultDatabasePath({ HOME: '/home/j' }, 'linux')).toBe('/home/j/.config/Arbiter/arbiter.db');
    expect(defaultDatabasePath({ HOME: '/Users/j' }, 'darwin')).toBe('/Users/j/Library/Application Support/Arbiter/arbiter.db');
    expect(defaultDatabasePath({ APPDATA: 'C:/Users/j/AppData/Roaming' }, 'win32')).toMatch(/AppData.Roaming.Arbiter.arbiter\.db$/);
  });
});

describe('importDocument', () => {
  it('imports a CR with a summary of counts and progress reports', () => {
    const db = openDatabase(':memory:');
    const phases: string[] = [];
    const result = importDocument(db, file('mini-cr.txt', miniCr), (p) => phases.push(p.phase));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      alreadyImported: false,
      source: { kind: 'comprehensive-rules', effectiveDate: '2031-03-03', fileName: 'mini-cr.txt' },
      counts: { sections: 3, rules: 16, examples: 1, glossary: 3 },
    });
    expect(result.value.counts.references).toBeGreaterThan(5);
    expect(phases[0]).toBe('reading');
    expect(phases.at(-1)).toBe('done');
  });

  it('is idempotent: the same file twice changes nothing', () => {
    const db = openDatabase(':memory:');
    importDocument(db, file('mini-cr.txt', miniCr));
    const before = dump(db);
    const again = importDocument(db, file('renamed.txt', miniCr));
    expect(again).toMatchObject({ ok: true, value: { alreadyImported: true, source: { fileName: 'mini-cr.txt' } } });
    expect(dump(db)).toBe(before);
  });

  it('keeps versions side by side, reads the newest by default, removes one', () => {
    const db = openDatabase(':memory:');
    importDocument(db, file('old.txt', miniCr.replace('March 3, 2031', 'March 3, 2030').replace('Time Lord', 'Time Lady')));
    importDocument(db, file('new.txt', miniCr));
    const [newest, oldest] = listSources(db);
    expect([newest!.effectiveDate, oldest!.effectiveDate]).toEqual(['2031-03-03', '2030-03-03']);
    expect(readRule(db, '205.3m')!.text).toContain('Time Lord');
    expect(readRule(db, '205.3m', oldest!.id)!.text).toContain('Time Lady');
    expect(removeSource(db, newest!.id)).toBe(true);
    expect(removeSource(db, newest!.id)).toBe(false);
    expect(readRule(db, '205.3m')!.text).toContain('Time Lady');
    expect(db.prepare('SELECT count(*) AS n FROM search_index WHERE source_id = ?').get(newest!.id)).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM rules WHERE source_id = ?').get(newest!.id)).toEqual({ n: 0 });
  });

  it('rolls back a failing import: the database content is exactly as before', () => {
    const db = openDatabase(':memory:');
    importDocument(db, file('mini-cr.txt', miniCr));
    const before = dump(db);
    const failing = importDocument(db, file('other.txt', miniCr.replace('2031', '2032')), (p) => {
      if (p.phase === 'indexing') throw new Error('disk full');
    });
    expect(failing).toMatchObject({ ok: false, error: { code: 'import-failed', message: expect.stringContaining('other.txt') } });
    expect(dump(db)).toBe(before);
  });

  const bad: [string, Uint8Array, string][] = [
    ['empty.txt', new Uint8Array(), 'empty'],
    ['blob.bin', Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256), 'binary'],
    ['rules.pdf', new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >>\nendobj\n'), 'binary'],
    ['huge.txt', new Uint8Array(50 * 1024 * 1024).fill(0x61), 'too-large'],
    ['cut.txt', new TextEncoder().encode(miniCr.slice(0, miniCr.indexOf('704.5k'))), 'truncated'],
    [
      'notes.txt',
      new TextEncoder().encode(
        'Shopping list\n\nApples, pears and a loaf of bread. Remember to call the plumber about the kitchen sink before Friday.',
      ),
      'not-rules',
    ],
  ];
  for (const [name, content, code] of bad) {
    it(`refuses ${name} (${code}) naming the file, importing nothing`, () => {
      const db = openDatabase(':memory:');
      importDocument(db, file('mini-cr.txt', miniCr));
      const before = dump(db);
      const result = importDocument(db, { fileName: name, content });
      expect(result).toMatchObject({ ok: false, error: { code, message: expect.stringContaining(name) } });
      expect(dump(db)).toBe(before);
    });
  }

  it('never corrupts the database, whatever bytes arrive', () => {
    const db = openDatabase(':memory:');
    importDocument(db, file('mini-cr.txt', miniCr));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), (content) => {
        const before = listSources(db).length;
        const result = importDocument(db, { fileName: 'random.bin', content });
        expect(listSources(db).length).toBe(before + (result.ok && !result.value.alreadyImported ? 1 : 0));
        if (result.ok && !result.value.alreadyImported) removeSource(db, result.value.source.id);
      }),
      { numRuns: 60 },
    );
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(readRule(db, '704.5j')).not.toBeNull();
  });
});

describe('reading', () => {
  const db = openDatabase(':memory:');
  importDocument(db, file('mini-cr.txt', miniCr));

  it('reads a rule with breadcrumb, children, examples, citations both ways and neighbours', () => {
    const view = readRule(db, 'CR 704.5.')!;
    expect(view.breadcrumb.map((l) => l.number)).toEqual(['7', '704']);
    expect(view.children.map((c) => c.number)).toEqual(['704.5j', '704.5k', '704.5m']);
    expect(view.previous?.number).toBe('704');
    expect(view.next?.number).toBe('704.5j');
    const legend = readRule(db, '704.5j')!;
    expect(legend.citedBy.map((l) => l.number).sort()).toEqual(['205.3n', '704.6']);
    expect(readRule(db, '205.3n')!.cites).toEqual([
      { number: '205.3m', title: expect.stringMatching(/^Creatures and kindreds/) },
      { number: '205.3p', title: '' },
      { number: '704.5j', title: expect.stringMatching(/^If two or more legendary/) },
    ]);
    expect(readRule(db, '205.3n')!.examples).toHaveLength(1);
    expect(readRule(db, '999.9z')).toBeNull();
  });

  it('reads a glossary term with senses, citations and the rules that use it', () => {
    const view = readGlossary(db, 'legend RULE')!;
    expect(view).toMatchObject({ term: 'Legend Rule', obsolete: false, cites: [{ number: '704.5j' }] });
    expect(view.usedBy.map((l) => l.number)).toContain('704.5j');
    expect(readGlossary(db, 'Bury')).toMatchObject({ obsolete: true });
    expect(readGlossary(db, 'Ability')!.senses).toHaveLength(3);
    expect(readGlossary(db, 'nothing like this')).toBeNull();
  });

  it('builds the type catalog from the newest CR’s 205 lists', () => {
    const catalog = loadCatalog(db);
    expect(catalog?.subtypes.creature).toEqual(['Time Lord', 'Advisor', 'Elf', 'Goblin', 'Wizard']);
  });

  it('stores the terms a CR defines as any of several types, read back into the catalog', () => {
    const rascal = '704.7. The term rascal refers to an object that has the Elf and/or Goblin creature types.';
    const withTerm = openDatabase(':memory:');
    expect(importDocument(withTerm, file('mini-cr.txt', miniCr.replace(/(704\.6 [^\n]*\n)/, `$1\n${rascal}\n`))).ok).toBe(true);
    expect(loadCatalog(withTerm)?.typeGroups).toEqual({ rascal: ['Elf', 'Goblin'] });
    // a CR that defines none: the embedded terms, as for an import made before terms were stored
    expect(Object.keys(loadCatalog(db)?.typeGroups ?? {})).toEqual(['historic', 'outlaw']);
  });
});

describeShared('real releases and seeds into one database', () => {
  const db = openDatabase(join(tempDir(), 'real.db'));

  it('imports every CR in ../shared/data side by side', () => {
    for (const name of ['cr-2017-09-29.txt', 'cr-2024-03-08.txt', 'cr-2026-01-16.txt', 'cr-2026-04-17.txt']) {
      const result = importDocument(db, { fileName: name, content: readFileSync(sharedData(name)) });
      expect(result.ok, name).toBe(true);
    }
    expect(listSources(db).map((s) => s.effectiveDate)).toEqual(['2026-04-17', '2026-01-16', '2024-03-08', '2017-09-29']);
    expect(listSources(db)[0]).toMatchObject({ ruleCount: 3138 + 147 + 9, glossaryCount: 730 });
  });

  it('catalog: newest CR lists, Kindred; older ones keep Tribal', () => {
    const catalog = loadCatalog(db)!;
    expect(catalog.cardTypes).toContain('Kindred');
    expect(catalog.subtypes.creature).toContain('Time Lord');
    expect(catalog.subtypes.spell).toEqual(['Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap']);
    const old = listSources(db).find((s) => s.effectiveDate === '2024-03-08')!;
    expect(readRule(db, '205.2a', old.id)!.text).toContain('tribal');
  });

  it('imports every seed document', () => {
    for (const name of Object.values(seedFiles)) {
      const result = importDocument(db, { fileName: name, content: readFileSync(sharedSeed(name)) });
      expect(result.ok ? 'ok' : result.error.message).toBe('ok');
    }
    expect(listSources(db)).toHaveLength(9);
    expect(listSources(db).filter((s) => s.kind === 'article')).toHaveLength(2);
  });
});
