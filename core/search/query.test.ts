import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  completionOf,
  hasPrefix,
  nearestInflection,
  nearestWords,
  slipAllowance,
  stemUsesOf,
  type Vocabulary,
} from './fuzzy.ts';
import {
  ancestorsOf,
  countPairs,
  ftsPhrases,
  parseQuery,
  powerToughnessPairs,
  postText,
  saysTogether,
  unwrittenCountPhrases,
  withoutCardReferences,
} from './query.ts';
import { markEnd, markStart, snippetMaker } from './snippet.ts';

describe('parseQuery', () => {
  it('reads rule numbers in every written form', () => {
    for (const q of ['704.5j', '704.5j.', 'CR 704.5j', 'rule 704.5j', 'Rule704.5j']) {
      expect(parseQuery(q)).toMatchObject({ ruleNumbers: ['704.5j'], onlyNumber: true });
    }
    expect(parseQuery('613')).toMatchObject({ ruleNumbers: ['613'], onlyNumber: true });
    expect(parseQuery('section 7')).toMatchObject({ ruleNumbers: ['7'], onlyNumber: true });
    expect(parseQuery('does 613.1d apply before rule 704.5j?')).toMatchObject({ ruleNumbers: ['613.1d', '704.5j'], onlyNumber: false });
  });

  it('reads a decimal comma, a doubled dot and a letter typed apart as the rule number they write', () => {
    for (const q of ['704,5j', 'CR 704,5j', '704.5 j', '704.5 J.'])
      expect(parseQuery(q)).toMatchObject({ ruleNumbers: ['704.5j'], onlyNumber: true });
    expect(parseQuery('702,19b and 613,1d')).toMatchObject({ ruleNumbers: ['702.19b', '613.1d'] });
    // a letter after a number inside a question is a word ("704.5 a player"), and a list of rules stays a list
    expect(parseQuery('704.5 a player loses')).toMatchObject({ ruleNumbers: ['704.5'] });
    expect(parseQuery('rules 702, 703')).toMatchObject({ ruleNumbers: ['702', '703'] });
    expect(parseQuery('702,703')).toMatchObject({ ruleNumbers: ['702', '703'] });
    expect(parseQuery('702,175a')).toMatchObject({ ruleNumbers: ['702.175a'] });
    expect(parseQuery('702..19b')).toMatchObject({ ruleNumbers: ['702.19b'], onlyNumber: true });
    expect(parseQuery('704,5J')).toMatchObject({ ruleNumbers: ['704.5j'], onlyNumber: true });
  });

  it('reads a CR rule after a section sign, siblings named by their letters, and a number missing its dot', () => {
    for (const q of ['§704.5a', '§ 704.5a', 'what does §704.5a say'])
      expect(parseQuery(q), q).toMatchObject({ ruleNumbers: ['704.5a'], articleNumbers: [], onlyNumber: true });
    for (const q of ['702.19b/c', '702.19b / c', '702.19b & c', '702.19b/702.19c'])
      expect(parseQuery(q), q).toMatchObject({ ruleNumbers: ['702.19b', '702.19c'], words: [] });
    expect(parseQuery('704.5f/g/h state-based').ruleNumbers).toEqual(['704.5f', '704.5g', '704.5h']);
    for (const q of ['rule 7045g', 'CR7045g', '7045g', 'rule 7045g.'])
      expect(parseQuery(q), q).toMatchObject({ ruleNumbers: ['704.5g'], onlyNumber: true });
    expect(parseQuery('rules 7025 and 613').ruleNumbers).toEqual(['702.5', '613']);
    // a count or a fraction is no rule, nor an article's section after its sign
    for (const q of ['1000s of tokens', 'a 1/1 and a 2/2', 'deal 1000 damage']) expect(parseQuery(q).ruleNumbers, q).toEqual([]);
    expect(parseQuery('§2.1')).toMatchObject({ articleNumbers: ['2.1'], ruleNumbers: [] });
  });

  it('reads full-width letters and digits as the ones the rules print', () => {
    expect(parseQuery('７０２．１９ｂ')).toMatchObject({ ruleNumbers: ['702.19b'], onlyNumber: true });
    expect(parseQuery('ＴＲＡＭＰＬＥ\u3000ｄｅａｔｈｔｏｕｃｈ')).toMatchObject({ words: ['trample', 'deathtouch'] });
  });

  it('reads a range of rules as each rule in it, and leaves no piece of it as a word', () => {
    expect(parseQuery('613.1d-f')).toMatchObject({ ruleNumbers: ['613.1d', '613.1e', '613.1f'], words: [] });
    expect(parseQuery('rules 704.5a–704.5c')).toMatchObject({ ruleNumbers: ['704.5a', '704.5b', '704.5c'], words: [] });
    expect(parseQuery('702.1-702.3 keywords')).toMatchObject({ ruleNumbers: ['702.1', '702.2', '702.3'], words: ['keywords'] });
    // "l" and "o" are no subrule letters (CR introduction)
    expect(parseQuery('704.5k-m').ruleNumbers).toEqual(['704.5k', '704.5m']);
    expect(parseQuery('613.1D-F').ruleNumbers).toEqual(['613.1d', '613.1e', '613.1f']);
    for (const count of ['3-4 creatures', 'a 1-1 counter', '613.1d - 2 damage'])
      expect(parseQuery(count).ruleNumbers.length, count).toBeLessThanOrEqual(1);
  });

  it('reads one number among stop and question words as that number alone', () => {
    for (const q of ['what is 613?', 'what is the section 5', 'rule 704.5j of the', 'what does §2.1 say'])
      expect(parseQuery(q), q).toMatchObject({ onlyNumber: true, words: [] });
    expect(parseQuery('what is 613 layers')).toMatchObject({ onlyNumber: false, words: ['layers'] });
    expect(parseQuery('613 and 704.5j').onlyNumber).toBe(false);
  });

  it('reads the section numbers of articles and guides, never a CR rule or a count', () => {
    for (const q of ['2.1', '§2.1', '§ 2.1', 'IPG 2.1', 'ipg 2.1.'])
      expect(parseQuery(q), q).toMatchObject({ articleNumbers: ['2.1'], ruleNumbers: [], onlyNumber: true });
    expect(parseQuery('§A')).toMatchObject({ articleNumbers: ['A'], onlyNumber: true });
    expect(parseQuery('missed trigger 2.1 penalty')).toMatchObject({
      articleNumbers: ['2.1'],
      onlyNumber: false,
      words: ['missed', 'trigger', 'penalty'],
    });
    expect(parseQuery('704.5j').articleNumbers).toEqual([]);
    expect(parseQuery('deals 2 damage').articleNumbers).toEqual([]);
  });

  it("reads the IPG's abbreviations as the infraction's name, as a phrase, only as whole words", () => {
    expect(parseQuery('GRV')).toMatchObject({ phrases: [['game', 'rule', 'violation']], words: [] });
    expect(parseQuery('is a missed trigger a grv?')).toMatchObject({
      phrases: [['game', 'rule', 'violation']],
      words: ['missed', 'trigger'],
    });
    expect(parseQuery('Ftmgs or Dq')).toMatchObject({ phrases: [['failure', 'to', 'maintain', 'game', 'state'], ['disqualification']] });
    expect(parseQuery('grvx').phrases).toEqual([]);
    expect(parseQuery('what is an abc').phrases).toEqual([]);
    expect(parseQuery('"grv"').phrases).toEqual([['grv']]);
  });

  it('does not read counts as section numbers', () => {
    expect(parseQuery('I have 3 creatures').ruleNumbers).toEqual([]);
    expect(parseQuery('deals 20 damage').ruleNumbers).toEqual([]);
    expect(parseQuery('a creature with 0 toughness').words).toEqual(['creature', '0', 'toughness']);
    expect(parseQuery('21 damage from 903.10a').words).toEqual(['21', 'damage']);
  });

  it('drops stop words, keeps quoted phrases apart, and reads a phrase quoted in a question for its words too', () => {
    const q = parseQuery('Can a summoning sick creature block "first strike"?');
    expect(q.words).toEqual(['summoning', 'sick', 'creature', 'block', 'first', 'strike']);
    expect(q.phrases).toEqual([['first', 'strike']]);
    // a card's quoted text says what the question is about, though no rule says it word for word
    expect(parseQuery('When a card says "target player sacrifices a creature", can they choose a token?').words).toEqual([
      'card',
      'target',
      'player',
      'sacrifices',
      'creature',
      'choose',
      'token',
    ]);
    // phrases alone, with stop words or their forms, are searched as written
    for (const query of ['"first strike"', 'what is "first strike"', 'rulings on "first strike"']) {
      expect(parseQuery(query)).toMatchObject({ words: [], phrases: [['first', 'strike']] });
    }
  });

  it('drops the indefinite pronouns as it drops "something": they name nothing a rule could say', () => {
    expect(parseQuery('does my spell still do anything if everyone passes').words).toEqual(['spell', 'passes']);
    expect(parseQuery('can anybody respond, whatever the spell is').words).toEqual(['respond', 'spell']);
  });

  it('gives FTS5 phrases in which no user text is an operator, and only the word last typed is a prefix', () => {
    expect(ftsPhrases([['trample'], ['combt', 'combat']], [['first', 'strike']])).toEqual([
      '"trample"',
      '"combt"*',
      '"combat"',
      '"first strike"',
    ]);
    expect(ftsPhrases([['a"b'], ['x']], [], false)).toEqual(['"a""b"', '"x"']);
    expect(ftsPhrases([['mdfc', 'modal', 'card']], [])).toEqual(['"mdfc"*', '"modal"', '"card"']);
  });

  it('searches a count with a word the query never writes as the two near each other, and not one it writes', () => {
    const pairs: [string, string][] = [
      ['0', 'toughness'],
      ['20', 'life'],
    ];
    expect(unwrittenCountPhrases({ countPairs: pairs, ftsGroups: [['life'], ['indestructible']] })).toEqual(['NEAR("0" "toughness", 3)']);
    expect(unwrittenCountPhrases({ countPairs: [], ftsGroups: [['life']] })).toEqual([]);
  });

  it('never throws, and every expression is quoted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const q = parseQuery(text);
        for (const phrase of ftsPhrases(
          q.words.map((w) => [w]),
          q.phrases,
        ))
          expect(phrase).toMatch(/^"([^"]|"")*"\*?$/s);
      }),
    );
  });
});

describe('ancestorsOf', () => {
  it('gives the rules a number sits under, nearest first, and none for a section heading or other text', () => {
    expect(ancestorsOf('613.1z')).toEqual(['613.1', '613']);
    expect(ancestorsOf('702.19')).toEqual(['702']);
    expect([ancestorsOf('702'), ancestorsOf('§2.1'), ancestorsOf('trample')]).toEqual([[], [], []]);
  });
});

/** The best of the nearest words, or null. */
const nearestWord = (word: string, vocabulary: Vocabulary, namesTerm?: (word: string) => boolean): string | null =>
  nearestWords(word, vocabulary, namesTerm)[0] ?? null;

describe('typo tolerance', () => {
  it('picks the nearest, most frequent vocabulary word; short words are not corrected', () => {
    const vocabulary = buildVocabulary(
      new Map([
        ['trample', 30],
        ['sample', 2],
        ['triple', 1],
        ['deathtouch', 9],
      ]),
    );
    expect(nearestWord('trampel', vocabulary)).toBe('trample');
    expect(nearestWord('deathtuch', vocabulary)).toBe('deathtouch');
    expect(nearestWord('zzzzzzz', vocabulary)).toBeNull();
    expect(nearestWord('tra', vocabulary)).toBeNull();
    // one edit from both: the word of the same first letter, though the other is used more
    const stackOrAttack = buildVocabulary(
      new Map([
        ['stack', 900],
        ['attack', 300],
        ['attach', 200],
      ]),
    );
    expect(nearestWord('atack', stackOrAttack)).toBe('attack');
    // as near and of the same first letter: the word naming a term before the word used more, else the word used more
    const haveOrHaste = buildVocabulary(
      new Map([
        ['have', 900],
        ['haste', 40],
        ['hare', 2],
      ]),
    );
    expect(nearestWord('hase', haveOrHaste, (word) => word === 'haste')).toBe('haste');
    expect(nearestWord('hase', haveOrHaste)).toBe('have');
    // a nearer word before a term further off
    expect(nearestWord('havve', haveOrHaste, (word) => word === 'haste')).toBe('have');
    expect([
      hasPrefix(vocabulary, 'tram'),
      hasPrefix(vocabulary, 'death'),
      hasPrefix(vocabulary, 'zz'),
      hasPrefix(vocabulary, 'a'),
    ]).toEqual([true, true, false, false]);
  });

  it('lets a slip shorter than a word of eight letters or more have lost two of its letters, and no shorter word', () => {
    const vocabulary = buildVocabulary(
      new Map([
        ['priority', 40],
        ['mulligan', 9],
        ['control', 50],
      ]),
    );
    expect(nearestWord('prirty', vocabulary)).toBe('priority');
    expect(nearestWord('mulian', vocabulary)).toBe('mulligan');
    // "contl" is two letters short of "control", of seven: one slip is all five letters typed may hold
    expect(nearestWord('contl', vocabulary)).toBeNull();
    expect([slipAllowance('prirty', 'priority'), slipAllowance('prirty', 'pretty'), slipAllowance('abc', 'abcdefgh')]).toEqual([2, 1, 0]);
  });

  it('finds a form the vocabulary does not hold of a word it does, by the root of a slip without its ending', () => {
    const vocabulary = buildVocabulary(
      new Map([
        ['switch', 12],
        ['swirling', 1],
        ['order', 90],
        ['reduce', 40],
      ]),
    );
    expect(nearestInflection('swiching', vocabulary)).toBe('switching');
    expect(nearestInflection('ordring', vocabulary)).toBe('ordering');
    // a final e left out before the ending, as English spells it
    expect(nearestInflection('reduccing', vocabulary)).toBe('reducing');
    // no ending, a root too short, or a form two edits off
    expect(nearestInflection('swich', vocabulary)).toBeNull();
    expect(nearestInflection('ordr', vocabulary)).toBeNull();
    expect(nearestInflection('swchng', vocabulary)).toBeNull();
    // a root one edit from a word of another first letter ("comad", "nomad"): no slip of that word
    expect(nearestInflection('comader', buildVocabulary(new Map([['nomad', 1]])))).toBeNull();
  });

  it('completes an unfinished word as the most used word it begins, and leaves a whole word alone', () => {
    const vocabulary = buildVocabulary(
      new Map([
        ['strike', 40],
        ['strikes', 5],
        ['string', 1],
        ['deathtouch', 9],
      ]),
    );
    expect(completionOf(vocabulary, 'stri')).toBe('strike');
    expect(completionOf(vocabulary, 'deathto')).toBe('deathtouch');
    expect(completionOf(vocabulary, 'strike')).toBeNull();
    expect(completionOf(vocabulary, 'zzz')).toBeNull();
  });

  it("counts a word's uses over every form of its stem, so an inflection the rules never write is known", () => {
    const vocabulary = buildVocabulary(new Map(Object.entries({ trample: 30, tripling: 1, order: 40, orders: 2, tap: 80, tapped: 50 })));
    expect(stemUsesOf(vocabulary, 'trampling')).toBe(30);
    expect(stemUsesOf(vocabulary, 'ordering')).toBe(42);
    expect(stemUsesOf(vocabulary, 'zzzzzz')).toBe(0);
    // a stem of three letters: the word's own uses, and none for a word the rules never write
    expect(stemUsesOf(vocabulary, 'tap')).toBe(80);
    expect(stemUsesOf(vocabulary, 'tye')).toBe(0);
  });
});

describe('snippetMaker', () => {
  it('marks matched words (including longer forms) and windows long text', () => {
    const text = `${'filler '.repeat(80)}A creature that blocks deals damage. ${'tail '.repeat(80)}`;
    const snippet = snippetMaker(['blocking', 'damage'])(text);
    expect(snippet).toContain(`${markStart}blocks${markEnd}`);
    expect(snippet).toContain(`${markStart}damage${markEnd}`);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThan(240);
  });

  it('marks a word as the query writes it: any case, a curly apostrophe, beside a letter longer in lower case', () => {
    const snippet = snippetMaker(["owner's", 'trample'])('İ TRAMPLE: the Owner’s card.');
    expect(snippet).toBe(`İ ${markStart}TRAMPLE${markEnd}: the ${markStart}Owner’s${markEnd} card.`);
    expect(snippetMaker(['trample'])('Trample  and\ntrample ')).toBe(`${markStart}Trample${markEnd} and ${markStart}trample${markEnd}`);
  });

  it('never leaves stray marks from the text itself', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ minLength: 1, maxLength: 8 })), (text, words) => {
        const s = snippetMaker(words)(text);
        expect(s.split(markStart).length).toBe(s.split(markEnd).length);
      }),
    );
  });
});

describe('countPairs and saysTogether', () => {
  it('pairs a count with the words beside it, not with stop words or other counts', () => {
    expect(countPairs(parseQuery('what happens when a creature has 0 toughness'))).toEqual([['0', 'toughness']]);
    expect(countPairs(parseQuery('toughness 0 creature'))).toEqual([
      ['0', 'creature'],
      ['0', 'toughness'],
    ]);
    expect(countPairs(parseQuery('is 2 3 damage'))).toEqual([['3', 'damage']]);
    expect(countPairs(parseQuery('trample damage'))).toEqual([]);
    // a number beside a keyword that takes one is its parameter ("ward 2"), no count
    const keyword = (word: string): boolean => word === 'ward';
    expect(countPairs(parseQuery('a creature with ward 2 and 3 toughness'), keyword)).toEqual([['3', 'toughness']]);
  });
  it("pairs a toughness of 0 written as cards write it with toughness, never another value nor a change's numbers", () => {
    expect(powerToughnessPairs('my 0/0 creature')).toEqual([['0', 'toughness']]);
    expect(powerToughnessPairs('a 2/0 wall')).toEqual([['0', 'toughness']]);
    expect(powerToughnessPairs('a 2/3 blocks a 1/1')).toEqual([]);
    expect(powerToughnessPairs('a 3/10 blocks')).toEqual([]);
    expect(powerToughnessPairs('it gets +2/+2 and a +1/+1 counter')).toEqual([]);
    expect(powerToughnessPairs('rule 1/2/3, p/t')).toEqual([]);
  });
  it('pairs a change that lowers toughness with a toughness of 0, which it asks whether it reaches', () => {
    expect(powerToughnessPairs('my 2/2 gets -2/-2, does it die')).toEqual([['0', 'toughness']]);
    expect(powerToughnessPairs('it gets +1/-1 until end of turn')).toEqual([['0', 'toughness']]);
    // a kind of counter is no change, nor is one that lowers power alone
    expect(powerToughnessPairs('put a -1/-1 counter on it')).toEqual([]);
    expect(powerToughnessPairs('it gets -3/-0')).toEqual([]);
  });
  it('pairs a count with the value a verb of change sets to it, and no further', () => {
    expect(countPairs(parseQuery("a creature's toughness drops to 0 during combat"))).toEqual([['0', 'toughness']]);
    expect(countPairs(parseQuery('loyalty goes down to 0'))).toEqual([['0', 'loyalty']]);
    // a stop word that says no change keeps the count from the word before it ("cost of 0" is no cost of zero mana)
    expect(countPairs(parseQuery('cost of 0'))).toEqual([]);
  });
  it('counts "no" counters of a kind as 0 of them, and "no" elsewhere as no count', () => {
    expect(countPairs(parseQuery('what happens when a battle has no defense counters'))).toEqual([['0', 'defense']]);
    expect(countPairs(parseQuery('a saga with no lore counter'))).toEqual([['0', 'lore']]);
    expect(countPairs(parseQuery('no longer a creature'))).toEqual([]);
    expect(countPairs(parseQuery('a creature with no counters'))).toEqual([]);
  });
  // [rule text, the count and its word, whether the text says them together]: in either order, at most one word
  // apart, never inside a longer number or word.
  it.each<[string, [string, string], boolean]>([
    ['If a creature has toughness 0 or less', ['0', 'toughness'], true],
    ['a creature with 0 total toughness', ['0', 'toughness'], true],
    ['its power is 0. The same is true for toughness.', ['0', 'toughness'], false],
    ['toughness 10', ['0', 'toughness'], false],
    ['a 0/1 p/t box', ['0', 'p/t'], false],
    ['set its p/t 0 ', ['0', 'p/t'], true],
    // A bound after the count ("0 or less life") leaves the count beside its word; nothing else is a bound.
    ['If a player has 0 or less life, that player loses', ['0', 'life'], true],
    ['ten or more poison counters, or 10 or more poison counters', ['10', 'poison'], true],
    ['has 0 or fewer cards', ['0', 'cards'], true],
    ['0 or else the whole life', ['0', 'life'], false],
    ['0 or less of it, then life', ['0', 'life'], false],
    ['10 or less life', ['0', 'life'], false],
    ['0 or less', ['0', 'life'], false],
    // a word may come between, but not a conjunction: the count is then another word's ("power 2 and toughness 3")
    ['it has power 2 and toughness 3', ['2', 'toughness'], false],
    ['its toughness or power 1', ['1', 'toughness'], false],
    // a letter of any case, accented too, before or after is part of a word, not a count
    ['â0 toughness', ['0', 'toughness'], false],
    ['TOUGHNESS 0', ['0', 'toughness'], true],
    ['toughness 0é', ['0', 'toughness'], true],
  ])('says whether %j holds %j together', (text, pair, said) => {
    expect(saysTogether(text, pair)).toBe(said);
  });
  it('does not read a query word as a pattern', () => {
    expect(() => saysTogether('(((', ['0', '(*[+'])).not.toThrow();
  });
});

describe('withoutCardReferences', () => {
  it('leaves out the names written between double brackets, with a set after a bar', () => {
    expect(withoutCardReferences('does [[Doubling Season]] double loyalty counters?')).toBe('does   double loyalty counters?');
    expect(withoutCardReferences('[[Lightning Bolt|M10]] on a creature with protection')).toBe('  on a creature with protection');
  });

  it('keeps a question that is nothing but card references and stop words', () => {
    expect(withoutCardReferences('[[Humility]] and [[Opalescence]]?')).toBe('[[Humility]] and [[Opalescence]]?');
  });

  it('keeps single brackets and unclosed ones, which mark no card', () => {
    expect(withoutCardReferences('equip [cost] means [[ something')).toBe('equip [cost] means [[ something');
  });
});

describe('postText', () => {
  it('reads HTML character references as their characters, named, decimal and hexadecimal', () => {
    expect(postText('&gt; Whenever a creature dies &amp; it&#39;s a token, does it&#x2019;s trigger?')).toBe(
      "> Whenever a creature dies & it's a token, does it’s trigger?",
    );
  });

  it('leaves an ampersand that begins no reference as typed', () => {
    expect(postText('R&D says lifelink & deathtouch; both apply')).toBe('R&D says lifelink & deathtouch; both apply');
  });

  it('reads no count from an apostrophe written as a reference', () => {
    expect(parseQuery(postText('it&#39;s blocking')).words).not.toContain('39');
  });

  it('reads a past tense written with an apostrophe ("sac\'d", "ETB’d") as its word', () => {
    expect(postText("I sac'd it after it ETB’d; you'd respond?")).toBe('I sac it after it ETB; you respond?');
    // no other word ending in d is touched, nor a single letter's "'d"
    expect(postText("I'd say it's blocked and sacked")).toBe("I'd say it's blocked and sacked");
  });
});
