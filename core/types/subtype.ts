// "Can I name X?" — subtype choices (CR 205.3e): one, and only one, existing subtype of the right kind.
import { embeddedCatalog, ruleOfKind } from './catalog.ts';
import type { SubtypeAnswer, SubtypeKind, TypeCatalog } from './model.ts';
import { suggest } from './suggest.ts';
import { cardTypeNamed, kindNoun, type SubtypeEntry, type Vocabulary, vocabularyOf } from './vocabulary.ts';
import { textKey } from '../text/index.ts';

const choiceRule = '205.3e';

function countWord(count: number): string {
  return ['zero', 'one', 'two', 'three', 'four', 'five', 'six'][count] ?? String(count);
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function listKinds(kinds: readonly SubtypeKind[]): string {
  const nouns = kinds.map(kindNoun);
  return nouns.length <= 1 ? article(nouns[0] ?? 'subtype') : `${article(nouns.slice(0, -1).join(', '))} and ${article(nouns.at(-1)!)}`;
}

/** Splits a phrase into several subtypes, or null when any part is not one ("Merfolk Wizard" → Merfolk, Wizard). */
function severalSubtypes(key: string, vocabulary: Vocabulary): SubtypeEntry[] | null {
  const words = key.split(' ');
  const found: SubtypeEntry[] = [];
  for (let i = 0; i < words.length;) {
    let match: SubtypeEntry | undefined;
    let length = Math.min(vocabulary.longestSubtype, words.length - i);
    for (; length >= 1 && !match; length--) match = vocabulary.subtypes.get(words.slice(i, i + length).join(' '));
    if (!match) return null;
    found.push(match);
    i += length + 1;
  }
  return found.length > 1 ? found : null;
}

/** What `word` is, as a subtype choice of `kind` (or of any kind when null), with a sentence a judge can read aloud. */
export function lookupSubtype(word: string, kind: SubtypeKind | null, catalog: TypeCatalog = embeddedCatalog): SubtypeAnswer {
  const vocabulary = vocabularyOf(catalog);
  const key = textKey(word);
  const wanted = kind === null ? 'subtype' : kindNoun(kind);
  const base = { word, kind, canonical: null, kinds: [] as SubtypeKind[], isOther: null, suggestions: [] as string[], rule: choiceRule };
  if (key === '') return { ...base, isSubtype: false, explanation: `No word was given; a choice names one existing ${wanted} (205.3e).` };

  const entry = vocabulary.subtypes.get(key);
  if (entry) {
    const isSubtype = kind === null || entry.kinds.includes(kind);
    // The list of the kind asked about decides: Swamp is not a creature type because 205.3m does not list it.
    const rule = ruleOfKind[kind ?? entry.kinds[0]!];
    const where = entry.kinds.map((k) => ruleOfKind[k]).join(', ');
    const explanation = isSubtype
      ? `${entry.name} is ${listKinds(entry.kinds)} (${where}).`
      : `${entry.name} is ${listKinds(entry.kinds)} (${where}), not ${article(wanted)}: ${rule} lists every ${wanted}, and a choice ` +
        `of ${article(wanted)} must be one of them (205.3e).`;
    return {
      ...base,
      isSubtype,
      canonical: entry.name,
      kinds: entry.kinds,
      isOther: isSubtype ? null : listKinds(entry.kinds).replace(/^an? /, ''),
      rule,
      explanation,
    };
  }

  const supertype = vocabulary.supertypes.get(key);
  const cardType = cardTypeNamed(vocabulary, key);
  const other =
    supertype !== undefined
      ? { what: 'supertype', name: supertype, rule: '205.4a' }
      : cardType !== undefined
        ? { what: 'card type', name: cardType, rule: '205.2a' }
        : null;
  if (other) {
    return {
      ...base,
      isSubtype: false,
      isOther: other.what,
      explanation: `${other.name} is ${article(other.what)} (${other.rule}), not ${article(wanted)}; it can't be chosen as one (205.3e).`,
    };
  }

  // "outlaw", "historic": a term the CR defines as any of several types, which a choice can't name (205.3e)
  const term = Object.keys(catalog.typeGroups ?? {}).find((name) => name === key || `${name}s` === key);
  if (term !== undefined) {
    const members = catalog.typeGroups![term]!;
    const subtypes = members.filter((member) => {
      const kinds = vocabulary.subtypes.get(textKey(member))?.kinds ?? [];
      return kind === null ? kinds.length > 0 : kinds.includes(kind);
    });
    return {
      ...base,
      isSubtype: false,
      isOther: `a term for any of ${members.join(', ')}`,
      suggestions: subtypes,
      explanation:
        `"${term}" is not ${article(wanted)}: the rules use it for an object with any of ${members.join(', ')}; a choice names ` +
        `one, and only one, existing ${wanted} (205.3e).`,
    };
  }

  const parts = severalSubtypes(key, vocabulary);
  if (parts) {
    const names = parts.map((part) => part.name);
    const suggestions = kind === null ? names : parts.filter((part) => part.kinds.includes(kind)).map((part) => part.name);
    return {
      ...base,
      isSubtype: false,
      isOther: `several subtypes: ${names.join(', ')}`,
      suggestions,
      explanation:
        `"${word.trim()}" is ${countWord(parts.length)} subtypes, ${names.join(' and ')}; a choice names one, and only one, ` +
        `existing ${wanted} (205.3e).`,
    };
  }

  const pool = kind === null ? vocabulary.allSubtypes : catalog.subtypes[kind];
  const suggestions = suggest(word, pool);
  const nearest = suggestions.length > 0 ? ` Nearest: ${suggestions.join(', ')}.` : '';
  return {
    ...base,
    isSubtype: false,
    suggestions,
    explanation: `"${word.trim()}" is not ${article(wanted)}, nor any other type in CR 205 (205.3e).${nearest}`,
  };
}
