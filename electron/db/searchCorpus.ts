// The imported texts as query analysis reads them (core/search/corpus.ts): word uses from the stored vocabulary, the
// word a slip was meant as (the nearest vocabulary word, a form of one, a judge word), an unfinished word's completion.
import type BetterSqlite3 from 'better-sqlite3';
import type { Corpus, WordsBeside } from '../../core/search/corpus.ts';
import { completionOf, corpusUses, nearestInflection, nearestWords, stemUsesOf } from '../../core/search/fuzzy.ts';
import { ftsString } from '../../core/search/query.ts';
import type { TermDictionary } from '../../core/search/terms.ts';
import { judgeWordNear } from '../../core/search/thesaurus.ts';
import { editDistance, stem } from '../../core/text/index.ts';
import { isEnglishWord, isSpokenWord } from './english.ts';
import { termsOf } from './searchTerms.ts';
import { queries } from './sql.ts';
import { prepared } from './statements.ts';
import { shortestStoredWord, vocabularyOf } from './vocabulary.ts';

/** Whether the full-text index holds a word whole, or words in a row (by their stems, as it indexes words), in any source. */
function indexHoldsWord(db: BetterSqlite3.Database, word: string): boolean {
  return prepared(db, queries.wordIndexed).get(ftsString(word)) !== undefined;
}

const termStems = new WeakMap<TermDictionary, ReadonlySet<string>>();
/** The stems of the one-word terms ("trigger" of Trigger, which "triggered" names), gathered once for each dictionary. */
function termStemsOf(terms: TermDictionary): ReadonlySet<string> {
  let stems = termStems.get(terms);
  if (!stems) {
    stems = new Set([...terms.byKey.keys()].filter((key) => !key.includes(' ')).map(stem));
    termStems.set(terms, stems);
  }
  return stems;
}

/**
 * What the analysis reads of the corpus: how often it uses a word (0: a typo), the nearest word to a typo, its terms.
 * `completeWords`: a last word that is English is completed too (read again so when the question as typed finds nothing:
 * "tramp").
 */
export function searchCorpusOf(db: BetterSqlite3.Database, source: number, completeWords = false): Corpus {
  const vocabulary = vocabularyOf(db);
  const terms = termsOf(db, source);
  const namesTerm = (word: string): boolean => termStemsOf(terms).has(stem(word));
  // a query's unknown word is looked for twice, as a slip to mend and as a word's alternative: one scan serves both
  const scanned = new Map<string, string[]>();
  const nearestTo = (word: string): string[] => {
    let nearest = scanned.get(word);
    if (!nearest) scanned.set(word, (nearest = nearestWords(word, vocabulary, namesTerm)));
    return nearest;
  };
  return {
    uses: (word: string): number => corpusUses(vocabulary, word),
    stemUses: (word: string): number => stemUsesOf(vocabulary, word),
    // English the rules never use is no typo: "kitchen" is not "witches", "board" not "bard"; read as a slip, only spoken
    correct: (word: string, beside?: WordsBeside): string | null => {
      // a word's alternative alone (a name's word, a slip two edits off) is its nearest word unless the word is English
      // at all ("Plowshares"): no costlier reading
      if (beside === undefined) return isEnglishWord(word) ? null : (nearestTo(word)[0] ?? null);
      if (isSpokenWord(word)) return null;
      const nearest = nearestTo(word);
      // of words as near, one the texts write beside the query's words before or after it ("two-headed giat": giant)
      const said = (phrase: string): boolean => indexHoldsWord(db, phrase);
      const saidBeside = (w: string): boolean =>
        (beside.before !== undefined && said(`${beside.before} ${w}`)) || (beside.after !== undefined && said(`${w} ${beside.after}`));
      const inPhrase = nearest.length < 2 ? undefined : nearest.find(saidBeside);
      const best = inPhrase ?? nearest[0] ?? null;
      // a word the texts write one edit off first
      if (best !== null && editDistance(word, best, 1) <= 1) return best;
      // else a judge word the texts never write ("fizle": "fizzle", "chups": "chumps"), then a form the texts never
      // write of a word they do, nearer than a word they write two edits off ("swiching": "switching", not "swirling")
      return judgeWordNear(word) ?? nearestInflection(word, vocabulary, namesTerm) ?? best;
    },
    // a word of its own ("accident", "pay") is finished, though longer corpus words begin with it; so is a word the
    // rules use whole that is too short for the stored vocabulary ("Myr")
    complete: (prefix: string): string | null =>
      (!completeWords && isEnglishWord(prefix)) || (prefix.length < shortestStoredWord && indexHoldsWord(db, prefix))
        ? null
        : completionOf(vocabulary, prefix),
    terms,
  };
}
