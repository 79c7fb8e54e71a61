import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusCli } from './corpusCli.ts';

const cli = corpusCli();
afterAll(() => rmSync(cli.dir, { recursive: true, force: true }));
const miniSet = readFileSync(join(import.meta.dirname, '../../../test/fixtures/cards/mini-set.json'), 'utf8');

describe('arbiter import-cards / card', () => {
  it('a card before any card data is imported says how to import some', async () => {
    const { code, stderr } = await cli.run(['card', 'Test Bear']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/no card "Test Bear"/);
  });

  it('imports an MTGJSON set, naming what it skipped, then reads a card or suggests names', async () => {
    const path = cli.write('mini-set.json', miniSet);
    const imported = await cli.run(['import-cards', path]);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(
      /^Imported: Arbiter Test Set, 4 cards \(5 faces\), 0 rulings; 1 entries skipped \(data\.cards\[6\] \(Nameless\): no type line\)/,
    );
    const card = await cli.run(['card', 'test bear']);
    expect(card.code).toBe(0);
    expect(card.stdout).toContain('Creature — Bear 2/2');
    const json = await cli.run(['card', 'Day Tester', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ name: 'Day Tester', colors: ['red'], abilities: ['Haste'] });
    const unknown = await cli.run(['card', 'Tester']);
    const nearest = 'did you mean: Growing Tester, Day Tester // Night Tester';
    expect([unknown.code, unknown.stderr]).toEqual([1, expect.stringContaining(nearest)]);
  });

  it('opens the one card a misspelt name is a typo or two from, saying so; several or none within reach only suggest', async () => {
    const typo = await cli.run(['card', 'Nihgt Tester', '--json']);
    expect([typo.code, typo.stderr]).toEqual([0, 'arbiter card: no card "Nihgt Tester"; showing Night Tester\n']);
    expect(JSON.parse(typo.stdout)).toMatchObject({ name: 'Night Tester', card: 'Day Tester // Night Tester' });
    expect((await cli.run(['card', 'Moon of Tets'])).stdout).toMatch(/^Moon of Tests {2}\(normal\)/);
    const far = await cli.run(['card', 'Moon of Testing']);
    expect([far.code, far.stderr]).toEqual([1, expect.stringContaining('did you mean: Moon of Tests')]);
    // under four letters, no typo is read as another name
    expect((await cli.run(['card', 'Bar'])).code).toBe(1);
  });

  it('lists the card data files, and removes one with its cards', async () => {
    const listed = await cli.run(['cards', '--json']);
    const [file] = JSON.parse(listed.stdout) as { id: number; title: string; cards: number }[];
    expect(file).toMatchObject({ title: 'Arbiter Test Set', cards: 5 });
    expect((await cli.run(['remove-cards', String(file!.id)])).stdout).toBe(`Removed card data ${file!.id}.\n`);
    expect((await cli.run(['card', 'Test Bear'])).code).toBe(1);
    const again = await cli.run(['remove-cards', String(file!.id)]);
    expect([again.code, again.stderr]).toEqual([1, `arbiter remove-cards: there is no card data ${file!.id}\n`]);
    expect((await cli.run(['cards'])).stdout).toMatch(/^No card data imported/);
  });

  it('refuses a file that is not MTGJSON with exit 2, naming it', async () => {
    const path = cli.write('rules.json', '{"rules": []}');
    const { code, stderr } = await cli.run(['import-cards', path]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/rules\.json: not MTGJSON card data.*\[not-mtgjson\]/);
  });
});
