// Named modes (700.2): "• Temur — …" applies only when it is the mode chosen, and is read without its name.
import { describe, expect, it } from 'vitest';
import { namedModeOf } from './reader/index.ts';
import { withChoice } from './scenario.ts';
import { bear, find, problem, pt, run } from './testScenario.ts';

const temur = '• Temur — Creatures you control get +1/+0 and have trample and haste.';
const siege = { name: 'Test Siege', typeLine: 'Enchantment', abilities: [temur] };

describe('named modes (700.2)', () => {
  it('names the mode of a bulleted line with a name before its dash, and nothing else', () => {
    expect(namedModeOf(temur)).toEqual({ name: 'Temur', rest: 'Creatures you control get +1/+0 and have trample and haste.' });
    expect(namedModeOf('  • Solar Beam — The Vision gains double strike until end of turn.')?.name).toBe('Solar Beam');
    expect(namedModeOf('• Destroy target artifact.')).toBeNull();
    expect(namedModeOf('Landfall — Whenever a land you control enters, draw a card.')).toBeNull();
  });

  it('reads the chosen mode without its name, in any case', () => {
    expect(withChoice(temur, 'temur')).toEqual({ ok: true, value: 'Creatures you control get +1/+0 and have trample and haste.' });
  });

  it('refuses a mode not chosen, saying which was, and one given no choice, saying what to give', () => {
    expect(withChoice(temur, 'Jeskai')).toMatchObject({
      ok: false,
      error: { code: 'mode-not-chosen', at: 'chosen', message: expect.stringContaining('("Jeskai" was)') },
    });
    expect(withChoice(temur, undefined)).toMatchObject({
      ok: false,
      error: { code: 'mode-not-chosen', message: expect.stringMatching(/^a mode \(700\.2\).*only when chosen, as "Temur"/) },
    });
  });

  it('applies the chosen mode on the board, and names the field when it is not the one chosen', () => {
    const board = (chosen: string) => ({
      objects: [siege, bear('Grizzly Bears')],
      effects: [{ source: 'Test Siege', text: temur, order: 1, chosen }],
    });
    const bears = find(run(board('Temur')), 'Grizzly Bears');
    expect(pt(bears)).toBe('3/2');
    expect(bears.abilities).toEqual(['Trample', 'Haste']);
    expect(problem(board('Jeskai'))).toMatchObject({ code: 'mode-not-chosen', at: 'effects[0].chosen' });
  });

  it('reads a whole Oracle text of named modes as the mode chosen, and refuses it with none chosen', () => {
    const whole = `Choose one —\n• Jeskai — Creatures you control get +0/+2.\n${temur}`;
    expect(withChoice(whole, 'Temur')).toEqual({ ok: true, value: 'Creatures you control get +1/+0 and have trample and haste.' });
    const board = (extra: Record<string, unknown>) => ({
      objects: [bear('Grizzly Bears')],
      effects: [{ source: 'Test Siege', text: whole, order: 1, ...extra }],
    });
    expect(pt(find(run(board({ chosen: 'Jeskai' })), 'Grizzly Bears'))).toBe('2/4');
    expect(problem(board({}))).toMatchObject({ code: 'no-effect-line', at: 'effects[0].text' });
  });
});
