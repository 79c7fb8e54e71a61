import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './analyze.ts';
import { featuresOf, type CandidateRow } from './rank.ts';
import { buildTerms } from './terms.ts';
import { corpus, feature, featureOn, row } from '../../test/support/candidates.ts';

// answerKind and listAnswer: the entries saying the kind of thing a question asks for (a count, a player, a zone, a
// moment, an order, a list, a way), each a feature of the ranking (rank.ts, answers.ts).

/** Which of the rows say the kind of thing a question on the test corpus asks for (`answerKind`). */
const answerKindOn = (query: string, rows: CandidateRow[]): number[] => featureOn('answerKind', analyzeQuery(query, corpus), rows);

describe('ranking marks the kind of answer a question asks for', () => {
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
});
