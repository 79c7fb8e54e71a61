// Oracle wording → effects: sentences framed (duration, condition, one-shot), then read by the grammar's templates.
// Anything else is refused in one line naming the words not understood and the nearest form understood.
import { err, ok, type Problem, type Result } from '../../result.ts';
import { embeddedCatalog } from '../../types/catalog.ts';
import type { TypeCatalog } from '../../types/model.ts';
import type { Clause, EffectPart, EffectSpec, Filter, Lasting, Player } from '../model.ts';
import { namedByKind, neverInForce } from './abilityKind.ts';
import { linesApart, noEffectLine } from './abilityLines.ts';
import { summarize } from './describe.ts';
import { cdaKeywordOf } from './cdaKeywords.ts';
import { matchSentence, renderForm, type Match, type Template } from './grammar.ts';
import { countKey, definedX, readCount } from './counts.ts';
import { loseAllOtherFirst, readBecomes, readPredicate, rulesEffectOf, splitPredicates, type PredicateContext } from './predicates.ts';
import { asProblem, refusal, type Refusal } from './refusal.ts';
import { readTextChangeKinds } from './textChangeKinds.ts';
import { allOf, lastingOf, namesSelf, withSelfHolder } from './lasting.ts';
import { frame, joinedAt, oneShotOf, sentencesOf } from './sentence.ts';
import { completesGrantedCost } from './grantedCost.ts';
import { numberedTargets, playersOf, readFilter, readSubject, type Read } from './subjects.ts';
import { expandContraction, keysOf, normalizeWording, splitSpan, textOf, tokenize, type Span, type Token } from './tokens.ts';

export interface ReadOptions {
  /** The judge says the effect's "as long as …" / "during …" / "if …" condition holds now: read the effect without it. */
  readonly conditionHolds?: boolean;
  /** Numbers the judge gives: {"X": 3, "number of Swamps you control": 4} (keys compared without case). */
  readonly values?: Readonly<Record<string, number>>;
  /** Which player "target player" names, as the effect's controller sees it. */
  readonly targetPlayer?: Player;
  /** The card name chosen as the effect began ("with the chosen name"). */
  readonly chosenName?: string;
}

/** The token "Create a token that's a copy of …" makes: the effect's source, as the judge names it. */
const createdToken: Filter = { kind: 'targets', words: "the token (the effect's source)", self: true };

interface State {
  readonly clauses: Clause[];
  readonly assumed: string[];
  readonly durations: string[];
  readonly oneShots: string[];
  /** Rules effects of the text that change no characteristic ("can't attack you"), named in a warning. */
  readonly rulesEffects: string[];
  /** What "it" refers to after a one-shot instruction ("Put target creature card … It's a black Zombie …"). */
  antecedent: Filter | null;
  /** An "as long as …" condition the board settles (611.3a), when the judge did not say whether it holds. */
  boardCondition: Lasting | null;
}

/** Readings by catalog, then by wording, source and options: a board repeats wordings (five Blood Moons), and a reading is immutable. */
const readings = new WeakMap<TypeCatalog, Map<string, Result<EffectSpec>>>();

export function parseEffectText(
  text: string,
  sourceName: string | null = null,
  catalog: TypeCatalog = embeddedCatalog,
  options: ReadOptions = {},
): Result<EffectSpec> {
  let memo = readings.get(catalog);
  if (memo === undefined) readings.set(catalog, (memo = new Map()));
  const key = JSON.stringify([
    text,
    sourceName,
    options.conditionHolds === true,
    options.values ?? null,
    options.targetPlayer ?? null,
    options.chosenName ?? null,
  ]);
  let found = memo.get(key);
  if (found === undefined) {
    const lines = linesApart(text, (line) => {
      const alone = parseEffectText(line, sourceName, catalog, options);
      return alone.ok ? null : alone.error;
    });
    if (lines === null) {
      const apart = neverInForce(text);
      found = apart === null ? readEffect(text, sourceName, catalog, options) : err(apart);
      const named = found.ok ? null : namedByKind(text, found.error);
      if (named !== null) found = err(named);
    } else if (lines.kept === '') found = err(noEffectLine(lines.setAside));
    else {
      const read = parseEffectText(lines.kept, sourceName, catalog, options);
      found = read.ok && lines.setAside.length > 0 ? ok({ ...read.value, setAside: lines.setAside }) : read;
    }
    if (memo.size >= 5000) memo.clear();
    memo.set(key, found);
  }
  return found;
}

function readEffect(text: string, sourceName: string | null, catalog: TypeCatalog, options: ReadOptions): Result<EffectSpec> {
  const normalized = normalizeWording(text);
  if (normalized === '') return err({ code: 'empty', message: 'The effect text is empty.', at: 'text' });
  const values = new Map(Object.entries(options.values ?? {}).map(([key, value]) => [countKey(key), value]));
  const context: PredicateContext = {
    catalog,
    sentence: normalized,
    sourceName,
    values,
    used: new Map(),
    needs: new Set(),
    x: null,
    ...(options.targetPlayer === undefined ? {} : { targetPlayer: options.targetPlayer }),
    ...(options.chosenName === undefined ? {} : { chosenName: options.chosenName }),
  };
  const state: State = { clauses: [], assumed: [], durations: [], oneShots: [], rulesEffects: [], antecedent: null, boardCondition: null };
  const sentences = sentencesOf(tokenize(normalized));
  for (const sentence of sentences) {
    if (completesGrantedCost(sentence, normalized, state.clauses)) continue;
    const read = readSentence(sentence, state, context, options);
    if (!read.ok) return err(asProblem(read.error));
  }
  if (state.clauses.length === 0 && state.rulesEffects.length > 0)
    return err({
      code: 'no-characteristic',
      message:
        `Not understood: "⟦${state.rulesEffects.join('; ')}⟧" — changes no characteristic, so nothing to apply in the layers (613.1). ` +
        'You can: apply it as the rules say; the simulator shows characteristics only.',
      at: state.rulesEffects.join('; '),
    });
  if (state.clauses.length === 0) {
    const only = state.oneShots.join(' ');
    return err({
      code: state.oneShots.length > 0 ? 'one-shot' : 'empty',
      message:
        state.oneShots.length > 0
          ? `Not understood: "⟦${only}⟧" — a one-shot instruction, not a continuous effect (608.2c). You can: enter only the ` +
            'continuous effect it creates, if any.'
          : 'The effect text has no effect in it.',
      at: state.oneShots.length > 0 ? only : 'text',
    });
  }
  if (options.conditionHolds === true && state.assumed.length === 0)
    return err({
      code: 'no-condition',
      message: 'The effect is said to hold by condition, but its wording states no "as long as …", "during …" or "if …" condition.',
      at: 'conditionHolds',
    });
  return ok(specOf(state, context));
}

/** "This creature gets +3/+0 as long as it has three or more oil counters on it": "it" is the object the effect is about. */
function selfHolder(state: State, lasts: Lasting | null): Lasting | null {
  const aboutSelf = state.clauses.length > 0 && state.clauses.every((clause) => clause.filter.kind === 'targets' && clause.filter.self);
  return lasts === null || !aboutSelf ? lasts : withSelfHolder(lasts);
}

function specOf(state: State, context: PredicateContext): EffectSpec {
  const clauses = numberedTargets(state.clauses, state.oneShots, context.sentence);
  const summary = summarize(clauses);
  const lasts = selfHolder(state, state.boardCondition ?? (state.durations.length === 1 ? lastingOf(state.durations[0]!, context) : null));
  const notes = [
    ...(lasts?.kind === 'condition' ? [`condition checked on the board: ${lasts.words}`] : []),
    ...(state.durations.length > 0 ? [`duration: ${state.durations.join('; ')}`] : []),
    ...(state.assumed.length > 0 ? [`condition holds: ${state.assumed.join('; ')}`] : []),
    ...(context.used.size > 0 ? [`values: ${[...context.used].map(([key, value]) => `${key} = ${value}`).join(', ')}`] : []),
  ];
  return {
    clauses,
    summary: notes.length === 0 ? summary : `${summary} (${notes.join('; ')})`,
    ...(state.assumed.length > 0 ? { assumed: state.assumed } : {}),
    ...(state.durations.length > 0 ? { duration: state.durations.join('; ') } : {}),
    ...(lasts === null ? {} : { lasts }),
    ...(state.oneShots.length > 0 ? { oneShot: state.oneShots } : {}),
    ...(state.rulesEffects.length > 0 ? { rulesEffects: state.rulesEffects } : {}),
    ...(context.used.size > 0 ? { values: Object.fromEntries(context.used) } : {}),
    ...(context.needs.size > 0 ? { needs: [...context.needs] } : {}),
  };
}

function readSentence(sentence: Span, state: State, base: PredicateContext, options: ReadOptions): Read<true> {
  const framing = frame(sentence, base.sentence);
  if (framing.trigger !== null)
    return err(
      refusal('trigger', 'is a triggered ability (603.1), not a continuous effect', framing.trigger.slice(0, 3), base, {
        suggestion: 'enter the continuous effect it creates once it has resolved',
      }),
    );
  // "… instead" with no condition, or "instead of …": which effect applies is not known from the text
  if (framing.instead !== null && (framing.condition === null || framing.body.some((token) => token.key === 'instead')))
    return err(
      refusal('instead', 'replaces another effect of the same text (614.1a)', framing.instead, base, {
        suggestion: 'enter the effect that applies, as it applies',
      }),
    );
  // "If Titania's Song leaves the battlefield, this effect continues until end of turn": after its source is gone, so no
  // board with the source on it shows it; named beside the effect, not applied
  if (keysOf(framing.body) === 'this effect continues') {
    state.rulesEffects.push(textOf(sentence, base.sentence));
    return ok(true);
  }
  // one duration said in two sentences ("Until end of turn, … It gains haste until end of turn.") is one
  for (const words of framing.durations)
    if (!state.durations.some((said) => said.toLowerCase() === words.toLowerCase())) state.durations.push(words);
  // "If you control a Rabbit, scry 2": a condition on a one-shot instruction only is part of that instruction (608.2c)
  const whollyOnce = framing.condition === null ? null : oneShotOf(framing.body, base.sentence);
  if (whollyOnce !== null && whollyOnce.rest === null && framing.instead === null) {
    state.oneShots.push(textOf(sentence, base.sentence));
    return ok(true);
  }
  // "as long as you control two or more artifacts", "… it has an oil counter on it": the board says (611.3a)
  const first =
    framing.condition === null || options.conditionHolds === true || framing.instead !== null
      ? null
      : lastingOf(framing.condition.words, base, framing.condition.rule);
  const onBoard = framing.secondCondition === null ? first : allOf(first, framing.secondCondition.words, base);
  if (framing.secondCondition !== null && onBoard === null)
    return err(
      refusal('condition', 'is a second condition of the same sentence', framing.secondCondition.span, base, {
        suggestion: 'enter the effect that applies, as it applies',
      }),
    );
  if (onBoard !== null && state.boardCondition === null) {
    state.boardCondition = onBoard;
    // "As long as this creature has … counters on it (or is attacking), it has flying": "it" is the object the condition names
    if (namesSelf(onBoard)) state.antecedent ??= { kind: 'targets', words: 'this object', self: true };
  } else if (framing.condition !== null) {
    if (options.conditionHolds !== true)
      return err(
        refusal('condition', `the condition "${framing.condition.words}" is not known from the board`, framing.condition.span, base, {
          suggestion:
            'if it holds now, say so with "conditionHolds": true (the Simulator\'s "Its condition holds now")' +
            (framing.instead === null ? '' : '; this effect then applies instead of the one it replaces'),
        }),
      );
    // 614.1a: with its condition met, "… instead" is the effect that applies, in place of the text's other one
    state.assumed.push(framing.instead === null ? framing.condition.words : `${framing.condition.words} (so this applies instead, 614.1a)`);
  }
  let body = framing.body;
  // "Prevent all damage that would be dealt to him this turn": a prevention effect (615) changes no characteristic
  if (body[0]?.key === 'prevent') {
    state.rulesEffects.push(textOf(body, base.sentence));
    return ok(true);
  }
  const oneShot = oneShotOf(body, base.sentence);
  if (oneShot !== null) {
    state.oneShots.push(oneShot.words);
    if (oneShot.antecedent !== null) state.antecedent = { kind: 'targets', ...oneShot.antecedent };
    if (oneShot.rest === null) return ok(true);
    body = oneShot.rest;
  }
  body = expandContraction(body).filter((token, i, all) => !(token.key === 'also' && i > 0 && all[i + 1] !== undefined));
  if (body.length === 0) return ok(true);
  const defined = definedX(body, base);
  const context = defined === null ? base : { ...base, x: defined.x };
  if (defined !== null) body = defined.rest;
  const whole = readBody(body, state, context);
  return whole.ok || readJoined(body, state, context) ? ok(true) : whole;
}

/** A sentence's body by the grammar's templates: the one that matches, built into clauses. */
function readBody(body: Span, state: State, context: PredicateContext): Read<true> {
  const matched = matchSentence(body);
  if ('attempts' in matched) {
    // the template whose words matched furthest; on a tie the later, more general one ("<subject> <verb> …")
    const nearest = matched.attempts.reduce((best, attempt) => (attempt.reached >= best.reached ? attempt : best));
    const from = Math.min(nearest.reached, body.length - 1);
    return err({
      ...refusal('no-form', 'matches no form understood', body.slice(from), context),
      nearest: `"${renderForm(nearest.template.elements)}"`,
    });
  }
  const built = build(matched.template, matched.match, state, context);
  return built.ok ? built : err({ nearest: `"${renderForm(matched.template.elements)}"`, ...built.error });
}

/**
 * "this creature gets +2/+2 and other creatures you control get +2/+2 and have trample" (Lieutenant): two sentences
 * joined by "and", each with a subject of its own, read when both read; else the state is as it was.
 */
function readJoined(body: Span, state: State, context: PredicateContext): boolean {
  const lists: unknown[][] = [state.clauses, state.oneShots, state.rulesEffects];
  for (const [first, second] of joinedAt(body)) {
    const saved = lists.map((list) => [...list]);
    if (readBody(first, state, context).ok && readBody(second, state, context).ok) return true;
    lists.forEach((list, n) => list.splice(0, list.length, ...saved[n]!));
  }
  return false;
}

const pronouns = new Set(['it', 'they', 'he', 'she', 'them']);
const possessivePronouns: Readonly<Record<string, string>> = { its: 'it', his: 'he', her: 'she', their: 'they' };

/** "target creature's" → "target creature", "its" → "it" (the possessive of switch and "power … is equal to"). */
function withoutPossessive(span: Span): Token[] {
  const last = span[span.length - 1];
  if (last === undefined) return [];
  const pronoun = possessivePronouns[last.key];
  if (pronoun !== undefined) return [...span.slice(0, -1), { ...last, key: pronoun, text: pronoun }];
  if (!/'s?$/.test(last.key)) return [...span];
  const key = last.key.replace(/'s?$/, '');
  return [...span.slice(0, -1), { ...last, key, text: last.text.replace(/['’]s?$/, ''), end: last.end - (last.key.length - key.length) }];
}

function subjectOf(span: Span, state: State, context: PredicateContext): Read<{ filter: Filter; pronoun: boolean }> {
  let words = [...span];
  if (words.at(-1)?.key === 'each' && words.length > 1) words = words.slice(0, -1); // "they each get", "two target creatures each"
  const key = keysOf(words);
  const previous = state.clauses.at(-1);
  if (pronouns.has(key) || (previous?.filter === createdToken && /^(that|the) token$/.test(key))) {
    if (previous !== undefined) return ok({ filter: previous.filter, pronoun: true });
    if (state.antecedent !== null) return ok({ filter: state.antecedent, pronoun: false });
    // "It loses all abilities" on its own: the object the judge names in "targets"
    return ok({ filter: { kind: 'targets', words: textOf(words, context.sentence), self: false }, pronoun: false });
  }
  const filter = readSubject(words, context);
  return filter.ok ? ok({ filter: filter.value, pronoun: false }) : filter;
}

function build(template: Template, match: Match, state: State, context: PredicateContext): Read<true> {
  const { captures } = match;
  const last = state.clauses.at(-1);
  switch (template.id) {
    case 'switch':
    case 'switch-of':
    case 'control':
    case 'you-control': {
      // 722: controlling another player (Mindslaver) is not control of an object, so nothing the layers apply
      if (captures.subject!.some((token) => token.key === 'player'))
        return err(refusal('no-characteristic', 'is control of a player (722), not of an object', captures.subject!, context));
      const subject = subjectOf(template.id === 'switch' ? withoutPossessive(captures.subject!) : captures.subject!, state, context);
      if (!subject.ok) return subject;
      const part: EffectPart = template.id.startsWith('switch') ? { op: 'switchPT' } : { op: 'control', controller: 'you' };
      state.clauses.push({ filter: subject.value.filter, parts: [part] });
      return ok(true);
    }
    case 'player-gains-control': {
      const who = keysOf(captures.words!);
      const named = /^(target|that) player$/.test(who);
      const player = /^(target|an|each) opponent$/.test(who) ? 'opponent' : named ? context.targetPlayer : undefined;
      if (player === undefined)
        return err(
          named
            ? refusal('player-filter', 'depends on which player it names (target player, that player)', captures.words!, context, {
                suggestion: 'say which with "targetPlayer": "you" or "opponent" (as the effect\'s controller sees it)',
              })
            : refusal('no-form', 'is not a player who gains control (target opponent, target player)', captures.words!, context),
        );
      const subject = subjectOf(captures.subject!, state, context);
      if (!subject.ok) return subject;
      state.clauses.push({ filter: subject.value.filter, parts: [{ op: 'control', controller: player }] });
      return ok(true);
    }
    case 'exchange-control': {
      // 701.12b: the two objects are the effect's targets, named by the judge in order; each takes the other's controller
      const words = textOf(captures.subject!, context.sentence);
      state.clauses.push({
        filter: { kind: 'targets', words, self: false },
        parts: [{ op: 'control', controller: 'you', exchange: true }],
      });
      return ok(true);
    }
    case 'keyword-cda': {
      const cda = cdaKeywordOf(match.literals[0]!.key)!;
      state.clauses.push({ filter: { kind: 'targets', words: 'this object', self: true }, parts: [cda.part] });
      return ok(true);
    }
    case 'text-change': {
      const subject = subjectOf(captures.subject!, state, context);
      if (!subject.ok) return subject;
      const part = readTextChangeKinds(captures['text-words']!, context);
      if (!part.ok) return part;
      state.clauses.push({ filter: subject.value.filter, parts: [part.value] });
      return ok(true);
    }
    case 'text-forbidden': {
      const index = last?.parts.findIndex((part) => part.op === 'text') ?? -1;
      if (last === undefined || index === -1) return err(refusal('forbidden-without-text-change', 'follows no text change', [], context));
      const words = splitSpan(captures.words!, (token) => token.key === ',' || token.key === 'or')
        .filter((piece) => piece.length > 0)
        .map((piece) =>
          textOf(
            piece.filter((token) => token.key !== 'a' && token.key !== 'an'),
            context.sentence,
          ),
        );
      state.clauses[state.clauses.length - 1] = {
        ...last,
        parts: last.parts.map((part, i) =>
          i === index && part.op === 'text' ? { ...part, forbidden: [...part.forbidden, ...words] } : part,
        ),
      };
      return ok(true);
    }
    case 'still': {
      const index = last?.parts.findIndex((part) => part.op === 'type') ?? -1;
      if (last === undefined || index === -1) return err(refusal('still-without-change', 'follows no type change', [], context));
      state.clauses[state.clauses.length - 1] = {
        ...last,
        parts: last.parts.map((part, i) => (i === index && part.op === 'type' ? { ...part, retain: 'all' } : part)), // 205.1b
      };
      return ok(true);
    }
    case 'same-is-true': {
      if (last === undefined) return err(refusal('same-without-effect', 'follows no effect', [], context));
      const filter = readFilter(captures.filter!, context);
      if (!filter.ok) return filter;
      state.clauses.push({ filter: filter.value, parts: last.parts });
      return ok(true);
    }
    case 'token-copy':
    case 'enters-as-copy': {
      const copy = captures.copy!;
      if (copy[0]?.key !== 'a' || copy[1]?.key !== 'copy')
        return err(refusal('copy', 'is not "a copy of …"', copy, context, { suggestion: 'give the effect by form' }));
      const subject =
        template.id === 'token-copy' ? ok({ filter: createdToken, pronoun: false }) : subjectOf(captures.subject!, state, context);
      if (!subject.ok) return subject;
      const parts = readBecomes(copy, context);
      if (!parts.ok) return parts;
      state.clauses.push({ filter: subject.value.filter, parts: parts.value });
      return ok(true);
    }
    case 'pt-equal-to-count':
    case 'power-equal-to-count':
    case 'power-toughness-plus': {
      const subject = subjectOf(withoutPossessive(captures.subject!), state, context);
      if (!subject.ok) return subject;
      const plusWords = captures.words ?? [];
      const plus = template.id === 'power-toughness-plus' ? Number(plusWords[0]?.key) : 0;
      if (template.id === 'power-toughness-plus' && (!Number.isInteger(plus) || plusWords.length !== 1))
        return err(refusal('pt', 'is not a whole number', plusWords, context));
      const count = readCount(captures.count!, context);
      const value = context.values.get(countKey(count.words));
      if (value !== undefined) context.used.set(count.words, value);
      else if (count.filter === null && count.counters === undefined) context.needs.add(count.words);
      const part: EffectPart =
        value === undefined
          ? { op: 'setPT', power: 'count', toughness: 'count', count, ...(plus === 0 ? {} : { toughnessPlus: plus }) }
          : { op: 'setPT', power: value, toughness: value + plus };
      const powerOnly = template.id === 'power-equal-to-count';
      state.clauses.push({ filter: subject.value.filter, parts: [powerOnly ? { ...part, only: 'power' } : part] });
      return ok(true);
    }
    case 'emblem': {
      // 114.4: the emblem's ability is a static ability of an object in the command zone; its controller is "you"
      const quote = captures.words!;
      if (quote.length !== 1 || quote[0]!.kind !== 'quote')
        return err(refusal('emblem', 'is not one quoted ability', quote, context, { suggestion: "enter the emblem's ability by itself" }));
      const inner = parseEffectText(quote[0]!.text, context.sourceName, context.catalog, { values: Object.fromEntries(context.values) });
      if (!inner.ok)
        return err(
          refusal(inner.error.code, `the emblem's ability: ${inner.error.message}`, quote, context, {
            suggestion: "enter the emblem's ability by itself",
          }),
        );
      state.clauses.push(...inner.value.clauses);
      return ok(true);
    }
    case 'predicates':
      return readPredicates(captures.subject!, match, captures.predicates!, state, context);
  }
}

function readPredicates(whole: Span, match: Match, rest: Span, state: State, context: PredicateContext): Read<true> {
  // "You have hexproof", "You and permanents you control have hexproof": the player's part is named, not applied
  const player = playersOf(whole);
  if (player !== null) {
    const said = [match.literals[0]!, ...rest];
    // a life total changed, or an instruction the player may follow ("You may put … onto the battlefield"), is done
    // once (608.2c, 119.3); an ability, a permission or a rule given to a player stays (113.1b)
    const once = /^(gains?|loses?) \S+ life\b/.test(keysOf(said)) || (said[0]!.key === 'may' && oneShotOf(rest, context.sentence) !== null);
    (once ? state.oneShots : state.rulesEffects).push(`${textOf(player, context.sentence)} ${textOf(said, context.sentence)}`);
  }
  if (player?.length === whole.length) return ok(true);
  const subjectSpan = player === null ? whole : whole.slice(player.length + 1);
  const subject = subjectOf(subjectSpan, state, context);
  if (!subject.ok) return subject;
  const predicates = splitPredicates([match.literals[0]!, ...rest]);
  const parts: EffectPart[] = [];
  const rulesEffects: string[] = [];
  for (const predicate of predicates) {
    const rulesEffect = rulesEffectOf(predicate, context);
    if (rulesEffect !== null) {
      rulesEffects.push(rulesEffect);
      continue;
    }
    const read = readPredicate(predicate, context);
    if (!read.ok) return read;
    parts.push(...read.value);
  }
  state.rulesEffects.push(...rulesEffects.map((effect) => `${textOf(subjectSpan, context.sentence)} ${effect}`));
  if (parts.length === 0) return ok(true);
  const ordered = loseAllOtherFirst(parts, predicates, context);
  if (!ordered.ok) return ordered;
  const previous = state.clauses.at(-1);
  if (subject.value.pronoun && previous !== undefined)
    state.clauses[state.clauses.length - 1] = { ...previous, parts: [...previous.parts, ...ordered.value] };
  else state.clauses.push({ filter: subject.value.filter, parts: ordered.value });
  return ok(true);
}

export type { Problem, Refusal };
