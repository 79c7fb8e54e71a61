// Finding a source's glossary terms in rule text (issue 5: glossary linked both ways with the rules). Pure: the
// database side matches rules and definitions with it, the renderer links a definition's words to other entries.
import { stem, wordSpans } from '../text/index.ts';

export interface GlossaryTerm {
  /** As the glossary prints it: "Legend Rule", "Control, Controller", "Banding, “Bands with Other”". */
  readonly term: string;
  readonly obsolete: boolean;
}

export interface TermMatch {
  /** The glossary entry's term, as printed. */
  readonly term: string;
  /** UTF-16 offsets of the matched words in the text. */
  readonly start: number;
  readonly end: number;
}

export interface TermMatcher {
  /** Leftmost-longest matches of whole words, case-insensitive, tolerant of plurals and possessives. */
  find(text: string): TermMatch[];
  /** Distinct terms in order of first use. */
  termsIn(text: string): string[];
}

// Glossary headwords that are also everyday English: linking every "if" or "you" would bury the useful links.
// They stay reachable from the rules whose glossary entry cites them (see readRule).
const everydayWords = new Set(
  [
    'if',
    'unless',
    'instead',
    'x',
    'y',
    'you',
    'your',
    'becomes',
    'move',
    'option',
    'event',
    'status',
    'general',
    'case',
    'class',
    'lock',
    'map',
    'match',
    'party',
    'role',
    'speed',
    'station',
    'visit',
    'door',
    'wall',
    'day',
    'night',
    'pile',
    'placed',
    'double',
    'triple',
    'independent',
    'ongoing',
    'modified',
    'paired',
    'loop',
    'prepared',
    'locked',
    'unlocked',
    'increment',
    'pass',
    'plane',
  ].map(stem),
);

/** The names one entry goes by: "Control, Controller" is two; quotes are dropped; bracketed placeholders cannot match. */
export function namesOf(term: string): string[] {
  return term
    .split(/,\s*(?![^“]*”)/)
    .map((name) => name.replace(/[“”"]/g, '').replace(/,$/, '').trim())
    .filter((name) => name !== '' && !/[[\]]/.test(name));
}

/** A word of a name said as written or in its plural: "counters" for Counter, "abilities" for Ability. */
const saysWord = (said: string, word: string): boolean =>
  said === word || said === `${word}s` || said === `${word}es` || (word.endsWith('y') && said === `${word.slice(0, -1)}ies`);

/**
 * The matched words are one of the term's own names, up to a plural or possessive: "planeswalkers" names
 * Planeswalker exactly, and Planeswalk, whose stem it shares, only by that stem.
 */
export function namesExactly(text: string, match: TermMatch): boolean {
  const said = wordSpans(text.slice(match.start, match.end)).map((span) => span.word);
  return namesOf(match.term).some((name) => {
    const words = wordSpans(name).map((span) => span.word);
    return words.length === said.length && words.every((word, i) => saysWord(said[i]!, word));
  });
}

/** A text's words as compared: stemmed, so "abilities" meets "Ability" and "attacking" meets "Attacks". */
function keysOf(text: string): { key: string; start: number; end: number }[] {
  return wordSpans(text).map((span) => ({ key: stem(span.word), start: span.start, end: span.end }));
}

export function buildTermMatcher(terms: readonly GlossaryTerm[]): TermMatcher {
  // Several terms may share a stemmed phrase (Planeswalk and Planeswalker, Phase and Phasing): the one said exactly wins.
  const byPhrase = new Map<string, string[]>();
  // Every proper prefix of a phrase ("legend" for "legend rule"), so a scan stops as soon as no term can continue.
  const prefixes = new Set<string>();
  for (const entry of terms) {
    if (entry.obsolete) continue;
    for (const name of namesOf(entry.term)) {
      const keys = keysOf(name).map((w) => w.key);
      if (keys.length === 0 || (keys.length === 1 && everydayWords.has(keys[0]!))) continue;
      const phrase = keys.join(' ');
      const sharing = byPhrase.get(phrase) ?? [];
      if (!sharing.includes(entry.term)) byPhrase.set(phrase, [...sharing, entry.term]);
      for (let n = 1; n < keys.length; n++) prefixes.add(keys.slice(0, n).join(' '));
    }
  }

  function find(text: string): TermMatch[] {
    const words = keysOf(text);
    const matches: TermMatch[] = [];
    let i = 0;
    while (i < words.length) {
      let phrase = words[i]!.key;
      let best: { terms: readonly string[]; length: number } | undefined;
      for (let n = 1; ; n++) {
        const terms = byPhrase.get(phrase);
        if (terms !== undefined) best = { terms, length: n };
        if (i + n >= words.length || !prefixes.has(phrase)) break;
        phrase = `${phrase} ${words[i + n]!.key}`;
      }
      if (best === undefined) {
        i += 1;
        continue;
      }
      const start = words[i]!.start;
      const end = words[i + best.length - 1]!.end;
      const term =
        best.terms.length === 1 ? best.terms[0]! : (best.terms.find((t) => namesExactly(text, { term: t, start, end })) ?? best.terms[0]!);
      matches.push({ term, start, end });
      i += best.length;
    }
    return matches;
  }

  return {
    find,
    termsIn: (text) => [...new Set(find(text).map((m) => m.term))],
  };
}
