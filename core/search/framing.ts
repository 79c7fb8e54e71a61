// A post's framing: the sentences around its question that say nothing of the rules ("Thanks in advance!", "Who is
// right?", "Hey everyone, quick question:"). Read as words of the question, they pulled entries that happen to say
// "right" or "question" above the rule asked about.
import { maxQueryLength, stopWords } from './query.ts';
import { signedCostsIn } from './signedCosts.ts';
import { phraseSaid } from './phraseSaid.ts';
import { idiomsIn } from './idioms.ts';
import { phrasesOpenedIn } from './phrasesOpened.ts';
import { inflectionRoot, perDictionary, recognizeTerms, termForm, wordParts, type TermDictionary } from './terms.ts';

/** A sentence ends at ".", "!", "?" or a lead-in's ":" followed by a space: a rule number's own dot ("704.5g") ends none. */
const sentenceEnd = /(?<=[.!?:])\s+/;

/** The pronoun "I" and its contractions: a line of wrapped text opens with them as often as a sentence does. */
const firstPerson = /^i(?:['’](?:m|ve|d|ll))?$/;

/**
 * A post's lines as sentences: a line before a blank line, or before a line opening with a capitalized stop word
 * ("When …", "Can …", "My …"), ends one though it has no mark (a title above its post, "Weird interaction last night"
 * above the question). Any other line break is a wrapped sentence read on: a card's name opens a line of it as often.
 */
function lineEndsMarked(typed: string): string {
  if (!typed.includes('\n')) return typed; // the patterns below cost to compile (query.ts); one line has no break
  return typed
    .replace(/(?<=[^\s.!?:])[ \t]*(?:\r?\n[ \t]*){2,}/g, '.\n\n')
    .replace(/(?<=[^\s.!?:,;])[ \t]*\r?\n[ \t]*(?=(\p{Lu}[\p{L}'’]*))/gu, (lineBreak, word: string) => {
      const lower = word.toLowerCase();
      return stopWords.has(lower) && !firstPerson.test(lower) ? '.\n' : lineBreak;
    });
}

/** A rule number ("704.5g", "rule 509"), or a power and toughness told or changed ("a 3/3", "-3/-3"). */
const rulesNotation = /\b\d{3}(?:\.\d+[a-z]?)?\b|\d\/[+\-−–]?\d/;

/** A term's name or its agent noun ("blockers" of Block, "attacker" of Attack), as a sentence says it. */
function termFormOf(word: string, terms: TermDictionary): string {
  const form = termForm(word);
  const verb = form.replace(/er$/, '');
  return verb !== form && !terms.byKey.has(form) && terms.byKey.has(verb) ? verb : form;
}

/** The inflection roots of the one-word terms: what a verb's -ed form of one shares with it ("blocked", Block). */
const oneWordRoots = perDictionary(
  (terms): ReadonlySet<string> => new Set([...terms.byKey.keys()].filter((key) => !key.includes(' ')).map(inflectionRoot)),
);

/**
 * The ways of play the glossary names with "Variant" or "Option" as players say them, without that word ("two headed
 * giant"): a lead-in naming one ("Two-Headed Giant question:") speaks of rules.
 */
const waysOfPlay = perDictionary((terms): readonly string[] =>
  [...terms.byKey.keys()].filter((key) => / (?:variant|option)$/.test(key)).map((key) => key.replace(/ \S+$/, '')),
);

/**
 * Whether a sentence names a CR term (a way of play without its "Variant") or a judge word for one (a loyalty ability by
 * its cost: "+1"), tells a term's action done ("I blocked with …", "enchanted with Pacifism": not the -ing form, as
 * often the game being played), or writes rules notation.
 */
function speaksOfRules(sentence: string, terms: TermDictionary): boolean {
  if (rulesNotation.test(sentence) || signedCostsIn(sentence).length > 0) return true;
  const words = wordParts(sentence);
  // as the query's reading names terms: no stop word alone, nothing inside an idiom ("last night" names no Night)
  const idiom = idiomsIn(words);
  const forms = words.map((w) => termFormOf(w, terms));
  const named = recognizeTerms(forms, terms).filter(
    (m) => !(m.to - m.from === 1 && (stopWords.has(words[m.from]!) || idiom.words.has(m.from))),
  );
  if (named.length > 0) return true;
  const spacedForms = ` ${forms.join(' ')} `;
  if (waysOfPlay(terms).some((name) => spacedForms.includes(` ${name} `))) return true;
  const roots = oneWordRoots(terms);
  if (words.some((w) => /ed$/.test(w) && roots.has(inflectionRoot(w)))) return true;
  const spaced = ` ${words.join(' ')} `;
  return phrasesOpenedIn(words).some((phrase) => phraseSaid(spaced, phrase) !== null);
}

/** Words that judge a claim ("Who is right?", "Is that correct?", "Am I wrong?"): with stop words alone they ask nothing. */
export const verdicts: ReadonlySet<string> = new Set(['right', 'correct', 'wrong', 'true', 'legit']);

/** A sentence asking something of its own: ending in "?", with a word that is no stop word and no verdict. */
const asks = (sentence: string): boolean =>
  sentence.trimEnd().endsWith('?') && wordParts(sentence).some((w) => !stopWords.has(w) && !verdicts.has(w));

/**
 * The sentences of a post too long to read whole, within `length` characters and in the post's order: its asking
 * sentences, the last first, then the others nearest the last question (a post tells its story before it asks).
 * None when even one sentence is longer: the query is then read from its start.
 */
function nearestTheQuestion(sentences: readonly string[], length: number): string[] {
  const asking = sentences.flatMap((s, i) => (asks(s) ? [i] : []));
  const question = asking.at(-1) ?? sentences.length - 1;
  const others = sentences.map((_, i) => i).filter((i) => !asking.includes(i));
  const order = [...asking.reverse(), ...others.sort((a, b) => Math.abs(a - question) - Math.abs(b - question) || b - a)];
  const chosen = new Set<number>();
  let used = 0;
  for (const i of order) {
    const cost = sentences[i]!.length + (chosen.size > 0 ? 1 : 0);
    if (used + cost > length) continue;
    chosen.add(i);
    used += cost;
  }
  return sentences.filter((_, i) => chosen.has(i));
}

/** A sentence's opening words before a comma: whom it addresses, or how it is put ("Judges, …", "Quick question, …"). */
const opening = /^\s*([^,]{1,40}),\s+(?=\S)/;

/** Words with which a post addresses its readers or opens a sentence, besides greetings ("Judges", "Quick question"). */
const addressWords: ReadonlySet<string> = new Set(
  'judge judges everyone everybody folks gurus experts friends quick yeah yes well honestly basically anyway alright sorry'.split(' '),
);

/**
 * A sentence without its opening words of address or manner ("Judges, can I …", "Quick question, does …"), when they
 * are three words at most, each a stop word or such a word, and the rest says something: "In response, …", "In
 * multiplayer, …" are kept.
 */
function addressLeftOut(sentence: string): string {
  const lead = opening.exec(sentence);
  const words = lead ? wordParts(lead[1]!) : [];
  if (!lead || words.length > 3 || !words.every((w) => stopWords.has(w) || addressWords.has(w))) return sentence;
  // what follows must say something: "You, Your" is a glossary entry's name
  const rest = sentence.slice(lead[0].length);
  return wordParts(rest).some((w) => !stopWords.has(w)) ? rest : sentence;
}

/**
 * The post without its sentences that speak of no rule, when another sentence does. A post whose every sentence
 * speaks of none is kept whole, as is a query of one sentence; and a post keeps its asking sentences ("Do they
 * lose?", "Where does it go?") when no sentence kept asks: the question is never left out, though "Who is right?"
 * and "Can someone explain?" ask nothing of their own. A post still longer than a query is read is read for its
 * question and the sentences nearest it, not its first characters: a long story would leave its question unread.
 * Each sentence is read without its opening words of address ("Judges, …") first.
 */
export function framingLeftOut(post: string, terms: TermDictionary, length = maxQueryLength): string {
  const typed = lineEndsMarked(post);
  // a question of one sentence is not split: the pattern costs to compile (query.ts)
  const written = (/[.!?:]\s/.test(typed) ? typed.split(sentenceEnd) : [typed]).filter((s) => s.trim() !== '');
  const sentences = written.map(addressLeftOut);
  const addressed = sentences.some((s, i) => s !== written[i]);
  if (sentences.length < 2) return addressed ? sentences[0]! : typed;
  const speaking = sentences.filter((s) => speaksOfRules(s, terms));
  const framed = speaking.length === 0 || speaking.length === sentences.length;
  const kept = framed ? sentences : speaking.some(asks) ? speaking : sentences.filter((s) => speaking.includes(s) || asks(s));
  const read = kept.join(' ');
  if (read.length <= length) return framed && !addressed ? typed : read;
  const within = nearestTheQuestion(kept, length);
  return within.length > 0 ? within.join(' ') : read;
}
