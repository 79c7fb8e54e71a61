import { simulateCommand } from './commands/simulate.ts';
import { subtypeCommand } from './commands/subtype.ts';
import { typeLineCommand } from './commands/type-line.ts';
import { typesCommand } from './commands/types.ts';
import type { CliCommand } from './io.ts';

/** Every CLI command, in the order the help lists them. Each lives in its own module under commands/. */
export const commands: readonly CliCommand[] = [
  typesCommand,
  typeLineCommand,
  subtypeCommand,
  simulateCommand,
];
