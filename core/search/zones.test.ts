import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './analyze.ts';
import type { Corpus } from './corpus.ts';
import { buildTerms, wordParts } from './terms.ts';
import { namesZoneOffBattlefield, speaksOfOffBattlefield } from './zones.ts';
import { corpus, featureOn, row } from '../../test/support/candidates.ts';

const zones = buildTerms({
  glossary: [
    { id: 1, term: 'Graveyard', senses: '1. A zone. A player’s graveyard is their discard pile. See rule 404.', cites: ['404'] },
    { id: 2, term: 'Battlefield', senses: 'A zone. The battlefield is the zone in which permanents exist. See rule 403.', cites: ['403'] },
    { id: 3, term: 'Hand', senses: '1. A zone. A player’s hand is where that player holds cards. See rule 402.', cites: ['402'] },
    { id: 4, term: 'Token', senses: 'A marker used to represent any permanent that isn’t a card. See rule 111.', cites: ['111'] },
  ],
  titles: [],
});
const withZones: Corpus = { ...corpus, terms: zones, uses: (w) => ({ token: 300, graveyard: 200, hand: 200 })[w] ?? 0 };

/** Whether the query's word names a zone an object is in or goes to, off the battlefield. */
function offBattlefield(query: string, word: string): boolean {
  const words = wordParts(query);
  return namesZoneOffBattlefield(words, words.indexOf(word), zones.byKey.get(word));
}

describe('a zone off the battlefield', () => {
  it('is a zone the glossary defines, other than the battlefield and the stack, after "in", "to" or "into"', () => {
    expect(offBattlefield('what happens to a token in the graveyard', 'graveyard')).toBe(true);
    expect(offBattlefield('a token returned to my opponent’s hand', 'hand')).toBe(true);
    expect(offBattlefield('put into a graveyard', 'graveyard')).toBe(true);
    // a place named without a preposition, the battlefield itself, or a word no zone
    expect(offBattlefield('graveyard order', 'graveyard')).toBe(false);
    expect(offBattlefield('a token on the battlefield', 'battlefield')).toBe(false);
    expect(offBattlefield('a token in the battlefield', 'battlefield')).toBe(false);
    expect(offBattlefield('a token in the graveyard', 'token')).toBe(false);
  });

  it('is said by an entry on "a zone other than the battlefield", and searched for in those words', () => {
    expect(speaksOfOffBattlefield('A token that’s in a zone other than the battlefield ceases to exist.')).toBe(true);
    expect(speaksOfOffBattlefield('If a copy of a spell is in a zone other than the stack, it ceases to exist.')).toBe(false);
    const asked = analyzeQuery('what happens to a token in the graveyard', withZones);
    const graveyard = asked.concepts.find((c) => c.word === 'graveyard')!;
    expect(graveyard.searchWords).toContain('zone other than the battlefield');
    const coverage = (text: string): number => featureOn('coverage', asked, [row('111.7', text)])[0]!;
    const ceases = coverage('A token that’s in a zone other than the battlefield ceases to exist.');
    const tokenOnly = coverage('A token is a marker that ceases to exist.');
    expect(ceases).toBeGreaterThan(tokenOnly);
    // the graveyard said outright counts the same
    expect(coverage('A token in a graveyard ceases to exist.')).toBe(ceases);
  });
});
