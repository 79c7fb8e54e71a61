// The scenario JSON's shape as zod schemas, one per input (scenario, object, counter, effect), with limits; every
// problem names its field path ("effects[2].text: …"). What needs the rules (type lines against CR 205, Oracle wording,
// names, timestamps) is checked after, in scenario.ts. The CLI, the renderer and the tests all read scenarios through
// parseScenario, so through these.
import { z } from 'zod';
import { err, ok, type Problem, type Result } from '../result.ts';
import { statuses, zones, type Status, type Zone } from './model.ts';
import { subtypeKinds, type SubtypeKind } from '../types/index.ts';
import { faceDownKinds } from './faceDown.ts';

/** Limits on what one scenario may hold: far past any real board, short of work that would stall the app (issue 17). */
export const scenarioLimits = {
  objects: 1000,
  effects: 1000,
  /** Counters entries on one object (kinds, each with its count). */
  counters: 100,
  /** Copies of one counter kind on an object. */
  counterCount: 1000,
  /** Power, toughness and mana value, either sign: sums over every effect stay exact integers. */
  stat: 1_000_000,
  /** Names, type lines, wording, abilities. */
  textLength: 2000,
  /** Abilities, colors, targets of one object or effect. */
  listLength: 1000,
} as const;

/**
 * A message that carries its Problem code: zod keeps one string per issue, so the code rides in front of the message
 * and problemOf splits them again. A field "is required: …" when absent; given as something else, it "must be …".
 */
const says = (code: string, message: string) => ({
  error: (issue: { readonly input?: unknown }) =>
    `${code}\u0000${issue.input !== undefined ? message.replace(/^is required: /, 'must be ') : message}`,
});

/** A string no longer than the scenario's text limit; empty allowed (a mana cost of "" is no mana cost). */
const boundedString = (code: string, message: string) =>
  z.string(says(code, message)).max(scenarioLimits.textLength, says('too-long', `must be at most ${scenarioLimits.textLength} characters`));
/** Text that must say something: trimmed, not empty, within the limit. */
const text = (code: string, message: string) => boundedString(code, message).trim().min(1, says(code, message));
const strings = z
  .array(text('not-string', 'must be a non-empty string'), says('not-list', 'must be a list of strings'))
  .max(scenarioLimits.listLength, says('too-many', `must list at most ${scenarioLimits.listLength}`));
const flag = z.boolean(says('not-boolean', 'must be true or false')).optional();
const player = z.enum(['you', 'opponent'], says('bad-player', 'must be "you" or "opponent"')).nullish();
const statProblem = says('bad-number', `must be a whole number from -${scenarioLimits.stat} to ${scenarioLimits.stat}`);
const stat = z.number(statProblem).int(statProblem).min(-scenarioLimits.stat, statProblem).max(scenarioLimits.stat, statProblem).nullish();
/** A subtype's name as type lines print it: capitalised words ("Spy", "Time Lord"), apostrophes and hyphens allowed. */
const subtypeName = text('not-string', 'must be a subtype name such as "Spy"').regex(
  /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*$/u,
  says('bad-subtype-name', 'must be a subtype name as type lines print it, capitalised, such as "Spy" or "Time Lord"'),
);
/** A timestamp (613.7): any number, fractions included, within the safe integers' range. */
const timestamp = (code: string, message: string) =>
  z.number(says(code, message)).min(-Number.MAX_SAFE_INTEGER, says(code, message)).max(Number.MAX_SAFE_INTEGER, says(code, message));

export const counterSchema = z.strictObject(
  {
    /** Checked in counters.ts: a P/T counter or a keyword counter (122.1). */
    kind: z.unknown().optional(),
    count: z
      .number(says('bad-count', `must be a whole number from 1 to ${scenarioLimits.counterCount}`))
      .int(says('bad-count', `must be a whole number from 1 to ${scenarioLimits.counterCount}`))
      .min(1, says('bad-count', `must be a whole number from 1 to ${scenarioLimits.counterCount}`))
      .max(scenarioLimits.counterCount, says('bad-count', `must be a whole number from 1 to ${scenarioLimits.counterCount}`))
      .nullish(),
    order: timestamp('not-number', 'must be a number giving timestamp order (613.7c)').nullish(),
  },
  says('not-object', 'must be an object {kind, count?, order?}'),
);

export const objectSchema = z.strictObject(
  {
    name: text('missing-name', 'is required: a non-empty string'),
    /** Required unless the object is face down (checked in scenario.ts). */
    typeLine: boundedString('missing-type-line', 'is required: a type line such as "Creature — Human Knight"').optional(),
    zone: z.enum(zones as [Zone, ...Zone[]], says('bad-zone', `must be one of ${zones.join(', ')}`)).nullish(),
    token: flag,
    power: stat,
    toughness: stat,
    colors: strings.optional(),
    abilities: strings.optional(),
    manaValue: stat,
    /** Checked in scenario.ts against the mana symbols (107.4). */
    manaCost: boundedString('bad-mana-cost', 'must be a mana cost such as "{2}{B}{B}", or "" for no mana cost').nullish(),
    controller: player,
    owner: player,
    /** What the board records besides characteristics: tapped, attacking, blocking, blocked, equipped, enchanted, commander. */
    statuses: z
      .array(
        z.enum(statuses as [Status, ...Status[]], says('bad-status', `must each be one of ${statuses.join(', ')}`)),
        says('not-list', `must be a list such as ["tapped", "attacking"] (${statuses.join(', ')})`),
      )
      .optional(),
    /** Each read by counterSchema in counters.ts. */
    counters: z
      .array(z.unknown(), says('not-list', 'must be a list of counters such as {"kind": "+1/+1", "count": 2}'))
      .max(scenarioLimits.counters, says('too-many', `must list at most ${scenarioLimits.counters} kinds of counter`))
      .optional(),
    /** Its timestamp (613.7d): when it entered; a resolved effect's earlier affected set leaves it out (611.2c). */
    order: timestamp('not-number', 'must be a number giving the timestamp order it entered at (613.7d)').nullish(),
    /** Face down, and how (708.2): its characteristics are then the ones that lists, not the type line's. */
    faceDown: z
      .union(
        [z.boolean(), z.enum(faceDownKinds)],
        says('bad-face-down', `must be true or false, or how it was turned face down: ${faceDownKinds.join(', ')}`),
      )
      .optional(),
  },
  says('not-object', 'must be an object {name, typeLine, …}'),
);

export const effectSchema = z.strictObject(
  {
    source: text('missing-source', 'is required: the name of what generates the effect'),
    text: boundedString('not-string', 'must be the Oracle wording, a string').optional(),
    /** Read by structured.ts, which names each of its fields. */
    structured: z.unknown().optional(),
    order: timestamp('missing-order', 'is required once another effect has one: a number giving timestamp order (613.7)'),
    characteristicDefining: flag,
    targets: strings.optional(),
    chosen: text('not-string', 'must be a non-empty string').optional(),
    /** The choices made as the effect began, by kind (105.1, 205.3, 201.3): "the chosen name / color / type". */
    choices: z
      .strictObject(
        {
          name: text('not-string', 'must be a card name').optional(),
          color: text('not-string', 'must be a color such as "blue"').optional(),
          type: text('not-string', 'must be a subtype such as "Elf"').optional(),
        },
        says('bad-choices', 'must be an object such as {"name": "Grizzly Bears", "color": "blue", "type": "Elf"}'),
      )
      .optional(),
    conditionHolds: flag,
    /** Numbers the wording counts or leaves open: {"X": 3, "number of Swamps you control": 4}. */
    values: z
      .record(
        z.string(),
        z.number(statProblem).int(statProblem).min(-scenarioLimits.stat, statProblem).max(scenarioLimits.stat, statProblem),
        says('not-values', 'must be an object of numbers such as {"X": 3}'),
      )
      .optional(),
    /** Who controls the effect when its source is not on the board (a resolved spell); default "you". */
    controller: player,
    /** The player "target player" names, as the effect's controller sees it. */
    targetPlayer: player,
  },
  says('not-object', 'must be an object {source, text, order, …}'),
);

/**
 * One sentence for `arbiter read-effect --batch`: the wording with the judge's inputs an effect of a scenario takes
 * (its source optional). Fields it does not know are passed over, so a script may carry its own beside them.
 */
export const readLineSchema = z.object(
  {
    ...effectSchema.pick({ chosen: true, choices: true, conditionHolds: true, values: true, targetPlayer: true }).shape,
    text: text('missing-text', 'is required: the Oracle wording, a non-empty string'),
    source: text('not-string', 'must be the name of what generates the effect').nullish(),
  },
  says('not-object', 'must be an object {text, source?, conditionHolds?, values?, targetPlayer?, chosen?, choices?}'),
);

/** The top level; its objects and effects are read one by one, each through its own schema, so problems come in board order. */
export const scenarioSchema = z.strictObject(
  {
    objects: z
      .array(z.unknown(), says('missing-objects', 'is required: a list of objects'))
      .max(scenarioLimits.objects, says('too-many', `must list at most ${scenarioLimits.objects} objects`)),
    effects: z
      .array(z.unknown(), says('not-list', 'must be a list of effects'))
      .max(scenarioLimits.effects, says('too-many', `must list at most ${scenarioLimits.effects} effects`))
      .nullish(),
    newerSubtypes: z
      .partialRecord(
        // an unknown kind is an unrecognized key: problemOf names it with the known kinds
        z.enum(subtypeKinds as [SubtypeKind, ...SubtypeKind[]]),
        z
          .array(subtypeName, says('not-list', 'must be a list of subtype names such as ["Spy"]'))
          .max(scenarioLimits.listLength, says('too-many', `must list at most ${scenarioLimits.listLength}`)),
        says('not-object', 'must be an object of subtype lists by kind, such as {"creature": ["Spy"]}'),
      )
      .optional(),
    /** Whose turn it is (102.1), for "during your turn". */
    turn: z.enum(['you', 'opponent'], says('bad-player', 'must be "you" or "opponent": whose turn it is (102.1)')).optional(),
  },
  says('not-object', 'a scenario is an object {objects: [...], effects: [...], newerSubtypes?, turn?}'),
);

export type ObjectInput = z.output<typeof objectSchema>;
export type EffectInput = z.output<typeof effectSchema>;
export type CounterInput = z.output<typeof counterSchema>;
export type ReadLineInput = z.output<typeof readLineSchema>;

/** "objects[2].colors[0]": a field path as the messages print it; `at` is the path of what was parsed, '' at the top. */
function pathOf(at: string, path: readonly PropertyKey[]): string {
  let out = at;
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out === '' ? String(key) : `.${String(key)}`;
  return out === '' ? '$' : out;
}

/** The first problem of a failed parse of `schema`, as a Problem naming its field; an unknown field comes first, with the known ones. */
export function problemOf(error: z.ZodError, at: string, schema: z.ZodObject): Problem {
  const issue = error.issues.find((found) => found.code === 'unrecognized_keys') ?? error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    // an unknown key of the schema itself, or of a nested object such as an effect's "choices"
    const where = pathOf(at, [...issue.path, issue.keys[0]!]);
    const nested = issue.path.length === 1 ? schema.shape[String(issue.path[0])] : undefined;
    const inner = nested instanceof z.ZodOptional ? nested.unwrap() : nested;
    const known =
      inner instanceof z.ZodRecord && inner.keyType instanceof z.ZodEnum
        ? inner.keyType.options.map(String)
        : Object.keys(inner instanceof z.ZodObject ? inner.shape : schema.shape);
    return { code: 'unknown-field', message: `${where}: unknown field (known: ${known.join(', ')})`, at: where };
  }
  const where = pathOf(at, issue.path);
  const [code, message] = issue.message.includes('\u0000') ? issue.message.split('\u0000') : ['invalid', issue.message];
  return { code: code!, message: `${where}: ${message}`, at: where };
}

/** `raw` read by a flat schema, or the first problem naming its field under `at`. */
export function readShape<S extends z.ZodObject>(schema: S, raw: unknown, at: string): Result<z.output<S>> {
  const read = schema.safeParse(raw);
  return read.success ? ok(read.data) : err(problemOf(read.error, at, schema));
}
