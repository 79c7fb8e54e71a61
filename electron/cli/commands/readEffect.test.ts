import { describe, expect, it } from 'vitest';
import { captureCli, noDatabase, runCaptured } from './captureCli.ts';

async function batch(input: string): Promise<{ code: number; lines: unknown[] }> {
  const { code, stdout } = await runCaptured(['read-effect', '--batch'], { ...noDatabase, stdin: input });
  return {
    code,
    lines: stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as unknown),
  };
}

describe('arbiter read-effect', () => {
  it('prints what it read, with the duration, and exits 0', async () => {
    const out = await captureCli(
      'read-effect',
      'Until a player casts a creature spell, target creature loses all abilities except mana abilities.',
    );
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('loses all abilities except mana abilities (layer 6)');
    expect(out.stdout).toContain('duration: Until a player casts a creature spell');
  });

  it('a power-defining ability reads as the power it sets, the toughness left printed', async () => {
    const out = await captureCli('read-effect', "This creature's power is equal to the number of lands you control.");
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('This creature: power equal to the number of "lands you control" (layer 7b)');
  });

  it('--json gives the structured effect; --source lets the card name itself', async () => {
    const out = await captureCli(
      'read-effect',
      'Figure of Destiny becomes a 4/4 Kithkin Spirit.',
      '--source',
      'Figure of Destiny',
      '--json',
    );
    const json = JSON.parse(out.stdout) as { ok: boolean; clauses: { filter: { kind: string; self: boolean } }[] };
    expect(json.ok).toBe(true);
    expect(json.clauses[0]!.filter).toMatchObject({ kind: 'targets', self: true });
  });

  it('a refusal is one line naming the words, exit 1; --verbose adds the forms understood', async () => {
    const out = await captureCli('read-effect', 'Purple creatures get +1/+1.');
    expect(out.code).toBe(1);
    expect(out.stdout.trim().split('\n')).toHaveLength(1);
    expect(out.stdout).toContain('⟦Purple⟧');
    const verbose = await captureCli('read-effect', 'Purple creatures get +1/+1.', '--verbose');
    expect(verbose.stdout).toContain('Forms understood:');
    expect(verbose.stdout.split('\n').length).toBeGreaterThan(5);
  });

  it('--values gives X; a bad --values is a usage error', async () => {
    const out = await captureCli('read-effect', 'Target creature gets +X/+X until end of turn.', '--values', '{"X": 3}', '--json');
    expect(JSON.parse(out.stdout)).toMatchObject({ ok: true, clauses: [{ parts: [{ op: 'modifyPT', power: 3, toughness: 3 }] }] });
    expect((await captureCli('read-effect', 'Target creature gets +X/+X.', '--values', 'three')).code).toBe(2);
  });

  it('--batch answers one JSON line per input line, in order, sentences or JSON objects, bad lines named', async () => {
    const input = [
      'Nonbasic lands are Mountains.',
      '{"text": "This creature gets +1/+1 for each card in your hand.", "source": "Some Card", "values": {"card in your hand": 2}}',
      'Purple creatures get +1/+1.',
      '{"text": 3}',
      '{"text": "As long as you control an artifact, this creature gets +1/+0.", "conditionHolds": true}',
      '{T}: Add {G}.',
      '{"text": "Flying',
    ].join('\n');
    const { code, lines } = await batch(`${input}\n`);
    expect(code).toBe(0);
    expect(lines).toHaveLength(7);
    expect(lines.map((line) => (line as { ok: boolean }).ok)).toEqual([true, true, false, false, true, false, false]);
    expect(lines[5]).toMatchObject({ text: '{T}: Add {G}.', code: 'activated' }); // a sentence opening with a symbol, not JSON
    expect(lines[6]).toMatchObject({ code: 'bad-line' });
    expect((lines[6] as { reason: string }).reason).toMatch(/^line 7: not JSON/);
    expect(lines[1]).toMatchObject({ clauses: [{ parts: [{ op: 'modifyPT', power: 2, toughness: 2 }] }] });
    expect(lines[2]).toMatchObject({ code: 'filter-word', words: 'Purple' });
    expect(lines[3]).toMatchObject({ code: 'bad-line', reason: 'line 4: text: must be the Oracle wording, a non-empty string' });
  });

  it('--batch lines take the choices a scenario takes; a missing choice or a bad field is named, other fields passed over', async () => {
    const painter =
      "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.";
    const input = [
      JSON.stringify({ text: painter, source: "Painter's Servant", chosen: 'blue' }),
      JSON.stringify({ text: 'Creatures you control of the chosen type get +1/+1.', choices: { type: 'Elf' }, id: 7 }),
      JSON.stringify({ text: painter }),
      JSON.stringify({ text: 'Target creature gets +X/+X.', values: { X: 'three' } }),
      JSON.stringify({ text: 'Target player loses all abilities.', targetPlayer: 'everyone' }),
    ].join('\n');
    const { lines } = await batch(`${input}\n`);
    expect(lines[0]).toMatchObject({ ok: true, clauses: [{ parts: [{ op: 'color', colors: ['blue'], addition: true }] }] });
    expect(lines[1]).toMatchObject({ ok: true, clauses: [{ filter: { words: 'Creatures you control of the type Elf' } }] });
    expect(lines[2]).toMatchObject({ ok: false, code: 'missing-chosen-color' });
    expect((lines[2] as { reason: string }).reason).toContain('--chosen');
    expect(lines[3]).toMatchObject({ code: 'bad-line', reason: 'line 4: values.X: must be a whole number from -1000000 to 1000000' });
    expect(lines[4]).toMatchObject({ code: 'bad-line', reason: 'line 5: targetPlayer: must be "you" or "opponent"' });
  });

  it('--target-player says whom "target player" names; anything but you or opponent is a usage error', async () => {
    const shields = 'Creatures target player controls get +0/+1 until end of turn.';
    expect((await captureCli('read-effect', shields)).code).toBe(1);
    const out = await captureCli('read-effect', shields, '--target-player', 'opponent', '--json');
    expect(JSON.parse(out.stdout)).toMatchObject({ ok: true, clauses: [{ parts: [{ op: 'modifyPT', power: 0, toughness: 1 }] }] });
    expect((await captureCli('read-effect', shields, '--target-player', 'everyone')).code).toBe(2);
  });

  it('--chosen gives the choice of a single sentence; without it the wording needing one is refused, exit 1', async () => {
    const mongrel = 'Wild Mongrel becomes the color of your choice until end of turn.';
    const out = await captureCli('read-effect', mongrel, '--source', 'Wild Mongrel', '--chosen', 'blue', '--json');
    expect(JSON.parse(out.stdout)).toMatchObject({ ok: true, clauses: [{ parts: [{ op: 'color', colors: ['blue'], addition: false }] }] });
    const without = await captureCli('read-effect', mongrel, '--source', 'Wild Mongrel');
    expect(without.code).toBe(1);
    expect(without.stdout).toContain('"the chosen color" needs the color chosen');
  });
});
