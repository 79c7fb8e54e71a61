// The continuous-effect sentences of the MTGJSON sets in ../shared, as a judge would enter them: read at run time from
// the shared data (never copied into the repository), for the oracle benchmark and the sampled simulation test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedData } from './shared.ts';

export interface CardFace {
  readonly type?: string;
  readonly power?: string;
  readonly toughness?: string;
  readonly manaValue?: number;
  readonly name: string;
  readonly faceName?: string;
  readonly text?: string;
}

/** Sentences that change characteristics (types, colors, abilities, P/T, copy, control), as a judge would enter them. */
const characteristicChange = new RegExp(
  [
    'in addition to (its|their) other',
    'becomes? (a|an)\\b',
    'becomes? a copy',
    '(is|are) (a|an|every|all|the chosen|colorless|white|blue|black|red|green)\\b',
    'gets? [+-]\\d',
    'lose all abilities|loses all abilities|base power and toughness|gain control of',
  ]
    .map((form) => `\\b(${form})`)
    .join('|'),
  'i',
);
/**
 * Control and P/T-defining wordings the first selection above leaves out (613.1b, 613.4a): counted apart, in a wider
 * measure, so the sentences and places of the frozen sample (`sample.test.ts`) stay as they were drawn.
 */
const controlOrDefining =
  /\b(you control enchanted|exchange control of)\b|'s power (and toughness are each|is) equal\b|^(changeling|devoid)$/i;

/** Triggered abilities, keyword reminder lines and one-shot instructions are not continuous effects to enter. */
const notAnEffect =
  /^(when|whenever|at the beginning|create|search|draw|exile|return|destroy|counter|you may|each player|target player|target opponent)\b/i;

/** The effect sentences of one card's text: costs and reminder text removed, the card's name kept as it is. */
export function sentencesOf(card: CardFace, wider = false): string[] {
  const sentences: string[] = [];
  for (const line of (card.text ?? '').split('\n')) {
    // reminder text, a mode's bullet, a chapter or ability word, an activated ability's cost
    const body = line
      .replace(/\([^)]*\)/g, '')
      .replace(/^• /, '')
      .replace(/^(\+ \{[^}]*\}|\d+\+? \||\d+-\d+ \|) (— )?/, '') // a spree mode's cost, a level or class line's marker
      .replace(/^([IVX]+(, [IVX]+)*|[A-Z][\w ']+) — /, '')
      .replace(/^(\[[^\]]*\]|[^":.]+): /, '')
      .trim();
    for (const sentence of body.split(/(?<=\.)\s+(?=[A-Z])/)) {
      const selected = characteristicChange.test(sentence) || (wider && controlOrDefining.test(sentence));
      if (selected && !notAnEffect.test(sentence)) sentences.push(sentence);
    }
  }
  return sentences;
}

export const cardsFolder = (): string => sharedData('cards-mtgjson-20260709');

export interface EffectSentence {
  readonly sentence: string;
  readonly card: CardFace;
  /** Its place among the card's own effect sentences (0 first). */
  readonly ordinal: number;
}

/**
 * Every distinct effect sentence with the first card (set files in name order) that prints it; [] when the data is absent.
 * `wider`: with the control and P/T-defining wordings too (their places among a card's sentences then differ).
 */
export function effectSentences(wider = false): EffectSentence[] {
  const folder = cardsFolder();
  if (!existsSync(folder)) return [];
  const found = new Map<string, EffectSentence>();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const cards = (JSON.parse(readFileSync(join(folder, file), 'utf8')) as { data: { cards: CardFace[] } }).data.cards;
    for (const card of cards)
      sentencesOf(card, wider).forEach((sentence, ordinal) => {
        if (!found.has(sentence)) found.set(sentence, { sentence, card, ordinal });
      });
  }
  return [...found.values()];
}
