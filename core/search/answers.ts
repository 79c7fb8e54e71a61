// What says the kind of answer a question asks for (core/search/asks.ts): patterns of the rules' wording for each kind,
// and a rule saying what a thing is, for a question asking whether it is of a kind.
import type { AnswerKind, KindAsked } from './asks.ts';
import { termForm } from './terms.ts';

/**
 * What says each kind of answer. An amount: a number, as the rules write it in digits or words ("ten or more poison
 * counters"). A player: a player's role (102.1, 108.3, 108.4: "its controller", "the defending player"), or the player
 * a clause picks out ("the player who plays first", "the player under whose control it was put on the stack"). A zone:
 * a zone's name (400.1). An outcome: what becomes of an object or a player (a zone change, a game won, lost or drawn,
 * a spell that doesn't resolve, a token that ceases to exist, what remains). A time: the moments the rules name for
 * when things happen ("whenever a player would receive priority", "the next time", "as soon as", "a step … ends
 * when …"). Parts: a whole said to be made of its steps or phases. A timing: when a thing may be done ("at any time",
 * "any time you have priority", "only as a sorcery"), or whether players get priority in a step, when spells may be
 * cast there (117.1: "The player with priority may cast spells"). (A way, `toDo`, is read against the question's words.)
 */
export const answerPatterns: Readonly<Record<AnswerKind, RegExp>> = {
  // not a rule's number ("702.19b") nor a rule cited by it ("see rule 510", "section 5"), which say no amount
  amount: new RegExp(
    String.raw`(?<![\d.]|rules? |section )\b(?:\d+(?!\.\d)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|` +
      String.raw`fifteen|twenty|thirty|forty|fifty|hundred)\b`,
    'i',
  ),
  player: new RegExp(
    String.raw`\b(?:controller|owner|(?:active|nonactive|defending|attacking|starting) player|(?:that|each|a) player|` +
      String.raw`the player (?:who|whose|under whose)|opponent)s?\b`,
    'i',
  ),
  zone: /\b(?:graveyard|exile|library|hand|battlefield|stack|command zone|ante)s?\b/i,
  outcome: new RegExp(
    // "is" and "are" also as the rules contract them ("it’s put into its owner’s graveyard")
    String.raw`\b(?:(?:is|are|it[’']s|that[’']s|they[’']re) (?:put into|exiled|removed|countered|destroyed|returned)|` +
      String.raw`(?:loses?|wins?) the game|is a draw|(?:doesn|won)[’']t resolve|ceases? to exist|remains?)\b`,
    'i',
  ),
  time: /\b(?:whenever|each time|the next time|as soon as|(?:ends|begins) when)\b/i,
  order: /\b(?:APNAP order|timestamp order|in (?:any|the) order|order (?:they|it|of)|(?:chooses?|determines?) the order)\b/i,
  // 104.3a "at any time", 116.2a "any time they have priority", 702.6a "only as a sorcery", 702.8a "as though it had flash",
  // a step's "the active player gets priority" and the untap and cleanup steps' "no player receives priority"
  timing: new RegExp(
    String.raw`\b(?:at any time|any time (?:a player|they|you|that player|he or she)(?: could| has| have)|` +
      String.raw`only as an? (?:sorcery|instant)|as though (?:it|they) had flash|only during|` +
      String.raw`the active player (?:gets|receives) priority|no player receives priority)\b`,
    'i',
  ),
  // 613.1b "Layer 2: Control-changing effects are applied.", 613.4c "Layer 7c: …"
  layer: /^Layer \d+[a-z]?:/,
  // 500.1's "consists of five phases, in this order", 506.1's "has five steps", 601.2's "follows the steps listed below"
  parts: new RegExp(
    String.raw`\b(?:consists? of|in this order|in a series of layers|involves? several steps|` +
      String.raw`(?:steps|phases) (?:listed |described )?below|has (?:two|three|four|five|six) (?:steps|phases))\b`,
    'i',
  ),
};

/** The verbs a rule says what a thing is or is not with ("A token isn’t a card", "Tokens aren’t considered cards"). */
const copulaForms: ReadonlySet<string> = new Set(['is', 'are', "isn't", "aren't"]);
const relativePronouns: ReadonlySet<string> = new Set(['that', 'which', 'who']);
const conditions: ReadonlySet<string> = new Set(['if', 'when', 'whenever', 'unless', 'while', 'once']);

/**
 * Whether an entry's words (in term form) say of the thing a question asks about that it is, or is not, of the kind
 * asked: the thing's word (no condition just before it), within four words a copula (no relative pronoun between),
 * within four more a word of the kind.
 */
export function saysKindOf(forms: readonly string[], asked: KindAsked): boolean {
  const thing = termForm(asked.thing);
  const kind = new Set(asked.kind.map(termForm));
  for (let at = forms.indexOf(thing); at >= 0; at = forms.indexOf(thing, at + 1)) {
    // not a condition ("if the token is a copy of …") nor a relative clause ("a token that is a copy of …"), which
    // describe a thing rather than say what it is
    if (forms.slice(Math.max(0, at - 2), at).some((w) => conditions.has(w))) continue;
    const verb = forms.slice(at + 1, at + 5).findIndex((w) => copulaForms.has(w));
    if (verb < 0 || forms.slice(at + 1, at + 1 + verb).some((w) => relativePronouns.has(w))) continue;
    if (forms.slice(at + verb + 2, at + verb + 6).some((w) => kind.has(w))) return true;
  }
  return false;
}

/** A sentence opening with what it says how to do ("To cast a spell is to …", "To declare attackers, …"). */
export const toDo = /(?:^|[.:;] )To (\p{L}+)/gu;
