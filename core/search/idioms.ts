// How a question says things apart from its vocabulary (core/search/thesaurus.ts): idioms whose words name no CR term,
// negations typed without their apostrophe, British spellings, the players' roles and the verb "stack".

/**
 * Players ask whether abilities "stack" ("does lifelink stack?", "do they stack with each other?"): the verb asks
 * whether several instances add up, which the rules say in these words ("Multiple instances of lifelink on the same
 * object are redundant"), not the Stack.
 */
export const stackVerb = { forms: new Set(['stack', 'stacks']), meaning: ['multiple', 'instances', 'redundant'] } as const;

/**
 * Everyday idioms that name no CR term: "at instant speed" and "sorcery speed" say when a thing may be done (when an
 * instant or a sorcery could be cast), not the card type and not a player's speed (the CR's Speed, of "Start your
 * engines!"); "last night" and "the other day" in a post's story are no Night or Day of day and night. Their words
 * name no term there, and the last is read as no word of the question. "Right away" and its kin ask whether a thing
 * happens at once, as "when does …" asks when: none of their words is one of the question ("right" is no side of a
 * table, as in "the player to the right"). Nor are those of "even though", which only joins a clause ("as though" is
 * the rules' own: 609.4's effects).
 */
const idioms: readonly Idiom[] = [
  { words: ['instant', 'speed'], unread: 1 },
  { words: ['sorcery', 'speed'], unread: 1 },
  { words: ['last', 'night'], unread: 1 },
  { words: ['other', 'day'], unread: 1 },
  { words: ['right', 'away'], unread: 2, asksWhen: true },
  { words: ['straight', 'away'], unread: 2, asksWhen: true },
  { words: ['right', 'now'], unread: 2, asksWhen: true },
  { words: ['even', 'though'], unread: 2 },
  // "the difference between A and B" asks what each is, as "A vs B" does (comparesTerms)
  { words: ['difference', 'between'], unread: 2 },
  { words: ['differences', 'between'], unread: 2 },
];

/** Whether a query compares the things it names ("spell vs ability", "the difference between A and B"). */
export const comparesTerms = (normalized: string): boolean => /\b(?:vs|versus|differences? between)\b/.test(normalized);

interface Idiom {
  readonly words: readonly string[];
  /** How many of its last words are no word of the question. */
  readonly unread: number;
  readonly asksWhen?: true;
}

/** Where in a query's words idioms stand (every word of each, and those read as no word of the question), and whether one asks when. */
export function idiomsIn(words: readonly string[]): {
  readonly words: ReadonlySet<number>;
  readonly unread: ReadonlySet<number>;
  readonly asksWhen: boolean;
} {
  const inIdiom = new Set<number>();
  const unread = new Set<number>();
  let asksWhen = false;
  words.forEach((_, at) => {
    for (const idiom of idioms) {
      if (!idiom.words.every((w, k) => words[at + k] === w)) continue;
      idiom.words.forEach((_, k) => {
        inIdiom.add(at + k);
        if (k >= idiom.words.length - idiom.unread) unread.add(at + k);
      });
      if (idiom.asksWhen) asksWhen = true;
    }
  });
  return { words: inIdiom, unread, asksWhen };
}

/** Negations typed without their apostrophe ("dont", "cant"), as written with it: each says "not". */
export const apostrophesLeftOut: Readonly<Record<string, string>> = Object.fromEntries(
  [
    "don't",
    "can't",
    "doesn't",
    "isn't",
    "aren't",
    "didn't",
    "won't",
    "wasn't",
    "weren't",
    "hasn't",
    "haven't",
    "couldn't",
    "shouldn't",
    "wouldn't",
  ].map((negation) => [negation.replace("'", ''), negation]),
);

/** British and informal spellings a judge may type, as the rules (American English) write them. */
export const spellings: Readonly<Record<string, string>> = {
  thru: 'through',
  colour: 'color',
  colours: 'colors',
  coloured: 'colored',
  colourless: 'colorless',
  defence: 'defense',
  armour: 'armor',
  honour: 'honor',
  favour: 'favor',
  behaviour: 'behavior',
  centre: 'center',
  cancelled: 'canceled',
  licence: 'license',
};

/**
 * Who acts in a question ("my opponent's creature", "can my teammate block"): the CR defines these roles, but a
 * question that names one besides other words asks about what happens, not who is whose opponent. ("Player" is not
 * among them: read so, it measured worse on the training questions.)
 */
export const playerRoles: ReadonlySet<string> = new Set(['opponent', 'opponents', 'teammate', 'teammates']);
