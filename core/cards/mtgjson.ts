// MTGJSON card data (a set file {meta, data: {code, name, cards}} or AtomicCards {meta, data: {name: [faces]}}) →
// the Oracle characteristics the simulator puts on a board. Faces of double-faced cards are cards of their own,
// known by their face name, since that is the object on the battlefield.
import { err, ok, type Problem, type Result } from '../result.ts';
import { colorOrder, type Color } from '../engine/model.ts';

/** One card face as Oracle text gives it. */
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
}

export interface CardFile {
  /** The set's name ("Bloomburrow") or "AtomicCards". */
  readonly title: string;
  readonly cards: readonly Card[];
  /** Entries left out, each named with why ("cards[12]: no type line"). */
  readonly skipped: readonly string[];
}

const colorOf: Readonly<Record<string, Color>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const problem = (code: string, message: string, at = '$'): Problem => ({ code, message, at });

/** A printed power or toughness as a number; "*", "1+*", "X" have none until the game gives them one. */
function printedNumber(value: unknown): number | null {
  return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : null;
}

function cardOf(raw: unknown, at: string): Result<Card, string> {
  if (!isRecord(raw)) return err(`${at}: not an object`);
  const name = typeof raw['faceName'] === 'string' && raw['faceName'].trim() !== '' ? raw['faceName'] : raw['name'];
  if (typeof name !== 'string' || name.trim() === '') return err(`${at}: no name`);
  if (typeof raw['type'] !== 'string' || raw['type'].trim() === '') return err(`${at} (${name}): no type line`);
  const colors = Array.isArray(raw['colors'])
    ? raw['colors'].map((code) => colorOf[String(code)]).filter((color): color is Color => color !== undefined)
    : [];
  const text = typeof raw['text'] === 'string' ? raw['text'] : '';
  const manaValue =
    typeof raw['faceManaValue'] === 'number' ? raw['faceManaValue'] : typeof raw['manaValue'] === 'number' ? raw['manaValue'] : 0;
  return ok({
    name: name.trim(),
    typeLine: raw['type'].trim(),
    manaCost: typeof raw['manaCost'] === 'string' ? raw['manaCost'] : '',
    manaValue: Number.isFinite(manaValue) ? manaValue : 0,
    colors: colorOrder.filter((color) => colors.includes(color)),
    power: printedNumber(raw['power']),
    toughness: printedNumber(raw['toughness']),
    abilities: text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  });
}

/** Reads an MTGJSON file's text; the first problem names where it is. Entries that are not cards are skipped and named. */
export function parseMtgjson(text: string): Result<CardFile> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return err(problem('not-json', `not JSON: ${error instanceof Error ? error.message : String(error)}`));
  }
  if (!isRecord(json) || !isRecord(json['data']))
    return err(problem('not-mtgjson', 'not MTGJSON card data: there is no "data" object (a set file or AtomicCards)', 'data'));
  const data = json['data'];
  const entries: [unknown, string][] = [];
  let title: string;
  if (Array.isArray(data['cards'])) {
    title = typeof data['name'] === 'string' ? data['name'] : typeof data['code'] === 'string' ? data['code'] : 'MTGJSON set';
    data['cards'].forEach((card, i) => entries.push([card, `cards[${i}]`]));
  } else {
    title = 'AtomicCards';
    for (const [name, faces] of Object.entries(data)) {
      if (Array.isArray(faces)) faces.forEach((face, i) => entries.push([face, `data["${name}"][${i}]`]));
      else entries.push([faces, `data["${name}"]`]);
    }
  }
  const cards = new Map<string, Card>();
  const skipped: string[] = [];
  for (const [raw, at] of entries) {
    const card = cardOf(raw, at);
    if (!card.ok) skipped.push(card.error);
    else if (!cards.has(card.value.name.toLowerCase())) cards.set(card.value.name.toLowerCase(), card.value); // reprints: the first
  }
  if (cards.size === 0)
    return err(problem('no-cards', `no card in the file${skipped.length > 0 ? ` (${skipped.slice(0, 3).join('; ')})` : ''}`, 'data'));
  return ok({ title, cards: [...cards.values()], skipped });
}
