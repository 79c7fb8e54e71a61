// Card names in a question asked without card data. A run of capitalised words inside a sentence ("If Mother of Runes
// gives…", "does Lightning Bolt still…") that is not a CR term is a name: its words are rare in the rules (a card
// named in an example) and would pull the ranking to that example, yet say nothing about which rule answers.
import { stopWords } from './query.ts';
import { wordParts } from './terms.ts';

/** Small words inside a name between two capitalised ones ("Swords to Plowshares", "Mother of Runes"). */
const connectors = new Set(['of', 'the', 'to', 'from', 'in', 'on', 'at', 'for', 'with']);
const capitalised = (word: string): boolean => /^\p{Lu}[\p{Ll}'’-]/u.test(word);
/** Breaks a name cannot run across: punctuation between clauses, brackets, quotes. */
const clauseBreak = /([.?!;:,()[\]"“”]+|\n)/u;
const sentenceEnd = /[.?!\n]/u;
const token = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * The lower-case words of the card names a question seems to name: runs of capitalised words not at the start of a
 * sentence (a sentence may start with a name of two words or more), minus runs that `isTerms` reads as CR terms
 * ("Deathtouch and Trample", "First Strike", "Declare Blockers Step").
 */
export function cardNameWords(input: string, isTerms: (words: readonly string[]) => boolean): Set<string> {
  const names = new Set<string>();
  let startsSentence = true;
  for (const part of input.split(clauseBreak)) {
    if (clauseBreak.test(part)) {
      if (sentenceEnd.test(part)) startsSentence = true;
      continue;
    }
    const words = part.match(token) ?? [];
    let i = 0;
    while (i < words.length) {
      const first = i === 0 && startsSentence;
      if (!capitalised(words[i]!) || (first && stopWords.has(words[i]!.toLowerCase()))) {
        i++;
        continue;
      }
      let end = i + 1;
      while (end < words.length) {
        if (capitalised(words[end]!)) end++;
        else if (connectors.has(words[end]!) && end + 1 < words.length && capitalised(words[end + 1]!)) end += 2;
        else break;
      }
      const run = wordParts(words.slice(i, end).join(' ')).filter((w) => !connectors.has(w));
      // A sentence's first word is capitalised anyway: alone it is no name ("Trample…", "Creatures…").
      if (!(first && end - i === 1) && !isTerms(run)) for (const word of run) names.add(word);
      i = end;
    }
    if (words.length > 0) startsSentence = false;
  }
  return names;
}
