// From card names to a scenario: objects given as {"card": "Blood Moon"} are filled from card data before the engine
// reads the scenario, and when the scenario has no "effects", every ability the effect reader understands becomes an
// effect, in the objects' order (that order is their timestamps, 613.7); the rest are listed as warnings. When it has
// "effects", the permanents' static abilities that none of them is are added before them (611.3).
import { abilityKindOf, abilityTextKey, oracleLines, parseScenario, readCounters } from '../engine/index.ts';
import { scenarioSchema } from '../engine/scenarioSchema.ts';
import { err, ok, type Problem, type Result } from '../result.ts';
import { textKey } from '../text/index.ts';
import {
  embeddedCatalog,
  ruleOfKind,
  type SubtypeAdditions,
  withAdded,
  withPrintedSubtypes,
  withSubtypes,
  type TypeCatalog,
} from '../types/index.ts';
import { startingPT, type Card } from './record.ts';
import { striate, type AbilityLine } from './striations.ts';

/** Where card data comes from: a database, a test's fixture. */
export interface CardLookup {
  /** The card (face) a name names, or null. */
  readonly card: (name: string) => Card | null;
  /** The names nearest one that names no card, best first. */
  readonly nearest: (name: string) => readonly string[];
}

/** No card data: a scenario's objects are written out in full, and a `{"card": …}` object names no card. */
export const noCardData: CardLookup = { card: () => null, nearest: () => [] };

/** Fields a card object may carry beyond the scenario's own: they go to the effects made from its abilities. */
const effectFields = ['targets', 'chosen', 'choices', 'conditionHolds', 'values', 'targetPlayer'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface FilledScenario {
  /** Scenario JSON for parseScenario: card objects written out, effects made when none were given. */
  readonly scenario: Record<string, unknown>;
  /** Abilities not made into effects, each named with its object and why. */
  readonly warnings: readonly string[];
}

/** Reminder text on a line of its own ("(This land isn't a spell …)") is no ability and has no game function (207.2a). */
const isReminderOnly = (text: string): boolean => /^\([^()]*\)$/.test(text.trim());

/** Fields only a card object takes: its Class level (716.2b), which decides the abilities of its level bars. */
const cardFields = ['card', 'level'] as const;

/** The board object a card makes: its Oracle characteristics, with whatever the scenario gave beside "card" on top. */
function objectOf(card: Card, lines: readonly AbilityLine[], raw: Record<string, unknown>, name: string): Record<string, unknown> {
  const filled: Record<string, unknown> = {
    name,
    typeLine: card.typeLine,
    colors: card.colors,
    abilities: lines.flatMap((line) => (line.printed === null || isReminderOnly(line.printed) ? [] : [line.printed])),
  };
  const { power, toughness } = startingPT(card);
  if (power !== null) filled['power'] = power;
  if (toughness !== null) filled['toughness'] = toughness;
  if (Number.isInteger(card.manaValue)) filled['manaValue'] = card.manaValue;
  filled['manaCost'] = card.manaCost; // devotion counts its symbols (700.5); "" for a land's none (202.1b)
  for (const [key, value] of Object.entries(raw)) {
    if (!(cardFields as readonly string[]).includes(key) && !(effectFields as readonly string[]).includes(key)) filled[key] = value;
  }
  return filled;
}

/** The rule that gives a permanent its entering counters of each kind. */
const enteringRule: Readonly<Record<string, string>> = { loyalty: '306.5b', defense: '310.4b' };

/** The loyalty or defense counters a planeswalker or battle enters the battlefield with (306.5b, 310.4b); none for "X". */
export function enteringCounters(card: Card): { kind: string; count: number }[] {
  const printed = { loyalty: card.loyalty, defense: card.defense };
  return Object.entries(printed).flatMap(([kind, value]) =>
    typeof value === 'string' && /^[1-9]\d*$/.test(value) ? [{ kind, count: Number(value) }] : [],
  );
}

/** A card object's entering counters, when it is on the battlefield and the scenario gives it no "counters" of its own. */
function enteredWith(card: Card, raw: Record<string, unknown>): { kind: string; count: number }[] {
  if (raw['counters'] !== undefined || (raw['zone'] !== undefined && raw['zone'] !== 'battlefield')) return [];
  return enteringCounters(card);
}

/** An object's abilities one a line (113.2): a whole Oracle text given as one ability is its lines; the rest is left as given. */
function withAbilityLines(raw: unknown): unknown {
  if (!isRecord(raw) || !Array.isArray(raw['abilities'])) return raw;
  return {
    ...raw,
    abilities: raw['abilities'].flatMap((ability: unknown) =>
      typeof ability === 'string' && /[\r\n]/.test(ability) ? oracleLines(ability) : [ability],
    ),
  };
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
export function fillScenarioFromCards(
  input: unknown,
  cards: CardLookup,
  lists: TypeCatalog = embeddedCatalog,
): Result<FilledScenario, Problem> {
  if (!isRecord(input) || !Array.isArray(input['objects']))
    return ok({ scenario: isRecord(input) ? input : { objects: input }, warnings: [] });
  // the subtypes the scenario names as newer than the rules, with those printed cards add; a malformed list is left as
  // given, for parseScenario to name
  const given = scenarioSchema.shape.newerSubtypes.safeParse(input['newerSubtypes']);
  let newer: SubtypeAdditions = given.data ?? {};
  let catalog = withSubtypes(lists, newer);
  const warnings: string[] = [];
  const taken = new Set<string>();
  const extras: Record<string, unknown>[] = [];
  /** Per object: its lines' effect wordings (null: the object's own abilities as given), and notes on lines not in force. */
  const wordings: { lines: readonly AbilityLine[] | null; notes: readonly string[] }[] = [];
  const objects: unknown[] = [];
  for (const [index, raw] of (input['objects'] as unknown[]).entries()) {
    if (!isRecord(raw) || raw['card'] === undefined) {
      if (isRecord(raw) && typeof raw['name'] === 'string') taken.add(textKey(raw['name']));
      objects.push(withAbilityLines(raw));
      extras.push({});
      wordings.push({ lines: null, notes: [] });
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
    const level = raw['level'] ?? 1;
    if (typeof level !== 'number' || !Number.isInteger(level) || level < 1) {
      const at = `objects[${index}].level`;
      return err({ code: 'bad-level', message: `${at}: must be a whole number, 1 or more (the Class's level, 716.2b)`, at });
    }
    const name = typeof raw['name'] === 'string' ? raw['name'] : uniqueName(card.name, taken);
    // A card newer than the rules the lists come from may print a subtype they lack: the card's type line stands.
    if (raw['typeLine'] === undefined) {
      const printed = withPrintedSubtypes(card.typeLine, catalog);
      catalog = printed.catalog;
      newer = withAdded(newer, printed.added);
      for (const { name: subtype, kind } of printed.added)
        warnings.push(
          `${name}: "${subtype}" is on no ${kind} type list of the rules used (${ruleOfKind[kind]}; ${lists.source}): ` +
            `read as a ${kind} type, as the card's type line prints it`,
        );
    }
    const entered = enteredWith(card, raw);
    const said = entered.map(({ kind, count }) => `${count} ${kind} counters (${enteringRule[kind]})`);
    if (said.length > 0)
      warnings.push(`${name}: on the battlefield with ${said.join(' and ')}; give "counters" beside "card" for the number it has now`);
    // the counters as the scenario reads them: a malformed list is named here, before any striation is decided by it
    const counters = readCounters(raw['counters'] ?? entered, `objects[${index}].counters`);
    if (!counters.ok) return counters;
    const countOf = (kind: string): number => counters.value.find((counter) => counter.kind === kind)?.count ?? 0;
    const striated = striate(card, { counters: countOf, level });
    // abilities given beside "card" stand for the card's: they are read as given
    const given = raw['abilities'] !== undefined;
    objects.push(objectOf(card, striated.lines, entered.length > 0 ? { ...raw, counters: entered } : raw, name));
    wordings.push({ lines: given ? null : striated.lines, notes: striated.notes });
    extras.push(Object.fromEntries(effectFields.filter((key) => raw[key] !== undefined).map((key) => [key, raw[key]])));
  }
  const named = given.success && Object.keys(newer).length > 0 ? { newerSubtypes: newer } : {};
  if (Array.isArray(input['effects'])) {
    const added = staticsNotGiven(objects, input['effects'], extras, input['turn'], catalog);
    return ok({ scenario: { ...input, objects, effects: added.effects, ...named }, warnings: [...warnings, ...added.warnings] });
  }
  if (input['effects'] !== undefined) return ok({ scenario: { ...input, objects, ...named }, warnings });
  const effects: Record<string, unknown>[] = [];
  for (const [index, object] of objects.entries()) {
    if (!isRecord(object) || typeof object['name'] !== 'string' || !Array.isArray(object['abilities'])) continue;
    const name = object['name'];
    const extra = extras[index]!;
    const { lines, notes } = wordings[index]!;
    // 708.2: a face-down card has none of its face-up text
    if (object['faceDown'] !== undefined && object['faceDown'] !== false) {
      warnings.push(`${name}: face down, so none of its card's abilities are made effects (708.2)`);
      continue;
    }
    warnings.push(...notes.map((note) => `${name}: ${note}`));
    const wordingsOf = lines ?? (object['abilities'] as unknown[]).map((ability) => ({ printed: ability, effect: ability }));
    for (const { printed, effect: text } of wordingsOf) {
      if (typeof text !== 'string' || isReminderOnly(text)) continue;
      const effect = { source: name, text, order: effects.length + 1, ...extra };
      const problem = problemOf({ objects, turn: input['turn'] }, effect, index, catalog);
      if (problem === null && spellOffStack(object))
        warnings.push(
          `${name}: "${text}" makes no effect from the ${String(object['zone'])} (113.6: a spell's abilities work on the ` +
            `stack); an effect it left as it resolved ("… until end of turn") is entered in "effects"`,
        );
      else if (problem === null) effects.push(effect);
      else if ('error' in problem) return err(problem.error);
      else if (!spellOffStack(object))
        warnings.push(`${name}: "${typeof printed === 'string' ? printed : text}" is not made an effect: ${problem.warning}`);
    }
  }
  return ok({ scenario: { ...input, objects, effects, ...named }, warnings });
}

/** An instant or sorcery card (304.1, 307.1): its abilities are spell abilities (113.3a). */
const isSpellCard = (object: unknown): boolean =>
  isRecord(object) && typeof object['typeLine'] === 'string' && /\b(?:instant|sorcery)\b/i.test(object['typeLine']);

/** 113.6: an instant's or sorcery's abilities function on the stack; in a hand or graveyard what they say is no news. */
const spellOffStack = (object: Record<string, unknown>): boolean =>
  object['zone'] !== undefined && object['zone'] !== 'battlefield' && object['zone'] !== 'stack' && isSpellCard(object);

const onBattlefield = (object: Record<string, unknown>): boolean =>
  (object['zone'] === undefined || object['zone'] === 'battlefield') && (object['faceDown'] === undefined || object['faceDown'] === false);

/**
 * The given effects with the static abilities of permanents that none of them is (611.3: a permanent's static ability
 * functions while it is on the battlefield), each placed before every given effect (613.7) with a warning saying so.
 * A given effect is an object's ability when it names the object as its source, or names no object and says the same.
 */
function staticsNotGiven(
  objects: readonly unknown[],
  given: readonly unknown[],
  extras: readonly Record<string, unknown>[],
  turn: unknown,
  catalog: TypeCatalog,
): { effects: unknown[]; warnings: string[] } {
  const names = new Set(
    objects.flatMap((object) => (isRecord(object) && typeof object['name'] === 'string' ? [textKey(object['name'])] : [])),
  );
  // a given whole Oracle text gives each of its lines (113.2)
  const givenAs = given.filter(isRecord).flatMap((effect) =>
    (typeof effect['text'] === 'string' ? oracleLines(effect['text']) : ['']).map((line) => ({
      source: typeof effect['source'] === 'string' ? textKey(effect['source']) : '',
      text: abilityTextKey(line),
    })),
  );
  const isGiven = (name: string, text: string) =>
    givenAs.some((effect) => effect.text === abilityTextKey(text) && (effect.source === textKey(name) || !names.has(effect.source)));
  const added: Record<string, unknown>[] = [];
  const warnings: string[] = [];
  for (const [index, object] of objects.entries()) {
    if (!isRecord(object) || typeof object['name'] !== 'string' || !Array.isArray(object['abilities']) || !onBattlefield(object)) continue;
    const name = object['name'];
    for (const text of object['abilities']) {
      if (typeof text !== 'string' || isReminderOnly(text) || isGiven(name, text)) continue;
      if (abilityKindOf(text) !== null) continue; // a keyword, an activated or triggered ability: no effect of its own now
      const effect = { source: name, text, ...extras[index] };
      const problem = problemOf({ objects, turn }, effect, index, catalog);
      if (problem === null) {
        added.push(effect);
        warnings.push(
          `${name}: "${text}" is a static ability on the battlefield (611.3) that no given effect is: it is applied, with a ` +
            `timestamp before the given effects (613.7); give it in "effects" with its "order" to place it otherwise`,
        );
      } else {
        const why = 'error' in problem ? problem.error.message : problem.warning;
        warnings.push(`${name}: "${text}" is a static ability that no given effect is, and is not applied: ${why}`);
      }
    }
  }
  if (added.length === 0) return { effects: [...given], warnings };
  const orders = given.flatMap((effect) => (isRecord(effect) && typeof effect['order'] === 'number' ? [effect['order']] : []));
  if (orders.length === 0) return { effects: [...added, ...given], warnings };
  const first = Math.min(...orders);
  return { effects: [...added.map((effect, i) => ({ ...effect, order: first - added.length + i })), ...given], warnings };
}

/**
 * Why an ability cannot be an effect on this board, or null. Wording the reader does not take as a continuous effect,
 * or one it does that still needs the judge's input (a choice, a target, a count not given), is left out with a
 * warning so that the rest of the board is still worked out; a field given beside "card" that is wrong is an error
 * naming it there.
 */
function problemOf(
  board: { readonly objects: readonly unknown[]; readonly turn: unknown },
  effect: Record<string, unknown> & { text: string },
  index: number,
  catalog: TypeCatalog,
): { readonly warning: string } | { readonly error: Problem } | null {
  const { objects, turn } = board;
  // the trial board holds only the objects the effect names (its source, targets and choices), so a board of hundreds
  // is not read again for each of its abilities, and the cards off the battlefield, which a count may reach
  const names = [effect['source'], ...(Array.isArray(effect['targets']) ? effect['targets'] : []), effect['chosen']];
  if (isRecord(effect['choices'])) names.push(effect['choices']['name']);
  const named = new Set(names.filter((name) => typeof name === 'string').map((name) => textKey(name as string)));
  const onTrial = objects.filter(
    (object) => isRecord(object) && typeof object['name'] === 'string' && (named.has(textKey(object['name'])) || !onBattlefield(object)),
  );
  const trial = parseScenario({ objects: onTrial, effects: [effect], ...(turn === undefined ? {} : { turn }) }, catalog);
  if (trial.ok || !trial.error.at?.startsWith('effects[0]')) return null;
  const field = trial.error.at.slice('effects[0].'.length);
  const message = trial.error.message.slice(trial.error.at.length + 2);
  if (field === 'text') return { warning: whyNot(effect.text, message, isSpellCard(objects[index])) };
  // the field as given beside "card": "targets" for targets[0], "choices" for choices.type
  const given = effect[field.split(/[[.]/)[0]!] !== undefined;
  // a value not given, or a mode other than the one chosen (700.2), leaves the ability out rather than the board
  if (field !== '' && given && trial.error.code !== 'needs-value' && trial.error.code !== 'mode-not-chosen') {
    const at = `objects[${index}].${field}`;
    return { error: { code: trial.error.code, message: `${at}: ${message}`, at } };
  }
  // the mode chosen was given: the warning says which, nothing is missing
  if (field === '' || (given && trial.error.code === 'mode-not-chosen')) return { warning: message };
  return { warning: `${message}; give "${field}" beside "card" in a scenario file` };
}

/**
 * Why an ability is no continuous effect, in a line: its kind when it has one, else the reader's first sentence. On an
 * instant or sorcery, wording of no other kind is a spell ability (113.3a).
 */
function whyNot(ability: string, message: string, onSpell: boolean): string {
  const kind = abilityKindOf(ability);
  // a spell's "can't" is the spell ability that makes it, followed as the spell resolves
  const known = onSpell && kind?.code === 'no-characteristic' ? null : kind;
  if (known !== null) return known.code === 'class-level' ? `${known.what}; give "level" beside "card"` : known.what;
  if (onSpell)
    return (
      'a spell ability (113.3a): it is followed as the spell resolves; a continuous effect it leaves ("… until end of turn") ' +
      'can be entered as it applies'
    );
  return message.split(/\. Understood forms/)[0]!;
}

/** True when a scenario names any card, so card data must be opened to fill it. */
export const namesCards = (input: unknown): boolean =>
  isRecord(input) && Array.isArray(input['objects']) && input['objects'].some((raw) => isRecord(raw) && raw['card'] !== undefined);
