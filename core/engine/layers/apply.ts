// Applying effect parts to characteristics, layer by layer: copy (613.2, 707), control, text (612), type, color,
// abilities, power and toughness (613.4).
import type {
  AbilitiesPart,
  Ability,
  Characteristics,
  Color,
  CopyPart,
  Count,
  CountMeasure,
  Effect,
  EffectPart,
  GameObject,
  Player,
  PtValue,
  TypeChange,
} from '../model.ts';
import { colorOrder, copyOriginalName, withX } from '../model.ts';
import { abilityKindOf, subtypeOf } from '../reader/index.ts';
import { applyTextSwap, readTextSwap, type TextSwap } from '../textChange.ts';
import { applyTypeChange, sharesCreatureType } from '../typeChange.ts';
import { key as wordKey } from '../words.ts';
import { sameAbilities, sameChars, sameStrings, type Interner } from './interning.ts';
import { matchesAlternatives, textKey } from './matching.ts';
import type { Applied, Board, ClauseWork, Running, State } from './model.ts';

const noRules: readonly string[] = [];
const faceDownCopyRules: readonly string[] = ['707.2', '708.10'];

/**
 * 605.1a: an activated ability without a target that could add mana ("{T}: Add {G}."), or one of those printed on a
 * basic land type's line (305.6). Loyalty abilities are never mana abilities.
 */
export function isManaAbility(text: string): boolean {
  const colon = text.indexOf(':');
  if (colon === -1 || /^[+−-]?\d+:/.test(text.trim())) return false;
  const effect = text.slice(colon + 1);
  return /\badd\b/i.test(effect) && !/\btarget\b/i.test(effect);
}
const noAbilities: readonly Ability[] = [];
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
// The rules of one part are shared constant lists, so applyClause interns them by identity.
const controlRules: readonly string[] = ['613.1b'];
const textRules: readonly string[] = ['612.1', '612.2'];
// a set name is the object's only name (612.8), a text change of layer 3 (613.1c)
const nameRules: readonly string[] = ['612.8', '613.1c'];
const colorRules: readonly string[] = ['613.1e'];
const abilityRules: readonly string[] = ['613.1f'];
const setPTCdaRules: readonly string[] = ['613.4a'];
const setPTRules: readonly string[] = ['613.4b'];
const modifyPTRules: readonly string[] = ['613.4c'];
const switchPTRules: readonly string[] = ['613.4d'];
const exchangeRules: readonly string[] = ['613.1b', '701.12b'];

export class PartApplier {
  /** Characteristic-defining abilities by text key: the characteristics each defines, as cdaBits (707.9d). */
  private readonly cdaDefines = new Map<string, number>();
  /** A text change's words, read from the effect's `chosen` once per effect; a choice it can't read is a warning. */
  private readonly textSwaps = new Map<Running, TextSwap | null>();
  /** Layer 4's change with "the chosen type" filled in, once per effect (the same for every object it reaches). */
  private readonly resolvedChanges = new Map<Running, TypeChange | null>();
  /** The two targets' controllers as an exchange of control began, once per effect (701.12b). */
  private readonly exchanged = new Map<Running, Map<number, Player>>();

  constructor(
    private readonly board: Board,
    private readonly interner: Interner,
    effects: readonly Effect[],
  ) {
    for (const effect of effects) {
      if (!effect.characteristicDefining) continue;
      const bits = effect.spec.clauses.reduce((all, clause) => clause.parts.reduce((mask, part) => mask | (cdaBits[part.op] ?? 0), all), 0);
      this.cdaDefines.set(textKey(effect.text), (this.cdaDefines.get(textKey(effect.text)) ?? 0) | bits);
    }
  }

  /** The object a copy effect copies: its first target, or the object the judge chose. */
  copyOriginal(run: Running): GameObject | undefined {
    return this.board.objectsByName.get(wordKey(copyOriginalName(run.effect) ?? ''));
  }

  /** An effect's wording changed (612.1): its chosen type is filled in again. */
  forget(run: Running): void {
    this.resolvedChanges.delete(run);
  }

  private textSwap(part: EffectPart & { op: 'text' }, run: Running): TextSwap | null {
    let found = this.textSwaps.get(run);
    if (found === undefined) {
      const swap = readTextSwap(run.effect.chosen, part.kinds, part.forbidden, this.board.catalog);
      found = swap.ok ? swap.value : null;
      if (!swap.ok) this.board.warnings.push(`${run.effect.source}: "${run.effect.text}" changes no text: ${swap.error.message}`);
      this.textSwaps.set(run, found);
    }
    return found;
  }

  private resolvedChange(part: TypeChange, run: Running): TypeChange | null {
    if (!part.chosenType) return part;
    let found = this.resolvedChanges.get(run);
    if (found === undefined) {
      const chosen = run.effect.chosen === null ? null : subtypeOf(run.effect.chosen, this.board.catalog);
      found = chosen === null ? null : { ...part, subtypes: [...part.subtypes, chosen] };
      this.resolvedChanges.set(run, found);
    }
    return found;
  }

  /**
   * 701.12b: each of the two targets takes the controller the other had as the exchange began (read once per effect,
   * before it changed either); when one player controlled both, or there are not two, the exchange does nothing.
   */
  private exchangeControl(chars: Characteristics, run: Running, state: State, id: number | null): Applied {
    let before = this.exchanged.get(run);
    if (before === undefined) {
      before = new Map(run.targetIds.map((target) => [target, state.get(target)?.controller ?? chars.controller]));
      this.exchanged.set(run, before);
    }
    const other = [...before.keys()].find((target) => target !== id);
    const controller = other === undefined ? undefined : before.get(other);
    if (before.size !== 2 || id === null || controller === undefined || controller === before.get(id)) return { chars, rules: noRules };
    return { chars: chars.controller === controller ? chars : { ...chars, controller }, rules: exchangeRules };
  }

  /** 707.2, 707.9: the copiable values of the original, with the copy effect's exceptions. */
  private applyCopy(part: CopyPart, chars: Characteristics, run: Running, state: State, id: number | null): Applied {
    const original = this.copyOriginal(run);
    if (original !== undefined && original.id === id) return { chars, rules: noRules }; // the original of "another target" is not a copy
    // 708.10: a face-down permanent that becomes a copy keeps its face-down characteristics
    if (id !== null && this.board.objects[id]?.faceDown !== undefined) return { chars, rules: faceDownCopyRules };
    const values = original === undefined ? undefined : state.get(original.id);
    if (values === undefined) return { chars, rules: noRules };
    // 707.9a: "except it has this ability" keeps only the ability that made the copy, not the source's others
    const own = run.selfId === null ? undefined : this.board.objects[run.selfId];
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
    if (part.noManaCost) copied = { ...copied, manaValue: 0, manaCost: '' }; // 202.3a, 707.9b
    for (const ignored of part.notModelled) {
      const warning =
        `${run.effect.source}: the copy exception "${ignored}" is not modelled (a replacement effect as it enters, ` +
        `614.1c); the rest of the copy is. A counter it entered with belongs in the object's "counters"`;
      if (!this.board.warnings.includes(warning)) this.board.warnings.push(warning);
    }
    const via = `${run.effect.source}`;
    const abilities = [...copied.abilities, ...thisAbility, ...part.extraAbilities.map((text) => ({ text, origin: 'copy' as const }))].map(
      (ability) => ({ text: ability.text, origin: 'copy' as const, via }),
    );
    const modifies = part.modifications.length > 0 || part.name !== null || part.removeSupertypes.length > 0 || part.noManaCost;
    const addsAbility = thisAbility.length + part.extraAbilities.length > 0;
    const rules =
      copyRules[
        (addsAbility ? 1 : 0) | (modifies ? 2 : 0) | (part.keepOwnColors ? 4 : 0) | (kept.length < values.abilities.length ? 8 : 0)
      ]!;
    // 707.2: the copiable values only; 613.2a
    return { chars: { ...copied, controller: chars.controller, abilities }, rules };
  }

  /** `id`: the object it applies to, for a count of the counters on each object affected. */
  applyPart(part: EffectPart, chars: Characteristics, run: Running, state: State, id: number | null = null): Applied {
    const via = `${run.effect.source}`;
    switch (part.op) {
      case 'copy':
        return this.applyCopy(part, chars, run, state, id);
      case 'control': {
        if (part.exchange === true) return this.exchangeControl(chars, run, state, id);
        // "Gain control of …": the effect's controller gains it (the wording's "you", 109.5)
        const controller: Player = part.controller === 'you' ? run.you : run.you === 'you' ? 'opponent' : 'you';
        return { chars: chars.controller === controller ? chars : { ...chars, controller }, rules: controlRules };
      }
      case 'text': {
        const swap = this.textSwap(part, run);
        return swap === null ? { chars, rules: noRules } : { chars: applyTextSwap(chars, swap), rules: textRules };
      }
      case 'name':
        return { chars: chars.name === part.name ? chars : { ...chars, name: part.name }, rules: nameRules };
      case 'type': {
        const change = this.resolvedChange(part, run);
        if (change === null) return { chars, rules: noRules };
        return applyTypeChange(chars, change, this.board.catalog);
      }
      case 'color': {
        const colors = part.addition
          ? colorOrder.filter((color) => chars.colors.includes(color) || part.colors.includes(color))
          : colorOrder.filter((color: Color) => part.colors.includes(color));
        return { chars: sameStrings(colors, chars.colors) ? chars : { ...chars, colors }, rules: colorRules };
      }
      case 'abilities': {
        const keepMana = part.keepManaAbilities === true;
        if (part.loseAll && part.add.length === 0 && !keepMana)
          return { chars: chars.abilities.length === 0 ? chars : { ...chars, abilities: noAbilities }, rules: abilityRules };
        let abilities = part.loseAll
          ? chars.abilities.filter((ability) => keepMana && isManaAbility(ability.text)) // 605.1a
          : chars.abilities.filter((ability) => !part.lose.some((lost) => textKey(lost) === textKey(ability.text)));
        const added = part.abilitiesOf === undefined ? part.add : [...part.add, ...this.abilitiesOf(part.abilitiesOf, run, state, id)];
        abilities = [
          ...abilities,
          ...added
            .map((text) => withChosenColor(part.xIsManaValue === true ? withX(text, chars.manaValue) : text, run))
            .filter((text) => !abilities.some((a) => textKey(a.text) === textKey(text)))
            .map((text) => ({ text, origin: 'granted' as const, via })),
        ];
        return { chars: sameAbilities(abilities, chars.abilities) ? chars : { ...chars, abilities }, rules: abilityRules };
      }
      case 'setPT': {
        const counted = part.count === undefined ? 0 : this.count(part.count, run, state, id);
        const valueOf = (value: PtValue, plus = 0) =>
          value === 'manaValue' ? chars.manaValue : value === 'count' ? counted + plus : value;
        const power = part.only === 'toughness' ? chars.power : valueOf(part.power);
        const toughness = part.only === 'power' ? chars.toughness : valueOf(part.toughness, part.toughnessPlus ?? 0);
        const unchanged = power === chars.power && toughness === chars.toughness;
        return {
          chars: unchanged ? chars : { ...chars, power, toughness },
          rules: run.effect.characteristicDefining ? setPTCdaRules : setPTRules,
          ...(part.count === undefined ? {} : { counted: countedNote(counted, part.count) }),
        };
      }
      case 'modifyPT': {
        const times = part.per === undefined ? 1 : this.count(part.per, run, state, id);
        return {
          chars: { ...chars, power: (chars.power ?? 0) + part.power * times, toughness: (chars.toughness ?? 0) + part.toughness * times },
          rules: modifyPTRules,
          ...(part.per === undefined ? {} : { counted: countedNote(times, part.per) }),
        };
      }
      case 'switchPT':
        return { chars: { ...chars, power: chars.toughness, toughness: chars.power }, rules: switchPTRules };
    }
  }

  /**
   * A count on the board as the effect applies: the objects its filter matches in the zone it names (permanents, or
   * cards in graveyards …), read from its controller's side ("for each artifact you control"), without the source for
   * "each other …".
   */
  private count(count: Count, run: Running, state: State, id: number | null): number {
    if (count.counters !== undefined) {
      // 122.1: counters are on the object, no layer changes them
      const holder = count.counters.on === 'source' ? run.selfId : id;
      const object = holder === null ? undefined : this.board.objects.find((candidate) => candidate.id === holder);
      return object?.counters?.[count.counters.kind] ?? 0;
    }
    const filter = count.filter;
    if (filter === null || filter.kind !== 'match') return 0; // the reader asked the judge for it; the scenario refuses without
    const counted: Characteristics[] = [];
    // "that shares a creature type with it": with each object affected, itself not counted; "… with this creature": the source
    const sharer = count.sharesCreatureTypeWith === 'affected' ? id : count.sharesCreatureTypeWith === 'source' ? run.selfId : undefined;
    const reference = sharer === undefined ? undefined : sharer === null ? null : state.get(sharer);
    for (const object of this.board.objects) {
      if (count.excludeSource === true && object.id === run.selfId) continue; // the filter says the zone counted
      const chars = state.get(object.id)!;
      if (reference !== undefined && (reference === null || object.id === sharer || !sharesCreatureType(reference, chars))) continue;
      if (matchesAlternatives(filter, object, chars, this.board.catalog, run.you)) counted.push(chars);
    }
    return count.measure === undefined ? counted.length : measureOf(count.measure, counted, this.board.catalog.basicLandTypes);
  }

  /** The abilities of one kind the objects a filter matches have as the layer applies, the affected object's own aside. */
  private abilitiesOf(of: NonNullable<AbilitiesPart['abilitiesOf']>, run: Running, state: State, id: number | null): string[] {
    const { filter, kind } = of;
    if (filter.kind !== 'match') return [];
    const texts: string[] = [];
    for (const object of this.board.objects) {
      if (object.id === id || (filter.other && object.id === run.selfId)) continue;
      const chars = state.get(object.id)!;
      if (!matchesAlternatives(filter, object, chars, this.board.catalog, run.you)) continue;
      texts.push(...chars.abilities.map((ability) => ability.text).filter(kind === 'loyalty' ? isLoyaltyAbility : isActivatedAbility));
    }
    return texts;
  }

  /** One clause's parts of `layer` applied to one object; equal results keep the old object (memoised filters stay valid). */
  applyClause(run: Running, work: ClauseWork, id: number, before: Characteristics, state: State): Applied {
    const memo = work.pure ? work.applied : null;
    const found = memo?.get(before);
    if (found !== undefined) return found;
    let after = before;
    let rules: readonly string[] = noRules;
    let single = true; // one part's rules (a shared constant list) are interned by identity, without a key string
    let counted: string | undefined;
    for (const part of work.parts) {
      const applied = this.applyPart(part, after, run, state, id);
      after = applied.chars;
      if (applied.counted !== undefined) counted = counted === undefined ? applied.counted : `${counted}; ${applied.counted}`;
      if (rules.length === 0) rules = applied.rules;
      else if (applied.rules.length > 0) {
        rules = [...rules, ...applied.rules];
        single = false;
      }
    }
    const result: Applied = {
      chars: sameChars(before, after) ? before : this.interner.intern(id, after),
      rules: single ? this.interner.constantRuleList(rules) : this.interner.ruleList(rules),
      ...(counted === undefined ? {} : { counted }),
    };
    memo?.set(before, result);
    return result;
  }
}

/** A count as the trace shows it: what it found, and what it counts. */
const countedNote = (found: number, count: Count): string => `${count.words} = ${found}`;

const colorChoice = /^(white|blue|black|red|green)( (and|or) (white|blue|black|red|green))?$/i;

/** A granted "protection from the color of your choice" names the color chosen as the effect began (702.16a, 105.1). */
function withChosenColor(text: string, run: Running): string {
  const color = run.effect.choices?.['color'] ?? run.effect.chosen;
  if (color === null || color === undefined || !colorChoice.test(color.trim())) return text;
  return text.replace(/\bthe (color of your choice|chosen color)\b/i, color.trim().toLowerCase());
}

/** What a measured count finds among the objects counted, as the layers stand when the effect applies. */
function measureOf(measure: CountMeasure, counted: readonly Characteristics[], basicLandTypes: readonly string[]): number {
  switch (measure) {
    case 'colors': // 105.2: each of the five colors counts once
      return new Set(counted.flatMap((chars) => chars.colors)).size;
    case 'basicLandTypes': // 305.6: the five basic land types, each once (domain)
      return new Set(counted.flatMap((chars) => chars.subtypes.map((s) => s.name).filter((name) => basicLandTypes.includes(name)))).size;
    case 'greatestManaValue': // 202.3: 0 when nothing is counted
      return Math.max(0, ...counted.map((chars) => chars.manaValue));
    case 'cardTypes': // 205.2a: each card type once, among the cards counted (Tarmogoyf)
      return new Set(counted.flatMap((chars) => chars.cardTypes)).size;
  }
}

/** 602.1: "[Cost]: [Effect.]", as the reader names a line's kind (a class level bar is one too, 716.2a). */
const isActivatedAbility = (text: string): boolean => ['activated', 'class-level'].includes(abilityKindOf(text)?.code ?? '');
/** 606.3: a loyalty ability's cost is a loyalty symbol ("[+1]: …"). */
const isLoyaltyAbility = (text: string): boolean => /^\[[+−-]?[\dX]+\]:\s/.test(text);
