import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blankEffect,
  blankObject,
  countersFeedback,
  fromScenarioJson,
  targetNames,
  withCounter,
  toScenarioJson,
  type EffectDraft,
  type ObjectDraft,
} from './scenarioDraft.ts';
import { exampleScenarios, parseScenario, simulate } from '../../../core/engine/index.ts';

const knight: ObjectDraft = {
  ...blankObject(),
  name: 'Attended Knight',
  typeLine: 'Creature — Human Knight',
  power: '2',
  toughness: '2',
  colors: 'white',
  abilities: 'First strike',
};
const rise: EffectDraft = {
  ...blankEffect(),
  source: 'Rise from the Grave',
  text: 'That creature is a black Zombie in addition to its other colors and types.',
  targets: 'Attended Knight',
};

describe('toScenarioJson', () => {
  it('reads numbers and lists and numbers effects in list order', () => {
    const moon: EffectDraft = { ...blankEffect(), source: 'Blood Moon', text: 'Nonbasic lands are Mountains.' };
    expect(toScenarioJson([knight], [moon, rise])).toEqual({
      objects: [
        {
          name: 'Attended Knight',
          typeLine: 'Creature — Human Knight',
          power: 2,
          toughness: 2,
          colors: ['white'],
          abilities: ['First strike'],
        },
      ],
      effects: [
        { source: 'Blood Moon', text: 'Nonbasic lands are Mountains.', order: 1 },
        { source: 'Rise from the Grave', text: rise.text, order: 2, targets: ['Attended Knight'] },
      ],
    });
  });
  it('leaves out P/T that is blank or not a number, so the engine can name the problem it has', () => {
    const land = { ...knight, typeLine: 'Land', power: '', toughness: 'x', colors: ' , ', abilities: '\n\n' };
    expect(toScenarioJson([land], [])).toEqual({ objects: [{ name: 'Attended Knight', typeLine: 'Land' }], effects: [] });
  });
});

describe('targetNames', () => {
  const board = ['Jace, the Mind Sculptor', 'Urborg, Tomb of Yawgmoth', 'Grizzly Bears'];
  it("keeps a board object's name whole though it has a comma, and splits the rest at commas", () => {
    expect(targetNames('Jace, the Mind Sculptor, Grizzly Bears', board)).toEqual(['Jace, the Mind Sculptor', 'Grizzly Bears']);
    expect(targetNames(' grizzly bears ,urborg,  tomb of yawgmoth', board)).toEqual(['grizzly bears', 'urborg, tomb of yawgmoth']);
  });
  it('splits unknown names at every comma, for the engine to name the one that is not on the board', () => {
    expect(targetNames('Jace, the Other One', board)).toEqual(['Jace', 'the Other One']);
    expect(targetNames(' , ', board)).toEqual([]);
  });
});

describe('fromScenarioJson', () => {
  it('round-trips what toScenarioJson writes', () => {
    const draft = fc.record({
      name: fc.string().map((s) => s.trim()),
      typeLine: fc.string().map((s) => s.trim()),
      power: fc.option(fc.integer({ min: -5, max: 20 }), { nil: undefined }).map((n) => (n === undefined ? '' : String(n))),
      toughness: fc.option(fc.integer({ min: -5, max: 20 }), { nil: undefined }).map((n) => (n === undefined ? '' : String(n))),
      colors: fc.subarray(['white', 'blue', 'black', 'red', 'green']).map((c) => c.join(', ')),
      abilities: fc.array(fc.constantFrom('Flying', 'Trample', 'Hexproof')).map((a) => a.join('\n')),
      manaValue: fc.option(fc.integer({ min: 0, max: 16 }), { nil: undefined }).map((n) => (n === undefined ? '' : String(n))),
      manaCost: fc.constantFrom('', '{2}{B}{B}', '{W/U}{G/P}'),
      zone: fc.constantFrom('', 'graveyard', 'exile'),
      token: fc.boolean(),
      controller: fc.constantFrom('', 'opponent'),
      owner: fc.constantFrom('', 'opponent'),
      counters: fc.subarray(['+1/+1 ×2', '-1/-1', 'flying @0.5', 'trample ×3']).map((c) => c.join(', ')),
      faceDown: fc.constantFrom('', 'yes', 'disguise'),
      enteredAfter: fc.constant(''),
      extra: fc.constantFrom({}, { note: 'kept' }),
    });
    const effect = fc
      .record({
        source: fc.constantFrom('Blood Moon', 'Humility'),
        text: fc.constantFrom('Nonbasic lands are Mountains.', 'All creatures lose all abilities and have base power and toughness 1/1.'),
        targets: fc.subarray(['A', 'B']).map((t) => t.join(', ')),
        chosen: fc.constantFrom('', 'Elf'),
        characteristicDefining: fc.boolean(),
        conditionHolds: fc.boolean(),
        structured: fc.constantFrom(undefined, { clauses: [{ affects: 'creatures', parts: [{ op: 'switchPT' }] }] }),
        extra: fc.constantFrom({}, { note: 'kept' }),
      })
      .map(({ structured, ...rest }) => (structured === undefined ? rest : { ...rest, structured }));
    fc.assert(
      fc.property(fc.array(draft, { maxLength: 4 }), fc.array(effect, { maxLength: 4 }), (objects, effects) => {
        const json = toScenarioJson(objects, effects);
        const back = fromScenarioJson(JSON.parse(JSON.stringify(json)));
        expect(toScenarioJson(back.objects, back.effects)).toEqual(json);
      }),
    );
  });
  it("keeps an object's timestamp as its place among the effects, which are saved numbered 1, 2… (613.7d)", () => {
    const opened = {
      objects: [{ name: 'Late Bear', typeLine: 'Creature — Bear', order: 15 }],
      effects: [
        { source: 'Glorious Anthem', text: 'Creatures you control get +1/+1.', order: 10 },
        { source: 'Overrun', text: 'Creatures you control get +3/+3 and gain trample until end of turn.', order: 20 },
      ],
    };
    const back = fromScenarioJson(opened);
    expect(back.objects[0]!.enteredAfter).toBe('1');
    const saved = toScenarioJson(back.objects, back.effects);
    expect(saved.objects[0]).toEqual({ name: 'Late Bear', typeLine: 'Creature — Bear', order: 1.5 });
    expect(saved.effects.map((effect) => effect.order)).toEqual([1, 2]);
    expect(fromScenarioJson({ objects: [{ name: 'Bear', typeLine: 'Creature', order: 'soon' }] }).objects[0]!.enteredAfter).toBe('');
  });
  it('keeps fields the form does not show, so a saved scenario loses nothing', () => {
    const opened = {
      objects: [
        { name: 'Opal', typeLine: 'Enchantment', manaValue: 4, manaCost: '{2}{W}{W}', zone: 'graveyard', token: true, note: 'kept' },
      ],
      effects: [{ source: 'S', text: 'T', order: 1, structured: { x: 1 } }],
    };
    const back = fromScenarioJson(opened);
    expect(toScenarioJson(back.objects, back.effects)).toEqual(opened);
  });
  it('writes "Face down" as the scenario\'s faceDown: "yes" is true, a kind is kept, "" leaves it out', () => {
    const faceDown = (value: string) => toScenarioJson([{ ...knight, faceDown: value }], []).objects[0]!['faceDown'];
    expect(faceDown('yes')).toBe(true);
    expect(faceDown('manifest')).toBe('manifest');
    expect(faceDown('')).toBeUndefined();
    expect(fromScenarioJson({ objects: [{ name: 'M', faceDown: true }] }).objects[0]!.faceDown).toBe('yes');
  });
  it('reads zone, token, control, ownership and counters from the form ("+1/+1 ×2, flying @1.5")', () => {
    const stolen = {
      ...knight,
      zone: 'battlefield',
      token: true,
      controller: 'opponent',
      owner: 'you',
      counters: '+1/+1 ×2, flying @1.5, -1/-1',
    };
    expect(toScenarioJson([stolen], []).objects[0]).toMatchObject({
      token: true,
      controller: 'opponent',
      counters: [{ kind: '+1/+1', count: 2 }, { kind: 'flying', order: 1.5 }, { kind: '-1/-1' }],
    });
    expect(toScenarioJson([stolen], []).objects[0]).not.toHaveProperty('zone');
    expect(toScenarioJson([stolen], []).objects[0]).not.toHaveProperty('owner');
    expect(
      fromScenarioJson({
        objects: [
          {
            name: 'X',
            typeLine: 'Creature',
            counters: [
              { kind: '+1/+1', count: 2 },
              { kind: 'flying', order: 3 },
            ],
          },
        ],
        effects: [{ source: 'A', text: 'T', order: 2 }],
      }).objects[0]!.counters,
    ).toBe('+1/+1 ×2, flying @1.5');
  });
  it('leaves a counter it cannot read for the engine to name', () => {
    const read = parseScenario(toScenarioJson([{ ...knight, counters: '+1/+x ×3' }], []));
    expect(!read.ok && read.error.at).toBe('objects[0].counters[0].kind');
  });
  it('writes a structured effect with its wording only when there is one', () => {
    const structured = { clauses: [{ affects: 'nonbasic lands', parts: [{ op: 'type', subtypes: ['Mountain'] }] }] };
    const byForm: EffectDraft = { ...rise, text: ' ', targets: '', structured };
    expect(toScenarioJson([], [byForm]).effects).toEqual([{ source: 'Rise from the Grave', structured, order: 1 }]);
    const goyf = { source: 'Tarmogoyf', text: 'Tarmogoyf’s power is …', structured, order: 1, characteristicDefining: true };
    const back = fromScenarioJson({ objects: [], effects: [goyf] });
    expect(back.effects[0]?.structured).toEqual(structured);
    expect(back.effects[0]?.extra).toEqual({});
    expect(toScenarioJson(back.objects, back.effects).effects).toEqual([goyf]);
  });

  it('sorts effects by their order and survives junk', () => {
    const read = fromScenarioJson({
      objects: [{ name: 'X', typeLine: 5 }],
      effects: [
        { source: 'B', order: 2 },
        { source: 'A', order: 1 },
      ],
    });
    expect(read.effects.map((e) => e.source)).toEqual(['A', 'B']);
    expect(read.objects[0]?.typeLine).toBe('5');
    expect(fromScenarioJson('nonsense')).toEqual({ objects: [], effects: [], extra: {} });
    expect(fromScenarioJson(null)).toEqual({ objects: [], effects: [], extra: {} });
  });

  it("keeps the scenario's own fields the form does not show, so that saving loses nothing", () => {
    const scenario = { objects: [{ name: 'Agent', typeLine: 'Creature — Spy' }], effects: [], newerSubtypes: { creature: ['Spy'] } };
    const read = fromScenarioJson(scenario);
    expect(read.extra).toEqual({ newerSubtypes: { creature: ['Spy'] } });
    const saved = toScenarioJson(read.objects, read.effects, read.extra);
    expect(saved).toEqual(scenario);
    expect(parseScenario(saved).ok).toBe(true);
  });
});

describe('every ready-made scenario through the form', () => {
  it('opens and saves to a scenario that simulates exactly as the original', () => {
    for (const example of exampleScenarios) {
      const drafts = fromScenarioJson(example.scenario);
      const original = parseScenario(example.scenario);
      const saved = parseScenario(toScenarioJson(drafts.objects, drafts.effects));
      expect(saved.ok ? null : saved.error.message, example.id).toBeNull();
      if (!original.ok || !saved.ok) continue;
      const summary = (scenario: typeof original.value) =>
        simulate(scenario).objects.map((object) => ({
          name: object.name,
          typeLine: object.typeLine,
          colors: object.colors,
          abilities: object.abilities,
          power: object.power,
          toughness: object.toughness,
        }));
      expect(summary(saved.value), example.id).toEqual(summary(original.value));
    }
  });

  it('keeps a counter between the effects it came between when effects are renumbered (613.7c)', () => {
    const scenario = {
      objects: [{ name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2, counters: [{ kind: 'flying', order: 25 }] }],
      effects: [
        { source: 'A', text: 'Target creature loses all abilities.', order: 20, targets: ['Bear'] },
        { source: 'B', text: 'Target creature loses all abilities.', order: 30, targets: ['Bear'] },
      ],
    };
    const drafts = fromScenarioJson(scenario);
    const saved = toScenarioJson(drafts.objects, drafts.effects);
    expect(saved.objects[0]!['counters']).toEqual([{ kind: 'flying', order: 1.5 }]);
    expect(saved.effects.map((effect) => effect.order)).toEqual([1, 2]);
  });
});

describe('countersFeedback', () => {
  it("says each counter's layer and timestamp as the engine reads them", () => {
    expect(countersFeedback(' , ')).toBeNull();
    const read = countersFeedback('+1/+1 ×2, Flying @1.5');
    expect(read?.ok).toBe(true);
    expect(read?.message).toBe('✓ +1/+1 ×2 (layer 7c, 613.4c, before every effect); flying ×1 (layer 6, 122.1b, timestamp 1.5)');
  });
  it("names the counter in trouble and gives the engine's reason", () => {
    expect(countersFeedback('+1/+1 ×2, +1/+x ×3')).toEqual({
      ok: false,
      message: expect.stringMatching(/^Counter 2 \(\+1\/\+x ×3\): "\+1\/\+x" is not a counter.*122\.1a/),
    });
    expect(countersFeedback('oil ×2')?.message).toBe('✓ oil ×2 (no layer: filters and durations read it, 122.1, before every effect)');
    expect(countersFeedback('-1/-1 ×0')?.message).toMatch(/^Counter 1 \(-1\/-1 ×0\): must be a whole number from 1 to 1000/);
    expect(countersFeedback('flying, trample, flying ×2')?.message).toMatch(/^Counter 3 \(flying ×2\): "flying" is listed twice/);
  });
  it('agrees with the engine on every counter text: the field is marked bad exactly when Run would stop on it', () => {
    const item = fc.tuple(
      fc.constantFrom('+1/+1', '-1/-1', '+2/+0', 'flying', 'loyalty', 'Trample', '+1/+x', ''),
      fc.constantFrom('', ' ×0', ' ×2', ' x3'),
      fc.constantFrom('', ' @1.5', ' @-1'),
    );
    fc.assert(
      fc.property(
        fc.array(
          item.map((parts) => parts.join('')),
          { minLength: 1, maxLength: 3 },
        ),
        (items) => {
          const text = items.join(', ');
          const run = parseScenario(toScenarioJson([{ ...knight, counters: text }], []));
          const feedback = countersFeedback(text);
          expect(feedback === null || feedback.ok).toBe(run.ok);
        },
      ),
    );
  });
});

describe('withCounter', () => {
  it('appends a new kind with its count and timestamp, and adds to a kind already there', () => {
    expect(withCounter('', { kind: '+1/+1', count: 2 })).toBe('+1/+1 ×2');
    expect(withCounter('+1/+1 ×2', { kind: 'flying', count: 1, order: 1.5 })).toBe('+1/+1 ×2, flying @1.5');
    expect(withCounter('+1/+1 ×2 @0.5, flying', { kind: '+1/+1', count: 1 })).toBe('+1/+1 ×3 @0.5, flying');
  });
  it('never leaves a kind twice, so what the controls add the engine accepts', () => {
    const kinds = ['+1/+1', '-1/-1', 'flying', 'trample'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ kind: fc.constantFrom(...kinds), count: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 8 }),
        (adds) => {
          const text = adds.reduce((field, added) => withCounter(field, added), '');
          expect(countersFeedback(text)?.ok).toBe(true);
          const total = adds.filter((added) => added.kind === '+1/+1').reduce((sum, added) => sum + added.count, 0);
          const read = toScenarioJson([{ ...knight, counters: text }], []).objects[0]!['counters'] as { kind: string; count?: number }[];
          expect(read.find((counter) => counter.kind === '+1/+1')?.count ?? (total === 0 ? undefined : 1)).toBe(
            total === 0 ? undefined : total,
          );
        },
      ),
    );
  });
});
