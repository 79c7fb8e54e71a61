import type { CliCommand } from './io.ts';

/** Every CLI command, in the order the help lists them. Each lives in its own module under commands/. */
export const commands: readonly CliCommand[] = [];
