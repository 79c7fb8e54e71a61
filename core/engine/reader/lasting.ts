// "For as long as …" durations the board can settle (611.2a, 611.2b): a counter on the object ("it has a shadow counter
// on it") or control of something ("you control this enchantment", "you control a Forest"). Other durations are read as
// not yet ended, and the trace says so.
import type { Lasting } from '../model.ts';
import { readSubject, type ReadContext } from './subjects.ts';
import { keysOf, tokenize } from './tokens.ts';

const counterOnIt = /^(an?|one or more) ([a-z'-]+) counters? on (it|him|her|them)$/;

/** The duration as a test of the board, or null when the board cannot settle it. */
export function lastingOf(duration: string, context: ReadContext): Lasting | null {
  const tokens = tokenize(duration);
  if (!keysOf(tokens.slice(0, 4)).startsWith('for as long as')) return null;
  const rest = tokens.slice(4);
  const local: ReadContext = { ...context, sentence: duration };
  const has = rest.findIndex((token) => token.key === 'has' || token.key === 'have');
  const counter = has > 0 ? counterOnIt.exec(keysOf(rest.slice(has + 1))) : null;
  if (counter !== null) {
    const subject = readSubject(rest.slice(0, has), local);
    if (!subject.ok || subject.value.kind !== 'targets') return null;
    return { test: 'counter', words: duration, counter: counter[2]!, self: subject.value.self };
  }
  if (rest[0]?.key === 'you' && rest[1]?.key === 'control' && rest.length > 2) {
    const what = rest.slice(/^(a|an)$/.test(rest[2]!.key) ? 3 : 2);
    const subject = readSubject(what, local);
    if (!subject.ok || (subject.value.kind === 'targets' && !subject.value.self)) return null;
    return { test: 'control', words: duration, filter: subject.value };
  }
  return null;
}
