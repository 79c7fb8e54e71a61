// The query's words as the rules would write them, before anything else reads them.
import { numberWord } from '../text/index.ts';
import { apostrophesLeftOut, spellings } from './idioms.ts';
import { recognizeTerms, runTogetherTerm, termForm, wordsApartTerm, wordParts, type TermDictionary } from './terms.ts';

/** A term's one word typed as two ("flash back": flashback), read as the one word. */
function joinedApart(words: readonly string[], terms: TermDictionary): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const joined = wordsApartTerm(words[i]!, words[i + 1], terms);
    out.push(joined ?? words[i]!);
    if (joined !== undefined) i++;
  }
  return out;
}

/**
 * The query's words as the rules would write them: UK spellings as US, a term's word run together or typed apart as
 * the rules write it, number words as digits, except inside a CR term whose name has one ("One-Shot Effect",
 * "Two-Headed Giant").
 */
export function normalizedWords(text: string, terms: TermDictionary): string[] {
  const typed = wordParts(text).map((w) => spellings[w] ?? apostrophesLeftOut[w] ?? w);
  const words = joinedApart(typed, terms).flatMap((w, i, read) => runTogetherTerm(w, read[i + 1], terms) ?? [w]);
  const named = new Set(recognizeTerms(words.map(termForm), terms).flatMap((m) => words.slice(m.from, m.to).map((_, k) => m.from + k)));
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const number = named.has(i) ? null : numberWord(words[i]!, words[i + 1]);
    if (number) {
      out.push(String(number.value));
      i += number.words - 1;
    } else out.push(words[i]!);
  }
  return out;
}
