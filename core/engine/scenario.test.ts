import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario.ts';

const object = { name: 'Grizzly Bears', typeLine: 'Creature — Bear', power: 2, toughness: 2 };
const effect = { source: 'Giant Growth', text: 'Target creature gets +3/+3.', order: 1, targets: ['Grizzly Bears'] };

describe('parseScenario', () => {
  it('accepts a scenario and reads objects and effects', () => {
    const read = parseScenario({ objects: [object], effects: [effect] });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.objects[0]!.printed.subtypes).toEqual([{ name: 'Bear', kind: 'creature' }]);
    expect(read.value.effects[0]!.spec.clauses[0]!.parts).toEqual([{ op: 'modifyPT', power: 3, toughness: 3 }]);
  });
  it('takes the list order as the timestamp order when no effect gives one (613.7)', () => {
    const base = (text: string) => ({ source: text.slice(0, 12), text, targets: ['Grizzly Bears'] });
    const effects = [base('Target creature has base power and toughness 1/1.'), base('Target creature has base power and toughness 0/4.')];
    const read = parseScenario({ objects: [object], effects });
    expect(read.ok && read.value.effects.map((e) => [e.order, e.text])).toEqual([
      [1, effects[0]!.text],
      [2, effects[1]!.text],
    ]);
  });
  it('reads "the chosen color" with the color named in "chosen", and names the field when it is missing or not a color', () => {
    const painter = {
      source: "Painter's Servant",
      text: "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.",
      order: 1,
    };
    const read = parseScenario({ objects: [object], effects: [{ ...painter, chosen: 'Blue' }] });
    expect(read.ok && read.value.effects[0]!.spec.clauses[0]!.parts).toEqual([{ op: 'color', colors: ['blue'], addition: true }]);
    expect(read.ok && read.value.effects[0]!.text).toBe(painter.text);
    for (const chosen of [undefined, 'Elf']) {
      const bad = parseScenario({ objects: [object], effects: [{ ...painter, chosen }] });
      expect(!bad.ok && bad.error.at).toBe('effects[0].chosen');
      expect(!bad.ok && bad.error.message).toContain('white, blue, black, red, green');
    }
  });
  it('reads "of the chosen color" as a color filter (Heraldic Banner), and names the field when no color is chosen', () => {
    const banner = { source: 'Heraldic Banner', text: 'Creatures you control of the chosen color get +1/+0.', order: 1 };
    const read = parseScenario({ objects: [object], effects: [{ ...banner, chosen: 'red' }] });
    const filter = read.ok ? read.value.effects[0]!.spec.clauses[0]!.filter : null;
    expect(filter?.kind === 'match' && filter.alternatives[0]!.conditions).toEqual(
      expect.arrayContaining([
        { test: 'color', value: 'red', negate: false },
        { test: 'controller', value: 'you', negate: false },
        { test: 'cardType', value: 'Creature', negate: false },
      ]),
    );
    const bad = parseScenario({ objects: [object], effects: [banner] });
    expect(!bad.ok && `${bad.error.code} @${bad.error.at}`).toBe('missing-chosen-color @effects[0].chosen');
  });
  it('reads "of the chosen type" as a subtype filter (Vanquisher\'s Banner), and names the field when the choice is no subtype', () => {
    const banner = { source: "Vanquisher's Banner", text: 'Creatures you control of the chosen type get +1/+1.', order: 1 };
    const read = parseScenario({ objects: [object], effects: [{ ...banner, chosen: 'bear' }] });
    const filter = read.ok ? read.value.effects[0]!.spec.clauses[0]!.filter : null;
    expect(filter?.kind === 'match' && filter.alternatives[0]!.conditions).toContainEqual({
      test: 'subtype',
      value: 'Bear',
      negate: false,
    });
    for (const chosen of [undefined, 'blue']) {
      const bad = parseScenario({ objects: [object], effects: [{ ...banner, chosen }] });
      expect(!bad.ok && `${bad.error.code} @${bad.error.at}`).toBe('missing-chosen-type @effects[0].chosen');
    }
  });
  it(
    'reads "the color (or colors) of your choice" and "the basic land type of your choice" with "chosen", and names it when ' + 'missing',
    () => {
      const land = { name: 'Harbor', typeLine: 'Land' };
      const effects = [
        {
          source: 'Crystal',
          text: 'Target creature gets +1/+1 and becomes the color of your choice until end of turn.',
          order: 1,
          targets: ['Grizzly Bears'],
          chosen: 'white',
        },
        {
          source: 'Tideshaper',
          text: 'Target land becomes the basic land type of your choice until end of turn.',
          order: 2,
          targets: ['Harbor'],
          chosen: 'island',
        },
        {
          source: 'Prism',
          text: 'Target creature becomes the color or colors of your choice.',
          order: 3,
          targets: ['Grizzly Bears'],
          chosen: 'white and blue',
        },
      ];
      const read = parseScenario({ objects: [object, land], effects });
      expect(read.ok && read.value.effects.map((effect) => effect.spec.summary)).toEqual([
        expect.stringContaining('color white'),
        expect.stringContaining('the chosen type'),
        expect.stringContaining('color white and blue'),
      ]);
      for (const [index, chosen] of [
        [0, undefined],
        [1, undefined],
        [1, 'purple'],
        [2, 'white and purple'],
      ] as const) {
        const bad = parseScenario({
          objects: [object, land],
          effects: effects.map((effect, i) => (i === index ? { ...effect, chosen } : effect)),
        });
        expect(!bad.ok && bad.error.at, `${index} ${chosen}`).toBe(`effects[${index}].chosen`);
      }
    },
  );
  it('names "chosen" when a text change has no words chosen, or words it can\'t replace', () => {
    const hack = {
      source: 'Magical Hack',
      text: 'Change the text of target spell or permanent by replacing all instances of one basic land type with another.',
      order: 1,
      targets: ['Grizzly Bears'],
    };
    for (const chosen of [undefined, 'Swamp', 'black → white']) {
      const bad = parseScenario({ objects: [object], effects: [{ ...hack, chosen }] });
      expect(!bad.ok && bad.error.at).toBe('effects[0].chosen');
    }
    expect(parseScenario({ objects: [object], effects: [{ ...hack, chosen: 'Swamp → Island' }] }).ok).toBe(true);
  });
  it('takes "conditionHolds" only as true or false, and names it when the wording states no condition', () => {
    const anthem = { source: 'Anthem', text: 'Creatures you control get +1/+1 as long as you control an artifact.', order: 1 };
    expect(parseScenario({ objects: [object], effects: [{ ...anthem, conditionHolds: true }] }).ok).toBe(true);
    const notBoolean = parseScenario({ objects: [object], effects: [{ ...anthem, conditionHolds: 'yes' }] });
    expect(!notBoolean.ok && notBoolean.error.at).toBe('effects[0].conditionHolds');
    const noCondition = parseScenario({ objects: [object], effects: [{ ...effect, conditionHolds: true }] });
    expect(!noCondition.ok && `${noCondition.error.code} @${noCondition.error.at}`).toBe('no-condition @effects[0].conditionHolds');
  });
  it('accepts structured effects', () => {
    const structured = {
      clauses: [
        {
          affects: 'target creature',
          parts: [
            { op: 'setPT', power: 0, toughness: 1 },
            { op: 'type', subtypes: ['Frog'] },
          ],
        },
      ],
    };
    const read = parseScenario({ objects: [object], effects: [{ source: 'X', structured, order: 1, targets: ['Grizzly Bears'] }] });
    expect(read.ok).toBe(true);
  });
  it.each([
    ['not an object', [], '$'],
    ['no objects', { effects: [] }, 'objects'],
    ['unknown top-level field', { objects: [], effect: [] }, 'effect'],
    ['object without name', { objects: [{ typeLine: 'Land' }] }, 'objects[0].name'],
    ['bad type line', { objects: [{ name: 'A', typeLine: 'Creature — Forest Walrusx' }] }, 'objects[0].typeLine'],
    ['bad power', { objects: [{ ...object, power: '2' }] }, 'objects[0].power'],
    ['bad color', { objects: [{ ...object, colors: ['purple'] }] }, 'objects[0].colors[0]'],
    ['bad zone', { objects: [{ ...object, zone: 'moon' }] }, 'objects[0].zone'],
    ['unknown object field', { objects: [{ ...object, tougness: 3 }] }, 'objects[0].tougness'],
    ['duplicate names', { objects: [object, object] }, 'objects[1].name'],
    [
      'effect without order beside one with',
      { objects: [object], effects: [effect, { source: 'B', text: effect.text }] },
      'effects[1].order',
    ],
    ['duplicate order', { objects: [object], effects: [effect, effect] }, 'effects[1].order'],
    ['target names no object', { objects: [object], effects: [{ ...effect, targets: ['Nobody'] }] }, 'effects[0].targets[0]'],
    ['unreadable text', { objects: [object], effects: [{ ...effect, text: 'Target creature explodes.' }] }, 'effects[0].text'],
    ['no text', { objects: [object], effects: [{ source: 'A', order: 1 }] }, 'effects[0].text'],
    [
      'bad structured op',
      {
        objects: [object],
        effects: [{ source: 'A', order: 1, structured: { clauses: [{ affects: 'all creatures', parts: [{ op: 'fly' }] }] } }],
      },
      'effects[0].structured.clauses[0].parts[0].op',
    ],
  ])('%s → error at %s', (_label, input, at) => {
    const read = parseScenario(input);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.at).toBe(at);
    expect(read.error.message).toContain(at === '$' ? 'scenario' : at);
  });
});
