// The cards a rules question names ("does Blood Moon turn off Urborg?"): whole names, found as whole words, so rules
// search can show those cards' rulings and the question's other words can decide which of them come first.
import { editDistance, wordSpans, wordsOf, type WordSpan } from '../text/index.ts';

/** Longest card name looked for, in words ("Asmoranomardicadaistinaculdacar" is one; Un-set names run to 20). */
const longestName = 12;

/** Small words a card name keeps lower case inside it ("Swords to Plowshares", "Urborg, Tomb of Yawgmoth"). */
const nameJoiners = new Set(['of', 'the', 'to', 'and', 'in', 'from', 'with', 'a', 'an', 'on', 'for', 'at', 'into', 'en']);

/** Edits a misspelt name may be off by: none under 7 letters ("Fog" is not "Fig"), 1 up to 12, 2 beyond. */
const editsAllowed = (phrase: string): number => (phrase.length < 7 ? 0 : phrase.length <= 12 ? 1 : 2);

/** Phrases one question may try as misspelt names. */
const fuzzyLookups = 48;

/** A card named in a question, and where. */
export interface CardMention {
  readonly card: string;
  readonly start: number;
  readonly end: number;
}

interface FuzzyName {
  readonly phrase: string;
  readonly words: number;
  readonly card: string;
}

/**
 * Where a misspelt name is looked for: a one-word name under its first letter and length, a longer one under each of
 * its words but joiners: a misspelling keeps one word of a longer name as typed, and the first letter of a short one.
 */
function anchorsOf(phrase: string, length = phrase.length): string[] {
  const words = phrase.split(' ');
  return words.length === 1 ? [`${phrase[0]}:${length}`] : words.filter((word) => !nameJoiners.has(word)).map((word) => `=${word}`);
}

export class CardNames {
  /** Each name's words joined by one space → the cards of that name (a face's name may be shared by several cards). */
  private readonly byName = new Map<string, string[]>();
  /** The same for the parts of names before a comma, which a whole name of the same words outranks ("Urborg"). */
  private readonly byShortName = new Map<string, string[]>();
  /**
   * Each card by its own whole name's words: of the cards a name is shared by, the one whose whole name it is ("Lightning
   * Bolt", not the card of which a face is named "Lightning Bolt").
   */
  private readonly byWholeName = new Map<string, string>();
  /**
   * Names and short names of one card each, by their anchors (anchorsOf): where a misspelt name is looked for. Built
   * when a question first needs it, not with the names, which rules search reads while the database opens.
   */
  private fuzzyBuckets: Map<string, FuzzyName[]> | null = null;

  /**
   * Each card by its name, and by its faces' names (a judge names the face on the table, not "Fire // Ice").
   * `isWord`: is a lower-case word one of the language's or the rules' own? A one-word name typed in lower case is read
   * as the card only when it is not ("ephemerate", not "fog" or "shock"); without a word list, never.
   */
  constructor(
    cards: Iterable<{ readonly name: string; readonly faces?: readonly string[] }>,
    private readonly isWord: (word: string) => boolean = () => true,
  ) {
    const add = (phrases: Map<string, string[]>, spoken: string, card: string): void => {
      const words = wordsOf(spoken);
      if (words.length === 0 || words.length > longestName) return;
      const phrase = words.join(' ');
      const list = phrases.get(phrase);
      if (list === undefined) phrases.set(phrase, [card]);
      else if (!list.includes(card)) list.push(card);
    };
    for (const card of cards) {
      this.byWholeName.set(wordsOf(card.name).join(' '), card.name);
      for (const name of [card.name, ...(card.faces ?? [])]) {
        if (name.includes('//')) continue;
        add(this.byName, name, card.name);
        // A legendary card goes by the part before its comma on the floor: "Urborg" for "Urborg, Tomb of Yawgmoth".
        const comma = name.indexOf(',');
        if (comma > 0) add(this.byShortName, name.slice(0, comma), card.name);
      }
    }
  }

  /** The one card `cards` (those a phrase names) stands for: the only one, or the one whose whole name the phrase is. */
  private oneCard(cards: readonly string[] | undefined, phrase: string): string | undefined {
    if (cards === undefined) return undefined;
    if (cards.length === 1) return cards[0];
    const whole = this.byWholeName.get(phrase);
    return whole !== undefined && cards.includes(whole) ? whole : undefined;
  }

  /** Builds the misspelt-name index now, so that no question waits for it. */
  prepareMisspellings(): void {
    this.misspellingIndex();
  }

  private misspellingIndex(): Map<string, FuzzyName[]> {
    if (this.fuzzyBuckets) return this.fuzzyBuckets;
    const buckets = new Map<string, FuzzyName[]>();
    for (const phrases of [this.byName, this.byShortName])
      for (const [phrase, cards] of phrases) {
        const card = this.oneCard(cards, phrase);
        if (card === undefined || editsAllowed(phrase) === 0) continue;
        const name = { phrase, words: phrase.split(' ').length, card };
        for (const anchor of anchorsOf(phrase)) {
          const bucket = buckets.get(anchor);
          if (bucket) bucket.push(name);
          else buckets.set(anchor, [name]);
        }
      }
    this.fuzzyBuckets = buckets;
    return buckets;
  }

  /**
   * The one card whose name is nearest a misspelt phrase of 7+ letters, within the edits its length allows ("Serra
   * Angle" → Serra Angel); none when two cards are as near.
   */
  private nearestName(phrase: string): string | undefined {
    const limit = editsAllowed(phrase);
    let best: string | undefined;
    let bestDistance = limit + 1;
    let tied = false;
    const wordCount = phrase.split(' ').length;
    const anchors = wordCount > 1 ? anchorsOf(phrase) : [];
    for (let length = phrase.length - limit; wordCount === 1 && length <= phrase.length + limit; length++)
      anchors.push(...anchorsOf(phrase, length));
    const index = this.misspellingIndex();
    const nearby = new Set(anchors.flatMap((anchor) => index.get(anchor) ?? []));
    for (const candidate of nearby) {
      if (Math.abs(candidate.phrase.length - phrase.length) > limit || candidate.words !== wordCount) continue;
      const distance = editDistance(phrase, candidate.phrase, limit);
      if (distance < bestDistance) [best, bestDistance, tied] = [candidate.card, distance, false];
      else if (distance === bestDistance && distance <= limit && candidate.card !== best) tied = true;
    }
    return tied ? undefined : best;
  }

  /**
   * A misspelt name at `at`: the longest run of words written as a name (each capitalised, or a joiner inside) that is
   * one card's name within the edits its length allows.
   */
  private misspeltAt(
    question: string,
    spans: readonly WordSpan[],
    at: number,
    budget: { lookups: number },
  ): { card: string; length: number } | undefined {
    const written = (i: number): string => question.slice(spans[i]!.start, spans[i]!.end);
    const capitalised = (i: number): boolean => /^\p{Lu}/u.test(written(i));
    if (!capitalised(at)) return undefined;
    let run = 1;
    while (run < longestName && at + run < spans.length && (capitalised(at + run) || nameJoiners.has(spans[at + run]!.word))) run++;
    for (let length = run; length > 0 && budget.lookups > 0; length--) {
      if (!capitalised(at + length - 1)) continue;
      const phrase = spans
        .slice(at, at + length)
        .map((span) => span.word)
        .join(' ');
      if (editsAllowed(phrase) === 0) continue;
      budget.lookups--;
      const card = this.nearestName(phrase);
      if (card !== undefined) return { card, length };
    }
    return undefined;
  }

  /**
   * The cards the question names, in the order it names them; at each place the longest name wins. A one-word name
   * that is a word (isWord) counts only when written with a capital ("Humility", not "humility"), as so many are
   * everyday words ("Fog", "Shock", "Opt"); a card whose whole name it is comes before one it shortens ("Urborg" is a
   * card of its own) or one with a face of that name ("Lightning Bolt"), and a short name shared by several cards
   * ("Jace") names none of them.
   */
  namedIn(question: string): string[] {
    return [...new Set(this.mentionsIn(question).map((mention) => mention.card))];
  }

  /** Where the question names each card (UTF-16 offsets of the name as written), in order; see namedIn. */
  mentionsIn(question: string): CardMention[] {
    const spans = wordSpans(question);
    const found: CardMention[] = [];
    // A question of capitalised words throughout (a pasted card list) would try every run: misspellings are looked
    // for in the first few dozen only.
    const budget = { lookups: fuzzyLookups };
    for (let at = 0; at < spans.length;) {
      let matched = 0;
      for (let length = Math.min(longestName, spans.length - at); length > 0 && matched === 0; length--) {
        const phrase = spans
          .slice(at, at + length)
          .map((span) => span.word)
          .join(' ');
        const card = this.oneCard(this.byName.get(phrase) ?? this.byShortName.get(phrase), phrase);
        if (card === undefined) continue;
        const first = question.slice(spans[at]!.start, spans[at]!.end);
        if (length === 1 && first === first.toLowerCase() && this.isWord(phrase)) continue;
        found.push({ card, start: spans[at]!.start, end: spans[at + length - 1]!.end });
        matched = length;
      }
      const misspelt = matched === 0 ? this.misspeltAt(question, spans, at, budget) : undefined;
      if (misspelt) {
        found.push({ card: misspelt.card, start: spans[at]!.start, end: spans[at + misspelt.length - 1]!.end });
        matched = misspelt.length;
      }
      at += Math.max(matched, 1);
    }
    return found;
  }
}
