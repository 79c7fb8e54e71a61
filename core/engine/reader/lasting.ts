// "For as long as …" durations (611.2a, 611.2b) and "as long as …" conditions (611.3a) the board can settle: counters
// on an object ("it has a shadow counter on it", "this creature has four or more oil counters on it"), control of
// something ("you control this enchantment", "you control two or more artifacts", "… an artifact creature or a Plan"),
// more of something than the other player ("an opponent controls more creatures than you"), a status the board records
// ("this creature is attacking", "it's untapped"), the zone its source is in ("this card is in your graveyard", "this
// creature remains on the battlefield"), or two of these joined by "and" ("you control a Forest and an Island"). Other
// durations are read as not yet ended; other conditions are the judge's ("conditionHolds").
import type { Color, Lasting, Player, Zone } from '../model.ts';
import { readFilter, readSubject, statusWords, type ReadContext } from './subjects.ts';
import { keysOf, textOf, tokenize, type Span } from './tokens.ts';
import { countOf } from '../../text/index.ts';

/** How many: "a", "one or more", "four or more", "two or fewer", "no", "exactly three". */
const amount = /(an?|no|one or more|(?:exactly )?(?:\d+|[a-z-]+)(?: or (?:more|greater|fewer|less))?)/.source;
/** "<amount> [<kind>] counter(s) on it": a kind of one word or a P/T ("+1/+1"); none, any kind (122.1). */
const counterOn = new RegExp(`^${amount} (?:([a-z'-]+|[+-]\\d+/[+-]\\d+) )?counters? on (it|him|her|them)$`);
/** "there are five or more growth counters on this enchantment". */
const countersThere = new RegExp(`^there(?: are| is|'s) ${amount} (?:([a-z'-]+|[+-]\\d+/[+-]\\d+) )?counters? on (.+)$`);

/** The bounds of an amount ("four or more" → at least 4; "two or fewer" → at most 2), or null. */
function bounds(words: string): { atLeast: number; atMost?: number } | null {
  if (/^(an?|one or more)$/.test(words)) return { atLeast: 1 };
  if (words === 'no') return { atLeast: 0, atMost: 0 };
  const bound = /^(exactly )?(\S+)(?: or (more|greater|fewer|less))?$/.exec(words);
  const count = bound === null ? null : countOf(bound[2]!);
  if (bound === null || count === null) return null;
  if (bound[3] === 'fewer' || bound[3] === 'less') return { atLeast: 0, atMost: count };
  return bound[3] !== undefined ? { atLeast: count } : bound[1] !== undefined ? { atLeast: count, atMost: count } : null;
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
  const counter = countersOf(rest, local);
  if (counter !== null) return { kind, words, test: 'counter', ...counter, ...(rule === undefined ? {} : { rule }) };
  const more = moreOf(rest, kind, words, local) ?? devotionOf(rest, kind, words);
  if (more !== null) return more;
  const controls = rest[0]?.key === 'you' && rest[1]?.key === 'control' && rest.length > 2;
  const single = controls
    ? controlOf(rest.slice(2), kind, words, local)
    : (opponentControlOf(rest, kind, words, local) ??
      zoneOf(rest, kind, words, local) ??
      statusOf(rest, kind, words, local) ??
      kindOf(rest, kind, words, local));
  return single ?? (kind === 'condition' ? bothOf(rest, words, context) : null);
}

/** "as long as this card is in your graveyard and you control a Mountain": two conditions joined by "and", both to hold. */
function bothOf(rest: Span, words: string, context: ReadContext): Lasting | null {
  for (const [i, token] of rest.entries()) {
    if (token.key !== 'and' || i === 0) continue;
    const first = lastingOf(`as long as ${textOf(rest.slice(0, i), words)}`, context);
    const after = textOf(rest.slice(i + 1), words);
    // "you control a Forest and an Island": the second shares the first's "you control"
    const second =
      first === null
        ? null
        : (lastingOf(`as long as ${after}`, context) ??
          (first.test === 'control' ? lastingOf(`as long as you control ${after}`, context) : null));
    if (first !== null && second !== null) return { kind: 'condition', words, test: 'all', conditions: [first, second] };
  }
  return null;
}

/** The zone words a condition ends with: "on the battlefield", "in your graveyard", "in exile" … */
const zonePhrases: readonly [RegExp, Zone][] = [
  [/ on the battlefield$/, 'battlefield'],
  [/ in (?:your|a|its owner's) graveyard$/, 'graveyard'],
  [/ in (?:your|a|its owner's) hand$/, 'hand'],
  [/ in (?:your|a|its owner's) library$/, 'library'],
  [/ in exile$/, 'exile'],
  [/ exiled$/, 'exile'],
  [/ in the command zone$/, 'command'],
];

/** "this card is in your graveyard", "Grist isn't on the battlefield": the zone its holder is in (113.6b, 113.6c). */
function zoneOf(rest: Span, kind: Lasting['kind'], words: string, context: ReadContext): Lasting | null {
  const phrase = keysOf(rest);
  const found = zonePhrases.find(([pattern]) => pattern.test(phrase));
  if (found === undefined) return null;
  const before = phrase.replace(found[0], '');
  const verb = / (is|is not|isn't|remains)$/.exec(before);
  const subjectWords = verb === null ? (before === "it's" ? 'it' : null) : before.slice(0, verb.index);
  if (subjectWords === null || subjectWords === '') return null;
  const holder = readSubject(verb === null ? tokenize('it') : rest.slice(0, subjectWords.split(' ').length), context);
  // the source's own zone only: "that card" in such words is an exiled card, not an object the effect names
  if (!holder.ok || holder.value.kind !== 'targets' || !holder.value.self) return null;
  const negate = verb !== null && (verb[1] === 'is not' || verb[1] === "isn't");
  return { kind, words, test: 'zone', zone: found[1], negate, self: holder.value.self };
}

/** Two conditions of one sentence ("During your turn, as long as Kaito has …"): all must hold; null unless the board settles both. */
export function allOf(first: Lasting | null, secondWords: string, context: ReadContext): Lasting | null {
  const second = first === null ? null : lastingOf(secondWords, context);
  if (first === null || second === null) return null;
  return { kind: 'condition', words: `${first.words}, ${second.words}`, test: 'all', conditions: [first, second] };
}

/** True when a condition asks about the effect's own source ("this creature has …", "… is attacking"). */
export const namesSelf = (lasting: Lasting): boolean =>
  lasting.test === 'all'
    ? lasting.conditions.some(namesSelf)
    : (lasting.test === 'counter' || lasting.test === 'status' || lasting.test === 'zone' || lasting.test === 'kind') && lasting.self;

/** The condition with "it" read as the effect's own source, for an effect about its source alone. */
export function withSelfHolder(lasting: Lasting): Lasting {
  if (lasting.test === 'all') return { ...lasting, conditions: lasting.conditions.map(withSelfHolder) };
  const held = lasting.test === 'counter' || lasting.test === 'status' || lasting.test === 'zone' || lasting.test === 'kind';
  return held ? { ...lasting, self: true } : lasting;
}

/** "Vadmir has four or more +1/+1 counters on it", "there are five or more growth counters on this enchantment" (122.1). */
function countersOf(rest: Span, context: ReadContext): { counter: string; self: boolean; atLeast: number; atMost?: number } | null {
  const has = rest.findIndex((token) => token.key === 'has' || token.key === 'have');
  const after = has > 0 ? counterOn.exec(keysOf(rest.slice(has + 1))) : null;
  const there = after === null ? countersThere.exec(keysOf(rest)) : null;
  const found = after ?? there;
  const holder = after !== null ? rest.slice(0, has) : there !== null ? rest.slice(rest.findIndex((token) => token.key === 'on') + 1) : [];
  const amountOf = found === null ? null : bounds(found[1]!);
  if (found === null || amountOf === null || holder.length === 0) return null;
  const subject = readSubject(holder, context);
  if (!subject.ok || subject.value.kind !== 'targets') return null;
  return { counter: found[2] ?? '', self: subject.value.self, ...amountOf };
}

/** "this creature is attacking", "equipped creature isn't tapped", "it's untapped": a status of one object (110.5, 506.4). */
function statusOf(rest: Span, kind: Lasting['kind'], words: string, context: ReadContext): Lasting | null {
  const status = rest.length > 1 ? statusWords[rest.at(-1)!.key] : undefined;
  if (status === undefined) return null;
  const before = keysOf(rest.slice(0, -1));
  // "<subject> is", "<subject> is not", "<subject> isn't", or "it's" (subject and verb in one word)
  const verb = / (is|is not|isn't|remains)$/.exec(before);
  const subject = verb !== null ? rest.slice(0, -1 - verb[1]!.split(' ').length) : before === "it's" ? tokenize('it') : [];
  if (subject.length === 0) return null;
  const holder = readSubject(subject, context);
  if (!holder.ok || holder.value.kind !== 'targets') return null;
  const negate = verb !== null && verb[1] !== 'is' ? !status.negate : status.negate;
  return { kind, words, test: 'status', status: status.value, negate, self: holder.value.self };
}

/** "it's a Human", "this creature is an artifact", "enchanted creature isn't red": what one object is (205, 105). */
function kindOf(rest: Span, kind: Lasting['kind'], words: string, context: ReadContext): Lasting | null {
  const verbAt = rest.findIndex((token) => /^(is|isn't|it's)$/.test(token.key));
  if (verbAt === -1) return null;
  const contracted = rest[verbAt]!.key === "it's";
  const subject = contracted ? tokenize('it') : rest.slice(0, verbAt);
  let what = rest.slice(verbAt + 1);
  const negate = rest[verbAt]!.key === "isn't" || what[0]?.key === 'not';
  if (what[0]?.key === 'not') what = what.slice(1);
  if (/^an?$/.test(what[0]?.key ?? '')) what = what.slice(1);
  if (subject.length === 0 || what.length === 0 || (contracted && verbAt !== 0)) return null;
  const holder = readSubject(subject, context);
  const filter = readFilter(what, context);
  if (!holder.ok || holder.value.kind !== 'targets' || !filter.ok || filter.value.kind !== 'match') return null;
  return { kind, words, test: 'kind', filter: filter.value, negate, self: holder.value.self };
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

/** "you control this enchantment", "you control a Forest", "… another artifact", "… two or more artifacts", "… no creatures". */
function controlOf(what: Span, kind: Lasting['kind'], words: string, context: ReadContext): Lasting | null {
  const other = what[0]!.key === 'another';
  // the longest amount the words start with: "two or more", "exactly two", "a", "no"
  const length = other ? 1 : ([3, 2, 1].find((n) => what.length > n && bounds(keysOf(what.slice(0, n))) !== null) ?? 0);
  const amountOf = other || length === 0 ? { atLeast: 1 } : bounds(keysOf(what.slice(0, length)))!;
  const subject = readSubject(what.slice(length), context);
  if (!subject.ok || (subject.value.kind === 'targets' && (!subject.value.self || length !== 0)))
    return eitherOf(what, kind, words, context);
  return { kind, words, test: 'control', filter: subject.value, other, ...amountOf };
}

/**
 * "an opponent controls an Island", "each opponent controls two or more lands", "no opponent controls a creature": what
 * the other player controls (the board has two players, 102.1); "no opponent" allows none.
 */
function opponentControlOf(rest: Span, kind: Lasting['kind'], words: string, context: ReadContext): Lasting | null {
  const said = /^(an|each|no) opponents? controls?$/.exec(keysOf(rest.slice(0, 3)));
  if (said === null || rest.length < 4) return null;
  const read = controlOf(rest.slice(3), kind, words, context);
  if (read?.test !== 'control' || read.filter.kind !== 'match' || read.other) return null;
  if (said[1] !== 'no') return { ...read, player: 'opponent' };
  return /^an?$/.test(rest[3]!.key) ? { ...read, player: 'opponent', atLeast: 0, atMost: 0 } : null;
}

/** "you control an artifact creature or a Plan": one permanent that is either (each side read as "you control …"). */
function eitherOf(what: Span, kind: Lasting['kind'], words: string, context: ReadContext): Lasting | null {
  const or = what.findIndex((token, i) => token.key === 'or' && i > 0 && /^an?$/.test(what[i + 1]?.key ?? ''));
  if (or === -1 || !/^an?$/.test(what[0]!.key)) return null;
  const sides = [what.slice(0, or), what.slice(or + 1)].map((side) => controlOf(side, kind, words, context));
  if (sides.some((side) => side?.test !== 'control' || side.filter.kind !== 'match' || side.atMost !== undefined)) return null;
  const alternatives = sides.flatMap((side) => (side?.test === 'control' && side.filter.kind === 'match' ? side.filter.alternatives : []));
  const filter = { kind: 'match', words: textOf(what, words), alternatives, other: false } as const;
  return { kind, words, test: 'control', filter, other: false, atLeast: 1 };
}

const colorWord = /^(white|blue|black|red|green)$/;

/**
 * "your devotion to black is less than five", "… to black and red is seven or greater": the count of those colors'
 * symbols among the mana costs of the permanents you control (700.5), within bounds.
 */
function devotionOf(rest: Span, kind: Lasting['kind'], words: string): Lasting | null {
  const said =
    /^your devotion to ([a-z]+)(?: and ([a-z]+))? is (less than |greater than |more than )?(\S+)(?: or (?:more|greater|fewer|less))?$/.exec(
      keysOf(rest),
    );
  const colors = said === null ? [] : [said[1]!, said[2] ?? said[1]!];
  if (said === null || !colors.every((color) => colorWord.test(color))) return null;
  const count = countOf(said[4]!);
  if (count === null) return null;
  const orMore = /or (?:more|greater)$/.test(said[0]);
  const orLess = /or (?:fewer|less)$/.test(said[0]);
  const lessThan = said[3] === 'less than ';
  const moreThan = said[3] !== undefined && !lessThan;
  if ((lessThan || moreThan) && (orMore || orLess)) return null;
  const atMost = lessThan ? count - 1 : orLess ? count : orMore || moreThan ? undefined : count;
  const atLeast = moreThan ? count + 1 : lessThan || orLess ? 0 : count;
  const limits = { atLeast, ...(atMost === undefined ? {} : { atMost }) };
  return { kind, words, rule: '611.3a, 700.5', test: 'devotion', colors: [...new Set(colors)] as Color[], ...limits };
}

/** "an opponent controls more creatures than you", "you control more lands than each opponent" (the board has two players). */
function moreOf(rest: Span, kind: Lasting['kind'], words: string, context: ReadContext): Lasting | null {
  const key = keysOf(rest);
  const said = /^(an opponent controls|you control) more .+ than (you|an opponent|each opponent)(?: do| does)?$/.exec(key);
  if (said === null || (said[1] === 'you control') === (said[2] === 'you')) return null;
  const from = rest.findIndex((token) => token.key === 'more') + 1;
  const to = rest.findLastIndex((token) => token.key === 'than');
  const filter = readSubject(rest.slice(from, to), context);
  if (!filter.ok || filter.value.kind !== 'match') return null;
  return { kind, words, test: 'more', filter: filter.value, player: said[1] === 'you control' ? 'you' : 'opponent' };
}
