// "a copy of target creature[, except …]": the exceptions become part of the copiable values (707.9a, 707.9b, 707.9c).
import { err, ok } from '../../result.ts';
import type { CopyPart, EffectPart } from '../model.ts';
import { findIn } from './lexicon.ts';
import { readAbilityList, readBecomes, type PredicateContext } from './predicates.ts';
import { refusal } from './refusal.ts';
import type { Read } from './subjects.ts';
import { keysOf, textOf, type Span, type Token } from './tokens.ts';

export const copyExceptionForms: readonly string[] = [
  'it has <ability>',
  'it has this ability',
  'its name is <name>',
  "it's <P/T, color, types> [in addition to its other types] [with no mana cost]",
  "it isn't legendary",
  'its base power and toughness are X/Y',
  "it doesn't copy that creature's color",
  'it has no mana cost',
];

type CopyDraft = { -readonly [K in keyof CopyPart]: CopyPart[K] extends readonly (infer T)[] ? T[] : CopyPart[K] };

const exceptionStarts = new Set(['it', 'its', "it's", 'has', 'is', 'he', 'his', "he's", 'she', 'her', "she's", 'the', 'if']);

export function readCopy(span: Span, context: PredicateContext): Read<EffectPart[]> {
  const copy: CopyDraft = {
    op: 'copy',
    extraAbilities: [],
    keepThisAbility: false,
    name: null,
    modifications: [],
    removeSupertypes: [],
    keepOwnColors: false,
    noManaCost: false,
    notModelled: [],
  };
  const except = span.findIndex((token) => token.key === 'except');
  // "a copy of another target creature": the first target becomes a copy of the second (Cytoshape, 115.1)
  if (span[3]?.key === 'another' && span[4]?.key === 'target') copy.ofAnotherTarget = true;
  if (span[3]?.key === 'the' && span[4]?.key === 'chosen') copy.ofChosen = true; // "a copy of the chosen creature
  if (except === -1) return ok([copy]);
  for (const item of splitExceptions(span.slice(except + 1))) {
    const read = readCopyException(item, copy, context);
    if (!read.ok) return read;
  }
  return ok([copy]);
}

/** "its name is X, and it has this ability": each exception starts with its own subject (it, its, he, the token, if). */
function splitExceptions(span: Span): Token[][] {
  const items: Token[][] = [[]];
  for (let i = 0; i < span.length; i++) {
    const token = span[i]!;
    const next = token.key === ',' && span[i + 1]?.key === 'and' ? span[i + 2] : span[i + 1];
    if ((token.key === ',' || token.key === 'and') && next !== undefined && exceptionStarts.has(next.key)) {
      if (next.key === 'the' && span[i + (token.key === ',' && span[i + 1]?.key === 'and' ? 3 : 2)]?.key !== 'token') {
        items[items.length - 1]!.push(token);
        continue;
      }
      if (token.key === ',' && span[i + 1]?.key === 'and') i += 1;
      items.push([]);
      continue;
    }
    items[items.length - 1]!.push(token);
  }
  return items.filter((item) => item.length > 0);
}

/** "he", "his", "the token" read as "it", "its" (Absorbing Man, Helm of the Host); "is a Mutant …" as "it is …". */
function subjectless(item: Span): { words: string; object: Span } {
  const key0 = item[0]?.key ?? '';
  if (key0 === 'the' && item[1]?.key === 'token') return { words: 'it', object: item.slice(2) };
  if (['it', 'he', 'she'].includes(key0)) return { words: 'it', object: item.slice(1) };
  if (["it's", "he's", "she's"].includes(key0)) return { words: "it's", object: item.slice(1) };
  if (['its', 'his', 'her'].includes(key0)) return { words: 'its', object: item.slice(1) };
  if (key0 === 'is') return { words: "it's", object: item.slice(1) };
  if (key0 === 'has') return { words: 'it', object: item };
  return { words: '', object: item };
}

function readCopyException(item: Span, copy: CopyDraft, context: PredicateContext): Read<true> {
  const { words, object } = subjectless(item);
  let body = object;
  if (words === 'it' && body[0]?.key === 'is') {
    body = body.slice(1);
    return readItIs(item, body, copy, context);
  }
  const key = keysOf(body);
  if (item[0]?.key === 'if') return failure(item, 'an exception that applies only if something is so (707.9f) is not modelled', context);
  if (words === "it's") return readItIs(item, body, copy, context);
  if (words === 'it' && key === 'has no mana cost')
    copy.noManaCost = true; // 202.3a
  else if (words === 'it' && body[0]?.key === 'has') {
    // Aurora Shifter: "it has this ability and \"Whenever …\""
    let list = body.slice(1);
    if (list[0]?.key === 'this' && list[1]?.key === 'ability') {
      copy.keepThisAbility = true;
      list = list.slice(2);
    }
    const read = readAbilityList(list, context);
    if (!read.ok) return read;
    copy.extraAbilities.push(...read.value);
  } else if (words === 'its' && body[0]?.key === 'name' && body[1]?.key === 'is') copy.name = nameOf(body.slice(2), context);
  else if (words === 'it' && /^(isn't|is not|'s not)/.test(key) && body.length === 2 + (body[0]!.key === 'is' ? 1 : 0)) {
    const supertype = findIn(context.catalog.supertypes, body.at(-1)!.key);
    if (supertype === null) return failure(item, '', context);
    copy.removeSupertypes.push(supertype);
  } else if (words === 'it' && /^(doesn't|does not) copy (that|the) [\w ]+'s colou?rs?$/.test(key))
    copy.keepOwnColors = true; // 707.9c
  else if (
    words === 'its' &&
    /^(base )?power and (base )?toughness are \S+$/.test(key.replace('base power and toughness', 'power and toughness'))
  ) {
    const pt = readBecomes(body.slice(-1), context);
    if (!pt.ok) return pt;
    copy.modifications.push(...pt.value);
  } else if (/\bcounters? on it\b/.test(key))
    copy.notModelled.push(textOf(item, context.sentence)); // enters with counters: a replacement effect (614.1c)
  else return failure(item, '', context);
  return ok(true);
}

/** "it's named X" / "it's a white Zombie Angel with no mana cost" / "it's not legendary" (embalm, eternalize). */
function readItIs(item: Span, body: Span, copy: CopyDraft, context: PredicateContext): Read<true> {
  if (body[0]?.key === 'named') {
    copy.name = nameOf(body.slice(1), context);
    return ok(true);
  }
  if (body[0]?.key === 'not' && body.length === 2) {
    const supertype = findIn(context.catalog.supertypes, body[1]!.key);
    if (supertype !== null) {
      copy.removeSupertypes.push(supertype);
      return ok(true);
    }
  }
  let what = body;
  const noCost = keysOf(what.slice(-4)) === 'with no mana cost';
  if (noCost) {
    copy.noManaCost = true;
    what = what.slice(0, -4);
  }
  const parts = readBecomes(what, context);
  if (!parts.ok) return failure(item, parts.error.reason, context);
  copy.modifications.push(...parts.value);
  return ok(true);
}

/** The name written after "named": a quoted one as quoted, else the words as the sentence spells them. */
export const nameOf = (span: Span, context: PredicateContext): string =>
  span.length === 1 && span[0]!.kind === 'quote' ? span[0]!.text : textOf(span, context.sentence).trim();

const failure = (item: Span, why: string, context: PredicateContext): Read<never> =>
  err(
    refusal('copy-exception', `the copy exception is not understood${why === '' ? '' : ` (${why})`}`, item, context, {
      suggestion: `write the exception as one of: ${copyExceptionForms.join('; ')}`,
    }),
  );
