// What surrounds a sentence's effect: its duration ("until end of turn", "for as long as …"), its condition ("as long as
// …", "during …", "if …"), a trigger or one-shot instruction, an ability word or mode marker, "Then". Each is taken off
// the sentence and kept, so the grammar reads only the effect and the trace can still show the rest.
import { turnOf } from './lasting.ts';
import { isVerb } from './predicates.ts';
import { findWords, keysOf, type Span, type Token } from './tokens.ts';

export interface Framing {
  /** The effect's own words. */
  readonly body: Token[];
  readonly durations: string[];
  /** The condition's words ("as long as you control an artifact"), if any. */
  /** `rule`: the rule that gives the condition when it is not written out as one (a station symbol, 721.2a). */
  readonly condition: { readonly words: string; readonly span: Span; readonly rule?: string } | null;
  /** A trigger ("When …", "Whenever …", "At the beginning …"): never a continuous effect by itself (603.1). */
  readonly trigger: Span | null;
  /** "… instead" / "If …, instead …": the effect applies in place of another of the same text (614.1a); taken off the body. */
  readonly instead: Span | null;
  /** A second condition ("During your turn, as long as …, …"), taken off the body: read only when the board settles both. */
  readonly secondCondition: { readonly words: string; readonly span: Span } | null;
}

/** Durations that may stand anywhere in the sentence (611.2a). */
const fixedDurations: readonly string[] = ['until end of turn', 'until your next turn', 'until the end of your next turn'];
const openDurations: readonly string[] = ['for as long as', 'until'];
const conditionStarts: readonly string[] = ['as long as', 'during', 'if'];
const triggerStarts: readonly string[] = ['when', 'whenever', 'at the beginning of', 'at end of', 'at the end of'];

const wordsOf = (span: Span, sentence: string): string =>
  span.length === 0 ? '' : sentence.slice(span[0]!.start, span[span.length - 1]!.end);

/** The index of the first top-level comma at or after `from`, or -1. */
const commaAfter = (span: Span, from: number): number => span.findIndex((token, i) => i >= from && token.key === ',');

export function frame(tokens: Span, sentence: string): Framing {
  let body: Token[] = [...tokens];
  const durations: string[] = [];
  let condition: Framing['condition'] = null;
  let secondCondition: Framing['secondCondition'] = null;
  // "Then …", an ability word ("Animal May-Ham —")
  if (body[0]?.key === 'then') body = body.slice(1);
  // 721.2a: a station symbol "{N+} [abilities]" means "As long as this permanent has N or more charge counters on it, …"
  const station = /^(\d+)\+$/.exec(body[0]?.key ?? '');
  if (station !== null && body[1]?.key === '|') {
    condition = {
      words: `as long as this permanent has ${station[1]} or more charge counters on it`,
      span: body.slice(0, 2),
      rule: '721.2a',
    };
    body = body.slice(2);
  }
  // 702.178a: "Max speed — [Ability]" means "As long as your speed is 4, this object has '[Ability]'": a keyword, no
  // ability word, and the speed is not on the board
  if (body[0]?.key === 'max' && body[1]?.key === 'speed' && body[2]?.key === '—') {
    condition = { words: 'as long as your speed is 4', span: body.slice(0, 3), rule: '702.178a' };
    body = body.slice(3);
  }
  const dash = body.findIndex((token) => token.key === '—' || token.key === '|');
  if (dash > 0 && body.slice(0, dash).every((token) => token.kind !== 'quote' && !/^(is|are|gets?|has|have)$/.test(token.key)))
    body = body.slice(dash + 1);
  const trigger = triggerStarts.some((words) => findWords(body, words) === 0) ? body : null;
  const insteadAt = body.findIndex((token) => token.key === 'instead');
  const instead = insteadAt === -1 ? null : body.slice(insteadAt, insteadAt + 1);
  // "instead of putting it …" is a replacement inside a one-shot instruction: it stays in the body (and is refused)
  if (instead !== null && body[insteadAt + 1]?.key !== 'of') body = [...body.slice(0, insteadAt), ...body.slice(insteadAt + 1)];
  // leading "Until end of turn, …", "For as long as …, …", "As long as …, …", "During your turn, …", "If …, …"
  for (let again = true; again;) {
    again = false;
    for (const start of [...fixedDurations, ...openDurations, ...conditionStarts, 'this turn']) {
      if (findWords(body, start) !== 0) continue;
      const comma = commaAfter(body, start.split(' ').length);
      if (comma === -1) continue;
      const span = body.slice(0, comma);
      if (conditionStarts.includes(start)) {
        if (secondCondition !== null) return { body, durations, condition, trigger, instead, secondCondition };
        if (condition === null) condition = { words: wordsOf(span, sentence), span };
        else secondCondition = { words: wordsOf(span, sentence), span };
      } else durations.push(wordsOf(span, sentence));
      body = body.slice(comma + 1);
      again = true;
      break;
    }
  }
  // "… until end of turn and gains flying": fixed durations anywhere
  for (const words of fixedDurations) {
    for (let at = findWords(body, words); at !== -1; at = findWords(body, words)) {
      durations.push(wordsOf(body.slice(at, at + words.split(' ').length), sentence));
      body = [...body.slice(0, at), ...body.slice(at + words.split(' ').length)];
    }
  }
  // trailing "… for as long as it has a shadow counter on it", "… until a player casts a creature spell", "… this turn"
  const quoteFree = (from: number) => body.slice(from).every((token) => token.kind !== 'quote');
  for (const start of openDurations) {
    const at = lastIndexOf(body, start);
    if (at > 0 && quoteFree(at) && !(start === 'until' && body[at - 3]?.key === 'for')) {
      durations.push(wordsOf(body.slice(at), sentence));
      body = body.slice(0, at);
    }
  }
  // trailing "… as long as you control an artifact", "… if you control a Mouse", "… during your turn"; not a copy's
  // own "except if …" (707.9f), which the copy reader names
  const except = body.findIndex((token) => token.key === 'except');
  // (a trailing "during …" belongs to a rules effect: "doesn't untap during its controller's untap step", unless it
  // says whose turn: "This creature has first strike during your turn")
  for (const start of conditionStarts) {
    const at = lastIndexOf(body, start);
    if (at <= 0 || !quoteFree(at) || (except !== -1 && at > except)) continue;
    if (start === 'during' && turnOf(keysOf(body.slice(at))) === null) continue;
    // "… attacks each combat if able": a requirement's own words (508.1d, 509.1c), no condition of the effect
    if (start === 'if' && /^if able(?: and |$)/.test(keysOf(body.slice(at)))) continue;
    if (secondCondition !== null) return { body, durations, condition, trigger, instead, secondCondition };
    if (condition === null) condition = { words: wordsOf(body.slice(at), sentence), span: body.slice(at) };
    else secondCondition = { words: wordsOf(body.slice(at), sentence), span: body.slice(at) };
    body = body.slice(0, at);
  }
  if (keysOf(body.slice(-2)) === 'this turn' && body.length > 2) {
    durations.push('this turn');
    body = body.slice(0, -2);
  }
  if (body.at(-1)?.key === ',') body = body.slice(0, -1);
  return { body, durations, condition, trigger, instead, secondCondition };
}

function lastIndexOf(span: Span, words: string): number {
  let found = -1;
  for (let at = findWords(span, words); at !== -1; at = findWords(span, words, at + 1)) found = at;
  return found;
}

/** Imperatives of one-shot instructions (608.2c): the spell does them once; they are not continuous effects. */
const oneShotVerbs: ReadonlySet<string> = new Set(
  'put return create destroy exile draw discard tap untap sacrifice search shuffle counter mill scry surveil attach double reveal look'
    .concat(' choose proliferate investigate regenerate goad fight')
    .split(' '),
);

export interface OneShot {
  readonly words: string;
  /** What "it" means after it: "target creature card from a graveyard", "this creature". */
  readonly antecedent: { readonly words: string; readonly self: boolean } | null;
  /** A continuous effect joined to it ("… and it becomes a black Demon …"), read as its own sentence. */
  readonly rest: Token[] | null;
}

/**
 * What an object is told to do once, said with its subject: "It fights target creature you don't control" (701.14),
 * "They each deal damage equal to their power to …" (120.3). Damage and fights change no characteristic.
 */
const objectOneShotVerbs: ReadonlySet<string> = new Set(['fights', 'fight', 'deals', 'deal']);

/** The subject's words before such a verb: a pronoun, "that creature", "target creature you control", "one or two …". */
const subjectLength = 8;

/** "It fights …", "Target creature deals damage to itself …": a one-shot said of an object, or null. */
function objectOneShotOf(body: Span, sentence: string): OneShot | null {
  const verbAt = body.findIndex((token, i) => i > 0 && i <= subjectLength && objectOneShotVerbs.has(token.key));
  // "… deals combat damage equal to its toughness rather than its power" is a rule of play, not a one-shot
  if (verbAt === -1 || findWords(body, 'rather than') !== -1 || body.slice(0, verbAt).some((token) => isVerb(token))) return null;
  return { words: wordsOf(body, sentence), antecedent: null, rest: null };
}

/** A one-shot instruction at the start of the sentence, or null. */
export function oneShotOf(body: Span, sentence: string): OneShot | null {
  const first = body[0]?.key;
  if (first === undefined) return null;
  if (!oneShotVerbs.has(first)) return objectOneShotOf(body, sentence);
  if (first === 'create' && findWords(body, 'a copy of') !== -1) return null; // a token that's a copy: read by the grammar
  const joined = body.findIndex((token, i) => token.key === 'and' && (body[i + 1]?.key === 'it' || body[i + 1]?.key === 'they'));
  const instruction = joined === -1 ? body : body.slice(0, body[joined - 1]?.key === ',' ? joined - 1 : joined);
  const targetAt = instruction.findIndex((token) => token.key === 'target' || token.key === 'this');
  let antecedent: OneShot['antecedent'] = null;
  if (targetAt !== -1) {
    const stop = instruction.findIndex((token, i) => i > targetAt && /^(from|onto|on|to|under|into|with|,|and|in|that)$/.test(token.key));
    const span = instruction.slice(targetAt, stop === -1 ? instruction.length : stop);
    antecedent = { words: wordsOf(span, sentence), self: span[0]!.key === 'this' };
  }
  return { words: wordsOf(instruction, sentence), antecedent, rest: joined === -1 ? null : body.slice(joined + 1) };
}

/** Durations and conditions the framing reads, for the help text. */
export const framingForms: readonly string[] = [
  `durations (the effect is active now; the trace shows them): ${[
    ...fixedDurations,
    'until <event>',
    'for as long as <condition>',
    'this turn',
  ]
    .map((form) => `"${form}"`)
    .join(', ')}`,
  `conditions (read when the judge sets "conditionHolds"): ${conditionStarts.map((form) => `"${form} …"`).join(', ')}; ` +
    'with a condition, "… instead" is the effect that then applies (614.1a)',
  '"for as long as it has a <kind> counter on it" and "for as long as you control …" are checked on the board (611.2b); ' +
    'so are conditions on control, counters, statuses, zones, whose turn it is and devotion ("as long as your devotion to ' +
    'black is less than five", 700.5)',
  'one-shot instructions before a continuous effect ("Put target creature card … onto the battlefield. It\'s a black Zombie …") ' +
    'are named in a warning; reminder text, ability words and "Then" are ignored',
];

/** The places a body may be two sentences joined by "and" (", and"), each to be read with a subject of its own. */
export function joinedAt(body: Span): [Span, Span][] {
  return body.flatMap((token, i): [Span, Span][] => {
    const next = body[i + 1];
    // a verb after "and" goes on the same subject ("gets +1/+1 and has flying"): no second subject there
    if (token.key !== 'and' || i === 0 || next === undefined || isVerb(next)) return [];
    return [[body.slice(0, body[i - 1]!.key === ',' ? i - 1 : i), body.slice(i + 1)]];
  });
}

/** Sentences end at a period, or after a quoted ability that ends one ("… with \"… on it.\" It's still a land."). */
export function sentencesOf(tokens: Span): Token[][] {
  const sentences: Token[][] = [[]];
  tokens.forEach((token, i) => {
    if (token.key === '.') sentences.push([]);
    else {
      sentences[sentences.length - 1]!.push(token);
      const next = tokens[i + 1];
      if (token.kind === 'quote' && /[.!]$/.test(token.text) && next !== undefined && /^[A-Z]/.test(next.text)) sentences.push([]);
    }
  });
  return sentences.filter((sentence) => sentence.length > 0);
}
