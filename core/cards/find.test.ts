import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardPool, type PoolCard } from './find.ts';
import { parseCardQuery } from './query.ts';
import { readCardObject } from './record.ts';

/** The fixture's AtomicCards entries as a pool, faces grouped under their card as the database does. */
function fixturePool(): PoolCard[] {
  const atomic = JSON.parse(readFileSync(join(import.meta.dirname, '../../test/fixtures/cards/atomic-mini.json'), 'utf8')) as {
    data: Record<string, unknown[]>;
  };
  return Object.entries(atomic.data).map(([name, faces]) => {
    const records = faces.map((face, i) => readCardObject(face, `${name}[${i}]`)).flatMap((r) => (r.ok ? [r.value] : []));
    return {
      name,
      layout: records[0]?.layout ?? 'normal',
      faces: records.map(({ face }) => ({ ...face, power: face.printedPower, toughness: face.printedToughness })),
      keywords: [...new Set(records.flatMap((r) => r.keywords))],
      foreignNames: records.flatMap((r) => r.foreignNames),
    };
  });
}

const pool = new CardPool(fixturePool());
const names = (query: string, limit?: number): string[] => {
  const parsed = parseCardQuery(query);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return pool.find(parsed.value, limit).map((hit) => hit.name);
};

describe('CardPool.find by name', () => {
  it('finds names with typos, partial words, without accents, by either face', () => {
    expect(names('grizly bears')[0]).toBe('Grizzly Bears');
    expect(names('humilty')).toEqual(['Humility']);
    expect(names('opal')).toEqual(['Opalescence']);
    expect(names('lim dul')).toEqual(['Lim-Dûl the Necromancer']);
    expect(names('LIM-DUL necro')).toEqual(['Lim-Dûl the Necromancer']);
    expect(names('night tester')).toEqual(['Day Tester // Night Tester']);
    expect(names('ice')).toEqual(['Fire // Ice']);
    expect(names('urborg tomb')).toEqual(['Urborg, Tomb of Yawgmoth']);
  });

  it('when no card holds every word, ranks by the words that tell cards apart, not by what a fragment starts', () => {
    // "mon" is no word of Blood Moon ("moon"); it starts Monastery. Ten cards whose words start with "blood" make
    // that fragment common; as typed, "blood" is Blood Moon's alone, and decides.
    const card = (name: string): PoolCard => ({
      name,
      layout: 'normal',
      faces: [{ name, typeLine: 'Creature — Human', manaCost: '{W}', manaValue: 1, colors: [], power: '1', toughness: '1', text: '' }],
      keywords: [],
      foreignNames: [],
    });
    const monks = ['Monastery Mentor', ...'ABCDEFGHIJ'.split('').map((letter) => `Bloodline Keeper ${letter}`)].map(card);
    const wider = new CardPool([...fixturePool(), ...monks]);
    const parsed = parseCardQuery('blood mon');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(wider.find(parsed.value, 3)[0]?.name).toBe('Blood Moon');
  });

  it('puts the whole name typed before names that only hold its words', () => {
    expect(names('moon')).toEqual(['Blood Moon']);
    expect(names('clone')[0]).toBe('Clone');
  });

  it('finds printed names in other languages and says which matched', () => {
    const parsed = parseCardQuery('blutmond');
    const hits = parsed.ok ? pool.find(parsed.value) : [];
    expect(hits.map((hit) => [hit.name, hit.matchedName])).toEqual([['Blood Moon', { language: 'German', name: 'Blutmond' }]]);
    expect(names('灰色熊')).toEqual(['Grizzly Bears']);
    expect(names('血染め')).toEqual(['Blood Moon']);
    expect(names('feu')).toEqual(['Fire // Ice']);
  });

  it('finds nothing for words no card holds, and nearest still offers names', () => {
    expect(names('zzzz qqqq')).toEqual([]);
    expect(pool.nearest('Blod Mon')).toEqual(['Blood Moon']);
  });
});

describe('CardPool.find by filters', () => {
  it('t: matches whole type words on one face (205), never part of a word', () => {
    expect(names('t:bear')).toEqual(['Grizzly Bears']);
    expect(names('t:bea')).toEqual([]);
    expect(names('t:"legendary creature"')).toEqual(['Lim-Dûl the Necromancer']);
    expect(names('t:legendary t:land')).toEqual(['Urborg, Tomb of Yawgmoth', 'Yavimaya, Cradle of Growth']);
    expect(names('t:werewolf')).toEqual(['Day Tester // Night Tester']);
    expect(names('t:enchantment -t:creature mv=4')).toEqual(['Humility', 'Opalescence']);
  });

  it('o: matches rules text, ~ standing for the card name', () => {
    expect(names('o:"draw a card"')).toEqual(['Fire // Ice']);
    expect(names('o:"~ becomes"')).toEqual(['Mutavault']);
  });

  it.each([
    ['mv>=5', ['Lim-Dûl the Necromancer', 'Serra Angel']],
    ['cmc<1 t:land', ['Mutavault', 'Urborg, Tomb of Yawgmoth', 'Yavimaya, Cradle of Growth']],
    // a split card's mana value is its halves' combined (709.4b); a double-faced card's, its front face's (712.8a)
    ['mv=4 t:instant', ['Fire // Ice']],
    ['mv<=2 t:creature', ['Day Tester // Night Tester', 'Grizzly Bears']],
    ['mv=2 t:instant', []],
    ['c:m', ['Fire // Ice']],
    ['c:c t:artifact', ['Chromatic Lantern']],
    ['c=w t:creature', ['Serra Angel']],
    ['c:u t:creature', ['Clone']],
    ['c<=r t:creature', ['Day Tester // Night Tester']],
    // printed power and toughness on any face; a card without them (an enchantment) never matches
    ['pow>=4', ['Day Tester // Night Tester', 'Lim-Dûl the Necromancer', 'Serra Angel']],
    ['pow=0 tou:0', ['Clone']],
    ['tou<2', ['Clone', 'Day Tester // Night Tester']],
    ['-pow>=1 t:creature', ['Clone']],
    // keywords as MTGJSON lists them for the card, by whole name
    ['kw:flying', ['Serra Angel']],
    ['keyword:trample', ['Day Tester // Night Tester']],
    ['kw:fly', []],
    ['-kw:flying c:w t:creature', []],
  ])('mv, pow, tou, kw and c compare as Scryfall does: %s finds %j', (query, found) => {
    expect(names(query)).toEqual(found);
  });

  it('reads a misspelt name as the nearest name within the typos its length allows, and as none when two are as near', () => {
    expect(pool.misspelt('lim-dul the necromanser')).toBe('Lim-Dûl the Necromancer');
    expect(pool.misspelt('nigth tester')).toBe('Night Tester');
    expect(pool.misspelt('humility')).toBe('Humility');
    expect(pool.misspelt('humble')).toBeNull();
    expect(pool.misspelt('clon')).toBe('Clone');
    expect(pool.misspelt('cln')).toBeNull(); // under four letters, no typo
    const face = { typeLine: 'Creature — Bear', manaCost: '{1}{G}', manaValue: 2, colors: [], power: '2', toughness: '2', text: '' };
    const twoBears = new CardPool([
      ...fixturePool(),
      { name: 'Grizzly Bear', layout: 'normal', faces: [{ ...face, name: 'Grizzly Bear' }], keywords: [], foreignNames: [] },
    ]);
    expect(twoBears.misspelt('grizzly bearz')).toBeNull();
    expect(twoBears.misspelt('grizly bear')).toBe('Grizzly Bear'); // one typo from it, two from Grizzly Bears
  });

  it('combines a name with filters, and honours the limit', () => {
    expect(names('bears t:bear')).toEqual(['Grizzly Bears']);
    expect(names('bears t:angel')).toEqual([]);
    expect(names('t:creature', 2)).toHaveLength(2);
  });
});
