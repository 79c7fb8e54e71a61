// What query analysis reads of the imported texts: how often they use a word, its nearest word for a slip, the terms.
import type { TermDictionary } from './terms.ts';

/** The words either side of a word in a query, each as far as the nearest word that is no stop word ("a spell"). */
export interface WordsBeside {
  readonly before?: string;
  readonly after?: string;
}

/** What the analysis needs from the corpus: word use counts (0 = unknown) and the nearest known word for a typo. */
export interface Corpus {
  readonly uses: (word: string) => number;
  /** How often the corpus uses the word's stem in any form. */
  readonly stemUses: (word: string) => number;
  /**
   * The nearest known word to a typo. With the words beside it, the word a slip is read as: of several as near, one said
   * beside those words; else a form of a known word one edit off, or a judge word one edit off.
   */
  readonly correct: (word: string, beside?: WordsBeside) => string | null;
  /** The word most used of those beginning with an unfinished one, when it is no word itself. */
  readonly complete: (prefix: string) => string | null;
  readonly terms: TermDictionary;
}
