// The thesaurus phrases a query's words may say: each phrase is indexed under its longest word, so that the short
// common words of a long question ("the", "my", "in") do not open every phrase they begin.
import { phraseWords } from './phraseSaid.ts';
import { thesaurusPhrases } from './thesaurus.ts';

/** Each phrase's words but its gaps, at its place in `thesaurusPhrases`. */
const wordsOfPhrases = thesaurusPhrases.map(phraseWords);

/**
 * The places in `thesaurusPhrases` of the phrases indexed under each word: their longest, the first of equals. Any
 * word of a phrase would find it (all are checked); a long word is one few phrases and questions have.
 */
const phrasesIndexedBy = new Map<string, number[]>();
wordsOfPhrases.forEach((words, at) => {
  let longest = words[0]!;
  for (const word of words) if (word.length > longest.length) longest = word;
  const places = phrasesIndexedBy.get(longest);
  if (places) places.push(at);
  else phrasesIndexedBy.set(longest, [at]);
});

/**
 * The thesaurus phrases opening with any of `words` whose every word is among them, longest first as in
 * `thesaurusPhrases` (said or not: in another order, or apart): a phrase missing a word cannot be said.
 */
export function phrasesOpenedIn(words: Iterable<string>): string[] {
  const openings = new Set(words);
  const had = new Set([...openings].flatMap((word) => word.split(' ')));
  const places: number[] = [];
  for (const word of had) {
    for (const at of phrasesIndexedBy.get(word) ?? []) {
      const phrase = wordsOfPhrases[at]!;
      if (openings.has(phrase[0]!) && phrase.every((other) => had.has(other))) places.push(at);
    }
  }
  return places.sort((a, b) => a - b).map((at) => thesaurusPhrases[at]!);
}
