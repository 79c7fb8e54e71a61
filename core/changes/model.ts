// Domain types of a release-wide change list: what changed between two versions of a rules document, rule by rule
// and glossary entry by glossary entry, with renumberings told apart from edits.
import type { DiffPart } from '../rules/diff.ts';

/** A source as the change list names it (same shape as the contract's SourceRef). */
export interface VersionRef {
  readonly id: number;
  readonly title: string;
  readonly effectiveDate: string | null;
}

/** A rule that exists on one side only. */
export interface RuleOnOneSide {
  readonly number: string;
  readonly kind: string;
  /** The top-level section the rule is in ("7"), for grouping. */
  readonly section: string;
  /** A heading, or the first words of an entry. */
  readonly title: string;
  readonly text: string;
}

/** A rule kept under the same number whose text changed. */
export interface ChangedRule {
  readonly number: string;
  readonly kind: string;
  readonly section: string;
  readonly title: string;
  /** Word diff of the older text (its cross-references mapped through the renumbering) against the newer. */
  readonly diff: readonly DiffPart[];
}

/**
 * Why a rule has a new number:
 * - shifted: same parent, moved along by rules added or removed before it (it belongs to a run);
 * - carried: its parent was renumbered and it kept its place under that parent;
 * - moved: it now sits under another parent.
 */
export type RenumberKind = 'shifted' | 'carried' | 'moved';

export interface RenumberedRule {
  readonly from: string;
  readonly to: string;
  /** True when the text changed as well (beyond cross-references that follow the renumbering). */
  readonly changed: boolean;
  readonly kind: RenumberKind;
  readonly section: string;
  readonly title: string;
  /** Index into ChangeList.runs for shifted rules (and carried subrules of a shifted rule), else null. */
  readonly run: number | null;
  /** Present when `changed`. */
  readonly diff?: readonly DiffPart[];
}

/** Siblings shifted by one offset, reported once ("702.26–702.190 renumbered +1 after 702.26 was added"). */
export interface RenumberRun {
  /** The number of the parent the siblings sit under in the newer version ("702"). */
  readonly parent: string | null;
  readonly section: string;
  readonly first: { readonly from: string; readonly to: string };
  readonly last: { readonly from: string; readonly to: string };
  /** New position minus old position among the siblings (+1: one later). */
  readonly offset: number;
  /** Siblings in the run. */
  readonly rules: number;
  /** Their subrules renumbered with them. */
  readonly subrules: number;
  /** What made room or closed the gap, when it is right before the run. */
  readonly cause: { readonly kind: 'added' | 'removed'; readonly number: string } | null;
  /** One line a judge reads: "702.26–702.190 renumbered +1 (now 702.27–702.191) after 702.26 was added". */
  readonly summary: string;
}

export interface GlossaryOnOneSide {
  readonly term: string;
  readonly senses: readonly string[];
  readonly obsolete: boolean;
}

export interface GlossaryChange {
  readonly term: string;
  readonly diff: readonly DiffPart[];
  /** True when only the obsolete mark changed, or it changed along with the text. */
  readonly obsoleteChanged: boolean;
}

export interface GlossaryRename {
  readonly from: string;
  readonly to: string;
  readonly changed: boolean;
  readonly diff?: readonly DiffPart[];
}

export interface GlossaryChanges {
  readonly added: readonly GlossaryOnOneSide[];
  readonly removed: readonly GlossaryOnOneSide[];
  readonly changed: readonly GlossaryChange[];
  readonly renamed: readonly GlossaryRename[];
}

export interface ChangeCounts {
  readonly added: number;
  readonly removed: number;
  /** Same number, text changed. */
  readonly changed: number;
  readonly renumbered: number;
  /** Of the renumbered, those whose text changed too. */
  readonly renumberedChanged: number;
  readonly unchanged: number;
  /** Rules whose only edits are cross-references following a renumbering: counted as unchanged or renumbered, not changed. */
  readonly referencesFollowed: number;
  readonly runs: number;
  readonly glossaryAdded: number;
  readonly glossaryRemoved: number;
  readonly glossaryChanged: number;
  readonly glossaryRenamed: number;
}

export interface SectionTitle {
  readonly number: string;
  readonly title: string;
}

export interface ChangeList {
  readonly older: VersionRef;
  readonly newer: VersionRef;
  readonly added: readonly RuleOnOneSide[];
  readonly removed: readonly RuleOnOneSide[];
  readonly changed: readonly ChangedRule[];
  readonly renumbered: readonly RenumberedRule[];
  readonly runs: readonly RenumberRun[];
  readonly glossary: GlossaryChanges;
  readonly counts: ChangeCounts;
  /** The top-level sections of both versions (newer titles first), for grouping. */
  readonly sections: readonly SectionTitle[];
}

/** One version of a rule in its history: what it was called there and what changed on the way to the next newer one. */
export interface RuleHistoryEntry {
  readonly source: VersionRef;
  readonly number: string;
  readonly text: string;
  /**
   * Against the next older release: earliest (the oldest release imported), added (the older release lacks it),
   * unchanged, changed, renumbered (from another number, text the same) or renumbered-changed.
   */
  readonly status: 'earliest' | 'added' | 'unchanged' | 'changed' | 'renumbered' | 'renumbered-changed';
  /** The number in the next older version, when there is one. */
  readonly previousNumber: string | null;
  /** Word diff from the next older version's text (cross-references mapped), when the text changed. */
  readonly diff: readonly DiffPart[] | null;
}

export interface RuleHistory {
  /** The rule asked about, as its source numbers it. */
  readonly number: string;
  readonly source: VersionRef;
  /** Every version holding this rule by content, newest first. */
  readonly versions: readonly RuleHistoryEntry[];
  /** Newer versions where the rule is gone (removed), newest first. */
  readonly removedIn: readonly VersionRef[];
}
