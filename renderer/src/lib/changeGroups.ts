// The "What changed" view's grouping: each section's entries of the kinds the judge shows, renumbered runs once each.
import type { ChangeList } from '../../../core/contract.ts';
import type { SectionTitle } from '../../../core/changes/model.ts';

export type ChangeKind = 'added' | 'removed' | 'changed' | 'renumbered';
export const changeKinds: readonly ChangeKind[] = ['added', 'removed', 'changed', 'renumbered'];

/** A section's part of the change list; `renumbered` tells one by one the rules no run tells (moved, reworded too). */
export interface SectionChanges extends SectionTitle, Pick<ChangeList, 'added' | 'removed' | 'changed' | 'runs' | 'renumbered'> {
  readonly total: number;
}

/** The sections holding something of the kinds shown, in order. */
export function groupBySection(list: ChangeList, shown: ReadonlySet<ChangeKind>): SectionChanges[] {
  const groups: SectionChanges[] = [];
  for (const section of list.sections) {
    const pick = <T extends { readonly section: string }>(kind: ChangeKind, items: readonly T[]): T[] =>
      shown.has(kind) ? items.filter((item) => item.section === section.number) : [];
    const added = pick('added', list.added);
    const removed = pick('removed', list.removed);
    const changed = pick('changed', list.changed);
    const runs = pick('renumbered', list.runs);
    const renumbered = pick('renumbered', list.renumbered).filter((r) => r.run === null || r.changed);
    const total = added.length + removed.length + changed.length + runs.length + renumbered.length;
    if (total > 0) groups.push({ number: section.number, title: section.title, added, removed, changed, runs, renumbered, total });
  }
  return groups;
}
