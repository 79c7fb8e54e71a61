// Type lines (CR 205): read "Legendary Artifact Creature — Human Wizard" into its parts, format it back, check it.
import { err, ok, type Result } from '../result.ts';
import { cardTypesOfKind, embeddedCatalog, kindsOfCardType, ruleOfKind, withAdded, withSubtypes } from './catalog.ts';
import type { TypeCatalog, TypedSubtype, TypeLine, TypeLineProblem, TypeLineReport } from './model.ts';
import { suggest } from './suggest.ts';
import { cardTypeNamed, kindNoun, type Vocabulary, vocabularyOf } from './vocabulary.ts';
import { textKey } from '../text/index.ts';

/** The long dash as people type it: em dash, en dash, " - " or " -- ". Hyphens inside words ("Power-Plant") stay. */
const dash = /\s*[\u2014\u2013]\s*|\s+-{1,2}\s+|\s+-{1,2}$|^-{1,2}\s+/;

/** " // " between the faces of a double-faced or split card, as Oracle and MTGJSON print them. */
const faceSeparator = /\s+\/\/\s+/;

/** Card types in the order cards print them ("Legendary Enchantment Artifact", "Land Creature"); 205.2a lists them alphabetically. */
const printedCardTypeOrder = [
  'kindred',
  'tribal',
  'enchantment',
  'artifact',
  'land',
  'creature',
  'planeswalker',
  'battle',
  'instant',
  'sorcery',
  'dungeon',
  'plane',
  'phenomenon',
  'scheme',
  'conspiracy',
  'vanguard',
];

interface Reading {
  readonly line: TypeLine;
  /** Problems that stop the line being read at all: parseTypeLine fails on the first. */
  readonly unreadable: TypeLineProblem[];
  /** A supertype printed after a card type (205.4a). */
  readonly supertypeAfterCardType: string | null;
  readonly duplicates: { word: string; rule: string }[];
  /** Words after the dash that no list of the catalog holds, with the kind the line's card types give them. */
  readonly unlisted: TypedSubtype[];
}

function problem(code: string, message: string, rule: string, suggestions: readonly string[] = []): TypeLineProblem {
  return { code, message, rule, suggestions };
}

function splitWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

function read(text: string, vocabulary: Vocabulary): Reading {
  const unreadable: TypeLineProblem[] = [];
  const duplicates: { word: string; rule: string }[] = [];
  const supertypes: string[] = [];
  const cardTypes: string[] = [];
  const subtypes: TypedSubtype[] = [];
  let supertypeAfterCardType: string | null = null;
  const unlisted: TypedSubtype[] = [];
  const result = (): Reading => ({ line: { supertypes, cardTypes, subtypes }, unreadable, supertypeAfterCardType, duplicates, unlisted });

  if (textKey(text) === '') {
    unreadable.push(problem('empty', 'the type line is empty; it contains at least a card type', '205.1'));
    return result();
  }
  if (faceSeparator.test(text)) {
    unreadable.push(
      problem('several-faces', 'two faces separated by "//": an object shows one face at a time; give that face\'s type line', '712.1'),
    );
    return result();
  }
  const parts = text.trim().split(dash);
  if (parts.length > 2) {
    unreadable.push(
      problem(
        'several-dashes',
        'more than one long dash: subtypes follow one dash (separate the faces of a double-faced card with " // ")',
        '205.3b',
      ),
    );
    return result();
  }
  const [before = '', after] = parts;

  for (const word of splitWords(before)) {
    const key = textKey(word);
    if (key === 'token') continue; // a token's type line says "Token"; it is not a type (111.4)
    const supertype = vocabulary.supertypes.get(key);
    const cardType = cardTypeNamed(vocabulary, key);
    if (supertype !== undefined) {
      if (supertypes.includes(supertype)) duplicates.push({ word: supertype, rule: '205.4a' });
      else supertypes.push(supertype);
      if (cardTypes.length > 0 && supertypeAfterCardType === null) supertypeAfterCardType = supertype;
    } else if (cardType !== undefined) {
      if (cardTypes.includes(cardType)) duplicates.push({ word: cardType, rule: '205.2a' });
      else cardTypes.push(cardType);
    } else if (vocabulary.subtypes.has(key)) {
      const entry = vocabulary.subtypes.get(key)!;
      unreadable.push(
        problem('subtype-before-dash', `"${word}" is a ${kindNoun(entry.kinds[0]!)}; subtypes come after the long dash`, '205.3b'),
      );
    } else {
      const known = [...vocabulary.catalog.supertypes, ...vocabulary.catalog.cardTypes];
      unreadable.push(problem('unknown-word', `"${word}" is not a card type or supertype`, '205.2a', suggest(word, known)));
    }
  }

  if (after === undefined) return result();
  const words = splitWords(after);
  if (words.length === 0) {
    unreadable.push(problem('nothing-after-dash', 'a long dash with no subtype after it', '205.3b'));
    return result();
  }
  const kindsPresent = cardTypes.flatMap((type) => kindsOfCardType(type));

  if (cardTypes.some((type) => textKey(type) === 'plane')) {
    // 205.3b: all words after a plane's dash are, collectively, one planar type.
    const phrase = words.join(' ');
    const entry = vocabulary.subtypes.get(textKey(phrase));
    if (entry?.kinds.includes('planar')) subtypes.push({ name: entry.name, kind: 'planar' });
    else
      unreadable.push(
        problem('unknown-word', `"${phrase}" is not a planar type`, '205.3n', suggest(phrase, vocabulary.catalog.subtypes.planar)),
      );
    return result();
  }

  for (let i = 0; i < words.length;) {
    const match = longestSubtypeAt(words, i, vocabulary);
    if (match) {
      const kind = match.entry.kinds.find((k) => kindsPresent.includes(k)) ?? match.entry.kinds[0]!; // 205.3c
      if (subtypes.some((s) => s.name === match.entry.name)) duplicates.push({ word: match.entry.name, rule: '205.3a' });
      else subtypes.push({ name: match.entry.name, kind });
      i += match.length;
      continue;
    }
    const word = words[i]!;
    const key = textKey(word);
    if (cardTypeNamed(vocabulary, key) !== undefined || vocabulary.supertypes.has(key)) {
      unreadable.push(problem('type-after-dash', `"${word}" is a card type or supertype; those come before the long dash`, '205.3b'));
    } else {
      const kinds = [...new Set(kindsPresent)];
      const pool = kinds.length > 0 ? kinds.flatMap((k) => vocabulary.catalog.subtypes[k]) : vocabulary.allSubtypes;
      const rule = kinds.length === 1 ? ruleOfKind[kinds[0]!] : '205.3';
      const what = kinds.length > 0 ? kinds.map(kindNoun).join(' or ') : 'subtype';
      unreadable.push(problem('unknown-word', `"${word}" is not a ${what}`, rule, suggest(word, pool)));
      // a creature's new subtype is a creature type, whatever else it is (205.3d, 205.3m)
      const kind = kinds.includes('creature') ? 'creature' : kinds[0];
      if (kind !== undefined) unlisted.push({ name: word, kind });
    }
    i += 1;
  }
  return result();
}

function longestSubtypeAt(words: readonly string[], start: number, vocabulary: Vocabulary) {
  for (let length = Math.min(vocabulary.longestSubtype, words.length - start); length >= 1; length--) {
    const entry = vocabulary.subtypes.get(textKey(words.slice(start, start + length).join(' ')));
    if (entry) return { entry, length };
  }
  return null;
}

/**
 * The catalog with the subtypes a printed type line names that its lists lack ("Spy" on a card newer than the CR the
 * lists come from), each of the kind the line's card types give it, and those added. A line that is wrong in any other
 * way adds nothing: parseTypeLine names its problem.
 */
export function withPrintedSubtypes(text: string, catalog: TypeCatalog): { catalog: TypeCatalog; added: readonly TypedSubtype[] } {
  const reading = read(text, vocabularyOf(catalog));
  if (reading.unlisted.length === 0 || reading.unlisted.length !== reading.unreadable.length) return { catalog, added: [] };
  return { catalog: withSubtypes(catalog, withAdded({}, reading.unlisted)), added: reading.unlisted };
}

/** Reads a type line; fails on the first word that is not where CR 205 allows it. */
export function parseTypeLine(text: string, catalog: TypeCatalog = embeddedCatalog): Result<TypeLine, TypeLineProblem> {
  const reading = read(text, vocabularyOf(catalog));
  return reading.unreadable.length > 0 ? err(reading.unreadable[0]!) : ok(reading.line);
}

function rankIn(order: readonly string[], name: string): number {
  const rank = order.indexOf(textKey(name));
  return rank === -1 ? order.length : rank;
}

/** The canonical line: supertypes in CR order (205.4a), card types as cards print them, " — ", subtypes as given. */
export function formatTypeLine(line: TypeLine, catalog: TypeCatalog = embeddedCatalog): string {
  const supertypeOrder = catalog.supertypes.map(textKey);
  const supertypes = [...line.supertypes].sort((a, b) => rankIn(supertypeOrder, a) - rankIn(supertypeOrder, b));
  const cardTypes = [...line.cardTypes].sort((a, b) => rankIn(printedCardTypeOrder, a) - rankIn(printedCardTypeOrder, b));
  const types = [...supertypes, ...cardTypes].join(' ');
  return line.subtypes.length === 0 ? types : `${types} — ${line.subtypes.map((s) => s.name).join(' ')}`;
}

function ruleProblems(reading: Reading): TypeLineProblem[] {
  const { cardTypes, subtypes } = reading.line;
  const problems: TypeLineProblem[] = [];
  if (cardTypes.length === 0) problems.push(problem('no-card-type', 'no card type: a type line contains at least one card type', '205.1'));
  if (cardTypes.length === 1 && ['kindred', 'tribal'].includes(textKey(cardTypes[0]!))) {
    problems.push(problem('kindred-alone', 'a kindred card has another card type as well', '308.1'));
  }
  if (reading.supertypeAfterCardType !== null) {
    problems.push(
      problem(
        'supertype-after-card-type',
        `"${reading.supertypeAfterCardType}" is a supertype; supertypes are printed before the card types`,
        '205.4a',
      ),
    );
  }
  for (const { word, rule } of reading.duplicates) problems.push(problem('duplicate-word', `"${word}" appears twice`, rule));
  const kindsPresent = new Set(cardTypes.flatMap((type) => kindsOfCardType(type)));
  for (const subtype of subtypes) {
    if (kindsPresent.has(subtype.kind)) continue; // 205.3c: correlated to one of the line's card types
    const needs = cardTypesOfKind(subtype.kind).join(' or ');
    problems.push(
      problem(
        'subtype-without-card-type',
        `"${subtype.name}" is a ${kindNoun(subtype.kind)}, but the line has no ${needs} card type`,
        '205.3d',
      ),
    );
  }
  if (cardTypes.some((type) => textKey(type) === 'plane') && subtypes.length !== 1) {
    problems.push(problem('plane-subtype-count', 'a plane has exactly one planar type after the long dash', '205.3b'));
  }
  return problems;
}

/**
 * Everything wrong with a type line, each problem with the rule that decides it; valid when there is none.
 * "Front // Back" (a double-faced or split card) is checked face by face; the top-level types are the front face's.
 */
export function checkTypeLine(text: string, catalog: TypeCatalog = embeddedCatalog): TypeLineReport {
  const faces = text.split(faceSeparator);
  if (faces.length === 1) return checkFace(text, catalog);
  const reports = faces.map((face) => checkFace(face, catalog));
  const problems = reports.flatMap((report, index) =>
    report.problems.map((found) => ({ ...found, message: `face ${index + 1} ("${faces[index]!.trim()}"): ${found.message}` })),
  );
  if (faces.length > 2)
    problems.unshift(
      problem('too-many-faces', `${faces.length} faces: a card has at most two (a front and a back face, or two halves)`, '712.1'),
    );
  const canonicals = reports.map((report) => report.canonical);
  return {
    ...reports[0]!,
    input: text,
    valid: problems.length === 0,
    canonical: canonicals.every((line) => line !== null) ? canonicals.join(' // ') : null,
    problems,
    faces: reports,
  };
}

/**
 * checkTypeLine for the line a card prints: a subtype the lists lack is named as newer than the rules they come from
 * (the card is right, the lists are older), and the rest of the line is checked as if the lists had it.
 */
export function checkPrintedTypeLine(text: string, catalog: TypeCatalog = embeddedCatalog): TypeLineReport {
  const { catalog: widened, added } = withPrintedSubtypes(text, catalog);
  if (added.length === 0) return checkTypeLine(text, catalog);
  const report = checkTypeLine(text, widened);
  const newer = added.map(({ name, kind }) =>
    problem(
      'newer-subtype',
      `"${name}" is on no ${kindNoun(kind)} list of ${catalog.source}: a subtype newer than these rules`,
      ruleOfKind[kind],
    ),
  );
  return { ...report, valid: false, problems: [...newer, ...report.problems] };
}

function checkFace(text: string, catalog: TypeCatalog): TypeLineReport {
  const reading = read(text, vocabularyOf(catalog));
  const blank = reading.unreadable.some((p) => p.code === 'empty' || p.code === 'several-dashes');
  const problems = [...reading.unreadable, ...(blank ? [] : ruleProblems(reading))];
  return {
    input: text,
    valid: problems.length === 0,
    canonical: reading.unreadable.length === 0 ? formatTypeLine(reading.line, catalog) : null,
    supertypes: reading.line.supertypes,
    cardTypes: reading.line.cardTypes,
    subtypes: reading.line.subtypes,
    problems,
  };
}
