// The simulator's form fields ⇄ the scenario JSON of issue 4 item 6 (what core/engine's parseScenario validates
// and what "Save" writes). Drafts keep what the judge typed, as typed; numbers and lists are read on conversion.

import { keywordCounters, readCounters } from '../../../core/engine/counters.ts';
import { textKey } from '../../../core/text/index.ts';

export interface ObjectDraft {
  name: string;
  typeLine: string;
  power: string;
  toughness: string;
  /** Comma-separated: "white, blue". */
  colors: string;
  /** One ability per line. */
  abilities: string;
  manaValue: string;
  /** Mana symbols, "{2}{B}{B}"; "" when not given. */
  manaCost: string;
  /** "" for the battlefield, else the zone's name. */
  zone: string;
  token: boolean;
  /** "" for you, else "opponent". */
  controller: string;
  owner: string;
  /** Comma-separated: "+1/+1 ×2, flying @1.5" (kind, × count, @ timestamp order; 122.1, 613.7c). */
  counters: string;
  /** "" face up; "yes" face down with no text (708.2a); else how: "morph", "manifest", "disguise"… */
  faceDown: string;
  /** "" when it is older than every effect; "k" when it entered after the k-th effect (613.7d, 611.2c). */
  enteredAfter: string;
  /** Fields the form does not show, kept as opened so saving loses nothing. */
  extra: Record<string, unknown>;
}

export interface EffectDraft {
  source: string;
  text: string;
  /** Comma-separated object names that "target", "enchanted", "equipped" or "this" refer to. */
  targets: string;
  /** The choice behind "the chosen type" or "the chosen creature". */
  chosen: string;
  characteristicDefining: boolean;
  /** The judge says its "as long as …" / "during …" condition holds now. */
  conditionHolds: boolean;
  /** The effect given by form ({clauses: […]}, as the scenario JSON holds it); absent for Oracle wording. */
  structured?: unknown;
  /** Fields the form does not show, kept as opened. */
  extra: Record<string, unknown>;
}

export interface ScenarioJson {
  [extra: string]: unknown;
  objects: {
    name: string;
    typeLine: string;
    power?: number;
    toughness?: number;
    manaValue?: number;
    manaCost?: string;
    colors?: string[];
    abilities?: string[];
    [extra: string]: unknown;
  }[];
  effects: {
    source: string;
    text?: string;
    structured?: unknown;
    order: number;
    targets?: string[];
    chosen?: string;
    characteristicDefining?: boolean;
    conditionHolds?: boolean;
    [extra: string]: unknown;
  }[];
}

/** The rows the board's "Add object" and "Add effect" make: every field empty. */
export const blankObject = (): ObjectDraft => ({
  name: '',
  typeLine: '',
  power: '',
  toughness: '',
  colors: '',
  abilities: '',
  manaValue: '',
  manaCost: '',
  zone: '',
  token: false,
  controller: '',
  owner: '',
  counters: '',
  faceDown: '',
  enteredAfter: '',
  extra: {},
});
export const blankEffect = (): EffectDraft => ({
  source: '',
  text: '',
  targets: '',
  chosen: '',
  characteristicDefining: false,
  conditionHolds: false,
  extra: {},
});

const list = (text: string, separator: RegExp): string[] =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * The names in an "Affects" field: comma-separated, except that pieces which together name a board object are one
 * name ("Jace, the Mind Sculptor", "Urborg, Tomb of Yawgmoth").
 */
export function targetNames(text: string, boardNames: readonly string[]): string[] {
  const known = new Set(boardNames.map(textKey));
  const pieces = list(text, /,/);
  const names: string[] = [];
  for (let start = 0; start < pieces.length;) {
    let end = pieces.length;
    while (end > start + 1 && !known.has(textKey(pieces.slice(start, end).join(', ')))) end -= 1;
    names.push(pieces.slice(start, end).join(', '));
    start = end;
  }
  return names;
}

const numberOrUndefined = (text: string): number | undefined =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;

/** `extra`: the scenario's own fields the form does not show ("newerSubtypes"), kept as opened so saving loses nothing. */
export function toScenarioJson(
  objects: readonly ObjectDraft[],
  effects: readonly EffectDraft[],
  extra: Record<string, unknown> = {},
): ScenarioJson {
  return {
    ...extra,
    objects: objects.map((draft) => {
      const power = numberOrUndefined(draft.power);
      const manaValue = numberOrUndefined(draft.manaValue);
      const toughness = numberOrUndefined(draft.toughness);
      const colors = list(draft.colors, /,/);
      const abilities = list(draft.abilities, /\n/);
      const counters = list(draft.counters, /,/).map(counterOf);
      return {
        ...draft.extra,
        name: draft.name.trim(),
        typeLine: draft.typeLine.trim(),
        ...(power === undefined ? {} : { power }),
        ...(toughness === undefined ? {} : { toughness }),
        ...(manaValue === undefined ? {} : { manaValue }),
        ...(draft.manaCost.trim() === '' ? {} : { manaCost: draft.manaCost.trim() }),
        ...(colors.length === 0 ? {} : { colors }),
        ...(abilities.length === 0 ? {} : { abilities }),
        ...(draft.zone === '' || draft.zone === 'battlefield' ? {} : { zone: draft.zone }),
        ...(draft.token ? { token: true } : {}),
        ...(draft.controller === '' || draft.controller === 'you' ? {} : { controller: draft.controller }),
        ...(draft.owner === '' || draft.owner === 'you' ? {} : { owner: draft.owner }),
        ...(counters.length === 0 ? {} : { counters }),
        ...(draft.faceDown === '' ? {} : { faceDown: draft.faceDown === 'yes' ? true : draft.faceDown }),
        // effects are saved numbered 1, 2, 3…: entering after the k-th is timestamp k + 0.5 (613.7d)
        ...(draft.enteredAfter === '' ? {} : { order: Number(draft.enteredAfter) + 0.5 }),
      };
    }),
    // Timestamp order is the order of the list (613.7).
    effects: effects.map((draft, index) => {
      const targets = targetNames(
        draft.targets,
        objects.map((object) => object.name),
      );
      const byForm = draft.structured !== undefined;
      return {
        ...draft.extra,
        source: draft.source.trim(),
        // A structured effect's wording is optional: without it the engine describes it by its summary.
        ...(byForm && draft.text.trim() === '' ? {} : { text: draft.text.trim() }),
        ...(byForm ? { structured: draft.structured } : {}),
        order: index + 1,
        ...(targets.length === 0 ? {} : { targets }),
        ...(draft.chosen.trim() === '' ? {} : { chosen: draft.chosen.trim() }),
        ...(draft.characteristicDefining ? { characteristicDefining: true } : {}),
        ...(draft.conditionHolds ? { conditionHolds: true } : {}),
      };
    }),
  };
}

/**
 * The engine's reading of the Counters field, for the message shown on it: what each counter does, or the first
 * problem with the counter it is in ("Counter 2 (loyalty ×3): …").
 */
export function countersFeedback(text: string): { ok: boolean; message: string } | null {
  const items = list(text, /,/);
  if (items.length === 0) return null;
  const read = readCounters(items.map(counterOf), 'counters');
  if (!read.ok) {
    const index = Number(/^counters\[(\d+)\]/.exec(read.error.at ?? '')?.[1] ?? 0);
    return { ok: false, message: `Counter ${index + 1} (${items[index]}): ${read.error.message.replace(/^[^:]*: /, '')}` };
  }
  const described = read.value.map((counter) => {
    const layer = /^[+-]\d+\/[+-]\d+$/.test(counter.kind)
      ? 'layer 7c, 613.4c'
      : keywordCounters.includes(counter.kind)
        ? 'layer 6, 122.1b'
        : 'no layer: filters and durations read it, 122.1';
    return (
      `${counter.kind} ×${counter.count} ` +
      `(${layer}${counter.order === null ? ', before every effect' : `, timestamp ${counter.order}`})`
    );
  });
  return { ok: true, message: `✓ ${described.join('; ')}` };
}

/**
 * The Counters field with one more counter, as the "Add counter" controls give it: a kind already there gets the
 * count added (the engine wants each kind once, 122.1), keeping its timestamp; a new kind is appended.
 */
export function withCounter(text: string, added: { kind: string; count: number; order?: number }): string {
  const counters = list(text, /,/).map(counterOf);
  const same = counters.find((counter) => counter.kind.toLowerCase() === added.kind.toLowerCase());
  if (same === undefined) counters.push(added);
  else same.count = (same.count ?? 1) + added.count;
  return countersText(counters);
}

/**
 * "+1/+1 ×2 @1.5" → {kind: "+1/+1", count: 2, order: 1.5}; what is not a count or an order stays in the kind,
 * for the engine to name.
 */
function counterOf(text: string): { kind: string; count?: number; order?: number } {
  const read = /^(.*?)(?:\s*[x×]\s*(\d+))?(?:\s*@\s*(-?\d+(?:\.\d+)?))?$/i.exec(text)!;
  return {
    kind: read[1]!.trim(),
    ...(read[2] === undefined ? {} : { count: Number(read[2]) }),
    ...(read[3] === undefined ? {} : { order: Number(read[3]) }),
  };
}

function countersText(counters: unknown): string {
  if (!Array.isArray(counters)) return '';
  return counters
    .map((counter) => {
      const { kind, count, order } = asRecord(counter);
      const times = typeof count === 'number' && count !== 1 ? ` ×${count}` : '';
      return `${asText(kind)}${times}${typeof order === 'number' ? ` @${order}` : ''}`;
    })
    .join(', ');
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const objectFields = [
  'name',
  'typeLine',
  'power',
  'toughness',
  'manaValue',
  'manaCost',
  'colors',
  'abilities',
  'zone',
  'token',
  'controller',
  'owner',
  'counters',
  'faceDown',
  'order',
];
const effectFields = ['source', 'text', 'structured', 'order', 'targets', 'chosen', 'characteristicDefining', 'conditionHolds'];
const rest = (record: Record<string, unknown>, known: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !known.includes(key)));
const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(asText).filter((item) => item !== '') : []);

/**
 * Effects are saved numbered 1, 2, 3… in list order, so a counter's own timestamp (613.7c) is kept as its place
 * among them: after k effects it becomes k + 0.5, between the k-th and the next whatever their numbers were.
 */
function countersAmong(counters: unknown, effectOrders: readonly number[]): unknown {
  if (!Array.isArray(counters)) return counters;
  return counters.map((counter) => {
    const record = asRecord(counter);
    const order = record['order'];
    if (typeof order !== 'number' || !Number.isFinite(order)) return counter;
    return { ...record, order: effectOrders.filter((effectOrder) => effectOrder < order).length + 0.5 };
  });
}

/** An object's timestamp as its place among the effects: "k" after the k-th, "" before them all or when none is given. */
function enteredAfterOf(order: unknown, effectOrders: readonly number[]): string {
  const after = typeof order === 'number' ? effectOrders.filter((effectOrder) => effectOrder < order).length : 0;
  return after === 0 ? '' : String(after);
}

/** Fills the form from scenario JSON (an opened file or an example); effects sorted by their "order". */
export function fromScenarioJson(input: unknown): { objects: ObjectDraft[]; effects: EffectDraft[]; extra: Record<string, unknown> } {
  const root = asRecord(input);
  const effectOrders = (Array.isArray(root['effects']) ? root['effects'] : [])
    .map((raw) => Number(asRecord(raw)['order']))
    .filter(Number.isFinite);
  const objects = (Array.isArray(root['objects']) ? root['objects'] : []).map((raw) => {
    const object = asRecord(raw);
    const extra = rest(object, objectFields);
    return {
      name: asText(object['name']),
      typeLine: asText(object['typeLine']),
      power: asText(object['power']),
      toughness: asText(object['toughness']),
      colors: asList(object['colors']).join(', '),
      abilities: asList(object['abilities']).join('\n'),
      manaValue: asText(object['manaValue']),
      manaCost: asText(object['manaCost']),
      zone: asText(object['zone']),
      token: object['token'] === true,
      controller: asText(object['controller']),
      owner: asText(object['owner']),
      counters: countersText(countersAmong(object['counters'], effectOrders)),
      faceDown: object['faceDown'] === true ? 'yes' : typeof object['faceDown'] === 'string' ? object['faceDown'] : '',
      enteredAfter: enteredAfterOf(object['order'], effectOrders),
      extra,
    };
  });
  const effects = (Array.isArray(root['effects']) ? root['effects'] : [])
    .map((raw, index) => ({ effect: asRecord(raw), index }))
    .sort((a, b) => (Number(a.effect['order']) || a.index) - (Number(b.effect['order']) || b.index))
    .map(({ effect }) => ({
      source: asText(effect['source']),
      text: asText(effect['text']),
      targets: asList(effect['targets']).join(', '),
      chosen: asText(effect['chosen']),
      characteristicDefining: effect['characteristicDefining'] === true,
      conditionHolds: effect['conditionHolds'] === true,
      ...(effect['structured'] === undefined ? {} : { structured: effect['structured'] }),
      extra: rest(effect, effectFields),
    }));
  return { objects, effects, extra: rest(root, ['objects', 'effects']) };
}
