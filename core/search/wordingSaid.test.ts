import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './analyze.ts';
import type { Corpus } from './corpus.ts';
import { rankCandidates } from './order.ts';
import { buildTerms } from './terms.ts';
import { corpus, corpusGlossary, featureOn, row } from '../../test/support/candidates.ts';

/** The test corpus with Search, the term "fail to find" names beside the words the rules write for it. */
const withSearch: Corpus = {
  ...corpus,
  uses: (word) => ({ search: 60, find: 40, required: 300, library: 400, creature: 900 })[word] ?? 0,
  terms: buildTerms({
    glossary: [...corpusGlossary, { id: 5, term: 'Search', senses: 'See rule 701.23.', cites: ['701.23'] }],
    titles: [],
  }),
};

/** A feature of wordings said, for entries of `texts` asked `query`. */
const saidShare =
  (feature: 'wordingSaid' | 'situationSaid') =>
  (query: string, texts: readonly string[]): number[] =>
    featureOn(
      feature,
      analyzeQuery(query, withSearch),
      texts.map((text, i) => row(`701.23${'abc'[i]}`, text)),
    );
const wordingSaid = saidShare('wordingSaid');

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

  it('counts a situation told across the question apart: situationSaid is the share of those the entry says', () => {
    const situation = saidShare('situationSaid');
    const changing = 'An Equipment’s control doesn’t change by changing control of the creature it equips.';
    const told = 'he stole my creature and it was wearing my equipment';
    expect(situation(told, [changing, searchesOnly])).toEqual([1, 0]);
    // a wording said in one phrase is no situation told
    expect(situation('can i just fail to find a creature', [saysWording])).toEqual([0]);
  });
});
