// The name-only Simulator flow: a card becomes a board object with its Oracle characteristics, and each of its
// abilities the effect reader understands becomes an effect (latest timestamp); the others are named with why not.
import type { Card } from '../../../core/cards/record.ts';
import { striate } from '../../../core/cards/striations.ts';
import { parseEffectText } from '../../../core/engine/index.ts';
import type { TypeCatalog } from '../../../core/types/index.ts';
import type { ObjectDraft } from '../lib/scenarioDraft.ts';
import { fieldsFromCard } from './cardFill.ts';

export interface CardOnBoard {
  readonly object: ObjectDraft;
  /** Abilities to add as effects, in printed order. */
  readonly effects: readonly { readonly text: string; readonly conditionHolds: boolean }[];
  /** Abilities that are no continuous effect the reader understands. */
  readonly notEffects: readonly string[];
}

/** A name not yet on the board: a second Blood Moon is "Blood Moon (2)" (object names are unique). */
export function freeName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((n) => n.trim().toLowerCase()));
  let unique = name;
  for (let n = 2; used.has(unique.toLowerCase()); n++) unique = `${name} (${n})`;
  return unique;
}

/** What putting a card on the board adds: the object (named apart from `taken`) and its effects, read with the board's type lists. */
export function cardOnBoard(card: Card, blank: ObjectDraft, taken: readonly string[], catalog: TypeCatalog): CardOnBoard {
  const name = freeName(card.name, taken);
  const effects: { text: string; conditionHolds: boolean }[] = [];
  const notEffects: string[] = [];
  // A new object has no counters but its loyalty or defense and is level 1: striations behind a level are left out
  // (711.2, 716.2a); a station symbol's effects check the charge counters the judge adds (721.2a).
  const { lines } = striate(card, { counters: () => 0, level: 1 });
  for (const { printed, effect } of lines) {
    if (effect !== null && parseEffectText(effect, name, catalog).ok) effects.push({ text: effect, conditionHolds: false });
    else if (printed !== null) notEffects.push(printed);
  }
  const abilities = lines.flatMap((line) => line.printed ?? []).join('\n');
  return { object: { ...blank, ...fieldsFromCard(card), abilities, name }, effects, notEffects };
}

/** An object row nobody has typed into: the card takes its place. */
export const isUntouched = (object: ObjectDraft): boolean =>
  object.name.trim() === '' && object.typeLine.trim() === '' && object.abilities.trim() === '';
