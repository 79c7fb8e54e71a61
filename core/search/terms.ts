// The CR's own terms as one imported document defines them — glossary entries (with the rules they point to) and
// titled rules ("702.19 Trample", "509. Declare Blockers Step") — and their recognition in a query by longest match
// of stems. Which rules a term leads to is read from each document, never written here.
import { stem, wordsOf } from '../text/index.ts';
import { symbolNames, type SymbolNames } from './symbols.ts';
import { irregularPasts } from './wordForms.ts';

export interface Term {
  /** The term's words as stems, space-separated: the lookup key. */
  readonly key: string;
  readonly name: string;
  /** Glossary entry id in the database, when the glossary defines the term. */
  readonly glossaryId?: number;
  /** Rule numbers the term leads to: its glossary entry's cited rules and the rules titled by it. */
  readonly rules: readonly string[];
  /** What kind of thing the glossary says the term is ("Command: A zone …" → zone), as termForm keys it. */
  readonly genus?: string;
  /**
   * The glossary's numbered senses that lead to rules of their own ("Counter: 1. To cancel a spell … See rule …
   * 2. A marker placed on an object …"): each sense's words, as stems, and the cited rules its text names.
   */
  readonly senses?: readonly TermSense[];
  /** The glossary's one sense says what doing it is ("Cast: To take a spell …"): a verb's -ing form names it. */
  readonly action?: true;
}

export interface TermSense {
  readonly stems: ReadonlySet<string>;
  readonly rules: readonly string[];
  /** Says what doing it is ("To cancel a spell …"): the sense a verb's -ed and -ing forms ("countered") name. */
  readonly action?: true;
}

export interface TermSource {
  readonly glossary: readonly {
    readonly id: number;
    readonly term: string;
    readonly cites: readonly string[];
    /** The definition's text: an entry citing no rule may point to another entry ("See Active Player, …"). */
    readonly senses: string;
    /** The same, one text per numbered sense, when the entry has several. */
    readonly senseTexts?: readonly string[];
    /** Marked "(Obsolete)": a term no longer used, perhaps an older name for one that is. */
    readonly obsolete?: boolean;
  }[];
  readonly titles: readonly { readonly number: string; readonly title: string }[];
  /** Rule texts holding a symbol in braces, in document order: where the document names its symbols. */
  readonly symbolTexts?: readonly string[];
}

export interface TermDictionary {
  readonly byKey: ReadonlyMap<string, Term>;
  /** The most words any term has. */
  readonly longest: number;
  /** What the document calls each symbol it names ("{T}" → "tap symbol"). */
  readonly symbols: SymbolNames;
}

/** "Banding, “Bands with Other”" → the whole, "Banding" and "Bands with Other"; "Tribal (Obsolete)" → "Tribal". */
function namesOf(term: string): string[] {
  const whole = term.replace(/\([^)]*\)/g, ' ').replace(/[“”"]/g, ' ');
  const parts = whole
    .split(/[,;]|\bor\b/)
    .map((n) => n.trim())
    .filter((n) => n !== '');
  return [...new Set([whole.trim(), ...parts])];
}

/** A text's words with hyphenated and slashed compounds split, as the index splits them ("color-changing"). */
export function wordParts(text: string): string[] {
  const parts: string[] = [];
  for (const word of wordsOf(text)) {
    // most words are not compounds: split only those that are (every rule's words pass here when first read)
    if (!word.includes('-') && !word.includes('/')) parts.push(word);
    else for (const part of word.split(/[-/]+/)) if (part !== '') parts.push(part);
  }
  return parts;
}

/** A text's word stems in order (Porter, as the index): what features compare. */
export const stemSequence = (text: string): string[] => wordParts(text).map(stem);

/**
 * A word as terms are keyed: lower case, plural dropped ("blockers" → "blocker", "abilities" → "ability"). Lighter
 * than Porter so that terms Porter would merge stay apart ("Phase" and "Phasing").
 */
export function termForm(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * A word without its regular inflection: "phase", "phased" and "phasing" share "phas", "countered" and "counter"
 * share "counter", but "equipment" keeps its derivation, which Porter merges with "equip" (another term).
 */
export const inflectionRoot = (word: string): string => word.replace(/(?:ing|ed|es|e|s)$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1');

/**
 * A value derived from a dictionary's terms, worked out once for each dictionary (built once for each source searched)
 * rather than for each query.
 */
export function perDictionary<T>(derive: (terms: TermDictionary) => T): (terms: TermDictionary) => T {
  const derived = new WeakMap<TermDictionary, T>();
  return (terms) => {
    if (!derived.has(terms)) derived.set(terms, derive(terms));
    return derived.get(terms)!;
  };
}

/** The kinds a glossary says a keyword ability or keyword action is ("A keyword ability that …", "A keyword action …"). */
const keywordGenera: ReadonlySet<string> = new Set(['ability', 'keyword', 'action']);

/**
 * Each one-word term the glossary defines as an action, or with exactly one action among its senses (read in that
 * sense), by its inflection root: what a verb's -ing or -ed form names. A keyword ability or action is named by its
 * -ed form too, the state it leaves ("a mutated creature", "an exerted creature"), where an everyday action's is not
 * ("a blocked creature").
 */
export const actionsByRoot = perDictionary((terms): ReadonlyMap<string, Term> => {
  const found = new Map<string, Term>();
  for (const term of terms.byKey.values()) {
    const actions = term.senses?.filter((sense) => sense.action) ?? [];
    if (term.key.includes(' ')) continue;
    if (actions.length === 1) found.set(inflectionRoot(term.key), { ...term, rules: actions[0]!.rules });
    else if (term.action || keywordGenera.has(term.genus ?? '')) found.set(inflectionRoot(term.key), term);
  }
  return found;
});

/** The articles a term's name or a rule's sentence may begin with. */
export const articles: ReadonlySet<string> = new Set(['the', 'a', 'an']);

/** A term's key: its words as termForm keys them, without a leading article ("The Monarch" is the term Monarch). */
export const stemKey = (text: string): string =>
  wordParts(text)
    .map(termForm)
    .filter((w, i) => i > 0 || !articles.has(w))
    .join(' ');

/** Words that end the kind a definition opens with ("A zone for …", "A keyword ability that …"). */
const genusEnds = new Set(['for', 'that', 'which', 'with', 'of', 'in', 'on', 'from', 'used', 'whose']);

/** The kind of thing a glossary definition opens by saying the term is: "1. A zone." → zone; none for "To mill …". */
export function genusOf(senses: string): string | undefined {
  const opening = /^(?:1\.\s+)?An?\s+([^.,;:]*)/u.exec(senses)?.[1];
  if (opening === undefined) return undefined;
  const words = opening.split(/\s+/).filter((w) => w !== '');
  const end = words.findIndex((w) => genusEnds.has(w));
  const kind = end < 0 ? words : words.slice(0, end);
  // a whole sentence in the opening ("A player's hand is where …") names no kind
  return kind.length >= 1 && kind.length <= 3 && (end >= 0 || /^(?:1\.\s+)?An?\s+[^.,;:]*[.,;:]/u.test(senses))
    ? termForm(kind.at(-1)!.toLowerCase())
    : undefined;
}

/** A sense's own rules: the cited rules its text names ("See rule 104.4."), not a longer number they begin. */
const sensesOf = (texts: readonly string[], cites: readonly string[]): TermSense[] | undefined => {
  if (texts.length < 2 || cites.length < 2) return undefined;
  const senses = texts
    .map((text) => ({
      stems: new Set(wordParts(text).map(stem)),
      rules: cites.filter((n) => new RegExp(`(?<![\\d.])${n.replace(/\./g, '\\.')}(?![\\da-z])`).test(text)),
      ...(/^(?:\d+\.\s+)?To\s/.test(text) && { action: true as const }),
    }))
    .filter((sense) => sense.rules.length > 0);
  return senses.length >= 2 ? senses : undefined;
};

type TermEntry = { name: string; glossaryId?: number; rules: string[]; genus?: string; senses?: TermSense[]; action?: true };

export function buildTerms(source: TermSource): TermDictionary {
  const byKey = new Map<string, TermEntry>();
  const entry = (name: string): TermEntry | undefined => {
    const key = stemKey(name);
    if (key === '') return undefined;
    let found = byKey.get(key);
    if (!found) {
      found = { name, rules: [] };
      byKey.set(key, found);
    }
    return found;
  };
  // A part of a name that another entry defines whole is that entry's term, not this one's ("Active Player" in
  // "Active Player, Nonactive Player Order").
  const wholeNames = new Set(source.glossary.map((g) => stemKey(namesOf(g.term)[0]!)));
  for (const g of source.glossary) {
    const [whole, ...parts] = namesOf(g.term);
    for (const name of [whole!, ...parts.filter((part) => !wholeNames.has(stemKey(part)))]) {
      const e = entry(name);
      if (!e) continue;
      e.glossaryId ??= g.id;
      e.genus ??= genusOf(g.senses);
      e.senses ??= sensesOf(g.senseTexts ?? [], g.cites);
      if (e.glossaryId === g.id && (g.senseTexts ?? []).length < 2 && /^To\s/.test(g.senses)) e.action = true;
      for (const n of g.cites) if (!e.rules.includes(n)) e.rules.push(n);
    }
  }
  // An entry that cites no rule but sends the reader to another entry ("APNAP Order: See Active Player, Nonactive
  // Player Order.") leads where that entry leads.
  for (const g of source.glossary) {
    if (g.cites.length > 0) continue;
    const target = /\bSee (?:also )?“?([^.”]+)”?\./.exec(g.senses)?.[1];
    const rules = target === undefined ? undefined : byKey.get(stemKey(target))?.rules;
    if (!rules) continue;
    for (const name of namesOf(g.term)) {
      const e = entry(name);
      for (const n of rules) if (e && !e.rules.includes(n)) e.rules.push(n);
    }
  }
  for (const t of source.titles) {
    const e = entry(t.title);
    if (e && !e.rules.includes(t.number)) e.rules.push(t.number);
  }
  const terms = new Map<string, Term>();
  let longest = 1;
  for (const [key, e] of byKey) {
    terms.set(key, { key, ...e });
    longest = Math.max(longest, key.split(' ').length);
  }
  // An obsolete term that is an older name for one the CR now uses ("EDH", "Tribal", "Converted Mana Cost") is that
  // term: a query saying it is answered by the current term's definition and rules.
  for (const g of source.glossary) {
    const current = g.obsolete ? currentTermOf(g.senses, terms) : undefined;
    if (current === undefined) continue;
    for (const name of namesOf(g.term)) if (stemKey(name) !== current.key) terms.set(stemKey(name), current);
  }
  const symbols = symbolNames([...(source.symbolTexts ?? []), ...source.glossary.map((g) => g.senses)]);
  return { byKey: terms, longest: Math.min(longest, 6), symbols };
}

/**
 * The term an obsolete entry's definition names as its current form: "An older name for nonmodal double-faced cards",
 * "An obsolete term for mana value", "… has been renamed. See rule 308, “Kindreds.”" — the longest run of the named
 * words, from their start, that is a term ("the Commander casual variant": Commander).
 */
function currentTermOf(senses: string, terms: ReadonlyMap<string, Term>): Term | undefined {
  const named =
    /^An (?:older name|obsolete term) for ([^.,“”]+)/.exec(senses)?.[1] ?? /\brenamed\. See rules? [\d.]+, “([^”]+)”/.exec(senses)?.[1];
  if (named === undefined) return undefined;
  const words = stemKey(named).split(' ');
  for (let n = words.length; n >= 1; n--) {
    const term = terms.get(words.slice(0, n).join(' '));
    if (term) return term;
  }
  return undefined;
}

export interface TermMatch {
  readonly term: Term;
  /** Index of the first and one past the last query word the term covers. */
  readonly from: number;
  readonly to: number;
}

/**
 * A term named with its article and one word ("The Ring") is that word only after the article: "the Ring tempts
 * you", not "Sol Ring" or "Oblivion Ring". A term also named without it ("Monarch" beside the title "The Monarch")
 * is the word alone.
 */
function saysArticleOf(term: Term, before: string | undefined): boolean {
  const article = term.name.split(' ', 1)[0]!.toLowerCase();
  return !articles.has(article) || before === article;
}

/** Irregular past forms of the verbs that begin CR terms' names ("Leaves the Battlefield", "Lose the Game"). */
const pastOf = (word: string): string | undefined => (word === 'left' ? 'leave' : irregularPasts[word]);

/**
 * The base forms a verb's -ing or -ed form may have ("entering", "entered": "enter"; "leaving": "leave"; "left"), for
 * the first word of a term of several words, which names the verb in its third person ("Enters the Battlefield").
 */
function verbBases(word: string): string[] {
  const irregular = pastOf(word);
  if (irregular) return [irregular];
  const root = /^(.{3,})(?:ing|ed)$/.exec(word)?.[1];
  if (root === undefined) return [];
  const undoubled = root.replace(/([b-df-hj-np-tv-z])\1$/, '$1');
  return [...new Set([root, `${root}e`, undoubled])];
}

/** The term of several words these words name with its opening verb in another form ("leaving the battlefield"). */
function termOpeningWithVerb(words: readonly string[], terms: TermDictionary): Term | undefined {
  const rest = words.slice(1).join(' ');
  for (const base of verbBases(words[0]!)) {
    const term = terms.byKey.get(`${base} ${rest}`);
    if (term) return term;
  }
  return undefined;
}

/** The auxiliaries of a passive ("attackers are declared", "blockers get declared"). */
const passiveAuxiliaries = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'get', 'gets', 'got', 'gotten', 'getting']);

/**
 * A term of a verb and its object said in the passive, from `at`: the object, an auxiliary or none, the verb's -ed
 * form ("attackers are declared", "combat damage is assigned": Declare Attackers, Assign Combat Damage).
 */
function passiveTerm(words: readonly string[], at: number, terms: TermDictionary): TermMatch | undefined {
  for (let n = Math.min(3, words.length - at - 1); n >= 1; n--) {
    const verbAt = passiveAuxiliaries.has(words[at + n]!) ? at + n + 1 : at + n;
    const verb = words[verbAt];
    if (verb === undefined || !verb.endsWith('ed')) continue;
    const object = words.slice(at, at + n).join(' ');
    for (const base of verbBases(verb)) {
      const term = terms.byKey.get(`${base} ${object}`);
      if (term) return { term, from: at, to: verbAt + 1 };
    }
  }
  return undefined;
}

/** What may stand between a noun and what is said of it ("a creature that is", "for a target to be"). */
const relativeWords = new Set(['that', 'which', 'who', 'to']);
/** The verbs saying what a thing is or becomes ("is blocked", "becomes illegal", "goes unblocked"), negated too. */
const copulas = new Set([
  ...passiveAuxiliaries,
  ...['become', 'becomes', 'became', 'becoming', 'remain', 'remains', 'remained', 'stay', 'stays', 'stayed'],
  ...['go', 'goes', 'went', 'gone', "isn't", "aren't", "wasn't", "weren't"],
]);

/**
 * A term of a modifier and a noun said as what the noun is, from `at`: the noun, a relative word or none, a verb
 * saying what it is, "not" or none, the modifier ("a creature to be unblocked", "the target becomes illegal", "the
 * damage is lethal": Unblocked Creature, Illegal Target, Lethal Damage; not the question's inverted "is the damage
 * lethal").
 */
function predicateTerm(words: readonly string[], at: number, terms: TermDictionary): TermMatch | undefined {
  let next = at + 1;
  if (relativeWords.has(words[next]!)) next++;
  if (!copulas.has(words[next]!)) return undefined;
  next++;
  if (words[next] === 'not') next++;
  const modifier = words[next];
  const term = modifier === undefined ? undefined : terms.byKey.get(`${modifier} ${words[at]}`);
  return term && { term, from: at, to: next + 1 };
}

/**
 * A term of two words typed as one ("facedown", "manavalue", "firststrike", "statebased actions"): its two words, when
 * the word is no term itself and its halves, alone or with the next word, make one.
 */
export function runTogetherTerm(word: string, next: string | undefined, terms: TermDictionary): [string, string] | undefined {
  if (word.length < 6 || !/^\p{L}+$/u.test(word) || terms.byKey.has(termForm(word))) return undefined;
  for (let at = 3; at <= word.length - 3; at++) {
    const key = `${termForm(word.slice(0, at))} ${termForm(word.slice(at))}`;
    if (terms.byKey.has(key) || (next !== undefined && terms.byKey.has(`${key} ${termForm(next)}`)))
      return [word.slice(0, at), word.slice(at)];
  }
  return undefined;
}

/**
 * A term of one word typed as two ("flash back", "flashed back": Flashback; "life link": Lifelink): the joined word,
 * where the first word names a term of its own and the second none, nor the two one of two words ("first strike").
 */
export function wordsApartTerm(word: string, next: string | undefined, terms: TermDictionary): string | undefined {
  if (next === undefined || !/^\p{L}{2,}$/u.test(word) || !/^\p{L}{2,}$/u.test(next) || word.length + next.length < 6) return undefined;
  if (terms.byKey.has(termForm(next)) || terms.byKey.has(`${termForm(word)} ${termForm(next)}`)) return undefined;
  // the first word in any form of its verb ("flashed back", "flashing back"); a term of its own ("flash", "life"), not a
  // word of a phrase a judge says ("backing up", "back up" a game is no Backup)
  const bases = [word, word.replace(/(?:ed|ing|es|s)$/, ''), word.replace(/(?:ed|ing)$/, 'e'), word.replace(/(.)\1(?:ed|ing)$/, '$1')];
  const base = bases.find((b) => terms.byKey.has(termForm(b)) && `${b}${next}`.length >= 6 && terms.byKey.has(termForm(`${b}${next}`)));
  return base === undefined ? undefined : `${base}${next}`;
}

/** The first words of each dictionary's terms of several words. */
const openings = perDictionary(
  (terms): ReadonlySet<string> =>
    new Set([...terms.byKey.keys()].filter((key) => key.includes(' ')).map((key) => key.slice(0, key.indexOf(' ')))),
);

/** Terms in a sequence of query words (in termForm), longest match first, not overlapping. */
export function recognizeTerms(stems: readonly string[], terms: TermDictionary): TermMatch[] {
  const matches: TermMatch[] = [];
  const opening = openings(terms);
  let i = 0;
  while (i < stems.length) {
    let found: TermMatch | undefined;
    // a word opening no term of several words, in no form of its verb, is looked up alone
    const opens = opening.has(stems[i]!) || verbBases(stems[i]!).some((base) => opening.has(base));
    for (let n = opens ? Math.min(terms.longest, stems.length - i) : 1; n >= 1 && !found; n--) {
      // a term said of its noun ("a creature that is unblocked") before the noun alone (Creature)
      if (n === 1 && (found = predicateTerm(stems, i, terms))) break;
      const words = stems.slice(i, i + n);
      const term = terms.byKey.get(words.join(' ')) ?? (n > 1 ? termOpeningWithVerb(words, terms) : undefined);
      if (term && (n > 1 || saysArticleOf(term, stems[i - 1]))) found = { term, from: i, to: i + n };
    }
    found ??= passiveTerm(stems, i, terms);
    if (found) {
      matches.push(found);
      i = found.to;
    } else i++;
  }
  return matches;
}

/** Whether `number` is `parent` or a subrule under it ("702.19b" under "702.19" and "702", never "702.190"). */
export function underRule(number: string, parent: string): boolean {
  if (number === parent) return true;
  if (!number.startsWith(parent)) return false;
  const next = number.charAt(parent.length);
  return /^\d+$/.test(parent) ? next === '.' : /[a-z]/.test(next);
}

/** A term followed by the kind of thing it is ("command zone", "trample ability") names that term, kind included. */
export function withKinds(matches: readonly TermMatch[], all: readonly string[]): TermMatch[] {
  const widened = matches.map((m) => {
    const next = all[m.to];
    return m.term.genus !== undefined && next !== undefined && termForm(next) === m.term.genus ? { ...m, to: m.to + 1 } : m;
  });
  // the kind's own term ("Zone") is then inside the wider match
  const inside = (m: TermMatch): boolean =>
    widened.some((o) => o !== m && o.from <= m.from && m.to <= o.to && o.to - o.from > m.to - m.from);
  return widened.filter((m) => !inside(m));
}

/** The one sense of a term whose words the query says more of than of any other's, besides the term's own. */
export function senseSaid(term: Term, queryStems: ReadonlySet<string>): TermSense | undefined {
  if (!term.senses) return undefined;
  const own = new Set(wordParts(term.name).map(stem));
  const said = term.senses.map((sense) => [...queryStems].filter((s) => !own.has(s) && sense.stems.has(s)).length);
  const most = Math.max(...said);
  return most > 0 && said.filter((n) => n === most).length === 1 ? term.senses[said.indexOf(most)] : undefined;
}
