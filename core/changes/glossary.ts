// Glossary entries of two versions, aligned by definition first and term second: a term renamed with its definition
// kept ("Tribal" → "Kindred") is a rename, not one entry removed and another added.
import { namesOf } from '../glossary/termMatcher.ts';
import { wordDiff } from '../rules/diff.ts';
import type { GlossaryEntry } from '../rules/model.ts';
import { textKey } from '../text/index.ts';
import type { GlossaryChange, GlossaryChanges, GlossaryOnOneSide, GlossaryRename } from './model.ts';
import { comparableText, contentKey, dice, mapCitedNumbers, wordSet } from './similarity.ts';

/** Least Dice between two definitions (their own terms masked) for an entry renamed and reworded at once. */
export const renamedDice = 0.6;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A definition as one text: numbered senses one per line. */
export function definitionText(entry: GlossaryEntry): string {
  return entry.senses.length > 1 ? entry.senses.map((sense, i) => `${i + 1}. ${sense}`).join('\n') : (entry.senses[0] ?? '');
}

/** The definition with the entry's own names masked, so "a kindred is…" reads as "a tribal is…". */
function maskedDefinition(entry: GlossaryEntry): string {
  const names = namesOf(entry.term).filter((name) => name.length > 1);
  const text = definitionText(entry);
  if (names.length === 0) return text;
  const pattern = new RegExp(`\\b(?:${names.map(escapeRegExp).join('|')})(?:e?s)?\\b`, 'gi');
  return text.replace(pattern, '~');
}

const oneSide = (entry: GlossaryEntry): GlossaryOnOneSide => ({ term: entry.term, senses: entry.senses, obsolete: entry.obsolete });

export function glossaryChanges(
  older: readonly GlossaryEntry[],
  newer: readonly GlossaryEntry[],
  numberMapping: ReadonlyMap<string, string>,
): GlossaryChanges {
  const oldKeys = older.map((e) => contentKey(maskedDefinition(e)) + (e.obsolete ? ' (obsolete)' : ''));
  const newKeys = newer.map((e) => contentKey(maskedDefinition(e)) + (e.obsolete ? ' (obsolete)' : ''));
  const oldOf = new Array<number>(newer.length).fill(-1);
  const newOf = new Array<number>(older.length).fill(-1);
  const link = (n: number, o: number): void => {
    oldOf[n] = o;
    newOf[o] = n;
  };
  const oldByTerm = new Map(older.map((e, o) => [textKey(e.term), o]));

  // Same term, same definition; then the same definition under a new term (one each side); then the same term.
  newer.forEach((entry, n) => {
    const o = oldByTerm.get(textKey(entry.term));
    if (o !== undefined && oldKeys[o] === newKeys[n]) link(n, o);
  });
  const count = (keys: readonly string[], taken: readonly number[]): Map<string, number[]> => {
    const map = new Map<string, number[]>();
    keys.forEach((key, i) => taken[i] === -1 && map.set(key, [...(map.get(key) ?? []), i]));
    return map;
  };
  const oldByKey = count(oldKeys, newOf);
  for (const [key, news] of count(newKeys, oldOf)) {
    const olds = oldByKey.get(key);
    if (news.length === 1 && olds?.length === 1) link(news[0]!, olds[0]!);
  }
  newer.forEach((entry, n) => {
    const o = oldByTerm.get(textKey(entry.term));
    if (oldOf[n] === -1 && o !== undefined && newOf[o] === -1) link(n, o);
  });
  // Renamed and reworded: the most alike definitions first.
  const pairs: { n: number; o: number; score: number }[] = [];
  const oldWords = older.map((e, o) => (newOf[o] === -1 ? wordSet(oldKeys[o]!) : new Set<string>()));
  newer.forEach((entry, n) => {
    if (oldOf[n] !== -1) return;
    const words = wordSet(newKeys[n]!);
    if (words.size < 3) return;
    newOf.forEach((taken, o) => {
      if (taken !== -1 || oldWords[o]!.size < 3) return;
      const score = dice(words, oldWords[o]!);
      if (score >= renamedDice) pairs.push({ n, o, score });
    });
  });
  pairs.sort((a, b) => b.score - a.score);
  for (const { n, o } of pairs) if (oldOf[n] === -1 && newOf[o] === -1) link(n, o);

  const added: GlossaryOnOneSide[] = [];
  const removed: GlossaryOnOneSide[] = [];
  const changed: GlossaryChange[] = [];
  const renamed: GlossaryRename[] = [];
  newer.forEach((entry, n) => {
    const o = oldOf[n]!;
    if (o === -1) return void added.push(oneSide(entry));
    const before = older[o]!;
    const beforeText = mapCitedNumbers(definitionText(before), numberMapping);
    const afterText = definitionText(entry);
    // a rename alone is not a change of the definition: the same words, or the same words but for the entry's own names
    const maskedBefore = mapCitedNumbers(comparableText(maskedDefinition(before)), numberMapping);
    const textDiffers =
      comparableText(beforeText) !== comparableText(afterText) && maskedBefore !== comparableText(maskedDefinition(entry));
    const differs = textDiffers || before.obsolete !== entry.obsolete;
    if (textKey(before.term) !== textKey(entry.term)) {
      renamed.push({
        from: before.term,
        to: entry.term,
        changed: differs,
        ...(differs ? { diff: wordDiff(beforeText, afterText) } : {}),
      });
    } else if (differs) {
      changed.push({
        term: entry.term,
        diff: wordDiff(beforeText, afterText),
        obsoleteChanged: before.obsolete !== entry.obsolete,
      });
    }
  });
  older.forEach((entry, o) => newOf[o] === -1 && removed.push(oneSide(entry)));
  return { added, removed, changed, renamed };
}
