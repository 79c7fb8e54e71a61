// A ready-made scenario and the result the rules give for it.

/** What an object must look like after the layers; only the fields given are checked. */
export interface ExpectedObject {
  readonly currentName?: string;
  readonly typeLine?: string;
  readonly supertypes?: readonly string[];
  readonly cardTypes?: readonly string[];
  /** Compared as a set. */
  readonly subtypes?: readonly string[];
  readonly allCreatureTypes?: boolean;
  readonly colors?: readonly string[];
  /** Compared as a set. */
  readonly abilities?: readonly string[];
  readonly power?: number | null;
  readonly toughness?: number | null;
  /** Phrases some trace step must give as its reason ("depends on Blood Moon", "dependency loop"). */
  readonly why?: readonly string[];
  /** Rules some trace step must cite. */
  readonly rules?: readonly string[];
}

export interface ExampleScenario {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly scenario: { readonly objects: readonly object[]; readonly effects: readonly object[] };
  readonly expected: Readonly<Record<string, ExpectedObject>>;
}
