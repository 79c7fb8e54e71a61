// The simulator's board: objects and effects as typed, in timestamp order, the effect form when it is open, and
// the last run's outcome. One board for the app, so following a rule link into the reader and back loses nothing.
import type { Player, SimulationResult } from '../../../core/engine/index.ts';
import { scenarioSchema } from '../../../core/engine/scenarioSchema.ts';
import {
  embeddedCatalog,
  type SubtypeAdditions,
  type TypeCatalog,
  type TypedSubtype,
  withAdded,
  withPrintedSubtypes,
  withSubtypes,
} from '../../../core/types/index.ts';
import {
  blankEffect,
  blankObject,
  fromScenarioJson,
  toScenarioJson,
  type EffectDraft,
  type ObjectDraft,
  type ScenarioJson,
} from '../lib/scenarioDraft.ts';
import {
  blankEffectForm,
  effectDraftFromForm,
  formFromDraft,
  readEffectForm,
  type EffectFormDraft,
  type FieldProblem,
} from '../simulator/effectForm.ts';
import { isUntouched, type CardOnBoard } from '../simulator/quickCards.ts';

const isBlankEffect = (effect: EffectDraft): boolean =>
  effect.structured === undefined && effect.source.trim() === '' && effect.text.trim() === '';

export class Board {
  objects: ObjectDraft[] = $state([blankObject()]);
  effects: EffectDraft[] = $state([blankEffect()]);
  /** The effect form when open, and the entry it edits (null: a new effect). */
  form: EffectFormDraft | null = $state(null);
  formFor: number | null = $state(null);
  /** Problems are shown once the judge has tried to add the effect, then follow every keystroke. */
  formTried = $state(false);
  /** The ready-made scenario chosen in the Example list. */
  exampleId = $state('');
  /** The last run: its result, or the problem that stopped it. */
  outcome: SimulationResult | null = $state.raw(null);
  problem: string | null = $state(null);
  /** Each object's counters as they were when the last run started, for the results table (by object name). */
  countersRun: Record<string, string> = $state.raw({});
  /** Cards were added by name since the board was loaded: the quick result table shows (the full result and trace stay below). */
  cardsAddedByName = $state(false);
  /** The scenario's own fields the form does not show, as opened: its newer subtypes, whose turn it is. */
  extra: Record<string, unknown> = $state.raw({});

  /** Whose turn it is (102.1), for "during your turn"; "" until the judge says. Kept with the scenario's own fields. */
  get turn(): Player | '' {
    return scenarioSchema.shape.turn.safeParse(this.extra['turn']).data ?? '';
  }
  set turn(turn: Player | '') {
    const { turn: _previous, ...rest } = this.extra;
    this.extra = turn === '' ? rest : { ...rest, turn };
  }

  /** Subtypes newer than the rules, by kind, that cards filled from card data print (205.3), or a scenario opened names. */
  readonly newerSubtypes: SubtypeAdditions = $derived(scenarioSchema.shape.newerSubtypes.safeParse(this.extra['newerSubtypes']).data ?? {});
  /** The type lists type lines are read with: the rules' and the newer subtypes. */
  readonly catalog: TypeCatalog = $derived(withSubtypes(embeddedCatalog, this.newerSubtypes));

  readonly objectNames = $derived(this.objects.map((object) => object.name.trim()).filter((name) => name !== ''));
  readonly formCheck = $derived(
    this.form === null ? null : readEffectForm($state.snapshot(this.form) as EffectFormDraft, this.objectNames, this.catalog),
  );
  readonly formProblems: FieldProblem[] = $derived(
    this.formTried && this.formCheck !== null && !this.formCheck.ok ? this.formCheck.error : [],
  );

  addObject(): void {
    this.objects.push(blankObject());
  }

  addEffect(): void {
    this.effects.push(blankEffect());
  }

  removeObject(index: number): void {
    this.objects.splice(index, 1);
  }

  removeEffect(index: number): void {
    this.effects.splice(index, 1);
    this.closeForm();
  }

  /** Moves an effect one place earlier (-1) or later (+1) in timestamp order; returns its new place. */
  moveEffect(index: number, by: -1 | 1): number {
    const to = index + by;
    if (to < 0 || to >= this.effects.length) return index;
    const [moved] = this.effects.splice(index, 1);
    this.effects.splice(to, 0, moved!);
    if (this.formFor === index) this.formFor = to;
    else if (this.formFor === to) this.formFor = index;
    return to;
  }

  /** Adds an object's static ability as an effect with the latest timestamp (it takes the place of untouched blank rows). */
  addAbilityAsEffect(source: string, text: string, conditionHolds = false): void {
    this.effects = [
      ...this.effects.filter((effect) => !isBlankEffect(effect)),
      { ...blankEffect(), source: source.trim(), text, conditionHolds },
    ];
  }

  /**
   * Puts a card on the board in the place of untouched rows (a blank effect row would stop the run), its abilities as
   * effects with the latest timestamps.
   */
  addCard(added: CardOnBoard): void {
    this.objects = [...this.objects.filter((object) => !isUntouched(object)), added.object];
    this.effects = this.effects.filter((effect) => !isBlankEffect(effect));
    for (const effect of added.effects) this.addAbilityAsEffect(added.object.name, effect.text, effect.conditionHolds);
    this.cardsAddedByName = true;
  }

  /** Whether an effect with this source and wording is on the board already. */
  hasEffect(source: string, text: string): boolean {
    return this.effects.some((effect) => effect.source.trim() === source.trim() && effect.text.trim() === text.trim());
  }

  /** Opens the form for a new effect, or for effect `index` when it was given by form; false if the form cannot show it. */
  openForm(index: number | null = null): boolean {
    const entry = index === null ? undefined : this.effects[index];
    const form = entry === undefined ? blankEffectForm() : formFromDraft($state.snapshot(entry) as EffectDraft, this.catalog);
    if (form === null) return false;
    this.form = form;
    this.formFor = entry === undefined ? null : index;
    this.formTried = false;
    return true;
  }

  /** Adds (or replaces) the effect the form describes; false, with formProblems filled, when a field is wrong. */
  submitForm(): boolean {
    this.formTried = true;
    const check = this.formCheck;
    if (check === null || !check.ok) return false;
    const replaced = this.formFor === null ? undefined : this.effects[this.formFor];
    const entry = effectDraftFromForm(check.value, replaced?.text ?? '');
    // A new effect takes the place of untouched blank rows, which the engine would refuse.
    if (replaced === undefined) this.effects = [...this.effects.filter((effect) => !isBlankEffect(effect)), entry];
    else this.effects[this.formFor!] = { ...entry, extra: replaced.extra };
    this.closeForm();
    return true;
  }

  closeForm(): void {
    this.form = null;
    this.formFor = null;
    this.formTried = false;
  }

  /**
   * Names the subtypes a card's printed type line holds that the board's lists lack ("Spy" on a card newer than the
   * rules), so that the line reads, and saves, as printed; returns them.
   */
  namePrintedSubtypes(typeLine: string): readonly TypedSubtype[] {
    const { added } = withPrintedSubtypes(typeLine, this.catalog);
    if (added.length > 0) this.extra = { ...this.extra, newerSubtypes: withAdded(this.newerSubtypes, added) };
    return added;
  }

  /** An empty board: one blank object and one blank effect. */
  clear(): void {
    this.load({ objects: [{}], effects: [{}] });
  }

  load(json: unknown): void {
    const drafts = fromScenarioJson(json);
    this.objects = drafts.objects;
    this.effects = drafts.effects;
    this.extra = drafts.extra;
    this.cardsAddedByName = false;
    this.closeForm();
    this.outcome = null;
    this.problem = null;
  }

  toJson(): ScenarioJson {
    // a board of objects alone runs: the blank effect row a new board offers is no effect
    return toScenarioJson(this.objects, this.effects.every(isBlankEffect) ? [] : this.effects, this.extra);
  }
}

/** The board the Simulator view shows; it outlives the view. */
export const simulatorBoard = new Board();
