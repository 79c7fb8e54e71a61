// Hostile files (issue 17): each is refused with a message naming the file and the problem, no stack trace, exit 2,
// and the database is byte for byte what it was.
import { gzipSync } from 'node:zlib';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusCli } from '../../electron/cli/commands/corpusCli.ts';

const cli = corpusCli();
afterAll(() => rmSync(cli.dir, { recursive: true, force: true }));
const miniCr = readFileSync(join(import.meta.dirname, '../fixtures/rules/mini-cr.txt'), 'utf8');

beforeAll(async () => {
  expect((await cli.run(['import', cli.write('mini-cr.txt', miniCr)])).code).toBe(0);
});

async function refused(argv: string[], message: RegExp): Promise<void> {
  const before = readFileSync(cli.dbPath);
  const { code, stdout, stderr } = await cli.run(argv);
  expect(code, stderr).toBe(2);
  expect(stdout).toBe('');
  // Progress lines may come first; the refusal is the last line.
  expect(stderr.trimEnd().split('\n').at(-1)).toMatch(message);
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(readFileSync(cli.dbPath).equals(before), 'the database changed').toBe(true);
}

describe('hostile files', () => {
  it('device files, for rules and card data alike', async () => {
    for (const device of ['/dev/zero', '/dev/urandom']) {
      await refused(['import', device], new RegExp(`^arbiter import: ${device}: a device, not a regular file`));
      await refused(['import-cards', device], new RegExp(`^arbiter import-cards: ${device}: a device, not a regular file`));
    }
  });

  it('a gzip bomb (50 MB of zeros in 50 kB) is refused as binary without being expanded', async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024), { level: 9 });
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    await refused(
      ['import', cli.write('rules.txt.gz', bomb)],
      /^arbiter import: rules\.txt\.gz: the file contains NUL bytes: it is binary, not text/,
    );
    await refused(['import-cards', cli.write('cards.json.gz', bomb)], /^arbiter import-cards: .*cards\.json\.gz/);
  });

  it('a JSON nesting bomb, as card data and as a scenario', async () => {
    const depth = 1_000_000;
    const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    await refused(['import-cards', cli.write('nested.json', nested)], /^arbiter import-cards: .*nested\.json/);
    const { code, stderr } = await cli.run(['simulate', cli.write('nested-scenario.json', nested)]);
    expect(code).toBe(2);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(stderr.length).toBeLessThan(2000);
  });

  it('invalid UTF-8 that is not rules', async () => {
    const invalid = Buffer.from(Array.from({ length: 4096 }, (_, i) => [0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0x41, 0x20][i % 9]!));
    await refused(['import', cli.write('invalid-utf8.txt', invalid)], /^arbiter import: invalid-utf8\.txt: .*\[[a-z-]+\]$/);
  });

  it('a CR with a duplicate rule number', async () => {
    const text = miniCr.replace(/^(704\.5k .*)$/m, '$1\n\n704.5j A second rule numbered 704.5j.');
    const lines = text.split('\n');
    const first = lines.findIndex((l) => l.startsWith('704.5j If two')) + 1;
    const second = lines.findIndex((l) => l.startsWith('704.5j A second')) + 1;
    await refused(
      ['import', cli.write('duplicate.txt', text)],
      new RegExp(
        `^arbiter import: duplicate\\.txt: rule 704\\.5j appears twice, at line ${first} and again at line ${second} ` +
          '\\[duplicate-number\\]$',
      ),
    );
  });

  it('18 MB of junk after the credits', async () => {
    const junk = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.\n'.repeat(230_000);
    await refused(
      ['import', cli.write('appended.txt', `${miniCr}\n${junk}`)],
      /^arbiter import: appended\.txt: the Credits \(line \d+\) are followed by/,
    );
  });
});
