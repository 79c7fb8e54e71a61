import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario.ts';
import { scenarioLimits } from './scenarioSchema.ts';
import { problem } from './testScenario.ts';

const bear = { name: 'Bear', typeLine: 'Creature — Bear', power: 2, toughness: 2 };
const growth = { source: 'Growth', text: 'Target creature gets +3/+3 until end of turn.', order: 1, targets: ['Bear'] };

describe('scenario schema limits (issue 17 item 6)', () => {
  it(`refuses more than ${scenarioLimits.objects} objects and ${scenarioLimits.effects} effects, naming the list`, () => {
    const objects = Array.from({ length: scenarioLimits.objects + 1 }, (_, i) => ({ ...bear, name: `Bear ${i}` }));
    expect(problem({ objects })).toMatchObject({ code: 'too-many', at: 'objects', message: 'objects: must list at most 1000 objects' });
    const effects = Array.from({ length: scenarioLimits.effects + 1 }, (_, i) => ({ ...growth, order: i, targets: ['Bear 1'] }));
    expect(problem({ objects: [bear], effects })).toMatchObject({ code: 'too-many', at: 'effects' });
    // at the limit: accepted
    expect(parseScenario({ objects: objects.slice(1), effects: effects.slice(1) }).ok).toBe(true);
  });
  it('refuses power and toughness past the bound, or not whole, naming the field', () => {
    expect(problem({ objects: [{ ...bear, power: 2 ** 53 }] })).toMatchObject({
      code: 'bad-number',
      message: 'objects[0].power: must be a whole number from -1000000 to 1000000',
    });
    expect(problem({ objects: [bear, { ...bear, name: 'Cub', toughness: -1e7 }] }).at).toBe('objects[1].toughness');
    expect(problem({ objects: [{ ...bear, manaValue: 2.5 }] })).toMatchObject({ code: 'bad-number', at: 'objects[0].manaValue' });
    expect(problem({ objects: [{ ...bear, power: Number.NaN }] }).at).toBe('objects[0].power');
  });
  it('refuses timestamps outside the safe integers and counters past their bounds', () => {
    expect(problem({ objects: [bear], effects: [{ ...growth, order: 1e300 }] }).at).toBe('effects[0].order');
    expect(problem({ objects: [bear], effects: [{ ...growth, order: Number.POSITIVE_INFINITY }] }).at).toBe('effects[0].order');
    expect(problem({ objects: [{ ...bear, counters: [{ kind: '+1/+1', count: 1001 }] }] })).toMatchObject({
      code: 'bad-count',
      at: 'objects[0].counters[0].count',
    });
    expect(problem({ objects: [{ ...bear, counters: [{ kind: '+99999999999999999999/+1' }] }] })).toMatchObject({
      code: 'bad-counter',
      at: 'objects[0].counters[0].kind',
    });
  });
  it('holds structured effects to the same P/T bound', () => {
    const structured = (part: object) => ({ clauses: [{ affects: 'target creature', parts: [part] }] });
    const effect = (part: object) => ({ source: 'X', order: 1, targets: ['Bear'], structured: structured(part) });
    const huge = problem({ objects: [bear], effects: [effect({ op: 'modifyPT', power: 2 ** 60, toughness: 0 })] });
    expect(huge).toMatchObject({ at: 'effects[0].structured.clauses[0].parts[0].power', message: /from -1000000 to 1000000/ });
    expect(problem({ objects: [bear], effects: [effect({ op: 'setPT', power: 1, toughness: -1e9 })] }).message).toMatch(/from -1000000/);
    expect(parseScenario({ objects: [bear], effects: [effect({ op: 'setPT', power: 'manaValue', toughness: 1e6 })] }).ok).toBe(true);
  });
  it('refuses wording past the length limit', () => {
    const long = { ...growth, text: `${growth.text} ${'x'.repeat(scenarioLimits.textLength)}` };
    expect(problem({ objects: [bear], effects: [long] })).toMatchObject({ code: 'too-long', at: 'effects[0].text' });
  });
});

describe('scenario schema messages', () => {
  it('names the field of a wrong type, in the form effects[2].text', () => {
    const effects = [growth, { ...growth, order: 2 }, { ...growth, order: 3, text: 42 }];
    expect(problem({ objects: [bear], effects })).toMatchObject({
      at: 'effects[2].text',
      message: 'effects[2].text: must be the Oracle wording, a string',
    });
  });
  it('names an unknown field with the known ones, at any depth', () => {
    expect(problem({ objects: [{ ...bear, tougness: 2 }] }).message).toBe(
      'objects[0].tougness: unknown field (known: name, typeLine, zone, token, power, toughness, colors, abilities, manaValue, ' +
        'manaCost, controller, owner, statuses, counters, order, faceDown)',
    );
    expect(problem({ objects: [{ ...bear, statuses: ['tapped', 'sleepy'] }] })).toMatchObject({
      code: 'bad-status',
      at: 'objects[0].statuses[1]',
    });
    expect(problem({ objects: [bear], effects: [{ source: 'S', text: 'T', order: 1, choices: { flavor: 'x' } }] }).message).toBe(
      'effects[0].choices.flavor: unknown field (known: name, color, type)',
    );
    expect(problem({ objects: [{ ...bear, counters: [{ kind: 'flying', colour: 'red' }] }] }).message).toBe(
      'objects[0].counters[0].colour: unknown field (known: kind, count, order)',
    );
    expect(problem({ objects: [bear], effect: [] }).message).toBe('effect: unknown field (known: objects, effects, newerSubtypes, turn)');
  });
  it('says what a missing or malformed field should be', () => {
    expect(problem(null)).toMatchObject({ at: '$', code: 'not-object' });
    expect(problem({ objects: [{ typeLine: 'Land' }] })).toMatchObject({
      code: 'missing-name',
      message: 'objects[0].name: is required: a non-empty string',
    });
    // given, but not what the field takes: it "must be" that, not "is required"
    expect(problem({ objects: [{ ...bear, name: 5 }] }).message).toBe('objects[0].name: must be a non-empty string');
    expect(problem({ objects: {} }).message).toBe('objects: must be a list of objects');
    expect(problem({}).message).toBe('objects: is required: a list of objects');
    expect(problem({ objects: [{ ...bear, name: '   ' }] }).at).toBe('objects[0].name');
    expect(problem({ objects: [{ ...bear, colors: ['green', ''] }] }).at).toBe('objects[0].colors[1]');
    expect(problem({ objects: [{ ...bear, controller: 'me' }] })).toMatchObject({ code: 'bad-player', at: 'objects[0].controller' });
    expect(problem({ objects: [bear], effects: [{ ...growth, chosen: 3 }] })).toMatchObject({
      code: 'not-string',
      at: 'effects[0].chosen',
    });
  });
  it('reads defaults and trims names as before', () => {
    const read = parseScenario({ objects: [{ ...bear, name: '  Bear ', zone: null, controller: null }], effects: null });
    expect(read.ok && read.value.objects[0]).toMatchObject({
      name: 'Bear',
      zone: 'battlefield',
      owner: 'you',
      printed: { controller: 'you' },
    });
  });
});

describe('newer subtypes (205.3: a card newer than the rules used prints a subtype their lists lack)', () => {
  const spy = { name: 'Agent', typeLine: 'Creature — Human Spy', power: 2, toughness: 2 };
  it('reads a type line with a subtype the scenario names as newer, of the kind it is named as', () => {
    expect(problem({ objects: [spy] })).toMatchObject({ code: 'unknown-word', at: 'objects[0].typeLine' });
    const read = parseScenario({ objects: [spy], newerSubtypes: { creature: ['Spy'] } });
    expect(read.ok && read.value.objects[0]!.printed.subtypes.map((subtype) => subtype.name)).toEqual(['Human', 'Spy']);
    // named as a land type, it is read as one
    const asLand = parseScenario({ objects: [spy], newerSubtypes: { land: ['Spy'] } });
    expect(asLand.ok && asLand.value.objects[0]!.printed.subtypes[1]).toEqual({ name: 'Spy', kind: 'land' });
    // a subtype the lists already hold is no problem
    expect(parseScenario({ objects: [spy], newerSubtypes: { creature: ['Spy', 'Human'] } }).ok).toBe(true);
  });
  it('names a malformed list: an unknown kind with the known ones, a name not as type lines print it', () => {
    expect(problem({ objects: [spy], newerSubtypes: { creatures: ['Spy'] } }).message).toBe(
      'newerSubtypes.creatures: unknown field (known: artifact, enchantment, land, planeswalker, spell, creature, planar, dungeon, battle)',
    );
    expect(problem({ objects: [spy], newerSubtypes: { creature: ['spy'] } })).toMatchObject({
      code: 'bad-subtype-name',
      at: 'newerSubtypes.creature[0]',
    });
    expect(problem({ objects: [spy], newerSubtypes: { creature: 'Spy' } })).toMatchObject({
      code: 'not-list',
      at: 'newerSubtypes.creature',
    });
    expect(problem({ objects: [spy], newerSubtypes: ['Spy'] })).toMatchObject({ code: 'not-object', at: 'newerSubtypes' });
    expect(
      parseScenario({ objects: [{ ...spy, typeLine: 'Creature — Time Lord' }], newerSubtypes: { creature: ['Time Lord', "Kor'Kin"] } }).ok,
    ).toBe(true);
  });
});
