import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogFromLists, embeddedCatalog } from './catalog.ts';
import type { SubtypeKind } from './model.ts';
import { checkPrintedTypeLine, checkTypeLine, formatTypeLine, parseTypeLine, withPrintedSubtypes } from './typeLine.ts';

const codes = (text: string) => checkTypeLine(text).problems.map((p) => [p.code, p.rule]);

describe('parseTypeLine', () => {
  it('reads supertypes, card types and subtypes with their kinds', () => {
    const parsed = parseTypeLine('Legendary Artifact Creature — Human Wizard');
    expect(parsed).toEqual({
      ok: true,
      value: {
        supertypes: ['Legendary'],
        cardTypes: ['Artifact', 'Creature'],
        subtypes: [
          { name: 'Human', kind: 'creature' },
          { name: 'Wizard', kind: 'creature' },
        ],
      },
    });
  });

  it.each([
    ['Creature — Goblin Wizard', 'Creature — Goblin Wizard'],
    ['creature - goblin wizard', 'Creature — Goblin Wizard'],
    ['CREATURE -- GOBLIN   WIZARD', 'Creature — Goblin Wizard'],
    ['  Creature—Goblin Wizard  ', 'Creature — Goblin Wizard'],
    ['Creature – Goblin', 'Creature — Goblin'],
    ["Land — Urza's Tower", 'Land — Urza’s Tower'],
    ['Land — Urza’s Mine', 'Land — Urza’s Mine'],
    ["Legendary Creature — C'tan", 'Legendary Creature — C’tan'],
    ['Legendary Creature — Time Lord Doctor', 'Legendary Creature — Time Lord Doctor'],
    ['Tribal Instant — Faerie', 'Kindred Instant — Faerie'],
    ['Token Artifact Creature — Thopter', 'Artifact Creature — Thopter'],
    ['Creature Artifact — Golem', 'Artifact Creature — Golem'],
    ['Creature Land — Forest Dryad', 'Land Creature — Forest Dryad'],
    ['Snow Legendary Land', 'Legendary Snow Land'],
    ['Artifact Creature — Assembly-Worker', 'Artifact Creature — Assembly-Worker'],
    ["plane - bolas's meditation realm", 'Plane — Bolas’s Meditation Realm'],
    ['Plane — Outside Mutter’s Spiral', 'Plane — Outside Mutter’s Spiral'],
    ['World Enchantment', 'World Enchantment'],
    ['Sorcery — Lesson', 'Sorcery — Lesson'],
    ['Battle — Siege', 'Battle — Siege'],
  ])('reads %j as %j', (input, canonical) => {
    const parsed = parseTypeLine(input);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(formatTypeLine(parsed.value)).toBe(canonical);
  });

  it('correlates each subtype to its card type (205.3c)', () => {
    const parsed = parseTypeLine('Land Creature — Forest Dryad');
    expect(parsed.ok && parsed.value.subtypes).toEqual([
      { name: 'Forest', kind: 'land' },
      { name: 'Dryad', kind: 'creature' },
    ]);
    const vehicle = parseTypeLine('Artifact — Spacecraft');
    expect(vehicle.ok && vehicle.value.subtypes).toEqual([{ name: 'Spacecraft', kind: 'artifact' }]);
    const plane = parseTypeLine('Plane — Spacecraft');
    expect(plane.ok && plane.value.subtypes).toEqual([{ name: 'Spacecraft', kind: 'planar' }]);
  });

  it.each([
    ['', { code: 'empty', rule: '205.1' }],
    ['Creature — Gobin', { code: 'unknown-word', rule: '205.3m' }],
    ['Creture — Goblin', { code: 'unknown-word', rule: '205.2a' }],
    ['Goblin Creature', { code: 'subtype-before-dash', rule: '205.3b' }],
    ['Creature — Artifact', { code: 'type-after-dash', rule: '205.3b' }],
    ['Creature —', { code: 'nothing-after-dash', rule: '205.3b' }],
    ['Creature — Human // Creature — Werewolf', { code: 'several-faces', rule: '712.1' }],
    ['Creature — Human — Werewolf', { code: 'several-dashes', rule: '205.3b' }],
    ['Plane — Nowhere Special', { code: 'unknown-word', rule: '205.3n' }],
  ])('fails on %j with %j', (input, problem) => {
    const parsed = parseTypeLine(input);
    expect(parsed.ok ? 'parsed' : parsed.error).toMatchObject(problem);
  });

  it('suggests the nearest real words for unknown ones', () => {
    const parsed = parseTypeLine('Creature — Gobin');
    expect(!parsed.ok && parsed.error.suggestions).toContain('Goblin');
    const cardType = parseTypeLine('Enchantmnet');
    expect(!parsed.ok && !cardType.ok && cardType.error.suggestions).toContain('Enchantment');
  });
});

describe('checkTypeLine', () => {
  it('accepts valid lines with no problems', () => {
    for (const line of [
      'Land Creature — Forest Dryad',
      'Basic Snow Land — Island',
      'Kindred Sorcery — Elf',
      'Legendary Planeswalker — Jace',
      'Scheme',
      'Ongoing Scheme',
    ]) {
      expect(checkTypeLine(line), line).toMatchObject({ valid: true, problems: [] });
    }
  });

  it('checks a double-faced or split card face by face (712.1), naming the face of each problem', () => {
    const werewolf = checkTypeLine('Creature — Human Werewolf // Creature — Werewolf');
    expect(werewolf).toMatchObject({ valid: true, canonical: 'Creature — Human Werewolf // Creature — Werewolf', problems: [] });
    expect(werewolf.faces?.map((face) => face.subtypes.map((s) => s.name))).toEqual([['Human', 'Werewolf'], ['Werewolf']]);
    expect(werewolf.cardTypes).toEqual(['Creature']);
    const broken = checkTypeLine('Legendary Creature — Human Wizard // Legendary Planeswalker — Forest');
    expect(broken.valid).toBe(false);
    expect(broken.problems.map((p) => [p.code, p.rule])).toEqual([['subtype-without-card-type', '205.3d']]);
    expect(broken.problems[0]!.message).toMatch(/^face 2 \("Legendary Planeswalker — Forest"\): /);
    expect(checkTypeLine('Instant // Sorcery // Land').problems[0]).toMatchObject({ code: 'too-many-faces', rule: '712.1' });
    expect(codes('Sorcery // ')).toEqual([['empty', '205.1']]);
    expect(codes('Sorcery //  Gobin')[0]).toEqual(['unknown-word', '205.2a']);
  });

  it('flags a subtype with no matching card type (205.3d)', () => {
    const report = checkTypeLine('Creature — Swamp');
    expect(report.valid).toBe(false);
    expect(report.canonical).toBe('Creature — Swamp');
    expect(report.subtypes).toEqual([{ name: 'Swamp', kind: 'land' }]);
    expect(report.problems[0]).toMatchObject({ code: 'subtype-without-card-type', rule: '205.3d' });
    expect(report.problems[0]!.message).toContain('land type');
    expect(codes('Instant — Aura')).toEqual([['subtype-without-card-type', '205.3d']]);
    expect(codes('Conspiracy — Goblin')).toEqual([['subtype-without-card-type', '205.3d']]);
  });

  it('checks the other rules of CR 205 and 308', () => {
    expect(codes('Plane')).toEqual([['plane-subtype-count', '205.3b']]);
    expect(codes('Legendary')).toEqual([['no-card-type', '205.1']]);
    expect(codes('Kindred — Goblin')).toEqual([['kindred-alone', '308.1']]);
    expect(codes('Creature Legendary — Elf')).toEqual([['supertype-after-card-type', '205.4a']]);
    expect(codes('Creature Creature — Elf Elf')).toEqual([
      ['duplicate-word', '205.2a'],
      ['duplicate-word', '205.3a'],
    ]);
    expect(codes('')).toEqual([['empty', '205.1']]);
  });

  it('reports every unknown word, not only the first', () => {
    const report = checkTypeLine('Creature — Gobin Wizzard');
    expect(report.canonical).toBeNull();
    expect(report.problems.map((p) => p.suggestions[0])).toEqual(['Goblin', 'Wizard']);
  });
});

describe('with a catalog read from an older CR', () => {
  const lists = {
    cardTypes: ['artifact', 'creature', 'enchantment', 'instant', 'land', 'tribal'],
    supertypes: ['basic', 'legendary', 'snow', 'world'],
    subtypes: { creature: ['Goblin', 'Merfolk'], land: ['Forest'], spell: ['Arcane'], enchantment: ['Aura'] },
    basicLandTypes: ['Forest'],
    source: 'CR 2017',
  };
  const old = catalogFromLists(lists);
  if (!old.ok) throw new Error(old.error.message);

  it("reads Tribal and Kindred as that release's own card type", () => {
    expect(checkTypeLine('Tribal Enchantment — Merfolk', old.value)).toMatchObject({
      valid: true,
      canonical: 'Tribal Enchantment — Merfolk',
    });
    expect(checkTypeLine('Kindred Instant — Goblin Arcane', old.value)).toMatchObject({
      valid: true,
      canonical: 'Tribal Instant — Goblin Arcane',
    });
    expect(checkTypeLine('Tribal — Goblin', old.value).problems.map((p) => p.code)).toEqual(['kindred-alone']);
  });

  it('does not know types the release lacks', () => {
    expect(checkTypeLine('Battle — Siege', old.value).valid).toBe(false);
    expect(checkTypeLine('Creature — Wizard', old.value).problems[0]).toMatchObject({ code: 'unknown-word', rule: '205.3m' });
  });
});

const kindsOf: Record<string, readonly SubtypeKind[]> = {
  Artifact: ['artifact'],
  Enchantment: ['enchantment'],
  Land: ['land'],
  Creature: ['creature'],
  Kindred: ['creature'],
  Planeswalker: ['planeswalker'],
  Instant: ['spell'],
  Sorcery: ['spell'],
  Battle: ['battle'],
  Dungeon: ['dungeon'],
};

/** Valid lines built from the catalog: card types, then subtypes each correlated to one of them (205.3c). */
const validLine = fc
  .record({
    supertypes: fc.subarray([...embeddedCatalog.supertypes]),
    cardTypes: fc.subarray(Object.keys(kindsOf), { minLength: 1 }).filter((types) => !(types.length === 1 && types[0] === 'Kindred')),
    picks: fc.array(fc.nat(), { maxLength: 4 }),
  })
  .map(({ supertypes, cardTypes, picks }) => {
    const pool = [...new Set(cardTypes.flatMap((type) => kindsOf[type]!.flatMap((kind) => embeddedCatalog.subtypes[kind])))];
    const subtypes = pool.length === 0 ? [] : [...new Set(picks.map((pick) => pool[pick % pool.length]!))];
    return { supertypes, cardTypes, subtypes };
  });

const planeLine = fc
  .constantFrom(...embeddedCatalog.subtypes.planar)
  .map((name) => ({ supertypes: [], cardTypes: ['Plane'], subtypes: [name] }));

const spelled = (parts: { supertypes: string[]; cardTypes: string[]; subtypes: string[] }) =>
  fc
    .record({ dash: fc.constantFrom(' — ', '—', ' - ', ' -- ', ' – '), upper: fc.boolean(), gap: fc.constantFrom(' ', '  ') })
    .map(({ dash, upper, gap }) => {
      const casing = (text: string) => (upper ? text.toUpperCase() : text.toLowerCase()).replace(/’/g, "'");
      const types = casing([...parts.supertypes, ...parts.cardTypes].join(gap));
      return parts.subtypes.length === 0 ? types : `${types}${dash}${casing(parts.subtypes.join(gap))}`;
    });

describe('withPrintedSubtypes', () => {
  it('adds the subtypes a printed line names that the lists lack, of the kind its card types give (creature first)', () => {
    const printed = withPrintedSubtypes('Legendary Artifact Creature — Human Zorblax', embeddedCatalog);
    expect(printed.added).toEqual([{ name: 'Zorblax', kind: 'creature' }]);
    expect(parseTypeLine('Artifact Creature — Zorblax', embeddedCatalog).ok).toBe(false);
    const line = parseTypeLine('Artifact Creature — Zorblax', printed.catalog);
    expect(line.ok && line.value.subtypes).toEqual([{ name: 'Zorblax', kind: 'creature' }]);
    expect(withPrintedSubtypes('Enchantment — Zorblax', embeddedCatalog).added).toEqual([{ name: 'Zorblax', kind: 'enchantment' }]);
  });

  it('adds nothing to a line that is valid, or wrong in another way too', () => {
    expect(withPrintedSubtypes('Creature — Elf Warrior', embeddedCatalog)).toEqual({ catalog: embeddedCatalog, added: [] });
    for (const wrong of ['Creatur — Zorblax', 'Creature — Zorblax — Elf', 'Creature — Zorblax Sorcery'])
      expect(withPrintedSubtypes(wrong, embeddedCatalog).added).toEqual([]);
  });
});

describe('checkPrintedTypeLine', () => {
  it('names a printed subtype the lists lack as newer than them, and still checks the rest of the line', () => {
    const report = checkPrintedTypeLine('Creature — Human Zorblax', embeddedCatalog);
    expect(report.valid).toBe(false);
    expect(report.problems).toEqual([
      expect.objectContaining({
        code: 'newer-subtype',
        rule: '205.3m',
        message: expect.stringMatching(/^"Zorblax" is on no creature type list of .*newer/),
      }),
    ]);
    expect(checkPrintedTypeLine('Creature — Zorblax Elf Elf', embeddedCatalog).problems.map((p) => p.code)).toEqual([
      'newer-subtype',
      'duplicate-word',
    ]);
    expect(checkPrintedTypeLine('Creature — Elf', embeddedCatalog)).toEqual(checkTypeLine('Creature — Elf', embeddedCatalog));
  });
});

describe('properties', () => {
  it('parseTypeLine and checkTypeLine never throw, on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (text) => {
        const report = checkTypeLine(text);
        expect(report.valid).toBe(report.problems.length === 0);
        parseTypeLine(text);
      }),
      { numRuns: 500 },
    );
  });

  it('also never throws on strings made of type words, dashes and apostrophes', () => {
    const typeWords = 'Creature Plane Time Lord Token Tribal Swamp Legendary'.split(' ');
    const word = fc.constantFrom(...typeWords, '—', '-', '--', "Urza's", 'Bolas’s', '', ' ');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => void checkTypeLine(words.join(' '))),
      { numRuns: 500 },
    );
  });

  it('format∘parse is stable on valid lines, however they are spelt', () => {
    fc.assert(
      fc.property(
        fc.oneof(validLine, planeLine).chain((parts) => fc.tuple(fc.constant(parts), spelled(parts))),
        ([parts, text]) => {
          const report = checkTypeLine(text);
          expect(report.problems).toEqual([]);
          const again = parseTypeLine(report.canonical!);
          expect(again.ok).toBe(true);
          if (!again.ok) return;
          expect(formatTypeLine(again.value)).toBe(report.canonical);
          expect(again.value.subtypes.map((s) => s.name)).toEqual(parts.subtypes);
          expect([...again.value.cardTypes].sort()).toEqual([...parts.cardTypes].sort());
        },
      ),
      { numRuns: 400 },
    );
  });
});
