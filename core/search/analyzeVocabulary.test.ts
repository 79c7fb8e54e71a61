import { describe, expect, it } from 'vitest';
import { stem } from '../text/index.ts';
import { analyzeQuery } from './analyze.ts';
import type { Corpus } from './corpus.ts';
import { stemKey } from './terms.ts';

import { corpus, seeRule, termNamesIn, withGlossary } from '../../test/support/queryCorpus.ts';

/** A glossary of terms each seeing one rule, from [name, rule] pairs. */
const glossaryOf = (terms: readonly (readonly [string, string])[]): Corpus =>
  withGlossary(...terms.map(([name, rule], i) => seeRule(i + 1, name, rule)));

// How a query's judge phrases, idioms and everyday words are read: the terms they stand for, and what they search.
describe('analyzeQuery reads judge vocabulary and idioms', () => {
  it('asks for the first term a judge phrase stands for; the others are only searched for', () => {
    const withDies = withGlossary(seeRule(1, 'Dies', '700.4'), seeRule(2, 'Graveyard', '404'));
    const a = analyzeQuery('dies', withDies);
    expect(a.terms.map((t) => t.term.name).sort()).toEqual(['Dies', 'Graveyard']);
    expect(a.askedTerms).toEqual([stemKey('Dies')]);
  });

  it("reads a player's poison said by its kind alone as poison counters", () => {
    const poison = withGlossary(seeRule(1, 'Poison Counter', '704.5c'));
    expect(termNamesIn('he is at 10 poison but 30 life', poison)).toEqual(['Poison Counter']);
    expect(termNamesIn('how many poison counters kill a player', poison)).toEqual(['Poison Counter']);
    expect(termNamesIn('he is at 30 life', poison)).toEqual([]);
  });

  it('reads creatures "sent at" or "sent after" a player or planeswalker as attacking it', () => {
    const attack = withGlossary(seeRule(1, 'Attack', '508.1'), seeRule(2, 'Planeswalker', '306'));
    expect(termNamesIn('can I send my creatures after his planeswalker', attack)).toEqual(['Attack', 'Planeswalker']);
    expect(termNamesIn('I sent two attackers at one opponent and one at the other', attack)).toContain('Attack');
    expect(termNamesIn('send it to the graveyard', attack)).toEqual([]);
  });

  it('reads a spell "aimed at" a thing as targeting it, and an ability "when you do" as a reflexive one', () => {
    expect(termNamesIn('can I aim my spell at his creature', withGlossary(seeRule(1, 'Target', '115.1')))).toEqual(['Target']);
    const reflexive = withGlossary(seeRule(1, 'Reflexive Triggered Ability', '603.12'));
    expect(termNamesIn('I may pay 2 and when I do it destroys an artifact', reflexive)).toEqual(['Reflexive Triggered Ability']);
  });

  it('reads the pips of a cost as its mana symbols', () => {
    expect(termNamesIn('cost reduction colored pips', withGlossary(seeRule(1, 'Mana Symbol', '107.4')))).toEqual(['Mana Symbol']);
  });

  it('reads the longest judge phrase and not a shorter one inside it ("dies trigger" is no "dies", "board wipe" no "board")', () => {
    const glossary = withGlossary(
      ...Object.entries({ Dies: '700.4', Graveyard: '404', 'Leaves the Battlefield': '603.6c', Destroy: '701.8', Battlefield: '403' }).map(
        ([name, rule], i) => seeRule(i + 1, name, rule),
      ),
    );
    const names = (query: string): string[] => termNamesIn(query, glossary);
    expect(names('dies trigger')).toEqual(['Dies', 'Leaves the Battlefield']);
    // a dies ability is a dies trigger: not the state-based actions a creature dies by
    expect(names('do dies abilities trigger on exile')).toEqual(['Dies', 'Leaves the Battlefield']);
    expect(names('board wipe')).toEqual(['Destroy']);
    expect(names('creatures on the board')).toEqual(['Battlefield']);
    // "which replacement applies": the only replacement the rules have is a replacement effect
    const withReplacement = withGlossary(seeRule(1, 'Replacement Effect', '614'));
    expect(termNamesIn('who picks which replacement applies', withReplacement)).toEqual(['Replacement Effect']);
    expect(termNamesIn('two replacements', withReplacement)).toEqual(['Replacement Effect']);
  });

  it('reads a judge word ending in -ing with no vowel before it in all its forms ("pinged", "swings"), and "hurt"', () => {
    const glossary = withGlossary(seeRule(1, 'Damage', '120'), seeRule(2, 'Attack', '508.1'));
    expect(termNamesIn('he pinged my creature', glossary)).toEqual(['Damage']);
    expect(termNamesIn('it pings each turn', glossary)).toEqual(['Damage']);
    expect(termNamesIn('he swings with it every turn', glossary)).toEqual(['Attack']);
    // a new player's "hurt" is damage dealt
    expect(termNamesIn('my creature got hurt in a fight', glossary)).toEqual(['Damage']);
  });

  it.each([
    ['does a creature that goes to exile count as dying?', 'Dies'],
    ['what counts as mill exactly', 'Mill'],
    ['does a token count as a card', 'Card'],
    ['does a token count as an exiled card when it dies', null],
    ['count the cards in exile as you mill', null],
    // the thing done after the pronoun of who does it
    ['does sacrificing a creature count as it dying', 'Dies'],
    // "still counts as" asks whether a thing stays so after a change, not what the term means
    ['once it is exiled does it still count as a card', null],
  ])('reads in "%s" the term whose meaning it asks after "counts as": %s', (query, term) => {
    const glossary = Object.entries({ Dies: '700.4', Exile: '406', Mill: '701.17', Card: '108' }).map(([name, rule], i) =>
      seeRule(i + 1, name, rule),
    );
    expect(analyzeQuery(query, withGlossary(...glossary)).meaningAsked).toBe(term === null ? null : stemKey(term));
  });

  it.each([
    ['what does hexproof prevent', 'Hexproof', ['Hexproof']],
    ['what does protection from red prevent?', 'Protection', ['Protection']],
    // not a keyword ability, or no subject named: the verb names its term
    ['what does a spell prevent', null, ['Prevent', 'Spell']],
    ['what does fog prevent', null, ['Prevent']],
    // the verb is not the question's last word, or the question is no "what does …"
    ['what does hexproof prevent from happening', null, ['Hexproof', 'Prevent']],
    ['does hexproof prevent damage', null, ['Hexproof', 'Prevent']],
  ])('reads in "%s" the keyword ability whose meaning its verb asks for: %s', (query, term, named) => {
    const keyword = (id: number, name: string, rule: string) => ({
      id,
      term: name,
      senses: `A keyword ability that does something. See rule ${rule}.`,
      cites: [rule],
    });
    const glossary = withGlossary(
      keyword(1, 'Hexproof', '702.11'),
      keyword(2, 'Protection', '702.16'),
      seeRule(3, 'Prevent', '615'),
      seeRule(4, 'Spell', '112'),
    );
    const analysis = analyzeQuery(query, glossary);
    expect(analysis.meaningAsked).toBe(term === null ? null : stemKey(term));
    expect(analysis.terms.map((t) => t.term.name).sort()).toEqual(named);
  });

  it('reads "stack" asked as a verb ("does trample stack") as whether instances add up, and the noun as the Stack', () => {
    const withStack = withGlossary(seeRule(1, 'Trample', '702.19'), seeRule(2, 'Stack', '405'));
    const read = (query: string) => analyzeQuery(query, withStack);
    const verb = read('does trample stack');
    expect(verb.terms.map((t) => t.term.name)).toEqual(['Trample']);
    expect(verb.concepts.flatMap((c) => c.searchWords)).toEqual(expect.arrayContaining(['multiple', 'instances', 'redundant']));
    expect(read('do two trample abilities stack with each other').terms.map((t) => t.term.name)).toEqual(['Trample']);
    for (const noun of [
      'does trample use the stack',
      'trample on the stack',
      'last in first out stack',
      'what is stack',
      'how does stack work',
    ])
      expect(
        read(noun).terms.map((t) => t.term.name),
        noun,
      ).toContain('Stack');
  });

  it('reads idioms ("at instant speed", "last night") as naming no term: no Speed, no card type, no Night or Day', () => {
    const withSpeed = withGlossary(seeRule(1, 'Speed', '702.179'), seeRule(2, 'Instant', '304'), seeRule(3, 'Cycling', '702.29'));
    const read = (query: string) => analyzeQuery(query, withSpeed);
    const idiom = read('can I activate cycling at instant speed');
    expect(idiom.terms.map((t) => t.term.name)).toEqual(['Cycling']);
    expect(idiom.concepts.flatMap((c) => c.searchWords)).not.toContain('speed');
    expect(idiom.concepts.flatMap((c) => c.searchWords)).toContain('instant');
    expect(read('is crewing sorcery speed').concepts.flatMap((c) => c.searchWords)).not.toContain('speed');
    // the words apart are the terms they say
    expect(read('what is my speed when I cast an instant').terms.map((t) => t.term.name)).toEqual(['Speed', 'Instant']);
    expect(read('instant with speed').terms.map((t) => t.term.name)).toEqual(['Instant', 'Speed']);
    const withNight = withGlossary(seeRule(1, 'Night', '731'), seeRule(2, 'Day', '731'), seeRule(3, 'Trample', '702.19'));
    const named = (query: string) => analyzeQuery(query, withNight).terms.map((t) => t.term.name);
    expect(named('last night my trample creature was blocked')).toEqual(['Trample']);
    expect(named('the other day my trample creature was blocked')).toEqual(['Trample']);
    expect(named('does it become night')).toEqual(['Night']);
    expect(named('can it become day on the other turn')).toEqual(['Day']);
  });

  it('reads "right away" and its kin as asking when, with none of their words searched', () => {
    const read = (query: string) => analyzeQuery(query, withGlossary(seeRule(1, 'Attack', '508')));
    for (const query of ['can I attack with it right away', 'can I attack with it straight away', 'can I attack with it right now']) {
      const asked = read(query);
      expect(asked.asksFor, query).toEqual(['time']);
      const searched = asked.concepts.flatMap((c) => c.searchWords);
      expect(searched, query).toContain('attack');
      for (const word of ['right', 'straight', 'away', 'now']) expect(searched, query).not.toContain(word);
    }
    // "right" apart is a word of the question
    expect(read('attack the player to the right').concepts.map((c) => c.word)).toContain('right');
    expect(read('can I attack with it').asksFor).toEqual([]);
  });

  it('reads a loose everyday word ("kill", "hit") as its terms only when the query says nothing the texts know', () => {
    const withDies = withGlossary(seeRule(1, 'Dies', '700.4'), seeRule(2, 'Destroy', '701.8'), seeRule(3, 'Legend Rule', '704.5j'));
    const named = (query: string) => analyzeQuery(query, withDies).terms.map((t) => t.term.name);
    for (const alone of ['kill', 'kills', 'killed it', 'is it dead']) expect(named(alone), alone).toEqual(['Dies', 'Destroy']);
    // beside a term or a word the texts use, the word is filler
    expect(named('does the legend rule kill one of them')).toEqual(['Legend Rule']);
    expect(named('kill a creature')).toEqual([]);
    // a loose word typed last is not read as the start of a longer word the texts use ("kill" of "killer")
    const completing: Corpus = { ...withDies, complete: (prefix) => (prefix === 'kill' ? 'killer' : null) };
    expect(analyzeQuery('kill', completing).terms.map((t) => t.term.name)).toEqual(['Dies', 'Destroy']);
  });

  it('reads "how does X work" as asking what X is, and "work" elsewhere as the rules\' "function"', () => {
    const searched = (query: string): string[] => analyzeQuery(query, corpus).concepts.flatMap((c) => c.searchWords);
    expect(searched('how does trample work')).toEqual(['trample']);
    expect(searched('Trample: how does it work?')).toEqual(['trample']);
    expect(searched('does trample work with deathtouch')).toContain('function');
    expect(searched('how does trample work with deathtouch')).toContain('function');
  });

  it("reads a planeswalker's ability, or activating a planeswalker, as its loyalty ability", () => {
    const glossary = withGlossary(seeRule(1, 'Loyalty Ability', '606'), seeRule(2, 'Planeswalker', '306'));
    const names = (query: string): string[] => termNamesIn(query, glossary);
    expect(names('can I activate my planeswalker twice in one turn')).toContain('Loyalty Ability');
    expect(names("activate my planeswalker's ability on my opponent's turn")).toContain('Loyalty Ability');
    expect(names('pw abilities at instant speed')).toContain('Loyalty Ability');
    // to "plus" or "minus" a planeswalker is to activate a loyalty ability
    expect(names('can i plus a planeswalker and then minus it in the same turn')).toContain('Loyalty Ability');
    expect(names('he already plussed his planeswalker this turn')).toContain('Loyalty Ability');
    // two legendary permanents of one name are the legend rule's; one legendary creature is only legendary
    const legend = withGlossary(seeRule(1, 'Legend Rule', '704.5j'));
    for (const two of ['I cast a second copy of my legendary creature', 'I control the same legendary creature twice'])
      expect(termNamesIn(two, legend), two).toEqual(['Legend Rule']);
    expect(termNamesIn('can my legendary creature attack', legend)).toEqual([]);
    expect(names('i minused it last turn')).toContain('Loyalty Ability');
    expect(names('can a planeswalker attack')).toEqual(['Planeswalker']);
    expect(names('is there a plus side to attacking a planeswalker')).toEqual(['Planeswalker']);
  });

  it('reads a creature "wearing" an Aura or Equipment as one it is attached to, and "wears off" still as the cleanup step', () => {
    const glossary = withGlossary(seeRule(1, 'Attach', '701.3'), seeRule(2, 'Equipment', '301.5'), seeRule(3, 'Cleanup Step', '514'));
    const names = (query: string): string[] => termNamesIn(query, glossary);
    expect(names('if the creature wearing my equipment dies')).toEqual(['Attach', 'Equipment']);
    expect(names('when does the bonus wear off')).toEqual(['Cleanup Step']);
    expect(names('he says the damage wore off')).toEqual(['Cleanup Step']);
    // damage that "resets" wears off; a reset alone is no cleanup
    expect(names('when does dmg reset')).toEqual(['Cleanup Step']);
    expect(names('does the damage reset at end of turn')).toContain('Cleanup Step');
    expect(names('reset the game')).toEqual([]);
    // damage asked to "carry over", "heal" or be "still there" later asks when it wears off; damage alone does not
    expect(names('does damage on my creature carry over into the next turn')).toEqual(['Cleanup Step']);
    expect(names('is the dmg still there on my turn')).toEqual(['Cleanup Step']);
    // damage dealt on two turns asked to "add up" or "still count"
    expect(names('if I shock it on their turn and bolt it on mine, does the damage add up')).toContain('Cleanup Step');
    expect(names('does the earlier damage still count')).toEqual(['Cleanup Step']);
    // damage said to have "gone away" once combat ended, or dealt "earlier in the turn"
    expect(names('I thought combat damage went away once combat ended')).toContain('Cleanup Step');
    expect(names('does it die even though the damage was earlier in the turn')).toContain('Cleanup Step');
    expect(names('does my creature heal')).toEqual([]);
    expect(names('does the damage go through')).toEqual([]);
  });

  it('reads judges\' short forms: "ctr" a counter, "trig" a trigger, "tgt" a target, "abil" an ability', () => {
    const glossary = glossaryOf([
      ['Counter', '122.1'],
      ['Trigger', '603.2'],
      ['Target', '115.1'],
      ['Ability', '113.1'],
      ['Destroy', '701.8'],
    ]);
    const names = (query: string): string[] => termNamesIn(query, glossary);
    expect(names('shield ctr vs destroy')).toEqual(['Counter', 'Destroy']);
    expect(names('does the trig still resolve')).toEqual(['Trigger']);
    expect(names('illegal tgts')).toEqual(['Target']);
    expect(names('tap abil')).toEqual(['Ability']);
  });

  it('reads a "mono-black" deck as a color identity, and "go to combat" or "skip ahead" as a shortcut', () => {
    const glossary = withGlossary(seeRule(1, 'Color Identity', '903.4'), seeRule(2, 'Shortcut', '732'), seeRule(3, 'Combat Phase', '506'));
    const names = (query: string): string[] => termNamesIn(query, glossary);
    expect(names('is valki legal in mono-black')).toEqual(['Color Identity']);
    expect(names('my mono green deck')).toEqual(['Color Identity']);
    expect(names('can we just say go to combat')).toEqual(['Shortcut']);
    expect(names('i propose skipping ahead a few steps')).toEqual(['Shortcut']);
    expect(names('a black card in a red deck')).toEqual([]);
  });

  it('reads giving up as conceding, a permanent turned sideways as tapped, straightened as untapped, "prio" as priority', () => {
    const glossary = glossaryOf([
      ['Concede', '104.3a'],
      ['Pass', '117.3d'],
      ['Priority', '117'],
      ['Tap', '701.26'],
      ['Tapped', '110.5'],
      ['Untap', '701.26'],
      ['Starting Player', '103.1'],
    ]);
    const names = (query: string): string[] => termNamesIn(query, glossary);
    expect(names('can I just give up in the middle of a game')).toEqual(['Concede']);
    expect(names('can I give up priority with a trigger on the stack')).toEqual(['Pass', 'Priority']);
    expect(names('can my guy block if he is already turned sideways')).toEqual(['Tapped']);
    expect(names('when do my lands straighten back up')).toEqual(['Untap']);
    expect(names('does whoever goes first draw on turn one')).toEqual(['Starting Player']);
    // judges' short form of priority
    expect(names('pass prio with floating mana')).toEqual(['Pass', 'Priority']);
  });

  it('reads a game counted as three players or more ("a four-player game", "a 4 player pod") as a multiplayer game', () => {
    const glossary = withGlossary(seeRule(1, 'Multiplayer Game', '800'));
    const names = (query: string): string[] => termNamesIn(query, glossary);
    expect(names('in a 4 player pod does whoever goes first skip their draw')).toEqual(['Multiplayer Game']);
    expect(names('a four-player game, the active player concedes')).toEqual(['Multiplayer Game']);
    expect(names('a two-player game')).toEqual([]);
  });

  it('reads abilities of both players triggering together ("both trigger", "whose goes first") as APNAP order', () => {
    const glossary = withGlossary(
      seeRule(1, 'APNAP Order', '101.4'),
      seeRule(2, 'Triggered Ability', '603'),
      seeRule(3, 'Trigger', '603.2'),
    );
    const names = (query: string): string[] => termNamesIn(query, glossary);
    expect(names('during my upkeep both trigger, which one resolves first')).toContain('APNAP Order');
    expect(names('both players have abilities that trigger at the same time. Whose goes on the stack first?')).toContain('APNAP Order');
    expect(names('whose trigger goes on the stack first')).toContain('APNAP Order');
    // what triggered said between: "we both have upkeep triggers", "whose upkeep trigger resolves first"
    expect(names('we both have upkeep triggers on my turn')).toContain('APNAP Order');
    expect(names('whose upkeep trigger resolves first')).toContain('APNAP Order');
    expect(names('whose go on the stack first')).toContain('APNAP Order');
    expect(names('both players were dealt damage and one trigger resolved')).not.toContain('APNAP Order');
    expect(names('my ability triggers at the beginning of my upkeep')).not.toContain('APNAP Order');
  });

  it('searches a rule that "applies to" a thing also as one the thing is "subject to"', () => {
    const searched = (query: string): string[] => analyzeQuery(query, corpus).concepts.flatMap((c) => c.searchWords);
    expect(searched('does the legend rule apply to tokens')).toContain('subject');
    expect(searched('does deathtouch work on planeswalkers')).toContain('subject');
    expect(searched('in what order do replacement effects apply')).not.toContain('subject');
  });

  it('searches damage "split" among creatures also as the rules\' "divide"', () => {
    const searched = (query: string): string[] => analyzeQuery(query, corpus).concepts.flatMap((c) => c.searchWords);
    expect(searched('how does the attacker split its damage between the blockers')).toContain('divide');
    expect(searched('how does the attacker assign its damage')).not.toContain('divide');
  });

  it('searches a phrase also in the words the rules write for it ("at the same time": simultaneously), weighed as those words', () => {
    const rare = { ...corpus, uses: (w: string) => ({ simultaneously: 60, time: 900, same: 700, lose: 300 })[w] ?? 0 };
    const time = analyzeQuery('two players lose at the same time', rare).concepts.find((c) => c.word === 'time')!;
    expect(time.searchWords).toContain('simultaneously');
    expect(time.alternatives).toContainEqual([stem('simultaneously')]);
    // no term is named, and the concept weighs as "simultaneously" does, not as a CR term would
    expect(analyzeQuery('two players lose at the same time', rare).terms).toEqual([]);
    const plain = analyzeQuery('simultaneously', rare).concepts[0]!;
    expect(time.weight).toBeCloseTo(plain.weight);
    // "at once" is both ways the rules write it
    const once = analyzeQuery('three creatures die at once', rare).concepts.find((c) => c.word === 'once')!;
    expect(once.alternatives).toEqual(expect.arrayContaining([[stem('simultaneously')], ['same', 'time'].map(stem)]));
    // a wording of several words weighs as its rarest one
    const paying = { ...corpus, uses: (w: string) => ({ free: 40, without: 300, paying: 30, mana: 800, cost: 400 })[w] ?? 0 };
    const free = analyzeQuery('cast it for free', paying).concepts.find((c) => c.word === 'free')!;
    expect(free.alternatives).toContainEqual(['without', 'paying', 'mana', 'cost'].map(stem));
    expect(free.weight).toBeCloseTo(analyzeQuery('paying', paying).concepts[0]!.weight);
    // to hold priority is to receive it afterward, as 117.3c writes, in whichever tense it is typed
    for (const held of ['holding priority', 'can I hold priority', 'he held priority']) {
      const priority = analyzeQuery(held, corpus).concepts.find((c) => c.word === 'priority')!;
      expect(priority.alternatives, held).toContainEqual(['receives', 'priority', 'afterward'].map(stem));
    }
    expect(analyzeQuery('who has priority', corpus).concepts[0]!.alternatives).toEqual([[stem('priority')]]);
    // priority a player "gets" is received; "gets priority back" after acting is received afterward
    const gets = analyzeQuery('who gets priority first', corpus).concepts.find((c) => c.word === 'priority')!;
    expect(gets.alternatives).toContainEqual(['receives', 'priority'].map(stem));
    const back = analyzeQuery('do I get priority back after I cast a spell', corpus).concepts.find((c) => c.word === 'back')!;
    expect(back.alternatives).toContainEqual(['receives', 'priority', 'afterward'].map(stem));
    // the "free" mulligan of a multiplayer game is the first, as the rules say it
    const mulligan = analyzeQuery('do I get a free mulligan', corpus).concepts.find((c) => c.word === 'mulligan')!;
    expect(mulligan.alternatives).toContainEqual(['first', 'mulligan'].map(stem));
    // a spell that "does anything" is one that resolves
    const anything = analyzeQuery('does the bolt still do anything', corpus).concepts.find((c) => c.word === 'anything')!;
    expect(anything.alternatives).toContainEqual([stem('resolve')]);
    // what a thing "keeps" through a zone change the rules say it retains; priority "kept" is priority held
    const kept = analyzeQuery('does it keep its counters when it dies', corpus).concepts.find((c) => c.word === 'keep')!;
    expect(kept.alternatives).toContainEqual([stem('retained')]);
    const keptPriority = analyzeQuery('do I keep priority', corpus).concepts.find((c) => c.word === 'priority')!;
    expect(keptPriority.alternatives).toContainEqual(['receives', 'priority', 'afterward'].map(stem));
    // to respond to one's own spell is to use the priority its caster receives afterward; one's own spells alone are not
    for (const own of ['can I respond to my own spell', 'responding to your own trigger', 'in response to their own ability']) {
      const concept = analyzeQuery(own, corpus).concepts.find((c) => c.word === 'own')!;
      expect(concept.alternatives, own).toContainEqual(['receives', 'priority', 'afterward'].map(stem));
    }
    // and so is acting again "before my opponent gets a chance"
    const again = analyzeQuery('can I cast two spells before my opponent gets a chance to respond', corpus).concepts;
    expect(again.flatMap((c) => c.alternatives)).toContainEqual(['receives', 'priority', 'afterward'].map(stem));
    // or "before my opponent does"; a "chance to act", or acting "again", is priority received
    const first = analyzeQuery('do I get the chance to act again before my opponent does', corpus).concepts.flatMap((c) => c.alternatives);
    expect(first).toContainEqual(['receives', 'priority', 'afterward'].map(stem));
    expect(first).toContainEqual(['receives', 'priority'].map(stem));
    const resolved = analyzeQuery('which player gets the first chance to act after a spell resolves', corpus).concepts;
    expect(resolved.flatMap((c) => c.alternatives)).toContainEqual(['receives', 'priority'].map(stem));
    const hexproof = analyzeQuery('does hexproof stop my own spells', corpus).concepts.find((c) => c.word === 'own');
    expect(hexproof?.alternatives ?? []).not.toContainEqual(['receives', 'priority', 'afterward'].map(stem));
    // mana or life paid "back" is the refund of costs the rules write of; "back" elsewhere is only itself
    const refund = analyzeQuery('he countered my spell, do I get my mana back', corpus).concepts.find((c) => c.word === 'back')!;
    expect(refund.alternatives).toContainEqual([stem('refund')]);
    const spent = analyzeQuery('do I get back the mana I spent on it', corpus).concepts.find((c) => c.word === 'mana')!;
    expect(spent.alternatives).toContainEqual([stem('refund')]);
    const face = analyzeQuery('mana value of the back face', corpus).concepts.find((c) => c.word === 'back')!;
    expect(face.alternatives).not.toContainEqual([stem('refund')]);
  });

  it('reads a permanent removed in response as an illegal target, or as the source of the ability it answers', () => {
    // a target sacrificed, exiled or killed in response is no longer a legal one; a spell cast in response is only that
    for (const removed of [
      'my opponent sacrificed it in response',
      'they exiled the creature in response',
      'he killed my creature in response',
      // the permanent named between, by its card's name
      'I Lightning Bolt their Birds of Paradise and they bounce it in response',
      'they bounced the Llanowar Elves in response',
      // sacrificed as players shorten it
      'I Shock a creature, opp sacs it in response',
      'so I sacked it in response to get a land',
      'I sac it in response to fetch a land',
    ]) {
      const response = analyzeQuery(removed, corpus).concepts.find((c) => c.word === 'response')!;
      expect(response.alternatives, removed).toContainEqual(['illegal', 'target'].map(stem));
    }
    // to ask whether one may sacrifice in response is not to tell of a target removed
    const asked = analyzeQuery('can I sac a creature in response', corpus).concepts.find((c) => c.word === 'response')!;
    expect(asked.alternatives).not.toContainEqual(['illegal', 'target'].map(stem));
    // removed in response to its own ability, it was the source, not the target
    for (const removed of [
      'he killed my creature in response to its ETB trigger',
      'I remove a creature in response to its ability',
      'I killed Banisher Priest in response to its trigger',
    ]) {
      const source = analyzeQuery(removed, corpus).concepts.flatMap((c) => c.alternatives);
      expect(source, removed).toContainEqual(expect.arrayContaining(['independently', 'source'].map(stem)));
      expect(source, removed).not.toContainEqual(['illegal', 'target'].map(stem));
    }
    // what is cast in response, or a sacrifice ability activated, removes nothing; nor do words too far apart
    for (const asked of [
      'can I cast a spell in response',
      'can I still activate my sacrifice ability in response',
      'I killed a creature last turn with a spell and now he casts a spell in response',
    ]) {
      const response = analyzeQuery(asked, corpus).concepts.find((c) => c.word === 'response')!;
      expect(response.alternatives, asked).not.toContainEqual(['illegal', 'target'].map(stem));
    }
  });

  it('reads what becomes of an Aura or an Equipment as the rules say of one attached to an illegal object', () => {
    // what becomes of an Aura or an Equipment is what happens to one attached to an illegal object; an Equipment's stays
    const concern = (query: string, word: string) => analyzeQuery(query, corpus).concepts.find((c) => c.word === word)!.alternatives;
    expect(concern('what happens to my aura when the creature leaves', 'aura')).toContainEqual(['attached', 'illegal'].map(stem));
    expect(concern('what happens to the equipment', 'equipment')).toContainEqual([stem('unattached')]);
    expect(concern('where does the equipment go', 'go')).toContainEqual(['attached', 'illegal'].map(stem));
    expect(concern('what happens to my creature', 'creature')).not.toContainEqual(['attached', 'illegal'].map(stem));
  });

  it("reads players' words for an attacker whose blocker is gone, a card peeked at and a player who concedes", () => {
    const all = (query: string) => analyzeQuery(query, corpus).concepts.flatMap((c) => c.alternatives);
    // an attacker whose blocker is gone "remains blocked", as the rules say; a creature blocked outright is only blocked
    for (const gone of [
      'does it hit the player now since nothing is blocking it',
      'the blocker dies before damage',
      'is my 5/5 unblocked now',
      'then the blocker was bounced before damage',
      'if I bolt the only blocker',
    ])
      expect(all(gone), gone).toContainEqual(['remains', 'blocked'].map(stem));
    expect(all('can a blocked creature deal damage to the player')).not.toContainEqual(['remains', 'blocked'].map(stem));
    // a creature that could block is no blocker yet
    expect(all('he tapped my only blocker in my upkeep')).not.toContainEqual(['remains', 'blocked'].map(stem));
    // a player who "peeks" at a card looks at it
    for (const peek of ["can I peek at my opponent's face-down creature", 'he peeked at my hand'])
      expect(
        all(peek).some((alternative) => alternative.includes(stem('look'))),
        peek,
      ).toBe(true);
    expect(all('can I look at the top card').some((alternative) => alternative.includes(stem('peek')))).toBe(false);
    // a player who "looks through" a graveyard examines it, as the rules write it; one who looks at a card does not
    for (const through of ["can I look through my opponent's graveyard", 'he looked through my exile pile'])
      expect(all(through), through).toContainEqual([stem('examine')]);
    expect(all('can I look at the top card')).not.toContainEqual([stem('examine')]);
    // "who wins" asks how the game ends: a player wins the game, or the game is a draw
    for (const wins of ['we both hit 0 at the same time, who wins', 'who won the game'])
      expect(all(wins), wins).toContainEqual(['game', 'draw'].map(stem));
    expect(all('do I draw a card when I win a game')).not.toContainEqual(['game', 'draw'].map(stem));
    // players at 0 life at once lose at once, however the question puts it; players at 2 life do not
    for (const zero of ['we both went to 0 from the same spell', 'it took both of us to zero life', 'both players hit 0'])
      expect(all(zero), zero).toContainEqual(['lose', 'simultaneously'].map(stem));
    expect(all('both of us were at 2 life')).not.toContainEqual(['lose', 'simultaneously'].map(stem));
    // a phrase's word before its last is said also by what the phrase stands for; a term's word means itself
    const word = (query: string, said: string) => analyzeQuery(query, corpus).concepts.find((c) => c.word === said)!.alternatives;
    expect(word('can I just fail to find', 'fail')).toContainEqual(expect.arrayContaining(['requir', 'find']));
    expect(word('can I fail a check', 'fail')).toEqual([['fail']]);
    // a term's word means itself ("mana" of "mana back"), and a judge phrase's words are found by its term's rules
    const mana = (read: Corpus) => analyzeQuery('do I get my mana back', read).concepts.find((c) => c.word === 'mana')!;
    expect(mana(corpus).alternatives).toContainEqual([stem('refund')]);
    expect(mana(withGlossary(seeRule(1, 'Mana', '106'))).alternatives).not.toContainEqual([stem('refund')]);
    expect(word('who is going first', 'going')).toEqual([[stem('going')]]);
    // a permanent tapped "for mana", with or without its name between, activates a mana ability
    for (const tapped of [
      'can they respond to my elf tapping for mana',
      'I tapped a land for mana',
      'he tapped his Llanowar Elves for mana',
    ])
      expect(all(tapped), tapped).toContainEqual(['activated', 'mana', 'ability'].map(stem));
    expect(all('I paid for mana burn')).not.toContainEqual(['activated', 'mana', 'ability'].map(stem));
    // a player who concedes leaves the game, in whichever tense it is typed
    for (const conceded of ['can I concede', 'then he conceded', 'a player who concedes']) {
      const concept = analyzeQuery(conceded, corpus).concepts.find((c) => c.word.startsWith('conced'))!;
      expect(concept.alternatives, conceded).toContainEqual(['leaves', 'game'].map(stem));
    }
  });
});
