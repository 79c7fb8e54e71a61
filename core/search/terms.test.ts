import { describe, expect, it } from 'vitest';
import {
  buildTerms,
  genusOf,
  inflectionRoot,
  perDictionary,
  recognizeTerms,
  runTogetherTerm,
  wordsApartTerm,
  stemKey,
  termForm,
  underRule,
  wordParts,
} from './terms.ts';

const terms = buildTerms({
  glossary: [
    { id: 1, term: 'Trample', senses: 'A keyword ability. See rule 702.19.', cites: ['702.19'] },
    { id: 2, term: 'Enters the Battlefield', senses: 'See rules 603.6a.', cites: ['603.6a'] },
    { id: 3, term: 'APNAP Order', senses: 'See Active Player, Nonactive Player Order.', cites: [] },
    { id: 4, term: 'Active Player, Nonactive Player Order', senses: 'A system. See rule 101.4.', cites: ['101.4'] },
    { id: 5, term: 'Phase', senses: 'A part of a turn. See rule 500.', cites: ['500'] },
    { id: 6, term: 'Phasing', senses: 'See rule 702.26.', cites: ['702.26'] },
    { id: 7, term: 'Tribal (Obsolete)', senses: 'See Kindred.', cites: [] },
  ],
  titles: [
    { number: '702.19', title: 'Trample' },
    { number: '509', title: 'Declare Blockers Step' },
  ],
});

const words = (text: string): string[] => text.toLowerCase().split(' ').map(termForm);

describe('CR terms of one document', () => {
  it('splits a term of two words typed as one ("declareblockers step", "facedown"), and no other word', () => {
    const faces = buildTerms({ glossary: [{ id: 1, term: 'Face Down', senses: 'See rule 708.', cites: ['708'] }], titles: [] });
    expect(runTogetherTerm('facedown', 'creature', faces)).toEqual(['face', 'down']);
    expect(runTogetherTerm('facedowns', undefined, faces)).toEqual(['face', 'downs']);
    // two words that begin a longer term with the next word
    expect(runTogetherTerm('declareblockers', 'step', terms)).toEqual(['declare', 'blockers']);
    expect(runTogetherTerm('declareblockers', 'phase', terms)).toBeUndefined();
    // a term itself, a word that splits into no term, a short word
    expect(runTogetherTerm('trample', undefined, terms)).toBeUndefined();
    expect(runTogetherTerm('battlefield', undefined, terms)).toBeUndefined();
    expect(runTogetherTerm('phase', undefined, faces)).toBeUndefined();
  });

  it('leads a glossary term to the rules it cites and the rule it titles', () => {
    expect(terms.byKey.get(stemKey('trample'))!.rules).toEqual(['702.19']);
    expect(terms.byKey.get(stemKey('Declare Blockers Step'))!.rules).toEqual(['509']);
  });

  it('keys a title without its leading article, so "The Monarch" and the glossary\'s "Monarch" are one term', () => {
    const withArticle = buildTerms({
      glossary: [{ id: 1, term: 'Monarch', senses: 'See rule 725.', cites: ['725'] }],
      titles: [{ number: '725', title: 'The Monarch' }],
    });
    expect(withArticle.byKey.get(stemKey('the monarch'))).toMatchObject({ glossaryId: 1, rules: ['725'] });
    expect(recognizeTerms(words('who is the monarch'), withArticle).map((m) => m.term.name)).toEqual(['Monarch']);
  });

  it('reads a term named by its article and one word ("The Ring") only after the article, not in a card\'s name', () => {
    const ring = buildTerms({ glossary: [{ id: 1, term: 'The Ring', senses: 'See rule 701.54.', cites: ['701.54'] }], titles: [] });
    const named = (query: string) => recognizeTerms(words(query), ring).map((m) => m.term.name);
    expect(named('what does the ring do')).toEqual(['The Ring']);
    expect(named('oblivion ring leaves the battlefield')).toEqual([]);
    expect(named('ring')).toEqual([]);
  });

  it('keeps the rules of each numbered sense apart when an entry has several, each with rules of its own', () => {
    const senseTexts = [
      'To cancel a spell or ability so it doesn’t resolve. See rule 701.6, “Counter.”',
      'A marker placed on an object or player. See rule 122, “Counters.”',
      '(Obsolete) An older word. See Cast.',
    ];
    const withSenses = buildTerms({
      glossary: [
        { id: 1, term: 'Counter', senses: senseTexts.join(' '), senseTexts, cites: ['701.6', '122'] },
        // one sense only: nothing to choose between
        { id: 2, term: 'Draw', senses: 'See rule 121.', senseTexts: ['See rule 121.'], cites: ['121'] },
        // "104.4" is no citation of "104.4a" in the other sense
        {
          id: 3,
          term: 'Result',
          senses: '',
          senseTexts: ['A game. See rule 104.4a.', 'A tie. See rule 104.4.'],
          cites: ['104.4a', '104.4'],
        },
      ],
      titles: [],
    });
    const counter = withSenses.byKey.get(stemKey('counter'))!;
    expect(counter.rules).toEqual(['701.6', '122']);
    expect(counter.senses!.map((sense) => sense.rules)).toEqual([['701.6'], ['122']]);
    expect(counter.senses![0]!.stems.has('spell')).toBe(true);
    // "To cancel …" says what doing it is: the sense "countered" names
    expect(counter.senses!.map((sense) => sense.action ?? false)).toEqual([true, false]);
    expect(withSenses.byKey.get(stemKey('draw'))!.senses).toBeUndefined();
    expect(withSenses.byKey.get(stemKey('result'))!.senses!.map((sense) => sense.rules)).toEqual([['104.4a'], ['104.4']]);
  });

  it('leaves a part of a name to the entry that defines it whole ("Active Player" in "Active Player, Nonactive Player Order")', () => {
    const glossary = [
      { id: 1, term: 'Active Player, Nonactive Player Order', senses: 'A system. See rule 101.4.', cites: ['101.4'] },
      { id: 2, term: 'Active Player', senses: 'The player whose turn it is. See rule 102.1.', cites: ['102.1'] },
      { id: 3, term: 'Phased In, Phased Out', senses: 'See rule 702.26.', cites: ['702.26'] },
    ];
    const both = buildTerms({ glossary, titles: [] });
    expect(both.byKey.get(stemKey('Active Player'))).toMatchObject({ glossaryId: 2, rules: ['102.1'] });
    expect(both.byKey.get(stemKey('Active Player, Nonactive Player Order'))!.rules).toEqual(['101.4']);
    // a part no entry defines whole is a name of its entry
    expect(both.byKey.get(stemKey('Phased Out'))!.rules).toEqual(['702.26']);
  });

  it('follows an entry that only points to another ("APNAP Order: See Active Player, …")', () => {
    expect(terms.byKey.get(stemKey('APNAP Order'))!.rules).toEqual(['101.4']);
  });

  it('keeps Phase and Phasing apart, and plural forms together', () => {
    expect(terms.byKey.get(stemKey('phases'))!.rules).toEqual(['500']);
    expect(terms.byKey.get(stemKey('phasing'))!.rules).toEqual(['702.26']);
    expect(stemKey('abilities')).toBe(stemKey('ability'));
  });

  it('gives the inflections of one word one root, and a derivation Porter merges its own', () => {
    const roots = (...words: string[]) => new Set(words.map(inflectionRoot)).size;
    expect(roots('phase', 'phased', 'phasing', 'phases')).toBe(1);
    expect(roots('counter', 'countered', 'countering')).toBe(1);
    expect(roots('equip', 'equipped', 'equipping')).toBe(1);
    expect(roots('equip', 'equipment')).toBe(2);
    expect(roots('activate', 'active')).toBe(2);
  });

  it('reads an obsolete term that is an older name for a current one as that term', () => {
    const renamed = buildTerms({
      glossary: [
        { id: 1, term: 'Commander', senses: 'A casual variant. See rule 903.', cites: ['903'] },
        { id: 2, term: 'EDH', senses: 'An older name for the Commander casual variant. See rule 903.', cites: ['903'], obsolete: true },
        { id: 3, term: 'Mana Value', senses: 'The total amount of mana in a mana cost. See rule 202.3.', cites: ['202.3'] },
        { id: 4, term: 'Converted Mana Cost', senses: 'An obsolete term for mana value.', cites: [], obsolete: true },
        {
          id: 5,
          term: 'Tribal',
          senses: 'An obsolete card type that has been renamed. See rule 308, “Kindreds.”',
          cites: ['308'],
          obsolete: true,
        },
        {
          id: 6,
          term: 'Mana Burn',
          senses: 'Older versions of the rules stated that unspent mana caused a loss of life.',
          cites: [],
          obsolete: true,
        },
        { id: 7, term: 'Caster', senses: 'An older name for the player who cast a spell.', cites: [], obsolete: true },
        // not marked obsolete: the same words are a definition, not a renaming
        { id: 8, term: 'Legend Rule', senses: 'An older name for the Commander rule, once.', cites: ['704.5j'] },
      ],
      titles: [{ number: '308', title: 'Kindreds' }],
    });
    expect(renamed.byKey.get(stemKey('EDH'))).toMatchObject({ name: 'Commander', glossaryId: 1, rules: ['903'] });
    expect(renamed.byKey.get(stemKey('converted mana cost'))).toMatchObject({ name: 'Mana Value', rules: ['202.3'] });
    expect(renamed.byKey.get(stemKey('tribal'))).toMatchObject({ key: stemKey('kindred'), rules: ['308'] });
    // no current term named: each stays itself
    expect(renamed.byKey.get(stemKey('mana burn'))).toMatchObject({ name: 'Mana Burn', glossaryId: 6 });
    expect(renamed.byKey.get(stemKey('caster'))).toMatchObject({ name: 'Caster', glossaryId: 7 });
    expect(renamed.byKey.get(stemKey('legend rule'))).toMatchObject({ name: 'Legend Rule', rules: ['704.5j'] });
    expect(recognizeTerms(words('edh commander'), renamed).map((m) => m.term.key)).toEqual(['commander', 'commander']);
  });

  it('drops "(Obsolete)" from a term name', () => {
    expect(terms.byKey.get(stemKey('tribal'))).toBeDefined();
  });

  it('recognises terms in a query by longest match, not overlapping', () => {
    const found = recognizeTerms(words('when a creature enters the battlefield with trample'), terms).map((m) => m.term.name);
    expect(found).toEqual(['Enters the Battlefield', 'Trample']);
    expect(recognizeTerms(words('declare blockers step ordering'), terms).map((m) => [m.from, m.to])).toEqual([[0, 3]]);
    expect(recognizeTerms([], terms)).toEqual([]);
  });

  it('recognises a term of several words whose first is a verb in its -ing, -ed or irregular past form', () => {
    const verbs = buildTerms({
      glossary: [
        { id: 1, term: 'Enters the Battlefield', senses: 'See rule 603.6a.', cites: ['603.6a'] },
        { id: 2, term: 'Leaves the Battlefield', senses: 'See rule 603.6c.', cites: ['603.6c'] },
        { id: 3, term: 'Attack Alone', senses: 'See rule 506.5.', cites: ['506.5'] },
        { id: 4, term: 'Draw', senses: 'See rule 121.', cites: ['121'] },
        { id: 5, term: 'Choose a Background', senses: 'See rule 702.124k.', cites: ['702.124k'] },
        { id: 6, term: 'Lose the Game', senses: 'See rules 104.3 and 104.5.', cites: ['104.3', '104.5'] },
      ],
      titles: [],
    });
    const named = (query: string) => recognizeTerms(words(query), verbs).map((m) => m.term.name);
    for (const entering of ['entering the battlefield', 'entered the battlefield', 'enters the battlefield'])
      expect(named(`a creature ${entering}`), entering).toEqual(['Enters the Battlefield']);
    for (const leaving of ['leaving the battlefield', 'left the battlefield'])
      expect(named(`a creature ${leaving}`), leaving).toEqual(['Leaves the Battlefield']);
    expect(named('it attacked alone')).toEqual(['Attack Alone']);
    expect(named('I chose a background')).toEqual(['Choose a Background']);
    expect(named('I lost the game')).toEqual(['Lose the Game']);
    // a term of one word is not read from another form of it ("drawing" could be of a drawn game)
    expect(named('drawing a card')).toEqual([]);
    expect(named('leaving it there')).toEqual([]);
  });

  it('recognises a term of a verb and its object said in the passive', () => {
    const passives = buildTerms({
      glossary: [
        { id: 1, term: 'Declare Attackers', senses: 'See rule 508.1.', cites: ['508.1'] },
        { id: 2, term: 'Assign Combat Damage', senses: 'See rule 510.1.', cites: ['510.1'] },
        { id: 3, term: 'Trample', senses: 'See rule 702.19.', cites: ['702.19'] },
      ],
      titles: [],
    });
    const named = (query: string) => recognizeTerms(words(query), passives).map((m) => [m.term.name, m.from, m.to]);
    expect(named('when are attackers declared')).toEqual([['Declare Attackers', 2, 4]]);
    expect(named('attackers get declared with trample')).toEqual([
      ['Declare Attackers', 0, 3],
      ['Trample', 4, 5],
    ]);
    expect(named('how is combat damage assigned')).toEqual([['Assign Combat Damage', 2, 5]]);
    // the object and its verb apart, or the verb in no past form, name nothing
    expect(named('attackers were then declared')).toEqual([]);
    expect(named('attackers declare')).toEqual([]);
  });

  it('recognises a term of a modifier and a noun said as what the noun is, before the noun alone', () => {
    const said = buildTerms({
      glossary: [
        { id: 1, term: 'Unblocked Creature', senses: 'See rule 509.', cites: ['509'] },
        { id: 2, term: 'Illegal Target', senses: 'See rule 608.2b.', cites: ['608.2b'] },
        { id: 3, term: 'Creature', senses: 'See rule 302.', cites: ['302'] },
        { id: 4, term: 'Target', senses: 'See rule 115.', cites: ['115'] },
      ],
      titles: [],
    });
    const named = (query: string) => recognizeTerms(words(query), said).map((m) => [m.term.name, m.from, m.to]);
    expect(named('for a creature to be unblocked')).toEqual([['Unblocked Creature', 2, 6]]);
    expect(named('a creature that is unblocked')).toEqual([['Unblocked Creature', 1, 5]]);
    expect(named('its target becomes illegal')).toEqual([['Illegal Target', 1, 4]]);
    expect(named("the creature isn't unblocked")).toEqual([['Unblocked Creature', 1, 4]]);
    expect(named('the target is not illegal')).toEqual([['Illegal Target', 1, 5]]);
    // what is said of another noun, or with words between, names only the nouns
    expect(named('the creature is an illegal target')).toEqual([
      ['Creature', 1, 2],
      ['Illegal Target', 4, 6],
    ]);
    expect(named('a creature is still unblocked')).toEqual([['Creature', 1, 2]]);
  });

  it('tells a subrule from a longer number', () => {
    expect(underRule('702.19b', '702.19')).toBe(true);
    expect(underRule('702.190', '702.19')).toBe(false);
    expect(underRule('704.5f', '704')).toBe(true);
    expect(underRule('7045', '704')).toBe(false);
    expect(underRule('702.19', '702.19')).toBe(true);
  });
});

describe('genusOf', () => {
  it.each([
    ['A zone for certain specialized objects. See rule 408.', 'zone'],
    ['A zone. Exile is a holding area. To put an object into exile.', 'zone'],
    ['1. A zone. A player’s graveyard is their discard pile.', 'zone'],
    ['A keyword ability that modifies how a creature assigns combat damage.', 'ability'],
    ['An evasion ability that makes creatures unblockable by a single creature.', 'ability'],
    // no kind: a definition opening with no article, with a verb, with a whole sentence, or with nothing
    ['Poison counters, kept on players.', undefined],
    ['To mill a number of cards, a player puts them into the graveyard.', undefined],
    ['A player’s hand is where that player holds cards they have drawn.', undefined],
    ['See rule 702.26.', undefined],
    ['', undefined],
  ])('reads in %j the kind of thing the term is: %s', (senses, kind) => {
    expect(genusOf(senses)).toBe(kind);
  });
});

describe('wordParts', () => {
  it('splits hyphenated and slashed compounds as the index does, and nothing else', () => {
    expect(wordParts("A color-changing P/T; double--faced cards/ Urza's").join(' ')).toBe('a color changing p t double faced cards urza');
  });
});

describe('perDictionary', () => {
  it('works a value out once for each dictionary, and again for another', () => {
    let derivations = 0;
    const keys = perDictionary((terms) => {
      derivations++;
      return [...terms.byKey.keys()];
    });
    const trample = buildTerms({ glossary: [{ id: 1, term: 'Trample', senses: 'See rule 702.19.', cites: ['702.19'] }], titles: [] });
    const ward = buildTerms({ glossary: [{ id: 2, term: 'Ward', senses: 'See rule 702.21.', cites: ['702.21'] }], titles: [] });
    expect(keys(trample)).toEqual(['trample']);
    expect(keys(trample)).toBe(keys(trample));
    expect(keys(ward)).toEqual(['ward']);
    expect(derivations).toBe(2);
  });
});

describe('wordsApartTerm', () => {
  const terms = buildTerms({
    glossary: [
      { id: 1, term: 'Flashback', senses: 'See rule 702.34.', cites: ['702.34'] },
      { id: 2, term: 'Flash', senses: 'See rule 702.8.', cites: ['702.8'] },
      { id: 3, term: 'Lifelink', senses: 'See rule 702.15.', cites: ['702.15'] },
      { id: 4, term: 'Life', senses: 'See rule 119.', cites: ['119'] },
      { id: 5, term: 'Deathtouch', senses: 'See rule 702.2.', cites: ['702.2'] },
      { id: 6, term: 'Touch', senses: 'See rule 999.1.', cites: ['999.1'] },
      { id: 7, term: 'Backup', senses: 'See rule 702.165.', cites: ['702.165'] },
    ],
    titles: [],
  });

  it("joins two words that are one term's word as the rules write it", () => {
    expect(wordsApartTerm('flash', 'back', terms)).toBe('flashback');
    expect(wordsApartTerm('life', 'link', terms)).toBe('lifelink');
    // the first word in another form of its verb: the term's own word
    expect(wordsApartTerm('flashed', 'back', terms)).toBe('flashback');
    expect(wordsApartTerm('flashing', 'back', terms)).toBe('flashback');
  });

  it('keeps apart words whose second names a term of its own, words that join to no term, and a last word', () => {
    // "touch" is a term here: "death touch" may be its own words
    expect(wordsApartTerm('death', 'touch', terms)).toBeUndefined();
    // "back" names no term: "backing up" a game is no Backup
    expect(wordsApartTerm('backing', 'up', terms)).toBeUndefined();
    expect(wordsApartTerm('back', 'up', terms)).toBeUndefined();
    expect(wordsApartTerm('flash', 'flash', terms)).toBeUndefined();
    expect(wordsApartTerm('life', 'total', terms)).toBeUndefined();
    expect(wordsApartTerm('flash', undefined, terms)).toBeUndefined();
  });
});
