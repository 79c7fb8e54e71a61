// The layer system of CR 613: layers in order, CDAs first, timestamps, dependency by trial, locked affected sets.
import { formatTypeLine } from '../types/typeLine.ts';
import type { TypeCatalog, TypedSubtype } from '../types/model.ts';
import { parseEffectText, subtypeOf } from './oracle.ts';
import { applyTextSwap, readTextSwap, type TextSwap } from './textChange.ts';
import type {
  Ability,
  Characteristics,
  Color,
  ColorTest,
  CopyPart,
  Effect,
  EffectPart,
  Filter,
  GameObject,
  LayerId,
  TraceStep,
  TypeChange,
} from './model.ts';
import { colorOrder, layerIds } from './model.ts';
import { key as wordKey } from './words.ts';
import { applyTypeChange, hasSubtype, visibleSubtypes, withIntrinsicManaAbilities } from './typeChange.ts';

type State = Map<number, Characteristics>;

interface Running {
  /** Replaced after layer 3 when a text change rewrote the ability that generates it. */
  effect: Effect;
  /** The wording before a text change rewrote it (612.1), or null. */
  changedFrom: string | null;
  /** 613.6: the objects each clause affects, fixed when the effect first applies. */
  locked: (Set<number> | null)[];
  started: boolean;
  /**
   * The board object whose static ability generates it, or null for a resolved spell or ability: its source when the
   * source prints that ability, or has it once copy effects apply (a Clone of Goblin King), 613.8a(b).
   */
  staticOn: GameObject | null;
  readonly targetIds: readonly number[];
  /** The object "this …" or the card's own name refers to: the source. */
  readonly selfId: number | null;
  waitedFor: string[];
  /** In the current round of its layer: the effects it depends on (613.8a) and why; refilled each round. */
  readonly dependsOn: Dependency[];
  /** In the layer being applied: the aspects (bit mask) whose change can change this effect, and those it changes. */
  sensitiveTo: number;
  changes: number;
}

interface Dependency {
  readonly on: Running;
  readonly why: string;
}

/** Why an effect applies where it does: the trace's words and the rules behind them. */
interface Reason {
  readonly text: string;
  readonly rules: readonly string[];
}

/** The parts of one clause that belong to one layer. */
interface ClauseWork {
  readonly clause: number;
  readonly parts: readonly EffectPart[];
  /** No copy part: the result depends only on the object's own characteristics. */
  readonly pure: boolean;
  /** A pure clause's results by input characteristics: the same input gives the same result. */
  readonly applied: Map<Characteristics, Applied>;
}

/** One clause applied to one object: the result (the same object when nothing changed) and the rules it used. */
interface Applied {
  readonly chars: Characteristics;
  readonly rules: readonly string[];
}

/** What applying an effect to `state` would do (613.8a by trial); first flips are memoised per filter. */
interface Trial {
  state: State;
  readonly affected: Set<number>;
  readonly after: Map<number, Characteristics>;
  /** Objects whose characteristics the effect would change, in the order it reaches them. */
  readonly changed: number[];
  /** By filter number, or number and source for an "other" filter. */
  readonly firstFlip: Map<number | string, number | null>;
  /** By dependent effect: what applying this effect would change for it (613.8a), or null. */
  readonly consequences: Map<Running, string | null>;
}

export interface LayerOutcome {
  readonly state: State;
  readonly traces: Map<number, TraceStep[]>;
  readonly warnings: string[];
}

/** Ability texts compare without case or final period; memoised, since existence checks compare the same few texts often. */
const textKeys = new Map<string, string>();
function textKey(text: string): string {
  let found = textKeys.get(text);
  if (found === undefined) {
    found = wordKey(text).replace(/[.\s]+$/, '');
    if (textKeys.size < 10_000) textKeys.set(text, found);
  }
  return found;
}

/** Whether `chars` has an ability with this text (an effect's source still generating it, 613.8a(b)). */
function hasAbilityText(chars: Characteristics, text: string): boolean {
  const wanted = textKey(text);
  for (const ability of chars.abilities) if (textKey(ability.text) === wanted) return true;
  return false;
}

export function layerOf(part: EffectPart, characteristicDefining: boolean): LayerId {
  switch (part.op) {
    case 'copy':
      return '1'; // 613.1a
    case 'control':
      return '2'; // 613.1b
    case 'text':
      return '3'; // 613.1c
    case 'type':
      return '4'; // 613.1d
    case 'color':
      return '5'; // 613.1e
    case 'abilities':
      return '6'; // 613.1f
    case 'setPT':
      return characteristicDefining ? '7a' : '7b'; // 613.4a, 613.4b
    case 'modifyPT':
      return '7c'; // 613.4c
    case 'switchPT':
      return '7d'; // 613.4d
  }
}

const layerRule: Readonly<Record<LayerId, string>> = {
  '1': '613.2a',
  '2': '613.1b',
  '3': '613.1c',
  '4': '613.1d',
  '5': '613.1e',
  '6': '613.1f',
  '7a': '613.4a',
  '7b': '613.4b',
  '7c': '613.4c',
  '7d': '613.4d',
};

/** Subtypes print grouped by kind, noncreature kinds first ("Land Creature — Forest Dryad"). */
const kindRank: readonly string[] = ['artifact', 'enchantment', 'land', 'planeswalker', 'battle', 'spell', 'creature', 'planar', 'dungeon'];

export function typeLineOf(chars: Characteristics): string {
  const subtypes = [...visibleSubtypes(chars)].sort((a, b) => kindRank.indexOf(a.kind) - kindRank.indexOf(b.kind));
  const line = formatTypeLine({ supertypes: chars.supertypes, cardTypes: chars.cardTypes, subtypes });
  const every = chars.allCreatureTypes && chars.cardTypes.some((type) => type === 'Creature' || type === 'Kindred');
  return every ? `${line}${line.includes(' — ') ? ' ' : ' — '}(every creature type)` : line;
}

/** The trace's before/after text of one layer, given the object's type line. */
function describeNow(chars: Characteristics, layer: LayerId, typeLine: string): string {
  switch (layer) {
    case '1':
      return [
        `${chars.name}: ${typeLine}`,
        chars.colors.join('/') || 'colorless',
        chars.abilities.map((a) => a.text).join(' | ') || 'no abilities',
        `${chars.power ?? '—'}/${chars.toughness ?? '—'}`,
      ].join('; ');
    case '2':
      return `controlled by ${chars.controller}`;
    case '3':
      return `${typeLine}; ${chars.abilities.map((a) => a.text).join(' | ') || 'no abilities'}`;
    case '4':
      return typeLine;
    case '5':
      return chars.colors.join(', ') || 'colorless';
    case '6':
      return chars.abilities.map((a) => a.text).join(' | ') || 'no abilities';
    default:
      return `${chars.power ?? '—'}/${chars.toughness ?? '—'}`;
  }
}

// Plain loops: these run for every clause application and every interned variant.
function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameSubtypes(a: readonly TypedSubtype[], b: readonly TypedSubtype[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.name !== b[i]!.name || a[i]!.kind !== b[i]!.kind) return false;
  return true;
}

function sameAbilities(a: readonly Ability[], b: readonly Ability[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.text !== b[i]!.text || a[i]!.origin !== b[i]!.origin) return false;
  return true;
}

/** Abilities already known to have the same texts and origins: the same granting effects too. */
function sameVia(a: readonly Ability[], b: readonly Ability[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i]!.via !== b[i]!.via) return false;
  return true;
}

function sameChars(a: Characteristics, b: Characteristics): boolean {
  if (a === b) return true;
  return (
    a.name === b.name &&
    a.controller === b.controller &&
    a.allCreatureTypes === b.allCreatureTypes &&
    a.power === b.power &&
    a.toughness === b.toughness &&
    sameStrings(a.supertypes, b.supertypes) &&
    sameStrings(a.cardTypes, b.cardTypes) &&
    sameStrings(a.colors, b.colors) &&
    sameSubtypes(a.subtypes, b.subtypes) &&
    sameAbilities(a.abilities, b.abilities)
  );
}

const hasWord = (list: readonly string[], word: string): boolean => {
  for (const item of list) if (item === word) return true;
  const wanted = wordKey(word);
  for (const item of list) if (wordKey(item) === wanted) return true;
  return false;
};

/** 105.2: one color is monocolored, two or more multicolored, none colorless. */
function hasColor(colors: readonly Color[], test: ColorTest): boolean {
  if (test === 'colorless') return colors.length === 0;
  if (test === 'multicolored') return colors.length > 1;
  if (test === 'monocolored') return colors.length === 1;
  return colors.includes(test);
}

/** 702.1d: an object "with [keyword]" has that keyword ability (keyword lines are split when the scenario is read). */
function hasKeyword(chars: Characteristics, keyword: string): boolean {
  for (const ability of chars.abilities) if (keywordKey(ability.text) === keyword) return true;
  return false;
}

const keywordKeys = new Map<string, string>();
function keywordKey(text: string): string {
  let found = keywordKeys.get(text);
  if (found === undefined) {
    found = wordKey(text).replace(/\.$/, '');
    if (keywordKeys.size < 10_000) keywordKeys.set(text, found);
  }
  return found;
}

/** Whether an object's characteristics satisfy a filter's alternatives (loops: this runs for every object a filter is tried on). */
function matchesAlternatives(
  filter: Filter & { kind: 'match' },
  object: GameObject,
  chars: Characteristics,
  catalog: TypeCatalog,
): boolean {
  for (const alternative of filter.alternatives) {
    const zone = alternative.zone;
    const inZone = zone === 'any' || (zone === 'notBattlefield' ? object.zone !== 'battlefield' : object.zone === zone);
    if (!inZone) continue;
    let all = true;
    for (const condition of alternative.conditions) {
      let holds: boolean;
      if (condition.test === 'cardType') holds = hasWord(chars.cardTypes, condition.value);
      else if (condition.test === 'supertype') holds = hasWord(chars.supertypes, condition.value);
      else if (condition.test === 'subtype') holds = hasSubtype(chars, condition.value, catalog);
      else if (condition.test === 'controller') holds = chars.controller === condition.value;
      else if (condition.test === 'owner') holds = object.owner === condition.value;
      else if (condition.test === 'color') holds = hasColor(chars.colors, condition.value);
      else if (condition.test === 'ability') holds = hasKeyword(chars, condition.value);
      else holds = object.token;
      if (holds === condition.negate) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

/** Aspects of an object a layer-4/2/6 part can change, and a filter or existence check reads (prunes trials). */
type Aspect = 'cardTypes' | 'supertypes' | 'subtypes' | 'controller' | 'abilities' | 'colors' | 'everything';

const aspectBit: Readonly<Record<Aspect, number>> = {
  cardTypes: 1,
  supertypes: 2,
  subtypes: 4,
  controller: 8,
  abilities: 16,
  everything: 32,
  colors: 64,
};
const aspectMask = (aspects: readonly Aspect[]): number => aspects.reduce((mask, aspect) => mask | aspectBit[aspect], 0);

function touches(part: EffectPart): Aspect[] {
  switch (part.op) {
    case 'copy':
      return ['everything'];
    case 'control':
      return ['controller'];
    case 'text':
      return ['subtypes', 'abilities'];
    case 'abilities':
      return ['abilities'];
    case 'color':
      return ['colors'];
    case 'type': {
      const aspects: Aspect[] = ['subtypes'];
      if (part.cardTypes.length > 0) aspects.push('cardTypes');
      if (part.supertypes.length > 0) aspects.push('supertypes');
      if (part.retain === 'none') aspects.push('abilities'); // 305.7
      return aspects;
    }
    default:
      return [];
  }
}

function reads(filter: Filter): Aspect[] {
  if (filter.kind === 'targets') return [];
  return filter.alternatives.flatMap((alternative) =>
    alternative.conditions.flatMap((condition): Aspect[] => {
      if (condition.test === 'subtype') return ['subtypes', 'cardTypes']; // 205.1a: visibility follows card types
      if (condition.test === 'owner' || condition.test === 'token') return [];
      if (condition.test === 'color') return ['colors'];
      if (condition.test === 'ability') return ['abilities'];
      return [condition.test === 'cardType' ? 'cardTypes' : condition.test === 'supertype' ? 'supertypes' : 'controller'];
    }),
  );
}

/**
 * 613.8a(b) by trial is only needed where applying an effect can change another's existence (abilities), what it
 * applies to (types, control, color) or what a copy copies: layers 1, 2, 4, 5 and 6. Filters never read P/T.
 */
function layerCanCreateDependency(layer: LayerId): boolean {
  return layer === '1' || layer === '2' || layer === '4' || layer === '5' || layer === '6';
}

const layerIndex = new Map(layerIds.map((layer, index) => [layer, index]));

const noRules: readonly string[] = [];
const noAbilities: readonly Ability[] = [];
const noParts: readonly { clause: number; part: EffectPart }[] = [];
/** A copy step's rules by which of 707.9a–d its exceptions use (bits 1, 2, 4, 8): one shared list per combination. */
const copyRules: readonly (readonly string[])[] = Array.from({ length: 16 }, (_, bits) => [
  '707.2',
  ...['707.9a', '707.9b', '707.9c', '707.9d'].filter((_rule, i) => (bits & (1 << i)) !== 0),
  '613.2a',
]);
/** Characteristics a characteristic-defining ability defines (604.3), as bits: 707.9d leaves it out of a copy that sets them. */
const cdaBits: Readonly<Partial<Record<EffectPart['op'], number>>> = { setPT: 1, color: 2, type: 4 };

/** The characteristics a copy's exceptions give values for (707.9d), as cdaBits; types "in addition" don't count. */
function setByException(part: CopyPart): number {
  let bits = part.keepOwnColors ? cdaBits.color! : 0;
  for (const modification of part.modifications) {
    if (modification.op === 'setPT') bits |= cdaBits.setPT!;
    else if (modification.op === 'color' && !modification.addition) bits |= cdaBits.color!;
    else if (modification.op === 'type' && modification.retain === 'none') bits |= cdaBits.type!;
  }
  return bits;
}
const controlRules: readonly string[] = ['613.1b'];
const textRules: readonly string[] = ['612.1', '612.2'];
const colorRules: readonly string[] = ['613.1e'];
const abilityRules: readonly string[] = ['613.1f'];
const setPTCdaRules: readonly string[] = ['613.4a'];
const setPTRules: readonly string[] = ['613.4b'];
const modifyPTRules: readonly string[] = ['613.4c'];
const switchPTRules: readonly string[] = ['613.4d'];
const dependencyRules: readonly string[] = ['613.8a', '613.8b'];
const loopRules: readonly string[] = ['613.8b'];
const cdaReason: Reason = { text: 'characteristic-defining ability, applied first (613.3)', rules: ['613.3'] };
const timestampReason: Reason = { text: 'timestamp order (613.7)', rules: ['613.7'] };

export class LayerEngine {
  private readonly runs: Running[];
  private readonly traces = new Map<number, TraceStep[]>();
  private readonly warnings: string[] = [];
  /**
   * What this engine has worked out per characteristics (filter results by filter number; trace texts, one map per
   * layer); interning makes the same characteristics recur step after step.
   */
  private readonly matchResults = new Map<Characteristics, (boolean | undefined)[]>();
  private readonly descriptions: Map<Characteristics, string>[] = layerIds.map(() => new Map());
  /** Filters with the same conditions share one number, and so their memoised results (two Blood Moons read "nonbasic lands" alike). */
  private readonly filterNumbers = new Map<string, number>();
  private readonly filterNumberOf = new Map<Filter, number>();
  private readonly variants = new Map<number, Characteristics[]>();
  /** "object id \0 ability text" → the rules of the step that removed that ability. */
  private readonly abilityLoss = new Map<string, readonly string[]>();
  /** Characteristic-defining abilities by text key: the characteristics each defines, as cdaBits (707.9d). */
  private readonly cdaDefines = new Map<string, number>();
  /** Board objects by name key (names compare as words: case, apostrophes, spaces). */
  private readonly objectsByName = new Map<string, GameObject>();

  constructor(
    private readonly objects: readonly GameObject[],
    effects: readonly Effect[],
    private readonly catalog: TypeCatalog,
  ) {
    // the first, as find() would
    for (const object of objects) if (!this.objectsByName.has(wordKey(object.name))) this.objectsByName.set(wordKey(object.name), object);
    const byName = (name: string) => this.objectsByName.get(wordKey(name));
    this.runs = effects.map((effect) => {
      const source = byName(effect.source) ?? null;
      const isStatic = source !== null && source.printed.abilities.some((ability) => textKey(ability.text) === textKey(effect.text));
      const named = effect.targets.map((name) => byName(name)?.id).filter((id): id is number => id !== undefined);
      const filters = effect.spec.clauses.map((clause) => clause.filter);
      const needsTargets =
        filters.some((filter) => filter.kind === 'targets' && !filter.self) ||
        effect.spec.clauses.some((clause) => clause.parts.some((part) => part.op === 'copy'));
      if (needsTargets && named.length === 0)
        this.warnings.push(`${effect.source}: "${effect.text}" refers to an object, but its "targets" name none on the board`);
      if (filters.some((filter) => filter.kind === 'targets' && filter.self) && source === null)
        this.warnings.push(`${effect.source}: "${effect.text}" refers to itself, but no object is named "${effect.source}"`);
      return {
        effect,
        locked: effect.spec.clauses.map(() => null),
        started: false,
        staticOn: isStatic ? source : null,
        changedFrom: null,
        targetIds: named,
        selfId: source?.id ?? null,
        waitedFor: [],
        dependsOn: [],
        sensitiveTo: 0,
        changes: 0,
      };
    });
    for (const object of objects) this.traces.set(object.id, []);
    for (const { effect } of this.runs) {
      if (!effect.characteristicDefining) continue;
      const bits = effect.spec.clauses.reduce((all, clause) => clause.parts.reduce((mask, part) => mask | (cdaBits[part.op] ?? 0), all), 0);
      this.cdaDefines.set(textKey(effect.text), (this.cdaDefines.get(textKey(effect.text)) ?? 0) | bits);
    }
  }

  /** The trace's before/after text of one layer; memoised, since the same characteristics recur step after step. */
  private describe(chars: Characteristics, layer: LayerId): string {
    if (layer === '4') return this.typeLine(chars);
    const descriptions = this.descriptions[layerIndex.get(layer)!]!;
    let found = descriptions.get(chars);
    if (found === undefined) {
      found = describeNow(chars, layer, layer === '1' || layer === '3' ? this.typeLine(chars) : '');
      descriptions.set(chars, found);
    }
    return found;
  }

  private readonly typeLines = new Map<string, string>();

  /** typeLineOf (the layer-4 description), memoised per engine by the parts it reads: many objects share a type line. */
  typeLine(chars: Characteristics): string {
    const typeLines = this.descriptions[layerIndex.get('4')!]!;
    let found = typeLines.get(chars);
    if (found === undefined) {
      found = this.typeLineByArrays(chars);
      typeLines.set(chars, found);
    }
    return found;
  }

  /** Type lines by the very arrays they were made from: a P/T or ability change keeps those arrays, so no signature is built. */
  private readonly typeLinesByArrays = new Map<readonly TypedSubtype[], { chars: Characteristics; line: string }[]>();

  private typeLineByArrays(chars: Characteristics): string {
    let seen = this.typeLinesByArrays.get(chars.subtypes);
    if (seen === undefined) {
      seen = [];
      this.typeLinesByArrays.set(chars.subtypes, seen);
    }
    for (const entry of seen) {
      const other = entry.chars;
      if (other.cardTypes === chars.cardTypes && other.supertypes === chars.supertypes && other.allCreatureTypes === chars.allCreatureTypes)
        return entry.line;
    }
    const line = this.typeLineBySignature(chars);
    if (seen.length < 8) seen.push({ chars, line });
    return line;
  }

  private typeLineBySignature(chars: Characteristics): string {
    const subtypes = visibleSubtypes(chars);
    let signature = `${chars.allCreatureTypes}|${chars.supertypes.join('|')}|${chars.cardTypes.join('|')}|`;
    for (const subtype of subtypes) signature += `|${subtype.kind}:${subtype.name}`;
    let found = this.typeLines.get(signature);
    if (found === undefined) {
      found = typeLineOf(chars);
      this.typeLines.set(signature, found);
    }
    return found;
  }

  private filterNumber(filter: Filter & { kind: 'match' }): number {
    let found = this.filterNumberOf.get(filter);
    if (found === undefined) {
      const text = JSON.stringify(filter.alternatives);
      found = this.filterNumbers.get(text);
      if (found === undefined) {
        found = this.filterNumbers.size;
        this.filterNumbers.set(text, found);
      }
      this.filterNumberOf.set(filter, found);
    }
    return found;
  }

  /** Whether `filter`, as `run` reads it, applies to an object with these characteristics; memoised per (characteristics, filter). */
  private matches(filter: Filter, object: GameObject, chars: Characteristics, run: Running): boolean {
    if (filter.kind === 'targets') return filter.self ? run.selfId === object.id : run.targetIds.includes(object.id);
    if (filter.other && object.name === run.effect.source) return false;
    let results = this.matchResults.get(chars);
    if (results === undefined) {
      results = [];
      this.matchResults.set(chars, results);
    }
    const number = this.filterNumber(filter);
    return (results[number] ??= matchesAlternatives(filter, object, chars, this.catalog));
  }

  run(): LayerOutcome {
    let state: State = new Map(this.objects.map((object) => [object.id, object.printed]));
    for (const layer of layerIds) {
      // layer 3 keeps the state before it only when some effect changes text (most boards have none)
      const textChanges = layer === '3' && this.runs.some((run) => this.partsIn(run, '3').length > 0);
      const before = textChanges ? new Map(state) : state;
      state = this.applyLayer(layer, state);
      if (layer === '1') this.findCopiedStatics(state);
      if (textChanges) this.readChangedTexts(before, state);
      if (layer === '4') state = this.intrinsicAbilities(state);
    }
    return { state, traces: this.traces, warnings: this.warnings };
  }

  private readonly partsCache = new Map<Running, { clause: number; part: EffectPart }[][]>();

  /** An effect's parts in `layer`, with their clause numbers; one pass over the clauses files them all by layer. */
  private partsIn(run: Running, layer: LayerId): readonly { clause: number; part: EffectPart }[] {
    let byLayer = this.partsCache.get(run);
    if (byLayer === undefined) {
      byLayer = [];
      run.effect.spec.clauses.forEach((clause, index) => {
        for (const part of clause.parts)
          (byLayer![layerIndex.get(layerOf(part, run.effect.characteristicDefining))!] ??= []).push({ clause: index, part });
      });
      this.partsCache.set(run, byLayer);
    }
    return byLayer[layerIndex.get(layer)!] ?? noParts;
  }

  /** 613.8a(b): an effect from a static ability exists while its source has that ability (613.6 once it applies). */
  private exists(run: Running, state: State): boolean {
    if (run.started || run.staticOn === null) return true;
    const chars = state.get(run.staticOn.id);
    return chars !== undefined && hasAbilityText(chars, run.effect.text);
  }

  private affected(run: Running, clause: number, state: State): Iterable<number> {
    const locked = run.locked[clause];
    if (locked) return locked;
    const filter = run.effect.spec.clauses[clause]!.filter;
    if (filter.kind === 'targets') {
      // named objects, whatever their characteristics, in board order
      if (filter.self) return run.selfId === null ? [] : [run.selfId];
      return [...new Set(run.targetIds)].sort((a, b) => a - b);
    }
    const ids: number[] = [];
    for (const object of this.objects) if (this.matches(filter, object, state.get(object.id)!, run)) ids.push(object.id);
    return ids;
  }

  private copyOriginal(run: Running): GameObject | undefined {
    const name = run.effect.targets[0] ?? run.effect.chosen ?? '';
    return this.objectsByName.get(wordKey(name));
  }

  /** A text change's words, read from the effect's `chosen` once per effect; a choice it can't read is a warning. */
  private readonly textSwaps = new Map<Running, TextSwap | null>();

  private textSwap(part: EffectPart & { op: 'text' }, run: Running): TextSwap | null {
    let found = this.textSwaps.get(run);
    if (found === undefined) {
      const swap = readTextSwap(run.effect.chosen, part.kinds, part.forbidden, this.catalog);
      found = swap.ok ? swap.value : null;
      if (!swap.ok) this.warnings.push(`${run.effect.source}: "${run.effect.text}" changes no text: ${swap.error.message}`);
      this.textSwaps.set(run, found);
    }
    return found;
  }

  /**
   * After layer 1: an effect whose source now has its wording as a copied ability is that ability's (a Clone of Goblin
   * King); a characteristic-defining one of a source that copied something exists only if the copy has its wording.
   */
  private findCopiedStatics(state: State): void {
    for (const run of this.runs) {
      if (run.staticOn !== null || run.selfId === null) continue;
      const source = this.objects[run.selfId]!;
      const chars = state.get(source.id);
      if (chars === undefined || chars === source.printed) continue;
      // a characteristic-defining ability is the object's own (604.3): gone once a copy left it out (707.2, 707.9d)
      if (!run.effect.characteristicDefining && !hasAbilityText(chars, run.effect.text)) continue;
      run.staticOn = source;
      this.workKeys.delete(run);
    }
  }

  /**
   * After layer 3: an effect generated by a static ability whose text changed reads as the new text from layer 4 on
   * (Magical Hack on Blood Moon: "Nonbasic lands are Islands"); abilities keep their places, so the ability is found
   * by its index. Wording that no longer parses is a warning, and the effect does nothing.
   */
  private readChangedTexts(before: State, after: State): void {
    for (const run of this.runs) {
      const source = run.staticOn;
      if (source === null) continue;
      const was = before.get(source.id)!;
      const now = after.get(source.id)!;
      if (was.abilities === now.abilities) continue;
      const index = was.abilities.findIndex((ability) => textKey(ability.text) === textKey(run.effect.text));
      const text = index === -1 ? undefined : now.abilities[index]?.text;
      if (text === undefined || text === run.effect.text) continue;
      const parsed = parseEffectText(text, source.name, this.catalog);
      if (!parsed.ok)
        this.warnings.push(
          `${run.effect.source}: the changed text "${text}" is not understood, so it does nothing here ` +
            `(${parsed.error.message.split('. Understood forms')[0]})`,
        );
      // its steps say so, and cite the text-changing rule beside their own
      run.changedFrom = run.changedFrom ?? run.effect.text;
      run.effect = {
        ...run.effect,
        text,
        spec: parsed.ok ? parsed.value : { clauses: [], summary: '' },
        cites: [...new Set([...(run.effect.cites ?? []), '612.1'])],
      };
      if (run.locked.length !== run.effect.spec.clauses.length) run.locked = run.effect.spec.clauses.map(() => null);
      this.partsCache.delete(run);
      this.worksCache.delete(run);
      this.workKeys.delete(run);
      this.resolvedChanges.delete(run);
    }
  }

  /** Layer 4's change with "the chosen type" filled in, once per effect (the same for every object it reaches). */
  private readonly resolvedChanges = new Map<Running, TypeChange | null>();

  private resolvedChange(part: TypeChange, run: Running): TypeChange | null {
    if (!part.chosenType) return part;
    let found = this.resolvedChanges.get(run);
    if (found === undefined) {
      const chosen = run.effect.chosen === null ? null : subtypeOf(run.effect.chosen, this.catalog);
      found = chosen === null ? null : { ...part, subtypes: [...part.subtypes, chosen] };
      this.resolvedChanges.set(run, found);
    }
    return found;
  }

  // The rules of one part are shared constant lists, so applyClause interns them by identity.
  private applyPart(
    part: EffectPart,
    chars: Characteristics,
    run: Running,
    state: State,
  ): { chars: Characteristics; rules: readonly string[] } {
    const via = `${run.effect.source}`;
    switch (part.op) {
      case 'copy': {
        const original = this.copyOriginal(run);
        const values = original === undefined ? undefined : state.get(original.id);
        if (values === undefined) return { chars, rules: noRules };
        // 707.9a: "except it has this ability" keeps only the ability that made the copy, not the source's others
        const own = run.selfId === null ? undefined : this.objects[run.selfId];
        const thisAbility = part.keepThisAbility
          ? (own?.printed.abilities.filter((ability) => textKey(ability.text).endsWith(textKey(run.effect.text))) ?? [])
          : [];
        // 707.9d: a characteristic-defining ability for a characteristic the exception gives values for is not copied
        const setBits = setByException(part);
        const kept =
          setBits === 0
            ? values.abilities
            : values.abilities.filter((ability) => ((this.cdaDefines.get(textKey(ability.text)) ?? 0) & setBits) === 0);
        // 707.9b: modified values become part of the copiable values
        let copied: Characteristics = kept === values.abilities ? values : { ...values, abilities: kept };
        for (const modification of part.modifications) copied = this.applyPart(modification, copied, run, state).chars;
        if (part.name !== null) copied = { ...copied, name: part.name };
        if (part.removeSupertypes.length > 0)
          copied = { ...copied, supertypes: copied.supertypes.filter((supertype) => !part.removeSupertypes.includes(supertype)) };
        if (part.keepOwnColors) copied = { ...copied, colors: chars.colors }; // 707.9c
        if (part.noManaCost) copied = { ...copied, manaValue: 0 }; // 202.3a
        for (const ignored of part.notModelled) {
          const warning =
            `${run.effect.source}: the copy exception "${ignored}" is not modelled (a replacement effect as it enters, ` +
            `614.1c); the rest of the copy is`;
          if (!this.warnings.includes(warning)) this.warnings.push(warning);
        }
        const abilities = [
          ...copied.abilities,
          ...thisAbility,
          ...part.extraAbilities.map((text) => ({ text, origin: 'copy' as const })),
        ].map((ability) => ({ text: ability.text, origin: 'copy' as const, via }));
        const modifies = part.modifications.length > 0 || part.name !== null || part.removeSupertypes.length > 0 || part.noManaCost;
        const addsAbility = thisAbility.length + part.extraAbilities.length > 0;
        const rules =
          copyRules[
            (addsAbility ? 1 : 0) | (modifies ? 2 : 0) | (part.keepOwnColors ? 4 : 0) | (kept.length < values.abilities.length ? 8 : 0)
          ]!;
        // 707.2: the copiable values only; 613.2a
        return { chars: { ...copied, controller: chars.controller, abilities }, rules };
      }
      case 'control':
        return { chars: chars.controller === part.controller ? chars : { ...chars, controller: part.controller }, rules: controlRules };
      case 'text': {
        const swap = this.textSwap(part, run);
        return swap === null ? { chars, rules: noRules } : { chars: applyTextSwap(chars, swap), rules: textRules };
      }
      case 'type': {
        const change = this.resolvedChange(part, run);
        if (change === null) return { chars, rules: noRules };
        return applyTypeChange(chars, change, this.catalog);
      }
      case 'color': {
        const colors = part.addition
          ? colorOrder.filter((color) => chars.colors.includes(color) || part.colors.includes(color))
          : colorOrder.filter((color: Color) => part.colors.includes(color));
        return { chars: sameStrings(colors, chars.colors) ? chars : { ...chars, colors }, rules: colorRules };
      }
      case 'abilities': {
        if (part.loseAll && part.add.length === 0)
          return { chars: chars.abilities.length === 0 ? chars : { ...chars, abilities: noAbilities }, rules: abilityRules };
        let abilities = part.loseAll
          ? []
          : chars.abilities.filter((ability) => !part.lose.some((lost) => textKey(lost) === textKey(ability.text)));
        abilities = [
          ...abilities,
          ...part.add
            .filter((text) => !abilities.some((a) => textKey(a.text) === textKey(text)))
            .map((text) => ({ text, origin: 'granted' as const, via })),
        ];
        return { chars: sameAbilities(abilities, chars.abilities) ? chars : { ...chars, abilities }, rules: abilityRules };
      }
      case 'setPT': {
        const power = part.power === 'manaValue' ? chars.manaValue : part.power;
        const toughness = part.toughness === 'manaValue' ? chars.manaValue : part.toughness;
        const unchanged = power === chars.power && toughness === chars.toughness;
        return {
          chars: unchanged ? chars : { ...chars, power, toughness },
          rules: run.effect.characteristicDefining ? setPTCdaRules : setPTRules,
        };
      }
      case 'modifyPT':
        return {
          chars: { ...chars, power: (chars.power ?? 0) + part.power, toughness: (chars.toughness ?? 0) + part.toughness },
          rules: modifyPTRules,
        };
      case 'switchPT':
        return { chars: { ...chars, power: chars.toughness, toughness: chars.power }, rules: switchPTRules };
    }
  }

  /** One clause's parts of `layer` applied to one object; equal results keep the old object (memoised filters stay valid). */
  private applyClause(run: Running, work: ClauseWork, id: number, before: Characteristics, state: State): Applied {
    const memo = work.pure ? work.applied : null;
    const found = memo?.get(before);
    if (found !== undefined) return found;
    let after = before;
    let rules: readonly string[] = noRules;
    let single = true; // one part's rules (a shared constant list) are interned by identity, without a key string
    for (const part of work.parts) {
      const applied = this.applyPart(part, after, run, state);
      after = applied.chars;
      if (rules.length === 0) rules = applied.rules;
      else if (applied.rules.length > 0) {
        rules = [...rules, ...applied.rules];
        single = false;
      }
    }
    const result: Applied = {
      chars: sameChars(before, after) ? before : this.intern(id, after),
      rules: single ? this.constantRuleList(rules) : this.ruleList(rules),
    };
    memo?.set(before, result);
    return result;
  }

  /**
   * Characteristics equal to ones this object already had are that same object, so effects that undo each other
   * (Blood Moon and Urborg in turn) meet memoised applications and filter results instead of fresh copies.
   */
  private intern(id: number, chars: Characteristics): Characteristics {
    let seen = this.variants.get(id);
    if (seen === undefined) {
      seen = [];
      this.variants.set(id, seen);
    }
    for (const variant of seen)
      if (sameChars(variant, chars) && variant.manaValue === chars.manaValue && sameVia(variant.abilities, chars.abilities)) return variant;
    if (seen.length < 32) seen.push(chars);
    return chars;
  }

  private readonly ruleLists = new Map<string, readonly string[]>();
  private readonly constantRuleLists = new Map<readonly string[], readonly string[]>();

  private constantRuleList(rules: readonly string[]): readonly string[] {
    let found = this.constantRuleLists.get(rules);
    if (found === undefined) {
      found = this.ruleList(rules);
      this.constantRuleLists.set(rules, found);
    }
    return found;
  }

  /** Equal rule lists (duplicates dropped) as one array, so trace steps built from them are memoised by identity. */
  private ruleList(rules: readonly string[]): readonly string[] {
    const listKey = rules.join('\u0000');
    let found = this.ruleLists.get(listKey);
    if (found === undefined) {
      found = [...new Set(rules)];
      this.ruleLists.set(listKey, found);
    }
    return found;
  }

  private readonly worksCache = new Map<Running, Map<LayerId, ClauseWork[]>>();
  private readonly sharedWorks = new Map<string, ClauseWork[]>();
  private readonly workKeys = new Map<Running, string>();

  /** The clauses of an effect with parts in `layer`, in order, each with those parts; alike effects share them (and their memo). */
  private clausesIn(run: Running, layer: LayerId): ClauseWork[] {
    let byLayer = this.worksCache.get(run);
    if (byLayer === undefined) {
      byLayer = new Map();
      this.worksCache.set(run, byLayer);
    }
    let works = byLayer.get(layer);
    if (works === undefined) {
      const shareKey = `${layer}\u0000${this.workKey(run)}`;
      works = this.sharedWorks.get(shareKey);
      if (works === undefined) {
        const entries = this.partsIn(run, layer);
        works = [...new Set(entries.map((entry) => entry.clause))].map((clause) => {
          const parts = entries.filter((entry) => entry.clause === clause).map((entry) => entry.part);
          // a copy reads its original's current values
          return { clause, parts, pure: parts.every((part) => part.op !== 'copy'), applied: new Map() };
        });
        this.sharedWorks.set(shareKey, works);
      }
      byLayer.set(layer, works);
    }
    return works;
  }

  /**
   * Effects with equal keys do the same thing to the same objects (five Blood Moons): same wording, parts and
   * chosen type, and the same source, self or targets wherever the effect reads them.
   */
  private workKey(run: Running): string {
    let found = this.workKeys.get(run);
    if (found === undefined) {
      const { effect } = run;
      const clauses = effect.spec.clauses;
      const copies = clauses.some((clause) => clause.parts.some((part) => part.op === 'copy'));
      const readsSource =
        copies ||
        clauses.some(
          (clause) => (clause.filter.kind === 'match' && clause.filter.other) || clause.parts.some((part) => part.op === 'abilities'),
        );
      const readsSelf = copies || clauses.some((clause) => clause.filter.kind === 'targets' && clause.filter.self);
      const readsTargets = copies || clauses.some((clause) => clause.filter.kind === 'targets' && !clause.filter.self);
      found = JSON.stringify([
        effect.text,
        effect.characteristicDefining,
        effect.chosen,
        readsSource ? effect.source : null,
        readsSelf ? run.selfId : null,
        readsTargets ? [effect.targets, run.targetIds] : null,
        clauses,
      ]);
      this.workKeys.set(run, found);
    }
    return found;
  }

  /** Pending effects with equal keys have equal trials; one already locked (613.6) keeps its own. */
  private trialKey(run: Running): string {
    return run.locked.some((set) => set !== null) ? `${this.workKey(run)}\u0000${run.effect.index}` : this.workKey(run);
  }

  /** Applies one effect's parts of `layer` for real: locks its affected sets (613.6), records the trace. */
  private applyEffect(run: Running, layer: LayerId, state: State, why: Reason): Set<number> {
    // 613.6: every clause of a started effect keeps the set it affects now, even clauses of later layers; all are
    // decided before any object changes, so `state` can then be updated in place
    run.effect.spec.clauses.forEach((_clause, index) => {
      run.locked[index] ??= new Set(this.affected(run, index, state));
    });
    run.started = true;
    const changed = new Set<number>();
    const assumed = run.effect.spec.assumed === undefined ? '' : ` (condition holds: ${run.effect.spec.assumed.join('; ')})`;
    const effect = `${run.effect.source}: "${run.effect.text}"${
      run.changedFrom === null ? '' : ` (text changed in layer 3; printed ` + `"${run.changedFrom}")`
    }${assumed}${run.effect.chosen === null ? '' : ` (chosen: ${run.effect.chosen})`}`;
    const stepRulesOf = new Map<readonly string[], string[]>();
    // steps are immutable: objects that go through the same change (Humility: 2/2 → 1/1) share one step
    const stepsByText = new Map<string, Map<string, TraceStep>>();
    for (const work of this.clausesIn(run, layer)) {
      for (const id of run.locked[work.clause]!) {
        const before = state.get(id)!;
        const { chars: after, rules } = this.applyClause(run, work, id, before, state);
        if (after !== before) changed.add(id);
        state.set(id, after);
        let stepRules = stepRulesOf.get(rules);
        if (stepRules === undefined) {
          stepRules = [...new Set([layerRule[layer], ...why.rules, ...rules, ...(run.effect.cites ?? [])])];
          stepRulesOf.set(rules, stepRules);
        }
        if (after.abilities !== before.abilities) this.noteLostAbilities(id, before, after, [layerRule[layer], ...rules]);
        const beforeText = this.describe(before, layer);
        const afterText = this.describe(after, layer);
        let byAfter = stepsByText.get(beforeText);
        if (byAfter === undefined) stepsByText.set(beforeText, (byAfter = new Map()));
        let step = byAfter.get(afterText);
        if (step === undefined || step.rules !== stepRules) {
          step = { layer, effect, order: run.effect.order, why: why.text, before: beforeText, after: afterText, rules: stepRules };
          byAfter.set(afterText, step);
        }
        this.traces.get(id)!.push(step);
      }
    }
    return changed;
  }

  /** Remembers which step took each ability away, so an effect that stops existing cites the rule that removed it. */
  private noteLostAbilities(id: number, before: Characteristics, after: Characteristics, rules: readonly string[]): void {
    const kept = new Set(after.abilities.map((ability) => textKey(ability.text)));
    for (const ability of before.abilities) {
      const text = textKey(ability.text);
      if (!kept.has(text)) this.abilityLoss.set(`${id}\u0000${text}`, rules);
    }
  }

  /** 613.8a by trial: what applying `run` to `state` would change, without applying it. */
  private trialOf(run: Running, layer: LayerId, state: State): Trial {
    const after = new Map<number, Characteristics>();
    const affected = new Set<number>();
    const changed: number[] = [];
    for (const work of this.clausesIn(run, layer)) {
      for (const id of this.affected(run, work.clause, state)) {
        affected.add(id);
        const before = after.get(id) ?? state.get(id)!;
        const applied = this.applyClause(run, work, id, before, !work.pure && after.size > 0 ? new Map([...state, ...after]) : state);
        if (applied.chars === before) continue;
        if (!after.has(id)) changed.push(id);
        after.set(id, applied.chars);
      }
    }
    return { state, affected, after, changed, firstFlip: new Map(), consequences: new Map() };
  }

  /**
   * The trial of `run` after another effect changed the objects in `changed`. Objects it neither affected nor now
   * would affect keep their outcome, so a one-clause effect is redone for the changed objects only; one that copies
   * (it reads its original) or has several clauses is redone whole. The old trial is updated in place: nothing else holds it.
   */
  private refreshTrial(run: Running, layer: LayerId, trial: Trial, state: State, changed: ReadonlySet<number>): Trial {
    const works = this.clausesIn(run, layer);
    const work = works[0]!;
    const filter = run.effect.spec.clauses[work.clause]!.filter;
    if (works.length > 1 || !work.pure) return this.trialOf(run, layer, state);
    const locked = run.locked[work.clause];
    let touched = false;
    let reordered = false;
    const { affected, after } = trial;
    for (const id of changed) {
      const chars = state.get(id)!;
      const inside = locked ? locked.has(id) : this.matches(filter, this.objects[id]!, chars, run);
      if (!inside && !trial.affected.has(id)) continue;
      touched = true;
      const had = after.delete(id);
      if (!inside) {
        affected.delete(id);
        reordered ||= had;
        continue;
      }
      affected.add(id);
      const applied = this.applyClause(run, work, id, chars, state);
      if (applied.chars !== chars) after.set(id, applied.chars);
      reordered ||= had !== (applied.chars !== chars);
    }
    if (!touched) return trial; // its objects' characteristics are as they were: the old state still describes them
    // the old trial is updated in place (nothing else holds it); objects are reached in board order (ids), as affected() lists them
    if (reordered) {
      // the set of changed objects differs: list it again
      trial.changed.length = 0;
      for (const id of after.keys()) trial.changed.push(id);
      trial.changed.sort((a, b) => a - b);
    }
    trial.state = state;
    trial.firstFlip.clear();
    trial.consequences.clear();
    return trial;
  }

  private readonly otherFilterKeys = new Map<string, string[]>();

  /** An "other" filter's result depends on the source it excludes: one key per filter number and source, made once. */
  private otherFilterKey(number: number, source: string): string {
    let keys = this.otherFilterKeys.get(source);
    if (keys === undefined) {
      keys = [];
      this.otherFilterKeys.set(source, keys);
    }
    return (keys[number] ??= `${number}\u0000${source}`);
  }

  /** The first object (in trial order) that applying the trial's effect moves into or out of `filter`, or null. */
  private firstFlip(trial: Trial, filter: Filter & { kind: 'match' }, dependent: Running): number | null {
    const number = this.filterNumber(filter);
    const cacheKey = filter.other ? this.otherFilterKey(number, dependent.effect.source) : number;
    const cached = trial.firstFlip.get(cacheKey);
    if (cached !== undefined) return cached;
    let found: number | null = null;
    for (const id of trial.changed) {
      const object = this.objects[id]!;
      if (this.matches(filter, object, trial.state.get(id)!, dependent) !== this.matches(filter, object, trial.after.get(id)!, dependent)) {
        found = id;
        break;
      }
    }
    trial.firstFlip.set(cacheKey, found);
    return found;
  }

  private existsWith(run: Running, chars: Characteristics | undefined): boolean {
    return chars !== undefined && hasAbilityText(chars, run.effect.text);
  }

  /** What can make `dependent` change in `layer`: its source's abilities, what its unlocked filters read, a copy's original. */
  private sensitivity(dependent: Running, layer: LayerId): Aspect[] {
    const aspects: Aspect[] = [];
    if (!dependent.started && dependent.staticOn !== null) aspects.push('abilities');
    for (const { clause, part } of this.partsIn(dependent, layer)) {
      if (part.op === 'copy') return ['cardTypes', 'supertypes', 'subtypes', 'controller', 'abilities'];
      if (!dependent.locked[clause]) aspects.push(...reads(dependent.effect.spec.clauses[clause]!.filter));
    }
    return aspects;
  }

  /** Why `dependent` depends on `on` (613.8a), found by applying `on` first; null when it doesn't. */
  private dependency(dependent: Running, on: Running, layer: LayerId, trial: Trial): string | null {
    // the answer depends only on the dependent and what the trial changes, so alike effects and later rounds reuse it
    let consequence = trial.consequences.get(dependent);
    if (consequence === undefined) {
      consequence = this.consequence(dependent, layer, trial);
      trial.consequences.set(dependent, consequence);
    }
    return consequence === null ? null : `applying ${on.effect.source} ${consequence}`;
  }

  /** What applying the trial's effect would change for `dependent` (613.8a), in words, or null. */
  private consequence(dependent: Running, layer: LayerId, trial: Trial): string | null {
    if (trial.changed.length === 0) return null;
    const staticOn = dependent.staticOn;
    if (!dependent.started && staticOn !== null && trial.after.has(staticOn.id)) {
      const was = this.existsWith(dependent, trial.state.get(staticOn.id));
      const now = this.existsWith(dependent, trial.after.get(staticOn.id));
      if (was !== now)
        return `changes whether ${dependent.effect.source}'s effect exists (${staticOn.name} ${now ? 'gains' : 'loses'} the ability)`;
    }
    for (const { clause } of this.partsIn(dependent, layer)) {
      if (dependent.locked[clause]) continue;
      const filter = dependent.effect.spec.clauses[clause]!.filter;
      if (filter.kind === 'targets') continue; // named objects: no characteristic moves them in or out
      const id = this.firstFlip(trial, filter, dependent);
      if (id !== null) {
        const now = this.matches(filter, this.objects[id]!, trial.after.get(id)!, dependent);
        return `changes what it applies to (${this.objects[id]!.name} ${now ? 'becomes' : 'stops being'} "${filter.words}")`;
      }
    }
    if (this.partsIn(dependent, layer).some(({ part }) => part.op === 'copy')) {
      const original = this.copyOriginal(dependent);
      if (original !== undefined && trial.after.has(original.id)) return `changes what it does (the copiable values of ${original.name})`;
    }
    return null;
  }

  /** Applies every effect with parts in `layer` to `state`, which it updates in place. */
  private applyLayer(layer: LayerId, state: State): State {
    const pending = this.runs.filter((run) => this.partsIn(run, layer).length > 0);
    for (const run of pending) run.waitedFor = []; // 613.8: dependency is decided within one layer only
    const cdaFirst = layer === '2' || layer === '4' || layer === '5' || layer === '6'; // 613.3
    // Within a layer, no pending effect starts or locks except the one applied, so these hold for the whole layer.
    for (const run of pending) {
      run.sensitiveTo = aspectMask(this.sensitivity(run, layer));
      run.changes = aspectMask(this.partsIn(run, layer).flatMap(({ part }) => touches(part)));
    }
    // Alike effects share one trial (keyed by trialKey); a trial is dropped when no pending effect uses it.
    const trialKeys = new Map(pending.map((run) => [run, this.trialKey(run)]));
    const trials = new Map<string, Trial>();
    let guard = pending.length + 1;
    const candidates: Running[] = []; // refilled each round, as each candidate's dependsOn
    while (pending.length > 0 && guard-- > 0) {
      const anyCda = cdaFirst && pending.some((run) => run.effect.characteristicDefining);
      candidates.length = 0;
      for (const run of pending) {
        if (anyCda && !run.effect.characteristicDefining) continue;
        run.dependsOn.length = 0;
        candidates.push(run);
      }
      if (candidates.length > 1 && layerCanCreateDependency(layer)) {
        for (const on of candidates) {
          if (!this.exists(on, state)) continue;
          const changing = on.changes;
          let trial: Trial | undefined;
          for (const dependent of candidates) {
            // 613.8a(c): only an effect that could change what `dependent` reads is tried, and CDAs only among CDAs
            if (dependent === on || dependent.effect.characteristicDefining !== on.effect.characteristicDefining) continue;
            if ((changing & aspectBit.everything) === 0 && (changing & dependent.sensitiveTo) === 0) continue;
            if (trial === undefined) {
              const trialKey = trialKeys.get(on)!;
              trial = trials.get(trialKey);
              if (trial === undefined) {
                trial = this.trialOf(on, layer, state);
                trials.set(trialKey, trial);
              }
            }
            const why = this.dependency(dependent, on, layer, trial);
            if (why !== null) dependent.dependsOn.push({ on, why });
          }
        }
      }
      const chosen = this.choose(candidates);
      pending.splice(pending.indexOf(chosen.run), 1);
      const chosenKey = trialKeys.get(chosen.run)!;
      if (!pending.some((run) => trialKeys.get(run) === chosenKey)) trials.delete(chosenKey);
      if (!this.exists(chosen.run, state)) {
        const source = chosen.run.staticOn!;
        const removedBy = this.abilityLoss.get(`${source.id}\u0000${textKey(chosen.run.effect.text)}`) ?? [];
        this.traces.get(source.id)!.push({
          layer,
          effect: `${chosen.run.effect.source}: "${chosen.run.effect.text}"`,
          order: chosen.run.effect.order,
          why:
            `does not apply: ${source.name} no longer has the ability that generates ` +
            `it${chosen.run.waitedFor.length > 0 ? ` (${chosen.run.waitedFor.join('; ')})` : ''}`,
          before: this.describe(state.get(source.id)!, '6'),
          after: this.describe(state.get(source.id)!, '6'),
          rules: [...new Set(['613.8a', ...removedBy])],
        });
        const warning =
          `${chosen.run.effect.source}'s effect "${chosen.run.effect.text}" does not apply: its source no longer has the ` + `ability.`;
        if (!this.warnings.includes(warning)) this.warnings.push(warning); // one warning, though the effect spans several layers
        continue;
      }
      const changed = this.applyEffect(chosen.run, layer, state, chosen.why);
      // 613.8c: the order is re-evaluated after each effect; only trials the applied effect could change are redone
      if (changed.size > 0) {
        for (const [trialKey, trial] of trials) {
          const run = pending.find((candidate) => trialKeys.get(candidate) === trialKey)!;
          trials.set(trialKey, this.refreshTrial(run, layer, trial, state, changed));
        }
      }
    }
    return state;
  }

  /** The next effect among this round's candidates (sorted here, in place, by timestamp) and why it goes next. */
  private choose(candidates: Running[]): { run: Running; why: Reason } {
    for (const run of candidates)
      for (const { on, why } of run.dependsOn)
        if (!run.waitedFor.some((text) => text.includes(why))) run.waitedFor.push(`depends on ${on.effect.source} because ${why}`);
    const byTime = candidates.sort((a, b) => a.effect.order - b.effect.order);
    const free = byTime.find((run) => run.dependsOn.length === 0);
    if (free !== undefined) {
      const why =
        free.waitedFor.length > 0
          ? { text: `${free.waitedFor.join('; ')}: applied after it (613.8a, 613.8b)`, rules: dependencyRules }
          : free.effect.characteristicDefining
            ? cdaReason
            : timestampReason;
      return { run: free, why };
    }
    // 613.8b: a dependency loop is applied in timestamp order
    const reaches = (from: Running, to: Running, seen = new Set<Running>()): boolean =>
      from.dependsOn.some(({ on }) => on === to || (!seen.has(on) && (seen.add(on), reaches(on, to, seen))));
    const inLoop = byTime.filter((run) => reaches(run, run) && run.dependsOn.every(({ on }) => reaches(on, run)));
    const run = inLoop[0] ?? byTime[0]!;
    const partners = run.dependsOn.map(({ on }) => on.effect.source).join(', ');
    return { run, why: { text: `dependency loop with ${partners}: the loop is applied in timestamp order (613.8b)`, rules: loopRules } };
  }

  /** Updates `state` in place, as applyLayer does. */
  private intrinsicAbilities(state: State): State {
    for (const object of this.objects) {
      const before = state.get(object.id)!;
      const after = withIntrinsicManaAbilities(before, this.catalog);
      if (after !== before) state.set(object.id, after);
      if (after.abilities.length !== before.abilities.length || after.abilities.some((a, i) => a.text !== before.abilities[i]?.text)) {
        this.traces.get(object.id)!.push({
          layer: '4',
          effect: 'rule 305.6 (basic land types)',
          order: null,
          why: 'a land has the intrinsic mana ability of each basic land type it has',
          before: this.describe(before, '6'),
          after: this.describe(after, '6'),
          rules: ['305.6'],
        });
      }
    }
    return state;
  }
}
