// Oracle wording → effects, for the templates judges meet. Anything else is refused, naming the part not understood.
import { err, ok, type Problem, type Result } from '../result.ts';
import { embeddedCatalog } from '../types/catalog.ts';
import type { SubtypeKind, TypeCatalog, TypedSubtype } from '../types/model.ts';
import { textKey } from '../text/index.ts';
import type {
  Alternative,
  Clause,
  Color,
  ColorTest,
  Condition,
  CopyPart,
  EffectPart,
  EffectSpec,
  Filter,
  TextWordKind,
  TypeChange,
  ZoneTest,
} from './model.ts';
import { textWordNames } from './textChange.ts';

/** The forms parseEffectText understands, listed in every error. */
export const understoodForms: readonly string[] = [
  '"<subject> becomes a [P/T] [color] [subtypes] [card types] [with …] [in addition to its other types]" (or "… It\'s still a land.")',
  '"<filter> are <types or subtypes> [in addition to their other types]" (e.g. "Nonbasic lands are Mountains.")',
  '"Each land is a <basic land type> in addition to its other land types."',
  '"<subject> is every creature type" / "… with all creature types" / "loses all creature types"',
  '"<subject> is the chosen type [in addition to its other types]" (the effect\'s "chosen")',
  '"<subject> is [every basic land type] [legendary] [<color>] [in addition to its other colors]"',
  '"<subject> loses all [other] abilities" / "has|gains <keyword or \\"quoted ability\\">"',
  '"<subject> has base power and toughness X/Y" / "gets +N/+N" / "… each equal to its mana value" / "Switch <subject>\'s power and ' +
    'toughness"',
  '"<subject> becomes a copy of <object>[, except <exceptions>]" / "<subject> enters as a copy of <object>[, except …]" / "Gain ' +
    'control of <subject>"',
  '"Change the text of <subject> by replacing all instances of one color word|basic land type|creature type with another" (the words ' +
    'in "chosen": "black → white")',
  'subjects: target/enchanted/equipped <noun>, this <noun>, it, them, that creature, a card name, "all|each [other] <filter>", "<filter>"',
  'filters: types, supertypes, subtypes, colors ("white", "nonblack", "multicolored", "of the chosen color"), "of the chosen type", ' +
    '"tokens"/"nontoken", "with|without <keyword>", "you control", "you don\'t control", "you own", "that aren\'t on the battlefield"',
];

const colorWords: Readonly<Record<string, Color>> = { white: 'white', blue: 'blue', black: 'black', red: 'red', green: 'green' };
const keywordAbilities: readonly string[] = [
  'flying',
  'first strike',
  'double strike',
  'deathtouch',
  'defender',
  'haste',
  'hexproof',
  'indestructible',
  'lifelink',
  'menace',
  'reach',
  'trample',
  'vigilance',
  'shroud',
  'flash',
  'fear',
  'intimidate',
  'changeling',
  'horsemanship',
  'infect',
  'wither',
  'prowess',
  'exalted',
  'flanking',
  'shadow',
  'skulk',
  'persist',
  'undying',
  'banding',
  'devoid',
  'dethrone',
];
/** Keywords with a number (702.86 annihilator, 702.164 toxic, …): "annihilator 2". */
const numberedKeywords = 'annihilator toxic afflict bushido rampage absorb frenzy poisonous modular bloodthirst fading vanishing renown'
  .concat(' tribute dredge crew ward backup casualty')
  .split(' ');
const numberedKeyword = new RegExp(`^(${numberedKeywords.join('|')}) \\d+$`);
/** "Flying, vigilance" is two keyword abilities printed on one line; any other text is one ability. */
export function splitKeywordLine(text: string): string[] {
  const parts = text
    .replace(/\.$/, '')
    .split(/,\s*/)
    .map((part) => part.trim());
  if (parts.length < 2 || !parts.every((part) => keywordAbilities.includes(textKey(part)))) return [text];
  return parts.map((part) => part[0]!.toUpperCase() + part.slice(1));
}

const colorTests: Readonly<Record<string, ColorTest>> = {
  ...colorWords,
  colorless: 'colorless',
  multicolored: 'multicolored',
  monocolored: 'monocolored',
};
const colorTestOf = (word: string): ColorTest | null => colorTests[word] ?? null;
const verbs = 'becomes|become|is|are|has|have|gains|gain|gets|get|loses|lose';
const protectedPt = 'power\u00a0and\u00a0toughness';

interface Reader {
  readonly catalog: TypeCatalog;
  readonly quotes: readonly string[];
  readonly sourceName: string | null;
}

const problem = (code: string, message: string, at: string): Problem => ({
  code,
  message: `${message}. Understood forms: ${understoodForms.join('; ')}`,
  at,
});

const restoreQuotes = (text: string, quotes: readonly string[]): string =>
  text.replace(/§(\d+)§/g, (_m, n: string) => quotes[Number(n)] ?? '');

/** Plurals of subtypes that no suffix rule gives ("Mice", "Fungi"). */
const irregularPlurals: Readonly<Record<string, string>> = {
  mice: 'mouse',
  oxen: 'ox',
  geese: 'goose',
  fungi: 'fungus',
  cyclopes: 'cyclops',
  homunculi: 'homunculus',
  octopi: 'octopus',
};

function singular(word: string): string[] {
  const w = textKey(word);
  const forms = [w];
  if (irregularPlurals[w] !== undefined) forms.push(irregularPlurals[w]);
  if (w.endsWith('ves')) forms.push(`${w.slice(0, -3)}f`);
  if (w.endsWith('ies')) forms.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) forms.push(w.slice(0, -2));
  if (w.endsWith('s')) forms.push(w.slice(0, -1));
  return forms;
}

const listIndexes = new WeakMap<readonly string[], Map<string, string>>();

/** A catalog list by comparison key, built once per list: the creature types alone are over 300 names. */
function indexOf(list: readonly string[]): Map<string, string> {
  let index = listIndexes.get(list);
  if (index === undefined) {
    index = new Map();
    for (const item of list) if (!index.has(textKey(item))) index.set(textKey(item), item);
    listIndexes.set(list, index);
  }
  return index;
}

function findIn(list: readonly string[], word: string): string | null {
  const index = indexOf(list);
  for (const form of singular(word)) {
    const hit = index.get(form);
    if (hit !== undefined) return hit;
  }
  return null;
}

function cardTypeOf(word: string, catalog: TypeCatalog): string | null {
  if (singular(word).includes('tribal')) return 'Kindred';
  return findIn(catalog.cardTypes, word);
}

const kindPreference: readonly SubtypeKind[] = [
  'creature',
  'land',
  'artifact',
  'enchantment',
  'planeswalker',
  'spell',
  'battle',
  'planar',
  'dungeon',
];

export function subtypeOf(word: string, catalog: TypeCatalog, preferred: readonly SubtypeKind[] = []): TypedSubtype | null {
  for (const kind of [...preferred, ...kindPreference]) {
    const name = findIn(catalog.subtypes[kind], word);
    if (name !== null) return { name, kind };
  }
  return null;
}

// ---- subjects -------------------------------------------------------------------------------------------------

const targetNouns = 'creature|land|permanent|artifact|enchantment|planeswalker|card|token|spell|object|battle';

function readSubject(text: string, reader: Reader): Result<Filter> {
  const words = text.trim();
  const key = textKey(words);
  if (/\btarget (player|opponent)s?\b/.test(key)) {
    return err(
      problem(
        'player-filter',
        `"${words}" depends on a chosen player; name the objects it affects in "targets" and write "target creature"`,
        words,
      ),
    );
  }
  if (new RegExp(`^(target|enchanted|equipped|fortified) .+$`).test(key)) return ok({ kind: 'targets', words, self: false });
  // "another target creature", "up to two target creatures each": still the objects named in "targets"
  if (/^(another|(up to )?(one|two|three|four|five|x|any number of|one or two))( other)? target .+$/.test(key))
    return ok({ kind: 'targets', words, self: false });
  if (new RegExp(`^(it|them|each of them|those (${targetNouns})s|that|that (${targetNouns})s?)$`).test(key))
    return ok({ kind: 'targets', words, self: false });
  // "this creature", "this Vehicle", "this Equipment": the object whose ability it is
  if (/^(this|~|cardname|this [a-z]+)$/.test(key)) return ok({ kind: 'targets', words, self: true });
  const source = reader.sourceName === null ? null : textKey(reader.sourceName);
  if (source !== null && (key === source || key === source.split(',')[0])) return ok({ kind: 'targets', words, self: true });
  const filter = readFilter(words, reader);
  if (filter.ok) return filter;
  // A capitalised subject that is no filter is a card referring to itself by name ("Mutavault becomes …").
  if (isCardName(words) && !/^(all|each|target|enchanted)\b/i.test(words)) {
    return ok({ kind: 'targets', words, self: true });
  }
  return filter;
}

/** Title Case words with the small words names use ("Urborg, Tomb of Yawgmoth", "Figure of Destiny"). */
function isCardName(words: string): boolean {
  return words
    .split(/[\s,]+/)
    .filter((word) => word !== '')
    .every((word) => /^[A-Z0-9]/.test(word) || /^(of|the|a|an|and|to|from|in|on|with|for|at|by)$/.test(word));
}

/** Reads a subject such as "nonbasic lands" or "target creature" into a filter (for structured effects). */
export function parseFilterText(text: string, catalog: TypeCatalog = embeddedCatalog): Result<Filter> {
  return readSubject(text, { catalog, quotes: [], sourceName: null });
}

/** Who controls or owns, or where: words after a noun that "Elves and Goblins you control" shares across the list. */
const qualifierWords =
  "you control|your opponents control|an opponent controls|you own|(?:that|which) (?:aren't|are not) on the battlefield|in (?:your |a " +
  '|all )?graveyards?';
const trailingQualifiers = new RegExp(`(?: (?:${qualifierWords}))+$`);
const anyQualifier = new RegExp(`(?:^| )(?:${qualifierWords})(?: |$)`);

function readFilter(text: string, reader: Reader): Result<Filter> {
  let rest = textKey(text);
  let other = false;
  const parts = rest.split(/,? and (?:all |each )?|, (?:and )?/).map((part) => part.replace(/^(all|each) /, '').trim());
  // "Other Rabbits, Bats, Birds, and Mice you control": the last noun's qualifiers apply to the bare nouns before it
  const shared = parts.length > 1 ? trailingQualifiers.exec(parts.at(-1)!)?.[0] : undefined;
  if (shared !== undefined && parts.slice(0, -1).every((part) => !anyQualifier.test(part))) {
    for (let i = 0; i < parts.length - 1; i++) parts[i] = `${parts[i]}${shared}`;
  }
  const alternatives: Alternative[] = [];
  for (let part of parts) {
    if (part.startsWith('other ')) {
      other = true;
      part = part.slice(6);
    }
    const alternative = readAlternative(part, reader);
    if (!alternative.ok) return alternative;
    alternatives.push(alternative.value);
  }
  rest = text.trim();
  return ok({ kind: 'match', words: rest, alternatives, other });
}

function readAlternative(phrase: string, reader: Reader): Result<Alternative> {
  let rest = ` ${phrase} `;
  let zone: ZoneTest | null = null;
  const conditions: Condition[] = [];
  const qualifiers: readonly [RegExp, () => void][] = [
    [/ (that|which) (aren't|are not|isn't|is not) on the battlefield /, () => (zone = 'notBattlefield')],
    [/ not on the battlefield /, () => (zone = 'notBattlefield')],
    [/ in (your |a |all )?graveyards? /, () => (zone = 'graveyard')],
    [/ you control /, () => conditions.push({ test: 'controller', value: 'you', negate: false })],
    // two players (the board's "you" and "opponent"): what you don't control, an opponent controls
    [
      / (your opponents control|an opponent controls|you don't control|you do not control) /,
      () => conditions.push({ test: 'controller', value: 'opponent', negate: false }),
    ],
    [/ you own /, () => conditions.push({ test: 'owner', value: 'you', negate: false })],
  ];
  for (const [pattern, apply] of qualifiers) {
    if (pattern.test(rest)) {
      apply();
      rest = rest.replace(pattern, ' ');
    }
  }
  // "creatures you control of the type Elf": "of the chosen type" as the scenario fills it in (205.3)
  const ofType = / of the type (.+) $/.exec(rest);
  if (ofType !== null) {
    const subtype = subtypeOf(ofType[1]!, reader.catalog);
    if (subtype === null) return err(problem('filter-word', `"${ofType[1]}" in "${phrase.trim()}" is not a subtype`, ofType[1]!));
    conditions.push({ test: 'subtype', value: subtype.name, negate: false });
    rest = rest.replace(ofType[0], ' ');
  }
  // "creatures you control of the color blue": "of the chosen color" as the scenario fills it in (105.2)
  const thatAreColor = / of the colou?r (white|blue|black|red|green) /.exec(rest);
  if (thatAreColor !== null) {
    conditions.push({ test: 'color', value: colorWords[thatAreColor[1]!]!, negate: false });
    rest = rest.replace(thatAreColor[0], ' ');
  }
  // "creatures with flying", "without flying": a keyword the object has (702)
  const withKeyword = new RegExp(` (with|without) (${keywordAbilities.join('|')}) `).exec(rest);
  if (withKeyword !== null) {
    conditions.push({ test: 'ability', value: withKeyword[2]!, negate: withKeyword[1] === 'without' });
    rest = rest.replace(withKeyword[0], ' ');
  }
  const words = rest
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return err(problem('empty-filter', `nothing to affect in "${phrase}"`, phrase));
  for (const word of words) {
    const negate = /^non-?/.test(word) && word.length > 4;
    const bare = negate ? word.replace(/^non-?/, '') : word;
    if (/^(permanents?|objects?)$/.test(bare) && !negate) {
      zone ??= 'battlefield';
      continue;
    }
    if (/^cards?$/.test(bare) && !negate) {
      zone ??= 'any';
      continue;
    }
    if (/^spells?$/.test(bare) && !negate) {
      zone = 'stack';
      continue;
    }
    if (/^(token|tokens|nontoken)$/.test(word)) {
      conditions.push({ test: 'token', negate: word === 'nontoken' }); // 111.1
      zone ??= 'battlefield';
      continue;
    }
    const color = colorTestOf(bare);
    if (color !== null) {
      conditions.push({ test: 'color', value: color, negate }); // 105.2
      continue;
    }
    const supertype = findIn(reader.catalog.supertypes, bare);
    if (supertype !== null) {
      conditions.push({ test: 'supertype', value: supertype, negate });
      continue;
    }
    const cardType = cardTypeOf(bare, reader.catalog);
    if (cardType !== null) {
      conditions.push({ test: 'cardType', value: cardType, negate });
      continue;
    }
    const subtype = subtypeOf(bare, reader.catalog);
    if (subtype !== null) {
      conditions.push({ test: 'subtype', value: subtype.name, negate });
      continue;
    }
    return err(problem('filter-word', `"${word}" in "${phrase.trim()}" is not a type, supertype, subtype or filter word`, word));
  }
  return ok({ conditions, zone: zone ?? 'battlefield' });
}

// ---- predicates -----------------------------------------------------------------------------------------------

function readPt(text: string): Result<{ power: number; toughness: number }> {
  const match = /^(-?\d+)\/(-?\d+)$/.exec(text);
  if (match === null) return err(problem('pt', `"${text}" is not a power/toughness such as 2/2 (write X as its number)`, text));
  return ok({ power: Number(match[1]), toughness: Number(match[2]) });
}

function readAbilityList(text: string, reader: Reader): Result<string[]> {
  // "protection from red and from blue" is one ability (702.16); the list splits around it
  const items = text
    .replace(/ and from /g, '\u0000')
    .split(/,? and |, /)
    // eslint-disable-next-line no-control-regex -- a placeholder the effect-reader grammar retires
    .map((item) => item.replace(/\u0000/g, ' and from ').trim())
    .filter((item) => item !== '');
  const abilities: string[] = [];
  for (const item of items) {
    if (/^§\d+§$/.test(item)) abilities.push(restoreQuotes(item, reader.quotes).replace(/^"|"$/g, ''));
    else if (
      keywordAbilities.includes(textKey(item)) ||
      numberedKeyword.test(textKey(item)) ||
      /^(protection from|ward|landwalk|\w+walk)\b/.test(textKey(item))
    ) {
      abilities.push(item[0]!.toUpperCase() + item.slice(1));
    } else return err(problem('ability', `"${item}" is not a keyword ability this reader knows; quote the ability's text`, item));
  }
  return ok(abilities);
}

function basePt(text: string): Result<EffectPart> | null {
  const key = text.replace(/\u00a0/g, ' ');
  const set = /^base power and toughness (\S+)$/.exec(key);
  if (set) {
    const pt = readPt(set[1]!);
    return pt.ok ? ok({ op: 'setPT', ...pt.value }) : pt;
  }
  if (/^(base power and base toughness|base power and toughness|power and toughness) (each )?equal to its mana value$/.test(key)) {
    return ok({ op: 'setPT', power: 'manaValue', toughness: 'manaValue' });
  }
  return null;
}

const emptyType = (): TypeChange => ({
  op: 'type',
  cardTypes: [],
  subtypes: [],
  supertypes: [],
  allCreatureTypes: false,
  allBasicLandTypes: false,
  chosenType: false,
  loseAllCreatureTypes: false,
  retain: 'none',
});

const copyExceptionForms =
  '"it has <ability>", "it has this ability", "its name is <name>" / "it\'s named <name>", "it\'s <P/T, color, types> [in addition to ' +
  'its other types] [with no mana cost]", "it isn\'t legendary" / "it\'s not legendary", "its base power and toughness are X/Y", "it ' +
  'doesn\'t copy that creature\'s color", "it has no mana cost" ("he", "his", "the token" read as "it", "its")';

type CopyDraft = { -readonly [K in keyof CopyPart]: CopyPart[K] extends readonly (infer T)[] ? T[] : CopyPart[K] };

/**
 * An exception's subject "he", "his", "the token" reads as "it", "its" (Absorbing Man, Helm of the Host);
 * "and is a Mutant …" as "it is …".
 */
function exceptionSubject(item: string): string {
  return item
    .replace(/^(?:he|she|the token|the copy)\b/i, 'it')
    .replace(/^(?:his|her)\b/i, 'its')
    .replace(/^is\b/i, 'it is')
    .replace(/ in addition to (?:his|her) other /i, ' in addition to its other ');
}

const copyExceptionFailure = (item: string, why: string, reader: Reader): Result<never> =>
  err(
    problem(
      'copy-exception',
      `the copy exception "${restoreQuotes(item, reader.quotes)}" is not understood${why}; exceptions understood: ${copyExceptionForms}`,
      item,
    ),
  );

/** One exception of a copy, read into `copy`; the ones that modify a characteristic become copiable values (707.9b). */
function readCopyException(raw: string, copy: CopyDraft, reader: Reader): Result<true> {
  // Moritte: "… in addition to its other types and, if it's a creature, …"
  const item = exceptionSubject(raw.trim().replace(/,? and$/, ''));
  const key = textKey(item.replace(/\u00a0/g, ' '));
  if (/^if\b/.test(key))
    return copyExceptionFailure(
      item,
      ' (an exception that applies only if something is so, 707.9f, is not modelled: give the copy as it applies)',
      reader,
    );
  const named = /^(?:its name is|it's named|it is named) (.+)$/i.exec(item);
  const notSupertype = /^it(?: isn't| is not|'s not) (\w+)$/.exec(key);
  const basePtIs = /^its (?:base )?power and (?:base )?toughness are (\S+)$/.exec(key);
  if (/^(it )?has no mana cost$/.test(key))
    copy.noManaCost = true; // 202.3a
  else if (/^(it )?has /.test(key)) {
    // Aurora Shifter: "it has this ability and \"Whenever …\""
    const abilities = item.replace(/^(it )?has /i, '');
    const thisAbility = /^this ability(?:,? and (.+))?$/i.exec(abilities);
    if (thisAbility) copy.keepThisAbility = true;
    const list = thisAbility ? (thisAbility[1] ?? '') : abilities;
    const read = list === '' ? ok([]) : readAbilityList(list, reader);
    if (!read.ok) return read;
    copy.extraAbilities.push(...read.value);
  } else if (named) copy.name = restoreQuotes(named[1]!, reader.quotes).replace(/^"|"$/g, '').trim();
  else if (notSupertype && findIn(reader.catalog.supertypes, notSupertype[1]!) !== null)
    copy.removeSupertypes.push(findIn(reader.catalog.supertypes, notSupertype[1]!)!);
  else if (/^it (?:doesn't|does not) copy (?:that|the) [\w ]+'s colou?rs?$/.test(key))
    copy.keepOwnColors = true; // 707.9c
  else if (basePtIs) {
    const pt = readPt(basePtIs[1]!);
    if (!pt.ok) return pt;
    copy.modifications.push({ op: 'setPT', ...pt.value });
  } else if (/\bcounters? on it\b/.test(key))
    copy.notModelled.push(restoreQuotes(raw.trim(), reader.quotes)); // enters with counters: a replacement effect (614.1c)
  else if (/^(?:it's|it is) /i.test(item)) {
    // embalm and eternalize: "it's a white Zombie Angel with no mana cost"
    const manaCost = / with no mana cost$/i.exec(item);
    if (manaCost) copy.noManaCost = true;
    const parts = readBecomes(item.slice(0, manaCost?.index).replace(/^(?:it's|it is) /i, ''), reader);
    if (!parts.ok) return copyExceptionFailure(item, ` (${parts.error.message.split('. Understood forms')[0]})`, reader);
    copy.modifications.push(...parts.value);
  } else return copyExceptionFailure(item, '', reader);
  return ok(true);
}

/** "a copy of target creature[, except …]": the exceptions become part of the copiable values (707.9a, 707.9b, 707.9c). */
function readCopy(text: string, reader: Reader): Result<EffectPart[]> {
  const except = /,? except (.+)$/.exec(text);
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
  if (except === null) return ok([copy]);
  for (const item of except[1]!.split(
    /,? and (?=(?:it|its|has|is|he|his|she|her|the token)\b)|, (?=(?:it|its|has|is|he|his|she|her|the token|if)\b)/,
  )) {
    const read = readCopyException(item, copy, reader);
    if (!read.ok) return read;
  }
  return ok([copy]);
}

/** "a 4/4 Elemental creature with haste", "Mountains", "a black Zombie in addition to its other colors and types". */
function readBecomes(text: string, reader: Reader): Result<EffectPart[]> {
  if (/^a copy of /.test(text.trim())) return readCopy(text.trim(), reader);
  let rest = text.trim();
  let retainAll = false;
  let colorAddition = false;
  const addition = /\s*in addition to (its|their) other (colors and )?(creature |land |card )?types$/.exec(rest);
  const colorsOnly = /\s*in addition to (its|their) other colors$/.exec(rest);
  if (addition) {
    retainAll = true;
    colorAddition = addition[2] !== undefined;
    rest = rest.slice(0, addition.index);
  } else if (colorsOnly) {
    colorAddition = true; // Painter's Servant: the color is added, types are untouched
    rest = rest.slice(0, colorsOnly.index);
  }
  const still = /\s*(that's|that is|that are|and is|and are) still (an? )?([\w ]+)$/.exec(rest);
  if (still) {
    retainAll = true;
    rest = rest.slice(0, still.index);
  }
  const parts: EffectPart[] = [];
  const change = { ...emptyType() } as { -readonly [K in keyof TypeChange]: TypeChange[K] };
  const colors: Color[] = [];
  let colorless = false;
  const withAt = rest.search(/ with /);
  const head = withAt === -1 ? rest : rest.slice(0, withAt);
  const tail = withAt === -1 ? '' : rest.slice(withAt + 6);
  const words = head
    .replace(/^(an?|the) /, '')
    .split(/\s+/)
    .filter((word) => word !== '' && word !== 'and' && word !== ',');
  const key = textKey(head.replace(/^(an?) /, ''));
  if (/^(every creature type|all creature types)$/.test(key)) {
    change.allCreatureTypes = true;
    change.retain = 'all';
  } else if (/^every basic land type$/.test(key)) {
    change.allBasicLandTypes = true;
  } else if (/^(the )?chosen (creature |basic land |land )?type$/.test(key)) {
    change.chosenType = true;
  } else {
    for (const raw of words) {
      const word = raw.replace(/,$/, '');
      if (/^-?\d+\/-?\d+$/.test(word) || (/x/i.test(word) && word.includes('/'))) {
        const pt = readPt(word);
        if (!pt.ok) return pt;
        parts.push({ op: 'setPT', ...pt.value });
        continue;
      }
      const color = colorWords[textKey(word)];
      if (color !== undefined) {
        colors.push(color);
        continue;
      }
      if (textKey(word) === 'colorless') {
        colorless = true;
        continue;
      }
      const supertype = findIn(reader.catalog.supertypes, word);
      if (supertype !== null) {
        change.supertypes = [...change.supertypes, supertype];
        continue;
      }
      const cardType = cardTypeOf(word, reader.catalog);
      if (cardType !== null) {
        change.cardTypes = [...change.cardTypes, cardType];
        continue;
      }
      const subtype = subtypeOf(word, reader.catalog);
      if (subtype !== null) {
        change.subtypes = [...change.subtypes, subtype];
        continue;
      }
      return err(problem('type-word', `"${word}" in "${text}" is not a power/toughness, color, type, supertype or subtype`, word));
    }
  }
  for (const item of tail === '' ? [] : tail.split(/,? and (?=[^§]*$)(?!base)|, /)) {
    const piece = item.trim().replace(/^and /, '');
    if (piece === '') continue;
    const pt = basePt(piece);
    if (pt !== null) {
      if (!pt.ok) return pt;
      parts.push(pt.value);
    } else if (/^all creature types$/.test(textKey(piece))) {
      change.allCreatureTypes = true;
    } else {
      const abilities = readAbilityList(piece, reader);
      if (!abilities.ok) return abilities;
      parts.push({ op: 'abilities', loseAll: false, lose: [], add: abilities.value });
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
  if (parts.length === 0) return err(problem('nothing', `"${text}" changes nothing this reader understands`, text));
  return ok(parts);
}

function readPredicate(text: string, reader: Reader): Result<EffectPart[]> {
  const match = new RegExp(`^(${verbs}) (.+)$`).exec(text.trim());
  if (match === null) return err(problem('predicate', `"${text}" does not start with becomes/is/are/has/gains/gets/loses`, text));
  const verb = match[1]!;
  const object = match[2]!.trim();
  const key = textKey(object.replace(/\u00a0/g, ' '));
  if (verb.startsWith('lose')) {
    // Imprisoned in the Moon: "is a colorless land … and loses all other card types and abilities" (the land type already replaced the
    // others, 205.1a)
    if (key === 'all abilities' || key === 'all other abilities' || key === 'all other card types and abilities')
      return ok([{ op: 'abilities', loseAll: true, lose: [], add: [] }]);
    if (key === 'all creature types') return ok([{ ...emptyType(), loseAllCreatureTypes: true }]);
    const list = readAbilityList(object, reader);
    return list.ok ? ok([{ op: 'abilities', loseAll: false, lose: list.value, add: [] }]) : list;
  }
  if (verb.startsWith('get')) {
    const pt = /^([+-]\d+)\/([+-]\d+)$/.exec(key);
    if (pt === null) return err(problem('modify-pt', `"${object}" is not a change such as +1/+1 or -2/-0`, object));
    return ok([{ op: 'modifyPT', power: Number(pt[1]), toughness: Number(pt[2]) }]);
  }
  if (verb === 'has' || verb === 'have' || verb.startsWith('gain')) {
    const pt = basePt(object);
    if (pt !== null) return pt.ok ? ok([pt.value]) : pt;
    if (key === 'all creature types') return ok([{ ...emptyType(), allCreatureTypes: true, retain: 'all' }]);
    // "has no abilities": none, whatever it had
    if (key === 'no abilities') return ok([{ op: 'abilities', loseAll: true, lose: [], add: [] }]);
    const list = readAbilityList(object, reader);
    return list.ok ? ok([{ op: 'abilities', loseAll: false, lose: [], add: list.value }]) : list;
  }
  return readBecomes(object, reader);
}

const textWordKinds: readonly [RegExp, TextWordKind][] = [
  [/^one color word with another$/, 'color'],
  [/^one basic land type with another$/, 'basicLandType'],
  [/^one creature type with another$/, 'creatureType'],
];

/** "Change the text of target spell or permanent by replacing all instances of one color word with another" (612). */
function readTextChange(sentence: string, reader: Reader): Result<Clause> | null {
  const match = /^change the text of (.+?) by replacing all instances of (.+)$/i.exec(sentence);
  if (match === null) return null;
  const subject = readSubject(match[1]!, reader);
  if (!subject.ok) return subject;
  const kinds: TextWordKind[] = [];
  for (const choice of textKey(match[2]!).split(/,? or (?=one )/)) {
    const kind = textWordKinds.find(([pattern]) => pattern.test(choice.trim()))?.[1];
    if (kind === undefined)
      return err(
        problem(
          'text-change',
          `"${choice}" is not "one color word with another", "one basic land type with another" or "one creature type with another"`,
          choice,
        ),
      );
    kinds.push(kind);
  }
  return ok({ filter: subject.value, parts: [{ op: 'text', kinds, forbidden: [] }] });
}

function splitPredicates(text: string): string[] {
  // a copy's exception list is one predicate: "…, except its name is X, and it has this ability"
  const except = text.search(/,? except /);
  const head = except === -1 ? text : text.slice(0, except);
  // "has base power and toughness 0/2, has defender, loses all other abilities, and is a blue Wall"
  const pieces = head.split(new RegExp(`,? and (?:it |they )?(?=(?:${verbs}) )|, (?=(?:${verbs}) )`)).map((item) => item.trim());
  if (except !== -1) pieces[pieces.length - 1] += text.slice(except);
  return pieces;
}

/** "has indestructible, and it loses all other abilities": the loss comes first so the granted ones stay (Darksteel Mutation). */
function loseAllOtherFirst(parts: EffectPart[], predicates: readonly string[]): EffectPart[] {
  if (!predicates.some((predicate) => /^los(e|es) all other (card types and )?abilities$/i.test(predicate))) return parts;
  const lossAt = parts.findIndex((part) => part.op === 'abilities' && part.loseAll);
  const firstAbilities = parts.findIndex((part) => part.op === 'abilities');
  if (lossAt <= firstAbilities) return parts;
  const reordered = parts.filter((_part, index) => index !== lossAt);
  reordered.splice(firstAbilities, 0, parts[lossAt]!);
  return reordered;
}

/** The token "Create a token that's a copy of …" makes: the effect's source, as the judge names it. */
const createdToken: Filter = { kind: 'targets', words: "the token (the effect's source)", self: true };

/** Reads Oracle wording into an effect; `sourceName` lets "Figure of Destiny becomes …" refer to itself. */
/** A condition a static ability states ("as long as …", "during your turn"): read as true only when the judge says it holds. */
const leadingCondition = /^((?:as long as|during) [^,]+), /i;
const trailingCondition = / ((?:as long as|during) .+)$/i;

export interface ReadOptions {
  /** The judge says the effect's "as long as …" / "during …" condition holds now: read the effect without it. */
  readonly conditionHolds?: boolean;
}

export function parseEffectText(
  text: string,
  sourceName: string | null = null,
  catalog: TypeCatalog = embeddedCatalog,
  options: ReadOptions = {},
): Result<EffectSpec> {
  const quotes: string[] = [];
  const normalized = text
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/"[^"]*"/g, (quote) => `§${quotes.push(quote) - 1}§`)
    .replace(/\([^)]*\)/g, ' ') // reminder text
    .replace(/\s+/g, ' ')
    .replace(/\bpower and toughness\b/gi, protectedPt)
    .replace(/\bpower and base toughness\b/gi, 'power\u00a0and\u00a0base\u00a0toughness')
    .trim();
  if (normalized === '') return err(problem('empty', 'the effect text is empty', 'text'));
  const reader: Reader = { catalog, quotes, sourceName };
  const clauses: Clause[] = [];
  const assumed: string[] = [];
  const sentences = normalized
    .split(/\.(?:\s+|$)/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const raw of sentences) {
    let stated = raw;
    if (options.conditionHolds === true) {
      // the judge said the condition holds: the effect applies as if it were not there (kept for the trace)
      const condition = leadingCondition.exec(stated) ?? trailingCondition.exec(stated);
      if (condition) {
        assumed.push(restoreQuotes(condition[1]!, quotes));
        stated = stated.replace(condition[0], '').trim();
      }
    }
    // a duration does not change what the effect does while it lasts
    let sentence = stated
      .replace(/^until (end of turn|your next turn), /i, '')
      .replace(/ until (end of turn|your next turn)\b/gi, '')
      .replace(/^until end of turn /i, '');
    const still = /^(it's|it is|they're|they are) still (an? )?([\w ]+)$/i.exec(sentence);
    if (still) {
      const last = clauses.at(-1);
      const index = last?.parts.findIndex((part) => part.op === 'type') ?? -1;
      if (last === undefined || index === -1) return err(problem('still-without-change', `"${sentence}" follows no type change`, sentence));
      clauses[clauses.length - 1] = {
        ...last,
        parts: last.parts.map((part, i) => (i === index && part.op === 'type' ? { ...part, retain: 'all' } : part)),
      };
      continue;
    }
    sentence = sentence.replace(/^it's /i, 'It is ').replace(/^they're /i, 'They are '); // "It's a Skeleton in addition to …"
    const sameIsTrue = /^the same is true for (.+)$/i.exec(sentence);
    if (sameIsTrue) {
      const last = clauses.at(-1);
      if (last === undefined) return err(problem('same-without-effect', `"${sentence}" follows no effect`, sentence));
      const filter = readFilter(sameIsTrue[1]!, reader);
      if (!filter.ok) return filter;
      clauses.push({ filter: filter.value, parts: last.parts });
      continue;
    }
    const switched = /^switch (.+?)'s? power\u00a0and\u00a0toughness$/i.exec(sentence);
    if (switched) {
      const filter = readSubject(switched[1]!, reader);
      if (!filter.ok) return filter;
      clauses.push({ filter: filter.value, parts: [{ op: 'switchPT' }] });
      continue;
    }
    const textChange = readTextChange(sentence, reader);
    if (textChange !== null) {
      if (!textChange.ok) return textChange;
      clauses.push(textChange.value);
      continue;
    }
    const forbidden = /^the new (color word|basic land type|creature type) can't be (?:an? )?(.+)$/i.exec(sentence);
    if (forbidden) {
      const last = clauses.at(-1);
      const index = last?.parts.findIndex((part) => part.op === 'text') ?? -1;
      if (last === undefined || index === -1)
        return err(problem('forbidden-without-text-change', `"${sentence}" follows no text change`, sentence));
      const words = forbidden[2]!.split(/,? or |, /).map((word) => word.trim());
      clauses[clauses.length - 1] = {
        ...last,
        parts: last.parts.map((part, i) =>
          i === index && part.op === 'text' ? { ...part, forbidden: [...part.forbidden, ...words] } : part,
        ),
      };
      continue;
    }
    const control = /^gain control of (.+)$/i.exec(sentence);
    if (control) {
      const filter = readSubject(control[1]!, reader);
      if (!filter.ok) return filter;
      clauses.push({ filter: filter.value, parts: [{ op: 'control', controller: 'you' }] });
      continue;
    }
    if (/^(if|as long as|during|whenever|when|at) /i.test(sentence)) {
      const settable = /^(as long as|during) /i.test(sentence)
        ? '; if it holds now, say so with "conditionHolds": true (the Simulator\'s "Its condition holds now")'
        : '';
      return err(
        problem(
          'condition',
          `the condition "${sentence.split(',')[0]}" is not understood (give the effect as it applies now${settable})`,
          sentence,
        ),
      );
    }
    // "Create a token that's a copy of …" (Helm of the Host): the token is the effect's source
    const tokenCopy = /^create an? (?:tapped )?(?:and attacking )?token that's (a copy of .+)$/i.exec(sentence);
    if (tokenCopy) {
      const copy = readBecomes(tokenCopy[1]!, reader);
      if (!copy.ok) return copy;
      clauses.push({ filter: createdToken, parts: copy.value });
      continue;
    }
    // "You may have this creature enter as a copy of …" (Clone): the copy the judge says was chosen
    const entersAsCopy = /^(?:you may have )?(.+?) enters? as a copy of (.+)$/i.exec(sentence);
    const verb = entersAsCopy ? null : new RegExp(`\\s(${verbs})\\s`).exec(` ${sentence} `);
    if (entersAsCopy) {
      const subject = readSubject(entersAsCopy[1]!, reader);
      if (!subject.ok) return subject;
      const copy = readBecomes(`a copy of ${entersAsCopy[2]!}`, reader);
      if (!copy.ok) return copy;
      clauses.push({ filter: subject.value, parts: copy.value });
      continue;
    }
    if (verb === null)
      return err(problem('no-verb', `no becomes/is/are/has/gains/gets/loses in "${restoreQuotes(sentence, quotes)}"`, sentence));
    const subjectText = sentence.slice(0, verb.index).trim();
    const predicateText = sentence.slice(verb.index).trim();
    const previous = clauses.at(-1);
    // Helm of the Host: "That token gains haste"
    const createdTokenAgain = previous?.filter === createdToken && /^(that|the) token$/i.test(subjectText);
    const pronoun = /^(it|they)$/i.test(subjectText) || createdTokenAgain;
    const subject = pronoun && previous !== undefined ? ok(previous.filter) : readSubject(subjectText, reader);
    if (!subject.ok) return subject;
    let parts: EffectPart[] = [];
    const predicates = splitPredicates(predicateText);
    for (const predicate of predicates) {
      const read = readPredicate(predicate, reader);
      if (!read.ok) return read;
      parts.push(...read.value);
    }
    parts = loseAllOtherFirst(parts, predicates);
    if (pronoun && previous !== undefined) clauses[clauses.length - 1] = { ...previous, parts: [...previous.parts, ...parts] };
    else clauses.push({ filter: subject.value, parts });
  }
  if (clauses.length === 0) return err(problem('empty', 'the effect text has no effect in it', 'text'));
  if (options.conditionHolds === true && assumed.length === 0)
    return err(
      problem(
        'no-condition',
        'the effect is said to hold by condition, but its wording states no "as long as …" or "during …" condition',
        'conditionHolds',
      ),
    );
  const summary = summarize(clauses);
  return ok(
    assumed.length === 0 ? { clauses, summary } : { clauses, summary: `${summary} (condition holds: ${assumed.join('; ')})`, assumed },
  );
}

export function describePart(part: EffectPart): string {
  switch (part.op) {
    case 'copy': {
      const except = [
        ...(part.name === null ? [] : [`named ${part.name}`]),
        ...part.removeSupertypes.map((supertype) => `not ${supertype.toLowerCase()}`),
        ...(part.keepOwnColors ? ['keeping its own colors'] : []),
        ...(part.noManaCost ? ['no mana cost'] : []),
        ...part.modifications.map((modification) => describePart(modification).replace(/ \(layer \w+\)$/, '')),
        ...(part.keepThisAbility ? ['keeping this ability'] : []),
        ...(part.extraAbilities.length > 0 ? [`with ${part.extraAbilities.join('; ')}`] : []),
        ...part.notModelled.map((text) => `"${text}" (not modelled: a replacement effect, 614.1c)`),
      ];
      return `becomes a copy (layer 1)${except.length > 0 ? `, except: ${except.join(', ')} (707.9)` : ''}`;
    }
    case 'control':
      return `control changes to ${part.controller} (layer 2)`;
    case 'text':
      return (
        `text: one ${part.kinds.map((kind) => textWordNames[kind]).join(' or one ')} replaced with ` +
        `another${part.forbidden.length > 0 ? ` (not ${part.forbidden.join(' or ')})` : ''} (layer 3)`
      );
    case 'type': {
      const bits = [
        ...part.supertypes,
        ...part.cardTypes,
        ...part.subtypes.map((s) => s.name),
        ...(part.allCreatureTypes ? ['every creature type'] : []),
        ...(part.allBasicLandTypes ? ['every basic land type'] : []),
        ...(part.chosenType ? ['the chosen type'] : []),
        ...(part.loseAllCreatureTypes ? ['loses all creature types'] : []),
      ];
      const how =
        part.retain === 'all'
          ? 'in addition (keeps every prior type)'
          : part.retain === 'allButCreatureTypes'
            ? 'keeping all but creature types'
            : 'replacing types of the same kind';
      return `type ${bits.join(' ')} ${how} (layer 4)`;
    }
    case 'color':
      return `color ${part.colors.length === 0 ? 'colorless' : part.colors.join(' and ')}${part.addition ? ' in addition' : ''} (layer 5)`;
    case 'abilities':
      return (
        [
          part.loseAll ? 'loses all abilities' : '',
          part.lose.length > 0 ? `loses ${part.lose.join(', ')}` : '',
          part.add.length > 0 ? `has ${part.add.join(', ')}` : '',
        ]
          .filter((x) => x !== '')
          .join(', ') + ' (layer 6)'
      );
    case 'setPT':
      return `base power and toughness ${part.power === 'manaValue' ? 'its mana value' : `${part.power}/${part.toughness}`} (layer 7b)`;
    case 'modifyPT':
      return `${part.power >= 0 ? '+' : ''}${part.power}/${part.toughness >= 0 ? '+' : ''}${part.toughness} (layer 7c)`;
    case 'switchPT':
      return 'switches power and toughness (layer 7d)';
  }
}

function summarize(clauses: readonly Clause[]): string {
  return clauses.map((clause) => `${clause.filter.words}: ${clause.parts.map(describePart).join('; ')}`).join(' | ');
}
