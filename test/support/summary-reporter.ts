import type { Reporter, TestCase, TestModule } from 'vitest/node';

/** A skipped test's full name: its suites' names carry the reason and what to install (see skip.ts). */
function fullName(test: TestCase): string {
  const names: string[] = [test.name];
  for (let parent = test.parent; parent.type === 'suite'; parent = parent.parent) names.unshift(parent.name);
  return `${test.module.moduleId.replace(`${process.cwd()}/`, '')} > ${names.join(' > ')}`;
}

/**
 * Lists every skipped test with why, then prints one closing line, "Tests: N passed, N failed, N skipped", that CI
 * reads in any language.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    const skipped: string[] = [];
    for (const module of testModules) {
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped.push(fullName(test));
      }
    }
    const list = skipped.length === 0 ? '' : `\nSkipped, and why:\n${skipped.map((name) => `  ${name}\n`).join('')}`;
    process.stdout.write(`${list}\nTests: ${passed} passed, ${failed} failed, ${skipped.length} skipped\n`);
  }
}
