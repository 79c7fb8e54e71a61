// The change list between two versions: each newer rule unchanged, changed, renumbered or added, each older rule
// without a counterpart removed, renumberings of siblings by one offset grouped into runs, and the glossary's changes.
import { wordDiff } from '../rules/diff.ts';
import { compareRuleNumbers, subruleLetters } from '../rules/numbers.ts';
import type { GlossaryEntry, RuleEntry } from '../rules/model.ts';
import { alignRules, comparedText, type Alignment } from './align.ts';
import { glossaryChanges } from './glossary.ts';
import type {
  ChangedRule,
  ChangeList,
  RenumberedRule,
  RenumberKind,
  RenumberRun,
  RuleOnOneSide,
  SectionTitle,
  VersionRef,
} from './model.ts';
import { mapCitedNumbers } from './similarity.ts';

/** One imported version: its rules in document order (parents first) and its glossary. */
export interface RulesVersion {
  readonly source: VersionRef;
  readonly entries: readonly RuleEntry[];
  readonly glossary: readonly GlossaryEntry[];
}

/** A heading, or the first words of an entry (the reader's link titles). */
export function titleOf(entry: RuleEntry): string {
  if (entry.kind === 'section' || entry.kind === 'rule') return entry.text;
  const firstLine = entry.text.split('\n')[0]!;
  return firstLine.length > 90 ? `${firstLine.slice(0, firstLine.lastIndexOf(' ', 88))}…` : firstLine;
}

/** The top-level ancestor of each rule ("702.26a" → "7"). */
function sectionsOf(entries: readonly RuleEntry[]): Map<string, string> {
  const sections = new Map<string, string>();
  for (const entry of entries)
    sections.set(entry.number, entry.parent === null ? entry.number : (sections.get(entry.parent) ?? entry.parent));
  return sections;
}

/** A rule's place among its siblings: ".27" under "702" → 27; "b" under "702.27" → 2 (letters skip l and o). */
function ordinalOf(entry: RuleEntry): number {
  const own = entry.parent === null ? entry.number : entry.number.slice(entry.parent.length);
  const letter = subruleLetters.indexOf(own);
  if (letter >= 0) return letter + 1;
  const digits = /(\d+)$/.exec(own);
  return digits ? Number(digits[1]) : Number.NaN;
}

const ownPart = (entry: RuleEntry): string => (entry.parent === null ? entry.number : entry.number.slice(entry.parent.length));

/** The numbers of the older version mapped to their newer numbers, for every aligned rule. */
export function numberMapping(older: readonly RuleEntry[], newer: readonly RuleEntry[], alignment: Alignment): Map<string, string> {
  const mapping = new Map<string, string>();
  alignment.newOf.forEach((n, o) => n !== -1 && mapping.set(older[o]!.number, newer[n]!.number));
  return mapping;
}

const rangeText = (a: string, b: string): string => (a === b ? a : `${a}–${b}`);

function summaryOf(run: Omit<RenumberRun, 'summary'>): string {
  const sign = run.offset > 0 ? `+${run.offset}` : String(run.offset);
  const cause = run.cause === null ? '' : ` after ${run.cause.number} was ${run.cause.kind}`;
  return `${rangeText(run.first.from, run.last.from)} renumbered ${sign} (now ${rangeText(run.first.to, run.last.to)})${cause}`;
}

export function buildChangeList(older: RulesVersion, newer: RulesVersion, given?: Alignment): ChangeList {
  const alignment = given ?? alignRules(older.entries, newer.entries);
  const { oldOf, newOf } = alignment;
  const mapping = numberMapping(older.entries, newer.entries, alignment);
  const newSections = sectionsOf(newer.entries);
  const oldSections = sectionsOf(older.entries);
  const newIndex = new Map(newer.entries.map((e, i) => [e.number, i]));
  const oldIndex = new Map(older.entries.map((e, i) => [e.number, i]));
  const siblingsOf = (entries: readonly RuleEntry[]): Map<string | null, number[]> => {
    const map = new Map<string | null, number[]>();
    entries.forEach((e, i) => {
      const list = map.get(e.parent);
      if (list) list.push(i);
      else map.set(e.parent, [i]);
    });
    return map;
  };
  const newSiblings = siblingsOf(newer.entries);
  const oldSiblings = siblingsOf(older.entries);
  const siblingPlace = new Map<number, number>();
  for (const list of newSiblings.values()) list.forEach((n, place) => siblingPlace.set(n, place));
  const oldSiblingPlace = new Map<number, number>();
  for (const list of oldSiblings.values()) list.forEach((o, place) => oldSiblingPlace.set(o, place));

  const oneSide = (entry: RuleEntry, sections: Map<string, string>): RuleOnOneSide => ({
    number: entry.number,
    kind: entry.kind,
    section: sections.get(entry.number) ?? entry.number,
    title: titleOf(entry),
    text: comparedText(entry),
  });

  const added: RuleOnOneSide[] = [];
  const changed: ChangedRule[] = [];
  const renumbered: RenumberedRule[] = [];
  const runs: Omit<RenumberRun, 'summary'>[] = [];
  /** Run of each renumbered newer rule that is in one (its carried subrules join it). */
  const runOf = new Map<number, number>();
  /** Offset of each shifted newer rule, for extending runs. */
  const shiftOf = new Map<number, number>();
  let unchanged = 0;
  let referencesFollowed = 0;

  newer.entries.forEach((entry, n) => {
    const o = oldOf[n]!;
    const section = newSections.get(entry.number) ?? entry.number;
    if (o === -1) return void added.push(oneSide(entry, newSections));
    const before = older.entries[o]!;
    const rawSame = alignment.olderTexts[o] === alignment.newerTexts[n];
    const textChanged = !rawSame && mapCitedNumbers(alignment.olderTexts[o]!, mapping) !== alignment.newerTexts[n];
    if (!rawSame && !textChanged) referencesFollowed++;
    const diff = textChanged ? wordDiff(mapCitedNumbers(comparedText(before), mapping), comparedText(entry)) : undefined;
    if (before.number === entry.number) {
      if (textChanged) changed.push({ number: entry.number, kind: entry.kind, section, title: titleOf(entry), diff: diff! });
      else unchanged++;
      return;
    }
    const parent = entry.parent === null ? undefined : newIndex.get(entry.parent);
    const oldParent = before.parent === null ? undefined : oldIndex.get(before.parent);
    const parentsAligned = parent === undefined ? oldParent === undefined : oldParent !== undefined && oldOf[parent] === oldParent;
    let kind: RenumberKind = 'moved';
    let run: number | null = null;
    if (parentsAligned && entry.parent !== before.parent && ownPart(entry) === ownPart(before)) {
      kind = 'carried';
      run = parent === undefined ? null : (runOf.get(parent) ?? null);
    } else if (parentsAligned && !Number.isNaN(ordinalOf(entry) - ordinalOf(before))) {
      kind = 'shifted';
      const offset = ordinalOf(entry) - ordinalOf(before);
      shiftOf.set(n, offset);
      const place = siblingPlace.get(n)!;
      const previous = place > 0 ? newSiblings.get(entry.parent)![place - 1]! : -1;
      const continues = previous !== -1 && shiftOf.get(previous) === offset && runOf.has(previous);
      if (continues) {
        run = runOf.get(previous)!;
        const current = runs[run]!;
        runs[run] = { ...current, last: { from: before.number, to: entry.number }, rules: current.rules + 1 };
      } else {
        run = runs.length;
        runs.push({
          parent: entry.parent,
          section,
          first: { from: before.number, to: entry.number },
          last: { from: before.number, to: entry.number },
          offset,
          rules: 1,
          subrules: 0,
          cause: causeOf(previous, o),
        });
      }
    }
    if (run !== null) runOf.set(n, run);
    if (kind === 'carried' && run !== null) runs[run] = { ...runs[run]!, subrules: runs[run]!.subrules + 1 };
    renumbered.push({
      from: before.number,
      to: entry.number,
      changed: textChanged,
      kind,
      section,
      title: titleOf(entry),
      run,
      ...(diff ? { diff } : {}),
    });
  });

  /** What sits right before a run: a newer sibling that was added, else an older sibling that was removed. */
  function causeOf(previousNew: number, firstOld: number): RenumberRun['cause'] {
    if (previousNew !== -1 && oldOf[previousNew] === -1) return { kind: 'added', number: newer.entries[previousNew]!.number };
    const place = oldSiblingPlace.get(firstOld)!;
    const previousOld = place > 0 ? oldSiblings.get(older.entries[firstOld]!.parent)![place - 1]! : -1;
    if (previousOld !== -1 && newOf[previousOld] === -1) return { kind: 'removed', number: older.entries[previousOld]!.number };
    return null;
  }

  const removed = older.entries.flatMap((entry, o) => (newOf[o] === -1 ? [oneSide(entry, oldSections)] : []));
  const glossary = glossaryChanges(older.glossary, newer.glossary, mapping);
  const sections: SectionTitle[] = [];
  const seen = new Set<string>();
  for (const entry of [...newer.entries, ...older.entries]) {
    if (entry.parent !== null || seen.has(entry.number)) continue;
    seen.add(entry.number);
    sections.push({ number: entry.number, title: entry.text });
  }
  return {
    older: older.source,
    newer: newer.source,
    added,
    removed,
    changed,
    renumbered,
    runs: runs.map((run) => ({ ...run, summary: summaryOf(run) })),
    glossary,
    counts: {
      added: added.length,
      removed: removed.length,
      changed: changed.length,
      renumbered: renumbered.length,
      renumberedChanged: renumbered.filter((r) => r.changed).length,
      unchanged,
      referencesFollowed,
      runs: runs.length,
      glossaryAdded: glossary.added.length,
      glossaryRemoved: glossary.removed.length,
      glossaryChanged: glossary.changed.length,
      glossaryRenamed: glossary.renamed.length,
    },
    sections: sections.sort((a, b) => compareRuleNumbers(a.number, b.number)),
  };
}
