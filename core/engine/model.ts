// Domain types of the effect engine: objects, their characteristics, continuous effects and what they affect.
import type { FaceDown } from './faceDown.ts';
import type { TypedSubtype, TypeLine } from '../types/model.ts';

export type Zone = 'battlefield' | 'stack' | 'hand' | 'graveyard' | 'library' | 'exile' | 'command';
export const zones: readonly Zone[] = ['battlefield', 'stack', 'hand', 'graveyard', 'library', 'exile', 'command'];

export type Color = 'white' | 'blue' | 'black' | 'red' | 'green';
export const colorOrder: readonly Color[] = ['white', 'blue', 'black', 'red', 'green'];

export type Player = 'you' | 'opponent';

/**
 * What the board records about a permanent besides its characteristics: tapped (110.5), in combat (506.4), with an
 * Equipment or Aura attached (301.5, 303.4), a commander (903.3).
 */
export type Status = 'tapped' | 'attacking' | 'blocking' | 'blocked' | 'equipped' | 'enchanted' | 'commander';
export const statuses: readonly Status[] = ['tapped', 'attacking', 'blocking', 'blocked', 'equipped', 'enchanted', 'commander'];

/** Where an ability on an object came from: 305.7 removes only "printed" and "copy" ones. */
export type AbilityOrigin = 'printed' | 'copy' | 'intrinsic' | 'granted';

export interface Ability {
  readonly text: string;
  readonly origin: AbilityOrigin;
  /** The effect that granted or copied it, for the trace. */
  readonly via?: string;
}

/**
 * The characteristics the layers change (613.1): the name, the type line (its subtypes are every one the object holds,
 * including those hidden while their card type is gone, 205.1a) and the rest.
 */
export interface Characteristics extends TypeLine {
  readonly name: string;
  /** Changeling and "is every creature type" (702.73a, 205.3m). */
  readonly allCreatureTypes: boolean;
  readonly colors: readonly Color[];
  readonly abilities: readonly Ability[];
  readonly power: number | null;
  readonly toughness: number | null;
  readonly manaValue: number;
  /** Its mana cost ("{2}{B}{B}", 107.4); "" for none (202.1b); absent when the scenario does not say. Copiable (707.2). */
  readonly manaCost?: string;
  readonly controller: Player;
}

export interface GameObject {
  readonly id: number;
  readonly name: string;
  readonly zone: Zone;
  readonly token: boolean;
  readonly owner: Player;
  /** The printed (or token-defined) characteristics: the start of 613.1. */
  readonly printed: Characteristics;
  /** Its statuses ("tapped", "attacking", …): no layer changes them; filters read them. */
  readonly statuses?: readonly Status[];
  /** Its timestamp when the scenario gives one (613.7d): a resolved effect does not reach it if it came later (611.2c). */
  readonly order?: number;
  /** Counters on it by kind ("+1/+1": 2, "oil": 1): not characteristics (122.1), but filters and durations read them. */
  readonly counters?: Readonly<Record<string, number>>;
  /** Face down, and how (708.2): `printed` is then what that lists, not the card's face. */
  readonly faceDown?: FaceDown;
}

/** Which objects an effect affects. */
export type Filter =
  /** The objects named in `targets` ("target", "enchanted", "equipped", "it"); self: "this …" or the card's own name. */
  /**
   * `nth`: which of the effect's `targets` (0 the first), when its text names several targets in words of their own
   * ("target creature you control gets +1/+1 and target creature an opponent controls gets -1/-1"); absent, all of them.
   */
  | { readonly kind: 'targets'; readonly words: string; readonly self: boolean; readonly nth?: number }
  | { readonly kind: 'match'; readonly words: string; readonly alternatives: readonly Alternative[]; readonly other: boolean };

/** "nonbasic lands", "creature spells you control", "creature cards you own that aren't on the battlefield". */
export interface Alternative {
  readonly conditions: readonly Condition[];
  readonly zone: ZoneTest;
}

export type ZoneTest = 'battlefield' | 'stack' | 'hand' | 'graveyard' | 'exile' | 'notBattlefield' | 'any';

export type Condition =
  | { readonly test: 'cardType' | 'supertype' | 'subtype'; readonly value: string; readonly negate: boolean }
  | { readonly test: 'controller' | 'owner'; readonly value: Player; readonly negate: boolean }
  /** "white creatures", "nonblack", "colorless", "multicolored", "monocolored" (105.2, 105.4). */
  | { readonly test: 'color'; readonly value: ColorTest; readonly negate: boolean }
  /** "creatures with flying", "without flying": a keyword the object has (702); value "": any ability ("with no abilities", negated). */
  | { readonly test: 'ability'; readonly value: string; readonly negate: boolean }
  /** "creature tokens", "nontoken creatures" (111.1). */
  | { readonly test: 'token'; readonly negate: boolean }
  /** "with mana value 3 or less" (202.3). */
  | { readonly test: 'manaValue'; readonly value: number; readonly compare: 'atMost' | 'atLeast' | 'equal'; readonly negate: boolean }
  /**
   * "with power 4 or greater", "with power or toughness 1 or less" (any of `stats`, 208.1): the object's value when the
   * effect starts to apply, which it then keeps applying to (613.6): a layer-6 effect reads power before layer 7.
   */
  | {
      readonly test: 'pt';
      readonly stats: readonly ('power' | 'toughness')[];
      readonly value: number;
      readonly compare: 'atMost' | 'atLeast' | 'equal';
      readonly negate: boolean;
    }
  /** "attacking creatures", "untapped creatures" (negated tapped), "noncommander" (negated commander). */
  | { readonly test: 'status'; readonly value: Status; readonly negate: boolean }
  /** "with the chosen name": the name as the object has it now (201.3, 707.2). */
  | { readonly test: 'name'; readonly value: string; readonly negate: boolean }
  /** "with an oil counter on it", "with one or more loyalty counters on it" (122.1); value "": "with a counter on it", any kind. */
  | { readonly test: 'counter'; readonly value: string; readonly negate: boolean }
  /** "outlaws", "historic": a term the CR defines as any of several types; it holds when one of `members` does (700.x). */
  | { readonly test: 'typeGroup'; readonly value: string; readonly members: readonly TypeTest[]; readonly negate: boolean };

/** One type word: a card type, supertype or subtype the object must have. */
export interface TypeTest {
  readonly test: 'cardType' | 'supertype' | 'subtype';
  readonly value: string;
}

export type ColorTest = Color | 'colorless' | 'multicolored' | 'monocolored';

/** One layer's worth of an effect. */
export type EffectPart =
  | CopyPart
  /** `exchange`: "Exchange control of …" (701.12b): each target goes to the other's controller, nothing if they share one. */
  | { readonly op: 'control'; readonly controller: Player; readonly exchange?: boolean }
  /** Layer 3 (612): every instance of one word of these kinds becomes another, the words given by the effect's `chosen`. */
  | { readonly op: 'text'; readonly kinds: readonly TextWordKind[]; readonly forbidden: readonly string[] }
  /** Layer 3: "… named Legitimate Businessperson" sets the object's name, its only name (612.8, 613.1c). */
  | { readonly op: 'name'; readonly name: string }
  | TypeChange
  | { readonly op: 'color'; readonly colors: readonly Color[]; readonly addition: boolean }
  | AbilitiesPart
  /** 'count': the count's number ("each equal to the number of creatures you control"). */
  /**
   * `toughnessPlus`: "its toughness is equal to that number plus 1" (Tarmogoyf): the count's toughness is that much more.
   * `only`: that one is set alone, the other stays as it is ("…'s power is equal to the number of …", "have base toughness 1").
   */
  | {
      readonly op: 'setPT';
      readonly power: PtValue;
      readonly toughness: PtValue;
      readonly count?: Count;
      readonly toughnessPlus?: number;
      readonly only?: 'power' | 'toughness';
    }
  /** With `per`, the change is made once per counted thing ("+1/+1 for each artifact you control"). */
  | { readonly op: 'modifyPT'; readonly power: number; readonly toughness: number; readonly per?: Count }
  | { readonly op: 'switchPT' };

export type PtValue = number | 'manaValue' | 'count';

/** Layer 6. `keepManaAbilities`: "loses all abilities except mana abilities" (605.1a says which those are). */
export interface AbilitiesPart {
  readonly op: 'abilities';
  readonly loseAll: boolean;
  readonly lose: readonly string[];
  readonly add: readonly string[];
  readonly keepManaAbilities?: boolean;
  /**
   * "has all activated abilities of all creature cards in all graveyards" (Necrotic Ooze), "all loyalty abilities of all
   * other planeswalkers": the abilities of that kind the matching objects have as layer 6 applies (113.3b, 606.3).
   */
  readonly abilitiesOf?: { readonly filter: Filter; readonly kind: 'activated' | 'loyalty' };
  /** "… and \"Equipped creature gets +X/+0,\" where X is that artifact's mana value": X in `add` is each affected object's. */
  readonly xIsManaValue?: boolean;
}

/** An ability's X as a number: "Equip {X}" → "Equip {2}", "+X/+0" → "+2/+0" (107.3). */
export const withX = (ability: string, value: number): string => ability.replace(/\bX\b/g, String(value));

/**
 * A number an effect counts ("for each artifact you control", "the number of Swamps you control", X). Counted on the
 * board when `filter` says what to count among permanents; otherwise the judge gives it in the effect's `values`.
 */
export interface Count {
  /** As printed ("artifact you control", "X", "cards in your hand"): the key of `values`. */
  readonly words: string;
  readonly filter: Filter | null;
  /** "for each other Rat you control": the effect's source is not counted. */
  readonly excludeSource?: boolean;
  /**
   * "for each other creature on the battlefield that shares at least one creature type with it" (Coat of Arms): only
   * those sharing a creature type with each object affected ("it") or with the source ("this creature"), "other" then
   * leaving that object out.
   */
  readonly sharesCreatureTypeWith?: 'affected' | 'source';
  /** "charge counters on this artifact" (its source), "loyalty counters on it" (each object it affects): counted on the board (122.1). */
  readonly counters?: { readonly kind: string; readonly on: 'source' | 'affected' };
  /**
   * What is counted among the objects the filter matches, instead of the objects: their different colors ("each color
   * among permanents you control", 105.2), their different basic land types (domain, 305.6) or their greatest mana value (202.3).
   */
  readonly measure?: CountMeasure;
}

export type CountMeasure = 'colors' | 'basicLandTypes' | 'greatestManaValue' | 'cardTypes';

/** Layer 1 (707.2), with the exceptions that become part of the copiable values (707.9a, 707.9b, 707.9c). */
export interface CopyPart {
  readonly op: 'copy';
  readonly extraAbilities: readonly string[];
  readonly keepThisAbility: boolean;
  /** "except its name is …" (707.9b), or null. */
  readonly name: string | null;
  /** "except it's a 1/1 Golem artifact creature in addition to its other types", "it's blue": type, color and P/T parts. */
  readonly modifications: readonly EffectPart[];
  /** "except it isn't legendary" (Spark Double, Helm of the Host). */
  readonly removeSupertypes: readonly string[];
  /** "except it doesn't copy that creature's color" (Vesuvan Doppelganger): it keeps the colors it had (707.9c). */
  readonly keepOwnColors: boolean;
  /** "with no mana cost" (embalm, eternalize): its mana value is 0 (202.3a). */
  readonly noManaCost: boolean;
  /** Parts of the exception outside this model ("it enters with an additional +1/+1 counter"), named in a warning. */
  readonly notModelled: readonly string[];
  /** "becomes a copy of another target creature" (Cytoshape): the original is the last target, the others copy it. */
  readonly ofAnotherTarget?: boolean;
  /** "is a copy of the chosen creature" (Metamorphic Alteration): the original is the effect's `chosen`, not a target. */
  readonly ofChosen?: boolean;
}

/** Whose "you" an effect's wording means as it starts: its source's controller, else the effect's own (109.5). */
export const effectController = (effect: Effect, source: GameObject | null | undefined): Player =>
  source?.printed.controller ?? effect.controller ?? 'you';

/**
 * The name an object has as a card (201.2): its scenario name without the number that tells a second object of the same
 * card apart ("Thalia, Guardian of Thraben (2)"), so that the legend rule (704.5j) and "named …" see one name.
 */
export const cardNameOf = (objectName: string): string => objectName.replace(/ \(\d+\)$/, '');

/** The object a copy effect copies: its first target ("another target": its last), or the judge's choice ("the chosen creature"). */
export function copyOriginalName(effect: Effect): string | null {
  const copies = effect.spec.clauses.flatMap((clause) => clause.parts).filter((part) => part.op === 'copy');
  if (copies.some((part) => part.ofChosen === true)) return effect.choices?.['name'] ?? effect.chosen;
  const another = copies.some((part) => part.ofAnotherTarget === true);
  return (another ? effect.targets.at(-1) : effect.targets[0]) ?? effect.chosen;
}

/** The words a text-changing effect can replace (612.2: only words used in that way). */
export type TextWordKind = 'color' | 'basicLandType' | 'creatureType';

/** Layer 4 (205.1a/b, 205.4b, 305.7). */
export interface TypeChange {
  readonly op: 'type';
  readonly cardTypes: readonly string[];
  readonly subtypes: readonly TypedSubtype[];
  readonly supertypes: readonly string[];
  /** "is every creature type" / "with all creature types". */
  readonly allCreatureTypes: boolean;
  /** "every basic land type". */
  readonly allBasicLandTypes: boolean;
  /** "the chosen type": filled from the effect's `chosen` when simulated. */
  readonly chosenType: boolean;
  readonly loseAllCreatureTypes: boolean;
  /** "loses all land types" (Alpine Moon): the land subtypes go; the land stays a land. */
  readonly loseAllLandTypes: boolean;
  /** "isn't a creature" (a Theros god): card types it no longer has; their subtypes go with them (205.1a). */
  readonly loseCardTypes: readonly string[];
  /** none: sets (205.1a); all: keeps every prior type (205.1b); allButCreatureTypes: "[creature types] artifact creature". */
  readonly retain: 'none' | 'all' | 'allButCreatureTypes';
}

export interface Clause {
  readonly filter: Filter;
  readonly parts: readonly EffectPart[];
}

/** What one continuous effect does, read from Oracle wording or given in structured form. */
export interface EffectSpec {
  readonly clauses: readonly Clause[];
  /** One line saying what was understood. */
  readonly summary: string;
  /** Conditions the judge said hold now ("as long as you control five or more enchantments"), read as true. */
  readonly assumed?: readonly string[];
  /** How long it lasts as printed ("until end of turn", "for as long as …"): it is active now; the trace shows it. */
  readonly duration?: string;
  /**
   * A "for as long as …" duration (611.2b) or an "as long as …" condition (611.3a) the board settles: the effect does
   * nothing while it does not hold.
   */
  readonly lasts?: Lasting;
  /** One-shot instructions of the same text ("Put target creature card … onto the battlefield"), named in a warning. */
  readonly oneShot?: readonly string[];
  /** Rules effects of the same text that change no characteristic ("can't attack you"): outside the layers, named in a warning. */
  readonly rulesEffects?: readonly string[];
  /** Values the judge gave for its counts and X ({"X": 3}), as used. */
  readonly values?: Readonly<Record<string, number>>;
  /** Counts neither counted on the board nor given: the simulation asks for them in `values`. */
  readonly needs?: readonly string[];
  /**
   * Lines of a whole Oracle text not read as this effect (113.2): a keyword ("Enchant creature"), an ability of another
   * kind, wording not understood; each with what it is, named in a warning.
   */
  readonly setAside?: readonly { readonly line: string; readonly what: string }[];
}

/**
 * "for as long as it has a shadow counter on it" (the counter on its target, or on its source for "this creature"),
 * "for as long as you control this enchantment" / "as long as you control two or more artifacts" (who controls as the
 * layers leave the board), "as long as it's untapped" (a status of its source or of the object it names). `atLeast` and
 * `atMost`: how many counters or objects it takes ("two or fewer oil counters": at most 2).
 */
export type Lasting = {
  readonly kind: 'duration' | 'condition';
  readonly words: string;
  /** The rules of the condition when 611.3a alone does not say: a station symbol's (721.2a), devotion's (700.5). */
  readonly rule?: string;
} &
  /** `counter` "": counters of any kind. */
  (
    | { readonly test: 'counter'; readonly counter: string; readonly self: boolean; readonly atLeast: number; readonly atMost?: number }
    | {
        readonly test: 'control';
        readonly filter: Filter;
        readonly other: boolean;
        readonly atLeast: number;
        readonly atMost?: number;
        /** "an opponent controls an Island", "no opponent controls …" ("opponent"); not given: "you control …". */
        readonly player?: Player;
      }
    /** "an opponent controls more creatures than you" (player "opponent"), "you control more lands than an opponent" ("you"). */
    | { readonly test: 'more'; readonly filter: Filter & { readonly kind: 'match' }; readonly player: Player }
    /** "during your turn" (player "you"), "during each opponent's turn" ("opponent"): whose turn the scenario says it is (102.1). */
    | { readonly test: 'turn'; readonly player: Player }
    /** "as long as this creature is attacking", "… equipped creature is untapped" (negated tapped): the holder's statuses. */
    | { readonly test: 'status'; readonly status: Status; readonly negate: boolean; readonly self: boolean }
    /** "as long as it's a Human", "… enchanted creature is red": what its holder is as the layers leave it (611.3a). */
    | { readonly test: 'kind'; readonly filter: Filter & { readonly kind: 'match' }; readonly negate: boolean; readonly self: boolean }
    /** "as long as this card is in your graveyard", "… Grist isn't on the battlefield": the zone its holder is in (113.6b). */
    | { readonly test: 'zone'; readonly zone: Zone; readonly negate: boolean; readonly self: boolean }
    /** "as long as your devotion to black and red is less than seven": those colors' symbols in your permanents' costs (700.5). */
    | { readonly test: 'devotion'; readonly colors: readonly Color[]; readonly atLeast: number; readonly atMost?: number }
    /** Two conditions of one sentence ("During your turn, as long as Kaito has … counters on him, …"): all must hold. */
    | { readonly test: 'all'; readonly conditions: readonly Lasting[] }
  );

/** A continuous effect on the board. */
export interface Effect {
  readonly index: number;
  readonly source: string;
  readonly text: string;
  /** Timestamp order (613.7): smaller is earlier. */
  readonly order: number;
  readonly characteristicDefining: boolean;
  readonly targets: readonly string[];
  readonly chosen: string | null;
  /** The choices by kind as the scenario gives them ("the chosen name", "… color", "… type"), shown in the trace. */
  readonly choices?: Readonly<Record<string, string>>;
  readonly spec: EffectSpec;
  /** Rules every step of this effect cites besides its layer's (a counter's 122.1a). */
  readonly cites?: readonly string[];
  /** Who controls it when its source is not on the board (a resolved spell): "you" unless the scenario says otherwise. */
  readonly controller?: Player;
  /** The object whose characteristic-defining ability this copy's effect is (707.2), when the engine made it for the copy. */
  readonly copiedFrom?: string;
}

export interface Scenario {
  readonly objects: readonly GameObject[];
  readonly effects: readonly Effect[];
  /** Whose turn it is, the active player (102.1), when the scenario says: it settles "during your turn". */
  readonly turn?: Player;
}

/** The layers and sublayers the engine applies, in order (613.1, 613.2, 613.4). */
export type LayerId = '1' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';
export const layerIds: readonly LayerId[] = ['1', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'];

export interface TraceStep {
  readonly layer: LayerId;
  /** Source and wording of the effect, or the rule acting by itself (305.6, 208.3). */
  readonly effect: string;
  readonly order: number | null;
  /** Why it applies here: characteristic-defining, timestamp, or the dependency. */
  readonly why: string;
  readonly before: string;
  readonly after: string;
  readonly rules: readonly string[];
}

/**
 * An object after the layers: its characteristics as they end (613.1), as the CLI and the app show them: subtypes and
 * abilities as text, no power or toughness unless it is a creature (208.3).
 */
export interface ObjectResult extends Omit<Characteristics, 'name' | 'subtypes' | 'abilities' | 'manaValue' | 'manaCost'> {
  /** The object's own name, as the scenario gives it. */
  readonly name: string;
  /** The name the object has now (a copy takes the original's name, 707.2). */
  readonly currentName: string;
  readonly zone: Zone;
  readonly typeLine: string;
  /** The subtypes its card types allow (205.1a), by name. */
  readonly subtypes: readonly string[];
  readonly abilities: readonly string[];
  /** Face down, and how (708.2): its characteristics are those the way it was turned face down lists. */
  readonly faceDown?: FaceDown;
  readonly trace: readonly TraceStep[];
}

export interface SimulationResult {
  readonly objects: readonly ObjectResult[];
  readonly warnings: readonly string[];
}
