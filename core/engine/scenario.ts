// The scenario JSON (issue 4 item 6) → a validated board; every error names the field path. The shape and limits are
// the zod schemas of scenarioSchema.ts; what needs the rules (type lines, wording, names, timestamps) is checked here.
import { err, ok, type Problem, type Result } from '../result.ts';
import { embeddedCatalog, withSubtypes } from '../types/catalog.ts';
import type { TypeCatalog } from '../types/model.ts';
import { parseTypeLine } from '../types/typeLine.ts';
import { textKey } from '../text/index.ts';
import type { Color, Effect, EffectSpec, GameObject, Scenario } from './model.ts';
import { cardNameOf, colorOrder } from './model.ts';
import { namedModeOf, oracleLines, parseEffectText, splitKeywordLine, subtypeOf } from './reader/index.ts';
import { parseStructuredEffect } from './structured.ts';
import { readTextSwap } from './textChange.ts';
import { colorsOfCost, manaValueOf, parseManaCost } from './manaCost.ts';
import { counterEffects, readCounters, type Counter } from './counters.ts';
import { copiedAbilityEffects, keywordCdaEffects } from './keywordCdas.ts';
import { cdaKeywordOf } from './reader/cdaKeywords.ts';
import { effectSchema, objectSchema, readShape, scenarioSchema } from './scenarioSchema.ts';
import { asksTurn } from './durations.ts';
import { isPrintedCda } from './printedCda.ts';
import { isUnlistedStatic, withPrintedAbility } from './unlistedStatics.ts';
import { faceDownCharacteristics } from './faceDown.ts';

const fail = (code: string, message: string, at: string) => err<Problem>({ code, message: `${at}: ${message}`, at });

function readObject(
  raw: unknown,
  index: number,
  catalog: TypeCatalog,
): Result<{ object: GameObject; counters: Counter[]; abilitiesListed: boolean }> {
  const at = `objects[${index}]`;
  const input = readShape(objectSchema, raw, at);
  if (!input.ok) return input;
  const { name, zone, token, power, toughness, manaValue, controller, owner, order } = input.value;
  const faceDown = input.value.faceDown === false ? undefined : input.value.faceDown;
  // a face-down object's type line may be left empty, as the Simulator's form leaves it
  const typeLine = faceDown !== undefined && input.value.typeLine?.trim() === '' ? undefined : input.value.typeLine;
  if (typeLine === undefined && faceDown === undefined)
    return fail('missing-type-line', 'is required: a type line such as "Creature — Human Knight"', `${at}.typeLine`);
  // 708.1, 708.4: a face-down object is a permanent or a spell
  if (faceDown !== undefined && zone !== undefined && zone !== null && zone !== 'battlefield' && zone !== 'stack')
    return fail('bad-face-down', `a face-down object is a permanent or a spell (708.1), not in the ${zone}`, `${at}.faceDown`);
  // the face-up card's type line, when given, is checked all the same: it is what the card is once turned face up
  const line = parseTypeLine(typeLine ?? 'Creature', catalog);
  if (!line.ok) return fail(line.error.code, `${line.error.message} (rule ${line.error.rule})`, `${at}.typeLine`);
  const cost = parseManaCost(input.value.manaCost?.trim() ?? '');
  if (!cost.ok) return fail(cost.error.code, cost.error.message, `${at}.manaCost`);
  const given = typeof input.value.manaCost === 'string';
  // 202.2: an object is the colors of its mana symbols, unless the scenario says which colors it is
  const colors = input.value.colors ?? (given ? colorsOfCost(cost.value) : []);
  const badColor = colors.findIndex((color) => !colorOrder.includes(textKey(color) as Color));
  if (badColor !== -1)
    return fail('bad-color', `"${colors[badColor]}" is not a color (white, blue, black, red, green)`, `${at}.colors[${badColor}]`);
  const counters = readCounters(input.value.counters, `${at}.counters`);
  if (!counters.ok) return counters;
  return ok({
    counters: counters.value,
    abilitiesListed: input.value.abilities !== undefined,
    object: {
      id: index,
      name,
      zone: zone ?? 'battlefield',
      token: token === true,
      owner: owner ?? 'you',
      ...(input.value.statuses === undefined || input.value.statuses.length === 0 ? {} : { statuses: [...new Set(input.value.statuses)] }),
      ...(counters.value.length === 0
        ? {}
        : { counters: Object.fromEntries(counters.value.map((counter) => [counter.kind, counter.count])) }),
      ...(faceDown === undefined ? {} : { faceDown }),
      ...(order === undefined || order === null ? {} : { order }),
      printed:
        faceDown !== undefined
          ? faceDownCharacteristics(faceDown, controller ?? 'you')
          : {
              name: cardNameOf(name),
              supertypes: line.value.supertypes,
              cardTypes: line.value.cardTypes,
              subtypes: line.value.subtypes,
              allCreatureTypes: false,
              colors: colorOrder.filter((color) => colors.some((given) => textKey(given) === color)),
              abilities: (input.value.abilities ?? [])
                .flatMap(oracleLines)
                .flatMap(splitKeywordLine)
                .map((text) => ({ text, origin: 'printed' as const })),
              power: power ?? null,
              toughness: toughness ?? null,
              // 202.3: a mana cost given alone makes the mana value
              manaValue: manaValue ?? (given ? manaValueOf(cost.value) : 0),
              ...(given ? { manaCost: input.value.manaCost!.trim() } : {}),
              controller: controller ?? 'you',
            },
    },
  });
}

/** Painter's Servant's "are the chosen color"; "becomes the color (or colors) of your choice" is the same choice (613.6's example). */
const chosenColor = /\b(is|are|becomes?) (?:the chosen colou?r|the colou?r(?: or colou?rs)? of (?:your|its controller's) choice)\b/gi;
/** "becomes the basic land type of your choice": the choice "the chosen type" reads from `chosen`. */
const typeOfChoice = /\b(is|are|becomes?) the (basic land |creature |land )?type of (?:your|its controller's) choice\b/gi;
/** Heraldic Banner, Caged Sun: "creatures you control of the chosen color" (a filter). */
const ofChosenColor = /\bof the chosen colou?r\b/gi;

/** Whether the wording names "the chosen color", as what objects become or as a filter (so the effect needs its `chosen`). */
export const namesChosenColor = (text: string): boolean => text.search(chosenColor) !== -1 || text.search(ofChosenColor) !== -1;

/** Vanquisher's Banner: "creatures you control of the chosen type" (a filter; "is the chosen type" is read in layer 4). */
const ofChosenType = /\bof the chosen (?:creature )?type\b/gi;

/**
 * The wording read with the choice the effect's `chosen` names: a named mode applies only when chosen (700.2: "• Khans
 * — …" as this Siege entered, "• Solar Beam — …" as the trigger was put on the stack), and is read without its name;
 * "… are the chosen color …" (Painter's Servant, 105.1)
 * becomes "are blue", the filters "… of the chosen color" and "… of the chosen type" become "… of the color blue" and
 * "… of the type Elf" (205.3).
 */
export function withChoice(
  text: string,
  given: unknown,
  catalog: TypeCatalog = embeddedCatalog,
  choices: { readonly color?: string; readonly type?: string } = {},
): Result<string> {
  // a whole Oracle text of named modes is read as the mode chosen: its other lines are modes not chosen (700.2)
  const chosenLine = oracleLines(text).find((line) => {
    const named = namedModeOf(line);
    return named !== null && typeof given === 'string' && textKey(named.name) === textKey(given);
  });
  let wording = chosenLine ?? text;
  const mode = namedModeOf(wording);
  if (mode !== null) {
    if (typeof given !== 'string' || textKey(given) !== textKey(mode.name))
      return err<Problem>({
        code: 'mode-not-chosen',
        message:
          `a mode (700.2), "• ${mode.name} — …": it applies only when chosen` +
          (typeof given === 'string' ? ` ("${given}" was)` : `, as "${mode.name}"`),
        at: 'chosen',
      });
    wording = mode.rest;
  }
  if (namesChosenColor(wording)) {
    const chosen = choices.color ?? given;
    // one color, or several for "the color or colors of your choice" ("white and blue")
    const named =
      typeof chosen === 'string'
        ? chosen.split(/,|\band\b/).map((word) => colorOrder.find((known) => known === textKey(word)))
        : [undefined];
    if (named.length === 0 || named.includes(undefined))
      return err<Problem>({
        code: 'missing-chosen-color',
        message: `"the chosen color" needs the color chosen: one of ${colorOrder.join(', ')}`,
        at: choices.color === undefined ? 'chosen' : 'choices.color',
      });
    const colors = named.join(' and ');
    wording = wording
      .replace(chosenColor, (_whole, verb: string) => `${verb} ${colors}`)
      .replace(ofChosenColor, `of the color ${named[0]}`);
  }
  wording = wording.replace(typeOfChoice, (_whole, verb: string, kind: string | undefined) => `${verb} the chosen ${kind ?? ''}type`);
  if (wording.search(ofChosenType) !== -1) {
    const chosen = choices.type ?? given;
    const subtype = typeof chosen === 'string' ? subtypeOf(chosen, catalog) : null;
    if (subtype === null)
      return err<Problem>({
        code: 'missing-chosen-type',
        message:
          `"of the chosen type" needs the type chosen: a subtype such as Elf ` +
          `(205.3)${typeof chosen === 'string' ? `; "${chosen}" is none` : ''}`,
        at: choices.type === undefined ? 'chosen' : 'choices.type',
      });
    wording = wording.replace(ofChosenType, `of the type ${subtype.name}`);
  }
  return ok(wording);
}

/**
 * The words of a count that reaches cards off the battlefield ("card types among cards in all graveyards") in a zone
 * where the board lists no object: the board cannot stand for that zone, so the judge gives the number; else null.
 */
function countInUnlistedZone(spec: EffectSpec, objects: Iterable<GameObject>): string | null {
  const listed = new Set([...objects].map((object) => object.zone));
  const offBattlefield = [...listed].some((zone) => zone !== 'battlefield');
  for (const part of spec.clauses.flatMap((clause) => clause.parts)) {
    const count = part.op === 'setPT' ? part.count : part.op === 'modifyPT' ? part.per : undefined;
    if (count?.filter?.kind !== 'match') continue;
    const reached = count.filter.alternatives.every(({ zone }) =>
      zone === 'battlefield' || zone === 'any' ? true : zone === 'notBattlefield' ? offBattlefield : listed.has(zone),
    );
    if (!reached) return count.words;
  }
  return null;
}

/**
 * One effect. `unlisted` holds the objects whose abilities the scenario does not list: an effect that is such an
 * object's static ability gives it the wording, in `byName`.
 */
function readEffect(
  raw: unknown,
  index: number,
  byName: Map<string, GameObject>,
  unlisted: ReadonlySet<number>,
  catalog: TypeCatalog,
): Result<Effect> {
  const at = `effects[${index}]`;
  const input = readShape(effectSchema, raw, at);
  if (!input.ok) return input;
  const { source, order, structured } = input.value;
  const choices = input.value.choices ?? {};
  // the one "chosen" string serves every kind of choice; "choices" names each kind (a type also fills "the chosen type")
  const chosen = input.value.chosen ?? choices.type ?? null;
  const targets = input.value.targets ?? [];
  const unknownTarget = targets.findIndex((name) => !byName.has(textKey(name)));
  if (unknownTarget !== -1)
    return fail('unknown-target', `"${targets[unknownTarget]}" names no object of the scenario`, `${at}.targets[${unknownTarget}]`);
  let spec: Result<EffectSpec>;
  let text: string;
  if (structured !== undefined) {
    spec = parseStructuredEffect(structured, `${at}.structured`, catalog);
    text = input.value.text ?? (spec.ok ? spec.value.summary : '');
  } else if (input.value.text !== undefined) {
    text = input.value.text;
    const wording = withChoice(text, chosen ?? undefined, catalog, choices);
    if (!wording.ok) return fail(wording.error.code, wording.error.message, `${at}.${wording.error.at ?? 'chosen'}`);
    const parsed = parseEffectText(wording.value, source, catalog, {
      ...(choices.name === undefined ? {} : { chosenName: choices.name }),
      conditionHolds: input.value.conditionHolds === true,
      ...(input.value.values === undefined ? {} : { values: input.value.values }),
      ...(input.value.targetPlayer ? { targetPlayer: input.value.targetPlayer } : {}),
    });
    spec = parsed.ok
      ? parsed
      : fail(parsed.error.code, parsed.error.message, parsed.error.at === 'conditionHolds' ? `${at}.conditionHolds` : `${at}.text`);
  } else return fail('missing-text', 'is required: the Oracle wording (or give "structured")', `${at}.text`);
  if (!spec.ok) return spec;
  const needed = spec.value.needs?.[0];
  if (needed !== undefined)
    return fail(
      'needs-value',
      `"${needed}" is not counted on the board (the simulator counts the objects it lists and the counters on them, not ` +
        `life, powers or what happened this turn): give it, e.g. "values": {"${needed}": 3}`,
      `${at}.values`,
    );
  const unlistedCount = countInUnlistedZone(spec.value, byName.values());
  if (unlistedCount !== null)
    return fail(
      'needs-value',
      `"${unlistedCount}" counts cards in a zone where the board lists none: list them as objects with their "zone" ` +
        `("graveyard", "hand", "exile"), or give it, e.g. "values": {"${unlistedCount}": 3}`,
      `${at}.values`,
    );
  for (const part of spec.value.clauses.flatMap((clause) => clause.parts)) {
    // 205.3: "the chosen type" is one subtype, named in "chosen"; without it the effect would silently do nothing
    if (part.op === 'type' && part.chosenType && (chosen === null || subtypeOf(chosen, catalog) === null)) {
      return fail(
        'missing-chosen-type',
        `"the chosen type" needs the type chosen: a subtype such as Elf (205.3)${chosen === null ? '' : `; "${chosen}" is none`}`,
        `${at}.chosen`,
      );
    }
    if (part.op === 'control' && part.exchange === true && targets.length !== 2)
      return fail('missing-target', '"Exchange control of …" needs its two targets, the objects exchanged (701.12b)', `${at}.targets`);
    const chosenObject = choices.name ?? chosen;
    if (part.op === 'copy' && part.ofChosen === true && (chosenObject === null || !byName.has(textKey(chosenObject))))
      return fail('missing-chosen', '"a copy of the chosen …" needs the object chosen: its name in "chosen" (707.2)', `${at}.chosen`);
    if (part.op === 'copy' && part.ofAnotherTarget === true && targets.length < 2)
      return fail(
        'missing-target',
        '"a copy of another target …" needs two targets: the object that becomes the copy first, the original last (115.1)',
        `${at}.targets`,
      );
    if (part.op !== 'text') continue;
    const swap = readTextSwap(chosen, part.kinds, part.forbidden, catalog); // 612: the words were chosen as it resolved
    if (!swap.ok) return fail(swap.error.code, swap.error.message, `${at}.chosen`);
  }
  const owner = byName.get(textKey(source));
  if (owner !== undefined && structured === undefined && unlisted.has(owner.id) && isUnlistedStatic(spec.value, text, owner))
    byName.set(textKey(source), withPrintedAbility(owner, text));
  return ok({
    index,
    source,
    text,
    order,
    // a keyword that is a characteristic-defining ability given as the text is one, whatever the field says (604.3); other
    // wording is one when the field says so, or, not given, when it is printed on its source and defines it (604.3a)
    characteristicDefining:
      input.value.characteristicDefining === true ||
      cdaKeywordOf(text) !== undefined ||
      (input.value.characteristicDefining === undefined && isPrintedCda(spec.value, text, byName.get(textKey(source)))),
    targets,
    chosen,
    ...(Object.keys(choices).length === 0 ? {} : { choices }),
    spec: spec.value,
    ...(input.value.controller ? { controller: input.value.controller } : {}),
  });
}

/**
 * A whole Oracle text is one effect per ability (113.2): each line the reader kept, read as the effect was, the first
 * with the effect's timestamp and each next one just after it, so that a characteristic-defining line applies first
 * (604.3) and a static ability of the source starts and ends alone (611.3, 613.8a).
 */
function effectPerLine(
  raw: unknown,
  whole: Effect,
  byName: Map<string, GameObject>,
  unlisted: ReadonlySet<number>,
  catalog: TypeCatalog,
): Effect[] {
  const lines = oracleLines(whole.text);
  if (lines.length < 2 || typeof raw !== 'object' || raw === null || 'structured' in raw) return [whole];
  // the reader already set aside the keyword lines and those that do not read: the others are the effects
  const setAside = new Set((whole.spec.setAside ?? []).map(({ line }) => line));
  const apart: Effect[] = [];
  for (const line of lines) {
    if (setAside.has(line)) continue;
    const read = readEffect({ ...raw, text: line, order: whole.order + apart.length / 4096 }, whole.index, byName, unlisted, catalog);
    if (read.ok) apart.push(read.value);
  }
  if (apart.length < 2) return [whole];
  // the lines set aside are named once, with the first
  return apart.map((effect, i) =>
    i === 0 && whole.spec.setAside ? { ...effect, spec: { ...effect.spec, setAside: whole.spec.setAside } } : effect,
  );
}

/** Validates scenario JSON; the first problem names its field path, e.g. "effects[2].text". */
export function parseScenario(input: unknown, lists: TypeCatalog = embeddedCatalog): Result<Scenario> {
  const top = readShape(scenarioSchema, input, '');
  if (!top.ok) return top;
  // a card newer than the rules prints subtypes their 205.3 lists lack: the scenario names them, and they count
  const catalog = withSubtypes(lists, top.value.newerSubtypes ?? {});
  const listed = top.value.effects ?? [];
  // 613.7: with no order given on any effect, the list's order is their timestamp order.
  const hasOrder = (raw: unknown) => typeof raw === 'object' && raw !== null && 'order' in raw;
  const effectsRaw = listed.some(hasOrder)
    ? listed
    : listed.map((raw, i) => (typeof raw === 'object' && raw !== null ? { ...raw, order: i + 1 } : raw));
  const objects: GameObject[] = [];
  const counters: Counter[][] = [];
  const byName = new Map<string, GameObject>(); // name keys, so a board of hundreds is not compared pair by pair
  const unlisted = new Set<number>();
  for (const [index, raw] of top.value.objects.entries()) {
    const read = readObject(raw, index, catalog);
    if (!read.ok) return read;
    const { object } = read.value;
    const twin = byName.get(textKey(object.name));
    if (twin !== undefined)
      return fail(
        'duplicate-name',
        `"${object.name}" is already objects[${twin.id}]; names must differ (add "#2")`,
        `objects[${index}].name`,
      );
    objects.push(object);
    byName.set(textKey(object.name), object);
    counters.push(read.value.counters);
    if (!read.value.abilitiesListed) unlisted.add(object.id);
  }
  const effects: Effect[] = [];
  for (const [index, raw] of effectsRaw.entries()) {
    const effect = readEffect(raw, index, byName, unlisted, catalog);
    if (!effect.ok) return effect;
    const twin = effects.find((other) => other.order === effect.value.order);
    if (twin !== undefined)
      return fail(
        'duplicate-order',
        `order ${effect.value.order} is already effects[${twin.index}]'s; timestamps differ (613.7)`,
        `effects[${index}].order`,
      );
    // 102.1: "during your turn" is settled by whose turn it is, which only the scenario can say
    const lasts = effect.value.spec.lasts;
    if (lasts !== undefined && asksTurn(lasts) && top.value.turn === undefined)
      return fail(
        'needs-turn',
        `the condition "${lasts.words}" needs whose turn it is (102.1): give "turn": "you" or ` +
          '"opponent" in the scenario (simulate --turn, the Simulator\'s "Whose turn"), or "conditionHolds": true if it holds now',
        `effects[${index}].text`,
      );
    effects.push(...effectPerLine(raw, effect.value, byName, unlisted, catalog));
  }
  for (const [objectIndex, list] of counters.entries()) {
    const at = list.findIndex((counter) => counter.order !== null && effects.some((effect) => effect.order === counter.order));
    if (at !== -1)
      return fail(
        'duplicate-order',
        `order ${list[at]!.order} is already an effect's; timestamps differ (613.7c)`,
        `objects[${objectIndex}].counters[${at}].order`,
      );
  }
  const sameTime = objects.findIndex((object) => effects.some((effect) => effect.order === object.order));
  if (sameTime !== -1)
    return fail(
      'duplicate-order',
      `order ${objects[sameTime]!.order} is already an effect's; timestamps differ (613.7)`,
      `objects[${sameTime}].order`,
    );
  // the objects as the effects left them: given the static abilities they were entered without
  for (const [index, object] of objects.entries()) objects[index] = byName.get(textKey(object.name))!;
  const placed = counterEffects(
    objects,
    counters,
    effects.map((effect) => effect.order),
    effects.length,
  );
  const own = [...effects, ...placed, ...keywordCdaEffects(objects, effects)];
  const turn = top.value.turn === undefined ? {} : { turn: top.value.turn };
  return ok({ objects, effects: [...own, ...copiedAbilityEffects(own, objects, catalog)], ...turn });
}
