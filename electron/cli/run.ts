import { commands } from './commands.ts';
import { type CliIo, type ExitCode, UsageError } from './io.ts';

function help(): string {
  const width = Math.max(...commands.map((c) => c.usage.length), 10);
  const lines = commands.map((c) => `  arbiter ${c.usage.padEnd(width)}  ${c.summary}`);
  return `Usage:\n${lines.join('\n')}\n\nAdd --json for one JSON document on stdout.\n`;
}

/** Runs one CLI invocation; never throws: failures become a message on stderr and an exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    (name === undefined ? io.stderr : io.stdout)(help());
    return name === undefined ? 2 : 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr(`arbiter: unknown command "${name}"\n${help()}`);
    return 2;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`arbiter ${name}: ${error.message}\nusage: arbiter ${command.usage}\n`);
      return 2;
    }
    io.stderr(`arbiter ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}
