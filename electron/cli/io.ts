import { parseArgs as parseArgsOfNode } from 'node:util';
import type { Database } from '../db/service.ts';
import { databasePath, positiveInteger, withDatabase } from './database.ts';
/** What a CLI command may touch: injected so commands run in-process in tests. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** The whole of standard input, read on demand. */
  readonly readStdin: () => Promise<string>;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
}

/** Bytes read as text: UTF-8, without the byte-order mark Windows editors put at a file's start (TextDecoder drops it). */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

/** A command's exit codes: 0 success, 1 a negative answer (invalid, not found), 2 bad usage or unreadable input. */
export type ExitCode = 0 | 1 | 2;

export interface CliCommand {
  readonly name: string;
  /** One line for the help text: arguments and flags. */
  readonly usage: string;
  readonly summary: string;
  readonly run: (args: readonly string[], io: CliIo) => Promise<ExitCode>;
}

export class UsageError extends Error {}

/** node:util's parser reads "-1/-1" as short options; Arbiter has none, so such an argument is hidden from it, then restored. */
const oneDash = '\u0000';

/** What node:util's parseArgs says, as the CLI says it. */
function usageMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(--[^' =]+)/.exec(message)?.[1] ?? '';
  const code = (error as { code?: string }).code;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${option}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return /argument missing|ambiguous/.test(message) ? `${option} needs a value` : `${option} takes no value`;
  return message;
}

/** Splits argv into positionals and flags with node:util parseArgs: `--flag value` or `--flag=value` for `valued`, else `--flag`. */
export function parseArgs(
  args: readonly string[],
  spec: { readonly valued?: readonly string[]; readonly boolean?: readonly string[] },
): { positionals: string[]; flags: Map<string, string | true> } {
  const options: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const name of spec.valued ?? []) options[name] = { type: 'string' };
  for (const name of spec.boolean ?? []) options[name] = { type: 'boolean' };
  const hidden = args.map((arg) => (/^-[^-]/.test(arg) ? `${oneDash}${arg}` : arg));
  let parsed: ReturnType<typeof parseArgsOfNode>;
  try {
    parsed = parseArgsOfNode({ args: hidden, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(usageMessage(error));
  }
  const restore = (text: string): string => (text.startsWith(oneDash) ? text.slice(1) : text);
  const flags = new Map<string, string | true>();
  for (const [name, value] of Object.entries(parsed.values))
    if (value !== undefined) flags.set(name, typeof value === 'string' ? restore(value) : true);
  return { positionals: parsed.positionals.map(restore), flags };
}

/** One parsed invocation, with what most commands need from it. */
export interface CommandCall {
  readonly positionals: readonly string[];
  readonly flags: ReadonlyMap<string, string | true>;
  /** --json was given. */
  readonly json: boolean;
  /** The database: --db PATH, else ARBITER_DB, else the app's per-user file. */
  readonly databasePath: string;
  /** Runs `body` with the database open; null when `mustExist` and there is no database file yet. */
  withDatabase<T>(body: (db: Database) => T, mustExist?: boolean): T | null;
  /** A --name N option as a positive whole number, or undefined when not given. */
  positiveInteger(name: string): number | undefined;
  /** Says why the command gives up on stderr, as `arbiter <command>: why`, and gives its exit code, 2. */
  fail(why: string): 2;
}

export interface CommandSpec {
  /**
   * The help's line for the command: its name first, then its arguments and options. The options are read from it, so
   * the help and the parser cannot disagree: `--name VALUE` (a capitalised placeholder) takes a value, `--name` is a switch.
   */
  readonly usage: string;
  readonly summary: string;
  /** How many positional arguments it takes, and what to say otherwise; any number when not given. */
  readonly positionals?: { readonly min: number; readonly max: number; readonly otherwise: string };
  readonly run: (call: CommandCall, io: CliIo) => Promise<ExitCode> | ExitCode;
}

/** The options a usage line names, as parseArgs takes them (see CommandSpec.usage). */
export function optionsOfUsage(usage: string): { valued: string[]; boolean: string[] } {
  const valued = new Set<string>();
  const boolean = new Set<string>();
  for (const [, name, placeholder] of usage.matchAll(/--([a-z][a-z-]*)( [A-Z])?/g)) (placeholder ? valued : boolean).add(name!);
  return { valued: [...valued], boolean: [...boolean] };
}

/** A command from its spec: the options parsed, the positionals counted, the database found, all in one place. */
export function defineCommand(spec: CommandSpec): CliCommand {
  const options = optionsOfUsage(spec.usage);
  const name = spec.usage.split(' ')[0]!;
  return {
    name,
    usage: spec.usage,
    summary: spec.summary,
    async run(args, io) {
      const { positionals, flags } = parseArgs(args, options);
      const count = spec.positionals;
      if (count !== undefined && (positionals.length < count.min || positionals.length > count.max)) throw new UsageError(count.otherwise);
      const path = databasePath(flags.get('db'), io);
      return spec.run(
        {
          positionals,
          flags,
          json: flags.has('json'),
          databasePath: path,
          withDatabase: (body, mustExist = true) => withDatabase(path, mustExist, body, io),
          positiveInteger: (option) => positiveInteger(flags.get(option), option),
          fail(why) {
            io.stderr(`arbiter ${name}: ${why}\n`);
            return 2;
          },
        },
        io,
      );
    },
  };
}

export function writeJson(io: CliIo, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}
