import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChangeList } from '../../../core/changes/model.ts';
import { corpusCli } from './corpusCli.ts';

const cli = corpusCli();
afterAll(() => rmSync(cli.dir, { recursive: true, force: true }));
const miniCr = readFileSync(join(import.meta.dirname, '../../../test/fixtures/rules/mini-cr.txt'), 'utf8');
// a later release: 100.1a inserted (the old 100.1a and 100.1b one letter on), 704.5k reworded, Bury renamed Inter
const later = miniCr
  .replace('March 3, 2031', 'March 3, 2032')
  .replace('100.1a A two-player game', '100.1a A solitaire game is a game with one player.\n\n100.1b A two-player game')
  .replace('100.1b A multiplayer game', '100.1c A multiplayer game')
  .replace('all except the one with the shortest time', 'all but the one with the shortest time')
  .replace(/^Bury \(Obsolete\)$/m, 'Inter (Obsolete)');

describe('arbiter changes', () => {
  it('says what is missing before two versions are imported', async () => {
    const none = await cli.run(['changes']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('import two rules releases first');
    await cli.run(['import', cli.write('mini-cr.txt', miniCr)]);
    const one = await cli.run(['changes']);
    expect(one).toMatchObject({ code: 2, stdout: '' });
    expect(one.stderr).toContain('needs two imported Comprehensive Rules releases; there are 1');
  });

  it('prints the change list as JSON between the two newest releases, renumberings apart', async () => {
    await cli.run(['import', cli.write('later.txt', later)]);
    const { code, stdout } = await cli.run(['changes', '--json']);
    expect(code).toBe(0);
    const list = JSON.parse(stdout) as ChangeList;
    expect(list.added.map((r) => r.number)).toEqual(['100.1a']);
    expect(list.removed).toEqual([]);
    expect(list.changed.map((r) => r.number)).toEqual(['704.5k']);
    expect(list.renumbered.map((r) => [r.from, r.to, r.changed])).toEqual([
      ['100.1a', '100.1b', false],
      ['100.1b', '100.1c', false],
    ]);
    expect(list.runs.map((r) => r.summary)).toEqual(['100.1a–100.1b renumbered +1 (now 100.1b–100.1c) after 100.1a was added']);
    expect(list.glossary.renamed).toEqual([{ from: 'Bury', to: 'Inter', changed: false }]);
    expect(list.counts).toMatchObject({ added: 1, removed: 0, changed: 1, renumbered: 2, runs: 1 });
  });

  it('names sources by id or date, and writes Markdown', async () => {
    const byDate = await cli.run(['changes', '2031-03-03', '2032', '--markdown']);
    expect(byDate.code).toBe(0);
    expect(byDate.stdout).toMatch(/^# What changed: .*\(2031-03-03\) → .*\(2032-03-03\)/);
    expect(byDate.stdout).toContain('- 100.1a–100.1b renumbered +1');
    expect(byDate.stdout).toContain('~~except~~');
    const byId = await cli.run(['changes', '2', '1']);
    expect(byId.code).toBe(0);
    expect(byId.stdout).toContain('removed  100.1a');
  });

  it('refuses bad usage and unknown sources with exit 2 and the reason', async () => {
    const cases: [string[], RegExp][] = [
      [['changes', '1'], /give two sources/],
      [['changes', '1', '2', '--json', '--markdown'], /choose --json or --markdown/],
      [['changes', '1', '7'], /no source with id 7/],
      [['changes', 'yesterday', '2'], /"yesterday" is neither a source id nor a date/],
      [['changes', '1999-01-01', '2'], /no imported source is dated 1999-01-01/],
    ];
    for (const [argv, message] of cases) {
      const { code, stderr, stdout } = await cli.run(argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(stderr).toMatch(message);
      expect(stdout).toBe('');
    }
  });
});
