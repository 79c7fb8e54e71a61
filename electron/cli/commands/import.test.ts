import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusCli } from './corpusCli.ts';

const cli = corpusCli();
afterAll(() => rmSync(cli.dir, { recursive: true, force: true }));
const miniCr = readFileSync(join(import.meta.dirname, '../../../test/fixtures/rules/mini-cr.txt'), 'utf8');

describe('arbiter import / sources / remove', () => {
  it('imports with progress on stderr and a summary on stdout', async () => {
    const path = cli.write('mini-cr.txt', miniCr);
    const { code, stdout, stderr } = await cli.run(['import', path]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Imported: source 1, Magic: The Gathering Comprehensive Rules/);
    expect(stdout).toContain('Effective date: 2031-03-03');
    expect(stdout).toContain('3 glossary entries');
    expect(stderr).toContain('importing mini-cr.txt: parsing');
  });

  it('importing the same file again changes nothing; --json gives the summary', async () => {
    const { code, stdout } = await cli.run(['import', 'mini-cr.txt', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ alreadyImported: true, source: { id: 1 }, counts: { glossary: 3 } });
  });

  it('refuses bad files with exit 2 and a message naming the file and the problem', async () => {
    const cases: [string, string | Uint8Array, RegExp][] = [
      ['empty.txt', '', /empty\.txt: the file is empty \[empty\]/],
      ['scan.pdf', '%PDF-1.5\n%\u00e2\u00e3\n', /scan\.pdf: the file is a PDF/],
      ['noise.bin', Uint8Array.from({ length: 2048 }, (_, i) => (i * 131) % 256), /noise\.bin: .*binary/],
      ['cut.txt', miniCr.slice(0, miniCr.indexOf('704.5m')), /cut\.txt: .*cut short \[truncated\]/],
      [
        'poem.txt',
        'The sea\n\nThe waves roll in beneath a silver sky, and gulls are crying over the harbour wall tonight.',
        /poem\.txt: .*not-rules/,
      ],
    ];
    for (const [name, content, message] of cases) {
      const { code, stderr, stdout } = await cli.run(['import', cli.write(name, content)]);
      expect([code, stdout]).toEqual([2, '']);
      expect(stderr).toMatch(message);
    }
    const missing = await cli.run(['import', 'nowhere.txt']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nowhere\.txt: cannot read the file \(no such file\)/);
    const sources = await cli.run(['sources', '--json']);
    expect(JSON.parse(sources.stdout).sources).toHaveLength(1);
  });

  it('refuses device files and pipes at once, by what they are, and stores nothing (issue 17, defect 2)', async () => {
    const before = await cli.run(['sources', '--json']);
    for (const [command, path] of [
      ['import', '/dev/zero'],
      ['import', '/dev/urandom'],
      ['import-cards', '/dev/zero'],
      ['import', cli.dir],
    ] as const) {
      const { code, stderr } = await cli.run([command, path]);
      expect(code, `${command} ${path}`).toBe(2);
      expect(stderr).toMatch(new RegExp(`^arbiter ${command}: ${path.replace(/[/\\.]/g, '\\$&')}: a (device|folder), not a regular file`));
    }
    expect(await cli.run(['sources', '--json'])).toEqual(before);
  });

  it('refuses a rules file over the rules limit without reading past it', async () => {
    const path = cli.write('huge.txt', '');
    const { truncateSync } = await import('node:fs');
    const { fileLimits } = await import('../../../core/limits.ts');
    truncateSync(path, fileLimits.rules + 1);
    const { code, stderr } = await cli.run(['import', path]);
    expect(code).toBe(2);
    expect(stderr).toContain('huge.txt: the file is larger than 20 MB');
  });

  it('lists and removes sources', async () => {
    await cli.run(['import', cli.write('older.txt', miniCr.replace('2031', '2029'))]);
    const listed = await cli.run(['sources']);
    expect(listed.stdout.split('\n')[0]).toMatch(/^\s+1\s+2031-03-03\s+comprehensive-rules/);
    expect(listed.stdout).toContain('older.txt');
    expect((await cli.run(['remove', '2'])).code).toBe(0);
    const again = await cli.run(['remove', '2']);
    expect([again.code, again.stderr]).toEqual([1, 'arbiter remove: there is no source 2\n']);
    expect((await cli.run(['remove', 'two'])).code).toBe(2);
  });

  it('type commands use the newest imported CR’s lists', async () => {
    const { code, stdout } = await cli.run(['types', 'land', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ kinds: { land: ['Forest', 'Gate', 'Island', 'Urza’s'] }, source: 'CR 2031-03-03' });
  });

  it('--db picks another database', async () => {
    const other = join(cli.dir, 'other.db');
    expect((await cli.run(['sources', '--db', other])).stdout).toMatch(/Nothing imported yet/);
  });
});
