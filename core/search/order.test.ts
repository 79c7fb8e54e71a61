import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './analyze.ts';
import { rankCandidates, weightsFor } from './order.ts';
import type { CandidateRow } from './rank.ts';
import { buildTerms } from './terms.ts';
import { fittedPostWeights, fittedWeights } from './weights.ts';
import { corpus, corpusGlossary, row } from '../../test/support/candidates.ts';

describe('rankCandidates', () => {
  it('puts numbers written in the query first, in their order, and one result per rule number', () => {
    const a = analyzeQuery('704.5j trample', corpus);
    const ranked = rankCandidates(
      a,
      [row('702.19', 'Trample'), row('704.5j', 'Legend rule.', { exact: 0 }), row('702.19', 'Trample', { sourceRank: 1, bm25: 50 })],
      10,
    );
    expect(ranked.map((r) => r.row.number)).toEqual(['704.5j', '702.19']);
    expect(ranked[1]!.row.sourceRank).toBe(0);
    expect(rankCandidates(a, [], 10)).toEqual([]);
  });

  it("puts each keyword's own rule of a keyword list first, before a rule listing them all, whatever their scores", () => {
    const lifelink = { id: 3, term: 'Lifelink', senses: 'See rule 702.15.', cites: ['702.15'] };
    const terms = buildTerms({ glossary: [...corpusGlossary, lifelink], titles: [] });
    const uses = (w: string): number => ({ trample: 25, deathtouch: 20, lifelink: 20, counters: 200, giving: 100 })[w] ?? 0;
    const list = row('122.1b', 'Keyword counters: a counter gives deathtouch, lifelink, trample or another keyword.', { bm25: 50 });
    const candidates = [list, row('702.19', 'Trample'), row('702.2', 'Deathtouch'), row('702.15', 'Lifelink')];
    const ranked = rankCandidates(analyzeQuery('deathtouch, trample and lifelink', { ...corpus, terms, uses }), candidates, 10);
    expect(
      ranked
        .slice(0, 3)
        .map((r) => r.row.number)
        .sort(),
    ).toEqual(['702.15', '702.19', '702.2']);
    // a question around the keywords is ranked by score alone
    const asked = rankCandidates(analyzeQuery('counters giving deathtouch trample lifelink', { ...corpus, terms, uses }), candidates, 10);
    expect(asked[0]!.row.number).toBe('122.1b');
  });

  it('puts first the definition of the term whose meaning the question asks ("counts as"), over better-scored rules', () => {
    const terms = buildTerms({
      glossary: [
        { id: 1, term: 'Dies', senses: 'See rule 700.4.', cites: ['700.4'] },
        { id: 2, term: 'Exile', senses: 'See rule 406.', cites: ['406'] },
      ],
      titles: [],
    });
    const candidates = [
      row('406.3', 'Exiled cards are kept face up in the exile zone.', { bm25: 50 }),
      row('700.4', 'The term dies means is put into a graveyard from the battlefield.', { bm25: 1 }),
    ];
    const first = (query: string): string | null =>
      rankCandidates(analyzeQuery(query, { ...corpus, terms }), candidates, 10)[0]!.row.number;
    expect(first('does exile count as dying')).toBe('700.4');
    expect(first('does exile kill it, so it dies')).toBe('406.3');
  });

  it('puts before the definition a rule saying whether the thing asked about counts as the term', () => {
    const terms = buildTerms({
      glossary: [
        { id: 1, term: 'Card', senses: 'See rule 108.', cites: ['108'] },
        { id: 2, term: 'Token', senses: 'See rule 111.', cites: ['111'] },
      ],
      titles: [],
    });
    const candidates = [
      row('108.1', 'A card is a Magic card.', { bm25: 50 }),
      row('111.6', 'A token is subject to anything that affects permanents. A token isn’t a card.', { bm25: 1 }),
      row('111.1', 'A token is a marker; a token is put onto the battlefield.', { bm25: 10 }),
    ];
    const ranked = (query: string): (string | null)[] =>
      rankCandidates(analyzeQuery(query, { ...corpus, terms }), candidates, 10).map((r) => r.row.number);
    expect(ranked('does a token count as a card').slice(0, 2)).toEqual(['111.6', '108.1']);
    // asked of something the rules say nothing of: the definition first
    expect(ranked('does an emblem count as a card')[0]).toBe('108.1');
  });

  it('puts first the rule defining each term a question compares ("vs", "the difference between"), a heading\'s first rule too', () => {
    const glossary = [
      { id: 11, term: 'Spell', senses: 'A card on the stack. See rule 112.', cites: ['112'] },
      { id: 12, term: 'Ability', senses: 'Text on an object. See rule 113.', cites: ['113'] },
    ];
    const terms = buildTerms({ glossary, titles: [] });
    const uses = (w: string): number => ({ spell: 300, ability: 300, abilities: 300, resolve: 50, difference: 40, between: 200 })[w] ?? 0;
    const candidates = [
      row('608.1', 'A spell or ability on the stack resolves, and each ability of a spell resolves.', { bm25: 50 }),
      row('112', 'Spells'),
      row('112.1', 'A spell is a card on the stack.'),
      row('113', 'Abilities'),
      row('113.1', 'An ability can be one of three things.'),
    ];
    const top = (query: string): (string | null)[] =>
      rankCandidates(analyzeQuery(query, { ...corpus, terms, uses }), candidates, 10)
        .slice(0, 2)
        .map((r) => r.row.number)
        .sort();
    expect(top('spell vs ability')).toEqual(['112.1', '113.1']);
    expect(top('what is the difference between a spell and an ability')).toEqual(['112.1', '113.1']);
    // named together without comparing them, they are ranked by score
    expect(top('spell ability')).toContain('608.1');
  });

  it("puts a term's first rule before the numbered heading that only names it, whatever their scores", () => {
    const terms = buildTerms({ glossary: [{ id: 7, term: 'Monarch', senses: 'See rule 725.', cites: ['725'] }], titles: [] });
    const a = analyzeQuery('monarch', { ...corpus, terms });
    const ranked = rankCandidates(
      a,
      [row('725', 'The Monarch', { bm25: 50 }), row('725.1', 'The monarch is a designation a player can have.', { bm25: 1 })],
      10,
    );
    expect(ranked.map((r) => r.row.number)).toEqual(['725.1', '725']);
  });

  it('puts first the definition of the term a question asks what it is or does, kind nouns beside it or not', () => {
    const terms = buildTerms({ glossary: [{ id: 7, term: 'Exploit', senses: 'See rule 702.110.', cites: ['702.110'] }], titles: [] });
    const candidates = [
      row('702.110', 'Exploit', { bm25: 1 }),
      row('702.110a', 'Exploit is a triggered ability.', { bm25: 1 }),
      row('207.2c', 'An ability word such as exploit mechanic names no rules: each mechanic has its own.', { bm25: 50 }),
    ];
    const uses = (w: string): number => ({ exploit: 10, mechanic: 40, named: 100, ability: 500, word: 300 })[w] ?? 0;
    const first = (query: string): string | null =>
      rankCandidates(analyzeQuery(query, { ...corpus, terms, uses }), candidates, 10)[0]!.row.number;
    for (const query of ['what is the exploit mechanic', 'what does the exploit mechanic do', 'how does the exploit mechanic work'])
      expect(first(query), query).toMatch(/^702\.110/);
    // the term is not the thing asked when the question goes on to ask of something else
    expect(first('what is the exploit mechanic named such as an ability word')).toBe('207.2c');
  });

  it('for a term the glossary sends to a wider heading, ranks first the rule under it that first names the term', () => {
    const terms = buildTerms({
      glossary: [{ id: 8, term: 'Additional Cost', senses: 'See rule 118, "Costs."', cites: ['118'] }],
      titles: [],
    });
    const a = analyzeQuery('additional cost', { ...corpus, terms, uses: (w) => ({ additional: 40, cost: 300 })[w] ?? 0 });
    const heading = row('118', 'Costs', { bm25: 20 });
    const first = row('118.1', 'A cost is an action or payment.', { bm25: 0 });
    const naming = row('118.8', 'Some spells have additional costs. An additional cost is paid with the mana cost.', { bm25: 0 });
    const later = row('118.9', 'An alternative cost is not an additional cost.', { bm25: 30 });
    const elsewhere = row('601.2f', 'The total cost is the mana cost plus additional costs.', { bm25: 40 });
    const ranked = rankCandidates(a, [elsewhere, later, heading, first, naming], 10).map((r) => r.row.number);
    expect(ranked.slice(0, 2)).toEqual(['118.8', '118.1']);
    expect(ranked.indexOf('118.9')).toBeGreaterThan(ranked.indexOf('118'));
    // Of the rules naming the term, the one whose sentence is about it comes before one that lists it among others.
    const kinds = buildTerms({
      glossary: [{ id: 8, term: 'Modal Double-Faced Cards', senses: 'See rule 712, "Double-Faced Cards."', cites: ['712'] }],
      titles: [],
    });
    const mdfc = analyzeQuery('modal double-faced cards', {
      ...corpus,
      terms: kinds,
      uses: (w) => ({ modal: 30, double: 90, faced: 90, cards: 900 })[w] ?? 0,
    });
    const kindRanked = rankCandidates(
      mdfc,
      [
        row('712', 'Double-Faced Cards', { bm25: 20 }),
        row('712.1', 'A double-faced card has a face on each side.', { bm25: 0 }),
        row('712.2', 'There are three kinds: nonmodal double-faced cards, modal double-faced cards, and meld cards.', { bm25: 9 }),
        row('712.3', 'Modal double-faced cards have a Magic card face on each side.', { bm25: 0 }),
        row('712.4', 'Within modal double-faced cards, each face is independent.', { bm25: 5 }),
      ],
      10,
    ).map((r) => r.row.number);
    expect(kindRanked.indexOf('712.3')).toBeLessThan(kindRanked.indexOf('712.2'));
    expect(kindRanked.indexOf('712.3')).toBeLessThan(kindRanked.indexOf('712.4'));
    expect(kindRanked.indexOf('712.3')).toBeLessThan(3);
    // A heading titled by the term itself keeps its first rule, even where a later rule names the term first.
    const ownTerms = buildTerms({ glossary: [{ id: 9, term: 'Cleanup Step', senses: 'See rule 514.', cites: ['514'] }], titles: [] });
    const own = analyzeQuery('cleanup step', { ...corpus, terms: ownTerms, uses: (w) => ({ cleanup: 20, step: 200 })[w] ?? 0 });
    const ownRanked = rankCandidates(
      own,
      [
        row('514', 'Cleanup Step'),
        row('514.1', 'First, the active player discards.', { bm25: 0 }),
        row('514.3', 'A second cleanup step.', { bm25: 9 }),
      ],
      10,
    );
    expect(ownRanked[0]!.row.number).toBe('514.1');
    // A later sentence opening with the term after an article is about it; a compound the term begins is not.
    const subtype = buildTerms({ glossary: [{ id: 14, term: 'Equipment', senses: 'An artifact subtype.', cites: ['301'] }], titles: [] });
    const equipment = analyzeQuery('equipment', { ...corpus, terms: subtype, uses: (w) => (w === 'equipment' ? 60 : 0) });
    const artifacts = (later: string) => [
      row('301', 'Artifacts', { bm25: 0 }),
      row('301.3', 'Artifact subtypes are single words: “Artifact — Equipment.”', { bm25: 30 }),
      row('301.5', `Some artifacts have the subtype “Equipment.” ${later}`, { bm25: 20 }),
    ];
    const leader = (rows: CandidateRow[]) => rankCandidates(equipment, rows, 10)[0]!.row.number;
    expect(leader(artifacts('An Equipment can be attached to a creature.'))).toBe('301.5');
    expect(leader(artifacts('Equipment abilities are activated.'))).toBe('301.3');
  });

  it('does the same under a titled rule, but not under a rule that is a sentence rather than a heading', () => {
    const glossary = [
      { id: 11, term: 'Trample Over Planeswalkers', senses: 'See rule 702.19.', cites: ['702.19'] },
      { id: 12, term: 'Mulligan', senses: 'See rule 103.5.', cites: ['103.5'] },
    ];
    const terms = buildTerms({ glossary, titles: [] });
    const uses = (w: string): number => ({ trample: 25, planeswalkers: 60, mulligan: 10 })[w] ?? 0;
    const variant = analyzeQuery('trample over planeswalkers', { ...corpus, terms, uses });
    const titled = [
      row('702.19', 'Trample'),
      row('702.19b', 'Trample over a blocker: excess damage to the planeswalkers or player.', { bm25: 30 }),
      row('702.19c', 'Trample over planeswalkers is a variant of trample.', { bm25: 0 }),
    ];
    const order = rankCandidates(variant, titled, 10).map((r) => r.row.number);
    expect(order.indexOf('702.19c')).toBeLessThan(order.indexOf('702.19b'));
    const mulligan = analyzeQuery('mulligan', { ...corpus, terms, uses });
    const sentence = [
      row('103.5', 'Each player draws a number of cards equal to their starting hand size.', { bm25: 5 }),
      row('103.5c', 'A mulligan in a multiplayer game is free.', { bm25: 40 }),
    ];
    expect(rankCandidates(mulligan, sentence, 10)[0]!.row.number).toBe('103.5');
    // Under such a rule, its items: the one saying what the term is, not the first item ("A Treasure token is …").
    const tokens = buildTerms({ glossary: [{ id: 15, term: 'Food Token', senses: 'See rule 111.10.', cites: ['111.10'] }], titles: [] });
    const food = analyzeQuery('food token', { ...corpus, terms: tokens, uses: (w) => ({ food: 5, token: 300 })[w] ?? 0 });
    const items = [
      row('111.10', 'Some effects instruct a player to create a predefined token.', { bm25: 10 }),
      row('111.10a', 'A Treasure token is a colorless Treasure artifact token.', { bm25: 20 }),
      row('111.10b', 'A Food token is a colorless Food artifact token.', { bm25: 5 }),
      row('111.10c', 'A Gold token is a colorless Gold artifact token.', { bm25: 20 }),
    ];
    expect(rankCandidates(food, items, 10).map((r) => r.row.number)).toEqual(['111.10', '111.10b', '111.10a', '111.10c']);
  });

  it('under a rule that is no heading, in a heading the term titles, ranks that heading with the rule, not a first step', () => {
    const glossary = [{ id: 19, term: 'Declare Blockers', senses: 'See rule 509.1.', cites: ['509.1'] }];
    const terms = buildTerms({ glossary, titles: [] });
    const a = analyzeQuery('declare blockers', { ...corpus, terms, uses: (w) => ({ declare: 40, blockers: 90 })[w] ?? 0 });
    const step = (title: string) => [
      row('509', title, { bm25: 1 }),
      row('509.1', 'First, the defending player declares blockers, following the steps below.', { bm25: 5 }),
      row('509.1a', 'The defending player chooses which creatures will block, declaring blockers.', { bm25: 30 }),
      row('509.2', 'Blockers being declared may trigger abilities.', { bm25: 20 }),
    ];
    const order = (title: string) => rankCandidates(a, step(title), 10).map((r) => r.row.number);
    expect(order('Declare Blockers Step').slice(0, 2)).toEqual(['509.1', '509']);
    // under a heading the term does not title, the rule's first step joins it as before
    expect(order('Combat Phase').slice(0, 2)).toEqual(['509.1', '509.1a']);
  });

  it('under a titled heading that only names the term, ranks first a subrule one level deeper saying what it is', () => {
    const terms = buildTerms({
      glossary: [
        { id: 16, term: 'Multicolored', senses: 'An object with two or more colors is multicolored. See rule 105.', cites: ['105'] },
        { id: 18, term: 'Object', senses: 'See rule 109.', cites: ['109'] },
      ],
      titles: [],
    });
    const a = analyzeQuery('what is a multicolored object', { ...corpus, terms, uses: (w) => ({ multicolored: 20, object: 400 })[w] ?? 0 });
    const colors = (deeper: string) => [
      row('105', 'Colors', { bm25: 0 }),
      row('105.1', 'There are five colors.', { bm25: 0 }),
      row('105.2', 'An object can be one or more of the five colors.', { bm25: 5 }),
      row('105.2b', deeper, { bm25: 5 }),
      row('105.4', 'If a player is asked to choose a color, “multicolored” is not a color.', { bm25: 30 }),
    ];
    const first = (rows: CandidateRow[]) => rankCandidates(a, rows, 10)[0]!.row.number;
    expect(first(colors('A multicolored object is two or more of the five colors.'))).toBe('105.2b');
    // one that names the term without saying what it is stays where its score puts it
    expect(first(colors('A multicolored object can’t be chosen as a color.'))).toBe('105.4');
  });

  /** The first result for a query, with one glossary term, the words' uses given and these candidates. */
  const firstWith =
    (entry: { id: number; term: string; senses: string; cites: string[] }, uses: Record<string, number>, candidates: CandidateRow[]) =>
    (query: string): string | null => {
      const terms = buildTerms({ glossary: [entry], titles: [] });
      return rankCandidates(analyzeQuery(query, { ...corpus, terms, uses: (w) => uses[w] ?? 0 }), candidates, 10)[0]!.row.number;
    };

  it('reads a query denying something as more than its one term: no definition tier for "can\'t effects"', () => {
    const first = firstWith({ id: 17, term: 'Effect', senses: 'See rule 609.', cites: ['609'] }, { effects: 300, effect: 300 }, [
      row('609', 'Effects', { bm25: 0 }),
      row('609.1', 'An effect is something that happens in the game.', { bm25: 0 }),
      row('614.17', 'Some effects state that something can’t happen. These effects aren’t replacement effects.', { bm25: 40 }),
    ]);
    expect(first('effects')).toBe('609.1');
    expect(first("can't effects")).toBe('614.17');
  });

  it('reads a question asking when as asking a time: no definition tier for "when do I untap"', () => {
    const first = firstWith({ id: 18, term: 'Untap', senses: 'See rule 701.26.', cites: ['701.26'] }, { untap: 60 }, [
      row('701.26', 'Tap and Untap', { bm25: 0 }),
      row('701.26a', 'To untap a permanent, rotate it back to the upright position.', { bm25: 0 }),
      row('502.3', 'Third, the active player untaps all their permanents during the untap step.', { bm25: 40 }),
    ]);
    expect(first('untap')).toBe('701.26');
    expect(first('when do I untap')).toBe('502.3');
  });

  it("for a term citing a whole section, ranks its general rule's first rule with the term's definition", () => {
    const terms = buildTerms({ glossary: [{ id: 10, term: 'Zone', senses: 'See section 4.', cites: ['4'] }], titles: [] });
    const a = analyzeQuery('zone', { ...corpus, terms, uses: (w) => (w === 'zone' ? 40 : 0) });
    const ranked = rankCandidates(
      a,
      [row('400.2', 'Public zones are the graveyard and battlefield.', { bm25: 50 }), row('400.1', 'There are seven zones.', { bm25: 0 })],
      10,
    );
    expect(ranked.map((r) => r.row.number)).toEqual(['400.1', '400.2']);
  });
});

describe('weightsFor', () => {
  const read = (query: string) => analyzeQuery(query, corpus);

  it('ranks a search-box query or a question of one sentence, however long, by the weights of queries that are no post', () => {
    for (const query of [
      'trample',
      'deathtouch trample damage',
      'my deathtouch trample creature attacks and the player blocks with a 5 toughness creature, how much damage goes through?',
    ]) {
      expect(read(query).post).toBe(false);
      expect(weightsFor(read(query))).toBe(fittedWeights);
    }
  });

  it("ranks a post, a situation told and a question asked, by the posts' weights", () => {
    for (const post of [
      'My creature has deathtouch and trample. It is blocked by a 5/5. How much damage goes through?',
      'Attacked with a trampler! Opponent chumped with a 1/1. Damage to the player?',
    ]) {
      expect(read(post).post).toBe(true);
      expect(weightsFor(read(post))).toBe(fittedPostWeights);
    }
    // a rule number's dot, an abbreviation's, or terms typed as sentences tell nothing
    for (const query of ['what is 702.19b. trample', 'blood moon vs. urborg', 'etb... does it trigger', 'Trample. Deathtouch.'])
      expect(read(query).post, query).toBe(false);
  });

  it("has posts' weights of their own", () => {
    expect(fittedPostWeights).not.toEqual(fittedWeights);
  });
});
