import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './analyze.ts';
import type { Corpus } from './corpus.ts';
import { featureNames, featuresOf, headingFacts, saysKeywordOnlyAsIf, saysMeaningOf, type CandidateRow } from './rank.ts';
import { buildTerms, stemKey } from './terms.ts';
import { corpus, corpusGlossary, row } from '../../test/support/candidates.ts';
import { counterEntry } from '../../test/support/glossary.ts';
import { fittedWeights } from './weights.ts';

type FeatureName = (typeof featureNames)[number];
const feature = (name: FeatureName, values: number[]): number => values[featureNames.indexOf(name)]!;
/** One feature's value on each of the rows, for what the query asks. */
const featureOn = (name: FeatureName, asked: ReturnType<typeof analyzeQuery>, rows: CandidateRow[]): number[] =>
  featuresOf(asked, rows).map((values) => feature(name, values));

/** Which of the rows say the kind of thing a question on the test corpus asks for (`answerKind`). */
const answerKindOn = (query: string, rows: CandidateRow[]): number[] => featureOn('answerKind', analyzeQuery(query, corpus), rows);

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

  it('marks an entry listing four or more things for a list question only', () => {
    const listing = row('400.1', 'There are normally seven zones: library, hand, battlefield, graveyard, stack, exile, and command.');
    const a = analyzeQuery('what are the zones', { ...corpus, uses: (w) => (w === 'zones' ? 40 : 0) });
    expect(a.asksList).toBe(true);
    expect(feature('listAnswer', featuresOf(a, [listing])[0]!)).toBe(1);
    expect(feature('listAnswer', featuresOf(a, [row('400.2', 'Public zones are the graveyard and the battlefield.')])[0]!)).toBe(0);
    const notList = analyzeQuery('zones', { ...corpus, uses: (w) => (w === 'zones' ? 40 : 0) });
    expect(feature('listAnswer', featuresOf(notList, [listing])[0]!)).toBe(0);
    // a rule whose subrules give the list, introduced by its closing colon
    const layers = analyzeQuery('layer order list', { ...corpus, uses: (w) => (w === 'layer' ? 40 : 0) });
    const introducing = row('613.1', 'Continuous effects are applied in a series of layers in the following order:');
    expect(feature('listAnswer', featuresOf(layers, [introducing])[0]!)).toBe(1);
    expect(feature('listAnswer', featuresOf(layers, [row('613.2', 'Layer 1 effects are applied in a layer order.')])[0]!)).toBe(0);
  });

  it('marks an entry saying the kind of answer a "how many", "who", "where", "what happens" or "when" question asks for', () => {
    const counted = row('704.5c', 'A player with ten or more poison counters loses the game.');
    const uncounted = row('122.1f', 'A player with poison counters on them may lose the game.');
    const byRole = row('603.3a', 'A triggered ability’s controller is the player who controlled its source.');
    const inZone = row('704.5m', 'An Aura attached to an illegal object is put into its owner’s graveyard.');
    const answers = (query: string, rows: CandidateRow[]): number[] =>
      featuresOf(analyzeQuery(query, corpus), rows).map((f) => feature('answerKind', f));
    expect(analyzeQuery('how many poison counters to lose', corpus).asksFor).toEqual(['amount']);
    expect(answers('how many poison counters to lose', [counted, uncounted])).toEqual([1, 0]);
    expect(answers('poison counters', [counted, uncounted])).toEqual([0, 0]);
    // a rule cited by its number says no amount ("See rule 510, …", "as described in rule 702.19b")
    const citing = [
      row('702.19a', 'Trample modifies the rules for assigning combat damage. (See rule 510, “Combat Damage Step.”)'),
      row('702.19c', 'The creature assigns its combat damage as described in rule 702.19b.'),
      row('702.4b', 'The combat damage step repeats for creatures with double strike (see section 5).'),
    ];
    expect(answers('how much damage does trample assign', citing)).toEqual([0, 0, 0]);
    expect(answers('how much damage does trample assign', [row('702.19b', 'Assign 1 damage to the blocker.')])).toEqual([1]);
    expect(answers('who controls a triggered ability', [byRole, row('603.1', 'Triggered abilities trigger on events.')])).toEqual([1, 0]);
    expect(answers('where does an aura go when its creature leaves', [inZone, counted])).toEqual([1, 0]);
    const stays = row('303.4', 'An Aura enchants the object it is attached to.');
    expect(answers('what happens to an aura when its creature dies', [inZone, stays])).toEqual([1, 0]);
    // "is" as the rules often write it, contracted
    const contracted = row('306.9', 'If a planeswalker’s loyalty is 0, it’s put into its owner’s graveyard.');
    expect(answers('what happens when a planeswalker loses all loyalty', [contracted, stays])).toEqual([1, 0]);
    expect(analyzeQuery('what if its only target is gone', corpus).asksFor).toEqual(['outcome']);
    expect(analyzeQuery('what is a target', corpus).asksFor).toEqual([]);
    // a game won, lost or drawn is an outcome too
    const drawn = row('104.4a', 'If all the players remaining in a game lose simultaneously, the game is a draw.');
    const won = row('104.2a', 'A player still in the game when all their opponents have left it wins the game.');
    const rule = row('104.1', 'A game ends immediately when a player wins, when the game is a draw, or when it is restarted.');
    expect(answers('what happens if every player loses', [drawn, won, rule, stays])).toEqual([1, 1, 1, 0]);
    const checked = row('704.3', 'Whenever a player would get priority, the game checks for state-based actions.');
    const what = row('704.1', 'State-based actions are game actions that happen automatically.');
    expect(answers('when are state-based actions checked', [checked, what])).toEqual([1, 0]);
    const ends = row('500.2', 'A step in which players receive priority ends when the stack is empty and all players pass.');
    expect(answers('when does a step end', [ends, row('500.1', 'A turn consists of five phases.')])).toEqual([1, 0]);
    // "when" opening a clause rather than asking ("when my creature dies, …") asks for no time
    expect(analyzeQuery('when my creature dies do counters stay', corpus).asksFor).toEqual([]);
    // "how" alone asks for a way, not an amount
    expect(analyzeQuery('how does poison work', corpus).asksFor).toEqual([]);
    expect(analyzeQuery('how does poison work', corpus).wayWords).toContain('poison');
  });

  it('reads "in what order", "ordering" and "which … first" as asking for an order, not the word of a term', () => {
    const ordered = row('603.3b', 'Each player, in APNAP order, puts their triggered abilities on the stack in any order they choose.');
    const unordered = row('603.2', 'Whenever a game event matches a trigger event, the ability triggers.');
    const answers = (query: string): number[] => answerKindOn(query, [ordered, unordered]);
    expect(answers('in what order do my triggers go on the stack')).toEqual([1, 0]);
    expect(answers('ordering my triggers')).toEqual([1, 0]);
    expect(answers('which trigger resolves first')).toEqual([1, 0]);
    // "order" that asks nothing ("is the graveyard order important") asks for none, nor the word of a term's name
    expect(analyzeQuery('is the graveyard order important', corpus).asksFor).toEqual([]);
    const timestamp = buildTerms({
      glossary: [{ id: 31, term: 'Timestamp Order', senses: 'See rule 613.7.', cites: ['613.7'] }],
      titles: [],
    });
    expect(analyzeQuery('what timestamp order', { ...corpus, terms: timestamp }).asksFor).toEqual([]);
    expect(analyzeQuery('what order', { ...corpus, terms: timestamp }).asksFor).toEqual(['order']);
  });

  it('marks an entry naming the parts of a whole for a question asking for its steps or phases', () => {
    const consists = row('501.1', 'The beginning phase consists of three steps, in this order: untap, upkeep, and draw.');
    const listed = row('601.2', 'To cast a spell, a player follows the steps listed below, in order.');
    const counted = row('506.1', 'The combat phase has five steps, which proceed in order.');
    const step = row('503.2', 'If a spell may be cast only after the upkeep step, it may be cast after the first upkeep step.');
    const answers = (query: string): number[] => answerKindOn(query, [consists, listed, counted, step]);
    expect(answers('steps of casting a spell')).toEqual([1, 1, 1, 0]);
    expect(answers('casting a spell in the upkeep step')).toEqual([0, 0, 0, 0]);
    const layered = row('613.1', 'All applicable continuous effects are applied in a series of layers in the following order:');
    const sublayered = row('613.2', 'Within layer 1, apply effects in a series of sublayers in the order described below.');
    const layers = featuresOf(analyzeQuery('layers of continuous effects', corpus), [layered, sublayered]);
    expect(layers.map((f) => feature('answerKind', f))).toEqual([1, 0]);
  });

  it('marks an entry saying when a thing may be done for a question asking whether it may be done at a time', () => {
    const anyTime = row('104.3a', 'A player can concede the game at any time.');
    const sorcery = row('702.6a', 'Equip [cost] means [Cost]: Attach this permanent to target creature. Activate only as a sorcery.');
    const priority = row('116.2b', 'Turning a face-down permanent face up is a special action; any time you have priority.');
    const flash = row('702.8a', 'Flash is a static ability that lets you cast the card as though it had flash.');
    // as older CRs write it
    const older = row('116.2b', 'Turning a face-down permanent face up is a special action any time he or she has priority.');
    const other = row('508.1', 'The active player declares attackers at the beginning of the declare attackers step.');
    const answers = (query: string): number[] => answerKindOn(query, [anyTime, sorcery, priority, flash, older, other]);
    expect(answers("can i equip during my opponent's turn")).toEqual([1, 1, 1, 1, 1, 0]);
    expect(answers('can i equip a creature')).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("marks a step's rule saying whether players get priority in it, for a question asking whether a thing may be done then", () => {
    const draw = row('504.2', 'Second, the active player gets priority. (See rule 117, “Timing and Priority.”)');
    const untap = row('502.4', 'No player receives priority during the untap step, so no spells can be cast or resolve.');
    const loses = row('104.3b', 'That player loses the game the next time a player would receive priority.');
    const answers = (query: string): number[] => answerKindOn(query, [draw, untap, loses]);
    expect(answers('can i cast an instant in the draw step')).toEqual([1, 1, 0]);
    expect(answers('casting an instant in the draw step')).toEqual([0, 0, 0]);
  });

  it('marks an entry saying what a thing is or is not for a question asking whether it is of a kind', () => {
    const isnt = row('111.6', 'A token isn’t a card (even if represented by a card that has a Magic back).');
    const considered = row('108.2b', 'Tokens aren’t considered cards for rules purposes.');
    const relative = row('111.12', 'If an effect instructs a player to create a token that is a card, no token is created.');
    const condition = row('707.8a', 'If the token is a card, it enters the battlefield.');
    const answers = (query: string): number[] => answerKindOn(query, [isnt, considered, relative, condition]);
    expect(answers('is a token a card')).toEqual([1, 1, 0, 0]);
    expect(answers('what is a token')).toEqual([0, 0, 0, 0]);
  });

  it('marks an entry saying how to do what a "how to" question asks, not how to do something else', () => {
    const transform = row('701.27a', 'To transform a permanent, turn it over so that its other face is up.');
    const exile = row('701.13a', 'To exile an object, move it to the exile zone from wherever it is.');
    const when = row('701.27c', 'A permanent that transforms doesn’t become a new object.');
    const later = row('712.9', 'A double-faced permanent can transform. To do so, turn it over.');
    const answers = (query: string): number[] => answerKindOn(query, [transform, exile, when, later]);
    expect(answers('how to transform a permanent')).toEqual([1, 0, 0, 0]);
    expect(answers('how do I exile a permanent')).toEqual([0, 1, 0, 0]);
    expect(answers('transform a permanent')).toEqual([0, 0, 0, 0]);
    // a verb of the story before the "how" is not what it asks the way of
    expect(answers('i exiled it then how do i transform a permanent')).toEqual([1, 0, 0, 0]);
  });

  it('reads "list" as asking for a list, not as a word the answer must say', () => {
    const a = analyzeQuery('zones list', { ...corpus, uses: (w) => ({ zones: 40, list: 5 })[w] ?? 0 });
    expect(a.asksList).toBe(true);
    expect(a.concepts.map((c) => c.word)).toEqual(['zones']);
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
