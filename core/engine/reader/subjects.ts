// Subjects and filters: "target creature", "this Vehicle", "it", "Elves and Goblins you control", "nonbasic lands".
import { err, ok, type Result } from '../../result.ts';
import type { TypeCatalog } from '../../types/model.ts';
import { countOf, textKey } from '../../text/index.ts';
import {
  cardNameOf,
  type Alternative,
  type Clause,
  type Condition,
  type Filter,
  type Player,
  type Status,
  type ZoneTest,
} from '../model.ts';
import { cardTypeOf, colorTestOf, colorWords, findIn, keywordAt, subtypeOf, typeGroupOf } from './lexicon.ts';
import { embeddedCatalog } from '../../types/catalog.ts';
import { asProblem, refusal, type Refusal } from './refusal.ts';
import { keysOf, normalizeWording, splitSpan, textOf, tokenize, type Span, type Token } from './tokens.ts';

export interface ReadContext {
  readonly catalog: TypeCatalog;
  readonly sentence: string;
  readonly sourceName: string | null;
  /** The player "target player" names, as the effect's controller sees it ("you" or "opponent"), when the judge gave it. */
  readonly targetPlayer?: Player;
  /** The judge's numbers by key ("x"), for "with mana value X or less"; the keys used are recorded in `used`. */
  readonly values?: ReadonlyMap<string, number>;
  readonly used?: Map<string, number>;
  /** The name chosen as the effect began, for "with the chosen name" (the scenario's `choices.name`). */
  readonly chosenName?: string;
}

export type Read<T> = Result<T, Refusal>;

const targetNouns = 'creature|land|permanent|artifact|enchantment|planeswalker|card|token|spell|object|battle';
const referencesTargets = [
  /^(target|enchanted|equipped|fortified) .+$/,
  // "another target creature", "up to two target creatures each", "each of up to two target creatures": still the
  // objects named in "targets"
  /^(each of )?(another|(up to )?(one|two|three|four|five|x|any number of|one or two))( other)? target .+$/,
  new RegExp(
    `^(each of )?(it|them|they|he|she|him|those (${targetNouns})s|that|that (${targetNouns})s?|the (${targetNouns})s?|the rest)( each)?$`,
  ),
];
/** Statuses the scenario records on objects (110.5, 506.4, 903.3): "untapped", "unblocked", "noncommander" negate one. */
export const statusWords: Readonly<Record<string, { value: Status; negate: boolean }>> = {
  tapped: { value: 'tapped', negate: false },
  untapped: { value: 'tapped', negate: true },
  attacking: { value: 'attacking', negate: false },
  blocking: { value: 'blocking', negate: false },
  blocked: { value: 'blocked', negate: false },
  unblocked: { value: 'blocked', negate: true },
  equipped: { value: 'equipped', negate: false },
  enchanted: { value: 'enchanted', negate: false },
  commander: { value: 'commander', negate: false },
  noncommander: { value: 'commander', negate: true },
};

export function readSubject(span: Span, context: ReadContext): Read<Filter> {
  const words = textOf(span, context.sentence);
  const key = keysOf(span);
  if (span.length === 0) return err(refusal('empty-subject', 'the sentence names nothing it affects', span, context));
  // two players: "target opponent" is the opponent of the effect's controller, read like "an opponent controls"
  if (/\b(target players?|that player|enchanted player) controls?\b/.test(key) && context.targetPlayer === undefined) {
    return err(
      refusal('player-filter', 'depends on which player it names (target player, that player, enchanted player)', span, context, {
        suggestion: 'say which with "targetPlayer": "you" or "opponent" (as the effect\'s controller sees it)',
      }),
    );
  }
  // "Target creature and all other creatures with the same name …" reaches more than the objects named: refused
  if (/^target .* and (all|each) /.test(key) || / with the same name /.test(key))
    return err(
      refusal('same-name', 'reaches objects besides the ones targeted', span, context, {
        suggestion: 'name every object it affects in "targets"',
      }),
    );
  if (referencesTargets.some((pattern) => pattern.test(key))) return ok({ kind: 'targets', words, self: false });
  // "this creature", "this Vehicle", "this Equipment", its own name: the object whose ability it is
  if (isSource(span, context)) return ok({ kind: 'targets', words, self: true });
  const filter = readFilter(span, context);
  if (filter.ok) return filter;
  // A capitalised subject that is no filter is a card referring to itself by name ("Mutavault becomes …").
  if (isCardName(span) && !/^(all|each|target|enchanted|other|another)\b/.test(key)) return ok({ kind: 'targets', words, self: true });
  return filter;
}

/** Players, whom the layers do not change: a player's abilities (113.1b) and rules are no object's characteristics. */
const playerSubject = new RegExp(
  '^(?:you|players|each player|each opponent|your opponents|each of your opponents|each other player|target player|' +
    'target opponent|that player)$',
);

/**
 * The players a subject names (102.1), the whole of it or first in a list ("You and permanents you control", "You,
 * planeswalkers you control, and other creatures you control"); else null.
 */
export function playersOf(span: Span): Span | null {
  if (playerSubject.test(keysOf(span))) return span;
  const first = span.findIndex((token) => token.key === 'and' || token.key === ',');
  return first > 0 && playerSubject.test(keysOf(span.slice(0, first))) ? span.slice(0, first) : null;
}

/** "this Vehicle", "this creature", "~" or the source's own name: the object whose ability it is. */
function isSource(span: Span, context: ReadContext): boolean {
  const key = keysOf(span);
  if (/^(this|~|cardname|this [a-z]+)$/.test(key)) return true;
  const source = context.sourceName === null ? null : textKey(cardNameOf(context.sourceName));
  return source !== null && (key === source || key === source.split(',')[0]);
}

/** Title Case words with the small words names use ("Urborg, Tomb of Yawgmoth", "Figure of Destiny"). */
function isCardName(span: Span): boolean {
  return span.every(
    (token) =>
      (token.kind === 'word' && /^[A-Z0-9]/.test(token.text)) ||
      token.key === ',' ||
      /^(of|the|a|an|and|to|from|in|on|with|for|at|by)$/.test(token.key),
  );
}

/** A card in `owner`'s hand or graveyard: in that zone and owned by that player. */
function owned(alternative: Draft, zone: string, owner: Player): void {
  alternative.zone = zone === 'hand' ? 'hand' : 'graveyard';
  alternative.conditions.push({ test: 'owner', value: owner, negate: false });
}

/** Who controls or owns, or where: words after a noun that "Elves and Goblins you control" shares across the list. */
const qualifiers: readonly [RegExp, (alternative: Draft, match: RegExpExecArray) => void][] = [
  [/ (that|which) (aren't|are not|isn't|is not) on the battlefield /, (a) => (a.zone = 'notBattlefield')],
  [/ not on the battlefield /, (a) => (a.zone = 'notBattlefield')],
  [/ on the battlefield /, (a) => (a.zone ??= 'battlefield')],
  // 400.3: a card in a player's hand or graveyard is one that player owns
  [/ in your (hand|graveyard) /, (a, [, zone]) => owned(a, zone!, 'you')],
  [/ in (?:an opponent's|your opponents'|target opponent's) (hand|graveyard)s? /, (a, [, zone]) => owned(a, zone!, 'opponent')],
  [/ in (a |all )?graveyards? /, (a) => (a.zone = 'graveyard')],
  [/ in (a |all )?hands? /, (a) => (a.zone = 'hand')],
  [/ in exile /, (a) => (a.zone = 'exile')],
  // 405.4: a spell's controller is the player who cast it
  [/ you cast /, (a) => a.conditions.push({ test: 'controller', value: 'you', negate: false })],
  [/ (your opponents cast|an opponent casts) /, (a) => a.conditions.push({ test: 'controller', value: 'opponent', negate: false })],
  [/ you control /, (a) => a.conditions.push({ test: 'controller', value: 'you', negate: false })],
  // two players (the board's "you" and "opponent"): what you don't control, an opponent controls
  [
    / (your opponents control|an opponent controls|target opponent controls|you don't control|you do not control) /,
    (a) => a.conditions.push({ test: 'controller', value: 'opponent', negate: false }),
  ],
  [/ (but )?(you )?(don't|do not) own /, (a) => a.conditions.push({ test: 'owner', value: 'you', negate: true })],
  [/ you own /, (a) => a.conditions.push({ test: 'owner', value: 'you', negate: false })],
];
/** "with mana value 3 or less", "with mana value X or greater" (202.3), "with power 4 or greater", "… power or toughness 1 or less". */
const statWords = / with (a )?(mana value|power or toughness|power|toughness) (\d+|x|[a-z]+)( or (less|greater|more))? /;
/** "with an oil counter on it", "with one or more loyalty counters on it", "with +1/+1 counters on them" (122.1). */
const counterWords = / with (?:an? |one or more )?(?!an? )(?:([a-z'-]+|[+-]\d+\/[+-]\d+) )?counters? on (it|them) /;
const trailingQualifier = /( (you control|your opponents control|an opponent controls|you own|in (your |a |all )?graveyards?))+$/;

interface Draft {
  zone: ZoneTest | null;
  conditions: Condition[];
}

const separator = (token: Token, index: number, span: Span): boolean =>
  token.key === ',' ||
  ((token.key === 'and' || token.key === 'or' || token.key === 'and/or') &&
    index > 0 &&
    span[index - 1]!.key !== 'first' &&
    // "mana value 3 or less", "one or more counters": a bound, not a list; "power or toughness": one bound of either
    !(token.key === 'or' && /^(less|greater|more)$/.test(span[index + 1]?.key ?? '')) &&
    !(token.key === 'or' && span[index - 1]!.key === 'power' && span[index + 1]?.key === 'toughness'));

/** "that are", "that's", "that isn't": a relative clause that narrows the noun before it. */
function relativeAt(span: Span): { at: number; length: number; negate: boolean } | null {
  for (let i = 1; i < span.length; i++) {
    const key = span[i]!.key;
    const next = span[i + 1]?.key;
    if (key === "that's" || key === "that's") return { at: i, length: 1, negate: next === 'not' };
    if (key !== 'that' || keysOf(span.slice(i + 2, i + 5)).startsWith('on the battlefield')) continue; // a zone, not a kind
    if (next === 'is' || next === 'are') return { at: i, length: span[i + 2]?.key === 'not' ? 3 : 2, negate: span[i + 2]?.key === 'not' };
    if (next === "isn't" || next === "aren't") return { at: i, length: 2, negate: true };
  }
  return null;
}

/**
 * "Creatures you control that are Zombies and/or tokens": the noun's conditions with each listed one (alternatives);
 * "each creature that isn't an Insect, Rat, or Spider": the noun's conditions with none of them.
 */
function readRelative(span: Span, relative: { at: number; length: number; negate: boolean }, context: ReadContext): Read<Filter> {
  const head = readFilter(span.slice(0, relative.at), context);
  if (!head.ok || head.value.kind !== 'match' || head.value.alternatives.length !== 1) return head;
  const base = head.value.alternatives[0]!;
  const rest = span.slice(relative.at + relative.length);
  const items = splitSpan(rest, (token, index) => separator(token, index, rest))
    .map((item) => item.filter((token) => token.key !== 'a' && token.key !== 'an'))
    .filter((item) => item.length > 0);
  if (items.length === 0) return err(refusal('filter-word', 'the relative clause names nothing', rest, context));
  const conditions: Condition[][] = [];
  for (const item of items) {
    const read = readAlternative(keysOf(item), item, context);
    if (!read.ok) return read;
    conditions.push([...read.value.conditions]);
  }
  const alternatives: Alternative[] = relative.negate
    ? [
        {
          zone: base.zone,
          conditions: [...base.conditions, ...conditions.flat().map((condition) => ({ ...condition, negate: !condition.negate }))],
        },
      ]
    : conditions.map((extra) => ({ zone: base.zone, conditions: [...base.conditions, ...extra] }));
  return ok({ ...head.value, words: textOf(span, context.sentence), alternatives });
}

export function readFilter(whole: Span, context: ReadContext): Read<Filter> {
  // "each creature you control of the chosen type other than this Vehicle": "other" said after the noun
  const otherThan = whole.findIndex((token, i) => token.key === 'other' && whole[i + 1]?.key === 'than' && i > 0);
  if (otherThan !== -1 && isSource(whole.slice(otherThan + 2), context)) {
    const read = readFilter(whole.slice(0, otherThan), context);
    return read.ok && read.value.kind === 'match' ? ok({ ...read.value, words: textOf(whole, context.sentence), other: true }) : read;
  }
  const span = whole;
  const relative = relativeAt(span);
  if (relative !== null) return readRelative(span, relative, context);
  // "noncreature, non-Equipment artifact": commas with no "and"/"or" join adjectives of one noun, not a list
  const listed = span.some((token, index) => token.key !== ',' && separator(token, index, span));
  const pieces = listed
    ? splitSpan(span, (token, index) => separator(token, index, span)).filter((piece) => piece.length > 0)
    : [span.filter((token) => token.key !== ',')];
  let other = false;
  const phrases = pieces.map((piece) => {
    let phrase = keysOf(piece).replace(/^(all|each) /, '');
    if (phrase.startsWith('other ')) {
      other = true;
      phrase = phrase.slice(6);
    }
    return phrase;
  });
  // "Other Rabbits, Bats, Birds, and Mice you control": the last noun's qualifiers apply to the bare nouns before it
  const shared = phrases.length > 1 ? trailingQualifier.exec(phrases.at(-1)!)?.[0] : undefined;
  if (shared !== undefined && phrases.slice(0, -1).every((phrase) => trailingQualifier.exec(phrase) === null)) {
    for (let i = 0; i < phrases.length - 1; i++) phrases[i] = `${phrases[i]}${shared}`;
  }
  const alternatives: Alternative[] = [];
  for (const [index, phrase] of phrases.entries()) {
    const alternative = readAlternative(phrase, pieces[index]!, context);
    if (!alternative.ok) return alternative;
    alternatives.push(alternative.value);
  }
  if (alternatives.length === 0) return err(refusal('empty-filter', 'nothing to affect', span, context));
  return ok({ kind: 'match', words: textOf(span, context.sentence), alternatives, other });
}

function readAlternative(phrase: string, piece: Span, context: ReadContext): Read<Alternative> {
  let rest = ` ${phrase} `;
  const draft: Draft = { zone: null, conditions: [] };
  const wordAt = (word: string): Span => piece.filter((token) => token.key === word || token.key.endsWith(word)).slice(0, 1);
  // 903.3: "your commander" is the commander of the player who owns it
  if (/^ your commanders? /.test(rest)) {
    draft.conditions.push({ test: 'owner', value: 'you', negate: false });
    rest = rest.replace(/^ your /, ' ');
  }
  // "target player controls": the player the judge named, relative to the effect's controller like "you"
  // "that player controls": the player an earlier part of the text named; "enchanted player": the one an Aura enchants (303.4)
  if (context.targetPlayer !== undefined && / (target|that|enchanted) player controls /.test(rest)) {
    draft.conditions.push({ test: 'controller', value: context.targetPlayer, negate: false });
    rest = rest.replace(/ (target|that|enchanted) player controls /, ' ');
  }
  // "attacking creatures", "untapped creatures you control": read from the objects' "statuses"
  for (const word of rest.trim().split(/\s+/)) {
    const status = statusWords[word];
    if (status === undefined) continue;
    draft.conditions.push({ test: 'status', ...status });
    rest = rest.replace(` ${word} `, ' ');
  }
  for (const [pattern, apply] of qualifiers) {
    const match = pattern.exec(rest);
    if (match !== null) {
      apply(draft, match);
      rest = rest.replace(pattern, ' ');
    }
  }
  // "creatures you control of the type Elf": "of the chosen type" as the scenario fills it in (205.3)
  const ofType = / of the type (.+) $/.exec(rest);
  if (ofType !== null) {
    const subtype = subtypeOf(ofType[1]!, context.catalog);
    if (subtype === null) return err(refusal('filter-word', `"${ofType[1]}" is not a subtype`, wordAt(ofType[1]!), context));
    draft.conditions.push({ test: 'subtype', value: subtype.name, negate: false });
    rest = rest.replace(ofType[0], ' ');
  }
  // "creatures you control of the color blue": "of the chosen color" as the scenario fills it in (105.2)
  const ofColor = / of the colou?r (white|blue|black|red|green) /.exec(rest);
  if (ofColor !== null) {
    draft.conditions.push({ test: 'color', value: colorWords[ofColor[1]!]!, negate: false });
    rest = rest.replace(ofColor[0], ' ');
  }
  if (/ of the chosen (colou?r|type|creature type) /.test(rest))
    return err(
      refusal('needs-choice', 'names a choice made as the effect began', piece, context, {
        suggestion: 'give the choice in the effect\'s "chosen" (a color or a subtype)',
      }),
    );
  const stat = statWords.exec(rest);
  if (stat !== null) {
    const given = stat[3]!;
    const value = given === 'x' ? context.values?.get('x') : (countOf(given) ?? undefined);
    if (value === undefined)
      return err(
        refusal('count', `"${given}" is a number the judge gives`, wordAt(given), context, { suggestion: 'give it in "values": {"X": 3}' }),
      );
    if (given === 'x') context.used?.set('X', value);
    const compare = stat[5] === undefined ? 'equal' : stat[5] === 'less' ? 'atMost' : 'atLeast';
    if (stat[2] === 'mana value') draft.conditions.push({ test: 'manaValue', value, compare, negate: false });
    else {
      const stats = stat[2] === 'power or toughness' ? (['power', 'toughness'] as const) : [stat[2] as 'power' | 'toughness'];
      draft.conditions.push({ test: 'pt', stats, value, compare, negate: false });
    }
    rest = rest.replace(stat[0], ' ');
  }
  // "creatures with the chosen name": the name given in "choices" (201.3)
  if (/ with the chosen name /.test(rest)) {
    if (context.chosenName === undefined)
      return err(
        refusal('needs-choice', 'names a card name chosen as the effect began', wordAt('chosen'), context, {
          suggestion: 'give it in "choices": {"name": "…"}',
        }),
      );
    draft.conditions.push({ test: 'name', value: context.chosenName, negate: false });
    rest = rest.replace(/ with the chosen name /, ' ');
  }
  const counter = counterWords.exec(rest);
  if (counter !== null) {
    draft.conditions.push({ test: 'counter', value: counter[1] ?? '', negate: false }); // "with a counter on it": any kind
    rest = rest.replace(counter[0], ' ');
  }
  // 113.12: "creatures with no abilities" (Muraganda Petroglyphs): none at all, granted ones included
  if (/ with no abilities /.test(rest)) {
    draft.conditions.push({ test: 'ability', value: '', negate: true });
    rest = rest.replace(/ with no abilities /, ' ');
  }
  // "creatures with flying", "without flying": a keyword the object has (702)
  const withAt = / (with|without) /.exec(rest);
  if (withAt !== null) {
    const after = piece.slice(piece.findIndex((token) => token.key === withAt[1]) + 1);
    const keyword = keywordAt(after, context.catalog);
    if (keyword === null || keyword.length !== after.filter((token) => token.key !== ',').length)
      return err(
        refusal('filter-word', `"${withAt[1]}" is followed by something other than a keyword ability`, after, context, {
          suggestion: 'name the objects it affects in "targets"',
        }),
      );
    draft.conditions.push({ test: 'ability', value: keyword.keyword, negate: withAt[1] === 'without' });
    rest = rest.slice(0, withAt.index + 1);
  }
  // "creatures named Seven Dwarves", "permanents named Phoenix Fleet Airship": a name (201.2), to the end of what the
  // keyword after "with" (read above) left
  const named = / named (.+) $/.exec(rest);
  if (named !== null) {
    const after = piece.slice(piece.findIndex((token) => token.key === 'named') + 1);
    const name = textOf(after.slice(0, named[1]!.trim().split(/\s+/).length), context.sentence).trim();
    draft.conditions.push({ test: 'name', value: name, negate: false });
    rest = rest.slice(0, named.index + 1);
  }
  const words = rest
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  // a relative clause may name only a status ("creatures you control that are equipped")
  if (words.length === 0 && draft.conditions.length === 0) return err(refusal('empty-filter', 'nothing to affect', piece, context));
  for (const word of words) {
    const read = readFilterWord(word, draft, context);
    if (!read) {
      return err(
        refusal('filter-word', `"${word}" is not a type, supertype, subtype, color or filter word`, wordAt(word), context, {
          suggestion: 'name the objects it affects in "targets"',
        }),
      );
    }
  }
  return ok({ conditions: draft.conditions, zone: draft.zone ?? 'battlefield' });
}

/** One word of a filter: a noun of objects, token/nontoken (111.1), a color (105.2), a type word (205), "non-" negated. */
function readFilterWord(word: string, draft: Draft, context: ReadContext): boolean {
  const negate = /^non-?/.test(word) && word.length > 4;
  const bare = negate ? word.replace(/^non-?/, '') : word;
  if (/^permanents?$/.test(bare) && !negate) {
    draft.zone ??= 'battlefield';
    return true;
  }
  // 109.1: an object is a card, token, spell, permanent… in any zone; "everything" is every object
  if (/^(cards?|objects?|everything)$/.test(bare) && !negate) {
    draft.zone ??= 'any';
    return true;
  }
  if (/^spells?$/.test(bare) && !negate) {
    draft.zone = 'stack';
    return true;
  }
  if (/^(token|tokens|nontoken)$/.test(word)) {
    draft.conditions.push({ test: 'token', negate: word === 'nontoken' }); // 111.1
    draft.zone ??= 'battlefield';
    return true;
  }
  const color = colorTestOf(bare);
  if (color !== null) {
    draft.conditions.push({ test: 'color', value: color, negate });
    return true;
  }
  const supertype = findIn(context.catalog.supertypes, bare);
  if (supertype !== null) {
    draft.conditions.push({ test: 'supertype', value: supertype, negate });
    return true;
  }
  const cardType = cardTypeOf(bare, context.catalog);
  if (cardType !== null) {
    draft.conditions.push({ test: 'cardType', value: cardType, negate });
    return true;
  }
  const subtype = subtypeOf(bare, context.catalog);
  if (subtype !== null) {
    draft.conditions.push({ test: 'subtype', value: subtype.name, negate });
    return true;
  }
  const group = typeGroupOf(bare, context.catalog);
  if (group !== null) draft.conditions.push({ test: 'typeGroup', value: group.term, members: group.members, negate });
  return group !== null;
}

/** The subjects readSubject knows, for the help text. */
export const subjectForms: readonly string[] = [
  'target|enchanted|equipped <noun>',
  'this <noun>',
  'it|they|that <noun>',
  'a card name',
  'all|each [other] <filter>',
  '<filter>: types, supertypes, subtypes, colors ("white", "nonblack", "multicolored"), "tokens"/"nontoken", "with|without <keyword>", ' +
    '"you control", "you don\'t control", "you own", "but don\'t own", "in graveyards", "that aren\'t on the battlefield", ' +
    '"with mana value|power|toughness N|X [or less|or greater]", "with a|one or more <kind> counter(s) on it|them", ' +
    '"with the chosen name", "named <card name>", ' +
    '"with no abilities", "other than this <noun>", "target player|that player|enchanted player controls" (with "targetPlayer"), ' +
    'a term the CR defines as any of several types ("outlaws", "historic")',
];

/** Reads a subject such as "nonbasic lands" or "target creature" into a filter (for structured effects). */
export function parseFilterText(text: string, catalog: TypeCatalog = embeddedCatalog): Result<Filter> {
  const sentence = normalizeWording(text);
  const read = readSubject(tokenize(sentence), { catalog, sentence, sourceName: null });
  return read.ok ? read : err(asProblem(read.error));
}

/** The objects a one-shot instruction targets ("It fights target creature you don't control"), players aside (115.1). */
function targetsOf(instruction: string): string[] {
  const tokens = tokenize(instruction);
  return tokens.flatMap((token, i) => {
    if (token.key !== 'target' || /^(player|opponent)s?$/.test(tokens[i + 1]?.key ?? '')) return [];
    const stop = tokens.findIndex((t, k) => k > i && /^(from|onto|on|to|under|into|with|,|and|in|that|then)$/.test(t.key));
    return [keysOf(tokens.slice(i, stop === -1 ? tokens.length : stop))];
  });
}

/**
 * Clauses whose subjects name different targets ("target creature you control …, target creature an opponent controls
 * …") each affect their own: the first named is the judge's first target, the next the second (115.1, in the text's
 * order), counting those the text's one-shot instructions name ("… gets +1/+2. It fights target creature you don't
 * control": the pump is the first target's). One target named, or the same words again, leaves the clauses as read.
 */
export function numberedTargets(clauses: readonly Clause[], oneShots: readonly string[] = [], text = ''): Clause[] {
  const lower = text.toLowerCase();
  const at = (words: string): number => {
    const found = lower.indexOf(words.toLowerCase());
    return found === -1 ? Number.POSITIVE_INFINITY : found;
  };
  const named = new Map<string, number>();
  for (const { filter } of clauses)
    if (filter.kind === 'targets' && !filter.self && /\btarget\b/i.test(filter.words) && !named.has(textKey(filter.words)))
      named.set(textKey(filter.words), at(filter.words));
  if (named.size === 0) return [...clauses];
  for (const instruction of oneShots)
    for (const words of targetsOf(instruction)) if (!named.has(textKey(words))) named.set(textKey(words), at(words));
  if (named.size < 2) return [...clauses];
  // text order; a clause's words the text does not hold as such keep their place after the rest (a stable sort)
  const order = [...named].sort((a, b) => (a[1] === b[1] ? 0 : a[1] - b[1])).map(([key]) => key);
  return clauses.map((clause) => {
    const nth = clause.filter.kind === 'targets' ? order.indexOf(textKey(clause.filter.words)) : -1;
    return nth === -1 || clause.filter.kind !== 'targets' ? clause : { ...clause, filter: { ...clause.filter, nth } };
  });
}
