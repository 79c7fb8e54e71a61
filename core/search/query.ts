// A judge's query → what to look for: rule numbers, phrases, words (stop words dropped), and the FTS5 text.
import { decodeHTML } from 'entities/decode';
import { expandItem } from '../rules/references.ts';
import { escapeRegExp, stem } from '../text/index.ts';
import { guideAbbreviations as abbreviations } from './guideAbbreviations.ts';

export interface ParsedQuery {
  /** Rule numbers written anywhere in the query ("CR 613.1d", "rule 205.3m", "704.5j."), canonical form. */
  readonly ruleNumbers: readonly string[];
  /** Section numbers of articles and guides ("2.1", "§2.1", "IPG 3.4"), without the §: looked up as "§2.1". */
  readonly articleNumbers: readonly string[];
  /** True when the query is nothing but one rule or section number (its exact entry and children are the answer). */
  readonly onlyNumber: boolean;
  /** Quoted phrases, lower case, as word lists. */
  readonly phrases: readonly (readonly string[])[];
  /** Words, quoted ones too, lower case, stop words and rule numbers removed (small counts kept). */
  readonly words: readonly string[];
  /** The query with spaces collapsed, lower case: for glossary term lookups. */
  readonly normalized: string;
}

/** Longest query looked at; the rest is ignored (with a message). */
export const maxQueryLength = 500;

// "during" is a preposition like "in" and "at": the CR's "During (Obsolete)" says the word now has only its English sense.
export const stopWords: ReadonlySet<string> = new Set(
  (
    'a an the and or of to in on at by for with from is are was were be been being it its this that these those ' +
    'what when where which who whom how why do does did can could would should will shall may might must ' +
    'if then than so as into onto about i you he she they we my your his her their our me him them us ' +
    'there here has have had not no any some all each rule rules cr section happens happen work works ' +
    'mean means get gets many much need needs just still already also ok okay please thanks question wondering know ' +
    'say says said tell like really exactly actually someone something anyone way ever during ' +
    'anything anybody somebody everyone everybody everything whatever whoever ' +
    'explain explains define definition meaning describe info faq whats whos hows wheres whens vs versus over ' +
    "am i'm i've i'd i'll but too because hey hi hello guys folks thx ur bc tho pls plz idk imo imho iirc afaik tbh btw fwiw tia lol"
  ).split(' '),
);
/** The stop words' stems: another form of one ("ruling" of "rules") is a stop word where the texts never write it. */
export const stopStems: ReadonlySet<string> = new Set([...stopWords].map(stem));

/**
 * A range of rules as judges and articles write it: "613.1d-f", "704.5a–704.5d", "702.1-702.3". Letters are spelt in
 * both cases here and below rather than given the i flag, which beside the u flag makes \p{L} slow to compile (about
 * 0.7 ms, in the first search of a process).
 */
const rangeToken = /(?<![\d.])(\d{3}(?:\.\d+)?[a-zA-Z]?)\s*[–—-]\s*(\d{3}(?:\.\d+)?[a-zA-Z]?|[a-zA-Z])(?![\p{L}\p{N}])/gu;
const numberToken = /(?:^|[\s(,])(?:(?:cr|rule|rules|section)\s*)?(\d{3}(?:\.\d+[a-z]?)?)(?=\.?(?:$|[\s),;:?!–—-]))/gi;
/** A one-digit section number counts only after "section" or alone ("7" is section 7, "3 creatures" is not). */
const sectionToken = /(?:^\s*|\bsection\s*)([1-9])(?=\.?\s*$|\.?\s)/gi;
const wordToken = /[\p{L}\p{N}][\p{L}\p{N}'’/-]*/gu;
/** "2.1", "3.10", "§2", "§A": an article's own numbering (the CR's start at 100, so "2.1" is never a CR rule). */
const articleToken = /(?:^|[\s(,])(?:§\s*(\d{1,2}(?:\.\d{1,2})*|[A-Z])|(\d{1,2}\.\d{1,2}))(?=\.?(?:$|[\s),;:?!]))/g;

/** Words as the index sees them: lower case, apostrophes straight, possessive dropped. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(wordToken) ?? [])
    .map((w) =>
      w
        .replace(/’/g, "'")
        .replace(/'s$/, '')
        .replace(/['-]+$/, ''),
    )
    .filter((w) => w !== '');
}

/** A word as long as one of the guide's abbreviations, in either case ("GRV", "ftmgs"): expanded if it is one. */
const abbreviationLengths = Object.keys(abbreviations).map((a) => a.length);
export const abbreviationLike = new RegExp(
  `(?<![\\p{L}\\p{N}"])[A-Za-z]{${Math.min(...abbreviationLengths)},${Math.max(...abbreviationLengths)}}(?![\\p{L}\\p{N}"])`,
  'gu',
);
/** The IPG's name for an abbreviation of it, in either case ("GRV": game rule violation). */
export const guideNameOf = (word: string): string | undefined =>
  Object.hasOwn(abbreviations, word.toLowerCase()) ? abbreviations[word.toLowerCase()] : undefined;
/** Marks around an abbreviation's name put in its place: a phrase no one typed, searched as a phrase only. */
const expansionOpens = '\uE000';
const expansionCloses = '\uE001';
const expandAbbreviation = (word: string): string => {
  const name = guideNameOf(word);
  return name === undefined ? word : `${expansionOpens}${name}${expansionCloses}`;
};

/**
 * Longest post read for its question (its framing, its links, its sentences nearest the question): a paste beyond it
 * is cut, so that reading it stays cheap whatever is pasted.
 */
export const maxPostLength = 20 * maxQueryLength;

/**
 * A web address pasted into a post ("https://scryfall.com/card/…", "www.…", "mtg.wiki/page/…"): a link, no words. A
 * bare address begins a word (after a space or bracket) and its host holds no space, so each is tried once per word.
 */
const link = /\b(?:https?:\/\/|www\.)\S+|(?<![^\s([])[^\s/()[\]]+\.(?:com|org|net|io|gg|wiki)\/\S*/gi;

/*
 * Plain tests before costly patterns: a pattern with lookaround and \p{…} classes takes about 0.3 ms to compile the
 * first time it runs and as much again when V8 compiles it to machine code the second time, which the first question
 * after opening paid for each such pattern (the warming question ran each once). A question is first tested for what
 * every match has (a link's slash or "www.", three digits and a comma, a slash before a 0), by a test costing a tenth.
 */
const mayHoldLink = (text: string): boolean => text.includes('/') || text.toLowerCase().includes('www.');
const decimalComma = /(?<![\d,])(\d{3}),(\d{1,2}[a-zA-Z]?|\d{3}[a-zA-Z])(?![\p{L}\p{N}])/gu;

/**
 * "702.19b/c" and "702.19b & c": a rule's siblings named by their letters alone. Rule numbers are ASCII: no u flag,
 * which beside i is slow to compile (rangeToken).
 */
const siblingLetters = /(\d{3}\.\d+)([a-z])((?:\s*[/&]\s*[a-z](?![a-z0-9]))+)/gi;

/**
 * Rule numbers as judges write them in haste, as the rules print them: "§704.5a" (the section sign of a CR rule),
 * "702.19b/c" (each rule of the list), "704.5b/704.5c", and a number without its dot after "rule" or "CR" ("rule
 * 7045g") or alone with its letter ("7045g"). A CR rule's number has three digits before its dot, so a longer run of
 * digits there is a dot left out.
 */
function writtenApart(typed: string): string {
  if (!/\d{3}/.test(typed)) return typed;
  let text = typed.includes('§') ? typed.replace(/§\s*(?=\d{3}(?!\d))/g, ' ') : typed;
  if (/[/&]/.test(text)) {
    text = text
      .replace(siblingLetters, (_, number: string, letter: string, more: string) =>
        [letter, ...more.split(/[/&]/).slice(1)].map((l) => `${number}${l.trim()}`).join(' '),
      )
      .replace(/(\d{3}(?:\.\d+)?[a-zA-Z]?)\s*[/&]\s*(?=\d{3})/g, '$1 ');
  }
  return /\d{4}/.test(text)
    ? text
        .replace(/\b(cr|rules?)\s*(\d{3})(\d{1,3}[a-z]?)(?![a-z0-9]|\.\d)/gi, '$1 $2.$3')
        .replace(/^(\s*)(\d{3})(\d{1,3})([a-zA-Z])(\.?\s*)$/, '$1$2.$3$4$5')
    : text;
}

/** The text without the web addresses in it. */
export function withoutLinks(text: string): string {
  return mayHoldLink(text) ? text.replace(link, ' ') : text;
}

// "[[Doubling Season]]" is how forums and chat write a card's name for their card-fetching bots. The words inside
// name a card, not what the question asks ("doubling" is no Double, "season" no rules word): rules search leaves
// them out, as card-aware search puts the card's rules terms in their place.
const cardReference = /\[\[[^[\]]{1,150}\]\]/g;

/** The text with its card references left out, or as it is when only stop words would remain ("[[Humility]]?"). */
export function withoutCardReferences(text: string): string {
  if (!text.includes('[[')) return text;
  const asked = text.replace(cardReference, ' ');
  return wordsOf(asked).some((word) => !stopWords.has(word)) ? asked : text;
}

/** A character reference of HTML ("&gt;", "&#39;", "&amp;"), as text copied from a web page's source or a forum's feed has. */
const characterReference = /&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});/i;

/**
 * A past tense written with an apostrophe, as players write it for a word of their own ("sac'd", "ETB'd", "flash'd"):
 * the word itself, whose form the thesaurus and the terms read. "I'd" and "you'd" lose only their "'d".
 */
const pastByApostrophe = /(\p{L}{2,})['’]d(?![\p{L}\p{N}])/gu;

/**
 * The text a question is read from: its first `maxPostLength` characters, its HTML character references read as the
 * characters they stand for (else "it&#39;s" holds the count 39), without web addresses and card references.
 */
export function postText(typed: string): string {
  const text = typed.slice(0, maxPostLength);
  const decoded = characterReference.test(text) ? decodeHTML(text) : text;
  const past = decoded.includes("'d") || decoded.includes('’d');
  return withoutCardReferences(withoutLinks(past ? decoded.replace(pastByApostrophe, '$1') : decoded));
}

/** The text without the rule and article numbers read from it, nor the words saying one follows ("rule 613"). */
function withoutNumbers(text: string, ruleNumbered: boolean): string {
  return (ruleNumbered ? text.replace(rangeToken, ' ') : text)
    .replace(/\b(?:cr|rules?|section)\s+§?\d+(?:\.\d+[a-z]?)?\b/gi, ' ')
    .replace(/\b\d{3}\.\d+[a-z]?\b/gi, ' ')
    .replace(articleToken, ' ');
}

export function parseQuery(input: string): ParsedQuery {
  // "GRV" → "game rule violation" (quoted): the infraction's name is what the guide's text holds
  const typed = input
    .slice(0, maxQueryLength)
    .normalize('NFC')
    // full-width letters, digits and signs, as an East Asian keyboard types them ("ＴＲＡＭＰＬＥ", "７０２．１９")
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(abbreviationLike, expandAbbreviation)
    // a dot typed twice ("702..19b")
    .replace(/(?<!\d)(\d{3})\.{2,}(\d)/g, '$1.$2');
  const written = writtenApart(typed);
  // a decimal comma ("704,5k"; three digits after it only with a letter, "702,703" being two rules) and a subrule's
  // letter typed apart when it ends the query ("704.5 k")
  const ruleNumbered = /\d{3}/.test(written);
  const separated = /\d{3},\d/.test(written) ? written.replace(decimalComma, '$1.$2') : written;
  const lettered = ruleNumbered ? separated.replace(/^(\s*(?:cr|rule)?\s*\d{3}\.\d+)\s+([a-z])\.?\s*$/i, '$1$2') : separated;
  // "how does ward work": asks what the thing is, as "ward" does; the verb is no word of the question ("does
  // lifelink work in the graveyard" keeps it: where it functions)
  const text = /work/i.test(lettered) ? lettered.replace(/\b(how (?:does|do|did) [^?.!]*?)\s+works?(?=\s*[?.!]*\s*$)/i, '$1') : lettered;
  const normalized = text
    .replace(/[\uE000\uE001]/g, '"')
    .toLowerCase()
    .replace(/[\s]+/g, ' ')
    .trim();
  // A rule's or an article's number has a digit or "§": a question with neither skips their patterns (see above).
  const numbered = /[\d§]/.test(text);
  const sections = numbered ? [...text.matchAll(sectionToken)].filter((m) => /section/i.test(m[0]) || /^\s*[1-9]\.?\s*$/.test(text)) : [];
  const ranges = (ruleNumbered ? [...text.matchAll(rangeToken)] : []).flatMap((m) => expandItem(`${m[1]}-${m[2]}`.toLowerCase()));
  const ruleNumbers = numbered
    ? [...new Set([...ranges, ...[...text.matchAll(numberToken), ...sections].map((m) => m[1]!.toLowerCase())])]
    : [];
  const articleNumbers = numbered ? [...new Set([...text.matchAll(articleToken)].map((m) => (m[1] ?? m[2])!))] : [];
  const bare = normalized
    .replace(/^(?:cr|rule|rules|section|ipg)\s*/, '')
    .replace(/\.$/, '')
    .replace(/^§\s*/, '');
  const oneNumber =
    (ruleNumbers.length === 1 && bare === ruleNumbers[0]) ||
    (ruleNumbers.length === 0 && articleNumbers.length === 1 && bare === articleNumbers[0]!.toLowerCase());
  const quoted = /["“”]([^"“”]*)["“”]|\uE000([^\uE001]*)\uE001/g;
  const phrases = [...text.matchAll(quoted)].map((m) => wordsOf(m[1] ?? m[2]!)).filter((words) => words.length > 0);
  const wordsIn = (spaced: string): string[] =>
    wordsOf(
      // "rule 613", "section 5": a number read above, and a word that only says a number follows
      (numbered ? withoutNumbers(spaced, ruleNumbered) : spaced).replace(/\bipg\b/gi, ' '),
    )
      // Split as the index tokenizer splits ("p/t" → p, t) and drop one-letter pieces, which match everything.
      .flatMap((w) => w.split(/[^\p{L}\p{N}']+/u))
      // Counts of one or two digits stay ("toughness 0", "21 damage"); rule numbers were read above.
      .filter((w) => (w.length >= 2 || /^\d$/.test(w)) && !stopWords.has(w) && !/^\d{3,}(?:\.\d+[a-z]?)?$|^\d+\.\d/.test(w));
  // A query of quoted phrases and stop words searches for the phrases as written; a phrase quoted in a question is read
  // for its words too: a card's quoted text ("target player sacrifices a creature") is seldom what a rule says word for
  // word, but its words say what the question is about. An abbreviation's name is a phrase only.
  const unquotedWords = wordsIn(text.replace(quoted, ' ')).filter((w) => !stopStems.has(stem(w)));
  const words = unquotedWords.length === 0 ? [] : wordsIn(text.replace(/\uE000[^\uE001]*\uE001/g, ' ').replace(/["“”]/g, ' '));
  // One number and nothing but stop words around it ("what is 613?") asks for that rule as the bare number does.
  const onlyNumber = oneNumber || (ruleNumbers.length + articleNumbers.length === 1 && words.length === 0 && phrases.length === 0);
  return { ruleNumbers, articleNumbers, onlyNumber, phrases, words: [...new Set(words)], normalized };
}

/**
 * The words that say a value changes to a count, between the count and its value: "toughness drops to 0", "loyalty
 * goes down to 0", "life is reduced to 0" pair 0 with toughness, loyalty and life.
 */
const changeWords: ReadonlySet<string> = new Set([
  ...'to is was get gets got become becomes became reduced lowered down'.split(' '),
  ...'drop drops dropped fall falls fell go goes went gone reach reaches reached hit hits'.split(' '),
]);

/**
 * A count written beside a word in the query ("0 toughness", "toughness 0", "20 life"), as [count, word]: an entry
 * saying the two together ("toughness 0 or less", 704.5f) answers it better than one holding both apart (208.5).
 */
export function countPairs(
  parsed: Pick<ParsedQuery, 'normalized'>,
  takesParameter: (word: string) => boolean = () => false,
): [string, string][] {
  // "no loyalty counters" counts them as "0 loyalty counters" does (not "no" alone: "no longer", "no trample")
  const words = wordsOf(parsed.normalized).map((w, i, all) => (w === 'no' && /^counters?$/.test(all[i + 2] ?? '') ? '0' : w));
  const pairs: [string, string][] = [];
  words.forEach((word, i) => {
    if (!/^\d{1,2}$/.test(word)) return;
    for (const step of [1, -1]) {
      let at = i + step;
      while (Math.abs(at - i) < 4 && changeWords.has(words[at] ?? '')) at += step;
      const next = words[at];
      // a number beside a keyword ability is its parameter ("ward 2", "crew 3"), not a count the rules say of it
      if (next !== undefined && next.length >= 3 && !stopWords.has(next) && !/^\d/.test(next) && !takesParameter(next))
        pairs.push([word, next]);
    }
  });
  return pairs;
}

/** Whether a change to power and toughness (`ptChange`, no kind of counter) lowers toughness ("gets -2/-2", "+1/-1"). */
const lowersToughness = (normalized: string): boolean => [...normalized.matchAll(ptChange)].some(([change]) => /\/[-−–][1-9]/.test(change));

/**
 * A toughness of 0 written as the cards write power and toughness ("a 0/0", "a 2/0"), as [count, word]: the one value
 * the rules decide by (704.5f). Any other ("my 3/3 is blocked by a 1/1") only describes the creature, and had paired
 * the question with rules saying "toughness … 1". A change that lowers toughness ("my 2/2 gets -2/-2, does it die")
 * asks whether it reaches that value; a change that raises it ("+1/+1") names no value and pairs nothing.
 */
export function powerToughnessPairs(normalized: string): [string, string][] {
  if (lowersToughness(normalized)) return [['0', 'toughness']];
  if (!normalized.includes('/0')) return [];
  return [...normalized.matchAll(/(?<![\p{L}\p{N}+\-−–/])\d{1,2}\/0(?![\p{L}\p{N}/])/gu)].map(() => ['0', 'toughness']);
}

/** A change to power and toughness ("gets -2/-2", "+3/+3 until end of turn"): no count, though its digits look like one. */
export const ptChange = /(?<![\p{L}\p{N}/])[+\-−–]\d{1,2}\/[+\-−–]\d{1,2}(?![\p{L}\p{N}/])(?! counter)/gu;

/** "0 or less", "10 or more": a bound the rules write after a count, skipped between the count and its word. */
const bound = String.raw`(?:\W+or\W+(?:less|more|fewer|greater))?`;

/**
 * Whether `text` says the count and the word together, in either order, at most one word apart (the word's stem); a
 * bound after the count does not part them ("0 or less life" says "0 life", 704.5a).
 */
export function saysTogether(text: string, pair: readonly [string, string]): boolean {
  return togetherPattern(pair).test(text);
}

/**
 * A letter of the rules' English, accented names included ("Dandân"). Spelt out rather than \p{L}: a pattern made per
 * query with \p{L} under the i and u flags took about 3 ms to compile and 20 µs a text, which questions with several
 * counts paid on every search; this one takes about a tenth of that.
 */
const letter = String.raw`a-z\u00c0-\u024f`;

/** The pattern saysTogether tests, compiled once for testing many texts. */
export function togetherPattern([count, word]: readonly [string, string]): RegExp {
  const stem = word.length > 5 ? word.slice(0, word.length - 2) : word;
  const escaped = escapeRegExp(stem);
  // one word may come between, not a conjunction: "power 2 and toughness 3" gives toughness no 2
  const between = `(?:(?!(?:and|or)\\W)[${letter}']+\\W+)?`;
  const countFirst = `${count}${bound}\\W+${between}${escaped}`;
  const wordFirst = `${escaped}[${letter}']*\\W+${between}${count}`;
  return new RegExp(`(?<![${letter}0-9])(?:${countFirst}|${wordFirst})(?![0-9])`, 'i');
}

/** FTS5 string literal: every token double-quoted so no operator, column filter or bracket is ever interpreted. */
export function ftsString(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/**
 * The FTS5 phrases a query searches for, each a MATCH expression alone: every alternative of every word, then every
 * quoted phrase, in that order (a word said twice is searched twice: bm25 weighs it twice). Only the last word is a
 * prefix (it may still be being typed); porter stemming covers the other words' endings.
 */
export function ftsPhrases(groups: readonly (readonly string[])[], phrases: readonly (readonly string[])[], prefixLast = true): string[] {
  return [
    ...groups.flatMap((alternatives, i) => {
      const last = prefixLast && i === groups.length - 1;
      // only the word as typed may be unfinished, not the words it stands for ("mdfc" → "modal", "card"): a prefix
      // query on a common word reads every word it begins ("card*": cards, cardboard…) for nothing
      return alternatives.map((w, k) => (last && k === 0 && w.length >= 3 ? `${ftsString(w)}*` : ftsString(w)));
    }),
    ...phrases.map((p) => ftsString(p.join(' '))),
  ];
}

/**
 * An FTS5 expression for each count the query pairs with a word it never writes ("-5/-5" asks about toughness 0), the
 * two within three tokens ("toughness 0", "0 or less life"): the rule saying them together (704.5f) is fetched, which
 * the query's own words, none of them "toughness", did not reach among the best full-text hits.
 */
export function unwrittenCountPhrases({
  countPairs,
  ftsGroups,
}: {
  readonly countPairs: readonly (readonly [string, string])[];
  readonly ftsGroups: readonly (readonly string[])[];
}): string[] {
  return countPairs
    .filter(([, word]) => !ftsGroups.some((alternatives) => alternatives.includes(word)))
    .map(([count, word]) => `NEAR(${ftsString(count)} ${ftsString(word)}, 3)`);
}

/**
 * The rules a rule number sits under, nearest first: "613.1z" → 613.1, 613; "702.19" → 702. A number no imported rule
 * has (a subrule letter too far, a rule of another CR year) is then answered by the nearest rule that exists.
 */
export function ancestorsOf(number: string): string[] {
  const parts = /^(\d{3})(?:\.(\d+)([a-z])?)?$/.exec(number);
  if (parts === null) return [];
  const [, rule, subrule, letter] = parts;
  if (letter !== undefined) return [`${rule}.${subrule}`, rule!];
  return subrule !== undefined ? [rule!] : [];
}
