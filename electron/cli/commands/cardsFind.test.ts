// The card commands end to end on a temporary database: import-cards (any compression), cards-find, card, and
// simulate from card names.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusCli } from './corpusCli.ts';

const cli = corpusCli();
afterAll(() => import('node:fs').then(({ rmSync }) => rmSync(cli.dir, { recursive: true, force: true })));
const fixtures = join(import.meta.dirname, '../../../test/fixtures');

beforeAll(async () => {
  const rules = await cli.run(['import', join(fixtures, 'rules/combat-cr.txt')]);
  expect(rules.code).toBe(0);
  const imported = await cli.run(['import-cards', join(fixtures, 'cards/atomic-mini.json.xz')]);
  expect(imported.code).toBe(0);
  expect(imported.stdout).toBe('Imported: AtomicCards, 13 cards (15 faces), 5 rulings\n');
  expect(imported.stderr).toMatch(/reading atomic-mini\.json\.xz: [\d.]+ of [\d.]+ MB, 15 cards/);
});

describe('arbiter import-cards', () => {
  it('refuses a truncated file with exit 2 naming it, and a missing one', async () => {
    const { readFileSync } = await import('node:fs');
    const whole = readFileSync(join(fixtures, 'cards/atomic-mini.json.gz'));
    const path = cli.write('cut.json.gz', whole.subarray(0, 400));
    const cut = await cli.run(['import-cards', path, '--json']);
    expect([cut.code, cut.stdout]).toEqual([2, '']);
    expect(cut.stderr).toMatch(/cut\.json\.gz: the card data is broken or cut short .*nothing was imported \[bad-file\]/);
    expect((await cli.run(['import-cards', 'nowhere.json'])).code).toBe(2);
    expect(JSON.parse((await cli.run(['cards', '--json'])).stdout)).toHaveLength(1);
  });
});

describe('arbiter cards-find', () => {
  it('prints {results: [{name, type, …}]} best first', async () => {
    const { code, stdout } = await cli.run(['cards-find', 'grizly', '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as { results: { name: string; type: string }[] };
    expect(json.results[0]).toMatchObject({ name: 'Grizzly Bears', type: 'Creature — Bear', manaValue: 2, colors: ['green'] });
  });

  it('reads t:, o:, foreign names; no match exits 1; a bad term exits 2 naming it', async () => {
    const names = async (query: string) =>
      (JSON.parse((await cli.run(['cards-find', query, '--json'])).stdout) as { results: { name: string }[] }).results.map((r) => r.name);
    expect(await names('t:shapeshifter')).toEqual(['Clone']);
    expect(await names('o:"nonbasic lands"')).toEqual(['Blood Moon']);
    expect(await names('Klon')).toEqual(['Clone']);
    expect((await cli.run(['cards-find', 'zzzzzz'])).code).toBe(1);
    const bad = await cli.run(['cards-find', 'set:m10']);
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('unknown search key "set"')]);
    const strong = await cli.run(['cards-find', 'pow>=4 kw:flying']);
    expect([strong.code, strong.stdout]).toEqual([0, expect.stringContaining('Serra Angel')]);
    expect((await cli.run(['cards-find'])).code).toBe(2);
  });
});

describe('arbiter card', () => {
  it('shows rulings with dates, legalities, foreign names, faces and keyword rule links', async () => {
    const humility = JSON.parse((await cli.run(['card', 'humility', '--json'])).stdout);
    expect(humility).toMatchObject({
      name: 'Humility',
      card: 'Humility',
      layout: 'normal',
      rulings: [
        { date: '2030-06-01', text: expect.stringContaining('layer 6') },
        { date: '2031-01-05', text: expect.any(String) },
      ],
      foreignNames: [{ language: 'German', name: 'Demut' }],
      legalities: { legacy: 'Legal' },
    });
    const night = JSON.parse((await cli.run(['card', 'Night Tester', '--json'])).stdout);
    expect(night).toMatchObject({ name: 'Night Tester', card: 'Day Tester // Night Tester', layout: 'transform' });
    expect(night.faces.map((face: { name: string }) => face.name)).toEqual(['Day Tester', 'Night Tester']);
    expect(night.faces[1].links).toContainEqual({ text: 'Trample', start: 0, end: 7, rule: '702.19', title: 'Trample' });
    expect(night.faces[1].typeLineCheck).toMatchObject({ valid: true, subtypes: [{ name: 'Werewolf' }] });
    const text = await cli.run(['card', 'Humility']);
    expect(text.stdout).toContain('Rulings:\n  2030-06-01  ');
  });

  it('a name a typo from one card opens it; a name further from any exits 1 with the nearest names', async () => {
    expect((await cli.run(['card', 'Serra Angle'])).stdout).toMatch(/^Serra Angel {2}\(normal\)/);
    const { code, stderr } = await cli.run(['card', 'Serra Seraph']);
    expect([code, stderr]).toEqual([1, expect.stringContaining('did you mean: Serra Angel')]);
  });
});

describe('arbiter simulate --cards', () => {
  it('answers from names alone with the same document simulate --json gives for the written-out scenario', async () => {
    const fromNames = await cli.run(['simulate', '--cards', 'Urborg, Tomb of Yawgmoth', 'Blood Moon', '--json']);
    expect(fromNames.code).toBe(0);
    const written = cli.write(
      'urborg.json',
      JSON.stringify({
        objects: [
          {
            name: 'Urborg, Tomb of Yawgmoth',
            typeLine: 'Legendary Land',
            abilities: ['Each land is a Swamp in addition to its other land types.'],
          },
          { name: 'Blood Moon', typeLine: 'Enchantment', colors: ['red'], manaValue: 3, abilities: ['Nonbasic lands are Mountains.'] },
        ],
        effects: [
          { source: 'Urborg, Tomb of Yawgmoth', text: 'Each land is a Swamp in addition to its other land types.', order: 1 },
          { source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 2 },
        ],
      }),
    );
    const fromFile = await cli.run(['simulate', written, '--json']);
    expect(JSON.parse(fromNames.stdout)).toEqual(JSON.parse(fromFile.stdout));
    expect(JSON.parse(fromNames.stdout).objects[0]).toMatchObject({ name: 'Urborg, Tomb of Yawgmoth', subtypes: ['Mountain'] });
  });

  it('reads {"card": …} objects in a scenario file; an unknown name exits 2 naming it and the nearest', async () => {
    const path = cli.write(
      'clone.json',
      JSON.stringify({ objects: [{ card: 'Humility' }, { card: 'Grizzly Bears' }, { card: 'Clone', targets: ['Grizzly Bears'] }] }),
    );
    const clone = JSON.parse((await cli.run(['simulate', path, '--json'])).stdout);
    expect(clone.objects[2]).toMatchObject({ name: 'Clone', currentName: 'Grizzly Bears', power: 1, toughness: 1 });
    const unknown = await cli.run(['simulate', '--cards', 'Blood Moon', 'Urborg, Tomb of Yawgmoht']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/objects\[1\]\.card: no card "Urborg, Tomb of Yawgmoht".*nearest: Urborg, Tomb of Yawgmoth/);
    expect((await cli.run(['simulate', '--cards'])).code).toBe(2);
  });

  it('puts a card named after a zone there ("graveyard: …"); a name without one is on the battlefield', async () => {
    const result = await cli.run(['simulate', '--cards', 'Grizzly Bears', 'graveyard: Serra Angel', 'Hand:Humility', '--json']);
    expect(result.code).toBe(0);
    const zones = JSON.parse(result.stdout).objects.map((object: { name: string; zone: string }) => [object.name, object.zone]);
    expect(zones).toEqual([
      ['Grizzly Bears', 'battlefield'],
      ['Serra Angel', 'graveyard'],
      ['Humility', 'hand'],
    ]);
  });
});
