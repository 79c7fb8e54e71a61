// Face-down permanents (708): their characteristics are what the way they were turned face down lists, those are
// their copiable values, and none of their face-up abilities function.
import { describe, expect, it } from 'vitest';
import { fillScenarioFromCards } from '../cards/scenarioCards.ts';
import type { Card } from '../cards/record.ts';
import { formatTrace } from './trace.ts';
import { bear, find, problem, pt, run } from './testScenario.ts';

const anthem = { name: 'Glorious Anthem', typeLine: 'Enchantment' };
const anthemEffect = { source: anthem.name, text: 'Creatures you control get +1/+1.' };
/** A morph whose face-up card is a 5/5 flier: none of that counts while it is face down. */
const morph = {
  name: 'Morph',
  faceDown: 'morph',
  typeLine: 'Creature — Human Wizard',
  power: 5,
  toughness: 5,
  colors: ['blue'],
  manaCost: '{3}{U}{U}',
  abilities: ['Flying'],
};

describe('face-down permanents (708)', () => {
  it('are 2/2 colorless creatures with no name, no subtypes, no mana cost and no text (708.2a)', () => {
    const result = run({ objects: [morph, { name: 'Ixidron target', faceDown: true }] });
    for (const name of ['Morph', 'Ixidron target']) {
      const object = find(result, name);
      expect(object).toMatchObject({ typeLine: 'Creature', currentName: '', colors: [], abilities: [], subtypes: [] });
      expect(pt(object)).toBe('2/2');
    }
    expect(find(result, 'Morph').faceDown).toBe('morph');
    expect(formatTrace(find(result, 'Morph'))).toContain('Morph (face down (morph): a 2/2 creature with no text');
  });

  it('a disguised or cloaked one has ward {2} (702.168a, 701.58a)', () => {
    const result = run({
      objects: [
        { name: 'Disguised', faceDown: 'disguise' },
        { name: 'Cloaked', faceDown: 'cloak' },
      ],
    });
    expect(find(result, 'Disguised').abilities).toEqual(['Ward {2}']);
    expect(find(result, 'Cloaked').abilities).toEqual(['Ward {2}']);
  });

  it('counters and effects apply to it as to any creature: +1/+1 counter and an anthem make a 4/4', () => {
    const result = run({
      objects: [{ ...morph, counters: [{ kind: '+1/+1', count: 1 }] }, anthem],
      effects: [anthemEffect],
    });
    expect(pt(find(result, 'Morph'))).toBe('4/4');
  });

  it('a copy of it copies the face-down values (707.2, 708.2): a Clone of a disguised creature is a nameless 2/2 with ward', () => {
    const result = run({
      objects: [{ name: 'Disguised', faceDown: 'disguise', typeLine: 'Creature — Dragon', power: 6, toughness: 6 }, bear('Clone')],
      effects: [
        { source: 'Clone', text: 'You may have this creature enter as a copy of any creature on the battlefield.', targets: ['Disguised'] },
      ],
    });
    const clone = find(result, 'Clone');
    expect(clone).toMatchObject({ typeLine: 'Creature', currentName: '', abilities: ['Ward {2}'] });
    expect(clone.faceDown).toBeUndefined();
    expect(formatTrace(clone)).toContain('Clone (now with no name)');
  });

  it('one that becomes a copy keeps its face-down characteristics (708.10)', () => {
    const result = run({
      objects: [morph, bear('Bears')],
      effects: [
        {
          source: 'Mirrorweave',
          text: 'Each other creature becomes a copy of target nonlegendary creature until end of turn.',
          targets: ['Bears'],
        },
      ],
    });
    const face = find(result, 'Morph');
    expect(face).toMatchObject({ typeLine: 'Creature', currentName: '' });
    expect(face.trace[0]!.rules).toContain('708.10');
  });

  it('its face-up static abilities make no effect; an effect lasting a set time still applies', () => {
    const result = run({
      objects: [morph, bear('Bears')],
      effects: [
        { source: 'Morph', text: 'Other creatures you control get +1/+1.' },
        { source: 'Morph', text: 'This creature gets +3/+3 until end of turn.' },
      ],
    });
    expect(pt(find(result, 'Bears'))).toBe('2/2');
    expect(pt(find(result, 'Morph'))).toBe('5/5');
    expect(result.warnings.join('\n')).toContain('"Other creatures you control get +1/+1." makes no effect: Morph is face down');
  });

  it('from card data: the card is face down and none of its lines is made an effect', () => {
    const lord: Card = {
      name: 'Test Lord',
      typeLine: 'Creature — Elf',
      manaCost: '{1}{G}',
      manaValue: 2,
      colors: ['green'],
      power: 2,
      toughness: 2,
      abilities: ['Other Elves you control get +1/+1.'],
    };
    const filled = fillScenarioFromCards(
      {
        objects: [
          { card: 'Test Lord', faceDown: 'manifest' },
          { name: 'Elf', typeLine: 'Creature — Elf', power: 1, toughness: 1 },
        ],
      },
      { card: (name) => (name === lord.name ? lord : null), nearest: () => [] },
    );
    expect(filled.ok).toBe(true);
    if (!filled.ok) return;
    expect(filled.value.scenario['effects']).toEqual([]);
    expect(filled.value.warnings.join('\n')).toContain('Test Lord: face down');
    const result = run(filled.value.scenario);
    expect(pt(find(result, 'Elf'))).toBe('1/1');
    expect(pt(find(result, 'Test Lord'))).toBe('2/2');
  });

  it('refuses a kind it does not know, and a face-down card outside the battlefield and the stack, naming the field', () => {
    expect(problem({ objects: [{ name: 'M', faceDown: 'sideways' }] })).toMatchObject({
      at: 'objects[0].faceDown',
      message: expect.stringContaining('morph, megamorph, manifest, disguise, cloak'),
    });
    expect(problem({ objects: [{ name: 'M', faceDown: true, zone: 'exile' }] })).toMatchObject({ at: 'objects[0].faceDown' });
    expect(problem({ objects: [{ name: 'M', faceDown: false }] })).toMatchObject({ at: 'objects[0].typeLine' });
  });
});
