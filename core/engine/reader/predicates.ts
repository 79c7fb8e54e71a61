// Predicates: what follows the verb. "becomes a 4/4 Elemental creature with haste", "gets +1/+1 for each Elf you control",
// "has base power and toughness 0/2", "loses all abilities except mana abilities", "gains \"{T}: Add {G}.\"".
import { err, ok } from '../../result.ts';
import { colorOrder, withX, type AbilitiesPart, type Color, type Count, type EffectPart, type TypeChange } from '../model.ts';
import { typeChange } from '../typeChange.ts';
import { cardTypeOf, colorWords, findIn, keywordAt, subtypeOf } from './lexicon.ts';
import { nameOf, readCopy } from './copy.ts';
import { refusal } from './refusal.ts';
import { readFilter, type Read, type ReadContext } from './subjects.ts';
import { countKey, readCount } from './counts.ts';
import { findWords, keysOf, splitSpan, textOf, type Span, type Token } from './tokens.ts';

/** What reading one sentence collects besides its parts: the judge's values and the counts still needed. */
export interface PredicateContext extends ReadContext {
  /** The judge's values by key (see countKey). */
  readonly values: ReadonlyMap<string, number>;
  readonly used: Map<string, number>;
  readonly needs: Set<string>;
  /** What "X" stands for when the sentence says "where X is …", else null (the judge gives X). */
  readonly x: Count | null;
}

export const verbs: ReadonlySet<string> = new Set([
  'becomes',
  'become',
  'is',
  'are',
  "isn't",
  "aren't",
  'has',
  'have',
  'gains',
  'gain',
  'gets',
  'get',
]);
export const loseVerbs: ReadonlySet<string> = new Set(['loses', 'lose']);
/**
 * Verbs of rules effects that change no characteristic: restrictions ("can't attack", "doesn't untap", "must be
 * blocked"), requirements ("attacks each combat if able", 508.1d) and permissions of combat ("can block an additional
 * creature", "assigns combat damage equal to its toughness", 510.1c): not in the layers.
 */
export const rulesEffectVerbs: ReadonlySet<string> = new Set([
  "can't",
  'cannot',
  "doesn't",
  'may',
  'must',
  'can',
  'attacks',
  'attack',
  'blocks',
  'block',
  'assigns',
  'assign',
]);
export const isVerb = (token: Token | undefined): boolean =>
  token !== undefined && (verbs.has(token.key) || loseVerbs.has(token.key) || rulesEffectVerbs.has(token.key));

/** What a predicate is: layer parts, or a rules effect outside the layers, named for a warning. */
export type PredicateReading = { readonly parts: EffectPart[] } | { readonly rulesEffect: string };

/** "can't attack you", "doesn't untap during …", "is goaded" (701.15): effects that change no characteristic (613.1). */
export function rulesEffectOf(span: Span, context: PredicateContext): string | null {
  const verb = span[0]?.key ?? '';
  const goaded = (verb === 'is' || verb === 'are') && span[1]?.key === 'goaded' && span.length === 2;
  return rulesEffectVerbs.has(verb) || goaded ? textOf(span, context.sentence) : null;
}

/** The number the judge gave for a count, or null (recorded as needed when the board cannot count it either). */
function valueOf(count: Count, context: PredicateContext): number | null {
  const key = countKey(count.words);
  const value = context.values.get(key);
  if (value !== undefined) {
    context.used.set(count.words, value);
    return value;
  }
  if (count.filter === null && count.counters === undefined) context.needs.add(count.words);
  return null;
}

/** "+2/+2", "-X/-0", "4/4", "X/X": numbers, with X from the judge's values or the sentence's "where X is …". */
function readPtToken(token: Token, context: PredicateContext): Read<{ power: number; toughness: number; x: Count | null }> {
  const [power, toughness] = token.key.split('/') as [string, string];
  if (power.includes('*') || toughness.includes('*'))
    return err(refusal('pt', `"${token.text}" is a characteristic-defining P/T`, [token], context));
  if (!power.includes('X') && !toughness.includes('X')) return ok({ power: Number(power), toughness: Number(toughness), x: null });
  const count = context.x ?? { words: 'X', filter: null };
  const value = valueOf(count, context);
  const number = (part: string, n: number) => (part.includes('X') ? (part.startsWith('-') ? -n : n) : Number(part));
  if (value !== null) return ok({ power: number(power, value), toughness: number(toughness, value), x: null });
  // unknown X: the part counts X on the board (or waits for the judge's value), 1 per X
  return ok({ power: number(power, 1), toughness: number(toughness, 1), x: count });
}

/** Splits "gets +1/+1, has flying, and loses all other abilities" at each verb; a copy's exceptions stay one predicate. */
export function splitPredicates(span: Span): Token[][] {
  const except = span.findIndex((token) => token.key === 'except');
  const head = except === -1 ? span : span.slice(0, except);
  const pieces: Token[][] = [[]];
  for (let i = 0; i < head.length; i++) {
    const token = head[i]!;
    const next = head[i + 1];
    const afterAnd = next?.key === 'it' || next?.key === 'they' || next?.key === 'also' ? head[i + 2] : next;
    const joins = (token.key === ',' || token.key === 'and') && isVerb(token.key === ',' && next?.key === 'and' ? head[i + 2] : afterAnd);
    if (joins && pieces[pieces.length - 1]!.length > 0) {
      pieces.push([]);
      if (token.key === ',' && next?.key === 'and') i += 1;
      if (head[i + 1]?.key === 'it' || head[i + 1]?.key === 'they' || head[i + 1]?.key === 'also') i += 1;
      continue;
    }
    pieces[pieces.length - 1]!.push(token);
  }
  if (except !== -1) pieces[pieces.length - 1]!.push(...span.slice(except));
  return pieces.filter((piece) => piece.length > 0);
}

export function readPredicate(span: Span, context: PredicateContext): Read<EffectPart[]> {
  const verb = span[0]?.key ?? '';
  const object = span.slice(1);
  const key = keysOf(object);
  if (object.length === 0) return err(refusal('predicate', `"${verb}" is not followed by what changes`, span, context));
  if (loseVerbs.has(verb)) {
    const losses = lossList(key);
    if (losses !== null) return ok(losses);
    if (key === 'all abilities except mana abilities' || key === 'all other abilities except mana abilities')
      return ok([{ op: 'abilities', loseAll: true, lose: [], add: [], keepManaAbilities: true }]); // 605.1a
    if (key === 'all creature types') return ok([typeChange({ loseAllCreatureTypes: true })]);
    if (key === 'all land types') return ok([typeChange({ loseAllLandTypes: true })]);
    const list = readAbilityList(object, context);
    return list.ok ? ok([{ op: 'abilities', loseAll: false, lose: list.value, add: [] }]) : list;
  }
  if (verb === "isn't" || verb === "aren't" || ((verb === 'is' || verb === 'are') && object[0]?.key === 'not'))
    return readNotCardTypes(object[0]?.key === 'not' ? object.slice(1) : object, context);
  if (verb === 'gets' || verb === 'get') return readModifyPt(object, context);
  if (verb === 'has' || verb === 'have' || verb === 'gains' || verb === 'gain') {
    const pt = basePt(object, context);
    if (pt !== null) return pt.ok ? ok([pt.value]) : pt;
    if (key === 'all creature types') return ok([typeChange({ allCreatureTypes: true, retain: 'all' })]);
    // "has the chosen creature type in addition to its other types" (Ashes of the Fallen) says what "is" says (205.1b)
    if (/^the chosen (creature )?type\b/.test(key)) return readBecomes(object, context);
    // "has no abilities": none, whatever it had
    if (key === 'no abilities') return ok([{ op: 'abilities', loseAll: true, lose: [], add: [] }]);
    const others = abilitiesOf(object, context);
    if (others !== null) return others;
    const list = readAbilityList(object, context);
    return list.ok ? ok([granted(list.value, context)]) : list;
  }
  return readBecomes(object, context);
}

/** "isn't a creature", "aren't artifacts or creatures": card types the objects no longer have (613.1d, 205.1a). */
function readNotCardTypes(object: Span, context: PredicateContext): Read<EffectPart[]> {
  const cardTypes: string[] = [];
  for (const [i, token] of object.entries()) {
    if ((i === 0 && /^an?$/.test(token.key)) || token.key === 'or' || token.key === ',') continue;
    const cardType = cardTypeOf(token.key, context.catalog);
    // the rest is marked: a word that is no card type ("isn't a God") or what follows them ("… unless you control …")
    if (cardType === null) return err(refusal('type-word', `"${token.text}" is not a card type (205.2a)`, object.slice(i), context));
    cardTypes.push(cardType);
  }
  if (cardTypes.length === 0) return err(refusal('predicate', 'does not say which card type it no longer has', object, context));
  return ok([typeChange({ loseCardTypes: cardTypes })]);
}

/** "all activated abilities of all creature cards in all graveyards", "all loyalty abilities of all other planeswalkers …". */
function abilitiesOf(object: Span, context: PredicateContext): Read<EffectPart[]> | null {
  const said = /^all (activated|loyalty) abilities of /.exec(keysOf(object));
  if (said === null) return null;
  const filter = readFilter(object.slice(4), context);
  if (!filter.ok) return filter;
  if (filter.value.kind !== 'match') return null;
  const kind = said[1] === 'loyalty' ? 'loyalty' : 'activated';
  return ok([{ op: 'abilities', loseAll: false, lose: [], add: [], abilitiesOf: { filter: filter.value, kind } }]);
}

/**
 * "all [other] abilities, [colors,] card types, and creature types" in any order (Imprisoned in the Moon, Darksteel Mutation): all
 * abilities are lost; the "other" types are those the sentence's own "is a …" replaced (205.1a, see loseAllOtherFirst), so
 * only "all creature types" without "other" is a type change of its own. Null when the words are not such a list.
 */
function lossList(key: string): EffectPart[] | null {
  const match = /^all (other )?(.+)$/.exec(key);
  if (match === null) return null;
  const items = match[2]!.split(/, and |, | and /);
  // "all other colors": those the sentence's "is a red …" did not give, already replaced in layer 5 (105.3)
  const known = new Set(['abilities', 'card types', 'creature types', 'land types', ...(match[1] === undefined ? [] : ['colors'])]);
  if (items.length < 2 && items[0] !== 'abilities' && match[1] === undefined) return null; // "all creature types": read by the caller
  if (!items.every((item) => known.has(item)) || new Set(items).size !== items.length) return null;
  const parts: EffectPart[] = [];
  if (items.includes('creature types') && match[1] === undefined) parts.push(typeChange({ loseAllCreatureTypes: true }));
  // "loses all land types and abilities" (Alpine Moon): its land subtypes go (613.1d)
  if (items.includes('land types') && match[1] === undefined) parts.push(typeChange({ loseAllLandTypes: true }));
  if (items.includes('abilities')) parts.push({ op: 'abilities', loseAll: true, lose: [], add: [] });
  return parts.length > 0 || match[1] !== undefined ? parts : null; // "loses all other card types" alone: the type change did it
}

/** "+1/+1", "+1/+1 for each artifact you control", "+X/+X" (613.4c). */
function readModifyPt(object: Span, context: PredicateContext): Read<EffectPart[]> {
  const token = object[0]!;
  if (token.kind !== 'pt' || !/^[+-]/.test(token.key))
    return err(refusal('modify-pt', 'is not a change such as +1/+1 or -2/-0', object, context));
  const pt = readPtToken(token, context);
  if (!pt.ok) return pt;
  const rest = object.slice(1);
  let per: Count | null = pt.value.x;
  if (rest.length > 0) {
    if (per !== null || rest[0]!.key !== 'for' || rest[1]?.key !== 'each')
      return err(refusal('modify-pt', 'is not understood after the change', rest, context));
    const counted = rest.slice(2);
    if (findWords(counted, 'to a maximum of') !== -1)
      return err(
        refusal('count', 'caps its count', counted, context, { suggestion: 'give the effect by form with the change it makes now' }),
      );
    per = readCount(counted, context);
  }
  if (per === null) return ok([{ op: 'modifyPT', power: pt.value.power, toughness: pt.value.toughness }]);
  const value = valueOf(per, context);
  if (value !== null) return ok([{ op: 'modifyPT', power: pt.value.power * value, toughness: pt.value.toughness * value }]);
  return ok([{ op: 'modifyPT', power: pt.value.power, toughness: pt.value.toughness, per }]);
}

/** "base power and toughness 1/1", "power and toughness each equal to its mana value / the number of …" (layer 7b). */
function basePt(span: Span, context: PredicateContext): Read<EffectPart> | null {
  // "have base toughness 1", "has base power 3": the one named is set alone (613.4b)
  const one = /^base (power|toughness) (\d+)$/.exec(keysOf(span));
  if (one !== null) return ok({ op: 'setPT', power: Number(one[2]), toughness: Number(one[2]), only: one[1] as 'power' | 'toughness' });
  const head = span[0]?.key ?? '';
  if (!['base power and toughness', 'base power and base toughness', 'power and toughness'].includes(head)) return null;
  const rest = span.slice(1);
  const restKey = keysOf(rest);
  if (rest.length === 1 && rest[0]!.kind === 'pt' && head !== 'power and toughness') {
    const pt = readPtToken(rest[0]!, context);
    if (!pt.ok) return pt;
    if (pt.value.x === null) return ok({ op: 'setPT', power: pt.value.power, toughness: pt.value.toughness });
    return counted(pt.value.x, context);
  }
  // a plural subject says "their" ("All noncreature artifacts are … equal to their mana value"), 613.4b
  if (/^(each )?equal to (its|their) mana value$/.test(restKey)) return ok({ op: 'setPT', power: 'manaValue', toughness: 'manaValue' });
  const numberOf = findWords(rest, 'equal to the number of');
  if (numberOf !== -1 && numberOf <= 1) return counted(readCount(rest.slice(numberOf + 5), context), context);
  const after = rest[0]?.kind === 'pt' ? rest.slice(1) : span;
  return err(refusal('pt', 'is not a power and toughness this reader knows', after, context));
}

function counted(count: Count, context: PredicateContext): Read<EffectPart> {
  const value = valueOf(count, context);
  return ok(value === null ? { op: 'setPT', power: 'count', toughness: 'count', count } : { op: 'setPT', power: value, toughness: value });
}

const hasX = /\bX\b/;
/** "that artifact's mana value", "its mana value": what X is in an ability granted to each object (202.3). */
const ownManaValue = /^(its|(that|this|each) [a-z-]+'s) mana value$/i;

/** Abilities an effect grants, with the "X" they say as the sentence or the judge defines it. */
function granted(abilities: readonly string[], context: PredicateContext): AbilitiesPart {
  const part: AbilitiesPart = { op: 'abilities', loseAll: false, lose: [], add: abilities };
  if (context.x === null || !abilities.some((ability) => hasX.test(ability))) return part;
  if (ownManaValue.test(context.x.words.trim())) return { ...part, xIsManaValue: true };
  const value = valueOf(context.x, context);
  return value === null ? part : { ...part, add: abilities.map((ability) => withX(ability, value)) };
}

export function readAbilityList(span: Span, context: PredicateContext): Read<string[]> {
  const abilities: string[] = [];
  let i = 0;
  while (i < span.length) {
    const token = span[i]!;
    if (token.key === ',' || token.key === 'and') {
      i += 1;
      continue;
    }
    if (token.kind === 'quote') {
      abilities.push(token.text);
      i += 1;
      continue;
    }
    const keyword = keywordAt(span.slice(i), context.catalog);
    if (keyword === null) {
      const end = span.findIndex((other, j) => j > i && (other.key === ',' || other.key === 'and'));
      const item = span.slice(i, end === -1 ? span.length : end);
      return err(
        refusal('ability', 'is not a keyword ability of the CR (702) nor a quoted ability', item, context, {
          suggestion: "quote the ability's text, or give the effect by form",
        }),
      );
    }
    abilities.push(keyword.ability);
    i += keyword.length;
  }
  return ok(abilities);
}

type TypeDraft = { -readonly [K in keyof TypeChange]: TypeChange[K] };

/** "a 4/4 Elemental creature with haste", "Mountains", "a black Zombie in addition to its other colors and types". */
export function readBecomes(span: Span, context: PredicateContext): Read<EffectPart[]> {
  let rest: Span = span;
  if (rest[0]?.key === 'a' && rest[1]?.key === 'copy' && rest[2]?.key === 'of') return readCopy(rest, context);
  let retainAll = false;
  let colorAddition = false;
  const addition = findWords(rest, 'in addition to');
  if (addition !== -1) {
    const what = keysOf(rest.slice(addition + 3));
    const types = /^(its|their|his|her) other (colors and )?(creature |land |card )?types$/.exec(what);
    if (types) {
      retainAll = true;
      colorAddition = types[2] !== undefined;
    } else if (/^(its|their) other colors$/.test(what))
      colorAddition = true; // Painter's Servant: types untouched
    else return err(refusal('type-word', 'is not "in addition to its other types" or "… colors"', rest.slice(addition), context));
    rest = rest.slice(0, addition);
  }
  const still = rest.findIndex((token, i) => token.key === 'still' && i > 0 && /^(that's|is|are)$/.test(rest[i - 1]!.key));
  if (still !== -1) {
    retainAll = true; // "… that's still a land": keeps every type (205.1b)
    const joiner = rest[still - 2]?.key === 'and' || rest[still - 2]?.key === 'that' ? 1 : 0; // "that are still", "and is still"
    rest = rest.slice(0, still - 1 - joiner);
  }
  // "… named Legitimate Businessperson" (Witness Protection): sets the name, its only one (612.8)
  const namedAt = rest.findIndex((token) => token.key === 'named');
  const name = namedAt !== -1 && namedAt < rest.length - 1 ? nameOf(rest.slice(namedAt + 1), context) : null;
  if (name !== null) rest = rest.slice(0, namedAt);
  const withAt = rest.findIndex((token) => token.key === 'with');
  const head = withAt === -1 ? rest : rest.slice(0, withAt);
  const tail = withAt === -1 ? [] : rest.slice(withAt + 1);
  const parts: EffectPart[] = [];
  const change: TypeDraft = { ...typeChange() };
  const colors: Color[] = [];
  let colorless = false;
  const headKey = keysOf(head).replace(/^(an?|the) /, '');
  if (/^(every creature type|all creature types)$/.test(headKey)) {
    change.allCreatureTypes = true;
    change.retain = 'all';
  } else if (headKey === 'every basic land type') change.allBasicLandTypes = true;
  else if (/^every (nonbasic )?land type$/.test(headKey)) {
    // 205.3i: the land types of the CR in use; the basic ones bring their mana abilities (305.6)
    const nonbasic = headKey.startsWith('every nonbasic');
    change.allBasicLandTypes = !nonbasic;
    change.subtypes = context.catalog.subtypes.land
      .filter((name) => !context.catalog.basicLandTypes.includes(name))
      .map((name) => ({ name, kind: 'land' as const }));
  } else if (/^chosen (creature |basic land |land )?type$/.test(headKey)) change.chosenType = true;
  else if (headKey === 'all colors')
    colors.push(...colorOrder); // the five colors (105.1): "Transguild Courier is all colors"
  else {
    for (const token of head) {
      if (token.key === ',' || token.key === 'and' || token.key === 'a' || token.key === 'an' || token.key === 'the') continue;
      if (token.kind === 'pt') {
        const pt = readPtToken(token, context);
        if (!pt.ok) return pt;
        if (pt.value.x !== null) {
          const part = counted(pt.value.x, context);
          if (!part.ok) return part;
          parts.push(part.value);
        } else parts.push({ op: 'setPT', power: pt.value.power, toughness: pt.value.toughness });
        continue;
      }
      if (!readTypeWord(token, change, colors, context)) {
        if (token.key === 'colorless') colorless = true;
        else
          return err(refusal('type-word', `"${token.text}" is not a power/toughness, color, type, supertype or subtype`, [token], context));
      }
    }
  }
  for (const piece of splitWithList(tail)) {
    const pt = basePt(piece, context);
    if (pt !== null) {
      if (!pt.ok) return pt;
      parts.push(pt.value);
    } else if (keysOf(piece) === 'all creature types') change.allCreatureTypes = true;
    // "becomes a 0/1 Plant creature with no abilities": none, whatever it had, as "has no abilities"
    else if (keysOf(piece) === 'no abilities') parts.push({ op: 'abilities', loseAll: true, lose: [], add: [] });
    else {
      const abilities = readAbilityList(piece, context);
      if (!abilities.ok) return abilities;
      parts.push(granted(abilities.value, context));
    }
  }
  const isArtifactCreature =
    change.cardTypes.length === 2 && change.cardTypes.includes('Artifact') && change.cardTypes.includes('Creature');
  if (retainAll) change.retain = 'all';
  else if (isArtifactCreature)
    change.retain = change.subtypes.some((subtype) => subtype.kind === 'creature') ? 'allButCreatureTypes' : 'all'; // 205.1b
  const changesType =
    change.cardTypes.length + change.subtypes.length + change.supertypes.length > 0 ||
    change.allCreatureTypes ||
    change.allBasicLandTypes ||
    change.chosenType;
  if (changesType) parts.unshift(change);
  if (colors.length > 0 || colorless) parts.push({ op: 'color', colors, addition: colorAddition });
  if (name !== null) parts.push({ op: 'name', name });
  if (parts.length === 0) return err(refusal('nothing', 'changes nothing this reader understands', span, context));
  return ok(parts);
}

/** A color, supertype, card type or subtype word of "becomes a …", added to the draft; false when it is none. */
function readTypeWord(token: Token, change: TypeDraft, colors: Color[], context: ReadContext): boolean {
  const color = colorWords[token.key];
  if (color !== undefined) {
    colors.push(color);
    return true;
  }
  const supertype = findIn(context.catalog.supertypes, token.key);
  if (supertype !== null) {
    change.supertypes = [...change.supertypes, supertype];
    return true;
  }
  const cardType = cardTypeOf(token.key, context.catalog);
  if (cardType !== null) {
    change.cardTypes = [...change.cardTypes, cardType];
    return true;
  }
  const subtype = subtypeOf(token.key, context.catalog);
  if (subtype !== null) {
    change.subtypes = [...change.subtypes, subtype];
    return true;
  }
  return false;
}

/** "with base power and toughness 1/1, flying, and \"…\"": base P/T is one piece, the abilities after it another. */
function splitWithList(tail: Span): Token[][] {
  const pieces = splitSpan(
    tail,
    (token, i) => (token.key === ',' || token.key === 'and') && tail[i + 1]?.key === 'base power and toughness',
  );
  return pieces.flatMap((piece) => {
    if (piece.length === 0) return [];
    if (piece[0]?.key !== 'base power and toughness' && piece[0]?.key !== 'power and toughness') return [piece];
    // "base power and toughness 1/1 and flying": the P/T ends at its number or at "its mana value" / "the number of …"
    const end = piece[1]?.kind === 'pt' ? 2 : piece.length;
    return [piece.slice(0, end), piece.slice(end)].filter((part) => part.some((token) => token.key !== ',' && token.key !== 'and'));
  });
}

/** The predicates readPredicate knows, for the help text. */
export const predicateForms: readonly string[] = [
  'becomes|is|are [a] [P/T] [colors] [supertypes] [subtypes] [card types] [with <abilities or base P/T>] [named <name>] ' +
    '[in addition to its other types]',
  'is|are every creature type|all creature types|every basic land type|every [nonbasic] land type|the chosen type|all colors',
  'has|gains <keyword (CR 702) or "quoted ability">, …',
  'has base power and toughness X/Y|each equal to its mana value|each equal to the number of <count>',
  'gets +N/+N [for each <count>] (X from "where X is …" or the judge\'s values)',
  'loses all [other] abilities [except mana abilities]|loses <keyword>|loses all creature types',
  'a copy of <object>[, except <exceptions>]',
];

/**
 * "has indestructible, and loses all other abilities, card types, and creature types" (Darksteel Mutation): the loss comes
 * first so the granted abilities stay, and "all other card types" leaves only the card types the sentence gives, even
 * from "[creature type] artifact creature", which would otherwise keep them (205.1a, 205.1b).
 */
export function loseAllOtherFirst(parts: EffectPart[], predicates: readonly Span[], context: ReadContext): Read<EffectPart[]> {
  const loss = predicates.find((predicate) => /^los(?:e|es) all other /.test(keysOf(predicate)));
  const others = loss === undefined ? undefined : keysOf(loss).replace(/^los(?:e|es) all other /, '');
  if (others === undefined) return ok(parts);
  // "all other colors": those besides the colors the sentence gives (105.3); with none given, there are no "other" ones
  if (/\bcolors\b/.test(others) && !parts.some((part) => part.op === 'color' && !part.addition))
    return err(refusal('predicate', 'names "other" colors, but the sentence gives the object no color', loss!, context));
  let reordered = parts;
  if (/\bcard types\b/.test(others))
    reordered = reordered.map((part) => (part.op === 'type' && part.retain === 'allButCreatureTypes' ? { ...part, retain: 'none' } : part));
  if (!/\babilities\b/.test(others)) return ok(reordered);
  const lossAt = reordered.findIndex((part) => part.op === 'abilities' && part.loseAll);
  const firstAbilities = reordered.findIndex((part) => part.op === 'abilities');
  if (lossAt <= firstAbilities) return ok(reordered);
  const moved = reordered.filter((_part, index) => index !== lossAt);
  moved.splice(firstAbilities, 0, reordered[lossAt]!);
  return ok(moved);
}
