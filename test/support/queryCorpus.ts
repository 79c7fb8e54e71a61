// The corpus the query-reading tests read over: a few words with their counts, a typo correction and a small glossary.
import { stem } from '../../core/text/index.ts';
import type { Corpus } from '../../core/search/corpus.ts';
import { analyzeQuery } from '../../core/search/analyze.ts';
import { buildTerms } from '../../core/search/terms.ts';

const uses: Record<string, number> = {
  creature: 900,
  toughness: 120,
  untapped: 40,
  block: 200,
  trample: 25,
  deathtouch: 20,
  enters: 300,
  battlefield: 800,
  damage: 700,
  attacker: 60,
};
export type GlossaryEntry = Parameters<typeof buildTerms>[0]['glossary'][number];
/** A glossary entry pointing to one rule, as most do. */
export const seeRule = (id: number, term: string, rule: string): GlossaryEntry => ({
  id,
  term,
  senses: `See rule ${rule}.`,
  cites: [rule],
});
export const corpus: Corpus = {
  uses: (word) => uses[word] ?? 0,
  stemUses: (word) => Object.entries(uses).reduce((sum, [known, n]) => sum + (stem(known) === stem(word) ? n : 0), 0),
  correct: (word) => (word === 'trampel' ? 'trample' : word === 'trampling' ? 'tripling' : null),
  complete: () => null,
  terms: buildTerms({
    glossary: [
      seeRule(1, 'Trample', '702.19'),
      seeRule(2, 'Deathtouch', '702.2'),
      seeRule(3, 'Enters the Battlefield', '603.6a'),
      { id: 4, term: 'Opponent', senses: 'Someone a player is playing against. See rules 102.2 and 102.3.', cites: ['102.2'] },
      { id: 5, term: 'Loyalty Ability', senses: 'See rule 606, Loyalty Abilities.', cites: ['606'] },
    ],
    titles: [],
  }),
};

/** The test corpus with a glossary of its own in place of its terms. */
export const withGlossary = (...glossary: GlossaryEntry[]): Corpus => ({ ...corpus, terms: buildTerms({ glossary, titles: [] }) });

/** The names of the CR terms a query names, read over `read`, in alphabetical order. */
export const termNamesIn = (query: string, read: Corpus): string[] =>
  analyzeQuery(query, read)
    .terms.map((t) => t.term.name)
    .sort();
