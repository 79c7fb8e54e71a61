import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCaptured } from '../../electron/cli/commands/captureCli.ts';

const arbiter = (argv: string[], stdin = '') => runCaptured(argv, { env: {}, cwd: 'test/fixtures/scenarios', stdin });

describe('arbiter simulate', () => {
  it('prints one JSON document with each object and its trace', async () => {
    const { code, stdout } = await arbiter(['simulate', 'blood-moon-urborg.json', '--json']);
    expect(code).toBe(0);
    const doc = JSON.parse(stdout);
    const urborg = doc.objects.find((o: { name: string }) => o.name === 'Urborg, Tomb of Yawgmoth');
    expect(urborg.typeLine).toBe('Legendary Land — Mountain');
    expect(urborg.trace.some((step: { why: string }) => /depends on Blood Moon/.test(step.why))).toBe(true);
  });

  it('reads a scenario file saved with a byte-order mark, as Windows editors save UTF-8', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'arbiter-bom-'));
    const file = join(folder, 'scenario.json');
    writeFileSync(file, `\uFEFF${readFileSync('test/fixtures/scenarios/blood-moon-urborg.json', 'utf8')}`);
    const { code, stdout, stderr } = await arbiter(['simulate', file, '--json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout).objects.length).toBeGreaterThan(0);
  });

  it('reads standard input and prints a readable trace citing rules', async () => {
    const { code, stdout } = await arbiter(
      ['simulate', '-'],
      JSON.stringify({
        objects: [{ name: 'Forest', typeLine: 'Basic Land — Forest' }],
        effects: [{ source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 1 }],
      }),
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/Forest: Basic Land — Forest/);
    expect(stdout).toMatch(/305\.6/);
  });

  it('says so when the board is empty, rather than print nothing', async () => {
    const empty = await arbiter(['simulate', '-'], JSON.stringify({ objects: [] }));
    expect([empty.code, empty.stdout]).toEqual([0, 'The board is empty: the scenario has no objects.\n']);
    const json = await arbiter(['simulate', '-', '--json'], JSON.stringify({ objects: [] }));
    expect(JSON.parse(json.stdout)).toEqual({ objects: [], warnings: [] });
  });

  it('--turn says whose turn it is, for "during your turn", in place of the file\'s own', async () => {
    const surveyor = 'During your turn, this creature has first strike.';
    const input = JSON.stringify({
      turn: 'you',
      objects: [{ name: 'Surveyor', typeLine: 'Creature — Cat', power: 2, toughness: 1, abilities: [surveyor] }],
      effects: [{ source: 'Surveyor', text: surveyor }],
    });
    const abilities = async (argv: string[]) =>
      JSON.parse((await arbiter(['simulate', '-', '--json', ...argv], input)).stdout).objects[0].abilities;
    expect(await abilities([])).toContain('First strike');
    expect(await abilities(['--turn', 'opponent'])).not.toContain('First strike');
    const bad = await arbiter(['simulate', '-', '--turn', 'mine'], input);
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('--turn takes "you" or "opponent"')]);
  });

  it('with no "effects", makes the objects\' abilities that read as continuous effects their effects, in listed order', async () => {
    const moon = 'Nonbasic lands are Mountains.';
    const urborg = 'Each land is a Swamp in addition to its other land types.';
    const board = (effects?: unknown[]) =>
      JSON.stringify({
        objects: [
          { name: 'Urborg, Tomb of Yawgmoth', typeLine: 'Legendary Land', abilities: [urborg] },
          { name: 'Blood Moon', typeLine: 'Enchantment', abilities: [moon] },
          { name: 'Forest', typeLine: 'Basic Land — Forest' },
          { name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2, abilities: ['Trample'] },
        ],
        ...(effects === undefined ? {} : { effects }),
      });
    const typeLineOf = async (input: string, name: string) =>
      JSON.parse((await arbiter(['simulate', '-', '--json'], input)).stdout).objects.find((o: { name: string }) => o.name === name)
        .typeLine;
    // Urborg earlier, yet it depends on Blood Moon (613.8a): no Forest is a Swamp
    expect(await typeLineOf(board(), 'Forest')).toBe('Basic Land — Forest');
    expect(await typeLineOf(board(), 'Urborg, Tomb of Yawgmoth')).toBe('Legendary Land — Mountain');
    // "effects": [] gives no effect besides the permanents' own static abilities, which function on the battlefield (611.3)
    expect(await typeLineOf(board([]), 'Urborg, Tomb of Yawgmoth')).toBe('Legendary Land — Mountain');
    const { stderr } = await arbiter(['simulate', '-'], board());
    expect(stderr).toContain('Bear: "Trample" is not made an effect: a keyword ability');
  });

  it('exits 2 naming the field of a malformed scenario', async () => {
    const bad = await arbiter(['simulate', 'bad-effect.json']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/effects\[0\]\.text/);
    expect(bad.stderr).toMatch(/purple/);
    const noJson = await arbiter(['simulate', '-'], '{nope');
    expect(noJson.code).toBe(2);
    expect(noJson.stderr).toMatch(/not JSON/);
    const missing = await arbiter(['simulate', 'nowhere.json']);
    expect(missing.code).toBe(2);
    const usage = await arbiter(['simulate']);
    expect(usage.code).toBe(2);
  });
});
