import { describe, expect, it } from 'vitest';
import { describeNow, effectLabel, TraceWriter, typeLineOf } from './traceSteps.ts';
import { testBoard } from './testBoard.ts';

const scenario = {
  objects: [
    { name: 'Dryad', typeLine: 'Land Creature — Forest Dryad', power: 1, toughness: 1, colors: ['green'], abilities: ['Flying'] },
    { name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2 },
    { name: 'Cub', typeLine: 'Creature — Bear', power: 2, toughness: 2 },
  ],
  effects: [{ source: 'Humility', text: 'All creatures lose all abilities and have base power and toughness 1/1.', order: 1 }],
};

describe('trace steps', () => {
  it('prints subtypes grouped by kind, noncreature kinds first, and every creature type', () => {
    const { chars } = testBoard(scenario);
    expect(typeLineOf(chars('Dryad'))).toBe('Land Creature — Forest Dryad');
    expect(typeLineOf({ ...chars('Bear'), allCreatureTypes: true })).toBe('Creature — Bear (every creature type)');
  });
  it('describes what each layer changes', () => {
    const { chars } = testBoard(scenario);
    const dryad = chars('Dryad');
    expect(describeNow(dryad, '2', '')).toBe('controlled by you');
    expect(describeNow(dryad, '5', '')).toBe('green');
    expect(describeNow(dryad, '6', '')).toBe('Flying');
    expect(describeNow(dryad, '7b', '')).toBe('1/1');
    expect(describeNow(dryad, '1', 'Land Creature — Forest Dryad')).toBe('Dryad: Land Creature — Forest Dryad; green; Flying; 1/1');
  });
  it('names the effect with what the judge set for it', () => {
    const { runs } = testBoard({
      objects: [{ name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2 }],
      effects: [{ source: 'Conspiracy', text: 'Creatures you control are the chosen type.', order: 1, chosen: 'Elf' }],
    });
    expect(effectLabel(runs[0]!)).toBe('Conspiracy: "Creatures you control are the chosen type." (chosen: Elf)');
  });
  it('shares one step between objects that go through the same change, and cites the layer, reason and effect rules', () => {
    const { objects, runs, chars, id } = testBoard(scenario);
    const trace = new TraceWriter(objects);
    const record = trace.stepsOf(runs[0]!, '7b', { text: 'timestamp order (613.7)', rules: ['613.7'] });
    const oneOne = (name: string) => ({ ...chars(name), power: 1, toughness: 1 });
    const rules = ['613.4b']; // the applier hands out one shared list per kind of change
    record(id('Bear'), chars('Bear'), oneOne('Bear'), rules);
    record(id('Cub'), chars('Cub'), oneOne('Cub'), rules);
    const [bearStep] = trace.traces.get(id('Bear'))!;
    expect(bearStep).toMatchObject({ layer: '7b', before: '2/2', after: '1/1', rules: ['613.4b', '613.7'], order: 1 });
    expect(trace.traces.get(id('Cub'))![0]).toBe(bearStep);
  });
  it('cites the step that removed an ability when its effect no longer applies (613.8a)', () => {
    const { objects, runs, chars, id, state } = testBoard({
      objects: [{ name: 'Anthem', typeLine: 'Enchantment Creature', power: 1, toughness: 1, abilities: ['Other creatures get +1/+1.'] }],
      effects: [{ source: 'Anthem', text: 'Other creatures get +1/+1.', order: 1 }],
    });
    const trace = new TraceWriter(objects);
    const run = runs[0]!;
    const lost = { ...chars('Anthem'), abilities: [] };
    trace.stepsOf(run, '6', { text: 'timestamp order (613.7)', rules: ['613.7'] })(id('Anthem'), chars('Anthem'), lost, ['613.1f']);
    state.set(id('Anthem'), lost);
    trace.notApplied(run, '7c', state);
    const step = trace.traces.get(id('Anthem'))!.at(-1)!;
    expect(step.why).toMatch(/^does not apply: Anthem no longer has the ability/);
    expect(step.rules).toEqual(['613.8a', '613.1f']);
  });
});
