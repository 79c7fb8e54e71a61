import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './analyze.ts';
import type { Corpus } from './corpus.ts';
import { rankCandidates } from './order.ts';
import { featureNames, featuresOf } from './rank.ts';
import { buildTerms } from './terms.ts';
import { corpus, corpusGlossary, row } from '../../test/support/candidates.ts';

/** The test corpus with Search, the term "fail to find" names beside the words the rules write for it. */
const withSearch: Corpus = {
  ...corpus,
  uses: (word) => ({ search: 60, find: 40, required: 300, library: 400, creature: 900 })[word] ?? 0,
  terms: buildTerms({
    glossary: [...corpusGlossary, { id: 5, term: 'Search', senses: 'See rule 701.23.', cites: ['701.23'] }],
    titles: [],
  }),
};

const wordingSaid = (query: string, texts: readonly string[]): number[] =>
  featuresOf(
    analyzeQuery(query, withSearch),
    texts.map((text, i) => row(`701.23${'abc'[i]}`, text)),
  ).map((values) => values[featureNames.indexOf('wordingSaid')]!);

const saysWording = 'If a player is searching a hidden zone for cards with a stated quality, that player isn’t required to find them.';
const searchesOnly = 'To search for a card in a zone, look at all cards in that zone and find a card that matches.';

describe('wordingSaid', () => {
  it('reads what the rules write for an everyday wording, as the words of a phrase, and not a term it also names', () => {
    const { wordings } = analyzeQuery('can i just fail to find a creature', withSearch);
    expect(wordings).toEqual([[["isn't", 'required', 'to', 'find']]]);
    expect(analyzeQuery('can i search for a creature', withSearch).wordings).toEqual([]);
    // a player's "whiff" on a search is failing to find
    expect(analyzeQuery('can i just say i whiffed', withSearch).wordings).toEqual([[["isn't", 'required', 'to', 'find']]]);
    // a one-word alternative counts beside a phrase; a wording written in one word only is left to coverage
    expect(analyzeQuery('when does mana go away', withSearch).wordings).toEqual([[['empty'], ['cease', 'to', 'exist'], ['is', 'removed']]]);
    expect(analyzeQuery('can i pick a creature', withSearch).wordings).toEqual([]);
    // what happens in the middle of a resolution waits for the next time a player would receive priority
    const waits = [
      ['would', 'receive', 'priority'],
      ['would', 'get', 'priority'],
    ];
    expect(analyzeQuery('sba checked mid-resolution?', withSearch).wordings).toEqual([waits]);
    expect(analyzeQuery('does it die in the middle of a spell resolving', withSearch).wordings).toEqual([waits]);
    expect(analyzeQuery('does it die after the spell resolves', withSearch).wordings).toEqual([]);
    // one creature asked to block several: the rules choose one creature for each blocker to block
    const one = [['one', 'creature', 'for', 'it', 'to', 'block']];
    for (const several of ['can one creature block two attackers', 'can a creature block more than one attacker'])
      expect(analyzeQuery(several, withSearch).wordings, several).toEqual([one]);
    expect(analyzeQuery('can two creatures block one attacker', withSearch).wordings).toEqual([]);
    // a library with no cards said without its "the"; mana made and not used is mana left in a pool that empties
    expect(analyzeQuery('no cards left in library', withSearch).wordings).toEqual([[['library', 'with', 'no', 'card']]]);
    expect(analyzeQuery("i tapped my land for mana but didn't use it", withSearch).wordings).toContainEqual([['mana', 'pool', 'empty']]);
    expect(analyzeQuery("mana abilities don't use the stack", withSearch).wordings).toEqual([]);
    // mana asked to be "still there" or to "stick around" later
    for (const later of ['is that mana still there in my main phase', 'does the mana stick around until combat'])
      expect(analyzeQuery(later, withSearch).wordings, later).toContainEqual([['mana', 'pool', 'empty']]);
    // a replacement effect asked to apply twice, or again, gets only one opportunity to affect an event
    expect(analyzeQuery('can a replacement effect apply twice to the same event', withSearch).wordings).toContainEqual([
      ['only', 'one', 'opportunity'],
    ]);
    expect(analyzeQuery('which replacement effect applies first', withSearch).wordings).not.toContainEqual([
      ['only', 'one', 'opportunity'],
    ]);
    // a card exiled "until" something happens changes zones until a specified event
    expect(analyzeQuery('exiled until the priest leaves, when does it come back', withSearch).wordings).toContainEqual([
      ['specified', 'event'],
    ]);
    expect(analyzeQuery('exile it', withSearch).wordings).toEqual([]);
    // a "singleton" deck's cards each have a different English name
    expect(analyzeQuery('is commander singleton', withSearch).wordings).toEqual([[['different', 'english', 'name']]]);
    // two alternative costs asked of one spell: only one can be applied
    for (const two of ['can you use two alternative costs', 'stack 2 alt costs on one spell'])
      expect(analyzeQuery(two, withSearch).wordings, two).toContainEqual([['only', 'one', 'alternative', 'cost']]);
    expect(analyzeQuery('is flashback an alternative cost', withSearch).wordings).toEqual([]);
    // life paid at or near that much life: only up to the life total
    for (const paid of ['pay 2 life at 1 life', 'can I pay life with 0 life'])
      expect(analyzeQuery(paid, withSearch).wordings, paid).toContainEqual([['greater', 'than', 'or', 'equal', 'to', 'the', 'amount']]);
    expect(analyzeQuery('pay 2 life', withSearch).wordings).toEqual([]);
    // a blocked creature left with no blockers: no creatures are currently blocking it; a player with none is no such case
    expect(analyzeQuery('blocked creature with no blockers deals no damage', withSearch).wordings).toContainEqual([
      ['no', 'creature', 'are', 'currently', 'blocking'],
    ]);
    expect(analyzeQuery('I had no blockers, do I lose', withSearch).wordings).toEqual([]);
    // a creature attacking an ally, blocked to help: a defending player blocks only creatures attacking that player
    const attackingThatPlayer = [['creature', 'attacking', 'that', 'player']];
    for (const ally of ["can I block a creature that's attacking my friend", 'someone is attacking my ally, can I block it'])
      expect(analyzeQuery(ally, withSearch).wordings, ally).toEqual([attackingThatPlayer]);
    expect(analyzeQuery('can I block a creature attacking me', withSearch).wordings).toEqual([]);
    // a creature taken while it wears an Equipment, told in two clauses: changing its control leaves the Equipment's
    const controlChanged = [['changing', 'control', 'of', 'the', 'creature']];
    for (const taken of ['he stole my creature and it was wearing my equipment', 'equipment on a creature I stole'])
      expect(analyzeQuery(taken, withSearch).wordings, taken).toEqual([controlChanged]);
    expect(analyzeQuery('he stole my creature', withSearch).wordings).toEqual([]);
    // the player who took it leaves the game: the effects giving that player control end
    expect(analyzeQuery('he took control of my creature, then he conceded', withSearch).wordings).toContainEqual([
      ['give', 'that', 'player', 'control'],
    ]);
    // a card exiled "forever" waited for a specified event that had already occurred
    for (const forever of ['does it get exiled forever', 'is it gone for good'])
      expect(analyzeQuery(forever, withSearch).wordings, forever).toEqual([[['specified', 'event']]]);
    // a mana ability answered in response, asked either way round: it can't be responded to
    const respondedTo = [['otherwise', 'responded', 'to']];
    for (const mana of ['can I bolt his elves in response to him tapping it for mana', 'he tapped it for mana, can I respond'])
      expect(analyzeQuery(mana, withSearch).wordings, mana).toContainEqual(respondedTo);
    expect(analyzeQuery('can I bolt his elves in response', withSearch).wordings).not.toContainEqual(respondedTo);
    // a generic cost reduction asked of colored mana: it affects only the generic mana component
    const generic = [['generic', 'mana', 'component']];
    for (const lowered of ['generic cost reducer vs colored pips', 'does a card that costs 1 less make lightning bolt free'])
      expect(analyzeQuery(lowered, withSearch).wordings, lowered).toContainEqual(generic);
    expect(analyzeQuery('does the reducer make it cheaper', withSearch).wordings).not.toContainEqual(generic);
    // a face-down card put away unseen: its owner must reveal it
    for (const unseen of ['my face-down creature died, do I have to reveal it', 'morph died without showing'])
      expect(analyzeQuery(unseen, withSearch).wordings, unseen).toEqual([[['must', 'reveal', 'it']]]);
    expect(analyzeQuery('do I have to reveal my hand', withSearch).wordings).toEqual([]);
    // an ability asked to still work once its source is gone, told in any order: it exists independently of it
    const killed = 'if my opponent kills my creature while its ability is still waiting on the stack, does the ability still work';
    expect(analyzeQuery(killed, withSearch).wordings).toEqual([[['independently', 'of', 'its', 'source']]]);
    expect(analyzeQuery('does the ability still work', withSearch).wordings).toEqual([]);
    // a spell begun and found unpayable: an action that can't legally be completed
    const short = "what happens if I start casting something and then realize I don't have enough mana";
    expect(analyzeQuery(short, withSearch).wordings).toContainEqual([["can't", 'legally', 'complete']]);
    expect(analyzeQuery('I started casting it', withSearch).wordings).toEqual([]);
    // a transformed permanent asked to keep a bonus: it doesn't become a new object
    const transformed = 'if I pump my creature and then it transforms, does it keep the bonus';
    expect(analyzeQuery(transformed, withSearch).wordings).toEqual([[["doesn't", 'become', 'a', 'new', 'object']]]);
    expect(analyzeQuery('it transforms', withSearch).wordings).toEqual([]);
    // a planeswalker's loyalty abilities twice in a turn: not after one was activated that turn
    for (const twice of ['pw use two loyalty abilities same turn', 'pw loyalty once per turn'])
      expect(analyzeQuery(twice, withSearch).wordings, twice).toEqual([[['previously', 'activated', 'a', 'loyalty', 'ability']]]);
    expect(analyzeQuery('can i activate a planeswalker at instant speed', withSearch).wordings).toEqual([]);
    // "can" set beside "can't": the effect that forbids takes precedence
    for (const versus of ['cant vs can which wins', 'one card says i can, another says i cant, which wins'])
      expect(analyzeQuery(versus, withSearch).wordings, versus).toEqual([[['effect', 'take', 'precedence']]]);
    // a mana ability that targets is no mana ability; a target picked for a spell says nothing of one
    const targets = "is deathrite's mana ability a mana ability if it targets a land";
    expect(analyzeQuery(targets, withSearch).wordings).toEqual([[['ability', 'with', 'a', 'target']]]);
    expect(analyzeQuery('I tap lands for mana after picking targets', withSearch).wordings).toEqual([[['activated', 'mana', 'ability']]]);
    // a cost increase asked of a spell cast for an alternative cost applies to that cost
    expect(analyzeQuery("does thalia's extra 1 apply to flashback", withSearch).wordings).toContainEqual([
      ['applied', 'to', 'that', 'alternative', 'cost'],
    ]);
    expect(analyzeQuery('can I flashback it', withSearch).wordings).toEqual([]);
    // a creature exiled instead of dying, asked to trigger: the replaced event never happens
    const replaced = 'it gets exiled instead of going to the graveyard, does persist trigger';
    expect(analyzeQuery(replaced, withSearch).wordings).toEqual([[['never', 'happen']]]);
    expect(analyzeQuery('does persist trigger', withSearch).wordings).toEqual([]);
    // a creature cast this turn asked to tap: not since its controller's most recent turn began
    expect(analyzeQuery('just cast llanowar elves, can I tap it for mana', withSearch).wordings).toContainEqual([
      ['most', 'recent', 'turn'],
    ]);
    expect(analyzeQuery('can I tap llanowar elves for mana', withSearch).wordings).not.toContainEqual([['most', 'recent', 'turn']]);
    // a sorcery asked to be cast while a spell waits on the stack: only with the stack empty
    const waiting = 'can I cast a sorcery while my creature spell is on the stack';
    expect(analyzeQuery(waiting, withSearch).wordings).toEqual([[['stack', 'is', 'empty']]]);
    expect(analyzeQuery('can I cast a sorcery', withSearch).wordings).toEqual([]);
  });

  it('is 1 for an entry saying the rules’ wording in a form of its words, 0 for one saying only its words apart', () => {
    expect(wordingSaid('can i just fail to find a creature', [saysWording, searchesOnly])).toEqual([1, 0]);
    // straight apostrophes and another person of the verb say the same wording
    expect(wordingSaid('i failed to find a creature', ["a player isn't required to find cards"])).toEqual([1]);
    // the words out of their order are not the wording
    expect(wordingSaid('i failed to find a creature', ["a player isn't able to find what is required"])).toEqual([0]);
  });

  it('is 0 for every entry when the query says no wording', () => {
    expect(wordingSaid('can i search for a creature', [saysWording, searchesOnly])).toEqual([0, 0]);
  });

  it('puts the rule saying the wording before one saying the term and the words apart', () => {
    const rows = [row('701.23a', searchesOnly), row('701.23b', saysWording)];
    const ranked = rankCandidates(analyzeQuery('can i fail to find a creature in my library', withSearch), rows, 2);
    expect(ranked.map((r) => r.row.number)).toEqual(['701.23b', '701.23a']);
  });
});
