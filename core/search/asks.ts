// What kind of answer a question's words ask for: an amount, a player, a zone, an outcome, a time, an order, parts or
// when a thing may be done, and the words after a "how" that asks for a way.
import { verdicts } from './framing.ts';
import { asksForLayer, changesPowerToughnessTwice } from './layerAsked.ts';

export type AnswerKind = 'amount' | 'player' | 'zone' | 'outcome' | 'time' | 'order' | 'parts' | 'timing' | 'layer';

/** The verbs a question's "when" is asked with ("when does…", "when are…"); "when my creature dies" asks nothing. */
export const auxiliaries = new Set('is are was were do does did can could will would should must has have'.split(' '));

/** The words after "how" that ask for an amount: "how many", "how much", "how big is a Commander deck". */
const amountWords = /^(?:many|much|big|large|small|high|low)$/;

/** The plural nouns a question names the parts of a thing with. */
const partNouns = new Set(['steps', 'phases', 'parts', 'stages', 'layers']);

/** Words before a part noun that make it a time or a place rather than what is asked for ("between phases"). */
const placePrepositions = new Set('between during across through in into after before until'.split(' '));

/**
 * The question words that ask for a kind of answer: "how many poison counters…" an amount, "who chooses…" a player,
 * "where does it go" a zone, "what happens to…" or "what if…" an outcome, "when are … checked" a time, "in what
 * order…" an order, "steps of casting a spell" the parts a thing is made of.
 */
export function answerKinds(words: readonly string[], termWords: ReadonlySet<string>, idiomAsksWhen: boolean, text = ''): AnswerKind[] {
  const kinds: AnswerKind[] = [];
  if (words.some((w, i) => w === 'how' && amountWords.test(words[i + 1] ?? ''))) kinds.push('amount');
  // "who wins" asks how the game ends, which may be no player's win (a draw): an outcome, not a player
  const asksWinner = words.some((w, i) => w === 'who' && gameEnds.test(words[i + 1] ?? ''));
  // "who's right", "who is correct" asks which of two claims holds, not for a player
  const asksVerdict = (i: number): boolean => words.slice(i + 1, i + 3).some((w) => verdicts.has(w));
  if (!asksWinner && words.some((w, i) => (w === 'who' && !asksVerdict(i)) || w === 'whose' || w === 'whom')) kinds.push('player');
  if (words.includes('where')) kinds.push('zone');
  // "what happens to …", and "what if …", which asks the same ("what if both players lose")
  const whatIf = words.some((w, i) => w === 'what' && words[i + 1] === 'if');
  if (asksWinner || whatIf || (words.some((w) => w === 'happens' || w === 'happen') && words.includes('what'))) kinds.push('outcome');
  if (idiomAsksWhen || words.some((w, i) => w === 'when' && auxiliaries.has(words[i + 1] ?? ''))) kinds.push('time');
  // "in what order …", "ordering my triggers", "which applies first", "whose trigger resolves first"; not the word of
  // a term's name ("Timestamp Order", "APNAP order"), which asks what that term is
  const asksFirst = words.includes('first') && words.some((w) => w === 'which' || w === 'whose');
  const asksOrder = words.some(
    (w, i) => !termWords.has(w) && (w === 'ordering' || (w === 'order' && /^(?:what|which|whose)$/.test(words[i - 1] ?? ''))),
  );
  if (asksFirst || asksOrder) kinds.push('order');
  // "phases of a turn", "beginning phase steps", "what does combat consist of"; not a time or place ("between phases")
  // nor the verb of phasing ("it phases out")
  const partNoun = (w: string, i: number): boolean =>
    partNouns.has(w) && !placePrepositions.has(words[i - 1] ?? '') && !(w === 'phases' && /^(?:out|in)$/.test(words[i + 1] ?? ''));
  const asksParts = words.some((w, i) => w === 'consist' || w === 'consists' || partNoun(w, i));
  if (asksParts) kinds.push('parts');
  // "what layer do counters apply in", "which sublayer is it": the layer an effect applies in (613); and the power and
  // toughness a creature ends with under two kinds of change to them (`text`, the question in lower case), which the
  // order of layer 7's sublayers decides
  if (asksForLayer(words) || changesPowerToughnessTwice(text)) kinds.push('layer');
  // "can I unmorph in response", "can I cast an instant during my opponent's turn", "can I cycle at instant speed":
  // whether a thing may be done at a time asks when it may be done
  const spaced = ` ${words.join(' ')} `;
  // a search-box query names the thing and the time alone ("equip instant speed?"): whether it may be done then; not
  // the end of a turn or a step, which it asks what happens at ("pump wears off eot"), nor a story ("i sacrificed it
  // in response")
  const modal = words.some((w) => modals.has(w));
  const terse = words.length <= terseQuery && !words.some((w) => subjects.has(w));
  if (modal ? timeAsked.test(spaced) : terse && terseTimeAsked.test(spaced)) kinds.push('timing');
  return kinds;
}

/** The verbs of a game's end a "who" asks of ("who wins", "who lost"). */
const gameEnds = /^(?:wins?|won|loses?|lost)$/;

/** The most words of a search-box query, typed without the verbs of a sentence. */
const terseQuery = 5;

/** The pronouns a sentence's subject is, which a search-box query goes without. */
const subjects = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it']);

/** The modal verbs a question asks whether something may be done with. */
const modals = new Set(['can', 'could', 'may', "can't", 'cannot']);

/** The times a search-box query asks whether a thing may be done at, without a sentence: a response, a speed, any time. */
const moments = String.raw`in response|(?:instant|sorcery) speed|any ?time|during`;

/** A time a question asks about doing something at: a response, a speed, a turn, a step or phase, any time. */
const timeAsked = new RegExp(
  String.raw` (?:${moments}|whenever (?:i|you|we|they) (?:want|like)|` +
    String.raw`(?:my|your|their|his|her|opponent[’']?s?|opponents[’']?) turn|` +
    // a step or phase a thing is done in, on, after or before ("in the draw step", "on their end step", "before combat",
    // "eot"), or the declaration
    // or damage that makes one ("after blockers are declared", "before damage")
    String.raw`(?:in|on|at|after|before) (?:\S+ ){0,4}?(?:step|phase|upkeep|combat)|eot|at end of (?:the )?turn|` +
    String.raw`(?:after|before) (?:\S+ ){0,2}?(?:attackers|blockers|damage)) `,
);

/** A time a search-box query asks whether a thing may be done at: one of the moments, not a step or phase it names. */
const terseTimeAsked = new RegExp(` (?:${moments}) `);

/** How many words after "how" the verb of a way is looked for in ("how do I cast a spell"). */
const wayReach = 6;

/** The words after "how" that ask for a time or a distance ("how long", "how often"), not a way. */
const timeWords = /^(?:long|often|far)$/;

/**
 * The words after a "how" that asks for a way ("how to cast a spell", "how do I transform it"): the verb is among
 * them. Not "how many", "how much", "how big" (an amount), "how long", "how often" (a time).
 */
export function wayWords(words: readonly string[]): readonly string[] {
  const at = words.findIndex((w, i) => w === 'how' && !amountWords.test(words[i + 1] ?? '') && !timeWords.test(words[i + 1] ?? ''));
  return at < 0 ? [] : words.slice(at + 1, at + 1 + wayReach);
}

/** What a question asking whether a thing is of a kind names: the thing's last word, and the kind's words. */
export interface KindAsked {
  readonly thing: string;
  readonly kind: readonly string[];
}

/**
 * "is a token a card", "is the stack a zone", "is an emblem a permanent": whether a thing is of a kind, which a rule
 * answers by saying what the thing is or is not ("A token isn’t a card"). Read where the question opens with "is" or
 * "are", an article before the thing or none, and "a" or "an" before the kind: its words up to the first stop word ("a
 * copy of the card": copy); or the two words alone ("are tokens cards").
 */
export function kindAsked(words: readonly string[], stopWords: ReadonlySet<string>): KindAsked | null {
  if (!/^(?:is|are|isn't|aren't)$/.test(words[0] ?? '')) return null;
  // "are tokens cards": the plurals alone, no article
  if (words.length === 3 && !stopWords.has(words[1]!) && !stopWords.has(words[2]!)) return { thing: words[1]!, kind: [words[2]!] };
  const from = /^(?:a|an|the)$/.test(words[1] ?? '') ? 2 : 1;
  const parting = words.findIndex((w, i) => i > from && (w === 'a' || w === 'an'));
  const after = parting < 0 ? [] : words.slice(parting + 1);
  const stop = after.findIndex((w) => stopWords.has(w));
  const kind = stop < 0 ? after : after.slice(0, stop);
  return kind.length === 0 ? null : { thing: words[parting - 1]!, kind };
}
