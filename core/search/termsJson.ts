// A term dictionary written as text, to be kept beside the document it was built from: building one from a CR's
// glossary and headings is about 20 ms of a process's first search, reading it back about 2 ms.
import { err, ok, type Problem, type Result } from '../result.ts';
import type { Term, TermDictionary, TermSense } from './terms.ts';

/**
 * The version of what buildTerms makes. A stored dictionary of another version is built again, so this must change
 * whenever buildTerms would build a different dictionary from the same document (electron/db/searchTerms.test.ts
 * fails until it does).
 */
export const termDictionaryFormat = 4;

interface StoredSense {
  readonly stems: readonly string[];
  readonly rules: readonly string[];
  readonly action?: true;
}
type StoredTerm = Omit<Term, 'senses'> & { readonly senses?: readonly StoredSense[] };
interface StoredDictionary {
  /** Each key with its term, or with the key of the term it names too (an older name: "Tribal" → Kindred). */
  readonly terms: readonly (readonly [string, StoredTerm | string])[];
  readonly longest: number;
  readonly symbols: readonly (readonly [string, string])[];
}

const storedTerm = ({ senses, ...rest }: Term): StoredTerm =>
  senses ? { ...rest, senses: senses.map((s) => ({ stems: [...s.stems], rules: s.rules, ...(s.action && { action: s.action }) })) } : rest;

export function termDictionaryJson(dictionary: TermDictionary): string {
  const stored: StoredDictionary = {
    terms: [...dictionary.byKey].map(([key, term]) => [key, term.key !== key ? term.key : storedTerm(term)]),
    longest: dictionary.longest,
    symbols: [...dictionary.symbols],
  };
  return JSON.stringify(stored);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isPair = (value: unknown): value is [unknown, unknown] => Array.isArray(value) && value.length === 2;

// Checked by hand rather than by a zod schema: this is read on every start, and a schema's first parse of the ~800
// terms costs 8–10 ms, most of what keeping the dictionary saves.
function readTerm(value: unknown): Term | null {
  if (!isRecord(value) || !isString(value['key']) || !isString(value['name']) || !isStrings(value['rules'])) return null;
  const { key, name, rules, glossaryId, genus, senses, action } = value;
  if (glossaryId !== undefined && !Number.isInteger(glossaryId)) return null;
  if (genus !== undefined && !isString(genus)) return null;
  if (action !== undefined && action !== true) return null;
  let read: TermSense[] | undefined;
  if (senses !== undefined) {
    if (!Array.isArray(senses)) return null;
    read = [];
    for (const sense of senses) {
      const { stems, rules, action } = isRecord(sense) ? sense : {};
      if (!isStrings(stems) || !isStrings(rules) || (action !== undefined && action !== true)) return null;
      read.push({ stems: new Set(stems), rules, ...(action && { action }) });
    }
  }
  return {
    key,
    name,
    rules,
    ...(glossaryId !== undefined && { glossaryId: glossaryId as number }),
    ...(genus !== undefined && { genus }),
    ...(read && { senses: read }),
    ...(action === true && { action }),
  };
}

/** A dictionary from its text, or the problem with it: a stored copy that fails here is built again. */
export function readTermDictionary(json: string): Result<TermDictionary, Problem> {
  const problem = (message: string): Result<TermDictionary, Problem> => err({ code: 'bad-term-dictionary', message });
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return problem('the stored term dictionary is not JSON');
  }
  if (!isRecord(value) || !Array.isArray(value['terms']) || !Number.isInteger(value['longest']) || !Array.isArray(value['symbols']))
    return problem('the stored term dictionary lacks its terms, longest or symbols');
  const byKey = new Map<string, Term>();
  const aliases: [string, string][] = [];
  for (const [i, entry] of value['terms'].entries()) {
    if (isPair(entry) && isString(entry[0]) && isString(entry[1])) {
      aliases.push([entry[0], entry[1]]);
      continue;
    }
    const term = isPair(entry) && isString(entry[0]) ? readTerm(entry[1]) : null;
    if (term === null) return problem(`term ${i + 1} of the stored term dictionary is malformed`);
    byKey.set(entry[0] as string, term);
  }
  // one object under both keys, as buildTerms leaves it
  for (const [key, named] of aliases) {
    const term = byKey.get(named);
    if (term === undefined || term.key !== named) return problem(`the stored term dictionary's "${key}" names no term`);
    byKey.set(key, term);
  }
  const symbols = new Map<string, string>();
  for (const pair of value['symbols']) {
    if (!isPair(pair) || !isString(pair[0]) || !isString(pair[1])) return problem('a symbol of the stored term dictionary is malformed');
    symbols.set(pair[0], pair[1]);
  }
  return ok({ byKey, longest: value['longest'] as number, symbols });
}
