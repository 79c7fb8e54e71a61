import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario.ts';
import { simulate } from './simulate.ts';
import { problem, run } from './testScenario.ts';

const humility = { source: 'Humility', text: 'All creatures lose all abilities and have base power and toughness 1/1.', order: 2 };
const bear = (counters: unknown) => ({ name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2, counters });

function bearAfter(counters: unknown, effects: unknown[] = [humility]) {
  return run({ objects: [bear(counters)], effects }).objects[0]!;
}

describe('counters (122.1)', () => {
  it('+1/+1 counters apply in 7c, after Humility sets base P/T in 7b (613.4c)', () => {
    const result = bearAfter([{ kind: '+1/+1', count: 2 }]);
    expect([result.power, result.toughness]).toEqual([3, 3]);
    expect(result.trace.map((step) => step.layer)).toEqual(['6', '7b', '7c']);
    expect(result.trace.at(-1)!.effect).toContain('two +1/+1 counters (122.1a');
    expect(result.trace.at(-1)!.rules).toEqual(expect.arrayContaining(['613.4c', '122.1a']));
  });

  it('+1/+1 and -1/-1 counters add up, and other sizes scale with their count', () => {
    const result = bearAfter([{ kind: '+1/+1', count: 3 }, { kind: '-1/-1' }, { kind: '+2/+0', count: 2 }], []);
    expect([result.power, result.toughness]).toEqual([2 + 3 - 1 + 4, 2 + 3 - 1]);
  });

  it('a keyword counter placed after "loses all abilities" still gives its keyword; placed before, it is lost (613.1f, 613.7c)', () => {
    expect(bearAfter([{ kind: 'flying', order: 3 }]).abilities).toEqual(['Flying']);
    expect(bearAfter([{ kind: 'flying', order: 3 }]).trace.find((step) => step.effect.includes('flying counter'))!.rules).toEqual(
      expect.arrayContaining(['613.1f', '122.1b', '613.7c']),
    );
    expect(bearAfter([{ kind: 'flying', order: 1 }]).abilities).toEqual([]);
    expect(bearAfter([{ kind: 'First Strike' }]).abilities).toEqual([]);
  });

  it('a counter of another kind (oil, loyalty) changes no characteristic but stays on the object for filters (122.1)', () => {
    const read = parseScenario({ objects: [bear([{ kind: 'Oil', count: 2 }])], effects: [] });
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.objects[0]!.counters).toEqual({ oil: 2 });
    expect(read.value.effects).toEqual([]);
    expect([bearAfter([{ kind: 'oil' }], []).power, bearAfter([{ kind: 'loyalty', count: 3 }]).power]).toEqual([2, 1]);
  });

  it('counters on a noncreature give no P/T until it becomes a creature (208.3, 122.1a)', () => {
    const rock = (effects: unknown[]) => {
      const read = parseScenario({ objects: [{ name: 'Rock', typeLine: 'Artifact', counters: [{ kind: '+1/+1' }] }], effects });
      if (!read.ok) throw new Error(read.error.message);
      return simulate(read.value).objects[0]!;
    };
    expect(rock([]).power).toBeNull();
    const animated = rock([{ source: 'Tezzeret', text: 'All artifacts are 1/1 artifact creatures.', order: 1 }]);
    expect([animated.power, animated.toughness]).toEqual([2, 2]);
  });

  it('refuses what is not a counter, bad counts, repeats and clashing timestamps, naming the field', () => {
    expect(problem({ objects: [bear([{ kind: '+1/+x', count: 3 }])] }).at).toBe('objects[0].counters[0].kind');
    expect(problem({ objects: [bear([{ kind: 'two oil' }])] }).message).toContain('122.1b');
    expect(problem({ objects: [bear([{ kind: '+1/+1', count: 0 }])] }).at).toBe('objects[0].counters[0].count');
    expect(problem({ objects: [bear([{ kind: '+1/+1', count: 1.5 }])] }).at).toBe('objects[0].counters[0].count');
    expect(problem({ objects: [bear([{ kind: '+1/+1' }, { kind: '+1/+1 ' }])] }).at).toBe('objects[0].counters[1].kind');
    expect(problem({ objects: [bear({ '+1/+1': 2 })] }).at).toBe('objects[0].counters');
    expect(problem({ objects: [bear([{ kind: 'flying', order: 2 }])], effects: [humility] }).at).toBe('objects[0].counters[0].order');
    expect(problem({ objects: [bear([{ kind: 'flying', when: 2 }])] }).at).toBe('objects[0].counters[0].when');
  });

  it('never throws on arbitrary counters', () => {
    fc.assert(
      fc.property(fc.anything(), (counters) => {
        const read = parseScenario({ objects: [bear(counters)], effects: [humility] });
        if (read.ok) simulate(read.value);
      }),
      { numRuns: 300 },
    );
  });
});
