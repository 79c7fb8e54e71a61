// Glossary entries of two versions, aligned by definition first and term second: a term renamed with its definition
// kept ("Tribal" → "Kindred") is a rename, not one entry removed and another added.
import { namesOf } from '../glossary/termMatcher.ts';
import { wordDiff } from '../rules/diff.ts';
import type { GlossaryEntry } from '../rules/model.ts';
import { escapeRegExp, textKey } from '../text/index.ts';
import type { GlossaryChange, GlossaryChanges, GlossaryOnOneSide, GlossaryRename } from './model.ts';
import { comparableText, contentKey, dice, mapCitedNumbers, shingles } from './similarity.ts';

/** Least Dice between the shingles of two definitions (their own terms masked) for an entry renamed and reworded at once. */
export const renamedDice = 0.5;

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
  const oldMasked = older.map(maskedDefinition);
  const newMasked = newer.map(maskedDefinition);
  const oldKeys = older.map((e, o) => contentKey(oldMasked[o]!) + (e.obsolete ? ' (obsolete)' : ''));
  const newKeys = newer.map((e, n) => contentKey(newMasked[n]!) + (e.obsolete ? ' (obsolete)' : ''));
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
    keys.forEach((key, i) => {
      if (taken[i] !== -1) return;
      const list = map.get(key);
      if (list) list.push(i);
      else map.set(key, [i]);
    });
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
  // Renamed and reworded: the most alike definitions first, a name kept ("Partner" in "Partner, “Partner with [name]”")
  // counting for more.
  const namesKept = (n: number, o: number): boolean => {
    const before = new Set(namesOf(older[o]!.term).map(textKey));
    return namesOf(newer[n]!.term).some((name) => before.has(textKey(name)));
  };
  const pairs: { n: number; o: number; score: number }[] = [];
  const oldShingles = older.map((e, o) => (newOf[o] === -1 ? shingles(oldKeys[o]!) : new Set<string>()));
  newer.forEach((entry, n) => {
    if (oldOf[n] !== -1) return;
    const words = shingles(newKeys[n]!);
    if (words.size < 5) return;
    newOf.forEach((taken, o) => {
      if (taken !== -1 || oldShingles[o]!.size < 5) return;
      const similarity = dice(words, oldShingles[o]!);
      if (similarity >= renamedDice) pairs.push({ n, o, score: similarity + (namesKept(n, o) ? 0.5 : 0) });
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
    const maskedBefore = mapCitedNumbers(comparableText(oldMasked[o]!), numberMapping);
    const textDiffers = comparableText(beforeText) !== comparableText(afterText) && maskedBefore !== comparableText(newMasked[n]!);
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
