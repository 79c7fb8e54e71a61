// What the card page shows (the CLI's `card --json`, the app's card page): the whole card, every face with its Oracle
// text linked to the current Comprehensive Rules and its type line checked against CR 205, legalities and rulings.
import type { TypeLineReport } from '../types/model.ts';
import type { CardFaceRecord, ForeignName, Ruling } from './record.ts';

/** A whole card as stored. */
export interface CardEntry {
  readonly name: string;
  /** MTGJSON's layout: "normal", "split", "transform", "adventure"… */
  readonly layout: string;
  readonly faces: readonly CardFaceRecord[];
  readonly legalities: Readonly<Record<string, string>>;
  /** The keyword abilities and actions MTGJSON lists for the card ("Flying", "Ward"). */
  readonly keywords: readonly string[];
  readonly rulings: readonly Ruling[];
  readonly foreignNames: readonly ForeignName[];
}

/** A stretch of Oracle text that names a rule: a keyword's own rule, or a glossary entry. */
export interface RuleLink {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** The keyword's rule number in the newest CR ("702.9"), when the words name a keyword ability or action. */
  readonly rule?: string;
  readonly title?: string;
  /** The glossary entry, when the words are a glossary term. */
  readonly glossary?: string;
}

export interface CardPage extends CardEntry {
  readonly faces: readonly (CardFaceRecord & { readonly typeLineCheck: TypeLineReport; readonly links: readonly RuleLink[] })[];
  /** The CR the links point into, or null when no Comprehensive Rules are imported. */
  readonly rulesSource: { readonly id: number; readonly title: string; readonly effectiveDate: string | null } | null;
}

/** A ruling found by a rules search: the card it is about, its date and text. */
export interface RulingHit {
  readonly cardName: string;
  readonly date: string;
  readonly text: string;
  readonly score: number;
}
