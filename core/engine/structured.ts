// Effects given in structured form: {clauses: [{affects, parts: [{op, …}]}]}, validated field by field.
import { err, ok, type Problem, type Result } from '../result.ts';
import type { TypeCatalog } from '../types/model.ts';
import type { Clause, Color, EffectPart, EffectSpec, TextWordKind } from './model.ts';
import { colorOrder } from './model.ts';
import { describePart, parseFilterText, subtypeOf } from './reader/index.ts';

const fail = (message: string, at: string) => err<Problem>({ code: 'bad-structured-effect', message: `${at}: ${message}`, at });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] | null =>
  value === undefined ? [] : Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
const flag = (value: unknown): boolean | null => (value === undefined ? false : typeof value === 'boolean' ? value : null);
const ptValue = (value: unknown): number | 'manaValue' | null =>
  Number.isInteger(value) ? (value as number) : value === 'manaValue' ? 'manaValue' : null;

const textWordKinds: readonly TextWordKind[] = ['color', 'basicLandType', 'creatureType'];

export const structuredOps = ['copy', 'control', 'text', 'type', 'color', 'abilities', 'setPT', 'modifyPT', 'switchPT'] as const;

function readPart(raw: unknown, at: string, catalog: TypeCatalog): Result<EffectPart> {
  if (!isRecord(raw)) return fail('must be an object {op, …}', at);
  const list = (key: string) => strings(raw[key]);
  switch (raw['op']) {
    case 'copy': {
      const extra = list('extraAbilities');
      if (extra === null) return fail('must be a list of ability texts', `${at}.extraAbilities`);
      const keep = flag(raw['keepThisAbility']);
      if (keep === null) return fail('must be true or false', `${at}.keepThisAbility`);
      const name = raw['name'] ?? null;
      if (name !== null && (typeof name !== 'string' || name.trim() === ''))
        return fail('must be the name the copy has (707.9b)', `${at}.name`);
      const removeSupertypes = list('removeSupertypes');
      if (removeSupertypes === null || removeSupertypes.some((supertype) => !catalog.supertypes.includes(supertype)))
        return fail(`must list supertypes among ${catalog.supertypes.join(', ')}`, `${at}.removeSupertypes`);
      const rawModifications = raw['modifications'] ?? [];
      if (!Array.isArray(rawModifications))
        return fail('must be a list of type, color, abilities or setPT parts (707.9b)', `${at}.modifications`);
      const modifications: EffectPart[] = [];
      for (const [i, modification] of rawModifications.entries()) {
        const read = readPart(modification, `${at}.modifications[${i}]`, catalog);
        if (!read.ok) return read;
        if (!['type', 'color', 'abilities', 'setPT'].includes(read.value.op))
          return fail('a copy exception changes types, colors, abilities or base P/T (707.9b)', `${at}.modifications[${i}].op`);
        modifications.push(read.value);
      }
      const keepOwnColors = flag(raw['keepOwnColors']);
      if (keepOwnColors === null) return fail('must be true or false: the copy keeps its own colors (707.9c)', `${at}.keepOwnColors`);
      const noManaCost = flag(raw['noManaCost']);
      if (noManaCost === null) return fail('must be true or false: the copy has no mana cost (202.3a)', `${at}.noManaCost`);
      return ok({
        op: 'copy',
        extraAbilities: extra,
        keepThisAbility: keep,
        name: typeof name === 'string' ? name.trim() : null,
        modifications,
        removeSupertypes,
        keepOwnColors,
        noManaCost,
        notModelled: [],
      });
    }
    case 'control':
      return raw['controller'] === 'you' || raw['controller'] === 'opponent'
        ? ok({ op: 'control', controller: raw['controller'] })
        : fail('must be "you" or "opponent"', `${at}.controller`);
    case 'text': {
      const kinds = list('kinds');
      if (kinds === null || kinds.length === 0 || kinds.some((kind) => !textWordKinds.includes(kind as TextWordKind)))
        return fail(`must list what it replaces among ${textWordKinds.join(', ')}`, `${at}.kinds`);
      const forbidden = list('forbidden');
      if (forbidden === null) return fail("must be a list of words the new one can't be", `${at}.forbidden`);
      return ok({ op: 'text', kinds: kinds as TextWordKind[], forbidden });
    }
    case 'type': {
      const cardTypes = list('cardTypes');
      const subtypeNames = list('subtypes');
      const supertypes = list('supertypes');
      if (cardTypes === null || subtypeNames === null || supertypes === null)
        return fail('cardTypes, subtypes and supertypes must be lists of strings', at);
      const subtypes = [];
      for (const [i, name] of subtypeNames.entries()) {
        const subtype = subtypeOf(name, catalog);
        if (subtype === null) return fail(`"${name}" is not a subtype`, `${at}.subtypes[${i}]`);
        subtypes.push(subtype);
      }
      const retain = raw['retain'] ?? 'none';
      if (retain !== 'none' && retain !== 'all' && retain !== 'allButCreatureTypes')
        return fail('must be "none", "all" or "allButCreatureTypes"', `${at}.retain`);
      const flags = ['allCreatureTypes', 'allBasicLandTypes', 'chosenType', 'loseAllCreatureTypes'].map(
        (key) => [key, flag(raw[key])] as const,
      );
      const badFlag = flags.find(([, value]) => value === null);
      if (badFlag) return fail('must be true or false', `${at}.${badFlag[0]}`);
      const get = (key: string) => flags.find(([name]) => name === key)![1] === true;
      return ok({
        op: 'type',
        cardTypes,
        subtypes,
        supertypes,
        retain,
        allCreatureTypes: get('allCreatureTypes'),
        allBasicLandTypes: get('allBasicLandTypes'),
        chosenType: get('chosenType'),
        loseAllCreatureTypes: get('loseAllCreatureTypes'),
      });
    }
    case 'color': {
      const colors = list('colors');
      if (colors === null || colors.some((color) => !colorOrder.includes(color as Color)))
        return fail('must list colors among white, blue, black, red, green', `${at}.colors`);
      const addition = flag(raw['addition']);
      if (addition === null) return fail('must be true or false', `${at}.addition`);
      return ok({ op: 'color', colors: colors as Color[], addition });
    }
    case 'abilities': {
      const add = list('add');
      const lose = list('lose');
      const loseAll = flag(raw['loseAll']);
      if (add === null || lose === null || loseAll === null)
        return fail('add and lose are lists of ability texts; loseAll is true or false', at);
      return ok({ op: 'abilities', add, lose, loseAll });
    }
    case 'setPT': {
      const power = ptValue(raw['power']);
      const toughness = ptValue(raw['toughness']);
      if (power === null || toughness === null) return fail('power and toughness must be whole numbers or "manaValue"', at);
      return ok({ op: 'setPT', power, toughness });
    }
    case 'modifyPT':
      return Number.isInteger(raw['power']) && Number.isInteger(raw['toughness'])
        ? ok({ op: 'modifyPT', power: raw['power'] as number, toughness: raw['toughness'] as number })
        : fail('power and toughness must be whole numbers', at);
    case 'switchPT':
      return ok({ op: 'switchPT' });
    default:
      return fail(`must be one of ${structuredOps.join(', ')}`, `${at}.op`);
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
