// Card search over the whole pool, in memory: names with typos, partial words, accents, either face and other
// languages, then the query's filters (type words, rules text, keywords, mana value, power, toughness, colors).
// Built once per imported pool; a search touches only the name words near the query's words, so it stays fast on
// tens of thousands of cards.
import type { Color } from '../engine/model.ts';
import { editDistance, foldAccents, nearestWithin, textKey, wordsOf, wordsStartingWith } from '../text/index.ts';
import type { CardEntry } from './page.ts';
import { compare, type CardFilter, type CardQuery } from './query.ts';

export interface PoolFace {
  readonly name: string;
  readonly typeLine: string;
  readonly manaCost: string;
  readonly manaValue: number;
  readonly colors: readonly Color[];
  readonly power: string | null;
  readonly toughness: string | null;
  readonly text: string;
}

/** The part of a stored card the finder reads, its faces with printed P/T as text. */
export interface PoolCard extends Pick<CardEntry, 'name' | 'layout' | 'keywords' | 'foreignNames'> {
  readonly faces: readonly PoolFace[];
}

/** One result: the card, and the printed name in another language that matched when it was not the English one. */
export interface CardHit extends Omit<PoolFace, 'typeLine'> {
  readonly type: string;
  readonly faces: readonly string[];
  readonly matchedName?: { readonly language: string; readonly name: string };
}

interface IndexedCard {
  readonly card: PoolCard;
  /** English names (the card's and its faces'), folded: lower case, no accents. */
  readonly english: readonly string[];
  readonly foreign: readonly { readonly language: string; readonly name: string; readonly key: string }[];
  /** Each face's type line as " word word ", for whole-word type matching; made when a filter first needs it. */
  typeWords?: readonly string[];
  /** Each face's rules text, lower case; made when a filter first needs it. */
  texts?: readonly string[];
  /** The card's keywords as compared (textKey); made when a filter first needs them. */
  keywordKeys?: readonly string[];
  readonly colors: readonly Color[];
  readonly manaValue: number;
}

/**
 * A card's mana value where a search looks at it, in a library, hand or graveyard: a split card's halves combined
 * (709.4b), any other card's front face's (712.8a, 715.4, 722.2).
 */
function manaValueOf(card: PoolCard): number {
  if (card.layout === 'split' || card.layout === 'aftermath') return card.faces.reduce((sum, face) => sum + face.manaValue, 0);
  return card.faces[0]?.manaValue ?? 0;
}

/** A printed power or toughness as a number: "*" counts as 0 and "1+*" as 1, as card search sites count them; none is null. */
function printedNumber(printed: string | null): number | null {
  if (printed === null) return null;
  const value = Number(printed.replace(/[+-]?\*$/, '') || '0');
  return Number.isFinite(value) ? value : null;
}

/** A name as compared: lower case, one kind of apostrophe, no accents (only names with non-ASCII letters need folding). */
const fold = (text: string): string => {
  const key = textKey(text);
  return /[\u0080-\uffff]/.test(key) ? foldAccents(key) : key;
};

/** A name's words, and the parts of a hyphenated one ("lim-dul" is also "lim" and "dul"), so either is found. */
const nameWords = (name: string): string[] => wordsOf(name).flatMap((word) => (/[-']/.test(word) ? [word, ...word.split(/[-']/)] : [word]));

/** Typos allowed in a word of this length: none in short words, one from 4 letters, two from 8. */
const typosAllowed = (length: number): number => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

export class CardPool {
  private readonly cards: IndexedCard[];
  /** Distinct name words, sorted, with the cards holding each. */
  private readonly words: string[];
  private readonly postings: Map<string, number[]>;
  /** Words by first letter and length ("b5": bears, blood…), for typo look-ups among words of a near length only. */
  private readonly byInitial = new Map<string, string[]>();

  constructor(pool: readonly PoolCard[]) {
    // In name order, so results without a name query come in it with no sorting, and ties fall back to it.
    const sorted = [...pool].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    this.cards = sorted.map((card) => {
      const english = [...new Set([card.name, ...card.faces.map((face) => face.name)].map(fold))];
      const colors = new Set(card.faces.flatMap((face) => face.colors));
      return {
        card,
        english,
        foreign: card.foreignNames.map((f) => ({ ...f, key: fold(f.name) })),
        colors: [...colors],
        manaValue: manaValueOf(card),
      };
    });
    this.postings = new Map();
    this.cards.forEach((indexed, i) => {
      const names = [...indexed.english, ...indexed.foreign.map((f) => f.key)];
      for (const word of new Set(names.flatMap(nameWords))) {
        const list = this.postings.get(word);
        if (list === undefined) this.postings.set(word, [i]);
        else if (list.at(-1) !== i) list.push(i);
      }
    });
    this.words = [...this.postings.keys()].sort();
    for (const word of this.words) {
      const bucket = `${word[0]!}${word.length}`;
      const list = this.byInitial.get(bucket);
      if (list) list.push(word);
      else this.byInitial.set(bucket, [word]);
    }
  }

  get size(): number {
    return this.cards.length;
  }

  /** Name words the query word may mean, each with how well: 3 the word itself, 2 a word it starts, 1 a typo. */
  private wordsFor(queryWord: string): Map<string, number> {
    const found = new Map<string, number>();
    for (const word of wordsStartingWith(this.words, queryWord)) found.set(word, word === queryWord ? 3 : 2);
    const limit = typosAllowed(queryWord.length);
    if (limit > 0) {
      // A typo rarely hits the first letter; a swap of the first two is looked up under the second.
      const initials = new Set([queryWord[0]!, queryWord[1] ?? '']);
      for (const initial of initials) {
        for (let length = queryWord.length - limit; length <= queryWord.length + limit; length++) {
          for (const word of this.byInitial.get(`${initial}${length}`) ?? []) {
            if (found.has(word)) continue;
            // A typo in a partly typed word: compare with the start of the name word too.
            const whole = editDistance(queryWord, word, limit);
            const start = word.length > queryWord.length ? editDistance(queryWord, word.slice(0, queryWord.length), limit) : whole;
            if (Math.min(whole, start) <= limit) found.set(word, 1);
          }
        }
      }
    }
    return found;
  }

  /** Cards whose names hold every query word (exactly, as a word's start, or with a typo), each with a score. */
  private byName(name: string): Map<number, number> {
    const queryWords = wordsOf(fold(name));
    // The rarest word first: the cards holding it are the fewest, and every later word only narrows them.
    const matched = queryWords
      .map((queryWord) => {
        const words = this.wordsFor(queryWord);
        let cards = 0;
        for (const word of words.keys()) cards += this.postings.get(word)?.length ?? 0;
        return { words, cards };
      })
      .sort((a, b) => a.cards - b.cards);
    let scores: Map<number, number> | null = null;
    for (const { words } of matched) {
      const next = new Map<number, number>();
      for (const [word, quality] of words) {
        for (const i of this.postings.get(word) ?? []) {
          if (scores !== null && !scores.has(i)) continue;
          const best = next.get(i);
          if (best === undefined || quality > best) next.set(i, quality);
        }
      }
      if (scores !== null) for (const [i, quality] of next) next.set(i, quality + scores.get(i)!);
      scores = next;
      if (scores.size === 0) break;
    }
    const key = fold(name);
    const result = new Map<number, number>();
    for (const [i, wordScore] of scores ?? []) {
      const indexed = this.cards[i]!;
      // The whole name typed, or its start, weighs most; then how well the words matched; English before foreign.
      let whole = 0;
      if (indexed.english.includes(key)) whole = 100;
      else if (indexed.english.some((n) => n.startsWith(key))) whole = 50;
      else if (indexed.foreign.some((f) => f.key === key)) whole = 90;
      else if (indexed.foreign.some((f) => f.key.startsWith(key))) whole = 40;
      const english = indexed.english.some((n) => queryWords.every((w) => n.includes(w))) ? 5 : 0;
      result.set(i, whole + (wordScore / Math.max(queryWords.length, 1)) * 10 + english - indexed.card.name.length / 100);
    }
    return result;
  }

  private passes(indexed: IndexedCard, filter: CardFilter): boolean {
    let holds: boolean;
    switch (filter.kind) {
      case 'type':
        // 205: a type line is words; "t:elf" is the subtype Elf, never "Elemental". Every word on one face.
        indexed.typeWords ??= indexed.card.faces.map((face) => ` ${wordsOf(face.typeLine.replace(/—/g, ' ')).join(' ')} `);
        holds = indexed.typeWords.some(
          (line) => line.includes(` ${filter.words.join(' ')} `) || filter.words.every((w) => line.includes(` ${w} `)),
        );
        break;
      case 'text':
        indexed.texts ??= indexed.card.faces.map((face) => face.text.toLowerCase());
        holds = indexed.texts.some((text, f) => text.includes(filter.text.replace(/~/g, indexed.card.faces[f]!.name.toLowerCase())));
        break;
      case 'keyword':
        indexed.keywordKeys ??= indexed.card.keywords.map(textKey);
        holds = indexed.keywordKeys.includes(filter.keyword);
        break;
      case 'manaValue':
        holds = compare(indexed.manaValue, filter.op, filter.value);
        break;
      case 'power':
      case 'toughness': {
        const printed = indexed.card.faces.map((face) => printedNumber(filter.kind === 'power' ? face.power : face.toughness));
        holds = printed.some((value) => value !== null && compare(value, filter.op, filter.value));
        break;
      }
      case 'colors': {
        const have = indexed.colors;
        if (filter.multicolor) holds = have.length > 1;
        else {
          const want = filter.colors;
          const superset = want.every((c) => have.includes(c));
          const subset = have.every((c) => want.includes(c));
          holds =
            filter.op === '='
              ? superset && subset
              : filter.op === '!='
                ? !(superset && subset)
                : filter.op === '>='
                  ? superset
                  : filter.op === '>'
                    ? superset && !subset
                    : filter.op === '<='
                      ? subset
                      : subset && !superset;
          if (want.length === 0 && filter.op === '>=') holds = have.length === 0; // c:c is colorless
        }
        break;
      }
    }
    return filter.negated ? !holds : holds;
  }

  private hit(i: number, name: string): CardHit {
    const { card, foreign, english } = this.cards[i]!;
    const key = fold(name);
    const words = wordsOf(key);
    const englishMatch = name === '' || english.some((n) => words.every((w) => wordsOf(n).some((nw) => nw.startsWith(w))));
    const foreignMatch = englishMatch ? undefined : foreign.find((f) => words.every((w) => wordsOf(f.key).some((fw) => fw.startsWith(w))));
    const faces = card.faces;
    return {
      name: card.name,
      type: faces.map((face) => face.typeLine).join(' // '),
      manaCost: faces
        .map((face) => face.manaCost)
        .filter(Boolean)
        .join(' // '),
      manaValue: this.cards[i]!.manaValue,
      colors: this.cards[i]!.colors,
      power: faces[0]?.power ?? null,
      toughness: faces[0]?.toughness ?? null,
      text: faces.map((face) => face.text).join('\n//\n'),
      faces: faces.length > 1 ? faces.map((face) => face.name) : [],
      ...(foreignMatch ? { matchedName: { language: foreignMatch.language, name: foreignMatch.name } } : {}),
    };
  }

  /** The cards a query finds, best first (by name when the query has no name words), at most `limit`. */
  find(query: CardQuery, limit = 25): CardHit[] {
    const ranked: [number, number][] = [];
    if (query.name !== '') {
      let scores = this.byName(query.name);
      // No card holds every word: rank by the words each card does hold ("blood mon" → Blood Moon through "blood").
      if (scores.size === 0) scores = this.byAnyWord(query.name);
      for (const [i, score] of scores) {
        if (query.filters.every((filter) => this.passes(this.cards[i]!, filter))) ranked.push([i, score]);
      }
      ranked.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    } else {
      if (query.filters.length === 0) return [];
      for (let i = 0; i < this.cards.length && ranked.length < limit; i++) {
        if (query.filters.every((filter) => this.passes(this.cards[i]!, filter))) ranked.push([i, 0]);
      }
    }
    return ranked.slice(0, limit).map(([i]) => this.hit(i, query.name));
  }

  /** The names nearest a name that is not a card's, for "did you mean". */
  nearest(name: string, limit = 5): string[] {
    return this.find({ name, filters: [] }, limit).map((hit) => hit.name);
  }

  /**
   * The one name a misspelt name means: among the nearest cards' names and face names, the nearest one within the typos
   * the name's length allows ("lightning blot" → Lightning Bolt); null when none is, or two are equally near.
   */
  misspelt(name: string): string | null {
    const key = fold(name).replace(/\s+/g, ' ').trim();
    const allowed = typosAllowed(key.length);
    if (allowed === 0) return null;
    const names = this.find({ name, filters: [] }, 5).flatMap((hit) => [hit.name, ...hit.faces]);
    return nearestWithin(
      key,
      names.map((candidate) => ({ key: fold(candidate), value: candidate })),
      allowed,
    );
  }

  /**
   * Cards holding some of the name's words, scored by how well they hold them; words held by more than a twentieth of
   * the pool ("the", "of") count only when nothing else matches, as they say little about which card is meant.
   */
  private byAnyWord(name: string): Map<number, number> {
    const total = new Map<number, number>();
    const queryWords = wordsOf(fold(name));
    if (queryWords.length < 2) return total;
    const common = this.cards.length / 20;
    const lists = queryWords.map((queryWord) =>
      [...this.wordsFor(queryWord)].map(([word, quality]) => ({ cards: this.postings.get(word)!, quality })),
    );
    // How common a word is: the cards holding it as typed (or with a typo), not the words it starts: "mon" starts
    // Monastery and Monolith but tells nothing, while "blood" held by a few cards tells which is meant ("blood mon").
    const telling = lists.filter((list) => {
      const held = list.filter(({ quality }) => quality !== 2).reduce((sum, { cards }) => sum + cards.length, 0);
      return held > 0 && held <= common;
    });
    for (const list of telling.length > 0 ? telling : lists) {
      for (const { cards, quality } of list) {
        for (const i of cards) total.set(i, (total.get(i) ?? 0) + quality - this.cards[i]!.card.name.length / 1000);
      }
    }
    return total;
  }
}
