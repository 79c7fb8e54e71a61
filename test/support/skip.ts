// Suites that need something this machine may lack (../shared, Chromium, a built file) skip visibly: the suite's name
// carries the reason and what to install, one skipped test stands for it, and the same line is printed when the file
// is collected, so a run's output says what was not tested and how to test it.
import { describe, it } from 'vitest';

/** The line printed for a skipped suite. */
export const skipNotice = (name: string, blocker: string): string => `skipped: ${name}: ${blocker}\n`;

/**
 * `describe` that runs when `blocker` is null, and otherwise never runs the body (it may read files as it collects
 * its tests): it prints why and registers one skipped test saying so.
 */
export function describeUnless(
  blocker: string | null,
  declare: Pick<typeof describe, 'skip'> & ((name: string, body: () => void) => void) = describe,
): (name: string, body: () => void) => void {
  if (blocker === null) return (name, body) => declare(name, body);
  return (name) => {
    process.stderr.write(skipNotice(name, blocker));
    declare.skip(`${name} [skipped: ${blocker}]`, () => it('is not run', () => {}));
  };
}
