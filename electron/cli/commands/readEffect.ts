// `arbiter read-effect "<text>"`: what the effect reader makes of Oracle wording, or why it refuses; `--batch` reads
// one sentence (or one JSON object {"text", "source", …}) per stdin line and answers one JSON line each, in order.
import { parseEffectText, understoodForms, withChoice } from '../../../core/engine/index.ts';
import type { ReadOptions } from '../../../core/engine/reader/index.ts';
import type { EffectSpec, Player } from '../../../core/engine/model.ts';
import { readLineSchema, readShape, type ReadLineInput } from '../../../core/engine/scenarioSchema.ts';
import type { Problem } from '../../../core/result.ts';
import type { TypeCatalog } from '../../../core/types/model.ts';
import { loadCatalog } from '../catalog.ts';
import { defineCommand, UsageError, writeJson } from '../io.ts';

export interface ReadRequest {
  readonly text: string;
  readonly source: string | null;
  readonly options: ReadOptions;
  /** The choice behind "the chosen color / type", "the color of your choice" (one string, as a scenario's `chosen`). */
  readonly chosen?: string;
  readonly choices?: ReadLineInput['choices'];
}

/** The answer's JSON shape (docs/effect-reader.md): stable for scripts that measure coverage. */
export type ReadAnswer =
  | ({ readonly ok: true; readonly text: string; readonly source: string | null } & EffectSpec)
  | {
      readonly ok: false;
      readonly text: string;
      readonly source: string | null;
      readonly code: string;
      readonly reason: string;
      readonly words: string;
    };

export function answer(request: ReadRequest, catalog: TypeCatalog): ReadAnswer {
  const base = { text: request.text, source: request.source };
  // the choice filled in first, as a scenario's effect is read (scenario.ts): "are the chosen color" → "are blue"
  const choices = request.choices ?? {};
  const wording = withChoice(request.text, request.chosen ?? choices.type, catalog, choices);
  if (!wording.ok) {
    const message = `${wording.error.message} (give it with --chosen, or "chosen" in a --batch line)`;
    return refused(base, { code: wording.error.code, message });
  }
  const options = choices.name === undefined ? request.options : { ...request.options, chosenName: choices.name };
  const read = parseEffectText(wording.value, request.source, catalog, options);
  return read.ok ? { ok: true, ...base, ...read.value } : refused(base, read.error);
}

const refused = (base: { text: string; source: string | null }, problem: Problem): ReadAnswer => ({
  ok: false,
  ...base,
  code: problem.code,
  reason: problem.message,
  words: problem.at ?? '',
});

/** {"X": 3}: whole numbers by the words the wording counts; anything else is a usage error naming the flag. */
function readValues(raw: string | true | undefined): Record<string, number> | undefined {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  const values = readLineSchema.shape.values.safeParse(parsed);
  if (!values.success || values.data === undefined)
    throw new UsageError('--values takes a JSON object of whole numbers, e.g. --values \'{"X": 3}\'');
  return values.data;
}

/** --target-player: whom "target player" names, "you" or "opponent" as the effect's controller sees it. */
function readTargetPlayer(raw: string | true | undefined): Player | undefined {
  if (raw === undefined) return undefined;
  const player = readLineSchema.shape.targetPlayer.safeParse(raw);
  if (!player.success || !player.data) throw new UsageError('--target-player takes "you" or "opponent"');
  return player.data;
}

/**
 * One line of --batch: a sentence, or an object read by readLineSchema; a bad one is named with its line and field.
 * An object opens with `{"` or `{}`; Oracle wording may open with a symbol instead ("{T}: Add {G}.", 107.4, 107.5).
 */
function requestOfLine(line: string, number: number): ReadRequest | string {
  if (!/^\s*\{\s*(?:"|\}|$)/.test(line)) return { text: line, source: null, options: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (error) {
    return `line ${number}: not JSON (${(error as Error).message})`;
  }
  const read = readShape(readLineSchema, raw, '');
  if (!read.ok) return `line ${number}: ${read.error.message}`;
  const { text, source, chosen, choices, conditionHolds, values, targetPlayer } = read.value;
  return {
    text,
    source: source ?? null,
    options: {
      conditionHolds: conditionHolds === true,
      ...(targetPlayer ? { targetPlayer } : {}),
      ...(values === undefined ? {} : { values }),
    },
    ...(chosen === undefined ? {} : { chosen }),
    ...(choices === undefined ? {} : { choices }),
  };
}

function describe(answerOf: ReadAnswer): string {
  if (!answerOf.ok) return answerOf.reason;
  const lines = [`read: ${answerOf.summary}`];
  for (const shot of answerOf.oneShot ?? []) lines.push(`  one-shot, not simulated: ${shot}`);
  for (const effect of answerOf.rulesEffects ?? []) lines.push(`  changes no characteristic, not in the layers: ${effect}`);
  for (const { line, what } of answerOf.setAside ?? []) lines.push(`  set aside, ${what}: ${line}`);
  for (const needed of answerOf.needs ?? []) lines.push(`  needs a value unless counted on the board: "${needed}" (give it in "values")`);
  return lines.join('\n');
}

export const readEffectCommand = defineCommand({
  usage:
    'read-effect "<text>" [--source NAME] [--condition-holds] [--values JSON] [--chosen WORD] [--target-player WHO] ' +
    '[--json] [--verbose] | read-effect --batch',
  summary: 'read Oracle wording into the effect the simulator applies, or say in one line what is not understood',
  async run(call, io) {
    const { positionals, flags } = call;
    const catalog = await loadCatalog(io);
    if (flags.has('batch')) {
      if (positionals.length > 0) throw new UsageError('--batch reads standard input; give no text');
      const lines = (await io.readStdin()).split(/\r?\n/);
      if (lines.at(-1) === '') lines.pop();
      for (const [index, line] of lines.entries()) {
        const request = requestOfLine(line, index + 1);
        const out = typeof request === 'string' ? { ok: false, text: line, code: 'bad-line', reason: request } : answer(request, catalog);
        io.stdout(`${JSON.stringify(out)}\n`);
      }
      return 0;
    }
    if (positionals.length === 0) throw new UsageError('give the effect wording, in quotes (or --batch)');
    const source = flags.get('source');
    const values = readValues(flags.get('values'));
    const chosen = flags.get('chosen');
    const targetPlayer = readTargetPlayer(flags.get('target-player'));
    const request: ReadRequest = {
      text: positionals.join(' '),
      source: typeof source === 'string' ? source : null,
      options: {
        conditionHolds: flags.has('condition-holds'),
        ...(values === undefined ? {} : { values }),
        ...(targetPlayer === undefined ? {} : { targetPlayer }),
      },
      ...(typeof chosen === 'string' ? { chosen } : {}),
    };
    const result = answer(request, catalog);
    if (call.json) writeJson(io, result);
    else io.stdout(`${describe(result)}\n`);
    if (!result.ok && flags.has('verbose')) {
      const forms = `Forms understood:\n${understoodForms.map((form) => `  ${form}`).join('\n')}\n`;
      if (call.json) io.stderr(forms);
      else io.stdout(forms);
    }
    return result.ok ? 0 : 1;
  },
});
