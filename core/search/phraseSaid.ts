// Where a phrase of the judge vocabulary or the rules wordings is said in a query. Most phrases are said word for word;
// a phrase with a gap ("killed … in response") lets a few other words stand between its parts, as a player names
// what they speak of there ("killed the Sorcerer in response", "bolted Oracle in response"); a far gap ("stole ⋯
// equipment") lets any words of the question stand there, as a post tells a situation in several clauses.
import { escapeRegExp } from '../text/index.ts';

/** The mark of a gap in a phrase, a word of its own: "whose … on the stack first". */
export const gap = '…';

/** The mark of a far gap, a word of its own: the parts said anywhere in the question, in this order. */
export const farGap = '⋯';

/** Words a gap holds at most: a card's name and its article ("the Banisher Priest", "his Llanowar Elves"). */
const gapWords = 4;

const gapPatterns = new Map<string, RegExp>();

/** A gap of either kind with its spaces, kept by a split of a phrase as the part between two others. */
const gapMark = new RegExp(` (${escapeRegExp(gap)}|${escapeRegExp(farGap)}) `);

function gapPattern(phrase: string): RegExp {
  let pattern = gapPatterns.get(phrase);
  if (!pattern) {
    const parts = phrase.split(gapMark);
    // each gap's words are whole words (the text is spaced words), the fewest that let the next part follow
    const source = parts.map((part, i) =>
      i % 2 === 0 ? escapeRegExp(part) : part === gap ? ` ((?:\\S+ ){0,${gapWords}}?)` : ' ((?:\\S+ )*?)',
    );
    pattern = new RegExp(` ${source.join('')} `);
    gapPatterns.set(phrase, pattern);
  }
  return pattern;
}

/** A phrase said: its words in the text, and the same with the phrase's own words marked read ("|"), a gap's kept. */
export interface PhraseSaid {
  readonly said: string;
  readonly unread: string;
}

/**
 * Where `phrase` is said in `spaced` (words joined by single spaces, with a space at each end): the words saying it,
 * the phrase itself or, with a gap, its parts and the words between them; and those words with only the gaps' left
 * unread (the "replacement" of "who picks which replacement applies" is a word of its own). Null where not said.
 */
export function phraseSaid(spaced: string, phrase: string): PhraseSaid | null {
  if (!phrase.includes(gap) && !phrase.includes(farGap)) return spaced.includes(` ${phrase} `) ? { said: phrase, unread: '|' } : null;
  const match = gapPattern(phrase).exec(spaced);
  if (!match) return null;
  const gaps = match.slice(1).map((words) => words.trim());
  return { said: match[0].trim(), unread: ['|', ...gaps.flatMap((words) => (words === '' ? ['|'] : [words, '|']))].join(' ') };
}

/** Characters a gap's words may take: gapWords words of a card's name ("Thalia, Guardian of Thraben"). */
const gapLongest = gapWords * 8;

/** The most characters a phrase may take said: a gap read as its longest, so that it is read before what it holds. */
export const longestSaid = (phrase: string): number => phrase.length + (phrase.split(gap).length - 1) * (gapLongest - gap.length);

/** The words of a phrase, without its gaps. */
export const phraseWords = (phrase: string): string[] => phrase.split(' ').filter((word) => word !== gap && word !== farGap);
