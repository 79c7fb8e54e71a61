// The thesaurus phrases a query's words may say: each phrase is indexed under its word the fewest phrases have, so
// that the common words of a long question ("the", "my", "in") do not open every phrase they begin.
import { phraseWords } from './phraseSaid.ts';
import { thesaurusPhrases } from './thesaurus.ts';

/** Each phrase's words but its gaps, at its place in `thesaurusPhrases`. */
const wordsOfPhrases = thesaurusPhrases.map(phraseWords);

/** How many phrases have each word. */
const phrasesHaving = new Map<string, number>();
for (const words of wordsOfPhrases) for (const word of new Set(words)) phrasesHaving.set(word, (phrasesHaving.get(word) ?? 0) + 1);

/** The places in `thesaurusPhrases` of the phrases indexed under each word: their word the fewest phrases have. */
const phrasesIndexedBy = new Map<string, number[]>();
wordsOfPhrases.forEach((words, at) => {
  const rarest = words.reduce((rarer, word) => (phrasesHaving.get(word)! < phrasesHaving.get(rarer)! ? word : rarer));
  const places = phrasesIndexedBy.get(rarest);
  if (places) places.push(at);
  else phrasesIndexedBy.set(rarest, [at]);
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
