// Domain types of an imported rules document: every input format becomes one RulesDocument.

/** What kind of document a source is. */
export type SourceKind = 'comprehensive-rules' | 'rule-page' | 'rulings' | 'article';

/** section "1", rule "100", entry "100.1" / "100.1a", ruling "212.8.Ruling.1", paragraph "§2.1" of an article. */
export type EntryKind = 'section' | 'rule' | 'entry' | 'ruling' | 'paragraph';

export interface RuleEntry {
  /** Canonical number without a trailing period: "1", "100", "100.1", "100.1a", "212.8.Ruling.1", "§2". */
  readonly number: string;
  readonly kind: EntryKind;
  /** The number of the entry this one belongs to, or null at the top. */
  readonly parent: string | null;
  /** Heading for sections and rules ("Game Concepts"), the whole text for entries. */
  readonly text: string;
  readonly examples: readonly string[];
}

export interface GlossaryEntry {
  readonly term: string;
  /** One element per numbered sense ("1.", "2."), or the whole definition as one sense. */
  readonly senses: readonly string[];
  readonly obsolete: boolean;
}

/** A citation found in text: `from` is an entry number or "glossary:<Term>", `to` a rule number. */
export interface CrossReference {
  readonly from: string;
  readonly to: string;
}

export interface RulesDocument {
  readonly title: string;
  readonly kind: SourceKind;
  /** ISO date (YYYY-MM-DD) or null when the document states none. */
  readonly effectiveDate: string | null;
  /** In document order; parents come before their children. */
  readonly entries: readonly RuleEntry[];
  readonly glossary: readonly GlossaryEntry[];
  readonly references: readonly CrossReference[];
}
