import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogFromLists } from './catalog.ts';
import { subtypeKinds } from './model.ts';
import { lookupSubtype } from './subtype.ts';

describe('lookupSubtype (205.3e)', () => {
  it.each([
    ['goblin', 'creature', { isSubtype: true, canonical: 'Goblin', kinds: ['creature'], rule: '205.3m' }],
    ["c'tan", 'creature', { isSubtype: true, canonical: 'C’tan' }],
    ['time  lord', 'creature', { isSubtype: true, canonical: 'Time Lord' }],
    ['urzas', 'land', { isSubtype: false }], // the apostrophe may be straight or curly, not left out
    ["Urza's", 'land', { isSubtype: true, canonical: 'Urza’s', rule: '205.3i' }],
  ] as const)('%j asked as a %s type: the subtype whatever its case, spacing or apostrophe, with its list cited', (word, kind, answer) => {
    expect(lookupSubtype(word, kind)).toMatchObject(answer);
  });

  it('says "Merfolk Wizard" is two creature types, not one', () => {
    const answer = lookupSubtype('Merfolk Wizard', 'creature');
    expect(answer).toMatchObject({ isSubtype: false, canonical: null, isOther: 'several subtypes: Merfolk, Wizard', rule: '205.3e' });
    expect(answer.explanation).toMatch(/two subtypes/);
  });

  it('says what Swamp, artifact and Legendary are when a creature type is asked for', () => {
    expect(lookupSubtype('Swamp', 'creature')).toMatchObject({
      isSubtype: false,
      canonical: 'Swamp',
      kinds: ['land'],
      isOther: 'land type',
      rule: '205.3m',
    });
    expect(lookupSubtype('Swamp', 'creature').explanation).toMatch(
      /land type \(205\.3i\), not a creature type: 205\.3m lists every creature type/,
    );
    expect(lookupSubtype('artifact', 'creature')).toMatchObject({ isSubtype: false, isOther: 'card type' });
    expect(lookupSubtype('Tribal', 'creature')).toMatchObject({ isSubtype: false, isOther: 'card type' });
    expect(lookupSubtype('legendary', 'creature')).toMatchObject({ isSubtype: false, isOther: 'supertype' });
  });

  it('says opponent and truck are nothing, suggesting near misses where there are some', () => {
    for (const word of ['opponent', 'truck']) {
      const answer = lookupSubtype(word, 'creature');
      expect(answer).toMatchObject({ isSubtype: false, canonical: null, kinds: [], isOther: null });
      expect(answer.explanation).toContain('not a creature type');
    }
    expect(lookupSubtype('Gobiln', 'creature').suggestions).toContain('Goblin');
    expect(lookupSubtype('Swampp', 'land').suggestions).toContain('Swamp');
  });

  it('says "outlaw" and "historic" are terms for several types, offering the subtypes among them of the kind asked', () => {
    const outlaw = lookupSubtype('outlaws', 'creature');
    expect(outlaw).toMatchObject({ isSubtype: false, suggestions: ['Assassin', 'Mercenary', 'Pirate', 'Rogue', 'Warlock'] });
    expect(outlaw.explanation).toContain('any of Assassin, Mercenary, Pirate, Rogue, Warlock');
    expect(lookupSubtype('historic', 'creature').suggestions).toEqual([]);
    expect(lookupSubtype('historic', null).suggestions).toEqual(['Saga']);
  });

  it('answers for any kind when none is asked: Spacecraft is an artifact and a planar type', () => {
    expect(lookupSubtype('Spacecraft', null)).toMatchObject({ isSubtype: true, kinds: ['artifact', 'planar'] });
    expect(lookupSubtype('Spacecraft', 'planar').isSubtype).toBe(true);
    expect(lookupSubtype('Equipment', 'creature').isSubtype).toBe(false);
  });

  it('answers from the catalog it is given', () => {
    const old = catalogFromLists({
      cardTypes: ['creature', 'tribal'],
      supertypes: ['legendary'],
      subtypes: { creature: ['Goblin'] },
      basicLandTypes: [],
      source: 'old',
    });
    if (!old.ok) throw new Error(old.error.message);
    expect(lookupSubtype('Goblin', 'creature', old.value).isSubtype).toBe(true);
    expect(lookupSubtype('Wizard', 'creature', old.value).isSubtype).toBe(false);
  });

  it('never throws and always explains, on any word and kind', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.constantFrom(null, ...subtypeKinds), (word, kind) => {
        const answer = lookupSubtype(word, kind);
        expect(answer.explanation.length).toBeGreaterThan(0);
        if (answer.isSubtype) expect(answer.canonical).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
