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

/** A text's words as compared: stemmed, so "abilities" meets "Ability" and "attacking" meets "Attacks". */
function keysOf(text: string): { key: string; start: number; end: number }[] {
  return wordSpans(text).map((span) => ({ key: stem(span.word), start: span.start, end: span.end }));
}

export function buildTermMatcher(terms: readonly GlossaryTerm[]): TermMatcher {
  const byPhrase = new Map<string, string>();
  // Every proper prefix of a phrase ("legend" for "legend rule"), so a scan stops as soon as no term can continue.
  const prefixes = new Set<string>();
  for (const entry of terms) {
    if (entry.obsolete) continue;
    for (const name of namesOf(entry.term)) {
      const keys = keysOf(name).map((w) => w.key);
      if (keys.length === 0 || (keys.length === 1 && everydayWords.has(keys[0]!))) continue;
      const phrase = keys.join(' ');
      if (!byPhrase.has(phrase)) byPhrase.set(phrase, entry.term);
      for (let n = 1; n < keys.length; n++) prefixes.add(keys.slice(0, n).join(' '));
    }
  }

  function find(text: string): TermMatch[] {
    const words = keysOf(text);
    const matches: TermMatch[] = [];
    let i = 0;
    while (i < words.length) {
      let phrase = words[i]!.key;
      let best: { term: string; length: number } | undefined;
      for (let n = 1; ; n++) {
        const term = byPhrase.get(phrase);
        if (term !== undefined) best = { term, length: n };
        if (i + n >= words.length || !prefixes.has(phrase)) break;
        phrase = `${phrase} ${words[i + n]!.key}`;
      }
      if (best === undefined) {
        i += 1;
        continue;
      }
      matches.push({ term: best.term, start: words[i]!.start, end: words[i + best.length - 1]!.end });
      i += best.length;
    }
    return matches;
  }

  return {
    find,
    termsIn: (text) => [...new Set(find(text).map((m) => m.term))],
  };
}
