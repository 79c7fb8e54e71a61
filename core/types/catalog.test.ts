import { describe, expect, it } from 'vitest';
import { cardTypesOfKind, catalogFromLists, embeddedCatalog, kindsOfCardType, withAdded, withSubtypes } from './catalog.ts';
import { subtypeKinds } from './model.ts';

describe('embeddedCatalog', () => {
  it('has the fifteen card types of 205.2a and the five supertypes of 205.4a', () => {
    expect(embeddedCatalog.cardTypes).toHaveLength(15);
    expect(embeddedCatalog.cardTypes).toContain('Kindred');
    expect(embeddedCatalog.cardTypes).not.toContain('Tribal');
    expect(embeddedCatalog.supertypes).toEqual(['Basic', 'Legendary', 'Ongoing', 'Snow', 'World']);
  });

  it('keeps Time Lord as one two-word creature type and planar types whole', () => {
    expect(embeddedCatalog.subtypes.creature).toContain('Time Lord');
    expect(embeddedCatalog.subtypes.creature).not.toContain('Time');
    expect(embeddedCatalog.subtypes.planar).toContain('Bolas’s Meditation Realm');
    expect(embeddedCatalog.subtypes.planar).toContain('The Abyss');
  });

  it('marks the five basic land types, all of them land types', () => {
    expect([...embeddedCatalog.basicLandTypes].sort()).toEqual(['Forest', 'Island', 'Mountain', 'Plains', 'Swamp']);
    for (const name of embeddedCatalog.basicLandTypes) expect(embeddedCatalog.subtypes.land).toContain(name);
  });

  it('lists no name twice within one kind', () => {
    for (const kind of subtypeKinds) {
      const names = embeddedCatalog.subtypes[kind];
      expect(new Set(names).size, kind).toBe(names.length);
    }
  });
});

describe('kinds and card types', () => {
  it.each([
    ['Creature', 'creature'],
    ['kindred', 'creature'],
    ['Tribal', 'creature'],
    ['INSTANT', 'spell'],
    ['Sorcery', 'spell'],
    ['Plane', 'planar'],
    ['Battle', 'battle'],
  ])('maps the card type %s to the one kind of subtype it can have, %s (205.3g–205.3q)', (type, kind) => {
    expect(kindsOfCardType(type)).toEqual([kind]);
  });

  it('gives phenomenon, scheme, vanguard and conspiracy no subtypes (205.3r)', () => {
    for (const type of ['Phenomenon', 'Scheme', 'Vanguard', 'Conspiracy']) expect(kindsOfCardType(type)).toEqual([]);
    expect(kindsOfCardType('Truck')).toEqual([]);
  });

  it('inverts: every card type of a kind maps back to that kind', () => {
    for (const kind of subtypeKinds) {
      expect(cardTypesOfKind(kind).length).toBeGreaterThan(0);
      for (const type of cardTypesOfKind(kind)) expect(kindsOfCardType(type)).toContain(kind);
    }
    expect(cardTypesOfKind('spell')).toEqual(['Instant', 'Sorcery']);
  });
});

describe('catalogFromLists', () => {
  const lists = {
    cardTypes: ['artifact', 'creature', 'land', 'tribal'],
    supertypes: ['basic', 'legendary'],
    subtypes: { creature: ['Goblin'], land: ['Swamp', 'Forest'] },
    basicLandTypes: ['Swamp', 'Forest'],
    source: 'CR test',
  };

  it('capitalises card types and supertypes and fills missing kinds with empty lists', () => {
    const built = catalogFromLists(lists);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.cardTypes).toEqual(['Artifact', 'Creature', 'Land', 'Tribal']);
    expect(built.value.supertypes).toEqual(['Basic', 'Legendary']);
    expect(built.value.subtypes.battle).toEqual([]);
    expect(built.value.source).toBe('CR test');
  });

  it('refuses empty lists and basic land types that are not land types', () => {
    expect(catalogFromLists({ ...lists, cardTypes: [] })).toMatchObject({ ok: false, error: { code: 'no-card-types' } });
    expect(catalogFromLists({ ...lists, supertypes: [] })).toMatchObject({ ok: false, error: { code: 'no-supertypes' } });
    expect(catalogFromLists({ ...lists, basicLandTypes: ['Wastes'] })).toMatchObject({
      ok: false,
      error: { code: 'basic-not-land-type', at: '205.3i' },
    });
  });
});

describe('subtypes added to a catalog (a card newer than its rules)', () => {
  it('appends each to its kind once, in any letter case, and leaves the catalog given as it was', () => {
    const additions = withAdded({ creature: ['Quib'] }, [
      { name: 'Zorblax', kind: 'creature' },
      { name: 'Moor', kind: 'land' },
    ]);
    expect(additions).toEqual({ creature: ['Quib', 'Zorblax'], land: ['Moor'] });
    const widened = withSubtypes(embeddedCatalog, { ...additions, creature: ['Quib', 'quib', 'Elf'] });
    expect(widened.subtypes.creature.filter((name) => ['quib', 'elf'].includes(name.toLowerCase()))).toEqual(['Elf', 'Quib']);
    expect(widened.subtypes.land.at(-1)).toBe('Moor');
    expect(embeddedCatalog.subtypes.creature).not.toContain('Quib');
    expect(withSubtypes(embeddedCatalog, { creature: ['Elf'] })).toBe(embeddedCatalog);
  });
});
