// The Infraction Procedure Guide's terms in a query ("HCE", "game loss") that no imported document says: the IPG is
// not imported, and the words of the term's name alone ("card" of Hidden Card Error) would answer with unrelated rules.
import type { ParsedQuery } from './query.ts';
import { abbreviationLike, guideNameOf, maxQueryLength, wordsOf } from './query.ts';
import { guideAbbreviations } from './guideAbbreviations.ts';

/** An IPG term a query names, as typed ("HCE", "game loss"), with the name the guide writes. */
export interface GuideTermNamed {
  readonly typed: string;
  readonly name: string;
}

/** The IPG's infractions and penalties a query names, by abbreviation or in full ("is HCE a game loss"), each once. */
export function guideTermsIn(input: string): GuideTermNamed[] {
  const text = input.slice(0, maxQueryLength);
  const named = new Map<string, string>();
  for (const [typed] of text.matchAll(abbreviationLike)) {
    const name = guideNameOf(typed);
    if (name !== undefined && !named.has(name)) named.set(name, typed);
  }
  const spaced = ` ${wordsOf(text).join(' ')} `;
  for (const name of Object.values(guideAbbreviations)) if (!named.has(name) && spaced.includes(` ${name} `)) named.set(name, name);
  return [...named].map(([name, typed]) => ({ typed, name }));
}

/** What a search says of the IPG terms its query names that no document it searches says. */
export interface GuideTermsUnsaid {
  /** A note for each: what it is, and that the guide must be imported to search it. */
  readonly notes: readonly string[];
  /**
   * The query is nothing but abbreviations of them ("HCE"): its results would be the name's words met elsewhere, none
   * an answer. A name typed in full ("game loss") keeps its results: its words may be the rules' own.
   */
  readonly nothingElse: boolean;
}

const titled = (name: string): string => name.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** `says`: whether a document searched says a name, as a phrase. */
export function guideTermsUnsaid(
  input: string,
  parsed: Pick<ParsedQuery, 'words' | 'ruleNumbers' | 'articleNumbers'>,
  says: (name: string) => boolean,
): GuideTermsUnsaid {
  const unsaid = guideTermsIn(input).filter(({ name }) => !says(name));
  if (unsaid.length === 0) return { notes: [], nothingElse: false };
  const nameWords = new Set(unsaid.flatMap(({ name }) => name.split(' ')));
  return {
    notes: unsaid.map(
      ({ typed, name }) =>
        `${typed === name ? titled(name) : `${typed} (${titled(name)})`}, a term of the Infraction Procedure Guide, is in ` +
        'no document searched: import an IPG that has it to search it.',
    ),
    nothingElse:
      unsaid.every(({ typed, name }) => typed !== name) &&
      parsed.ruleNumbers.length + parsed.articleNumbers.length === 0 &&
      parsed.words.every((w) => nameWords.has(w)),
  };
}
