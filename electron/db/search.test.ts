import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markEnd, markStart } from '../../core/search/snippet.ts';
import { stemKey, underRule } from '../../core/search/terms.ts';
import { describeShared } from '../../test/support/shared.ts';
import { realCrDatabase } from '../../test/support/searchChecks.ts';
import { labeledQueries, plainQuestions } from '../../test/corpus/labeled-queries.ts';
import { termsOf } from './searchTerms.ts';
import { importDocument, listSources, openDatabase, readRule, removeSource, searchRules } from './service.ts';

const miniCr = readFileSync(join(import.meta.dirname, '../../test/fixtures/rules/mini-cr.txt'), 'utf8');
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const ids = (db: ReturnType<typeof openDatabase>, query: string, limit = 10): string[] =>
  searchRules(db, { query, limit }).results.map((r) => r.id);

describe('searchRules on a small CR of our own', () => {
  const db = openDatabase(':memory:');
  importDocument(db, { fileName: 'mini-cr.txt', content: encode(miniCr) });

  it('puts the exact rule first for every way of writing its number', () => {
    for (const q of ['704.5j', '704.5j.', 'CR 704.5j', 'rule 704.5j', '704.5j-']) expect(ids(db, q)[0]).toBe('704.5j');
  });

  it('reads an English word the rules never use as itself, not as the rules word a letter off', () => {
    expect(ids(db, 'uniqe')).toEqual(ids(db, 'unique'));
    expect(ids(db, 'unique')).not.toEqual([]);
    expect(ids(db, 'antique')).toEqual([]);
    expect(ids(db, 'agility')).toEqual([]);
  });

  it('answers a number no rule has with the nearest rule above it and its subrules, and says so', () => {
    const letter = searchRules(db, { query: '704.5z' });
    expect(letter.results.map((r) => r.id)).toEqual(['704.5', '704.5j', '704.5k', '704.5m']);
    expect(letter.message).toBe('No rule 704.5z in the imported rules; 704.5 is the nearest above it.');
    expect(ids(db, '704.99')[0]).toBe('704');
    // a range whose letters run past its rules' lists those that exist, and no stand-in
    const range = searchRules(db, { query: '704.5k-n' });
    expect([range.results.map((r) => r.id), range.message]).toEqual([['704.5k', '704.5m'], undefined]);
    const none = searchRules(db, { query: '999.1' });
    expect([none.results, none.message]).toEqual([[], 'No rule or glossary entry matches.']);
  });

  it('lists a rule’s subrules after it, and 704.5 never matches 704.50', () => {
    const withFifty = miniCr.replace('704.6 Some', '704.50. A made-up rule to test numbers.\n\n704.6 Some').replace('2031', '2035');
    const db2 = openDatabase(':memory:');
    importDocument(db2, { fileName: 'fifty.txt', content: encode(withFifty) });
    expect(ids(db2, '704.5')).toEqual(['704.5', '704.5j', '704.5k', '704.5m']);
    expect(ids(db2, '704.50')[0]).toBe('704.50');
  });

  it(
    'variant rules come after the rules of every game unless the query names the variant; a count said beside its word comes ' + 'first',
    () => {
      const withVariant = miniCr
        .replace(
          '\nGlossary\n\nAbility',
          '\n704.5n If a player has ten or more poison counters, that player loses the game.\n\n9. Casual Variants\n\n904. ' +
            'Archenemy\n\n904.13c Poison counters are not shared. If the archenemy has ten or more poison counters, they lose the game, ' +
            'and ten or more poison counters on one of their poisoned teammates does not make the team lose.\n\n\nGlossary\n\nAbility',
        )
        .replace(
          '704.5m If an Aura is attached',
          '704.5f If a creature has toughness 0 or less, it is put into its owner’s graveyard.\n\n704.5g If a creature somehow has 0 ' +
            'power, its toughness is unchanged, and that creature is not put anywhere by this rule.\n\n704.5m If an Aura is attached',
        );
      const db2 = openDatabase(':memory:');
      importDocument(db2, { fileName: 'variant.txt', content: encode(withVariant) });
      expect(ids(db2, 'ten poison counters', 2)).toEqual(['704.5n', '904.13c']);
      const archenemy = ids(db2, 'archenemy poison counters', 10);
      expect(archenemy.indexOf('904.13c')).toBeLessThan(archenemy.indexOf('704.5n'));
      expect(ids(db2, 'creature with 0 toughness', 1)).toEqual(['704.5f']);
    },
  );

  it('reads a state by its opposite form: "a tapped creature" meets "must be untapped"', () => {
    const withTapped = miniCr.replace(
      '100.1b A multiplayer',
      '100.1c The chosen blocking creatures must be untapped.\n\n100.1e A creature blocks in combat.\n\n100.1b A multiplayer',
    );
    const db2 = openDatabase(':memory:');
    importDocument(db2, { fileName: 'tapped.txt', content: encode(withTapped) });
    expect(ids(db2, 'can a tapped creature block', 1)).toEqual(['100.1c']);
  });

  it("a term's definition brings the rules it points to right after it, though their text lacks the word", () => {
    const found = ids(db, 'bury', 3);
    expect(found[1]).toBe('704.5j'); // "Bury (Obsolete) … See rule 704.5j."; 704.5j never says "bury"
    expect(found[0]).toMatch(/^glossary:Bury/);
  });

  it('finds glossary terms and slang, with the right shape of result', () => {
    const response = searchRules(db, { query: 'legend rule' });
    expect(
      response.results
        .slice(0, 2)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['704.5j', 'glossary:Legend Rule']);
    const rule = response.results.find((r) => r.id === '704.5j')!;
    expect(rule).toMatchObject({
      number: '704.5j',
      kind: 'rule',
      breadcrumb: ['7. Additional Rules', '704. State-Based Actions', '704.5. The state-based actions are as follows:', '704.5j'],
      source: { title: 'Magic: The Gathering Comprehensive Rules', effectiveDate: '2031-03-03' },
    });
    expect(rule.snippet).toContain(`${markStart}legend${markEnd}`);
    expect(typeof response.elapsedMs).toBe('number');
  });

  it('finds misspelt words, words in any order, quoted phrases and plain questions', () => {
    expect(ids(db, 'legndary permanents')).toContain('704.5j');
    expect(ids(db, 'graveyard legendary same name')[0]).toBe('704.5j');
    expect(ids(db, '"shortest time"')).toEqual(['704.5k']);
    expect(ids(db, '"time shortest"')).toEqual([]);
    // quoted in a question, a card's words are read as words too, though no rule says them word for word
    expect(ids(db, 'my card says "an Aura on an illegal creature goes away", when does that happen')[0]).toBe('704.5m');
    expect(ids(db, 'which rule decides "two legendary permanents named alike"')[0]).toBe('704.5j');
    expect(ids(db, 'what happens when an aura is attached to an illegal object?')[0]).toBe('704.5m');
  });

  it('shows the breadcrumbs of what is imported now after a source is removed and its id reused', () => {
    const db2 = openDatabase(':memory:');
    importDocument(db2, { fileName: 'mini-cr.txt', content: encode(miniCr) });
    expect(searchRules(db2, { query: '704.5j' }).results[0]!.breadcrumb[0]).toBe('7. Additional Rules');
    removeSource(db2, listSources(db2)[0]!.id);
    const renamed = miniCr.replace(/^7\. Additional Rules$/gm, '7. Further Rules');
    const again = importDocument(db2, { fileName: 'renamed.txt', content: encode(renamed) });
    expect(again.ok && again.value.source.id).toBe(1);
    expect(searchRules(db2, { query: '704.5j' }).results[0]!.breadcrumb[0]).toBe('7. Further Rules');
  });

  it('searches the newest CR imported since the last search first, and names a reused id by what it holds now', () => {
    const db2 = openDatabase(':memory:');
    importDocument(db2, { fileName: 'mini-cr.txt', content: encode(miniCr) });
    const firstSource = () => searchRules(db2, { query: 'legend rule' }).results[0]!.source.effectiveDate;
    expect(firstSource()).toBe('2031-03-03');
    importDocument(db2, { fileName: 'newer.txt', content: encode(miniCr.replace('2031', '2035')) });
    expect(firstSource()).toBe('2035-03-03');
    for (const { id } of listSources(db2)) removeSource(db2, id);
    importDocument(db2, { fileName: 'older.txt', content: encode(miniCr.replace('2031', '2029')) });
    expect(firstSource()).toBe('2029-03-03');
  });

  it("reads a term's rules as imported now after a source is removed and its id reused", () => {
    const db2 = openDatabase(':memory:');
    importDocument(db2, { fileName: 'mini-cr.txt', content: encode(miniCr) });
    const legendRule = () => searchRules(db2, { query: 'legend rule' }).results.find((r) => r.id === '704.5j');
    expect(legendRule()?.title).not.toContain('changed');
    removeSource(db2, listSources(db2)[0]!.id);
    const changed = miniCr.replace('If two or more legendary permanents', 'As changed, if two or more legendary permanents');
    importDocument(db2, { fileName: 'changed.txt', content: encode(changed) });
    expect(legendRule()?.title).toContain('As changed');
  });

  it('answers with a plain message for empty input and nothing found', () => {
    expect(searchRules(db, { query: '   ' })).toMatchObject({ results: [], message: expect.stringMatching(/Type a rule number/) });
    expect(searchRules(db, { query: 'xylophone' })).toMatchObject({ results: [], message: expect.stringMatching(/No rule/) });
    expect(searchRules(db, { query: 'legend', sourceId: 999 })).toMatchObject({ results: [], message: 'There is no source 999.' });
    expect(searchRules(openDatabase(':memory:'), { query: 'legend' }).message).toMatch(/Nothing is imported/);
  });

  it('never throws on hostile input and never changes the database', () => {
    const hostile = [
      'AND OR NOT',
      'NEAR(a b)',
      '"unbalanced',
      'col:value',
      '*',
      '^start',
      "'; DROP TABLE rules; --",
      '🙂🐉',
      'x'.repeat(10_000),
      '(((',
      '\u0000',
    ];
    for (const q of hostile) expect(() => searchRules(db, { query: q })).not.toThrow();
    expect(searchRules(db, { query: 'x'.repeat(10_000) }).message).toMatch(/up to 500 characters were read/);
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 100 })),
        fc.integer({ min: -5, max: 500 }),
        (query, limit) => {
          const response = searchRules(db, { query, limit });
          expect(response.results.length).toBeLessThanOrEqual(Math.max(1, limit));
          expect(response.message ?? '').not.toMatch(/could not be run/);
        },
      ),
      { numRuns: 300 },
    );
    expect(readRule(db, '704.5j')).not.toBeNull();
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});

describe('searchRules reads judge vocabulary through the glossary of the imported CR', () => {
  // Terms and rule numbers of our own: the thesaurus names terms ("Double-Faced Cards"), this CR's glossary says
  // where they are ruled, and rules that merely say the words often must not outrank the definition.
  const withTerms = miniCr
    .replace(
      '\nGlossary\n\nAbility',
      '\n705. Entering and Leaving\n\n705.1. An enters-the-battlefield ability triggers when a permanent enters the battlefield.\n\n' +
        '705.2 A permanent that enters the battlefield tapped enters the battlefield as it is; a card that enters the battlefield ' +
        'from a graveyard enters the battlefield as a new object.\n\n' +
        '706. Information\n\n706.1. If an object left its zone, the game uses its last known information: its state as it last ' +
        'existed in that zone.\n\n706.2 Information about a card face is read from the face that is up.\n\n' +
        '711. Double-Faced Cards\n\n711.1. A double-faced card has a card face on each side. Modal double-faced cards and ' +
        'transforming double-faced cards are two kinds.\n\n711.2 A face of a card that is down shows its other face.\n\n' +
        '\nGlossary\n\nAbility',
    )
    .replace(
      '\nLegend Rule\n',
      '\nDouble-Faced Cards\nCards with a card face on each side. See rule 711.\n\nEnters the Battlefield\nA permanent ' +
        'enters the battlefield when it is put onto it. See rule 705.1.\n\nLast Known Information\nInformation about an ' +
        'object no longer in its zone. See rule 706.1.\n\nLegend Rule\n',
    );
  const db = openDatabase(':memory:');
  const imported = importDocument(db, { fileName: 'terms.txt', content: encode(withTerms) });

  it.each([
    { query: 'DFC', glossary: 'glossary:Double-Faced Cards', rule: '711' },
    { query: 'mdfc', glossary: 'glossary:Double-Faced Cards', rule: '711' },
    { query: 'ETB', glossary: 'glossary:Enters the Battlefield', rule: '705.1' },
    { query: 'etb', glossary: 'glossary:Enters the Battlefield', rule: '705.1' },
    { query: 'lki', glossary: 'glossary:Last Known Information', rule: '706.1' },
    { query: 'comes into play', glossary: 'glossary:Enters the Battlefield', rule: '705.1' },
    { query: 'CIP', glossary: 'glossary:Enters the Battlefield', rule: '705.1' },
  ])('"$query" puts its term\'s definition or the rule it cites first', ({ query, glossary, rule }) => {
    expect(imported.ok).toBe(true);
    const found = ids(db, query, 3);
    expect(found[0] === glossary || underRule(found[0]!, rule), found.join(' ')).toBe(true);
    expect(found, found.join(' ')).toEqual(expect.arrayContaining([glossary, rule]));
  });
});

describe('searchRules with several sources holding the same rule numbers', () => {
  const fixture = (name: string): Uint8Array => readFileSync(join(import.meta.dirname, '../../test/fixtures/rules', name));
  const db = openDatabase(':memory:');
  // The rule page (704 and 704.5j, its own wording) and two articles (both numbered §1, §1.1, …) beside the CR.
  const page = importDocument(db, { fileName: 'rule-page.md', content: fixture('rule-page.md') });
  importDocument(db, { fileName: 'mini-cr.txt', content: encode(miniCr) });
  importDocument(db, { fileName: 'article.txt', content: fixture('article.txt') });
  const otherArticle = new TextDecoder()
    .decode(fixture('article.txt'))
    .replace(/creature/g, 'creature card')
    .replace(/\n\n/, '\n\nA second copy for this test, about the type line of a card.\n\n');
  importDocument(db, { fileName: 'article-2.txt', content: encode(otherArticle) });
  const pageId = page.ok ? page.value.source.id : -1;

  it('gives one result per rule number, from the CR, whatever the query', () => {
    for (const query of ['704.5j', 'legend rule', 'legendary permanents same name', '704']) {
      const results = searchRules(db, { query, limit: 50 }).results;
      const numbered = results.filter((r) => r.number !== null && /^\d/.test(r.number));
      expect(new Set(numbered.map((r) => r.id)).size, query).toBe(numbered.length);
      const legend = results.find((r) => r.id === '704.5j');
      if (legend) expect(legend.source.effectiveDate, query).toBe('2031-03-03');
    }
  });

  it('still finds the other source’s entry when asked for that source', () => {
    const results = searchRules(db, { query: '704.5j', sourceId: pageId }).results;
    expect(results.map((r) => [r.id, r.source.id])).toEqual([['704.5j', pageId]]);
  });

  it('finds a guide\'s own section by its number, "2.1", "§2.1" or "IPG 2.1", with its paragraphs', () => {
    const withGuide = openDatabase(':memory:');
    for (const name of ['article.txt', 'penalty-guide.md'])
      expect(importDocument(withGuide, { fileName: name, content: fixture(name) }).ok).toBe(true);
    importDocument(withGuide, { fileName: 'mini-cr.txt', content: encode(miniCr) });
    for (const query of ['2.1', '§2.1', 'IPG 2.1']) {
      const results = searchRules(withGuide, { query, limit: 5 }).results;
      expect(results[0], query).toMatchObject({ id: '§2.1', title: expect.stringContaining('Forgotten Trigger') });
      expect(
        results.slice(1).every((r) => r.id.startsWith('§2.1 ¶')),
        query,
      ).toBe(true);
    }
    expect(ids(withGuide, 'forgotten trigger')[0]).toBe('§2.1');
  });

  it('answers an IPG abbreviation no document searched says with a note, not with rules that share its words', () => {
    const hidden = searchRules(db, { query: 'HCE', limit: 5 });
    expect(hidden.results).toEqual([]);
    expect(hidden.message).toContain('HCE (Hidden Card Error), a term of the Infraction Procedure Guide, is in no document searched');
    // a question saying more keeps its results, with the note
    const asked = searchRules(db, { query: 'is a legendary permanent a HCE', limit: 5 });
    expect(asked.results.length).toBeGreaterThan(0);
    expect(asked.message).toContain('HCE (Hidden Card Error)');
    // once a guide says it, it is found there, and no note
    const withGuide = openDatabase(':memory:');
    importDocument(withGuide, { fileName: 'mini-cr.txt', content: encode(miniCr) });
    const guide = new TextDecoder().decode(fixture('penalty-guide.md')).replaceAll('Wrong Card Drawn', 'Hidden Card Error');
    expect(importDocument(withGuide, { fileName: 'penalty-guide.md', content: encode(guide) }).ok).toBe(true);
    const found = searchRules(withGuide, { query: 'HCE', limit: 5 });
    expect(found.results[0]).toMatchObject({ id: '§2.2', title: expect.stringContaining('Hidden Card Error') });
    expect(found.message).toBeUndefined();
  });

  it('keeps article paragraphs with the same § number apart: they are different texts', () => {
    const results = searchRules(db, { query: 'legendary permanents graveyard', limit: 50 }).results.filter((r) => r.id.startsWith('§'));
    expect(new Set(results.map((r) => r.source.id)).size).toBe(2);
  });
});

describe('searchRules ranking of questions with several concepts', () => {
  const db = openDatabase(':memory:');
  const combatCr = readFileSync(join(import.meta.dirname, '../../test/fixtures/rules/combat-cr.txt'));
  importDocument(db, { fileName: 'combat-cr.txt', content: combatCr });

  it("puts each keyword's own rules in the top 3 for a keyword pair, and the rule that speaks of both near them", () => {
    const family = (found: readonly string[], rule: string): boolean => found.some((id) => underRule(id, rule));
    for (const query of ['trample deathtouch', 'deathtouch trample', 'deathtouch and trample', 'deathtouch trample damage assignment']) {
      const top3 = ids(db, query, 3);
      expect(family(top3, '702.2'), `${query}: ${top3.join(' ')}`).toBe(true);
      expect(family(top3, '702.19'), `${query}: ${top3.join(' ')}`).toBe(true);
    }
    // 702.2c holds deathtouch, damage and assigning: the rule combining them, above rules that hold one of them
    const found = ids(db, 'deathtouch trample damage assignment', 20);
    expect(found.indexOf('702.2c')).toBeLessThan(5);
    expect(found.indexOf('702.2c')).toBeLessThan(found.indexOf('702.2a'));
    expect(found.indexOf('702.19b')).toBeLessThan(found.indexOf('702.19d'));
  });

  it('finds a keyword through a misspelling', () => {
    expect(ids(db, 'trampel', 1)[0]).toMatch(/^(?:702\.19|glossary:Trample)/);
    expect(ids(db, 'deathtuch', 1)[0]).toMatch(/^(?:702\.2|glossary:Deathtouch)/);
    expect(ids(db, 'deathtuch trampel', 3)).toEqual(ids(db, 'deathtouch trample', 3));
  });

  it('lists glossary definitions after rules holding as many concepts, but keeps them first for one term', () => {
    const found = ids(db, 'trample damage', 20);
    expect(found.indexOf('glossary:Trample')).toBeGreaterThan(found.indexOf('702.19b'));
    for (const [keyword, rule] of [
      ['trample', '702.19'],
      ['deathtouch', '702.2'],
    ] as const) {
      const top3 = ids(db, keyword, 3);
      expect(
        [rule, `glossary:${keyword[0]!.toUpperCase()}${keyword.slice(1)}`].every((id) => top3.includes(id)),
        top3.join(' '),
      ).toBe(true);
      expect(top3[0] === rule || top3[0]!.startsWith('glossary:'), top3.join(' ')).toBe(true);
    }
  });

  it('ranks the same whatever the limit', () => {
    const all = ids(db, 'deathtouch trample damage assignment', 20);
    for (const limit of [1, 3, 5]) expect(ids(db, 'deathtouch trample damage assignment', limit)).toEqual(all.slice(0, limit));
  });
});

describeShared('searchRules on the real CRs', () => {
  const db = realCrDatabase();

  it('searches the newest CR unless asked for another', () => {
    expect(searchRules(db, { query: 'kindred' }).results[0]!.source.effectiveDate).toBe('2026-04-17');
    const old = listSources(db).find((s) => s.effectiveDate === '2024-03-08')!;
    const results = searchRules(db, { query: 'tribal', sourceId: old.id }).results;
    expect(results.every((r) => r.source.id === old.id)).toBe(true);
    expect(results.map((r) => r.id)).toContain('glossary:Tribal');
  });

  /** Evergreen keywords, and each one's own rule in the April 2026 CR. */
  const evergreenKeywords = (): { keywords: string[]; ruleOf: (keyword: string) => string } => {
    const newest = listSources(db).find((s) => s.effectiveDate === '2026-04-17')!;
    const terms = termsOf(db, newest.id);
    return {
      keywords: [
        'deathtouch',
        'trample',
        'double strike',
        'first strike',
        'lifelink',
        'flying',
        'reach',
        'menace',
        'vigilance',
        'protection',
      ],
      ruleOf: (keyword) => terms.byKey.get(stemKey(keyword))!.rules.find((r) => /^\d+\.\d+$/.test(r))!,
    };
  };

  it("puts each keyword's own rule in the top 3 for every pair of evergreen keywords, in either order, with 'and', 'vs' or nothing", () => {
    const { keywords, ruleOf } = evergreenKeywords();
    const misses: string[] = [];
    for (const a of keywords)
      for (const b of keywords) {
        if (a === b) continue;
        for (const query of [`${a} ${b}`, `${a} and ${b}`, `${a} vs ${b}`]) {
          const top3 = ids(db, query, 3);
          const has = (k: string): boolean => top3.some((id) => underRule(id, ruleOf(k)) || id.toLowerCase() === `glossary:${k}`);
          if (!has(a) || !has(b)) misses.push(`${query}: ${top3.join(' ')}`);
        }
      }
    expect(misses).toEqual([]);
  });

  it("puts each keyword's own rule in the top 3 for every list of three evergreen keywords", () => {
    const { keywords, ruleOf } = evergreenKeywords();
    const misses: string[] = [];
    for (const [i, a] of keywords.entries())
      for (const [j, b] of keywords.slice(i + 1).entries())
        for (const c of keywords.slice(i + j + 2)) {
          for (const query of [`${a} ${b} ${c}`, `${c}, ${a} and ${b}`]) {
            const top3 = ids(db, query, 3);
            if (![a, b, c].every((k) => top3.some((id) => underRule(id, ruleOf(k))))) misses.push(`${query}: ${top3.join(' ')}`);
          }
        }
    expect(misses).toEqual([]);
  });

  it('lets no stop word or question word decide: wrapping a query in them keeps its top 3', () => {
    const changed: string[] = [];
    for (const { query } of [...plainQuestions, ...labeledQueries]) {
      const top3 = ids(db, query, 3).join(' ');
      // asking for an explanation is asking what it is ("explain layers", "definition of trample")
      for (const wrapped of [
        `what is the ${query}`,
        `so ${query} then?`,
        `${query} of the`,
        `explain ${query}`,
        `definition of ${query}`,
        `whats ${query}`,
        // another form of a stop word, which the rules never write (beside a rule number it is a word of the look-up)
        ...(/\d/.test(query) ? [] : [`rulings on ${query}`]),
      ]) {
        const again = ids(db, wrapped, 3).join(' ');
        if (again !== top3) changed.push(`${wrapped}: ${again} ≠ ${top3}`);
      }
    }
    expect(changed).toEqual([]);
  });

  it('702.6 lists 702.6 and its subrules, never 702.60', () => {
    const found = ids(db, '702.6', 50);
    expect(found[0]).toBe('702.6');
    expect(found.every((id) => id === '702.6' || /^702\.6[a-z]$/.test(id))).toBe(true);
  });

  it('answers at least as many of the plain questions as when they were written down (7 first, 15 in the top 3 of 27)', () => {
    const top3 = plainQuestions.map((l) => ids(db, l.query, 3));
    const hit1 = plainQuestions.filter((l, i) => l.expected.includes(top3[i]![0] ?? '')).map((l) => l.query);
    const hit3 = plainQuestions.filter((l, i) => top3[i]!.some((id) => l.expected.includes(id)));
    expect(hit1.length, hit1.join(' | ')).toBeGreaterThanOrEqual(7);
    expect(hit3.length).toBeGreaterThanOrEqual(15);
  });

  it('ranks a keyword\'s own rule first for a question naming it, though bm25 prefers other rules ("defender" ~ "defending")', () => {
    expect(ids(db, 'can a creature with defender attack', 1)).toEqual(['702.3b']);
    expect(ids(db, 'can a creature with defender attack', 20)[0]).toBe('702.3b');
  });

  it("puts a keyword's own rule or its definition first and both in the top 3, before other definitions that mention it", () => {
    for (const [keyword, rule] of [
      ['ward', '702.21'],
      ['morph', '702.37'],
    ] as const) {
      const top3 = ids(db, keyword, 3);
      const glossary = `glossary:${keyword[0]!.toUpperCase()}${keyword.slice(1)}`;
      expect(
        [rule, glossary].every((id) => top3.includes(id)),
        top3.join(' '),
      ).toBe(true);
      expect([rule, glossary], top3.join(' ')).toContain(top3[0]);
    }
  });

  it('answers how deathtouch and trample assign damage with 702.2c, then the trample rule 702.19b', () => {
    const found = ids(db, 'deathtouch trample damage assignment', 10);
    expect(found[0]).toBe('702.2c');
    expect(found).toContain('702.19b');
  });
});
