import { describe, expect, it } from 'vitest';
import { buildTerms, stemKey, type TermSource } from './terms.ts';
import { readTermDictionary, termDictionaryJson } from './termsJson.ts';
import { counterEntry } from '../../test/support/glossary.ts';

/** A glossary with what buildTerms makes of one: a term of two senses, an older name, a "See" entry, titles, symbols. */
const source: TermSource = {
  glossary: [
    counterEntry(1),
    { id: 2, term: 'Kindred', senses: 'A card type. See rule 308.', cites: ['308'] },
    { id: 3, term: 'Tribal (Obsolete)', senses: 'An older name for kindred.', cites: [], obsolete: true },
    { id: 4, term: 'Active Player, Nonactive Player Order', senses: 'See rule 101.4.', cites: ['101.4'] },
    { id: 5, term: 'APNAP Order', senses: 'See Active Player, Nonactive Player Order.', cites: [] },
    { id: 6, term: 'Sacrifice', senses: 'To move a permanent you control to its owner’s graveyard. See rule 701.21.', cites: ['701.21'] },
  ],
  titles: [
    { number: '702.19', title: 'Trample' },
    { number: '514', title: 'Cleanup Step' },
  ],
  symbolTexts: ['The tap symbol is {T}.'],
};

describe('termDictionaryJson and readTermDictionary', () => {
  it('read back the dictionary buildTerms made: terms, senses, kinds, longest and symbols', () => {
    const built = buildTerms(source);
    const read = readTermDictionary(termDictionaryJson(built));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value).toEqual(built);
    const counter = read.value.byKey.get(stemKey('counter'))!;
    expect(counter.senses?.map((s) => s.stems instanceof Set && s.stems.has('marker'))).toEqual([false, true]);
    expect(counter.senses?.map((s) => s.action ?? false)).toEqual([true, false]);
    expect(read.value.byKey.get(stemKey('sacrifice'))?.action).toBe(true);
    expect(read.value.symbols.get('{T}')).toBe('tap symbol');
  });

  it('keep an older name one term with the current one, as buildTerms leaves it', () => {
    const read = readTermDictionary(termDictionaryJson(buildTerms(source)));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.byKey.get(stemKey('tribal'))).toBe(read.value.byKey.get(stemKey('kindred')));
    expect(read.value.byKey.get(stemKey('apnap order'))?.rules).toEqual(['101.4']);
  });

  it.each([
    ['not JSON', '{"terms": [', 'not JSON'],
    ['no terms', '{"longest": 1, "symbols": []}', 'lacks its terms'],
    ['a term without its rules', '{"terms": [["trampl", {"key": "trampl", "name": "Trample"}]], "longest": 1, "symbols": []}', 'term 1'],
    [
      'a sense without stems',
      '{"terms": [["a", {"key": "a", "name": "A", "rules": [], "senses": [{"rules": []}]}]], "longest": 1, "symbols": []}',
      'term 1',
    ],
    [
      'a sense whose action is not true',
      `{"terms": [["a", {"key": "a", "name": "A", "rules": [], "senses": [{"stems": [], "rules": [], "action": "yes"}]}]], ` +
        '"longest": 1, "symbols": []}',
      'term 1',
    ],
    [
      'an action that is not true',
      '{"terms": [["a", {"key": "a", "name": "A", "rules": [], "action": 1}]], "longest": 1, "symbols": []}',
      'term 1',
    ],
    ['an older name of nothing', '{"terms": [["tribal", "kindred"]], "longest": 1, "symbols": []}', '"tribal" names no term'],
    ['a symbol without its name', '{"terms": [], "longest": 1, "symbols": [["{T}"]]}', 'symbol'],
  ])('refuse a stored dictionary with %s, saying what is wrong', (_, json, said) => {
    const read = readTermDictionary(json);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.code).toBe('bad-term-dictionary');
      expect(read.error.message).toContain(said);
    }
  });
});
