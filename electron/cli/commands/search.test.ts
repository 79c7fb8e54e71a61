import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusCli } from './corpusCli.ts';

const cli = corpusCli();
beforeAll(async () => {
  const miniCr = readFileSync(join(import.meta.dirname, '../../../test/fixtures/rules/mini-cr.txt'), 'utf8');
  await cli.run(['import', cli.write('mini-cr.txt', miniCr)]);
});
afterAll(() => rmSync(cli.dir, { recursive: true, force: true }));

describe('arbiter search / rule / glossary', () => {
  it('search --json prints one document of the documented shape', async () => {
    const { code, stdout } = await cli.run(['search', 'legend rule', '--json', '--limit', '2']);
    expect(code).toBe(0);
    const doc = JSON.parse(stdout);
    expect(doc).toMatchObject({ query: 'legend rule', elapsedMs: expect.any(Number) });
    expect(doc.results).toHaveLength(2);
    for (const r of doc.results)
      expect(Object.keys(r)).toEqual(expect.arrayContaining(['id', 'number', 'kind', 'title', 'snippet', 'source', 'score']));
    expect(doc.results.map((r: { id: string }) => r.id).sort()).toEqual(['704.5j', 'glossary:Legend Rule']);
  });

  it('plain search marks matched words; nothing found exits 1', async () => {
    const found = await cli.run(['search', '704.5j']);
    expect([found.code, found.stdout.split('\n')[0]]).toEqual([
      0,
      '704.5j If two or more legendary permanents with the same name are controlled by the same…',
    ]);
    expect((await cli.run(['search', 'legendary'])).stdout).toContain('[legendary]');
    const none = await cli.run(['search', 'xylophone']);
    expect([none.code, none.stderr]).toEqual([1, 'No rule or glossary entry matches.\n']);
  });

  it('search --batch: one JSON line per stdin line, elapsedMs measured in-process', async () => {
    const { code, stdout } = await cli.run(['search', '--batch', '--json'], '704.5j\r\n\nbury\n"unbalanced\n');
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.query)).toEqual(['704.5j', 'bury', '"unbalanced']);
    expect(lines[0].results[0].id).toBe('704.5j');
    expect(lines[1].results[0].id).toBe('glossary:Bury');
    expect(lines.every((l) => typeof l.elapsedMs === 'number' && l.elapsedMs < 1000)).toBe(true);
  });

  it('search usage errors exit 2', async () => {
    expect((await cli.run(['search'])).code).toBe(2);
    expect((await cli.run(['search', 'x', '--limit', 'ten'])).code).toBe(2);
    expect((await cli.run(['search', 'x', '--source', '0'])).code).toBe(2);
    expect((await cli.run(['search', 'x', '--db', join(cli.dir, 'missing', 'x.db')])).code).toBe(2);
  });

  it('rule and glossary with no database say so and create none', async () => {
    const path = join(cli.dir, 'never-imported.db');
    for (const command of ['rule', 'glossary']) {
      const { code, stdout, stderr } = await cli.run([command, '704.5j', '--json', '--db', path]);
      expect([code, stdout, stderr]).toEqual([
        2,
        '',
        `arbiter ${command}: no database at ${path}; import the rules first (arbiter import <file>)\n`,
      ]);
    }
    expect(existsSync(path)).toBe(false);
  });

  it('rule prints the rule with its family; --json the RuleView; unknown exits 1', async () => {
    const text = await cli.run(['rule', '704.5']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('7. Additional Rules › 704. State-Based Actions');
    expect(text.stdout).toContain('  704.5m If an Aura');
    // a section has nothing above it, and begins with its own heading
    expect((await cli.run(['rule', '7'])).stdout).toMatch(/^7\. Additional Rules\n {2}704\. State-Based Actions/);
    const json = await cli.run(['rule', 'CR', '205.3n', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({
      number: '205.3n',
      cites: [{ number: '205.3m' }, { number: '205.3p' }, { number: '704.5j' }],
    });
    const missing = await cli.run(['rule', '999.1']);
    expect([missing.code, missing.stderr]).toEqual([1, 'arbiter rule: no rule "999.1" in the imported rules\n']);
    const near = await cli.run(['rule', '704.5z']);
    expect([near.code, near.stderr]).toEqual([
      1,
      'arbiter rule: no rule "704.5z" in the imported rules; the nearest above it is 704.5 (arbiter rule 704.5)\n',
    ]);
    const range = await cli.run(['rule', '704.5a-c']);
    expect([range.code, range.stderr]).toEqual([
      1,
      'arbiter rule: "704.5a-c" names several rules, not one: search "704.5a-c" lists each of them\n',
    ]);
    for (const [command, blank, message] of [
      ['rule', '', 'give a rule number, e.g. 704.5j'],
      ['glossary', ' ', 'give a glossary term, e.g. "legend rule"'],
    ] as const) {
      const none = await cli.run([command, blank]);
      expect([none.code, none.stderr.split('\n')[0]]).toEqual([2, `arbiter ${command}: ${message}`]);
    }
  });

  it('glossary prints senses and links; unknown exits 1', async () => {
    const { code, stdout } = await cli.run(['glossary', 'ability']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Ability\n {2}1\. Text on an object/);
    expect(stdout).toContain('Cites: 100.1');
    expect((await cli.run(['glossary', 'Bury'])).stdout).toMatch(/^Bury \(obsolete\)/);
    expect((await cli.run(['glossary', 'no such term'])).code).toBe(1);
  });
});

describe('arbiter search with a rule page beside the CR', () => {
  const two = corpusCli();
  afterAll(() => rmSync(two.dir, { recursive: true, force: true }));

  it('prints 704.5j once, from the CR, and the page’s 704.5j with --source', async () => {
    const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '../../../test/fixtures/rules', name), 'utf8');
    await two.run(['import', two.write('rule-page.md', fixture('rule-page.md'))]);
    await two.run(['import', two.write('mini-cr.txt', fixture('mini-cr.txt'))]);
    const all = JSON.parse((await two.run(['search', '704.5j', '--json'])).stdout);
    expect(all.results.map((r: { id: string; source: { effectiveDate: string } }) => [r.id, r.source.effectiveDate])).toEqual([
      ['704.5j', '2031-03-03'],
    ]);
    const page = JSON.parse((await two.run(['search', '704.5j', '--json', '--source', '1'])).stdout);
    expect(page.results.map((r: { id: string; source: { id: number } }) => [r.id, r.source.id])).toEqual([['704.5j', 1]]);
  });
});
