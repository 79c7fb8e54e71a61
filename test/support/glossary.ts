// Glossary entries written for the tests of search terms, shaped as the CR's own.
import type { TermSource } from '../../core/search/terms.ts';

type GlossaryEntry = TermSource['glossary'][number];

/** "Counter" with its two numbered senses, each citing a rule of its own: the keyword action and the marker. */
export function counterEntry(id: number): GlossaryEntry {
  const senseTexts = ['1. To cancel a spell or ability. See rule 701.6.', '2. A marker placed on an object. See rule 122.'];
  return { id, term: 'Counter', senses: senseTexts.join(' '), senseTexts, cites: ['701.6', '122'] };
}
