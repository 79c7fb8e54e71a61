import { describe, expect, it } from 'vitest';
import { embeddedCatalog } from '../types/catalog.ts';
import { parseEffectText } from './reader/index.ts';
import { bear, find, problem, pt, run } from './testScenario.ts';

const witnessProtection =
  'Enchanted creature loses all abilities and is a green and white Citizen creature with base power and toughness 1/1 ' +
  'named Legitimate Businessperson.';

describe("an effect that sets an object's name (612.8, layer 3)", () => {
  it('reads "… named <name>" as a name change in layer 3 beside the other changes', () => {
    const read = parseEffectText(witnessProtection, 'Witness Protection', embeddedCatalog);
    expect(read.ok && read.value.clauses[0]!.parts.find((part) => part.op === 'name')).toEqual({
      op: 'name',
      name: 'Legitimate Businessperson',
    });
    const quoted = parseEffectText('Enchanted creature is a Citizen with "{T}: Add {C}." named Humble Worker.', 'Aura', embeddedCatalog);
    expect(quoted.ok && quoted.value.clauses[0]!.parts.map((part) => part.op)).toEqual(['type', 'abilities', 'name']);
  });

  it('gives the object its new name, and the trace cites layer 3 for it', () => {
    const result = run({
      objects: [bear('Grizzly Bears', { abilities: ['Trample'] })],
      effects: [{ order: 1, source: 'Witness Protection', text: witnessProtection, targets: ['Grizzly Bears'] }],
    });
    const bears = find(result, 'Grizzly Bears');
    expect(bears).toMatchObject({ currentName: 'Legitimate Businessperson', abilities: [], colors: ['white', 'green'] });
    expect(pt(bears)).toBe('1/1');
    const step = bears.trace.find((s) => s.layer === '3');
    expect(step?.rules).toEqual(expect.arrayContaining(['612.8', '613.1c']));
    expect([step?.before.split(':')[0], step?.after.split(':')[0]]).toEqual(['Grizzly Bears', 'Legitimate Businessperson']);
  });

  it('is the later name that stands when two effects name it (613.7)', () => {
    const result = run({
      objects: [bear('Grizzly Bears')],
      effects: [
        { order: 2, source: 'Second', text: 'Target creature is a Bear named Second Name.', targets: ['Grizzly Bears'] },
        { order: 1, source: 'First', text: 'Target creature is a Bear named First Name.', targets: ['Grizzly Bears'] },
      ],
    });
    expect(find(result, 'Grizzly Bears').currentName).toBe('Second Name');
  });

  it('decides what a later layer reaches by name: "creatures named …" sees the new name', () => {
    const result = run({
      objects: [bear('Grizzly Bears'), bear('Other Bear')],
      effects: [
        { order: 1, source: 'Witness Protection', text: witnessProtection, targets: ['Grizzly Bears'] },
        { order: 2, source: 'Anthem', text: 'Creatures named Legitimate Businessperson get +2/+2.' },
      ],
    });
    expect(pt(find(result, 'Grizzly Bears'))).toBe('3/3');
    expect(pt(find(result, 'Other Bear'))).toBe('2/2');
  });

  it('refuses a structured name part without a name, naming the field', () => {
    const refused = problem({
      objects: [bear('Grizzly Bears')],
      effects: [{ order: 1, source: 'Form', structured: { clauses: [{ affects: 'creatures', parts: [{ op: 'name', name: ' ' }] }] } }],
    });
    expect(refused.message).toMatch(/effects\[0\]\.structured\.clauses\[0\]\.parts\[0\]\.name/);
  });
});
