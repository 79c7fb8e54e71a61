// The features search ranking scores an entry by (rank.ts), named in the order of each feature vector.

export const featureNames = [
  /** Fielded bm25 (fieldNames, weighted by fittedFieldWeights), relative to the best candidate's. */
  'bm25',
  /** Rarity-weighted share of the query's concepts the entry mentions. */
  'coverage',
  /** Rarity-weighted share of the concepts said in the entry's headings or title. */
  'headingCoverage',
  /** Share of the named CR terms the entry defines: their glossary entry or a rule they point to. */
  'termRule',
  /** Share of the named terms whose rule the entry is a subrule of ("702.19b" of Trample's 702.19). */
  'termFamily',
  /** Share of the named terms the entry says as a whole phrase. */
  'termMentioned',
  /** Share of the query's adjacent word pairs the entry says side by side (phrase proximity). */
  'bigram',
  /** A glossary definition. */
  'glossary',
  /** A glossary definition answering a question of several concepts (rules answer interactions). */
  'glossaryLong',
  /** A section or numbered rule heading ("704", "7"), not an entry. */
  'heading',
  /** A lettered subrule ("704.5f"), one level deeper than its rule. */
  'subrule',
  /** A multiplayer or casual variant rule (sections 8 and 9), or a variant's card type's, when the query does not name that variant. */
  'variantUnnamed',
  /** Says a count of the query beside its word ("0 toughness" → "toughness 0 or less"). */
  'countTogether',
  /** The query asks whether something can happen (or says it can't) and the entry says it can't / doesn't. */
  'negationAgrees',
  /**
   * Lies under a rule titled by a term the query neither names nor says (a keyword's rules for an everyday question),
   * or, for a question naming a step or phase, under another step or phase (the cleanup step's for the end step).
   */
  'otherTermsRule',
  /** Full-text position: 1 for the best bm25 hit, falling with rank (0 when full text did not return it). */
  'bm25Rank',
  /** Says every concept of the query that the corpus knows. */
  'allCovered',
  /** The square of coverage: an entry holding most of the query beats several holding half. */
  'coverageSquared',
  /** Shortness of the entry: a short rule that holds the concepts is about them, a long one may mention them. */
  'shortness',
  /** Rarity-weighted share of the concepts said in the entry's own title when it is a heading ("§2.1 Missed Trigger"). */
  'titleCoverage',
  /** Rarity-weighted share of the query's words that belong to CR terms (keywords, zones, steps…) the entry says. */
  'termWordCoverage',
  /** termRule when the query is nothing but CR terms ("phasing", "ETB"): the definition and its rule are the answer. */
  'termOnlyRule',
  /** The glossary definition of a named term when the query is nothing but CR terms. */
  'termOnlyGlossary',
  /** The first rule under a numbered rule heading that is also a candidate ("725.1" beside "725"): it says what the name means. */
  'firstRule',
  /**
   * Defines a named term but says none of the question's other words ("dies" → its definition, for "where does a token
   * go when it dies"): a question that says more than the term asks about what the other words add.
   */
  'termRuleAlone',
  /** A list question ("what are the phases", "card types list") and an entry listing four or more things it names. */
  'listAnswer',
  /** termWordCoverage for a long question (six concepts or more): read for its rules terms, not word by word. */
  'longTermWords',
  /** The share of the words outside CR terms the entry says, for a long question: its everyday words, apart. */
  'longOtherWords',
  /**
   * For a post of several sentences, the rarity-weighted share of its question sentences' concepts the entry says, or
   * its headings say in an alternative of several words ("die": a state-based action).
   */
  'questionCoverage',
  /** For a post of several sentences, the entry defines a term its question sentences name, or is a subrule of one. */
  'questionTerm',
  /** Says what a named term means ("“Hexproof” on a permanent means …"): the rule that defines it, not an edge case. */
  'saysMeaning',
  /** Says the kind of thing a "how many", "who", "where", "what happens", "when", "in what order", "steps of" or "how to" question asks. */
  'answerKind',
  /** A multiplayer or casual variant rule when the query names the variant: its own rule for what the variant changes. */
  'variantNamed',
  /** The share of the words a negation governs in the query ("are not spells") that a negation governs in the entry. */
  'negationScope',
  /** A rule for one card ("One card (Drain Power) causes …") that the question does not name: an oddity, not the rule. */
  'oneCardRule',
  /**
   * A state-based action (a subrule under the rule titled State-Based Actions) saying a question of three concepts or
   * more that does not name them: what the game does of itself to a thing in that state (the square of coverage).
   */
  'stateBasedAction',
  /**
   * An item of another list its parent rule introduces ("… determined by the following rules:") saying a question of
   * three concepts or more (the square of coverage).
   */
  'listedItem',
  /**
   * A keyword's rule on several instances of it ("Multiple instances of lifelink on the same object are redundant")
   * when the question speaks of no more than one: an edge case, not what the keyword does.
   */
  'multipleInstances',
  /**
   * The share of the everyday wordings the question uses whose rules phrase the entry says word for word ("fail to
   * find": "isn’t required to find"), not its words apart.
   */
  'wordingSaid',
  /** The share of the wordings of situations told across the question (core/search/phrasesRead.ts) the entry says. */
  'situationSaid',
  /**
   * For a post, the share of the named terms, named only in its story, that the entry defines or is a subrule of ("my
   * opponent cast Turn to Frog on it. Is it a 1/1 now?": not the rules of casting). Posts alone have it.
   */
  'storyTerm',
] as const;

export type FeatureName = (typeof featureNames)[number];
export type Weights = Readonly<Record<FeatureName, number>>;
