// Which objects an effect applies to: filters matched against characteristics (memoised), and what each part changes
// or each filter reads, so dependency trials (613.8a) are only run where they can find something.
import type { TypeCatalog } from '../../types/model.ts';
import type { Characteristics, Color, ColorTest, EffectPart, Filter, GameObject, Player, TypeTest } from '../model.ts';
import { abilityKindOf } from '../reader/abilityKind.ts';
import { oracleLines } from '../reader/abilityLines.ts';
import { hasSubtype } from '../typeChange.ts';
import { key as wordKey } from '../words.ts';
import type { Running, State } from './model.ts';

/** Ability texts compare without case or final period; memoised, since existence checks compare the same few texts often. */
const textKeys = new Map<string, string>();
export function textKey(text: string): string {
  let found = textKeys.get(text);
  if (found === undefined) {
    found = wordKey(text).replace(/[.\s]+$/, '');
    if (textKeys.size < 10_000) textKeys.set(text, found);
  }
  return found;
}

/**
 * The abilities an effect's text stands for: itself, or for a whole Oracle text (one ability a line, 113.2) the lines of
 * no other kind than an effect — a keyword or an activated ability beside them can be lost while the effect goes on.
 */
const abilityKeys = new Map<string, readonly string[]>();
export function abilityKeysOf(text: string): readonly string[] {
  let found = abilityKeys.get(text);
  if (found === undefined) {
    const lines = oracleLines(text);
    const effectLines = lines.filter((line) => abilityKindOf(line) === null);
    found = (effectLines.length > 0 ? effectLines : lines).map(textKey);
    if (abilityKeys.size < 10_000) abilityKeys.set(text, found);
  }
  return found;
}

/** Whether `chars` has the ability or abilities this text is (an effect's source still generating it, 613.8a(b)). */
export function hasAbilityText(chars: Characteristics, text: string): boolean {
  if (!text.includes('\n') && !text.includes('\r')) return hasAbilityKey(chars, textKey(text)); // one ability: the common case
  for (const wanted of abilityKeysOf(text)) if (!hasAbilityKey(chars, wanted)) return false;
  return true;
}

function hasAbilityKey(chars: Characteristics, wanted: string): boolean {
  for (const ability of chars.abilities) if (textKey(ability.text) === wanted) return true;
  return false;
}

const hasWord = (list: readonly string[], word: string): boolean => {
  for (const item of list) if (item === word) return true;
  const wanted = wordKey(word);
  for (const item of list) if (wordKey(item) === wanted) return true;
  return false;
};

/** 105.2: one color is monocolored, two or more multicolored, none colorless. */
export function hasColor(colors: readonly Color[], test: ColorTest): boolean {
  if (test === 'colorless') return colors.length === 0;
  if (test === 'multicolored') return colors.length > 1;
  if (test === 'monocolored') return colors.length === 1;
  return colors.includes(test);
}

/** 702.1d: an object "with [keyword]" has that keyword ability (keyword lines are split when the scenario is read). */
function hasKeyword(chars: Characteristics, keyword: string): boolean {
  if (keyword === '') return chars.abilities.length > 0; // 113.12: "with no abilities" asks for none of any kind
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
export function matchesAlternatives(
  filter: Filter & { kind: 'match' },
  object: GameObject,
  chars: Characteristics,
  catalog: TypeCatalog,
  you: Player = 'you',
): boolean {
  for (const alternative of filter.alternatives) {
    const zone = alternative.zone;
    const inZone = zone === 'any' || (zone === 'notBattlefield' ? object.zone !== 'battlefield' : object.zone === zone);
    if (!inZone) continue;
    let all = true;
    for (const condition of alternative.conditions) {
      let holds: boolean;
      if (condition.test === 'cardType' || condition.test === 'supertype' || condition.test === 'subtype')
        holds = hasType(chars, condition, catalog);
      // a term defined as any of several types (outlaw, 700.12): any one of them
      else if (condition.test === 'typeGroup') holds = condition.members.some((member) => hasType(chars, member, catalog));
      // "you control", "an opponent controls": relative to whoever controls the effect's source (109.5)
      else if (condition.test === 'controller') holds = (chars.controller === you) === (condition.value === 'you');
      else if (condition.test === 'owner') holds = (object.owner === you) === (condition.value === 'you');
      else if (condition.test === 'color') holds = hasColor(chars.colors, condition.value);
      else if (condition.test === 'ability') holds = hasKeyword(chars, condition.value);
      else if (condition.test === 'manaValue') holds = comparesTo(chars.manaValue, condition.compare, condition.value);
      // 208.1: as the layers have left it so far; the effect keeps the set it starts with (613.6)
      else if (condition.test === 'pt')
        holds = condition.stats.some((stat) => chars[stat] !== null && comparesTo(chars[stat], condition.compare, condition.value));
      else if (condition.test === 'status') holds = object.statuses?.includes(condition.value) ?? false;
      else if (condition.test === 'name') holds = wordKey(chars.name) === wordKey(condition.value);
      else if (condition.test === 'counter')
        holds = hasCounter(object, condition.value); // 122.1
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

function hasType(chars: Characteristics, type: TypeTest, catalog: TypeCatalog): boolean {
  if (type.test === 'cardType') return hasWord(chars.cardTypes, type.value);
  return type.test === 'supertype' ? hasWord(chars.supertypes, type.value) : hasSubtype(chars, type.value, catalog);
}

/** A counter of this kind on the object, or of any kind for "". */
function hasCounter(object: GameObject, kind: string): boolean {
  const counters = object.counters ?? {};
  return kind === '' ? Object.values(counters).some((count) => count > 0) : (counters[kind] ?? 0) > 0;
}

function comparesTo(value: number, compare: 'atMost' | 'atLeast' | 'equal', bound: number): boolean {
  return compare === 'atMost' ? value <= bound : compare === 'atLeast' ? value >= bound : value === bound;
}

/** Aspects of an object a layer-4/2/6 part can change, and a filter or existence check reads (prunes trials). */
export type Aspect = 'cardTypes' | 'supertypes' | 'subtypes' | 'controller' | 'abilities' | 'colors' | 'name' | 'everything';

export const aspectBit: Readonly<Record<Aspect, number>> = {
  cardTypes: 1,
  supertypes: 2,
  subtypes: 4,
  controller: 8,
  abilities: 16,
  everything: 32,
  colors: 64,
  name: 128,
};
export const aspectMask = (aspects: readonly Aspect[]): number => aspects.reduce((mask, aspect) => mask | aspectBit[aspect], 0);

/** The aspects applying `part` can change. */
export function touches(part: EffectPart): Aspect[] {
  switch (part.op) {
    case 'copy':
      return ['everything'];
    case 'control':
      return ['controller'];
    case 'text':
      return ['subtypes', 'abilities'];
    case 'abilities':
      return ['abilities'];
    case 'name':
      return ['name'];
    case 'color':
      return ['colors'];
    case 'type': {
      const aspects: Aspect[] = ['subtypes'];
      if (part.cardTypes.length > 0 || part.loseCardTypes.length > 0) aspects.push('cardTypes');
      if (part.supertypes.length > 0) aspects.push('supertypes');
      if (part.retain === 'none') aspects.push('abilities'); // 305.7
      return aspects;
    }
    default:
      return [];
  }
}

/** The aspects whose change can move an object into or out of `filter`. */
export function reads(filter: Filter): Aspect[] {
  if (filter.kind === 'targets') return [];
  return filter.alternatives.flatMap((alternative) =>
    alternative.conditions.flatMap((condition): Aspect[] => {
      if (condition.test === 'subtype') return ['subtypes', 'cardTypes']; // 205.1a: visibility follows card types
      if (condition.test === 'typeGroup') return ['subtypes', 'cardTypes', 'supertypes'];
      if (condition.test === 'owner' || condition.test === 'token' || condition.test === 'counter' || condition.test === 'status')
        return [];
      // only a copy effect changes them before layer 7 (707.2); a name, an effect that sets one too (612.8)
      if (condition.test === 'name') return ['name'];
      if (condition.test === 'manaValue' || condition.test === 'pt') return ['everything'];
      if (condition.test === 'color') return ['colors'];
      if (condition.test === 'ability') return ['abilities'];
      return [condition.test === 'cardType' ? 'cardTypes' : condition.test === 'supertype' ? 'supertypes' : 'controller'];
    }),
  );
}

/** Filters matched against characteristics, memoised per engine: interning makes the same characteristics recur. */
export class FilterMatcher {
  /** Filter results by characteristics, then filter number. */
  private readonly matchResults = new Map<Characteristics, (boolean | undefined)[]>();
  /** Filters with the same conditions share one number, and so their memoised results (two Blood Moons read "nonbasic lands" alike). */
  private readonly filterNumbers = new Map<string, number>();
  private readonly filterNumberOf = new Map<Filter, number>();
  private readonly otherFilterKeys = new Map<string, string[]>();

  constructor(
    private readonly objects: readonly GameObject[],
    private readonly catalog: TypeCatalog,
  ) {}

  filterNumber(filter: Filter & { kind: 'match' }): number {
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

  /** An "other" filter's result depends on the source it excludes: one key per filter number and source, made once. */
  otherFilterKey(number: number, source: string): string {
    let keys = this.otherFilterKeys.get(source);
    if (keys === undefined) {
      keys = [];
      this.otherFilterKeys.set(source, keys);
    }
    return (keys[number] ??= `${number}\u0000${source}`);
  }

  /** Whether `filter`, as `run` reads it, applies to an object with these characteristics; memoised per (characteristics, filter). */
  matches(filter: Filter, object: GameObject, chars: Characteristics, run: Running): boolean {
    if (filter.kind === 'targets') return targetsOf(filter, run).includes(object.id);
    if (filter.other && object.name === run.effect.source) return false;
    if (run.resolvedAt !== null && (object.order ?? -Infinity) > run.resolvedAt) return false; // 611.2c: entered after it resolved
    let results = this.matchResults.get(chars);
    if (results === undefined) {
      results = [];
      this.matchResults.set(chars, results);
    }
    // the same filter read from the other player's side is another filter ("you control" of an opponent's lord)
    const number = this.filterNumber(filter) * 2 + (run.you === 'you' ? 0 : 1);
    return (results[number] ??= matchesAlternatives(filter, object, chars, this.catalog, run.you));
  }

  /** The objects a clause of `run` affects in `state`: its locked set once it started (613.6), else its filter's matches. */
  affected(run: Running, clause: number, state: State): Iterable<number> {
    const locked = run.locked[clause];
    if (locked) return locked;
    const filter = run.effect.spec.clauses[clause]!.filter;
    if (filter.kind === 'targets') {
      // named objects, whatever their characteristics, in board order
      return [...new Set(targetsOf(filter, run))].sort((a, b) => a - b);
    }
    const ids: number[] = [];
    for (const object of this.objects) if (this.matches(filter, object, state.get(object.id)!, run)) ids.push(object.id);
    return ids;
  }
}

/** The objects a "this …", "target …" or "enchanted …" subject names: the source, its numbered target, or every target. */
function targetsOf(filter: Filter & { kind: 'targets' }, run: Running): readonly number[] {
  if (filter.self) return run.selfId === null ? [] : [run.selfId];
  if (filter.nth === undefined) return run.targetIds;
  const slot = run.targetSlots[filter.nth];
  return slot === undefined || slot === null ? [] : [slot];
}
