// The judge vocabulary's and the rules wordings' phrases a query says, read longest first (core/search/thesaurus.ts).
import { farGap, phraseSaid, phraseWords } from './phraseSaid.ts';
import { phrasesOpenedIn } from './phrasesOpened.ts';
import { phraseTerms, situationPhrases, wordingPhrases } from './thesaurus.ts';

/** What the phrases a query says stand for, each kept under the phrase's last word. */
export interface PhrasesRead {
  /** A phrase's last word → the CR terms or wordings the phrase stands for. */
  readonly expansions: Map<string, string[]>;
  /**
   * A wording's other words → its last word: said only as part of the phrase ("fail" of "fail to find"), a word means
   * what the phrase does, and a rule saying that says the word too. Not a term's phrase ("going first": Starting
   * Player), whose rules the term's own features find.
   */
  readonly mates: ReadonlyMap<string, string>;
  /** The last words of situation phrases ("decked"), whose every term the question asks about. */
  readonly situationLasts: ReadonlySet<string>;
  /** For each rules wording the query says ("fail to find"), what the rules write for it. */
  readonly wordings: readonly (readonly string[])[];
  /** The wordings of situations told across the question (a phrase with a far gap), more telling than a phrase's. */
  readonly told: ReadonlySet<readonly string[]>;
  /**
   * Counts a wording said whose rules words drop them ("both … to 0": lose simultaneously): the count is part of the
   * wording, not a value the question pairs with a word ("0 life").
   */
  readonly countsWorded: ReadonlySet<string>;
}

/**
 * The phrases of `words` (the query's words, stop words kept), longest first; a phrase read is not read again in a
 * shorter one ("board wipe" is no "board"), nor inside a longer CR term the query names (`inLongerTerm`: "planar die"
 * is the Planar Die, not a creature that dies).
 */
export function phrasesRead(words: readonly string[], inLongerTerm: (phrase: readonly string[]) => boolean): PhrasesRead {
  const expansions = new Map<string, string[]>();
  const mates = new Map<string, string>();
  const situationLasts = new Set<string>();
  const wordings: string[][] = [];
  const countsWorded = new Set<string>();
  const told = new Set<readonly string[]>();
  const spoken = ` ${words.join(' ')} `;
  let unread = spoken;
  const phrases = phrasesOpenedIn(words);
  for (const phrase of phrases) {
    if (phrase.includes(farGap)) continue;
    const found = phraseSaid(unread, phrase);
    if (found === null || inLongerTerm(found.said.split(' '))) continue;
    unread = unread.replaceAll(` ${found.said} `, ` ${found.unread} `);
    const said = phraseWords(phrase);
    const last = said.pop()!;
    if (!expansions.has(last)) expansions.set(last, [...phraseTerms.get(phrase)!]);
    if (wordingPhrases.has(phrase)) {
      const written = phraseTerms.get(phrase)!;
      wordings.push([...written]);
      for (const inner of said) if (!mates.has(inner)) mates.set(inner, last);
      const writtenWords = written.join(' ').split(' ');
      for (const word of [...said, last]) if (/^\d+$/.test(word) && !writtenWords.includes(word)) countsWorded.add(word);
    }
    if (situationPhrases.has(phrase)) situationLasts.add(last);
  }
  // a situation told across the question ("stole … and it was wearing my Equipment") is read in all its words, read
  // by other phrases or not, and adds what the rules write for it, where no phrase has added it: as a wording, and as
  // what its last word stands for where no phrase read that word
  for (const phrase of phrases) {
    if (!phrase.includes(farGap)) continue;
    const written = phraseTerms.get(phrase)!;
    const known = wordings.some((w) => w.join(' ') === written.join(' '));
    if (!known && phraseSaid(spoken, phrase) !== null) {
      wordings.push([...written]);
      told.add(wordings.at(-1)!);
      const last = phraseWords(phrase).pop()!;
      if (!expansions.has(last)) expansions.set(last, [...written]);
    }
  }
  return { expansions, mates, situationLasts, wordings, told, countsWorded };
}
