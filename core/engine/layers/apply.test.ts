import { describe, expect, it } from 'vitest';
import { testBoard } from './testBoard.ts';

const bear = { name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 3, colors: ['green'], abilities: ['Trample'] };

function applied(text: string, extra: object = {}) {
  const setup = testBoard({ objects: [bear], effects: [{ source: 'Spell', text, order: 1, targets: ['Bear'], ...extra }] });
  const run = setup.runs[0]!;
  const parts = run.effect.spec.clauses[0]!.parts;
  let chars = setup.chars('Bear');
  const rules: string[] = [];
  for (const part of parts) {
    const result = setup.applier.applyPart(part, chars, run, setup.state);
    chars = result.chars;
    rules.push(...result.rules);
  }
  return { chars, rules, setup };
}

describe('applying parts', () => {
  it('sets, modifies and switches power and toughness (613.4b–d)', () => {
    expect(applied('Target creature has base power and toughness 1/1 until end of turn.').chars).toMatchObject({ power: 1, toughness: 1 });
    expect(applied('Target creature gets +3/-1 until end of turn.')).toMatchObject({
      chars: { power: 5, toughness: 2 },
      rules: ['613.4c'],
    });
    expect(applied("Switch target creature's power and toughness until end of turn.").chars).toMatchObject({ power: 3, toughness: 2 });
  });
  it('sets or adds colors in WUBRG order (613.1e)', () => {
    expect(applied('Target creature becomes blue until end of turn.').chars.colors).toEqual(['blue']);
    expect(applied('Target creature becomes red in addition to its other colors until end of turn.').chars.colors).toEqual([
      'red',
      'green',
    ]);
  });
  it('removes and grants abilities, naming the effect that granted them (613.1f)', () => {
    expect(applied('Target creature loses all abilities until end of turn.').chars.abilities).toEqual([]);
    const flying = applied('Target creature gains flying until end of turn.').chars.abilities;
    expect(flying.map((ability) => [ability.text, ability.origin, ability.via])).toEqual([
      ['Trample', 'printed', undefined],
      ['Flying', 'granted', 'Spell'],
    ]);
  });
  it('gains control (613.1b)', () => {
    const { setup } = applied('Gain control of target creature.');
    const run = setup.runs[0]!;
    const taken = setup.applier.applyPart({ op: 'control', controller: 'opponent' }, setup.chars('Bear'), run, setup.state);
    expect(taken.chars.controller).toBe('opponent');
    expect(taken.rules).toEqual(['613.1b']);
  });
  it('keeps the same object when nothing changes, and memoises a pure clause by its input', () => {
    const setup = testBoard({
      objects: [bear],
      effects: [{ source: 'Paint', text: 'Target creature becomes green.', order: 1, targets: ['Bear'] }],
    });
    const run = setup.runs[0]!;
    const [work] = setup.clauses.clausesIn(run, '5');
    const first = setup.applier.applyClause(run, work!, setup.id('Bear'), setup.chars('Bear'), setup.state);
    expect(first.chars).toBe(setup.chars('Bear'));
    expect(setup.applier.applyClause(run, work!, setup.id('Bear'), setup.chars('Bear'), setup.state)).toBe(first);
  });
  it('copies the copiable values of the original, keeping its own controller (707.2)', () => {
    const setup = testBoard({
      objects: [bear, { name: 'Clone', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0, controller: 'opponent' }],
      effects: [{ source: 'Clone', text: 'This creature becomes a copy of target creature.', order: 1, targets: ['Bear'] }],
    });
    const run = setup.runs[0]!;
    const copy = setup.applier.applyPart(run.effect.spec.clauses[0]!.parts[0]!, setup.chars('Clone'), run, setup.state);
    expect(copy.chars).toMatchObject({ name: 'Bear', power: 2, toughness: 3, controller: 'opponent', colors: ['green'] });
    expect(copy.chars.abilities.map((ability) => [ability.text, ability.origin])).toEqual([['Trample', 'copy']]);
    expect(copy.rules).toEqual(['707.2', '613.2a']);
  });
});
