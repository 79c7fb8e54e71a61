// An effect "by form" (issue 5): the fields a judge fills ⇄ the structured effect of the scenario JSON
// ({clauses: [{affects, parts: [{op, …}]}]}, core/engine/structured.ts). One clause per form; every problem names
// the field it is in, by the label the judge sees.
import { embeddedCatalog } from '../../../core/types/catalog.ts';
import type { TypeCatalog } from '../../../core/types/model.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { cardTypeOf, parseFilterText, subtypeOf } from '../../../core/engine/reader/index.ts';
import { parseStructuredEffect } from '../../../core/engine/structured.ts';
import type { CopyPart, EffectPart, TextWordKind } from '../../../core/engine/model.ts';
import { readTextSwap } from '../../../core/engine/textChange.ts';
import { textKey } from '../../../core/text/index.ts';
import { fromScenarioJson, toScenarioJson, type EffectDraft } from '../lib/scenarioDraft.ts';

/** What a change does, one per layer it works in (613.1). */
export type ChangeKind = 'type' | 'color' | 'abilities' | 'setPT' | 'modifyPT' | 'switchPT' | 'control' | 'copy' | 'text' | 'name';

export const changeKinds: readonly { readonly kind: ChangeKind; readonly label: string }[] = [
  { kind: 'copy', label: 'Becomes a copy (layer 1)' },
  { kind: 'control', label: 'Changes control (layer 2)' },
  { kind: 'text', label: 'Changes text (layer 3)' },
  { kind: 'name', label: 'Name (layer 3)' },
  { kind: 'type', label: 'Types (layer 4)' },
  { kind: 'color', label: 'Colors (layer 5)' },
  { kind: 'abilities', label: 'Abilities (layer 6)' },
  { kind: 'setPT', label: 'Base power and toughness (layer 7b)' },
  { kind: 'modifyPT', label: 'Power and toughness +N/+N (layer 7c)' },
  { kind: 'switchPT', label: 'Switch power and toughness (layer 7d)' },
];

export type Retain = 'none' | 'all' | 'allButCreatureTypes';

export const retainChoices: readonly { readonly value: Retain; readonly label: string }[] = [
  { value: 'none', label: 'Replace types of the same kind (205.1a)' },
  { value: 'all', label: 'In addition to its other types (205.1b)' },
  { value: 'allButCreatureTypes', label: 'Keep all but creature types (205.1b)' },
];

export const colorNames = ['white', 'blue', 'black', 'red', 'green'] as const;

/** What a text change may replace (612.2), as the form offers it. */
export const textWordChoices: readonly { readonly value: TextWordKind; readonly label: string }[] = [
  { value: 'color', label: 'One color word with another' },
  { value: 'basicLandType', label: 'One basic land type with another' },
  { value: 'creatureType', label: 'One creature type with another' },
];

/**
 * One change as typed. Flat on purpose: every kind's fields exist, so switching the kind loses nothing typed;
 * only the fields of `kind` are read.
 */
export interface ChangeDraft {
  kind: ChangeKind;
  cardTypes: string[];
  supertypes: string[];
  /** Comma-separated subtype names. */
  subtypes: string;
  retain: Retain;
  allCreatureTypes: boolean;
  allBasicLandTypes: boolean;
  chosenType: boolean;
  loseAllCreatureTypes: boolean;
  loseAllLandTypes: boolean;
  /** Comma-separated card types it no longer has ("isn't a creature"). */
  loseCardTypes: string;
  colors: string[];
  colorsInAddition: boolean;
  /** One ability per line. */
  gain: string;
  lose: string;
  loseAll: boolean;
  /** A whole number, or "mana value" for setPT. */
  power: string;
  toughness: string;
  controller: 'you' | 'opponent';
  /** The object copied (layer 1): the effect's first target. */
  copyOf: string;
  /** One ability per line. */
  extraAbilities: string;
  keepThisAbility: boolean;
  /** What a text change may replace; the words themselves go in the effect's Chosen. */
  textWords: TextWordKind[];
  /** Comma-separated words the new one can't be ("Wall"). */
  forbidden: string;
  /** The name it has ("Legitimate Businessperson"). */
  name: string;
}

/** Which objects the effect affects. */
export type AffectsMode = 'objects' | 'source' | 'filter';

export interface EffectFormDraft {
  source: string;
  affects: AffectsMode;
  /** Names of board objects, for "objects". */
  objects: string[];
  /** A filter the engine reads, for "filter": "nonbasic lands", "creatures you control". */
  filter: string;
  /** The words standing for the chosen objects or the source ("enchanted creature"), kept as opened. */
  subjectWords: string;
  changes: ChangeDraft[];
  /** The choice behind "the chosen type". */
  chosen: string;
  characteristicDefining: boolean;
}

/** The effect as the scenario JSON holds it (what save writes and parseScenario reads). */
export interface FormEffect {
  readonly source: string;
  readonly structured: { clauses: [{ affects: string; parts: Record<string, unknown>[] }] };
  readonly targets: string[];
  readonly chosen?: string;
  readonly characteristicDefining?: true;
}

/** A problem with one field: its id in the form, its visible label, and what is wrong. */
export interface FieldProblem {
  readonly field: string;
  readonly label: string;
  readonly message: string;
}

export const blankChange = (kind: ChangeKind = 'type'): ChangeDraft => ({
  kind,
  cardTypes: [],
  supertypes: [],
  subtypes: '',
  retain: 'none',
  allCreatureTypes: false,
  allBasicLandTypes: false,
  chosenType: false,
  loseAllCreatureTypes: false,
  loseAllLandTypes: false,
  loseCardTypes: '',
  colors: [],
  colorsInAddition: false,
  gain: '',
  lose: '',
  loseAll: false,
  power: '',
  toughness: '',
  controller: 'you',
  copyOf: '',
  extraAbilities: '',
  keepThisAbility: false,
  textWords: [],
  forbidden: '',
  name: '',
});

export const blankEffectForm = (): EffectFormDraft => ({
  source: '',
  affects: 'objects',
  objects: [],
  filter: '',
  subjectWords: '',
  changes: [blankChange()],
  chosen: '',
  characteristicDefining: false,
});

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
/** The engine's messages end with the list of every understood form; a field message needs only the first part. */
const firstSentence = (message: string): string => message.split('. Understood forms:')[0]!;
const changeLabel = (index: number, kind: ChangeKind): string => `Change ${index + 1} (${changeKinds.find((c) => c.kind === kind)!.label})`;

function readWhole(text: string, allowManaValue: boolean): number | 'manaValue' | null {
  const trimmed = text.trim();
  if (allowManaValue && /^mana ?value$/i.test(trimmed)) return 'manaValue';
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function readChange(
  change: ChangeDraft,
  index: number,
  draft: EffectFormDraft,
  board: readonly string[],
  catalog: TypeCatalog,
  problems: FieldProblem[],
): Record<string, unknown> {
  const field = (name: string) => `changes[${index}].${name}`;
  const label = (name: string) => `${changeLabel(index, change.kind)}: ${name}`;
  const problem = (name: string, labelName: string, message: string) =>
    problems.push({ field: field(name), label: label(labelName), message });
  switch (change.kind) {
    case 'copy': {
      if (change.copyOf.trim() === '') problem('copyOf', 'Copy of', 'choose the object it becomes a copy of');
      else if (!board.some((name) => textKey(name) === textKey(change.copyOf)))
        problem('copyOf', 'Copy of', `"${change.copyOf}" is not an object on the board`);
      if (draft.affects === 'objects')
        problem(
          'copyOf',
          'Copy of',
          'a copy effect changes its source or the objects a filter finds; the chosen objects would be copied (707.2)',
        );
      const extra = lines(change.extraAbilities);
      return {
        op: 'copy',
        ...(extra.length > 0 ? { extraAbilities: extra } : {}),
        ...(change.keepThisAbility ? { keepThisAbility: true } : {}),
      };
    }
    case 'control':
      return { op: 'control', controller: change.controller };
    case 'type': {
      const subtypes = commaList(change.subtypes);
      const canonical: string[] = [];
      for (const name of subtypes) {
        const subtype = subtypeOf(name, catalog);
        if (subtype === null) problem('subtypes', 'Subtypes', `"${name}" is not a subtype (rule 205.3)`);
        else canonical.push(subtype.name);
      }
      const flags = (['allCreatureTypes', 'allBasicLandTypes', 'chosenType', 'loseAllCreatureTypes', 'loseAllLandTypes'] as const).filter(
        (key) => change[key],
      );
      const noLonger = commaList(change.loseCardTypes);
      const lost: string[] = [];
      for (const name of noLonger) {
        const cardType = cardTypeOf(name, catalog);
        if (cardType === null) problem('loseCardTypes', 'No longer these card types', `"${name}" is not a card type (rule 205.2a)`);
        else lost.push(cardType);
      }
      if (change.cardTypes.length + change.supertypes.length + subtypes.length + flags.length + noLonger.length === 0) {
        problem(
          'cardTypes',
          'Card types',
          'choose at least one card type, supertype or subtype, one of the creature-type options, or a card type it no longer has',
        );
      }
      const unknownType = change.cardTypes.find((type) => !catalog.cardTypes.includes(type));
      if (unknownType !== undefined) problem('cardTypes', 'Card types', `"${unknownType}" is not a card type (rule 205.2a)`);
      if (change.chosenType && draft.chosen.trim() === '') {
        problems.push({
          field: 'chosen',
          label: 'Chosen',
          message: `is required: ${changeLabel(index, change.kind)} uses the chosen type`,
        });
      }
      return {
        op: 'type',
        ...(change.cardTypes.length > 0 ? { cardTypes: [...change.cardTypes] } : {}),
        ...(change.supertypes.length > 0 ? { supertypes: [...change.supertypes] } : {}),
        ...(canonical.length > 0 ? { subtypes: canonical } : {}),
        ...(change.retain === 'none' ? {} : { retain: change.retain }),
        ...Object.fromEntries(flags.map((key) => [key, true])),
        ...(lost.length > 0 ? { loseCardTypes: lost } : {}),
      };
    }
    case 'color':
      if (change.colorsInAddition && change.colors.length === 0)
        problem('colors', 'Colors', 'choose at least one color to add (none chosen makes it colorless only without "in addition")');
      return {
        op: 'color',
        colors: colorNames.filter((color) => change.colors.includes(color)),
        ...(change.colorsInAddition ? { addition: true } : {}),
      };
    case 'abilities': {
      const add = lines(change.gain);
      const lose = lines(change.lose);
      if (add.length === 0 && lose.length === 0 && !change.loseAll)
        problem('gain', 'Gains', 'write an ability it gains or loses, or tick "Loses all abilities"');
      return {
        op: 'abilities',
        ...(add.length > 0 ? { add } : {}),
        ...(lose.length > 0 ? { lose } : {}),
        ...(change.loseAll ? { loseAll: true } : {}),
      };
    }
    case 'setPT':
    case 'modifyPT': {
      const manaValue = change.kind === 'setPT';
      const power = readWhole(change.power, manaValue);
      const toughness = readWhole(change.toughness, manaValue);
      const expected = manaValue ? 'a whole number or "mana value"' : 'a whole number such as +2 or -1';
      if (power === null) problem('power', 'Power', `"${change.power.trim()}" is not ${expected}`);
      if (toughness === null) problem('toughness', 'Toughness', `"${change.toughness.trim()}" is not ${expected}`);
      return { op: change.kind, power, toughness };
    }
    case 'switchPT':
      return { op: 'switchPT' };
    case 'name':
      if (change.name.trim() === '') problem('name', 'New name', 'write the name it has');
      return { op: 'name', name: change.name.trim() };
    case 'text': {
      if (change.textWords.length === 0)
        problem('textWords', 'Replaces', 'choose what it replaces: a color word, a basic land type or a creature type');
      const forbidden = commaList(change.forbidden);
      return {
        op: 'text',
        kinds: textWordChoices.map((choice) => choice.value).filter((kind) => change.textWords.includes(kind)),
        ...(forbidden.length > 0 ? { forbidden } : {}),
      };
    }
  }
}

/** The opened wording for the chosen objects or the source, when it still means that; else the plain words. */
function subjectWordsFor(draft: EffectFormDraft, self: boolean, catalog: TypeCatalog): string {
  const read = parseFilterText(draft.subjectWords, catalog);
  const fits = read.ok && read.value.kind === 'targets' && read.value.self === self;
  return fits ? draft.subjectWords.trim() : self ? 'this object' : 'target object';
}

function readSubject(
  draft: EffectFormDraft,
  board: readonly string[],
  catalog: TypeCatalog,
  problems: FieldProblem[],
): { affects: string; targets: string[] } {
  switch (draft.affects) {
    case 'objects': {
      if (draft.objects.length === 0)
        problems.push({ field: 'objects', label: 'Affected objects', message: 'choose at least one object on the board' });
      const missing = draft.objects.find((name) => !board.some((known) => textKey(known) === textKey(name)));
      if (missing !== undefined)
        problems.push({ field: 'objects', label: 'Affected objects', message: `"${missing}" is not an object on the board` });
      return { affects: subjectWordsFor(draft, false, catalog), targets: [...draft.objects] };
    }
    case 'source':
      if (draft.source.trim() !== '' && !board.some((name) => textKey(name) === textKey(draft.source))) {
        problems.push({
          field: 'source',
          label: 'Source',
          message: `"${draft.source.trim()}" is not an object on the board, so the effect has no object of its own to change`,
        });
      }
      return { affects: subjectWordsFor(draft, true, catalog), targets: [] };
    case 'filter': {
      const words = draft.filter.trim();
      if (words === '') {
        problems.push({
          field: 'filter',
          label: 'Filter',
          message: 'is required: the objects it affects, e.g. "nonbasic lands" or "creatures you control"',
        });
        return { affects: words, targets: [] };
      }
      const filter = parseFilterText(words, catalog);
      if (!filter.ok) problems.push({ field: 'filter', label: 'Filter', message: firstSentence(filter.error.message) });
      else if (filter.value.kind === 'targets')
        problems.push({
          field: 'filter',
          label: 'Filter',
          message: `"${words}" names particular objects, not a filter: choose "Chosen objects" instead`,
        });
      return { affects: words, targets: [] };
    }
  }
}

/** Reads the form into the scenario's effect, or every problem found, each naming its field. */
export function readEffectForm(
  draft: EffectFormDraft,
  board: readonly string[],
  catalog: TypeCatalog = embeddedCatalog,
): Result<FormEffect, FieldProblem[]> {
  const problems: FieldProblem[] = [];
  if (draft.source.trim() === '')
    problems.push({ field: 'source', label: 'Source', message: 'is required: the name of what generates the effect' });
  const { affects, targets: affected } = readSubject(draft, board, catalog, problems);
  if (draft.changes.length === 0) problems.push({ field: 'changes', label: 'Changes', message: 'add at least one change' });
  const parts = draft.changes.map((change, index) => readChange(change, index, draft, board, catalog, problems));
  const chosen = draft.chosen.trim();
  const textChanges = draft.changes.filter((change) => change.kind === 'text' && change.textWords.length > 0);
  const needsType = draft.changes.some((change) => change.kind === 'type' && change.chosenType);
  // 612.2: a text change's Chosen is the words it replaces, both of a kind every text change here may replace
  const wrongWords = textChanges
    .map((change) => readTextSwap(chosen === '' ? null : chosen, change.textWords, commaList(change.forbidden), catalog))
    .find((swap) => !swap.ok);
  const chosenProblem = (message: string) => problems.push({ field: 'chosen', label: 'Chosen', message });
  if (textChanges.length > 0 && needsType)
    chosenProblem('an effect has one choice: the words its text change replaces or the chosen type, not both');
  else if (wrongWords !== undefined && !wrongWords.ok) chosenProblem(wrongWords.error.message);
  else if (needsType && chosen !== '' && subtypeOf(chosen, catalog) === null) chosenProblem(`"${chosen}" is not a subtype (rule 205.3)`);
  else if (
    textChanges.length === 0 &&
    chosen !== '' &&
    subtypeOf(chosen, catalog) === null &&
    !board.some((name) => textKey(name) === textKey(chosen))
  ) {
    chosenProblem(`"${chosen}" is not a subtype (rule 205.3) nor an object on the board`);
  }
  const copyOf = draft.changes.find((change) => change.kind === 'copy')?.copyOf.trim();
  const targets = copyOf ? [copyOf] : affected;
  if (problems.length > 0) return err(problems);
  const structured: FormEffect['structured'] = { clauses: [{ affects, parts }] };
  // The engine's own check, so the form never produces what the scenario reader would refuse.
  const engine = parseStructuredEffect(structured, 'structured', catalog);
  if (!engine.ok) return err([{ field: 'changes', label: 'Changes', message: engine.error.message }]);
  return ok({
    source: draft.source.trim(),
    structured,
    targets,
    ...(chosen === '' ? {} : { chosen }),
    ...(draft.characteristicDefining ? { characteristicDefining: true as const } : {}),
  });
}

function changeOf(part: EffectPart, copyOf: string): ChangeDraft {
  const change = blankChange(part.op);
  switch (part.op) {
    case 'copy':
      return { ...change, copyOf, extraAbilities: part.extraAbilities.join('\n'), keepThisAbility: part.keepThisAbility };
    case 'control':
      return { ...change, controller: part.controller };
    case 'type':
      return {
        ...change,
        cardTypes: [...part.cardTypes],
        supertypes: [...part.supertypes],
        subtypes: part.subtypes.map((s) => s.name).join(', '),
        retain: part.retain,
        allCreatureTypes: part.allCreatureTypes,
        allBasicLandTypes: part.allBasicLandTypes,
        chosenType: part.chosenType,
        loseAllCreatureTypes: part.loseAllCreatureTypes,
        loseAllLandTypes: part.loseAllLandTypes,
        loseCardTypes: part.loseCardTypes.join(', '),
      };
    case 'color':
      return { ...change, colors: [...part.colors], colorsInAddition: part.addition };
    case 'abilities':
      return { ...change, gain: part.add.join('\n'), lose: part.lose.join('\n'), loseAll: part.loseAll };
    case 'setPT':
    case 'modifyPT': {
      // a count ("for each …") comes only from wording, never from this form: shown as the word
      const show = (value: number | 'manaValue' | 'count') => (value === 'manaValue' ? 'mana value' : String(value));
      return { ...change, power: show(part.power), toughness: show(part.toughness) };
    }
    case 'switchPT':
      return change;
    case 'text':
      return { ...change, textWords: [...part.kinds], forbidden: part.forbidden.join(', ') };
    case 'name':
      return { ...change, name: part.name };
  }
}

/** Fills the form from a scenario effect with `structured`, or null when the form cannot show it (several clauses, invalid). */
export function formFromEffect(
  effect: { source: string; structured: unknown; targets?: readonly string[]; chosen?: string; characteristicDefining?: boolean },
  catalog: TypeCatalog = embeddedCatalog,
): EffectFormDraft | null {
  const spec = parseStructuredEffect(effect.structured, 'structured', catalog);
  if (!spec.ok || spec.value.clauses.length !== 1) return null;
  const clause = spec.value.clauses[0]!;
  const targets = [...(effect.targets ?? [])];
  const copies = clause.parts.some((part) => part.op === 'copy');
  const filter = clause.filter;
  const affects: AffectsMode = filter.kind === 'match' ? 'filter' : filter.self ? 'source' : 'objects';
  if (copies && affects === 'objects') return null;
  // a copy's exceptions other than abilities (707.9b, 707.9c) have no fields here: the JSON keeps them
  const exceptions = (part: CopyPart) =>
    part.name !== null || part.modifications.length > 0 || part.removeSupertypes.length > 0 || part.keepOwnColors || part.noManaCost;
  if (clause.parts.some((part) => part.op === 'copy' && exceptions(part))) return null;
  return {
    source: effect.source,
    affects,
    objects: affects === 'objects' ? targets : [],
    filter: affects === 'filter' ? filter.words : '',
    subjectWords: affects === 'filter' ? '' : filter.words,
    changes: clause.parts.map((part) => changeOf(part, copies ? (targets[0] ?? '') : '')),
    chosen: effect.chosen ?? '',
    characteristicDefining: effect.characteristicDefining === true,
  };
}

/** The board's effect entry for what the form gave; `wording` is the Oracle text kept from the entry it replaces. */
export function effectDraftFromForm(effect: FormEffect, wording = ''): EffectDraft {
  const [draft] = fromScenarioJson({ effects: [{ ...effect, ...(wording.trim() === '' ? {} : { text: wording }), order: 1 }] }).effects;
  return draft!;
}

/** The form for a board entry given by form, or null when it has none or the form cannot show it. */
export function formFromDraft(draft: EffectDraft, catalog: TypeCatalog = embeddedCatalog): EffectFormDraft | null {
  if (draft.structured === undefined) return null;
  const [effect] = toScenarioJson([], [draft]).effects;
  return formFromEffect({ ...effect!, structured: draft.structured }, catalog);
}

/** One line saying what a structured entry does, or what is wrong with it, for the effects list. */
export function structuredSummary(structured: unknown, catalog: TypeCatalog = embeddedCatalog): { ok: boolean; message: string } {
  const spec = parseStructuredEffect(structured, 'structured', catalog);
  return spec.ok ? { ok: true, message: spec.value.summary } : { ok: false, message: firstSentence(spec.error.message) };
}
