import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { embeddedCatalog } from '../types/catalog.ts';
import type { Characteristics } from './model.ts';
import { parseScenario } from './scenario.ts';
import { simulate } from './simulate.ts';
import { applyTextSwap, readTextSwap, swapText, type TextSwap } from './textChange.ts';

const swap = (kind: TextSwap['kind'], from: string, to: string): TextSwap => ({ kind, from, to });

describe('readTextSwap', () => {
  it('reads the words chosen, in the spelling of their kind, with any of the usual arrows', () => {
    expect(readTextSwap('black → white', ['color'], [], embeddedCatalog)).toEqual({ ok: true, value: swap('color', 'black', 'white') });
    expect(readTextSwap('swamp to island', ['basicLandType'], [], embeddedCatalog)).toEqual({
      ok: true,
      value: swap('basicLandType', 'Swamp', 'Island'),
    });
    expect(readTextSwap('Goblin -> Elf', ['creatureType'], [], embeddedCatalog)).toEqual({
      ok: true,
      value: swap('creatureType', 'Goblin', 'Elf'),
    });
  });

  it('takes the kind both words belong to when the effect allows several (Mind Bend)', () => {
    const read = readTextSwap('Forest with Plains', ['color', 'basicLandType'], [], embeddedCatalog);
    expect(read.ok && read.value.kind).toBe('basicLandType');
  });

  it('refuses a missing choice, another form, words of the wrong or of mixed kinds, and a forbidden new word', () => {
    const code = (chosen: string | null, kinds: Parameters<typeof readTextSwap>[1], forbidden: string[] = []) => {
      const read = readTextSwap(chosen, kinds, forbidden, embeddedCatalog);
      return read.ok ? 'ok' : `${read.error.code} @${read.error.at}`;
    };
    expect(code(null, ['color'])).toBe('missing-text-choice @chosen');
    expect(code('black', ['color'])).toBe('text-choice-form @chosen');
    expect(code('Swamp → Island', ['color'])).toBe('text-choice-word @chosen');
    expect(code('black → Island', ['color', 'basicLandType'])).toBe('text-choice-word @chosen');
    expect(code('Goblin → Wall', ['creatureType'], ['Wall'])).toBe('text-choice-forbidden @chosen');
  });
});

describe('swapText (612.2)', () => {
  it('changes the word, its plural and its landwalk, landcycling and non- forms, keeping their case', () => {
    const mountain = swap('basicLandType', 'Mountain', 'Island');
    expect(swapText('Nonbasic lands are Mountains.', mountain, 'Blood Moon')).toBe('Nonbasic lands are Islands.');
    expect(swapText('Mountainwalk', mountain, 'X')).toBe('Islandwalk');
    expect(swapText('Other Goblins have mountainwalk.', mountain, 'X')).toBe('Other Goblins have islandwalk.');
    expect(swapText('Mountaincycling {2}', mountain, 'X')).toBe('Islandcycling {2}');
    expect(swapText('Protection from black. Black creatures and nonblack artifacts get -1/-1.', swap('color', 'black', 'white'), 'X')).toBe(
      'Protection from white. White creatures and nonwhite artifacts get -1/-1.',
    );
    expect(swapText('Other Elves get +1/+1.', swap('creatureType', 'Elf', 'Goblin'), 'X')).toBe('Other Goblins get +1/+1.');
    expect(swapText('Other Goblins get +1/+1.', swap('creatureType', 'Goblin', 'Elf'), 'X')).toBe('Other Elves get +1/+1.');
  });

  it('fixes "a"/"an" before the new word', () => {
    expect(swapText('Each land is a Swamp in addition to its other land types.', swap('basicLandType', 'Swamp', 'Island'), 'Urborg')).toBe(
      'Each land is an Island in addition to its other land types.',
    );
    expect(swapText('It is an Island.', swap('basicLandType', 'Island', 'Forest'), 'X')).toBe('It is a Forest.');
  });

  it("leaves the object's own name and words that only contain the word alone", () => {
    const blackToBlue = swap('color', 'black', 'blue');
    expect(swapText('Black Knight deals damage to each black creature.', blackToBlue, 'Black Knight')).toBe(
      'Black Knight deals damage to each blue creature.',
    );
    expect(swapText('Blackmail a player.', blackToBlue, 'X')).toBe('Blackmail a player.');
    expect(swapText('Flying', blackToBlue, 'X')).toBe('Flying');
  });
});

describe('applyTextSwap (612.1, 612.3)', () => {
  const knight: Characteristics = {
    name: 'Black Knight',
    supertypes: [],
    cardTypes: ['Creature'],
    subtypes: [
      { kind: 'creature', name: 'Human' },
      { kind: 'creature', name: 'Knight' },
    ],
    allCreatureTypes: false,
    colors: ['black'],
    power: 2,
    toughness: 2,
    manaValue: 2,
    controller: 'you',
    abilities: [
      { text: 'Protection from white', origin: 'printed' },
      { text: 'Protection from white', origin: 'granted', via: 'an Aura' },
    ],
  };

  it('changes the rules text and copied abilities, not abilities granted by effects, nor the colors', () => {
    const after = applyTextSwap(knight, swap('color', 'white', 'red'));
    expect(after.abilities.map((ability) => `${ability.origin}: ${ability.text}`)).toEqual([
      'printed: Protection from red',
      'granted: Protection from white',
    ]);
    expect(after.colors).toEqual(['black']);
  });

  it('changes a subtype on the type line, merging with one already there', () => {
    expect(applyTextSwap(knight, swap('creatureType', 'Knight', 'Zombie')).subtypes.map((s) => s.name)).toEqual(['Human', 'Zombie']);
    expect(applyTextSwap(knight, swap('creatureType', 'Knight', 'Human')).subtypes.map((s) => s.name)).toEqual(['Human']);
  });

  it('returns the same object when the text has no such word', () => {
    expect(applyTextSwap(knight, swap('basicLandType', 'Swamp', 'Island'))).toBe(knight);
  });
});

describe('swapText properties', () => {
  const tokens = [
    'Swamp',
    'Swamps',
    'swampwalk',
    'Island',
    'Forests',
    'nonblack',
    'black',
    'Black',
    'Goblins',
    'Elf',
    'creatures',
    'get',
    '+1/+1',
    'and',
    'have',
    '.',
    ',',
    'Swampy',
    'Blackmail',
  ];
  const swaps: TextSwap[] = [
    swap('basicLandType', 'Swamp', 'Mountain'),
    swap('color', 'black', 'red'),
    swap('creatureType', 'Goblin', 'Zombie'),
  ];
  it('swapping back restores any text that held none of the new words', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...tokens), { maxLength: 12 }), fc.constantFrom(...swaps), (words, there) => {
        const text = words.join(' ');
        const back = swap(there.kind, there.to, there.from);
        expect(swapText(swapText(text, there, 'Card Name'), back, 'Card Name')).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('text changes on a board', () => {
  const statics = [
    'Nonbasic lands are Mountains.',
    'Each land is a Swamp in addition to its other land types.',
    'Other Goblins get +1/+1 and have mountainwalk.',
    'Black creatures get +1/+1.',
    'All Forests are 1/1 creatures that are still lands.',
  ];
  const choices = ['Mountain → Island', 'Swamp → Forest', 'Goblin → Elf', 'black → white', 'Forest → Swamp', 'Island → Mountain'];
  const hack =
    'Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another.';
  const evolution = 'Change the text of target permanent by replacing all instances of one creature type with another.';
  it('never throw, and every static ability an object ends with reads as its effect does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...statics), { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(3), fc.constantFrom(...choices), fc.nat(10)), { maxLength: 4 }),
        (abilities, changes) => {
          const objects = [
            ...abilities.map((text, i) => ({ name: `Source ${i}`, typeLine: 'Enchantment', abilities: [text] })),
            { name: 'Goblin Guide', typeLine: 'Creature — Goblin', power: 2, toughness: 2, colors: ['black'] },
            { name: 'Harbor', typeLine: 'Land' },
          ];
          const effects = [
            ...abilities.map((text, i) => ({ source: `Source ${i}`, text, order: 20 + i })),
            ...changes.map(([target, chosen, order], i) => ({
              source: `Change ${i}`,
              text: chosen.startsWith('Goblin') ? evolution : hack,
              order: order + 0.5 + i * 11,
              targets: [`Source ${target % abilities.length}`],
              chosen,
            })),
          ];
          const scenario = parseScenario({ objects, effects });
          expect(scenario.ok).toBe(true);
          if (!scenario.ok) return;
          const result = simulate(scenario.value);
          expect(result.objects).toHaveLength(objects.length);
          for (const [i] of abilities.entries()) {
            const text = result.objects[i]!.abilities[0]!;
            const steps = result.objects.flatMap((object) => object.trace).filter((step) => step.effect.startsWith(`Source ${i}:`));
            // 612.1: the effect is the changed text
            for (const step of steps) expect(step.effect.startsWith(`Source ${i}: "${text}"`), step.effect).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
