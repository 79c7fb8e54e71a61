// "For as long as …" durations (611.2a, 611.2b) and "as long as …" conditions (611.3a) the board can settle: counters
// on an object ("it has a shadow counter on it", "this creature has four or more oil counters on it") or control of
// something ("you control this enchantment", "you control two or more artifacts") or a status the board records ("this
// creature is attacking", "it's untapped"). Other durations are read as not yet ended; other conditions are the judge's
// ("conditionHolds").
import type { Lasting, Player } from '../model.ts';
import { readSubject, statusWords, type ReadContext } from './subjects.ts';
import { keysOf, tokenize, type Span } from './tokens.ts';

const numbers: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const counterOn = /^(an?|one or more|([a-z]+|\d+) or more) ([a-z'-]+) counters? on (it|him|her|them)$/;

/** "a" / "an" / "one or more" → 1, "three or more" / "3 or more" → 3, else null. */
function threshold(words: string): number | null {
  if (/^(an?|one or more)$/.test(words)) return 1;
  const more = /^([a-z]+|\d+) or more$/.exec(words);
  if (more === null) return null;
  return /^\d+$/.test(more[1]!) ? Number(more[1]) : (numbers[more[1]!] ?? null);
}

/** The duration or condition as a test of the board, or null when the board cannot settle it. */
/** `rule`: the rule that makes the words a condition when the text does not write them (a station symbol's, 721.2a). */
export function lastingOf(words: string, context: ReadContext, rule?: string): Lasting | null {
  const tokens = tokenize(words);
  const player = turnOf(keysOf(tokens));
  if (player !== null) return { kind: 'condition', words, test: 'turn', player, ...(rule === undefined ? {} : { rule }) };
  const duration = keysOf(tokens.slice(0, 4)) === 'for as long as';
  if (!duration && keysOf(tokens.slice(0, 3)) !== 'as long as') return null;
  const kind = duration ? 'duration' : 'condition';
  const rest = tokens.slice(duration ? 4 : 3);
  const local: ReadContext = { ...context, sentence: words };
  const has = rest.findIndex((token) => token.key === 'has' || token.key === 'have');
  const counter = has > 0 ? counterOn.exec(keysOf(rest.slice(has + 1))) : null;
  if (counter !== null) {
    const subject = readSubject(rest.slice(0, has), local);
    const atLeast = threshold(counter[1]!);
    if (!subject.ok || subject.value.kind !== 'targets' || atLeast === null) return null;
    return {
      kind,
      words,
      atLeast,
      test: 'counter',
      counter: counter[3]!,
      self: subject.value.self,
      ...(rule === undefined ? {} : { rule }),
    };
  }
  if (rest[0]?.key === 'you' && rest[1]?.key === 'control' && rest.length > 2) return controlOf(rest.slice(2), kind, words, local);
  return statusOf(rest, kind, words, local);
}

/** Two conditions of one sentence ("During your turn, as long as Kaito has …"): all must hold; null unless the board settles both. */
export function allOf(first: Lasting | null, secondWords: string, context: ReadContext): Lasting | null {
  const second = first === null ? null : lastingOf(secondWords, context);
  if (first === null || second === null) return null;
  return { kind: 'condition', words: `${first.words}, ${second.words}`, test: 'all', conditions: [first, second] };
}

/** True when a condition asks about the effect's own source ("this creature has …", "… is attacking"). */
export const namesSelf = (lasting: Lasting): boolean =>
  lasting.test === 'all' ? lasting.conditions.some(namesSelf) : (lasting.test === 'counter' || lasting.test === 'status') && lasting.self;

/** The condition with "it" read as the effect's own source, for an effect about its source alone. */
export function withSelfHolder(lasting: Lasting): Lasting {
  if (lasting.test === 'all') return { ...lasting, conditions: lasting.conditions.map(withSelfHolder) };
  return lasting.test === 'counter' || lasting.test === 'status' ? { ...lasting, self: true } : lasting;
}

/** "this creature is attacking", "equipped creature isn't tapped", "it's untapped": a status of one object (110.5, 506.4). */
function statusOf(rest: Span, kind: Lasting['kind'], words: string, context: ReadContext): Lasting | null {
  const status = rest.length > 1 ? statusWords[rest.at(-1)!.key] : undefined;
  if (status === undefined) return null;
  const before = keysOf(rest.slice(0, -1));
  // "<subject> is", "<subject> is not", "<subject> isn't", or "it's" (subject and verb in one word)
  const verb = / (is|is not|isn't)$/.exec(before);
  const subject = verb !== null ? rest.slice(0, -1 - verb[1]!.split(' ').length) : before === "it's" ? tokenize('it') : [];
  if (subject.length === 0) return null;
  const holder = readSubject(subject, context);
  if (!holder.ok || holder.value.kind !== 'targets') return null;
  const negate = verb !== null && verb[1] !== 'is' ? !status.negate : status.negate;
  return { kind, words, test: 'status', status: status.value, negate, self: holder.value.self };
}

/**
 * Whose turn the words ask for (102.1: the active player's): "during your turn", "as long as it's your turn" → "you";
 * "during each opponent's turn", "as long as it isn't your turn", "during turns other than yours" → "opponent" (the
 * board has two players). Null for other words.
 */
export function turnOf(phrase: string): Player | null {
  if (/^(?:during (?:your turn|each of your turns)|as long as it(?:'s| is) your turn)$/.test(phrase)) return 'you';
  if (/^during (?:(?:each|an|your) opponent's turns?|turns other than yours)$/.test(phrase)) return 'opponent';
  return /^as long as it(?:'s not| isn't| is not) your turn$/.test(phrase) ? 'opponent' : null;
}

/** "you control this enchantment", "you control a Forest", "… another artifact", "… two or more artifacts". */
function controlOf(what: Span, kind: Lasting['kind'], words: string, context: ReadContext): Lasting | null {
  let atLeast = 1;
  let other = false;
  let from = 0;
  if (/^(a|an)$/.test(what[0]!.key)) from = 1;
  else if (what[0]!.key === 'another') [from, other] = [1, true];
  else {
    const more = what[2]?.key === 'more' && what[1]?.key === 'or' ? threshold(keysOf(what.slice(0, 3))) : null;
    if (more !== null) [from, atLeast] = [3, more];
  }
  const subject = readSubject(what.slice(from), context);
  if (!subject.ok || (subject.value.kind === 'targets' && (!subject.value.self || from !== 0))) return null;
  return { kind, words, atLeast, test: 'control', filter: subject.value, other };
}
