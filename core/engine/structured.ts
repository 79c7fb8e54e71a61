// Effects given in structured form: {clauses: [{affects, parts: [{op, …}]}]}: one zod schema per kind of part, then what
// needs the type catalog (subtypes, supertypes) and the filter's wording; every problem names its field.
import { z } from 'zod';
import { err, ok, type Problem, type Result } from '../result.ts';
import type { TypeCatalog } from '../types/model.ts';
import type { Clause, Color, EffectPart, EffectSpec, TextWordKind } from './model.ts';
import { colorOrder } from './model.ts';
import { cardTypeOf, describePart, parseFilterText, subtypeOf } from './reader/index.ts';
import { readShape, scenarioLimits } from './scenarioSchema.ts';

const fail = (message: string, at: string) => err<Problem>({ code: 'bad-structured-effect', message: `${at}: ${message}`, at });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const says = (message: string) => ({ error: () => `bad-structured-effect\u0000${message}` });

const textWordKinds: readonly TextWordKind[] = ['color', 'basicLandType', 'creatureType'];

export const structuredOps = ['copy', 'control', 'text', 'name', 'type', 'color', 'abilities', 'setPT', 'modifyPT', 'switchPT'] as const;

const strings = (message: string) => z.array(z.string(says(message)), says(message)).optional();
const flag = (message = 'must be true or false') => z.boolean(says(message)).optional();
/** The scenario's bound on P/T (scenarioLimits.stat) holds for structured effects too. */
const ptBound = `must be a whole number from -${scenarioLimits.stat} to ${scenarioLimits.stat}`;
const wholePT = z.number(says(ptBound)).int(says(ptBound)).min(-scenarioLimits.stat, says(ptBound)).max(scenarioLimits.stat, says(ptBound));
const setPTValue = z.union([wholePT, z.literal('manaValue')], says(`${ptBound}, or "manaValue"`));

/** One schema per kind of part (its `op`); what needs the type catalog is checked in readPart. */
const partSchemas = {
  copy: z.object({
    extraAbilities: strings('must be a list of ability texts'),
    keepThisAbility: flag(),
    name: z.string(says('must be the name the copy has (707.9b)')).trim().min(1, says('must be the name the copy has (707.9b)')).nullish(),
    removeSupertypes: strings('must list supertypes'),
    modifications: z.array(z.unknown(), says('must be a list of type, color, abilities or setPT parts (707.9b)')).optional(),
    keepOwnColors: flag('must be true or false: the copy keeps its own colors (707.9c)'),
    noManaCost: flag('must be true or false: the copy has no mana cost (202.3a)'),
  }),
  control: z.object({ controller: z.enum(['you', 'opponent'], says('must be "you" or "opponent"')) }),
  text: z.object({
    kinds: z
      .array(
        z.enum(textWordKinds as [TextWordKind, ...TextWordKind[]], says(`must list what it replaces among ${textWordKinds.join(', ')}`)),
      )
      .min(1, says(`must list what it replaces among ${textWordKinds.join(', ')}`)),
    forbidden: strings("must be a list of words the new one can't be"),
  }),
  name: z.object({ name: z.string(says('must be the name it has (612.8)')).trim().min(1, says('must be the name it has (612.8)')) }),
  type: z.object({
    cardTypes: strings('must be a list of card types'),
    subtypes: strings('must be a list of subtypes'),
    supertypes: strings('must be a list of supertypes'),
    retain: z.enum(['none', 'all', 'allButCreatureTypes'], says('must be "none", "all" or "allButCreatureTypes"')).optional(),
    allCreatureTypes: flag(),
    allBasicLandTypes: flag(),
    chosenType: flag(),
    loseAllCreatureTypes: flag(),
    loseAllLandTypes: flag(),
    loseCardTypes: strings('must be a list of card types it no longer has'),
  }),
  color: z.object({
    colors: z.array(z.enum(colorOrder as [Color, ...Color[]]), says('must list colors among white, blue, black, red, green')).optional(),
    addition: flag(),
  }),
  abilities: z.object({
    add: strings('must be a list of ability texts'),
    lose: strings('must be a list of ability texts'),
    loseAll: flag(),
  }),
  setPT: z.object({ power: setPTValue, toughness: setPTValue }),
  modifyPT: z.object({ power: wholePT, toughness: wholePT }),
  switchPT: z.object({}),
} as const satisfies Record<(typeof structuredOps)[number], z.ZodObject>;

const isOp = (op: unknown): op is (typeof structuredOps)[number] => (structuredOps as readonly unknown[]).includes(op);

function readPart(raw: unknown, at: string, catalog: TypeCatalog): Result<EffectPart> {
  if (!isRecord(raw)) return fail('must be an object {op, …}', at);
  const op = raw['op'];
  if (!isOp(op)) return fail(`must be one of ${structuredOps.join(', ')}`, `${at}.op`);
  switch (op) {
    case 'copy': {
      const read = readShape(partSchemas.copy, raw, at);
      if (!read.ok) return read;
      const part = read.value;
      const removeSupertypes = part.removeSupertypes ?? [];
      if (removeSupertypes.some((supertype) => !catalog.supertypes.includes(supertype)))
        return fail(`must list supertypes among ${catalog.supertypes.join(', ')}`, `${at}.removeSupertypes`);
      const modifications: EffectPart[] = [];
      for (const [i, modification] of (part.modifications ?? []).entries()) {
        const modified = readPart(modification, `${at}.modifications[${i}]`, catalog);
        if (!modified.ok) return modified;
        if (!['type', 'color', 'abilities', 'setPT'].includes(modified.value.op))
          return fail('a copy exception changes types, colors, abilities or base P/T (707.9b)', `${at}.modifications[${i}].op`);
        modifications.push(modified.value);
      }
      return ok({
        op: 'copy',
        extraAbilities: part.extraAbilities ?? [],
        keepThisAbility: part.keepThisAbility === true,
        name: part.name ?? null,
        modifications,
        removeSupertypes,
        keepOwnColors: part.keepOwnColors === true,
        noManaCost: part.noManaCost === true,
        notModelled: [],
      });
    }
    case 'type': {
      const read = readShape(partSchemas.type, raw, at);
      if (!read.ok) return read;
      const part = read.value;
      const subtypes = [];
      for (const [i, name] of (part.subtypes ?? []).entries()) {
        const subtype = subtypeOf(name, catalog);
        if (subtype === null) return fail(`"${name}" is not a subtype`, `${at}.subtypes[${i}]`);
        subtypes.push(subtype);
      }
      const loseCardTypes = [];
      for (const [i, name] of (part.loseCardTypes ?? []).entries()) {
        const cardType = cardTypeOf(name, catalog);
        if (cardType === null) return fail(`"${name}" is not a card type (205.2a)`, `${at}.loseCardTypes[${i}]`);
        loseCardTypes.push(cardType);
      }
      return ok({
        op: 'type',
        cardTypes: part.cardTypes ?? [],
        subtypes,
        supertypes: part.supertypes ?? [],
        retain: part.retain ?? 'none',
        allCreatureTypes: part.allCreatureTypes === true,
        allBasicLandTypes: part.allBasicLandTypes === true,
        chosenType: part.chosenType === true,
        loseAllCreatureTypes: part.loseAllCreatureTypes === true,
        loseAllLandTypes: part.loseAllLandTypes === true,
        loseCardTypes,
      });
    }
    case 'control': {
      const read = readShape(partSchemas.control, raw, at);
      return read.ok ? ok({ op, controller: read.value.controller }) : read;
    }
    case 'text': {
      const read = readShape(partSchemas.text, raw, at);
      return read.ok ? ok({ op, kinds: read.value.kinds, forbidden: read.value.forbidden ?? [] }) : read;
    }
    case 'name': {
      const read = readShape(partSchemas.name, raw, at);
      return read.ok ? ok({ op, name: read.value.name }) : read;
    }
    case 'color': {
      const read = readShape(partSchemas.color, raw, at);
      return read.ok ? ok({ op, colors: read.value.colors ?? [], addition: read.value.addition === true }) : read;
    }
    case 'abilities': {
      const read = readShape(partSchemas.abilities, raw, at);
      return read.ok ? ok({ op, add: read.value.add ?? [], lose: read.value.lose ?? [], loseAll: read.value.loseAll === true }) : read;
    }
    case 'setPT': {
      const read = readShape(partSchemas.setPT, raw, at);
      return read.ok ? ok({ op, power: read.value.power, toughness: read.value.toughness }) : read;
    }
    case 'modifyPT': {
      const read = readShape(partSchemas.modifyPT, raw, at);
      return read.ok ? ok({ op, power: read.value.power, toughness: read.value.toughness }) : read;
    }
    case 'switchPT':
      return ok({ op });
  }
}

/** Validates a structured effect; `at` is its field path in the scenario. */
export function parseStructuredEffect(raw: unknown, at: string, catalog: TypeCatalog): Result<EffectSpec> {
  if (!isRecord(raw) || !Array.isArray(raw['clauses']) || raw['clauses'].length === 0)
    return fail('must be {clauses: [{affects, parts: [...]}]}', at);
  const clauses: Clause[] = [];
  for (const [i, clause] of raw['clauses'].entries()) {
    const where = `${at}.clauses[${i}]`;
    if (!isRecord(clause) || typeof clause['affects'] !== 'string')
      return fail('"affects" is required: "target creature", "nonbasic lands", …', `${where}.affects`);
    const filter = parseFilterText(clause['affects'], catalog);
    if (!filter.ok) return fail(filter.error.message, `${where}.affects`);
    if (!Array.isArray(clause['parts']) || clause['parts'].length === 0) return fail('must be a non-empty list of parts', `${where}.parts`);
    const parts: EffectPart[] = [];
    for (const [j, part] of clause['parts'].entries()) {
      const read = readPart(part, `${where}.parts[${j}]`, catalog);
      if (!read.ok) return read;
      parts.push(read.value);
    }
    clauses.push({ filter: filter.value, parts });
  }
  return ok({
    clauses,
    summary: clauses.map((clause) => `${clause.filter.words}: ${clause.parts.map(describePart).join('; ')}`).join(' | '),
  });
}
