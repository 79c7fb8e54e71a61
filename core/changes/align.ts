// Aligning the rules of two versions by content first, numbers second: which older rule each newer rule is.
// Passes, each over what the earlier ones left: same number and text; same text elsewhere; near-equal text (Dice over
// word sets); a heading whose subrules moved with it; a rule between two aligned neighbours. Cited rule numbers are
// masked throughout, so a rule whose cross-references follow a renumbering still reads as the same text.
import type { RuleEntry } from '../rules/model.ts';
import { comparableText, dice, maskNumbers, shingles } from './similarity.ts';

export interface Alignment {
  /** oldOf[i]: the index in the older version of newer rule i, or -1 (added). */
  readonly oldOf: Int32Array;
  /** newOf[j]: the index in the newer version of older rule j, or -1 (removed). */
  readonly newOf: Int32Array;
  /** comparableText of each older and newer rule's compared text (computed once, reused by the change list). */
  readonly olderTexts: readonly string[];
  readonly newerTexts: readonly string[];
}

/** Least Dice between the shingles (words and word pairs) of two rules to be one rule reworded, wherever each stands. */
export const nearEqualDice = 0.5;
/** Least Dice for a rule between two aligned neighbours under aligned parents (it stayed where it was). */
export const inPlaceDice = 0.25;
/** Texts with fewer shingles (under three words: headings such as "First Strike") are aligned only by their subrules or neighbours. */
const minShingles = 5;

/** The text compared for a rule: its own text and its examples. */
export function comparedText(entry: RuleEntry): string {
  return entry.examples.length === 0 ? entry.text : [entry.text, ...entry.examples.map((e) => `Example: ${e}`)].join('\n');
}

interface Side {
  readonly entries: readonly RuleEntry[];
  /** comparableText of each rule's compared text. */
  readonly texts: readonly string[];
  readonly keys: readonly string[];
  readonly byNumber: ReadonlyMap<string, number>;
  readonly children: ReadonlyMap<string, readonly number[]>;
  words: (Set<string> | undefined)[];
}

function sideOf(entries: readonly RuleEntry[]): Side {
  const byNumber = new Map<string, number>();
  const children = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    byNumber.set(entry.number, index);
    if (entry.parent !== null) {
      const list = children.get(entry.parent);
      if (list) list.push(index);
      else children.set(entry.parent, [index]);
    }
  });
  const texts = entries.map((e) => comparableText(comparedText(e)));
  return { entries, texts, keys: texts.map(maskNumbers), byNumber, children, words: new Array(entries.length) };
}

/** An alignment under way: both sides, what is aligned so far, and how to align one more pair. */
interface Pairing {
  readonly older: Side;
  readonly newer: Side;
  readonly oldOf: Int32Array;
  readonly newOf: Int32Array;
  readonly link: (n: number, o: number) => void;
}

const countLinked = (oldOf: Int32Array): number => oldOf.reduce((count, o) => count + (o === -1 ? 0 : 1), 0);

const wordsAt = (side: Side, index: number): Set<string> => (side.words[index] ??= shingles(side.keys[index]!));

export function alignRules(olderEntries: readonly RuleEntry[], newerEntries: readonly RuleEntry[]): Alignment {
  const older = sideOf(olderEntries);
  const newer = sideOf(newerEntries);
  const oldOf = new Int32Array(newerEntries.length).fill(-1);
  const newOf = new Int32Array(olderEntries.length).fill(-1);
  const link = (n: number, o: number): void => {
    oldOf[n] = o;
    newOf[o] = n;
  };
  const pairing: Pairing = { older, newer, oldOf, newOf, link };
  const sameKind = (n: number, o: number): boolean => newerEntries[n]!.kind === olderEntries[o]!.kind;
  /** Whether the parents of newer rule n and older rule o are aligned with each other (or both at the top). */
  const parentsAligned = (n: number, o: number): boolean => {
    const newParent = newerEntries[n]!.parent;
    const oldParent = olderEntries[o]!.parent;
    if (newParent === null || oldParent === null) return newParent === oldParent;
    const p = newer.byNumber.get(newParent);
    return p !== undefined && oldOf[p] !== -1 && olderEntries[oldOf[p]!]!.number === oldParent;
  };

  // 1. Same number, same text.
  newerEntries.forEach((entry, n) => {
    const o = older.byNumber.get(entry.number);
    if (o !== undefined && older.keys[o] === newer.keys[n] && sameKind(n, o)) link(n, o);
  });

  // 2. Same text under another number: one each side, else paired under aligned parents, then in document order.
  const groups = new Map<string, { olds: number[]; news: number[] }>();
  const groupOf = (key: string): { olds: number[]; news: number[] } => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { olds: [], news: [] }));
    return group;
  };
  newOf.forEach((n, o) => n === -1 && groupOf(older.keys[o]!).olds.push(o));
  oldOf.forEach((o, n) => o === -1 && groups.has(newer.keys[n]!) && groupOf(newer.keys[n]!).news.push(n));
  for (const { olds, news } of groups.values()) {
    if (olds.length === 0 || news.length === 0) continue;
    for (const n of news) {
      const o = olds.find((candidate) => newOf[candidate] === -1 && sameKind(n, candidate) && parentsAligned(n, candidate));
      if (o !== undefined) link(n, o);
    }
    const leftOld = olds.filter((o) => newOf[o] === -1);
    const leftNew = news.filter((n) => oldOf[n] === -1);
    for (let i = 0; i < Math.min(leftOld.length, leftNew.length); i++)
      if (sameKind(leftNew[i]!, leftOld[i]!)) link(leftNew[i]!, leftOld[i]!);
  }

  // 3. Near-equal text anywhere: best pairs first (Dice, then aligned parents, then the same number). Under parents that
  // are both unaligned (one added, one removed), only if those parents are one rule renamed in place (same number or
  // alike text): else a keyword removed and another added would pair their template subrules ("Multiple instances of …").
  const parentIndex = (side: Side, entry: RuleEntry): number => (entry.parent === null ? -1 : (side.byNumber.get(entry.parent) ?? -1));
  const mayPair = (n: number, o: number): boolean => {
    if (parentsAligned(n, o)) return true;
    const p = parentIndex(newer, newerEntries[n]!);
    const q = parentIndex(older, olderEntries[o]!);
    if (p === -1 || q === -1 || oldOf[p] !== -1 || newOf[q] !== -1) return true;
    return newerEntries[p]!.number === olderEntries[q]!.number || dice(wordsAt(newer, p), wordsAt(older, q)) >= nearEqualDice;
  };
  // Passes 3–5 again while they align more: a parent aligned by 4 or 5 lets its reworded subrules pair in 3.
  let linked = -1;
  for (let round = 0; round < 3 && linked !== countLinked(oldOf); round++) {
    linked = countLinked(oldOf);
    alignNearEqual(pairing, parentsAligned, mayPair);

    // 4. A heading whose subrules are mostly aligned with one older rule's subrules is that rule, renamed.
    for (let n = newerEntries.length - 1; n >= 0; n--) {
      if (oldOf[n] !== -1) continue;
      const kids = newer.children.get(newerEntries[n]!.number) ?? [];
      const votes = new Map<string, number>();
      for (const kid of kids) {
        const o = oldOf[kid]!;
        const oldParent = o === -1 ? null : olderEntries[o]!.parent;
        if (oldParent !== null) votes.set(oldParent, (votes.get(oldParent) ?? 0) + 1);
      }
      const [best, count] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
      const o = best === null ? undefined : older.byNumber.get(best);
      if (o !== undefined && newOf[o] === -1 && sameKind(n, o) && count * 2 >= kids.length) link(n, o);
    }

    // 5. Between two aligned neighbours, under aligned parents: what is left on both sides of the gap, if alike enough (or a
    // heading kept its number).
    alignGaps(pairing, (n, o) => sameKind(n, o) && parentsAligned(n, o));
  }
  return { oldOf, newOf, olderTexts: older.texts, newerTexts: newer.texts };
}

function alignNearEqual(
  { older, newer, oldOf, newOf, link }: Pairing,
  parentsAligned: (n: number, o: number) => boolean,
  mayPair: (n: number, o: number) => boolean,
): void {
  const postings = new Map<string, number[]>();
  newOf.forEach((n, o) => {
    if (n !== -1) return;
    const words = wordsAt(older, o);
    if (words.size < minShingles) return;
    for (const word of words) {
      const list = postings.get(word);
      if (list) list.push(o);
      else postings.set(word, [o]);
    }
  });
  if (postings.size === 0) return;
  const candidates: { n: number; o: number; score: number }[] = [];
  // shared[o]: words newer rule n shares with older rule o; touched lists the o's to read and reset
  const shared = new Int32Array(newOf.length);
  const touched: number[] = [];
  oldOf.forEach((o, n) => {
    if (o !== -1) return;
    const words = wordsAt(newer, n);
    if (words.size < minShingles) return;
    for (const word of words) {
      for (const candidate of postings.get(word) ?? []) if (shared[candidate]!++ === 0) touched.push(candidate);
    }
    for (const candidate of touched) {
      const similarity = (2 * shared[candidate]!) / (words.size + wordsAt(older, candidate).size);
      shared[candidate] = 0;
      if (similarity < nearEqualDice || newer.entries[n]!.kind !== older.entries[candidate]!.kind || !mayPair(n, candidate)) continue;
      const context = (parentsAligned(n, candidate) ? 0.1 : 0) + (newer.entries[n]!.number === older.entries[candidate]!.number ? 0.05 : 0);
      candidates.push({ n, o: candidate, score: similarity + context });
    }
    touched.length = 0;
  });
  candidates.sort((a, b) => b.score - a.score || a.n - b.n);
  for (const { n, o } of candidates) if (oldOf[n] === -1 && newOf[o] === -1) link(n, o);
}

function alignGaps({ older, newer, oldOf, newOf, link }: Pairing, comparable: (n: number, o: number) => boolean): void {
  let n = 0;
  while (n < oldOf.length) {
    if (oldOf[n] !== -1) {
      n++;
      continue;
    }
    const start = n;
    while (n < oldOf.length && oldOf[n] === -1) n++;
    // newer rules start..n-1 are unaligned; the gap on the older side lies between the neighbours' counterparts
    const before = start > 0 ? oldOf[start - 1]! : -1;
    const after = n < oldOf.length ? oldOf[n]! : newOf.length;
    if (after <= before + 1) continue;
    const olds: number[] = [];
    for (let o = before + 1; o < after; o++) if (newOf[o] === -1) olds.push(o);
    for (let i = start; i < n; i++) {
      let best = -1;
      let bestScore = 0;
      for (const o of olds) {
        if (newOf[o] !== -1 || !comparable(i, o)) continue;
        const sameNumber = newer.entries[i]!.number === older.entries[o]!.number;
        const similarity = dice(wordsAt(newer, i), wordsAt(older, o));
        // a short heading under the same number may be renamed outright ("Tribals" → "Kindreds")
        const renamedHeading = sameNumber && wordsAt(newer, i).size < minShingles && wordsAt(older, o).size < minShingles;
        if (similarity < inPlaceDice && !renamedHeading) continue;
        const score = similarity + (sameNumber ? 0.5 : 0);
        if (score > bestScore) [best, bestScore] = [o, score];
      }
      if (best !== -1) link(i, best);
    }
  }
}
