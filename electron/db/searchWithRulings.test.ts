import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCardFile } from './cardImport.ts';
import { cardMentionsIn } from './cardSearch.ts';
import { importDocument, openDatabase, searchRules, searchRulesAndRulings } from './service.ts';

const fixtures = join(import.meta.dirname, '../../test/fixtures');
const read = (path: string): Uint8Array => new Uint8Array(readFileSync(join(fixtures, path)));

async function database(withCards: boolean) {
  const db = openDatabase(':memory:');
  const rules = importDocument(db, { fileName: 'mini-cr.txt', content: read('rules/mini-cr.txt') });
  expect(rules.ok).toBe(true);
  if (withCards)
    expect((await importCardFile(db, { fileName: 'atomic-mini.json', content: read('cards/atomic-mini.json') })).ok).toBe(true);
  return db;
}

/** A CR in the official layout, written by hand for a test: its contents' headings, its rules and its glossary's lines. */
const writtenCr = (contents: readonly string[], rules: readonly string[], glossary: readonly string[]): Uint8Array =>
  new TextEncoder().encode(
    [
      'Magic: The Gathering Comprehensive Rules',
      'These rules are effective as of March 3, 2031.',
      'Contents',
      ...contents,
      'Glossary',
      'Credits',
      ...rules,
      'Glossary',
      // each entry its term's line and its definition's, entries apart by a blank line
      ...glossary.flatMap((line, i) => (i % 2 === 0 ? [`${line}\n${glossary[i + 1] ?? ''}`] : [])),
      'Credits',
      'Written by hand for Arbiter’s tests.',
    ].join('\n\n'),
  );

/** A database of the combat rules fixture alone. */
function combatRules() {
  const db = openDatabase(':memory:');
  importDocument(db, { fileName: 'combat-cr.txt', content: read('rules/combat-cr.txt') });
  return db;
}

/** A card of our own whose name's words are rules words: "Lethal Damage", a creature with deathtouch. */
async function importLethalDamage(db: ReturnType<typeof openDatabase>): Promise<void> {
  const card = { name: 'Lethal Damage', type: 'Creature — Snake', manaCost: '{G}', manaValue: 1, colors: ['G'] };
  const atomic = {
    meta: { date: '2031-01-01' },
    data: { 'Lethal Damage': [{ ...card, layout: 'normal', keywords: ['Deathtouch'], text: 'Deathtouch' }] },
  };
  const content = new TextEncoder().encode(JSON.stringify(atomic));
  expect((await importCardFile(db, { fileName: 'own.json', content })).ok).toBe(true);
}

describe('rules search with the rulings of the cards a question names', () => {
  it('adds the named cards’ rulings, those sharing the question’s words first, each with its card and date', async () => {
    const db = await database(true);
    const response = searchRulesAndRulings(db, { query: 'does Humility or Opalescence apply first, by timestamp order?' });
    expect(response.rulings?.map((r) => r.cardName).sort()).toEqual(['Humility', 'Humility', 'Opalescence']);
    expect(response.rulings?.[0]?.text).toMatch(/timestamp order/);
    expect(response.rulings?.[0]?.cardName).toBe('Humility');
    for (const ruling of response.rulings ?? []) expect(ruling.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the rulings of a card the question names even when no rule matches it', async () => {
    const db = await database(true);
    expect(searchRulesAndRulings(db, { query: 'my Blood Moon and his Urborg' }).rulings?.map((r) => r.cardName)).toEqual(['Blood Moon']);
  });

  it('knows a card named with a slip of the keys, as the floor types it', async () => {
    const db = await database(true);
    expect(
      searchRulesAndRulings(db, { query: 'does Opalesence apply before Humilty?' })
        .rulings?.map((r) => r.cardName)
        .sort(),
    ).toEqual(['Humility', 'Humility', 'Opalescence']);
  });

  it('knows a one-word name typed in lower case when it is no English word, not one that is', async () => {
    const db = await database(true);
    expect(cardMentionsIn(db, 'can mutavault block the turn it animates').map((m) => m.card)).toEqual(['Mutavault']);
    // "humility" is an English word: as a card, it is written "Humility"
    expect(searchRulesAndRulings(db, { query: 'does humility apply first' }).rulings).toBeUndefined();
    expect(searchRulesAndRulings(db, { query: 'does Humility apply first' }).rulings?.length).toBeGreaterThan(0);
  });

  it('has no rulings for a question that names no card, or without card data', async () => {
    expect(searchRulesAndRulings(await database(true), { query: 'legend rule' }).rulings).toBeUndefined();
    const noCards = searchRulesAndRulings(await database(false), { query: 'Humility and Opalescence' });
    expect(noCards.rulings).toBeUndefined();
  });

  it('searches the rules with a named card’s keywords, not with the words of its name', async () => {
    const db = combatRules();
    const question = 'how much damage does Lethal Damage assign when it blocks';
    const plain = searchRulesAndRulings(db, { query: question });
    expect(plain.results[0]?.number).not.toMatch(/^702\.2/);
    await importLethalDamage(db);
    const withCards = searchRulesAndRulings(db, { query: question });
    expect(withCards.results[0]?.number).toMatch(/^702\.2/);
    expect(withCards.query).toBe(question);
  });

  it('reads a name written for card-fetching bots ("[[Lethal Damage]]") as the card, and without card data not at all', async () => {
    const db = combatRules();
    const ids = (query: string): string[] => searchRulesAndRulings(db, { query }).results.map((r) => r.id);
    // without card data the name's words are no words of the question: it asks what "assign when it blocks" does
    expect(ids('how much damage does [[Lethal Damage]] assign when it blocks')).toEqual(ids('how much damage does assign when it blocks'));
    expect(ids('how much damage does [[Lethal Damage]] assign when it blocks')).not.toEqual(
      ids('how much damage does Lethal Damage assign when it blocks'),
    );
    await importLethalDamage(db);
    // with it, the card's keyword takes the place of the whole reference, brackets too
    expect(ids('how much damage does [[Lethal Damage]] assign when it blocks')[0]).toMatch(/^702\.2/);
  });

  it('reads a face named on its own as that face’s keywords, not its other face’s', async () => {
    // A card of our own with two faces: "Quiet Grove", a creature with deathtouch, and "Lethal Damage", a sorcery.
    const face = (name: string, side: string, text: string, keywords: string[]) => ({
      name: 'Quiet Grove // Lethal Damage',
      faceName: name,
      side,
      layout: 'modal_dfc',
      type: side === 'a' ? 'Creature — Snake' : 'Sorcery',
      manaCost: '{G}',
      manaValue: 1,
      colors: ['G'],
      text,
      keywords,
    });
    const atomic = {
      meta: { date: '2031-01-01' },
      data: {
        'Quiet Grove // Lethal Damage': [
          face('Quiet Grove', 'a', 'Deathtouch', ['Deathtouch']),
          face('Lethal Damage', 'b', 'Draw a card.', []),
        ],
      },
    };
    const db = openDatabase(':memory:');
    importDocument(db, { fileName: 'combat-cr.txt', content: read('rules/combat-cr.txt') });
    expect((await importCardFile(db, { fileName: 'own.json', content: new TextEncoder().encode(JSON.stringify(atomic)) })).ok).toBe(true);
    const top = (query: string) => searchRulesAndRulings(db, { query }).results[0]?.number ?? '';
    expect(top('how much damage does Quiet Grove assign when it blocks')).toMatch(/^702\.2/);
    expect(top('how much damage does Lethal Damage assign when it blocks')).not.toMatch(/^702\.2/);
  });

  it('reads the keyword a named card’s Oracle text grants, not its reminder text, as what the card brings', async () => {
    // A card of our own: "Quiet Fang", an Equipment whose text grants deathtouch (MTGJSON lists only its own Equip).
    const fang = { name: 'Quiet Fang', type: 'Artifact — Equipment', manaCost: '{1}', manaValue: 1, colors: [] };
    const text = (grants: string) => `Equipped creature has ${grants}\nEquip {2}`;
    const atomic = (grants: string) => ({
      meta: { date: '2031-01-01' },
      data: { 'Quiet Fang': [{ ...fang, layout: 'normal', keywords: ['Equip'], text: text(grants) }] },
    });
    const top = async (grants: string) => {
      const db = openDatabase(':memory:');
      importDocument(db, { fileName: 'combat-cr.txt', content: read('rules/combat-cr.txt') });
      const content = new TextEncoder().encode(JSON.stringify(atomic(grants)));
      expect((await importCardFile(db, { fileName: 'own.json', content })).ok).toBe(true);
      return searchRulesAndRulings(db, { query: 'how much damage does my creature with Quiet Fang assign when it blocks' }).results[0]
        ?.number;
    };
    expect(await top('deathtouch.')).toMatch(/^702\.2/);
    expect(await top('reach. (It can block like deathtouch.)')).not.toMatch(/^702\.2/);
  });

  it('does not read a keyword a named card’s Oracle text names only as absent as what the card brings', async () => {
    // A card of our own: "Quiet Quake", a sorcery that spares the creatures that have deathtouch, or those without it.
    const quake = { name: 'Quiet Quake', type: 'Sorcery', manaCost: '{R}', manaValue: 1, colors: ['R'], layout: 'normal', keywords: [] };
    const top = async (spares: string) => {
      const db = openDatabase(':memory:');
      importDocument(db, { fileName: 'combat-cr.txt', content: read('rules/combat-cr.txt') });
      const text = `Quiet Quake deals 1 damage to each creature ${spares}.`;
      const atomic = { meta: { date: '2031-01-01' }, data: { 'Quiet Quake': [{ ...quake, text }] } };
      expect((await importCardFile(db, { fileName: 'own.json', content: new TextEncoder().encode(JSON.stringify(atomic)) })).ok).toBe(true);
      return searchRulesAndRulings(db, { query: 'how much damage does my blocker assign after Quiet Quake' }).results[0]?.number;
    };
    expect(await top('with deathtouch')).toMatch(/^702\.2/);
    expect(await top('without deathtouch')).not.toMatch(/^702\.2/);
  });

  it('reads a named card’s supertypes: two of a legendary card lead to the legend rule', async () => {
    const oak = { name: 'Elder Oak', type: 'Legendary Creature — Treefolk', manaCost: '{G}', manaValue: 1, colors: ['G'], text: '' };
    const atomic = { meta: { date: '2031-01-01' }, data: { 'Elder Oak': [{ ...oak, layout: 'normal', keywords: [] }] } };
    const db = await database(false);
    expect((await importCardFile(db, { fileName: 'own.json', content: new TextEncoder().encode(JSON.stringify(atomic)) })).ok).toBe(true);
    const ids = searchRulesAndRulings(db, { query: 'I have two Elder Oak out', limit: 3 }).results.map((r) => r.id);
    expect(ids).toContain('704.5j');
  });

  it('reads a named card with no keyword or supertype as the CR terms its Oracle text says, and a vanilla one by its name', async () => {
    // Cards of our own: "Elder Treaty", an enchantment whose text names the legend rule; "World Bear", a vanilla creature.
    const card = (name: string, type: string, text: string) => [
      { name, type, text, manaCost: '{G}', manaValue: 1, colors: ['G'], layout: 'normal', keywords: [] },
    ];
    const atomic = {
      meta: { date: '2031-01-01' },
      data: {
        'Elder Treaty': card('Elder Treaty', 'Enchantment', "The legend rule doesn't apply to permanents you control."),
        'World Bear': card('World Bear', 'Creature — Bear', ''),
      },
    };
    const db = await database(false);
    expect((await importCardFile(db, { fileName: 'own.json', content: new TextEncoder().encode(JSON.stringify(atomic)) })).ok).toBe(true);
    const ids = (query: string) => searchRulesAndRulings(db, { query, limit: 3 }).results.map((r) => r.id);
    expect(ids('can I keep both with Elder Treaty')).toContain('704.5j');
    expect(ids('World Bear')).toEqual(searchRules(db, { query: 'World Bear', limit: 3 }).results.map((r) => r.id));
    expect(ids('World Bear')).not.toEqual([]);
  });

  it('reads a named card’s layout as the kind of card the rules say it is: a split card leads to the split-card rules', async () => {
    // A CR and a split card of our own, "Ember // Ash": its halves' texts say damage and destroy, not what a split card is.
    const cr = writtenCr(
      ['1. Game Concepts', '120. Damage', '7. Additional Rules', '701. Keyword Actions', '709. Split Cards'],
      [
        '1. Game Concepts',
        '120. Damage',
        '120.1. Objects can deal damage to creatures, planeswalkers, battles, and players.',
        '120.3. Damage dealt to a creature causes damage to be marked on that creature.',
        '7. Additional Rules',
        '701. Keyword Actions',
        '701.8a To destroy a permanent, move it from the battlefield to its owner’s graveyard.',
        '709. Split Cards',
        '709.1. Split cards have two card faces on a single card.',
        '709.4. In every zone except the stack, the characteristics of a split card are those of its two halves combined.',
      ],
      [
        'Destroy',
        'To move a permanent from the battlefield to its owner’s graveyard. See rule 701.8a.',
        'Split Cards',
        'Cards with two card faces on a single card. See rule 709.',
      ],
    );
    const half = (faceName: string, side: string, type: string, text: string) => ({
      name: 'Ember // Ash',
      faceName,
      side,
      layout: 'split',
      type,
      manaCost: side === 'a' ? '{R}' : '{B}',
      manaValue: 2,
      colors: ['B', 'R'],
      text,
      keywords: [],
    });
    const atomic = {
      meta: { date: '2031-01-01' },
      data: {
        'Ember // Ash': [
          half('Ember', 'a', 'Instant', 'Ember deals 2 damage to any target.'),
          half('Ash', 'b', 'Sorcery', 'Destroy target creature.'),
        ],
      },
    };
    const db = openDatabase(':memory:');
    expect(importDocument(db, { fileName: 'split-cr.txt', content: cr }).ok).toBe(true);
    expect((await importCardFile(db, { fileName: 'own.json', content: new TextEncoder().encode(JSON.stringify(atomic)) })).ok).toBe(true);
    const top = (query: string) => searchRulesAndRulings(db, { query, limit: 3 }).results[0]?.id ?? '';
    expect(top('what color is Ember // Ash in my hand')).toMatch(/^709|^glossary:Split Cards$/);
    expect(top('what color is Ash in my hand')).toMatch(/^709|^glossary:Split Cards$/);
  });

  it('reads a named planeswalker as its card type: damage to it leads to the planeswalker rules', async () => {
    // A CR and a planeswalker of our own, "Vessa Skyward", whose text names no rules term the question could lean on.
    const cr = writtenCr(
      ['1. Game Concepts', '120. Damage', '3. Card Types', '306. Planeswalkers'],
      [
        '1. Game Concepts',
        '120. Damage',
        '120.3. Damage dealt to a creature causes that much damage to be marked on that creature.',
        '3. Card Types',
        '306. Planeswalkers',
        '306.8. Damage dealt to a planeswalker causes that many loyalty counters to be removed from it.',
      ],
      ['Planeswalker', 'A card type. See rule 306, “Planeswalkers.”'],
    );
    const vessa = { name: 'Vessa Skyward', type: 'Legendary Planeswalker — Vessa', manaCost: '{2}{U}', manaValue: 3 };
    const atomic = {
      meta: { date: '2031-01-01' },
      data: { 'Vessa Skyward': [{ ...vessa, colors: ['U'], layout: 'normal', keywords: [], text: '+1: Draw a card.' }] },
    };
    const db = openDatabase(':memory:');
    expect(importDocument(db, { fileName: 'walker-cr.txt', content: cr }).ok).toBe(true);
    const query = 'my opponent dealt 3 damage to Vessa Skyward, what happens';
    expect(searchRulesAndRulings(db, { query, limit: 1 }).results[0]?.id).toBe('120.3');
    expect((await importCardFile(db, { fileName: 'own.json', content: new TextEncoder().encode(JSON.stringify(atomic)) })).ok).toBe(true);
    expect(searchRulesAndRulings(db, { query, limit: 1 }).results[0]?.id).toBe('306.8');
  });

  it("answers a layer question naming a card by the kinds of the card's effects, as the effect reader reads them", async () => {
    const cr = writtenCr(
      ['6. Spells, Abilities, and Effects', '613. Interaction of Continuous Effects'],
      [
        '6. Spells, Abilities, and Effects',
        '613. Interaction of Continuous Effects',
        '613.1. The continuous effects on an object apply in layers, in this order.',
        '613.1b Layer 2: every control-changing effect applies here.',
        '613.1d Layer 4: every type-changing effect applies here.',
        '613.1e Layer 5: every color-changing effect applies here.',
        '613.1f Layer 6: every ability-adding and every ability-removing effect applies here.',
        '613.4b Layer 7b: effects that set power and toughness to a number apply here.',
        '613.4c Layer 7c: effects that modify power and toughness apply here.',
      ],
      [
        'Layer',
        'One step of the order in which continuous effects apply. See rule 613.',
        'Type-Changing Effect',
        'An effect that changes what types an object has. See rule 613.1d.',
      ],
    );
    const db = openDatabase(':memory:');
    expect(importDocument(db, { fileName: 'layers-cr.txt', content: cr }).ok).toBe(true);
    expect((await importCardFile(db, { fileName: 'atomic-mini.json', content: read('cards/atomic-mini.json') })).ok).toBe(true);
    const top = (query: string, count: number) => searchRulesAndRulings(db, { query, limit: count }).results.map((r) => r.id);
    // "Nonbasic lands are Mountains.": a type change
    expect(top('which layer is Blood Moon', 1)).toEqual(['613.1d']);
    expect(top('Which layer is Blood Moon in?', 1)).toEqual(['613.1d']);
    // "… lose all abilities and have base power and toughness 1/1": abilities removed, power and toughness set
    expect(top('what layer does Humility apply in', 3)).toEqual(expect.arrayContaining(['613.1f', '613.4b']));
    // "… is a creature … and has base power and base toughness each equal to its mana value": a type change, and a set
    expect(top('in which layer does Opalescence apply', 3)).toEqual(expect.arrayContaining(['613.1d', '613.4b']));
  });

  it("reads a named card's kind of ability the question speaks of: its trigger on dying, its power defined in every zone", async () => {
    const cr = writtenCr(
      [
        '1. Game Concepts',
        '120. Damage',
        '6. Spells, Abilities, and Effects',
        '603. Handling Triggered Abilities',
        '604. Handling Static Abilities',
      ],
      [
        '1. Game Concepts',
        '120. Damage',
        '120.3. Damage dealt to a creature causes that much damage to be marked on it; a creature dealt lethal damage dies.',
        '208. Creatures',
        '208.1. A creature card has its power and toughness printed in its lower right corner; each creature dealt damage keeps its power.',
        '6. Spells, Abilities, and Effects',
        '603. Handling Triggered Abilities',
        '603.1. A triggered ability begins with "when," "whenever," or "at."',
        '603.6c Leaves-the-battlefield abilities trigger when a permanent moves from the battlefield to another zone.',
        '603.10a Leaves-the-battlefield abilities look back in time: each creature that left the battlefield at the same time is seen.',
        '604. Handling Static Abilities',
        '604.3. Characteristic-defining abilities define an object’s power, toughness, colors or subtypes, and function in all zones.',
      ],
      [
        'Characteristic-Defining Ability',
        'A kind of static ability that conveys information about an object’s characteristics. See rule 604.3.',
        'Leaves-the-Battlefield Ability',
        'An ability that triggers when a permanent leaves the battlefield. See rule 603.6c.',
        'Power',
        'A number printed on a creature card. See rule 208.1.',
        'Toughness',
        'A number printed on a creature card. See rule 208.1.',
        'Triggered Ability',
        'An ability that begins with "when," "whenever," or "at." See rule 603.',
      ],
    );
    const creature = (name: string, text: string) => [
      { name, type: 'Creature — Spirit', manaCost: '{2}{B}', manaValue: 3, colors: ['B'], layout: 'normal', keywords: [], text },
    ];
    const atomic = {
      meta: { date: '2031-01-01' },
      data: {
        'Grave Chorister': creature('Grave Chorister', 'Whenever another creature dies, you gain 1 life.'),
        'Hollow Colossus': creature(
          'Hollow Colossus',
          "Hollow Colossus's power and toughness are each equal to the number of cards in your hand.",
        ),
      },
    };
    const db = openDatabase(':memory:');
    expect(importDocument(db, { fileName: 'abilities-cr.txt', content: cr }).ok).toBe(true);
    expect((await importCardFile(db, { fileName: 'own.json', content: new TextEncoder().encode(JSON.stringify(atomic)) })).ok).toBe(true);
    const top = (query: string, count: number) => searchRulesAndRulings(db, { query, limit: count }).results.map((r) => r.id);
    // its trigger on dying is a leaves-the-battlefield ability: those rules first, not damage's or the creature's
    expect(top('My board died to a wipe. Does Grave Chorister trigger for each creature that died with it?', 2).sort()).toEqual([
      '603.10a',
      '603.6c',
    ]);
    // its power is defined by a characteristic-defining ability, which functions in every zone
    expect(top('What is the power of Hollow Colossus while it is in my graveyard?', 1)).toEqual(['604.3']);
    // a question not about its power brings neither that ability nor its text's words: the power rule (208.1) is not
    // what decides whether it dies
    expect(top('Does Hollow Colossus die to damage?', 2)).toContain('120.3');
    expect(top('Does Hollow Colossus die to damage?', 2)).not.toContain('208.1');
  });

  it('keeps the rules results as plain search gives them', async () => {
    const db = await database(true);
    const response = searchRulesAndRulings(db, { query: '704.5j' });
    expect(response.results[0]?.number).toBe('704.5j');
    expect(searchRulesAndRulings(db, { query: '   ' }).rulings).toBeUndefined();
  });
});
