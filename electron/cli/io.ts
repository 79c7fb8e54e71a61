/** What a CLI command may touch: injected so commands run in-process in tests. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** The whole of standard input, read on demand. */
  readonly readStdin: () => Promise<string>;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
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

/** Splits argv into positionals and flags; `--flag value` for flags in `valued`, `--flag` otherwise. */
export function parseArgs(
  args: readonly string[],
  spec: { readonly valued?: readonly string[]; readonly boolean?: readonly string[] },
): { positionals: string[]; flags: Map<string, string | true> } {
  const valued = new Set(spec.valued ?? []);
  const booleans = new Set(spec.boolean ?? []);
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (arg.startsWith('--') && arg.length > 2) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (valued.has(name)) {
        const value = inline ?? args[++i];
        if (value === undefined) throw new UsageError(`--${name} needs a value`);
        flags.set(name, value);
      } else if (booleans.has(name) && inline === undefined) {
        flags.set(name, true);
      } else {
        throw new UsageError(`unknown option --${name}`);
      }
    } else {
      positionals.push(arg);
    }
  }
  return { positionals, flags };
}

export function writeJson(io: CliIo, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}
