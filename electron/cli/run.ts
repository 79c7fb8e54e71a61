import { commands } from './commands.ts';
import { type CliCommand, type CliIo, type ExitCode, UsageError } from './io.ts';

/** Each command's usage line, its summary indented below: readable in a terminal of 80 columns or more. */
function help(): string {
  const lines = commands.map((c) => `  arbiter ${c.usage}\n      ${c.summary}`);
  return `Usage:\n${lines.join('\n')}\n\nAdd --json for one JSON document on stdout; arbiter <command> --help for one command.\n`;
}

const commandHelp = (command: CliCommand): string => `usage: arbiter ${command.usage}\n${command.summary}\n`;
const asksHelp = (arg: string | undefined): boolean => arg === 'help' || arg === '--help' || arg === '-h';

/** Runs one CLI invocation; never throws: failures become a message on stderr and an exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  // "arbiter help search" asks for one command's help, as "arbiter search --help" does.
  const helpFor = asksHelp(argv[0]) ? argv[1] : undefined;
  const [name, ...rest] = helpFor !== undefined ? [helpFor, '--help'] : argv;
  if (name === undefined || asksHelp(name)) {
    (name === undefined ? io.stderr : io.stdout)(help());
    return name === undefined ? 2 : 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr(`arbiter: unknown command "${name}"\n${help()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(commandHelp(command));
    return 0;
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
