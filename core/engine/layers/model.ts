// The layer engine's own types: an effect as it runs through the layers, what it does to one object, and trials (613.8a).
import type { TypeCatalog } from '../../types/model.ts';
import type { Characteristics, Effect, EffectPart, GameObject, Player, TraceStep } from '../model.ts';

/** Every object's current characteristics, by object id. */
export type State = Map<number, Characteristics>;

/** An effect as the engine applies it, layer after layer. */
export interface Running {
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
  /**
   * 611.2c: for an effect of a resolved spell or ability, its timestamp, when the objects it can affect were fixed: an
   * object that entered later (its `order` is later) is not among them. Null for a static ability's effect.
   */
  readonly resolvedAt: number | null;
  readonly targetIds: readonly number[];
  /** Each of the effect's `targets` in the order given, null where no board object has the name: a numbered target's object. */
  readonly targetSlots: readonly (number | null)[];
  /** The object "this …" or the card's own name refers to: the source. */
  readonly selfId: number | null;
  /** Whose "you" its wording means: its source's controller as the layer applies (109.5), else the effect's controller. */
  you: Player;
  waitedFor: string[];
  /** In the current round of its layer: the effects it depends on (613.8a) and why; refilled each round. */
  readonly dependsOn: Dependency[];
  /** In the layer being applied: the aspects (bit mask) whose change can change this effect, and those it changes. */
  sensitiveTo: number;
  changes: number;
}

export interface Dependency {
  readonly on: Running;
  readonly why: string;
}

/** Why an effect applies where it does: the trace's words and the rules behind them. */
export interface Reason {
  readonly text: string;
  readonly rules: readonly string[];
}

/** One effect part with the number of the clause it belongs to. */
export interface ClausePart {
  readonly clause: number;
  readonly part: EffectPart;
}

/** The parts of one clause that belong to one layer. */
export interface ClauseWork {
  readonly clause: number;
  readonly parts: readonly EffectPart[];
  /** No copy part: the result depends only on the object's own characteristics. */
  readonly pure: boolean;
  /** A pure clause's results by input characteristics: the same input gives the same result. */
  readonly applied: Map<Characteristics, Applied>;
}

/** One clause applied to one object: the result (the same object when nothing changed) and the rules it used. */
export interface Applied {
  readonly chars: Characteristics;
  readonly rules: readonly string[];
  /** What a count found on the board as it applied ("card types among cards in all graveyards = 3"), for the trace. */
  readonly counted?: string;
}

/** What applying an effect to `state` would do (613.8a by trial); first flips are memoised per filter. */
export interface Trial {
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
  /** Each effect that applied, whose "you" it read, and the objects it affected: the sets it locked as it started (613.6). */
  readonly applied: readonly AppliedEffect[];
}

export interface AppliedEffect {
  readonly effect: Effect;
  readonly you: Player;
  readonly objects: ReadonlySet<number>;
}

/** What every part of the engine reads: the board, the type catalog, and the warnings it collects. */
export interface Board {
  readonly objects: readonly GameObject[];
  readonly catalog: TypeCatalog;
  readonly warnings: string[];
  /** Board objects by name key (names compare as words: case, apostrophes, spaces); the first of a name. */
  readonly objectsByName: ReadonlyMap<string, GameObject>;
}
