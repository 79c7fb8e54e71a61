import { describe, expect, it } from 'vitest';
import { stem } from '../text/index.ts';
import { analyzeQuery } from './analyze.ts';
import type { Corpus } from './corpus.ts';
import { stemKey } from './terms.ts';

import { corpus, seeRule, termNamesIn, withGlossary } from '../../test/support/queryCorpus.ts';

/** The rules wordings a query is read as saying, each as its alternatives joined by "|" ("0 or less"). */
const wordingsOf = (query: string): string[] =>
  analyzeQuery(query, corpus).wordings.map((w) => w.map((words) => words.join(' ')).join('|'));

describe('analyzeQuery', () => {
  it('reads a last word still being typed as the word it begins, term included, and no finished word', () => {
    const typing: Corpus = { ...corpus, complete: (prefix) => ('deathtouch'.startsWith(prefix) ? 'deathtouch' : null) };
    const typed = analyzeQuery('trample deathto', typing);
    expect(typed.terms.map((t) => t.term.name)).toEqual(['Trample', 'Deathtouch']);
    expect(typed.typingLast).toBe(true);
    expect(typed.concepts.at(-1)!.alternatives).toContainEqual([stem('deathtouch')]);
    // a wildcard after the last word asks for the words it begins, as a search engine reads it
    expect(analyzeQuery('trample deathto*', typing).terms.map((t) => t.term.name)).toEqual(['Trample', 'Deathtouch']);
    // a space, or a word before the last, says the word is finished
    for (const finished of ['trample deathto ', 'deathto trample'])
      expect(analyzeQuery(finished, typing).terms.map((t) => t.term.name)).toEqual(['Trample']);
  });

  it('reads a keyword named in -ing by its name, not by another form of its verb ("the mana vanished")', () => {
    const vanishing = withGlossary(
      {
        id: 1,
        term: 'Vanishing',
        senses: 'A keyword ability that limits how long a permanent remains on the battlefield. See rule 702.63.',
        cites: ['702.63'],
      },
      seeRule(2, 'Mana', '106'),
    );
    expect(termNamesIn('the mana vanished', vanishing)).toEqual(['Mana']);
    expect(termNamesIn('mana with vanishing', vanishing)).toEqual(['Mana', 'Vanishing']);
  });

  it("reads a quoted judge phrase's words as written too, as it reads them unquoted", () => {
    const turn = (query: string) => analyzeQuery(query, corpus).concepts.find((c) => c.word === 'turn')?.alternatives;
    // "until end of turn" stands for the cleanup step; its "turn" is still a turn
    expect(turn('when do "until end of turn" effects end')).toContainEqual([stem('turn')]);
    expect(turn('when do until end of turn effects end')).toContainEqual([stem('turn')]);
  });

  it('reads a term of several senses in the one its question says, and in every sense when none is said', () => {
    const senseTexts = [
      'To cancel a spell or ability so it doesn’t resolve. See rule 701.6, “Counter.”',
      'A marker placed on an object or player that modifies an ability. See rule 122, “Counters.”',
    ];
    const counter = withGlossary({ id: 1, term: 'Counter', senses: senseTexts.join(' '), senseTexts, cites: ['701.6', '122'] });
    const rulesOf = (query: string): readonly string[] =>
      analyzeQuery(query, counter).terms.find((t) => t.term.name === 'Counter')!.term.rules;
    expect(rulesOf('counter a spell')).toEqual(['701.6']);
    expect(rulesOf('counters placed on a creature')).toEqual(['122']);
    // the term's own word says no sense; "ability" is in both
    expect(rulesOf('counter')).toEqual(['701.6', '122']);
    expect(rulesOf('ability counter')).toEqual(['701.6', '122']);
    // before its object the word is a verb: the action, though "ability" is in both senses
    expect(rulesOf('can I counter an ability')).toEqual(['701.6']);
    expect(rulesOf('counter target spell')).toEqual(['701.6']);
    expect(rulesOf('can my opponent counter it')).toEqual(['701.6']);
    expect(rulesOf('put a counter on it')).toEqual(['122']);
    expect(rulesOf('a counter the ability put')).toEqual(['122']);
    // a verb's -ed or -ing form is the action, whatever else the question says: a marker is not "countered"
    expect(rulesOf('can an ability be countered')).toEqual(['701.6']);
    // after an article, a possessive or a count the word is a noun: not the action, whatever the other words say
    expect(rulesOf('does a +1/+1 counter stop a spell from resolving')).toEqual(['122']);
    expect(rulesOf('can the counter on it cancel a spell')).toEqual(['122']);
    // named outright as well, the term keeps the sense its other words say: here none, so both
    expect(rulesOf('countering a creature with counters on it')).toEqual(['701.6', '122']);
    expect(analyzeQuery('countered', counter).askedTerms).toEqual([stemKey('counter')]);
  });

  it('names by a verb form only a term with exactly one action among its senses', () => {
    const draw = (senseTexts: string[]): Corpus =>
      withGlossary({ id: 1, term: 'Draw', senses: senseTexts.join(' '), senseTexts, cites: ['121', '104.4'] });
    const oneAction = draw(['To put a card into a hand. See rule 121.', 'The result of a game. See rule 104.4.']);
    const twoActions = draw(['To put a card into a hand. See rule 121.', 'To end a game with no winner. See rule 104.4.']);
    const query = 'drawing from an empty library';
    expect(analyzeQuery(query, oneAction).terms.map((t) => [t.term.name, t.term.rules])).toEqual([['Draw', ['121']]]);
    // two actions: the form does not say which
    expect(analyzeQuery(query, twoActions).terms).toEqual([]);
    // "that" opens a clause here, and "a draw" is the noun
    const drawRules = (q: string): readonly string[] => analyzeQuery(q, oneAction).terms[0]!.term.rules;
    expect(drawRules('a spell that draws a card')).toEqual(['121']);
    expect(drawRules('the game is a draw')).toEqual(['104.4']);
  });

  it('names a term the glossary defines as one action by its -ing form before an object, not by a state it says', () => {
    const cast = { id: 1, term: 'Cast', senses: 'To take a spell and put it on the stack. See rule 601.', cites: ['601'] };
    const block = { id: 2, term: 'Block', senses: 'To declare a creature as a blocker. See rule 509.', cites: ['509'] };
    const spell = { id: 3, term: 'Spell', senses: 'A card on the stack. See rule 112.', cites: ['112'] };
    const names = (query: string): string[] => termNamesIn(query, withGlossary(cast, block, spell));
    expect(names('steps of casting a spell')).toEqual(['Cast', 'Spell']);
    expect(names('can I block after blocking a creature')).toEqual(['Block']);
    // a creature "blocking" or "still blocking" is in a state, not doing the act
    expect(names('creature blocking multiple attackers')).toEqual([]);
    expect(names('is it still blocking')).toEqual([]);
    // the -ed form says a state as often as the act ("a blocked creature")
    expect(names('a blocked creature')).toEqual([]);
  });

  it('names a keyword ability or keyword action by the -ed form that says the state it leaves, not an everyday action', () => {
    const mutate = { id: 1, term: 'Mutate', senses: 'A keyword ability that merges a creature spell with a creature. See rule 702.140.' };
    const exert = { id: 2, term: 'Exert', senses: 'A keyword action that keeps a permanent from untapping. See rule 701.43.' };
    const block = { id: 3, term: 'Block', senses: 'To declare a creature as a blocker. See rule 509.' };
    const terms = withGlossary({ ...mutate, cites: ['702.140'] }, { ...exert, cites: ['701.43'] }, { ...block, cites: ['509'] });
    const names = (query: string): string[] => termNamesIn(query, terms);
    expect(names('what happens to a mutated creature when it dies')).toEqual(['Mutate']);
    expect(names('can an exerted creature untap')).toEqual(['Exert']);
    expect(names('a blocked creature')).toEqual([]);
  });

  it('reads a judge word for an action in the sense of its term that is one, unless the term is named outright', () => {
    const draw = { id: 1, term: 'Draw', cites: ['121', '104.4'] };
    const senseTexts = ['To put a card into a hand. See rule 121.', 'The result of a game. See rule 104.4.'];
    const withDraw = withGlossary({ ...draw, senses: senseTexts.join(' '), senseTexts }, seeRule(2, 'Discard', '701.9'));
    const rulesOf = (query: string) => analyzeQuery(query, withDraw).terms.map((t) => [t.term.name, t.term.rules]);
    expect(rulesOf('cantrip')).toEqual([['Draw', ['121']]]);
    expect(rulesOf('can I respond to a loot')).toEqual([
      ['Draw', ['121']],
      ['Discard', ['701.9']],
    ]);
    // named outright, the term keeps the sense its words say
    expect(rulesOf('is a cantrip a draw')).toEqual([['Draw', ['104.4']]]);
  });

  it('asks about every term of a judge word for a situation ("decked"), and only the first term of a synonym', () => {
    const glossary = [seeRule(1, 'Draw', '121'), seeRule(2, 'Library', '401'), seeRule(3, 'State-Based Actions', '704')];
    const withTerms = withGlossary(...glossary, seeRule(4, 'Deck', '100'), seeRule(5, 'Dies', '700.4'), seeRule(6, 'Graveyard', '404'));
    const asked = (query: string) => analyzeQuery(query, withTerms).askedTerms;
    const decked = ['draw', 'library', stemKey('state-based actions')];
    expect(asked('decked')).toEqual(decked);
    expect(asked('what happens if I deck out')).toEqual(['deck', ...decked]);
    // "dies" is the CR's own term: the others it widens to are searched for, not asked about
    expect(asked('dies')).toEqual([stemKey('dies')]);
  });

  it('leaves question and stop words out of the concepts', () => {
    const a = analyzeQuery('What happens when a creature has zero toughness?', corpus);
    expect(a.concepts.map((c) => c.word)).toEqual(['creature', '0', 'toughness']);
    expect(a.countPairs).toContainEqual(['0', 'toughness']);
    // a P/T as cards write it says its toughness too
    expect(analyzeQuery('does my 0/0 creature die', corpus).countPairs).toContainEqual(['0', 'toughness']);
    // a state "already" reached is the state: the word matched rules on what has already happened, not the question
    expect(analyzeQuery("can I block with a creature that's already tapped", corpus).concepts.map((c) => c.word)).toEqual([
      'block',
      'creature',
      'tapped',
    ]);
  });

  it('reads "over" as a preposition, no word of the question, yet inside a term that has it', () => {
    expect(analyzeQuery('trample the rest over to the player', corpus).concepts.map((c) => c.word)).toEqual(['trample', 'rest', 'player']);
    const over = withGlossary({ id: 5, term: 'Trample Over Planeswalkers', senses: 'See rule 702.19c.', cites: ['702.19c'] });
    expect(termNamesIn('trample over planeswalkers', over)).toEqual(['Trample Over Planeswalkers']);
  });

  it('leaves out another form of a stop word ("ruling" of "rules") unless the imported texts write it (an IPG does)', () => {
    expect(analyzeQuery('deathtouch ruling', corpus).concepts.map((c) => c.word)).toEqual(['deathtouch']);
    const withRulings: Corpus = { ...corpus, uses: (word) => (word === 'ruling' ? 4 : corpus.uses(word)) };
    expect(analyzeQuery('deathtouch ruling', withRulings).concepts.map((c) => c.word)).toEqual(['deathtouch', 'ruling']);
  });

  it('leaves out an adverb the imported texts never write that stems to a word they do ("basically": basic)', () => {
    const withBasic: Corpus = { ...corpus, uses: (word) => (word === 'basic' ? 50 : corpus.uses(word)) };
    const withBasicStems: Corpus = { ...withBasic, stemUses: (word) => (stem(word) === 'basic' ? 50 : corpus.stemUses(word)) };
    const a = analyzeQuery('is a land basically colorless', withBasicStems);
    expect(a.concepts.map((c) => c.word)).toEqual(['land', 'colorless']);
    expect(a.ftsGroups.flat()).not.toContain('basically');
    // where the texts write the adverb, it is a word of the question
    const writing: Corpus = { ...withBasicStems, uses: (word) => (word === 'basically' ? 3 : withBasic.uses(word)) };
    expect(analyzeQuery('is a land basically colorless', writing).concepts.map((c) => c.word)).toContain('basically');
  });

  it('reads "during" as the preposition it is, not the obsolete glossary term During', () => {
    const a = analyzeQuery(
      'block during combat',
      withGlossary({ id: 8, term: 'During (Obsolete)', senses: 'Some older cards…', cites: [] }),
    );
    expect(a.terms).toEqual([]);
    expect(a.concepts.map((c) => c.word)).toEqual(['block', 'combat']);
  });

  it('reads no judge phrase inside a longer CR term ("planar die" is the Planar Die, not a creature that dies)', () => {
    const planar = withGlossary(seeRule(10, 'Planar Die', '901.3'), seeRule(11, 'Dies', '700.4'));
    expect(analyzeQuery('roll the planar die', planar).terms.map((t) => t.term.name)).toEqual(['Planar Die']);
    expect(analyzeQuery('a creature would die', planar).terms.map((t) => t.term.name)).toContain('Dies');
  });

  it('reads a quoted CR term as that term, and a longer quoted name holding one ("hidden card error") as no term', () => {
    const card = withGlossary(
      seeRule(16, 'Card', '108'),
      seeRule(17, 'Lethal Damage', '120.4a'),
      seeRule(18, 'Banding, “Bands with Other”', '702.22'),
    );
    const phrase = (query: string) => analyzeQuery(query, card).concepts.find((c) => c.word.includes(' '))!;
    expect(phrase('"lethal damage"').inTerm).toBe(true);
    expect(phrase('banding, “bands with other”').inTerm).toBe(true);
    expect(phrase('"hidden card error"').inTerm).toBe(false);
    expect(phrase('HCE').inTerm).toBe(false);
  });

  it('reads one word alone that begins exactly one longer term\'s name as that term ("timestamp")', () => {
    const heads = withGlossary(
      seeRule(12, 'Timestamp Order', '613.7'),
      seeRule(13, 'State-Based Actions', '704'),
      seeRule(14, 'State Trigger', '603.8'),
      seeRule(15, 'Phased In, Phased Out', '702.26'),
    );
    const named = (q: string) => analyzeQuery(q, heads).terms.map((t) => t.term.name);
    expect(named('timestamp')).toEqual(['Timestamp Order']);
    expect(named('phased')).toEqual(['Phased In, Phased Out']);
    // two terms begin with "state"; a second word makes it a question, not a term's name
    expect(named('state')).toEqual([]);
    expect(named('timestamp of an aura')).toEqual([]);
  });

  it('reads judge vocabulary in another tense ("ETBed" for ETB)', () => {
    expect(analyzeQuery('a creature that ETBed', corpus).terms.map((t) => t.term.name)).toContain('Enters the Battlefield');
  });

  it('reads numbers written as words', () => {
    expect(analyzeQuery('twenty one damage', corpus).concepts.map((c) => c.word)).toEqual(['21', 'damage']);
    expect(analyzeQuery('ten poison', corpus).concepts[0]!.word).toBe('10');
  });

  it('keeps a number word that is part of a CR term\'s name ("One-Shot Effect") as the term', () => {
    const oneShot = withGlossary(seeRule(9, 'One-Shot Effect', '610'));
    const shot = analyzeQuery('is a one-shot effect a spell', oneShot);
    expect(shot.terms.map((t) => t.term.name)).toEqual(['One-Shot Effect']);
    expect(shot.concepts.map((c) => c.word)).not.toContain('1');
    expect(analyzeQuery('one shot at a time', oneShot).concepts.map((c) => c.word)).toContain('1');
  });

  it('looks for a number in both spellings: the rules write "more than one" in prose and "toughness 0" in digits', () => {
    const one = analyzeQuery('block more than one attacker', corpus).concepts.find((c) => c.word === '1')!;
    expect(one.searchWords).toEqual(expect.arrayContaining(['1', 'one']));
    expect(one.alternatives).toContainEqual([stem('one')]);
    expect(analyzeQuery('21 damage', corpus).concepts.find((c) => c.word === '21')!.searchWords).toEqual(['21']);
  });

  it('reads an opponent named beside other words as who acts, not as the term asked about', () => {
    expect(analyzeQuery("my opponent's trample creature", corpus).terms.map((t) => t.term.name)).toEqual(['Trample']);
    expect(analyzeQuery('my opponent', corpus).terms.map((t) => t.term.name)).toEqual(['Opponent']);
  });

  it('marks, in a post of several sentences, the words of the sentences that ask', () => {
    const post = analyzeQuery('My creature has trample. It blocks. Does deathtouch matter?', corpus);
    const asked = post.concepts.filter((c) => c.inQuestion).map((c) => c.word);
    expect(asked).toEqual(['deathtouch', 'matter']);
    expect(analyzeQuery('Does deathtouch matter with trample?', corpus).concepts.some((c) => c.inQuestion)).toBe(false);
    expect(analyzeQuery('Trample. Deathtouch.', corpus).concepts.some((c) => c.inQuestion)).toBe(false);
    // a keyword ability the story names is part of what the question asks of "it"
    const menace = { id: 1, term: 'Menace', senses: 'A keyword ability that limits how a creature can be blocked. See rule 702.111.' };
    const story = analyzeQuery(
      'They attacked with a creature with menace. Can I block it with one?',
      withGlossary({ ...menace, cites: ['702.111'] }),
    );
    expect(story.concepts.filter((c) => c.inQuestion).map((c) => c.word)).toEqual(['menace', 'block', '1']);
    expect(story.terms.find((t) => t.term.name === 'Menace')?.inQuestion).toBe(true);
  });

  it("reads a number beside a keyword ability as the keyword's parameter, not as a count of it", () => {
    const ward = { id: 1, term: 'Ward', senses: 'A keyword ability that counters what targets it. See rule 702.21.', cites: ['702.21'] };
    expect(analyzeQuery('their creature has ward 2, can I target it', withGlossary(ward)).countPairs).toEqual([]);
    expect(analyzeQuery('their creature has 2 toughness', withGlossary(ward)).countPairs).toEqual([['2', 'toughness']]);
  });

  it('pairs no count a wording says in words of its own: players both at 0 life ask for a draw, not 0 life', () => {
    expect(analyzeQuery('what happens if we both go to 0 life at the same time', corpus).countPairs).toEqual([]);
    expect(analyzeQuery('what happens if i go to 0 life', corpus).countPairs).toEqual([['0', 'life']]);
  });

  it('names each keyword of a pair as its own term', () => {
    const a = analyzeQuery('trample deathtouch', corpus);
    expect(a.terms.map((t) => t.term.name).sort()).toEqual(['Deathtouch', 'Trample']);
  });

  it('reads judge vocabulary as the CR term it stands for', () => {
    const a = analyzeQuery('ETB', corpus);
    expect(a.terms.map((t) => t.term.name)).toEqual(['Enters the Battlefield']);
    expect(a.ftsGroups.flat()).toEqual(expect.arrayContaining(['etb', 'enters', 'battlefield']));
  });

  it('reads a player hit by damage in players\' words ("go face") as Player, and a longer CR term holding "face" as itself', () => {
    const faces = withGlossary(seeRule(1, 'Player', '102.1'), seeRule(2, 'Face Down', '708.2'), seeRule(3, 'Damage', '120.1'));
    const names = (query: string): string[] => termNamesIn(query, faces);
    expect(names('can I go face with it')).toEqual(['Player']);
    expect(names('burn spells hit face')).toEqual(['Damage', 'Player']);
    expect(names('turn it face down')).toEqual(['Face Down']);
  });

  it('reads a signed number alone as a loyalty ability by its cost, not a P/T change or a life total', () => {
    const named = (query: string) => analyzeQuery(query, corpus).terms.map((t) => t.term.name);
    expect(named('can I +1 her and then −2 her in the same turn')).toEqual(['Loyalty Ability']);
    expect(named('-X with no loyalty')).toEqual(['Loyalty Ability']);
    expect(named('can I +X him twice')).toEqual(['Loyalty Ability']);
    expect(named('a +1/+1 counter and a -1/-1 counter')).toEqual([]);
    expect(named('gets +2/+0')).toEqual([]);
    expect(named('a player at -3 life')).toEqual([]);
    expect(named('rule 704.5a-c')).toEqual([]);
  });

  it('reads a value said to come to a minus number ("down to -1") as the "0 or less" the rules say, no loyalty cost', () => {
    const read = (query: string) => analyzeQuery(query, corpus);
    const named = (query: string) => read(query).terms.map((t) => t.term.name);
    expect(wordingsOf('my opponent bolts me down to -1')).toContainEqual('0 or less');
    expect(wordingsOf('our life total dropped to −3, do we lose')).toContainEqual('0 or less');
    expect(wordingsOf('I am at -2 life')).toContainEqual('0 or less');
    expect(named('my opponent bolts me down to -1')).toEqual([]);
    // a cost, a P/T change and a rule's range stay as they were
    expect(named('can I -2 her to kill it')).toEqual(['Loyalty Ability']);
    expect(wordingsOf('it gets -1/-1 and goes to -2/-2')).toEqual([]);
    expect(wordingsOf('rules 704.5a-c')).toEqual([]);
  });

  it('reads an object given a color ("turns my creature blue") as the rules\' "new color", not mana made', () => {
    expect(wordingsOf('if a spell turns my red creature blue is it still red')).toContainEqual('new color');
    expect(wordingsOf('my shield named a red source that became green')).toContainEqual('new color');
    expect(wordingsOf('do my lands still make black')).toEqual([]);
    expect(wordingsOf('whose turn is it when a red creature attacks')).toEqual([]);
  });

  it('reads a dies trigger asked of the creatures dying with its source as abilities that look back in time', () => {
    expect(wordingsOf('does blood artist trigger for all the others even though it died too')).toContainEqual('look back in time');
    expect(wordingsOf('does it trigger for itself')).toContainEqual('look back in time');
    expect(wordingsOf('every creature that died, itself included')).toContainEqual('look back in time');
    expect(wordingsOf('does ward trigger for each of them')).toEqual([]);
  });

  it('reads both players at "0 life" as players losing simultaneously, as "both … to 0" is read', () => {
    expect(wordingsOf('both players 0 life same time')).toContainEqual('lose simultaneously');
    expect(wordingsOf('both of us went to 0 at once')).toContainEqual('lose simultaneously');
    expect(wordingsOf('a player at 0 life')).not.toContainEqual('lose simultaneously');
  });

  it('reads a cost signed with a minus as the negative loyalty cost the rules say, one with a plus as none', () => {
    const alternatives = (query: string, count: string) => analyzeQuery(query, corpus).concepts.find((c) => c.word === count)!.alternatives;
    expect(alternatives('can I −2 her at 1 loyalty', '2')).toContainEqual([stem('negative')]);
    expect(alternatives('can I -X her', 'x')).toContainEqual([stem('negative')]);
    expect(alternatives('can I +2 her twice', '2')).not.toContainEqual([stem('negative')]);
  });

  it('reads a change to power and toughness ("gets -2/-2") as no count, and a +1/+1 counter as the counter it is', () => {
    const words = (query: string) => analyzeQuery(query, corpus).concepts.map((c) => c.word);
    expect(words('a creature gets -2/-2 and dies')).not.toContain('2');
    expect(words('it gets +3/+3 until end of turn')).not.toContain('3');
    expect(words('a creature with toughness 2')).toContain('2');
    expect(words('a +1/+1 counter')).toContain('1');
  });

  it('gives a word no rules text uses (a card name) no weight, and reads a typo as the word meant', () => {
    const a = analyzeQuery('Tarmogoyf trampel', corpus);
    expect(a.concepts.find((c) => c.word === 'tarmogoyf')!.weight).toBe(0);
    expect(a.concepts.map((c) => c.word)).not.toContain('trampel');
    const meant = a.concepts.find((c) => c.word === 'trample')!;
    expect(meant.weight).toBeGreaterThan(0);
    expect(meant.searchWords).toContain('trample');
  });

  it('reads a term followed by the kind of thing it is ("command zone") as that term alone', () => {
    const zones = withGlossary(
      { id: 1, term: 'Command', senses: 'A zone for certain specialized objects. See rule 408.', cites: ['408'] },
      { id: 2, term: 'Zone', senses: 'A place where objects can be during a game. See rule 400.', cites: ['400'] },
    );
    expect(analyzeQuery('command zone', zones).terms.map((t) => t.term.name)).toEqual(['Command']);
    expect(analyzeQuery('command zone', zones).concepts.every((c) => c.inTerm)).toBe(true);
    expect(analyzeQuery('zone command', zones).terms.map((t) => t.term.name)).toEqual(['Zone', 'Command']);
  });

  it('reads a form of a rules word the rules never write as that word, not as a typo of another', () => {
    const a = analyzeQuery('trampling', corpus);
    const inflected = a.concepts.find((c) => c.word === 'trampling')!;
    expect(inflected.weight).toBeGreaterThan(0);
    expect(inflected.searchWords).not.toContain('tripling');
  });

  it('matches a state by its un- form and notes negation', () => {
    const a = analyzeQuery("can't a tapped creature block", corpus);
    const tapped = a.concepts.find((c) => c.word === 'tapped')!;
    expect(tapped.alternatives).toContainEqual(['untap']);
    expect(a.negatedForms).toEqual(['tapped', 'creature']);
    expect(analyzeQuery('a tapped creature', corpus).negatedForms).toEqual([]);
  });

  it('meets a verb in -nd by the noun the rules use in -nse ("respond", "in response to"), but not a short word', () => {
    const nouns: Corpus = { ...corpus, uses: (word) => ({ response: 10, respond: 3, sense: 5, send: 2 })[word] ?? corpus.uses(word) };
    const alternativesOf = (query: string) => analyzeQuery(query, nouns).concepts[0]!.alternatives;
    expect(alternativesOf('respond')).toContainEqual([stem('response')]);
    expect(alternativesOf('responds')).toContainEqual([stem('response')]);
    expect(alternativesOf('send')).not.toContainEqual([stem('sense')]);
    expect(alternativesOf('defend')).toEqual([[stem('defend')]]);
    // a slip is read in the forms of the word it corrects to
    const slipping: Corpus = { ...nouns, correct: (word) => (word === 'respnd' ? 'respond' : null) };
    expect(analyzeQuery('respnd', slipping).concepts[0]!.alternatives).toContainEqual([stem('response')]);
  });

  it('meets a permanent type by "permanent", an opponent by "player", and a verb by the agent noun the CR defines', () => {
    const owners = withGlossary(seeRule(1, 'Owner', '108.3'), seeRule(2, 'Controller', '108.4'));
    const alternativesOf = (query: string) => analyzeQuery(query, owners).concepts.map((c) => c.alternatives);
    expect(alternativesOf('creatures lands')).toEqual([
      [[stem('creatures')], [stem('permanent')]],
      [[stem('lands')], [stem('permanent')]],
    ]);
    expect(alternativesOf('opponent')[0]).toContainEqual([stem('player')]);
    expect(alternativesOf('owns')[0]).toContainEqual([stem('owner')]);
    expect(alternativesOf('controls')[0]).toContainEqual([stem('controller')]);
    // No defined agent noun, and no type word: the word alone.
    expect(alternativesOf('blocks')).toEqual([[[stem('blocks')]]]);
    expect(alternativesOf('spell')).toEqual([[[stem('spell')]]]);
  });

  // players' words for keywords, actions and tournament procedure, each asking for the CR term a judge would look up
  it.each([
    ['can my flyer be blocked', 'Flying'],
    ['fliers', 'Flying'],
    ['regen', 'Regenerate'],
    ['sweeper', 'Destroy'],
    ['cantrip', 'Draw'],
    ['loot', 'Draw'],
    ['rummage', 'Discard'],
    ['death trigger', 'Leaves the Battlefield'],
    ['infinite combo', 'Loop'],
    ['rewind', 'Illegal Action'],
    ['mana dork', 'Mana Ability'],
    ['bounce', 'Hand'],
    ['counterspell', 'Counter'],
    ['lifegain', 'Life'],
    ['anthem', 'Layer'],
    ['can I reanimate a token', 'Graveyard'],
  ])('reads "%s" as asking for %s', (query, term) => {
    const names = ['Flying', 'Regenerate', 'Destroy', 'Draw', 'Discard', 'Leaves the Battlefield', 'Loop', 'Illegal Action'];
    const glossary = [...names, 'Mana Ability', 'Hand', 'Counter', 'Life', 'Layer', 'Graveyard', 'Rampage'].map((name, i) =>
      seeRule(i + 1, name, `70${i}.1`),
    );
    // "rummage", a word no rule says, is no typo of "rampage" (the nearest word the typo reader offers): the slang is read
    const a = analyzeQuery(query, { ...withGlossary(...glossary), correct: (w) => (w === 'rummage' ? 'rampage' : null) });
    expect(a.askedTerms[0]).toBe(stemKey(term));
  });

  it('keeps a one-letter word only when the CR defines it as a term', () => {
    const withX = withGlossary({ id: 1, term: 'X', senses: 'A placeholder. See rule 107.3.', cites: ['107.3'] });
    expect(analyzeQuery('what is X in a mana cost', withX).concepts.map((c) => c.word)).toContain('x');
    expect(analyzeQuery('what is X in a mana cost', corpus).concepts.map((c) => c.word)).not.toContain('x');
    expect(analyzeQuery('plan b for a creature', withX).concepts.map((c) => c.word)).not.toContain('b');
  });

  it('never throws on odd input', () => {
    for (const q of ['', '   ', '"', '(((', '*', 'p/t', '704.5j', '\u0000', 'a'.repeat(2000)])
      expect(() => analyzeQuery(q, corpus)).not.toThrow();
  });
});
