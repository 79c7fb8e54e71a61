// Domain types of the Magic type system (CR 205). Data and functions live in sibling modules.

/** The subtype lists of CR 205.3g–205.3q, one per kind. */
export type SubtypeKind = 'artifact' | 'enchantment' | 'land' | 'planeswalker' | 'spell' | 'creature' | 'planar' | 'dungeon' | 'battle';

export const subtypeKinds: readonly SubtypeKind[] = [
  'artifact',
  'enchantment',
  'land',
  'planeswalker',
  'spell',
  'creature',
  'planar',
  'dungeon',
  'battle',
];

/** The whole type vocabulary of one CR release (or the embedded default). */
export interface TypeCatalog {
  /** Card types in CR order (205.2a), canonical capitalisation: "Artifact", "Kindred", … */
  readonly cardTypes: readonly string[];
  /** Supertypes (205.4a): "Basic", "Legendary", "Ongoing", "Snow", "World". */
  readonly supertypes: readonly string[];
  /** Subtypes of each kind, canonical spelling, CR order. Multi-word entries ("Time Lord") are one subtype. */
  readonly subtypes: Readonly<Record<SubtypeKind, readonly string[]>>;
  /** The basic land types (205.3i): Plains, Island, Swamp, Mountain, Forest. */
  readonly basicLandTypes: readonly string[];
  /** Where the lists come from: "embedded" or a source such as "CR April 17, 2026". */
  readonly source: string;
  /** The keyword abilities named by the 702 headings ("Flying", "First Strike"); absent: the embedded ones. */
  readonly keywordAbilities?: readonly string[];
  /**
   * Terms the CR defines as any of several types ("The term outlaw refers to an object that has the Assassin, …
   * creature types"): the term in lower case → its types as the rule writes them ("Assassin", "legendary", "artifact").
   */
  readonly typeGroups?: Readonly<Record<string, readonly string[]>>;
}

export interface TypedSubtype {
  readonly name: string;
  readonly kind: SubtypeKind;
}

export interface TypeLine {
  readonly supertypes: readonly string[];
  readonly cardTypes: readonly string[];
  readonly subtypes: readonly TypedSubtype[];
}

/** One thing wrong with a type line, with the rule that decides it. */
export interface TypeLineProblem {
  readonly code: string;
  readonly message: string;
  /** The CR rule number that decides, e.g. "205.3d". */
  readonly rule: string;
  readonly suggestions: readonly string[];
}

/** What `arbiter type-line` and the type-line checker report. */
export interface TypeLineReport extends TypeLine {
  readonly input: string;
  readonly valid: boolean;
  /** The canonical line ("Legendary Artifact Creature — Human Wizard"), or null when it cannot be read. */
  readonly canonical: string | null;
  readonly problems: readonly TypeLineProblem[];
  /** Each face's own report, when the line gives two faces ("Front // Back"). */
  readonly faces?: readonly TypeLineReport[];
}

/** What `arbiter subtype` and "is X a [kind] type?" report (205.3e). */
export interface SubtypeAnswer {
  readonly word: string;
  /** The kind asked about, or null when any kind was asked. */
  readonly kind: SubtypeKind | null;
  /** True when the word is one subtype (of `kind`, if given). */
  readonly isSubtype: boolean;
  /** The canonical spelling when it is a subtype of some kind. */
  readonly canonical: string | null;
  /** Every kind the word is a subtype of. */
  readonly kinds: readonly SubtypeKind[];
  /** What else the word is, if not a subtype: "card type", "supertype", "several subtypes: Merfolk, Wizard", or null. */
  readonly isOther: string | null;
  readonly suggestions: readonly string[];
  /** The rule that decides, e.g. "205.3e". */
  readonly rule: string;
  /** One sentence a judge can read aloud. */
  readonly explanation: string;
}
