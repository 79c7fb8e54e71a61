import { describe, expect, it } from 'vitest';
import { commands } from './commands.ts';
import { captureCli } from './commands/captureCli.ts';
import { decodeText, optionsOfUsage, parseArgs, UsageError } from './io.ts';

const spec = { valued: ['db', 'limit'], boolean: ['json'] };

describe('parseArgs (node:util)', () => {
  it('reads positionals and flags in any order, values after a space or an equals sign', () => {
    const { positionals, flags } = parseArgs(['legend', '--db=/tmp/a.db', 'rule', '--json', '--limit', '5'], spec);
    expect(positionals).toEqual(['legend', 'rule']);
    expect([...flags]).toEqual([
      ['db', '/tmp/a.db'],
      ['json', true],
      ['limit', '5'],
    ]);
  });
  it('keeps arguments with one dash as positionals (a judge searches "-1/-1 counters"), and everything after --', () => {
    expect(parseArgs(['-1/-1', 'counters', '--', '--json'], spec).positionals).toEqual(['-1/-1', 'counters', '--json']);
    expect(parseArgs(['--limit', '-3'], spec).flags.get('limit')).toBe('-3');
  });
  it('refuses unknown options, missing values and values for switches, naming the option', () => {
    expect(() => parseArgs(['--colour'], spec)).toThrow(new UsageError('unknown option --colour'));
    expect(() => parseArgs(['--db'], spec)).toThrow(new UsageError('--db needs a value'));
    expect(() => parseArgs(['--json=yes'], spec)).toThrow(new UsageError('--json takes no value'));
  });
});

describe('optionsOfUsage', () => {
  it('reads the options a usage line names: with a capitalised placeholder a value, alone a switch, each once', () => {
    expect(optionsOfUsage('search "<query>" [--limit N] [--allow-host HOST[,HOST]] [--batch] [--db PATH] [--json | --markdown]')).toEqual({
      valued: ['limit', 'allow-host', 'db'],
      boolean: ['batch', 'json', 'markdown'],
    });
    expect(optionsOfUsage('simulate <file|-> | --cards "<name>" … [--json] | simulate --json')).toEqual({
      valued: [],
      boolean: ['cards', 'json'],
    });
    expect(optionsOfUsage('types [kind]')).toEqual({ valued: [], boolean: [] });
  });
});

describe('commands defined from a spec', () => {
  it('count their positionals and say what to give', async () => {
    const tooMany = await captureCli('types', 'creature', 'land');
    expect(tooMany.code).toBe(2);
    expect(tooMany.stderr).toBe('arbiter types: give at most one kind\nusage: arbiter types [kind] [--json]\n');
  });
  it('check numeric options as usage errors', async () => {
    const bad = await captureCli('rule', '704.5j', '--source', 'two');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^arbiter rule: --source must be a positive whole number, not "two"\nusage: arbiter rule/);
  });
  it('name their options in the usage line the help shows, --json in every one', () => {
    for (const command of commands) expect(optionsOfUsage(command.usage).boolean, command.usage).toContain('json');
  });
  it('take --json everywhere and --db only where there is a database', async () => {
    expect((await captureCli('type-line', 'Creature — Elf', '--json')).code).toBe(0);
    const noDb = await captureCli('type-line', 'Creature — Elf', '--db', 'x.db');
    expect([noDb.code, noDb.stderr.split('\n')[0]]).toEqual([2, 'arbiter type-line: unknown option --db']);
  });
});

describe('help', () => {
  it('lists every command with its usage and summary, and gives one command alone', async () => {
    const all = await captureCli('--help');
    expect(all.code).toBe(0);
    for (const command of commands) expect(all.stdout).toContain(`  arbiter ${command.usage}\n      ${command.summary}\n`);
    const search = commands.find((c) => c.name === 'search')!;
    for (const argv of [
      ['search', '--help'],
      ['search', '-h'],
      ['help', 'search'],
    ]) {
      const one = await captureCli(...argv);
      expect([one.code, one.stdout], argv.join(' ')).toEqual([0, `usage: arbiter ${search.usage}\n${search.summary}\n`]);
    }
    const unknown = await captureCli('help', 'nope');
    expect([unknown.code, unknown.stderr.split('\n')[0]]).toEqual([2, 'arbiter: unknown command "nope"']);
  });
});

describe('decodeText', () => {
  it('reads UTF-8 and leaves out a byte-order mark before the first line, not one inside the text', () => {
    const bom = [0xef, 0xbb, 0xbf];
    const bytes = (text: string, before: number[] = []) => new Uint8Array([...before, ...new TextEncoder().encode(text)]);
    expect(decodeText(bytes('etb\r\nlki’s rule\n', bom))).toBe('etb\r\nlki’s rule\n');
    expect(decodeText(bytes('etb\n'))).toBe('etb\n');
  });
});
