// One MTGJSON card object (a face of an AtomicCards entry, or a printing in a set file / AllPrintings) → what the
// card database keeps: the face's Oracle characteristics (the simulator's `Card`) and the whole card's extras
// (layout, legalities, rulings with dates, printed names in other languages, keywords). Pure: the streaming import
// (electron/db/cardImport.ts) calls it once per object it assembles.
import { err, ok, type Result } from '../result.ts';
import { colorOrder, type Color } from '../engine/model.ts';

/** One card face as Oracle text gives it: what the simulator puts on a board, known by its face name. */
export interface Card {
  readonly name: string;
  /** The Oracle type line, "Legendary Creature — Human Wizard". */
  readonly typeLine: string;
  readonly manaCost: string;
  readonly manaValue: number;
  readonly colors: readonly Color[];
  /** Printed power and toughness; null when there are none or they are not a number ("*", "1+*"). */
  readonly power: number | null;
  readonly toughness: number | null;
  /** The rules text, one ability (one Oracle line) each. */
  readonly abilities: readonly string[];
  /** Printed power/toughness as text ("*", "1+*"), null when the face has none; absent when not read. */
  readonly printedPower?: string | null;
  readonly printedToughness?: string | null;
  /** Printed loyalty and defense as text ("4", "X"); absent or null when the face has none. */
  readonly loyalty?: string | null;
  readonly defense?: string | null;
}

/** Oracle text without its reminder text (207.2a), which restates a keyword's rules and says no ability of its own. */
export const withoutReminderText = (text: string): string => text.replace(/\([^)]*\)/g, '');

/** A printed power or toughness with a star: the number beside it ("1+*" is 1, "*" 0); null for anything else. */
function starredNumber(printed: string | null | undefined): number | null {
  const starred = /^(?:(-?\d+)\+)?\*$|^\*\+(-?\d+)$/.exec(printed ?? '');
  return starred === null ? null : Number(starred[1] ?? starred[2] ?? 0);
}

/**
 * The power and toughness an object of this card starts from on a board (613.1): the printed numbers, a star counted
 * 0 beside its number. A characteristic-defining ability sets the whole value (208.2a); without one, the star has no
 * value (208.5), so a Tarmogoyf that lost its abilities is 0/1.
 */
export function startingPT(card: Card): { readonly power: number | null; readonly toughness: number | null } {
  return { power: card.power ?? starredNumber(card.printedPower), toughness: card.toughness ?? starredNumber(card.printedToughness) };
}

/** An official ruling as MTGJSON carries it: the date it was published and its text. */
export interface Ruling {
  readonly date: string;
  readonly text: string;
}

/** A printed name in another language (MTGJSON foreignData). */
export interface ForeignName {
  readonly language: string;
  readonly name: string;
}

/** A face as the card page shows it: the simulator's characteristics plus what is printed but not a number. */
export interface CardFaceRecord extends Card {
  /** The Oracle text as one string, lines kept. */
  readonly text: string;
  readonly printedPower: string | null;
  readonly printedToughness: string | null;
  readonly loyalty: string | null;
  readonly defense: string | null;
  /** "a", "b"… for a card with several faces; null for a one-faced card. */
  readonly side: string | null;
}

/** What one MTGJSON object says: the face, and the whole card it belongs to. */
export interface CardObjectRecord {
  /** The whole card's name ("Fire // Ice"); equal to face.name for a one-faced card. */
  readonly cardName: string;
  readonly layout: string;
  readonly face: CardFaceRecord;
  readonly legalities: Readonly<Record<string, string>>;
  readonly rulings: readonly Ruling[];
  readonly foreignNames: readonly ForeignName[];
  readonly keywords: readonly string[];
}

const colorOf: Readonly<Record<string, Color>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A printed power or toughness as a number; "*", "1+*", "X" have none until the game gives them one. */
function printedNumber(value: string | null): number | null {
  return value !== null && /^-?\d+$/.test(value) ? Number(value) : null;
}

function rulingsOf(raw: unknown): Ruling[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((ruling) => {
    if (!isRecord(ruling)) return [];
    const date = text(ruling['date']);
    const body = text(ruling['text']);
    return date !== null && body !== null ? [{ date, text: body }] : [];
  });
}

function foreignNamesOf(raw: unknown): ForeignName[] {
  if (!Array.isArray(raw)) return [];
  const names = new Map<string, ForeignName>();
  for (const entry of raw) {
    if (!isRecord(entry)) continue;
    const language = text(entry['language']);
    if (language === null) continue;
    // A face of a multi-faced card carries the face's own foreign name in faceName, the whole card's in name.
    for (const name of [text(entry['faceName']), text(entry['name'])]) {
      if (name !== null) names.set(`${language}\u0000${name}`, { language, name });
    }
  }
  return [...names.values()];
}

function legalitiesOf(raw: unknown): Record<string, string> {
  if (!isRecord(raw)) return {};
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Reads one MTGJSON card object; `at` says where it stood in the file, for the message when it is not a card. */
export function readCardObject(raw: unknown, at: string): Result<CardObjectRecord, string> {
  if (!isRecord(raw)) return err(`${at}: not an object`);
  const cardName = text(raw['name']);
  if (cardName === null) return err(`${at}: no name`);
  const faceName = text(raw['faceName']) ?? cardName;
  const typeLine = text(raw['type']);
  if (typeLine === null) return err(`${at} (${faceName}): no type line`);
  const colors = Array.isArray(raw['colors'])
    ? raw['colors'].map((code) => colorOf[String(code)]).filter((color): color is Color => color !== undefined)
    : [];
  const oracle = typeof raw['text'] === 'string' ? raw['text'].trim() : '';
  const manaCost = typeof raw['manaCost'] === 'string' ? raw['manaCost'] : '';
  const layout = text(raw['layout']) ?? 'normal';
  const cardManaValue = typeof raw['manaValue'] === 'number' ? raw['manaValue'] : 0;
  // 202.3b: the back face of a transforming double-faced card has its front face's mana value, which is the card's.
  const backOfTransforming = layout === 'transform' && text(raw['side']) === 'b';
  const manaValue = typeof raw['faceManaValue'] === 'number' && !backOfTransforming ? raw['faceManaValue'] : cardManaValue;
  const printedPower = text(raw['power']);
  const printedToughness = text(raw['toughness']);
  return ok({
    cardName,
    layout,
    face: {
      name: faceName,
      typeLine,
      manaCost,
      manaValue: Number.isFinite(manaValue) ? manaValue : 0,
      colors: colorOrder.filter((color) => colors.includes(color)),
      power: printedNumber(printedPower),
      toughness: printedNumber(printedToughness),
      abilities: oracle
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      text: oracle,
      printedPower,
      printedToughness,
      loyalty: text(raw['loyalty']),
      defense: text(raw['defense']),
      side: text(raw['side']),
    },
    legalities: legalitiesOf(raw['legalities']),
    rulings: rulingsOf(raw['rulings']),
    foreignNames: foreignNamesOf(raw['foreignData']),
    keywords: Array.isArray(raw['keywords']) ? raw['keywords'].filter((k): k is string => typeof k === 'string') : [],
  });
}
