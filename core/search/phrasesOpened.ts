// The thesaurus phrases a query's words open: an index of the phrases by their first word, for matching whole words.
import { phraseWords } from './phraseSaid.ts';
import { thesaurusPhrases } from './thesaurus.ts';

/** The places in `thesaurusPhrases` of the phrases each word opens: a query says a few of the hundreds of openings. */
const phrasesOpenedBy = new Map<string, number[]>();
thesaurusPhrases.forEach((phrase, at) => {
  const opening = phrase.split(' ')[0]!;
  const places = phrasesOpenedBy.get(opening);
  if (places) places.push(at);
  else phrasesOpenedBy.set(opening, [at]);
});

/** Each phrase's words but its gaps, at its place in `thesaurusPhrases`. */
const wordsOfPhrases = thesaurusPhrases.map(phraseWords);

/**
 * The thesaurus phrases opening with any of `words` whose every word is among them, longest first as in
 * `thesaurusPhrases` (said or not: in another order, or apart): a phrase missing a word cannot be said, and a long
 * question opens hundreds that only a search of its text would otherwise rule out.
 */
export function phrasesOpenedIn(words: Iterable<string>): string[] {
  const openings = new Set(words);
  const had = new Set([...openings].flatMap((word) => word.split(' ')));
  const places = [...openings].flatMap((word) => phrasesOpenedBy.get(word) ?? []);
  return places
    .filter((at) => wordsOfPhrases[at]!.every((word) => had.has(word)))
    .sort((a, b) => a - b)
    .map((at) => thesaurusPhrases[at]!);
}
