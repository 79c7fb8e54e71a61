// `arbiter read-effect "<text>"`: what the effect reader makes of Oracle wording, or why it refuses; `--batch` reads
// one sentence (or one JSON object {"text", "source", …}) per stdin line and answers one JSON line each, in order.
import { parseEffectText, understoodForms } from '../../../core/engine/index.ts';
import type { ReadOptions } from '../../../core/engine/reader/index.ts';
import type { EffectSpec } from '../../../core/engine/model.ts';
import type { Problem } from '../../../core/result.ts';
import type { TypeCatalog } from '../../../core/types/model.ts';
import { loadCatalog } from '../catalog.ts';
import { defineCommand, UsageError, writeJson } from '../io.ts';

export interface ReadRequest {
  readonly text: string;
  readonly source: string | null;
  readonly options: ReadOptions;
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
  const read = parseEffectText(request.text, request.source, catalog, request.options);
  const base = { text: request.text, source: request.source };
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
  const valid =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && Object.values(parsed).every((v) => Number.isInteger(v));
  if (!valid) throw new UsageError('--values takes a JSON object of whole numbers, e.g. --values \'{"X": 3}\'');
  return parsed as Record<string, number>;
}

/** One line of --batch: a sentence, or {"text", "source"?, "conditionHolds"?, "values"?}. */
function requestOfLine(line: string, number: number): ReadRequest | string {
  if (!line.trimStart().startsWith('{')) return { text: line, source: null, options: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (error) {
    return `line ${number}: not JSON (${(error as Error).message})`;
  }
  const record = raw as Record<string, unknown>;
  if (typeof raw !== 'object' || raw === null || typeof record['text'] !== 'string') return `line ${number}: "text" must be a string`;
  if (record['source'] !== undefined && record['source'] !== null && typeof record['source'] !== 'string')
    return `line ${number}: "source" must be a string`;
  const values = record['values'];
  if (values !== undefined && (typeof values !== 'object' || values === null || !Object.values(values).every((v) => Number.isInteger(v))))
    return `line ${number}: "values" must be an object of whole numbers`;
  return {
    text: record['text'],
    source: (record['source'] as string | undefined) ?? null,
    options: {
      conditionHolds: record['conditionHolds'] === true,
      ...(record['targetPlayer'] === 'you' || record['targetPlayer'] === 'opponent' ? { targetPlayer: record['targetPlayer'] } : {}),
      ...(values === undefined ? {} : { values: values as Record<string, number> }),
    },
  };
}

function describe(answerOf: ReadAnswer): string {
  if (!answerOf.ok) return answerOf.reason;
  const lines = [`read: ${answerOf.summary}`];
  for (const shot of answerOf.oneShot ?? []) lines.push(`  one-shot, not simulated: ${shot}`);
  for (const effect of answerOf.rulesEffects ?? []) lines.push(`  changes no characteristic, not in the layers: ${effect}`);
  for (const needed of answerOf.needs ?? []) lines.push(`  needs a value unless counted on the board: "${needed}" (give it in "values")`);
  return lines.join('\n');
}

export const readEffectCommand = defineCommand({
  usage: 'read-effect "<text>" [--source NAME] [--condition-holds] [--values JSON] [--json] [--verbose] | read-effect --batch',
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
    const request: ReadRequest = {
      text: positionals.join(' '),
      source: typeof source === 'string' ? source : null,
      options: { conditionHolds: flags.has('condition-holds'), ...(values === undefined ? {} : { values }) },
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
