// Where a phrase of the judge vocabulary or the rules wordings is said in a query. Most phrases are said word for word;
// a phrase with a gap ("killed … in response") lets a few other words stand between its parts, as a player names
// what they speak of there ("killed the Sorcerer in response", "bolted Oracle in response").
import { escapeRegExp } from '../text/index.ts';

/** The mark of a gap in a phrase, a word of its own: "whose … on the stack first". */
export const gap = '…';

/** Words a gap holds at most: a card's name and its article ("the Banisher Priest", "his Llanowar Elves"). */
const gapWords = 4;

const gapPatterns = new Map<string, RegExp>();

function gapPattern(phrase: string): RegExp {
  let pattern = gapPatterns.get(phrase);
  if (!pattern) {
    const parts = phrase.split(` ${gap} `).map(escapeRegExp);
    // the gap's words are whole words (the text is spaced words), the fewest that let the next part follow
    pattern = new RegExp(` (${parts.join(` (?:\\S+ ){0,${gapWords}}?`)}) `);
    gapPatterns.set(phrase, pattern);
  }
  return pattern;
}

/**
 * The words of `spaced` (words joined by single spaces, with a space at each end) that say `phrase`, joined by
 * spaces, or null where it is not said: the phrase itself, or with a gap, its parts and the words between them.
 */
export function phraseSaid(spaced: string, phrase: string): string | null {
  if (!phrase.includes(gap)) return spaced.includes(` ${phrase} `) ? phrase : null;
  return gapPattern(phrase).exec(spaced)?.[1] ?? null;
}

/** Characters a gap's words may take: gapWords words of a card's name ("Thalia, Guardian of Thraben"). */
const gapLongest = gapWords * 8;

/** The most characters a phrase may take said: a gap read as its longest, so that it is read before what it holds. */
export const longestSaid = (phrase: string): number => phrase.length + (phrase.split(gap).length - 1) * (gapLongest - gap.length);

/** The words of a phrase, without its gaps. */
export const phraseWords = (phrase: string): string[] => phrase.split(' ').filter((word) => word !== gap);
