// From card names to a scenario: objects given as {"card": "Blood Moon"} are filled from card data before the engine
// reads the scenario, and when the scenario has no "effects", every ability the effect reader understands becomes an
// effect, in the objects' order (that order is their timestamps, 613.7); the rest are listed as warnings.
import { parseScenario } from '../engine/index.ts';
import { err, ok, type Problem, type Result } from '../result.ts';
import { textKey } from '../text/index.ts';
import { embeddedCatalog } from '../types/index.ts';
import type { Card } from './record.ts';

/** Where card data comes from: a database, a test's fixture. */
export interface CardLookup {
  /** The card (face) a name names, or null. */
  readonly card: (name: string) => Card | null;
  /** The names nearest one that names no card, best first. */
  readonly nearest: (name: string) => readonly string[];
}

/** Fields a card object may carry beyond the scenario's own: they go to the effects made from its abilities. */
const effectFields = ['targets', 'chosen', 'choices', 'conditionHolds', 'values', 'targetPlayer'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface FilledScenario {
  /** Scenario JSON for parseScenario: card objects written out, effects made when none were given. */
  readonly scenario: Record<string, unknown>;
  /** Abilities not made into effects, each named with its object and why. */
  readonly warnings: readonly string[];
}

/** The board object a card makes: its Oracle characteristics, with whatever the scenario gave beside "card" on top. */
function objectOf(card: Card, raw: Record<string, unknown>, name: string): Record<string, unknown> {
  const filled: Record<string, unknown> = {
    name,
    typeLine: card.typeLine,
    colors: card.colors,
    abilities: card.abilities,
  };
  if (card.power !== null) filled['power'] = card.power;
  if (card.toughness !== null) filled['toughness'] = card.toughness;
  if (Number.isInteger(card.manaValue)) filled['manaValue'] = card.manaValue;
  for (const [key, value] of Object.entries(raw)) {
    if (key !== 'card' && !(effectFields as readonly string[]).includes(key)) filled[key] = value;
  }
  return filled;
}

/** A name not yet on the board: a second Blood Moon is "Blood Moon (2)" (object names are unique). */
function uniqueName(name: string, taken: Set<string>): string {
  let unique = name;
  for (let n = 2; taken.has(textKey(unique)); n++) unique = `${name} (${n})`;
  taken.add(textKey(unique));
  return unique;
}

/**
 * Fills card objects and, when "effects" is absent, makes the effects. Input that is not a scenario is passed on
 * unchanged for parseScenario to name the problem; an unknown card name is a problem naming the nearest names.
 */
export function fillScenarioFromCards(input: unknown, cards: CardLookup): Result<FilledScenario, Problem> {
  if (!isRecord(input) || !Array.isArray(input['objects']))
    return ok({ scenario: isRecord(input) ? input : { objects: input }, warnings: [] });
  const taken = new Set<string>();
  const extras: Record<string, unknown>[] = [];
  const objects: unknown[] = [];
  for (const [index, raw] of (input['objects'] as unknown[]).entries()) {
    if (!isRecord(raw) || raw['card'] === undefined) {
      if (isRecord(raw) && typeof raw['name'] === 'string') taken.add(textKey(raw['name']));
      objects.push(raw);
      extras.push({});
      continue;
    }
    const at = `objects[${index}].card`;
    if (typeof raw['card'] !== 'string' || raw['card'].trim() === '')
      return err({ code: 'not-string', message: `${at}: must be a card name such as "Blood Moon"`, at });
    const card = cards.card(raw['card']);
    if (!card) {
      const nearest = cards.nearest(raw['card']);
      return err({
        code: 'unknown-card',
        message:
          `${at}: no card "${raw['card']}" in the imported card data` +
          (nearest.length > 0 ? `; nearest: ${nearest.join(', ')}` : ' (import MTGJSON card data with arbiter import-cards <file>)'),
        at,
      });
    }
    const name = typeof raw['name'] === 'string' ? raw['name'] : uniqueName(card.name, taken);
    objects.push(objectOf(card, raw, name));
    extras.push(Object.fromEntries(effectFields.filter((key) => raw[key] !== undefined).map((key) => [key, raw[key]])));
  }
  if (input['effects'] !== undefined) return ok({ scenario: { ...input, objects }, warnings: [] });
  const effects: Record<string, unknown>[] = [];
  const warnings: string[] = [];
  for (const [index, object] of objects.entries()) {
    if (!isRecord(object) || typeof object['name'] !== 'string' || !Array.isArray(object['abilities'])) continue;
    const name = object['name'];
    const extra = extras[index]!;
    for (const ability of object['abilities']) {
      // Reminder text on a line of its own is no ability and has no game function (207.2a).
      if (typeof ability !== 'string' || /^\([^()]*\)$/.test(ability.trim())) continue;
      const effect = { source: name, text: ability, order: effects.length + 1, ...extra };
      const problem = problemOf(objects, effect, index);
      if (problem === null) effects.push(effect);
      else if ('error' in problem) return err(problem.error);
      else warnings.push(`${name}: "${ability}" is not made an effect: ${problem.warning}`);
    }
  }
  return ok({ scenario: { ...input, objects, effects }, warnings });
}

/**
 * Why an ability cannot be an effect on this board, or null. Wording the reader does not take as a continuous effect,
 * or one it does that still needs the judge's input (a choice, a target, a count not given), is left out with a
 * warning so that the rest of the board is still worked out; a field given beside "card" that is wrong is an error
 * naming it there.
 */
function problemOf(
  objects: readonly unknown[],
  effect: Record<string, unknown> & { text: string },
  index: number,
): { readonly warning: string } | { readonly error: Problem } | null {
  const trial = parseScenario({ objects, effects: [effect] });
  if (trial.ok || !trial.error.at?.startsWith('effects[0]')) return null;
  const field = trial.error.at.slice('effects[0].'.length);
  const message = trial.error.message.slice(trial.error.at.length + 2);
  if (field === 'text') return { warning: whyNot(effect.text, message) };
  // the field as given beside "card": "targets" for targets[0], "choices" for choices.type
  const given = effect[field.split(/[[.]/)[0]!] !== undefined;
  if (field !== '' && given && trial.error.code !== 'needs-value') {
    const at = `objects[${index}].${field}`;
    return { error: { code: trial.error.code, message: `${at}: ${message}`, at } };
  }
  return { warning: field === '' ? message : `${message}; give "${field}" beside "card" in a scenario file` };
}

/** Why an ability is no continuous effect, in a line: its kind when it has one, else the reader's first sentence. */
function whyNot(ability: string, message: string): string {
  // An ability word or flavor word before a dash says nothing of the ability's kind (207.2c, 207.2d).
  const rules = ability.replace(/^[^—:"]+ — /, '');
  if (/^[^"]*:\s/.test(rules)) return 'an activated ability (602.1): it has an effect only when activated';
  if (/^(when|whenever|at)\b/i.test(rules)) return 'a triggered ability (603.1)';
  if (isKeywordLine(rules)) return "a keyword ability (702.1): it stays among the object's abilities and is not read as an effect";
  if (replacementWordings.some((wording) => wording.test(rules)))
    return 'a replacement effect (614.1): it changes an event as it happens, not a characteristic';
  return message.split(/\. Understood forms/)[0]!;
}

/**
 * Replacement effects' wordings: "would … instead" (614.1a), "skip" (614.1b), "enters tapped|with|as" and "As … enters"
 * (614.1c, 614.1d), doubled damage (701.10g).
 */
const replacementWordings: readonly RegExp[] = [
  /\bwould\b[^.]*\binstead\b/i,
  /\bskips?\b/i,
  /^as\b[^,.]*\benters?\b/i,
  /\benters?\b(?: the battlefield)? (?:tapped|with|as)\b/i,
  /\bdouble\b[^.]*\bdamage\b[^.]*\bwould\b/i,
];

/** Keyword abilities by name, longest first so "first strike" is found before a shorter name. */
const keywordNames: readonly string[] = [...(embeddedCatalog.keywordAbilities ?? [])].map(textKey).sort((a, b) => b.length - a.length);

/** True when a line is keyword abilities alone: "Flying, vigilance", "Ward {2}", "Convoke (Your creatures …)" (702.1). */
function isKeywordLine(rules: string): boolean {
  const line = textKey(rules.replace(/\([^()]*\)/g, ''));
  // A keyword line is no sentence, unless its last keyword takes a cost in words ("Ward—Pay 3 life.").
  const sentence = line.endsWith('.');
  const parts = line
    .replace(/\.$/, '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  // A keyword is the whole part or is followed by its cost or quality: "ward {2}", "ward—pay 3 life", "protection from red".
  const isKeyword = (part: string, name: string): boolean => {
    if (part === name) return true;
    const rest = part.slice(name.length);
    return part.startsWith(name) && (/^\s*[—{\d]/.test(rest) || (!sentence && rest.startsWith(' ')));
  };
  return parts.length > 0 && parts.every((part) => keywordNames.some((name) => isKeyword(part, name)));
}

/** True when a scenario names any card, so card data must be opened to fill it. */
export const namesCards = (input: unknown): boolean =>
  isRecord(input) && Array.isArray(input['objects']) && input['objects'].some((raw) => isRecord(raw) && raw['card'] !== undefined);
