import { describe, expect, it } from 'vitest';
import { embeddedCatalog } from '../types/catalog.ts';
import type { Characteristics, TypeChange } from './model.ts';
import { applyTypeChange, typeChange, visibleSubtypes, withIntrinsicManaAbilities } from './typeChange.ts';
import { parseEffectText } from './reader/index.ts';
import { find, run } from './testScenario.ts';

const base: Characteristics = {
  name: 'X',
  supertypes: [],
  cardTypes: [],
  subtypes: [],
  allCreatureTypes: false,
  colors: [],
  abilities: [],
  power: null,
  toughness: null,
  manaValue: 0,
  controller: 'you',
};
const apply = (chars: Characteristics, over: Partial<TypeChange>) => applyTypeChange(chars, typeChange(over), embeddedCatalog).chars;
const names = (chars: Characteristics) => visibleSubtypes(chars).map((s) => s.name);

describe('layer 4 type changes', () => {
  const elf: Characteristics = {
    ...base,
    cardTypes: ['Creature'],
    subtypes: [
      { name: 'Elf', kind: 'creature' },
      { name: 'Warrior', kind: 'creature' },
    ],
  };
  it('205.1a: setting card types replaces them, but an instant keeps Instant; subtypes of a removed type go', () => {
    expect(apply(elf, { cardTypes: ['Artifact'] }).cardTypes).toEqual(['Artifact']);
    expect(names(apply(elf, { cardTypes: ['Artifact'] }))).toEqual([]);
    const instant: Characteristics = { ...base, cardTypes: ['Instant'], subtypes: [{ name: 'Arcane', kind: 'spell' }] };
    expect(apply(instant, { cardTypes: ['Creature'] }).cardTypes).toEqual(['Creature', 'Instant']);
  });
  it('205.1a: setting subtypes replaces only those of the same kind', () => {
    const arbor: Characteristics = {
      ...base,
      cardTypes: ['Land', 'Creature'],
      subtypes: [
        { name: 'Forest', kind: 'land' },
        { name: 'Dryad', kind: 'creature' },
      ],
    };
    expect(names(apply(arbor, { subtypes: [{ name: 'Mountain', kind: 'land' }] }))).toEqual(['Dryad', 'Mountain']);
    expect(names(apply(arbor, { subtypes: [{ name: 'Frog', kind: 'creature' }] }))).toEqual(['Forest', 'Frog']);
  });
  it('205.1b: retaining forms keep everything; "[creature type] artifact creature" replaces creature types only', () => {
    const enchantmentArtifact: Characteristics = { ...base, supertypes: ['Legendary'], cardTypes: ['Enchantment', 'Artifact'] };
    const kept = apply(enchantmentArtifact, { cardTypes: ['Artifact', 'Creature'], retain: 'all' });
    expect(kept.cardTypes).toEqual(['Enchantment', 'Artifact', 'Creature']);
    expect(kept.supertypes).toEqual(['Legendary']);
    const construct = apply(
      { ...elf, cardTypes: ['Artifact', 'Creature'] },
      { cardTypes: ['Artifact', 'Creature'], subtypes: [{ name: 'Construct', kind: 'creature' }], retain: 'allButCreatureTypes' },
    );
    expect(names(construct)).toEqual(['Construct']);
  });
  it('205.3d: no subtype without a matching card type', () => {
    const land: Characteristics = { ...base, cardTypes: ['Land'] };
    expect(names(apply(land, { subtypes: [{ name: 'Zombie', kind: 'creature' }], retain: 'all' }))).toEqual([]);
  });
  it('205.4b: supertypes are independent of type changes', () => {
    const legendaryLand: Characteristics = { ...base, supertypes: ['Legendary'], cardTypes: ['Land'] };
    expect(apply(legendaryLand, { cardTypes: ['Creature'] }).supertypes).toEqual(['Legendary']);
    expect(apply(legendaryLand, { supertypes: ['Snow'] }).supertypes).toEqual(['Legendary', 'Snow']);
  });
  it('305.7: basic land types set remove rules-text and copy abilities, keep granted ones; "in addition" keeps all', () => {
    const land: Characteristics = {
      ...base,
      cardTypes: ['Land'],
      subtypes: [{ name: 'Gate', kind: 'land' }],
      abilities: [
        { text: 'printed', origin: 'printed' },
        { text: 'copied', origin: 'copy' },
        { text: 'granted', origin: 'granted' },
      ],
    };
    const moon = applyTypeChange(land, typeChange({ subtypes: [{ name: 'Mountain', kind: 'land' }] }), embeddedCatalog);
    expect(moon.basicLandTypesSet).toBe(true);
    expect(moon.chars.abilities.map((a) => a.text)).toEqual(['granted']);
    expect(names(moon.chars)).toEqual(['Mountain']);
    expect(withIntrinsicManaAbilities(moon.chars, embeddedCatalog).abilities.map((a) => a.text)).toEqual(['granted', '{T}: Add {R}.']);
    const urborg = apply(land, { subtypes: [{ name: 'Swamp', kind: 'land' }], retain: 'all' });
    expect(urborg.abilities).toHaveLength(3);
    expect(names(urborg)).toEqual(['Gate', 'Swamp']);
  });
  it('cites 305.7 for land types set or added to a land, never for a creature gaining a creature type', () => {
    const land: Characteristics = { ...base, cardTypes: ['Land'] };
    expect(
      applyTypeChange(land, typeChange({ subtypes: [{ name: 'Swamp', kind: 'land' }], retain: 'all' }), embeddedCatalog).rules,
    ).toContain('305.7');
    expect(applyTypeChange(land, typeChange({ subtypes: [{ name: 'Swamp', kind: 'land' }] }), embeddedCatalog).rules).toContain('305.7');
    expect(
      applyTypeChange(elf, typeChange({ subtypes: [{ name: 'Zombie', kind: 'creature' }], retain: 'all' }), embeddedCatalog).rules,
    ).not.toContain('305.7');
    expect(applyTypeChange(elf, typeChange({ subtypes: [{ name: 'Swamp', kind: 'land' }], retain: 'all' }), embeddedCatalog).rules).toEqual(
      ['205.1b', '205.3d'],
    );
  });
  it('702.73a: every creature type, then "loses all creature types" by timestamp', () => {
    const shapeshifter: Characteristics = { ...base, cardTypes: ['Creature'], subtypes: [{ name: 'Shapeshifter', kind: 'creature' }] };
    const every = apply(shapeshifter, { allCreatureTypes: true, retain: 'all' });
    expect(every.allCreatureTypes).toBe(true);
    const lost = apply(every, { loseAllCreatureTypes: true });
    expect(lost.allCreatureTypes).toBe(false);
    expect(names(lost)).toEqual([]);
    expect(apply(lost, { allCreatureTypes: true, retain: 'all' }).allCreatureTypes).toBe(true);
  });
  it('Kindred carries creature types (205.3m)', () => {
    const kindred: Characteristics = { ...base, cardTypes: ['Kindred', 'Instant'], subtypes: [{ name: 'Goblin', kind: 'creature' }] };
    expect(names(kindred)).toEqual(['Goblin']);
  });
});

describe('a supertype gained (205.4b)', () => {
  it('"All nonland permanents are legendary" keeps snow and every card type and subtype, and says it adds', () => {
    const result = run({
      objects: [{ name: 'Snow Bear', typeLine: 'Snow Creature — Bear', power: 2, toughness: 2 }],
      effects: [{ source: 'Leyline', text: 'All nonland permanents are legendary.', order: 1 }],
    });
    expect(find(result, 'Snow Bear').typeLine).toBe('Legendary Snow Creature — Bear');
    const read = parseEffectText('All nonland permanents are legendary.');
    expect(read.ok && read.value.summary).toBe('All nonland permanents: type Legendary in addition (keeps every prior type) (layer 4)');
  });
});

describe('a card type it no longer has (205.1a): the Theros gods', () => {
  const god = { name: 'Mogis, God of Slaughter', typeLine: 'Legendary Enchantment Creature — God', power: 7, toughness: 5 };
  const notACreature = "As long as your devotion to black and red is less than seven, Mogis isn't a creature.";
  it('"isn\'t a creature" takes Creature and the creature type God, keeps the legendary enchantment, and says so', () => {
    const result = run({ objects: [god], effects: [{ source: god.name, text: notACreature, order: 1, conditionHolds: true }] });
    const mogis = find(result, god.name);
    expect(mogis.typeLine).toBe('Legendary Enchantment');
    expect(mogis.power).toBeNull();
    const read = parseEffectText("Mogis isn't a creature.", 'Mogis, God of Slaughter');
    expect(read.ok && read.value.summary).toBe('Mogis: type no longer Creature (layer 4)');
  });
  it('is the same said "is not", for several objects and card types; a word that is no card type is refused', () => {
    const result = run({
      objects: [{ name: 'Ornithopter', typeLine: 'Artifact Creature — Thopter', power: 0, toughness: 2 }],
      effects: [{ source: 'Wording', text: 'Artifact creatures are not creatures or enchantments.', order: 1 }],
    });
    expect(find(result, 'Ornithopter').typeLine).toBe('Artifact');
    const refused = parseEffectText("Mogis isn't a God.", 'Mogis, God of Slaughter');
    expect(!refused.ok && refused.error.code).toBe('type-word');
    // what follows the card types is no card type either: "unless" is not read, and the reason says so, not "a rule of play"
    const unless = parseEffectText("Arvinox isn't a creature unless you control three or more permanents you don't own.", 'Arvinox');
    expect(!unless.ok && unless.error.message).toContain("⟦unless you control three or more permanents you don't own⟧");
  });
  it('an earlier effect on creatures waits for it (613.8a): "All creatures are Elves" no longer applies to the god', () => {
    const result = run({
      objects: [god],
      effects: [
        { source: 'Elvish Wording', text: 'All creatures are Elves in addition to their other types.', order: 1 },
        { source: god.name, text: notACreature, order: 2, conditionHolds: true },
      ],
    });
    const steps = find(result, god.name).trace.filter((step) => step.layer === '4');
    expect(steps.map((step) => step.effect.split(':')[0])).toEqual([god.name]);
  });
  it('a later effect that makes it a creature again wins by timestamp (613.7)', () => {
    const result = run({
      objects: [god],
      effects: [
        { source: god.name, text: notACreature, order: 1, conditionHolds: true },
        {
          source: 'Animation',
          text: 'Target enchantment becomes a creature in addition to its other types.',
          order: 2,
          targets: [god.name],
        },
      ],
    });
    expect(find(result, god.name).typeLine).toBe('Legendary Enchantment Creature — God');
  });
});

describe('"loses all other colors and creature types" beside "is a red Dragon" (105.3, 205.1a)', () => {
  it('leaves the one color and creature type the sentence gives; "all colors" without "other" is not read', () => {
    const text =
      'Enchanted creature is a red Dragon with base power and toughness 4/4, loses all other colors and creature types, and has flying.';
    const result = run({
      objects: [
        { name: 'Elf', typeLine: 'Creature — Elf Warrior', power: 1, toughness: 1, colors: ['green', 'white'], abilities: ['Vigilance'] },
      ],
      effects: [{ source: 'Aura', text, order: 1, targets: ['Elf'] }],
    });
    expect(find(result, 'Elf')).toMatchObject({
      typeLine: 'Creature — Dragon',
      colors: ['red'],
      power: 4,
      abilities: ['Vigilance', 'Flying'],
    });
    expect(parseEffectText('Enchanted creature loses all colors and abilities.', 'Aura').ok).toBe(false);
  });
});

describe('"loses all land types" (Alpine Moon): the land subtypes go, the card stays a land (613.1d)', () => {
  it('a nonbasic land of the chosen name loses its land types, their mana abilities (305.6) and its own, and has the granted one', () => {
    const text =
      'Nonbasic lands your opponents control with the chosen name lose all land types and abilities and have ' +
      '"{T}: Add one mana of any color."';
    const result = run({
      objects: [
        { name: 'Watery Grave', typeLine: 'Land — Island Swamp', controller: 'opponent', owner: 'opponent' },
        { name: 'Other Grave', typeLine: 'Land — Island Swamp', controller: 'opponent', owner: 'opponent' },
        { name: 'Tomb', typeLine: "Legendary Land — Urza's", abilities: ['{T}: Add {C}.'], controller: 'opponent', owner: 'opponent' },
      ],
      effects: [
        { source: 'Alpine Moon', text, order: 1, choices: { name: 'Watery Grave' } },
        { source: 'Urza Moon', text, order: 2, choices: { name: 'Tomb' } },
      ],
    });
    expect(find(result, 'Watery Grave')).toMatchObject({ typeLine: 'Land', abilities: ['{T}: Add one mana of any color.'] });
    expect(find(result, 'Other Grave')).toMatchObject({ typeLine: 'Land — Island Swamp', abilities: ['{T}: Add {U}.', '{T}: Add {B}.'] });
    expect(find(result, 'Tomb')).toMatchObject({ typeLine: 'Legendary Land', abilities: ['{T}: Add one mana of any color.'] });
    const alone = parseEffectText('Target land loses all land types.', 'Spell');
    expect(alone.ok && alone.value.clauses[0]!.parts).toEqual([typeChange({ loseAllLandTypes: true })]);
  });
});
