import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './analyze.ts';
import type { Corpus } from './corpus.ts';
import { featureNames, featuresOf, headingFacts, saysKeywordOnlyAsIf, saysMeaningOf } from './rank.ts';
import { buildTerms, stemKey } from './terms.ts';
import { corpus, corpusGlossary, feature, featureOn, row } from '../../test/support/candidates.ts';
import { counterEntry } from '../../test/support/glossary.ts';
import { fittedWeights } from './weights.ts';

/** The test corpus with Hexproof, whose rules say what it means on a permanent and what a variant of it means. */
const withHexproof: Corpus = {
  ...corpus,
  terms: buildTerms({
    glossary: [...corpusGlossary, { id: 3, term: 'Hexproof', senses: 'See rule 702.11.', cites: ['702.11'] }],
    titles: [],
  }),
};

describe('ranking features', () => {
  it('says a keyword by its name or under its rules, not by another word of its stem ("defending" for Defender)', () => {
    const glossary = [
      { id: 21, term: 'Defender', senses: 'A keyword ability that keeps a creature from attacking. See rule 702.3.', cites: ['702.3'] },
    ];
    const withDefender: Corpus = {
      ...corpus,
      terms: buildTerms({ glossary, titles: [] }),
      uses: (w) => ({ defender: 20, block: 200 })[w] ?? 0,
    };
    const asked = analyzeQuery('can a creature with defender block', withDefender);
    expect(asked.concepts.find((c) => c.word === 'defender')?.keyword).toBe(stemKey('defender'));
    const defending = row('509.1a', 'The defending player chooses which creatures will block.');
    const named = row('702.3b', 'A creature with defender can’t attack.');
    const under = row('702.3c', 'Such a permanent can’t be declared as an attacker; it may still block.');
    const [onDefending, onNamed, onUnder] = featuresOf(asked, [defending, named, under]);
    // "defending" shares Defender's stem: a word of the query it does not say
    expect(feature('coverage', onDefending!)).toBeLessThan(feature('coverage', onNamed!));
    expect(feature('allCovered', onDefending!)).toBe(0);
    // a subrule of the keyword's own rule says it, whatever words it uses
    expect(feature('coverage', onUnder!)).toBeGreaterThan(0);
  });

  it("reads a rule on when an ability reading “Whenever …” triggers as a rule of triggers, another term's", () => {
    const declared = row('509.1a', 'The defending player chooses which creatures will block, one attacking creature for each.');
    const triggers = row('509.3b', 'An ability that reads “Whenever [a creature] blocks a creature, …” triggers once for each creature.');
    const onBlocking = featureOn('otherTermsRule', analyzeQuery('can one creature block two attackers at once', corpus), [
      declared,
      triggers,
    ]);
    expect(onBlocking).toEqual([0, 1]);
    // a question on the trigger asks of the rule
    for (const asked of ['does my whenever it blocks ability trigger twice', 'blocks two creatures, how many triggers'])
      expect(featureOn('otherTermsRule', analyzeQuery(asked, corpus), [triggers]), asked).toEqual([0]);
  });

  it('counts a term as mentioned where a coordination shares its last word, and not where other words come between', () => {
    const withTerm: Corpus = {
      ...corpus,
      terms: buildTerms({ glossary: [{ id: 9, term: 'Replacement Effect', senses: 'See rule 614.', cites: ['614'] }], titles: [] }),
    };
    const asked = analyzeQuery('two replacement effects', withTerm);
    const mentioned = (text: string) => feature('termMentioned', featuresOf(asked, [row('616.1', text)])[0]!);
    expect(mentioned('If two or more replacement and/or prevention effects apply, one is chosen.')).toBe(1);
    expect(mentioned('Replacement or prevention effects apply.')).toBe(1);
    expect(mentioned('A replacement effect applies.')).toBe(1);
    expect(mentioned('A replacement of a card has no effect.')).toBe(0);
    expect(mentioned('Replacement and other prevention effects apply.')).toBe(0);
  });

  it('gives negationScope to an entry denying what the question denies, not to one denying something else', () => {
    const asked = analyzeQuery('abilities on the stack are not spells', corpus);
    const rows = [
      row('113.9', 'Activated and triggered abilities on the stack aren’t spells.'),
      row('405.2', 'The stack keeps spells and abilities; abilities don’t resolve alone.'),
      row('112.1', 'A spell is a card on the stack.'),
    ];
    expect(featureOn('negationScope', asked, rows)).toEqual([1, 0, 0]);
    expect(featureOn('negationScope', analyzeQuery('abilities on the stack are spells', corpus), rows)).toEqual([0, 0, 0]);
  });

  it('weighs, in a post of several sentences, what its question sentence asks over the story told before it', () => {
    const post = analyzeQuery('My creature with deathtouch has 0 toughness and poison counters. Does trample matter?', corpus);
    const askedAndTold = [row('702.19b', 'Trample assigns excess damage.'), row('704.5f', 'A creature with toughness 0.')];
    expect(featureOn('questionCoverage', post, askedAndTold)).toEqual([1, 0]);
    expect(featureOn('questionTerm', post, askedAndTold)).toEqual([1, 0]);
    const oneSentence = analyzeQuery('does trample matter with 0 toughness?', corpus);
    const [single] = featuresOf(oneSentence, [row('702.19b', 'Trample assigns excess damage.')]);
    expect([feature('questionCoverage', single!), feature('questionTerm', single!)]).toEqual([0, 0]);
  });

  it('counts a question word said only by the headings above when they say an alternative of several words', () => {
    const post = analyzeQuery('My creature with deathtouch has 0 toughness and poison counters. Does it die?', corpus);
    // "die" stands also for the state-based actions: their heading answers "does it die", a heading saying "die" does not
    const rows = [
      row('704.5g', 'A player loses.', { trail: ['704. State-Based Actions'] }),
      row('706.1', 'A player rolls.', { trail: ['706. Rolling a Die'] }),
    ];
    expect(featureOn('questionCoverage', post, rows)).toEqual([1, 0]);
  });

  it('marks the rule that says what a named term means, not one that names it in an edge case', () => {
    const [means, edge, player] = featuresOf(analyzeQuery('targeting a creature with hexproof', withHexproof), [
      row('702.11b', '“Hexproof” on a permanent means “This permanent can’t be the target of spells your opponents control.”'),
      row('702.11e', 'An effect that lets a player choose a creature with hexproof as a target ignores hexproof.'),
      row('702.11c', 'Hexproof means the same on a player.'),
    ]);
    expect(feature('saysMeaning', means!)).toBe(1);
    expect(feature('saysMeaning', player!)).toBe(1);
    expect(feature('saysMeaning', edge!)).toBe(0);
    // a word that only contains the term's name is not the term
    const [unrelated] = featuresOf(analyzeQuery('trample', corpus), [row('702.19x', 'Untrample means nothing here.')]);
    expect(feature('saysMeaning', unrelated!)).toBe(0);
  });

  it('marks a rule for one card the question does not name, and not once the question names that card', () => {
    const rows = [
      row('106.13', 'One card (Drain Power) causes one player to lose unspent mana and another to add the mana lost.'),
      row('500.5', 'As a step or phase ends, any unspent mana left in a player’s mana pool empties.'),
      row('104.1', 'A game ends when one card says so.'),
    ];
    expect(featureOn('oneCardRule', analyzeQuery('when does unspent mana empty', corpus), rows)).toEqual([1, 0, 0]);
    expect(featureOn('oneCardRule', analyzeQuery('drain power and unspent mana', corpus), rows)).toEqual([0, 0, 0]);
    expect(fittedWeights.oneCardRule).toBeLessThan(0);
  });

  it('marks every rule under a parent that is for one card, by the parent or its first rule, unless the question names it', () => {
    const opening = 'One card (Shahrazad) allows players to play a Magic subgame.';
    const underIt = headingFacts('rule', 'Subgame', [], '729.3', 'A player with fewer than seven cards loses.', ['Subgames', opening]);
    const underOther = headingFacts('rule', 'Decks', [], '121.4', 'A player with no cards in library loses.', ['Drawing', 'Draw']);
    expect(underIt.governingCard).toBe('Shahrazad');
    expect(underOther.governingCard).toBeNull();
    const rows = [
      row('729.3', 'A player with fewer than seven cards in their library loses.', underIt),
      row('121.4', 'A player who attempts to draw from a library with no cards in it loses.', underOther),
    ];
    expect(featureOn('oneCardRule', analyzeQuery('cards in library loses', corpus), rows)).toEqual([1, 0]);
    expect(featureOn('oneCardRule', analyzeQuery('shahrazad cards in library', corpus), rows)).toEqual([0, 0]);
  });

  it('marks a rule on several instances of a keyword unless the question speaks of more than one', () => {
    const rows = [
      row('702.12c', 'Multiple instances of indestructible on the same permanent are redundant.'),
      row('702.12b', 'A permanent with indestructible can’t be destroyed.'),
      row('702.12d', 'A permanent with multiple instances of indestructible is indestructible.'),
    ];
    expect(featureOn('multipleInstances', analyzeQuery('can an indestructible creature be sacrificed', corpus), rows)).toEqual([1, 0, 0]);
    for (const several of ['does indestructible stack', 'two instances of indestructible', 'indestructible twice'])
      expect(featureOn('multipleInstances', analyzeQuery(several, corpus), rows)).toEqual([0, 0, 0]);
    expect(fittedWeights.multipleInstances).toBeLessThan(0);
  });

  it('weighs a state-based action by how much of the question it says, unless the question names them or is short', () => {
    const glossary = [{ id: 7, term: 'State-Based Actions', senses: 'See rule 704.', cites: ['704'] }];
    const uses: Record<string, number> = { aura: 40, attached: 90, illegal: 60, object: 300, graveyard: 200, poison: 30 };
    const withThem: Corpus = { ...corpus, terms: buildTerms({ glossary, titles: [] }), uses: (w) => uses[w] ?? 0 };
    const trail = ['Additional Rules', 'State-Based Actions', 'The state-based actions are as follows:'];
    const rows = [
      row('704.5m', 'If an Aura is attached to an illegal object or player, that Aura is put into its owner’s graveyard.', { trail }),
      row('704.5c', 'If a player has ten or more poison counters, that player loses the game.', { trail }),
      row('303.4d', 'An Aura can’t enchant itself. If this occurs somehow, the Aura is put into its owner’s graveyard.'),
      row('704.3', 'Whenever a player would get priority, the game checks for state-based actions.', { trail: trail.slice(0, 2) }),
    ];
    const onAura = featureOn('stateBasedAction', analyzeQuery('aura attached to illegal object graveyard', withThem), rows);
    // the one saying the whole question, then one saying none of it; never a rule that is not one of them
    expect(onAura).toEqual([1, 0, 0, 0]);
    expect(featureOn('stateBasedAction', analyzeQuery('aura illegal', withThem), rows)[0]).toBe(0);
    const named = analyzeQuery('state-based actions aura attached to illegal object', withThem);
    expect(named.terms.map((t) => t.term.key)).toContain(stemKey('State-Based Actions'));
    expect(featureOn('stateBasedAction', named, rows)[0]).toBe(0);
    expect(fittedWeights.stateBasedAction).toBeGreaterThan(0);
  });

  it('weighs an item of a list its parent rule introduces by how much of a question of three concepts or more it says', () => {
    const uses: Record<string, number> = { priority: 80, receives: 60, resolves: 70, ability: 900, life: 50, loses: 40, game: 300 };
    const withWords: Corpus = { ...corpus, uses: (w) => uses[w] ?? 0 };
    const trail = ['Game Concepts', 'Timing and Priority', 'Which player has priority is determined by the following rules:'];
    const rows = [
      row('117.3b', 'The active player receives priority after a spell or ability resolves.', { trail }),
      row('117.4', 'If all players pass in succession, the spell or ability on top of the stack resolves.', { trail: trail.slice(0, 2) }),
    ];
    const [item, notItem] = featureOn('listedItem', analyzeQuery('who receives priority after an ability resolves', withWords), rows);
    expect(item).toBe(1);
    expect(notItem).toBe(0);
    expect(featureOn('listedItem', analyzeQuery('priority resolves', withWords), rows)[0]).toBe(0);
    // the state-based actions have a feature of their own
    const state = row('704.5a', 'If a player has 0 or less life, that player loses the game.', {
      trail: ['Additional Rules', 'State-Based Actions', 'The state-based actions are as follows:'],
    });
    const [onState] = featuresOf(analyzeQuery('a player at 0 life loses the game', withWords), [state]);
    expect(feature('coverage', onState!)).toBeGreaterThan(0);
    expect(feature('listedItem', onState!)).toBe(0);
    expect(fittedWeights.listedItem).toBeGreaterThan(0);
  });

  it('marks, for a question naming a variant ("hexproof from blue"), the rule saying what the variant means', () => {
    const rows = [
      row('702.11b', '“Hexproof” on a permanent means “This permanent can’t be the target of spells your opponents control.”'),
      row('702.11d', '“Hexproof from [quality]” on a permanent means “This permanent can’t be the target of [quality] spells.”'),
    ];
    expect(featureOn('saysMeaning', analyzeQuery('can I target a creature with hexproof from blue', withHexproof), rows)).toEqual([0, 1]);
    expect(featureOn('saysMeaning', analyzeQuery('can I target a creature with hexproof', withHexproof), rows)).toEqual([1, 0]);
    // a CR that defines no variant: the plain definition answers the variant asked
    expect(featureOn('saysMeaning', analyzeQuery('can I target a creature with hexproof from blue', withHexproof), [rows[0]!])).toEqual([
      1,
    ]);
  });

  it.each([
    ['“hexproof” on a permanent means “this permanent can’t be the target', 'hexproof', true],
    ['the term dies means “is put into a graveyard from the battlefield.”', 'dies', true],
    ['"double team" on an object means', 'double team', true],
    ['untrample means nothing here', 'trample', false],
    ['trample is a keyword; it means', 'trample', false],
    ['a "+1/+1 counter" means', '+1/+1 counter', true],
  ])('saysMeaningOf(%j, %j) is %s', (text, name, says) => {
    expect(saysMeaningOf(text, name)).toBe(says);
  });

  it.each([
    ['“affinity for [text]” means “this spell costs {1} less', 'affinity', true],
    ['“hexproof from [quality]” on a permanent means', 'hexproof', true],
    ['“hexproof” on a permanent means', 'hexproof', false],
    ['“hexproof from [quality]” is a variant of hexproof', 'hexproof', false],
  ])('saysMeaningOf(%j, %j) of a variant is %s', (text, name, says) => {
    expect(saysMeaningOf(text, name, true)).toBe(says);
  });

  it('marks the rules of each keyword named and the subrules under them', () => {
    const a = analyzeQuery('trample deathtouch', corpus);
    const [own, sub, other] = featuresOf(a, [
      row('702.19', 'Trample'),
      row('702.19c', 'Assigning lethal damage with deathtouch and trample.'),
      row('702.9', 'Flying'),
    ]);
    expect(feature('termRule', own!)).toBeGreaterThan(0);
    expect(feature('termFamily', sub!)).toBeGreaterThan(0);
    expect(feature('termRule', other!) + feature('termFamily', other!)).toBe(0);
    expect(feature('coverage', sub!)).toBe(1);
  });

  it('says when a count stands beside its word and whether a variant rule is named', () => {
    const togetherAndApart = [
      row('704.5f', 'If a creature has toughness 0 or less, it dies.'),
      row('208.5', 'If a creature has no power, its power is 0. The same is true for toughness.'),
    ];
    expect(featureOn('countTogether', analyzeQuery('creature with 0 toughness', corpus), togetherAndApart)).toEqual([1, 0]);
    const variant = featuresOf(analyzeQuery('ten poison counters', corpus), [
      row('904.13c', 'Poison counters.', { trail: ['Casual Variants', 'Archenemy'] }),
    ])[0]!;
    expect(feature('variantUnnamed', variant)).toBe(1);
    const named = featuresOf(analyzeQuery('archenemy poison counters', corpus), [
      row('904.13c', 'Poison counters.', { trail: ['Casual Variants', 'Archenemy'] }),
    ])[0]!;
    expect(feature('variantUnnamed', named)).toBe(0);
    expect(feature('variantNamed', named)).toBe(1);
    expect(feature('variantNamed', variant)).toBe(0);
    // two words of a four-word option's title ("Attack Multiple Players Option") do not name it outright
    const option = row('802.2', 'The active player may attack any number of players.', {
      trail: ['Multiplayer Rules', 'Attack Multiple Players Option'],
    });
    const halfNamed = featuresOf(analyzeQuery('attack a player', corpus), [option])[0]!;
    expect([feature('variantUnnamed', halfNamed), feature('variantNamed', halfNamed)]).toEqual([0, 0]);
    expect(feature('variantNamed', featuresOf(analyzeQuery('attack multiple players', corpus), [option])[0]!)).toBe(1);
    // a section's general rules ("800. General") are named by the section's title, not by "General"
    const general = row('800.4a', 'When a player leaves the game, all objects owned by that player leave the game.', {
      trail: ['Multiplayer Rules', 'General'],
    });
    expect(feature('variantUnnamed', featuresOf(analyzeQuery('a player leaves a multiplayer game', corpus), [general])[0]!)).toBe(0);
    expect(feature('variantUnnamed', featuresOf(analyzeQuery('a player leaves the game', corpus), [general])[0]!)).toBe(1);
    // a variant's rule saying what the question's phrasing reads is the variant the question is in, named or not
    const blocksFor = row('802.4a', 'A defending player can block only creatures attacking that player.', {
      trail: ['Multiplayer Rules', 'Attack Multiple Players Option'],
    });
    const helping = featuresOf(analyzeQuery("can I block a creature that's attacking my friend", corpus), [blocksFor])[0]!;
    expect([feature('wordingSaid', helping), feature('variantUnnamed', helping)]).toEqual([1, 0]);
    const blocking = featuresOf(analyzeQuery('can I block a creature that is attacking', corpus), [blocksFor])[0]!;
    expect(feature('variantUnnamed', blocking)).toBe(1);
    // said by a rule of every game too, the wording is no variant's
    const everyGame = row('506.3', 'A defending player blocks only creatures attacking that player.');
    const both = featuresOf(analyzeQuery("can I block a creature that's attacking my friend", corpus), [blocksFor, everyGame])[0]!;
    expect(feature('variantUnnamed', both)).toBe(1);
  });

  it("reads a rule of a card type only one casual variant uses as that variant's where the query does not name it", () => {
    const uses = 'Plane is a card type seen only on nontraditional Magic cards. Only the Planechase casual variant uses plane cards.';
    const facts = headingFacts('entry', 'The controller', ['Card Types', 'Planes'], '311.5', 'The controller of a plane…', [
      'Planes',
      uses,
    ]);
    expect([facts.onlyInVariant, facts.variantWords]).toEqual([true, ['planechase']]);
    const plane = row('311.5', 'If the planar controller would leave the game, the next player in turn order becomes it.', {
      ...facts,
      trail: ['Card Types', 'Planes'],
    });
    const left = featuresOf(analyzeQuery('a player leaves the game, who controls his creatures', corpus), [plane])[0]!;
    expect(feature('variantUnnamed', left)).toBe(1);
    const named = featuresOf(analyzeQuery('planechase: the planar controller leaves the game', corpus), [plane])[0]!;
    // named, it is no rule the variant's own section gives for what the variant changes
    expect([feature('variantUnnamed', named), feature('variantNamed', named)]).toEqual([0, 0]);
    // a card type of every game is no variant's
    const battle = headingFacts('entry', 'A battle', ['Card Types', 'Battles'], '310.5', 'A battle…', [
      'Battles',
      'Battle is a card type.',
    ]);
    expect(battle.onlyInVariant).toBe(false);
  });

  it('reads a variant as named through a term the query names in other words ("four-player game": Multiplayer Game)', () => {
    const multiplayer = { id: 4, term: 'Multiplayer Game', senses: 'A game that begins with more than two players.', cites: ['800'] };
    const withMultiplayer: Corpus = { ...corpus, terms: buildTerms({ glossary: [...corpusGlossary, multiplayer], titles: [] }) };
    const general = row('800.4a', 'When a player leaves the game, all objects owned by that player leave the game.', {
      trail: ['Multiplayer Rules', 'General'],
    });
    const asked = analyzeQuery('a player concedes a four-player game', withMultiplayer);
    expect(asked.terms.map((t) => t.term.key)).toContain('multiplayer game');
    expect(feature('variantUnnamed', featuresOf(asked, [general])[0]!)).toBe(0);
    // the term's words name the variant; a game of another kind does not, though the rule says what conceding does
    // (leaving the game), as a rule of every game does too
    const concedes = row('104.3a', 'A player can concede the game at any time. A player who concedes leaves the game immediately.');
    const anyGame = featuresOf(analyzeQuery('a player concedes a game', withMultiplayer), [general, concedes])[0]!;
    expect([feature('wordingSaid', anyGame), feature('variantUnnamed', anyGame)]).toEqual([1, 1]);
  });

  it("marks a heading's first rule, and a term's definition that says none of the question's other words", () => {
    const [heading, first, other] = featuresOf(analyzeQuery('trample', corpus), [
      row('725', 'The Monarch'),
      row('725.1', 'The monarch is a designation a player can have.'),
      row('725.2', 'At the beginning of the monarch end step, draw a card.'),
    ]);
    expect(feature('firstRule', first!)).toBe(1);
    expect(feature('firstRule', heading!) + feature('firstRule', other!)).toBe(0);
    const question = analyzeQuery('trample over a creature with poison counters', corpus);
    const alone = featuresOf(question, [row('702.19', 'Trample')])[0]!;
    const says = featuresOf(question, [row('702.19', 'Trample: a creature with poison counters.')])[0]!;
    const sub = featuresOf(question, [row('702.19b', 'Trample')])[0]!;
    expect(feature('termRuleAlone', alone)).toBe(1);
    expect(feature('termRuleAlone', says)).toBe(0);
    expect(feature('termRuleAlone', sub)).toBe(0);
  });

  it("counts an action's -ed form as said only by the action's own forms or rules, not by the other sense's noun", () => {
    const terms = buildTerms({ glossary: [counterEntry(14)], titles: [] });
    const withCounter = { ...corpus, terms, uses: (w: string) => ({ counter: 300, countered: 60, ability: 900 })[w] ?? 0 };
    const asked = analyzeQuery('can an ability be countered', withCounter);
    expect(asked.concepts.find((c) => c.word === 'countered')?.action?.rules).toEqual(['701.6']);
    const rows = [
      row('728.1', 'Rad counters are a kind of counter a player can have, with an ability of their own.'),
      row('122.6', 'Some abilities refer to counters being put on an object while it is on the battlefield.'),
      row('113.9', 'Activated abilities aren’t spells, and therefore can’t be countered by anything that counters only spells.'),
      row('115.2', 'An ability may ask a player to counter a spell that targets it, as the ability says.'),
      row('701.6b', 'An ability that is moved off the stack that way does not resolve; counter is its verb.'),
    ];
    const said = featureOn('coverage', asked, rows).map((value) => value > 0.9);
    expect(said).toEqual([false, false, true, true, true]);
    // nor by the heading a rule on markers sits under
    const underCounters = row('122.8', 'Some abilities move an object’s counters onto another object, as they say.', {
      trail: ['Game Concepts', 'Counters'],
    });
    expect(featureOn('headingCoverage', asked, [underCounters])).toEqual([0]);
    // a term of one sense, or the word as a noun, is said by any of its forms
    expect(analyzeQuery('a counter on a creature', withCounter).concepts.every((c) => c.action === undefined)).toBe(true);
  });

  it('counts the words of a named term as said by the entries the term leads to, however they spell them', () => {
    const terms = buildTerms({ glossary: [{ id: 13, term: 'Respond', senses: 'See rule 117.7.', cites: ['117.7'] }], titles: [] });
    const a = analyzeQuery('respond', { ...corpus, terms, uses: (w) => (w === 'respond' ? 5 : 0) });
    const definingAndOther = [
      row('117.7', 'The new spell has been cast in response to the earlier one.'),
      row('608.1', 'Each time all players pass in succession, the last spell cast resolves in response order.'),
    ];
    expect(featureOn('coverage', a, definingAndOther)).toEqual([1, 0]);
  });

  it('has a fitted weight for every feature', () => {
    for (const name of featureNames) expect(Number.isFinite(fittedWeights[name])).toBe(true);
  });
});

describe('saysKeywordOnlyAsIf', () => {
  it('tells a text granting a keyword only as if from one saying it', () => {
    expect(saysKeywordOnlyAsIf('That player may begin to cast that spell as though it had flash.', 'flash')).toBe(true);
    expect(saysKeywordOnlyAsIf('If a spell would have flash only if a condition is met, cast it as though it had flash.', 'flash')).toBe(
      true,
    );
    expect(
      saysKeywordOnlyAsIf('Flash is a static ability. “Flash” means “You may play this card any time you could cast an instant.”', 'flash'),
    ).toBe(false);
    // once as if, once as a thing has it: the text says it
    expect(saysKeywordOnlyAsIf('A creature with flash may be cast as though it had flash.', 'flash')).toBe(false);
    expect(saysKeywordOnlyAsIf('The creature gains haste.', 'flash')).toBe(false);
  });
});
