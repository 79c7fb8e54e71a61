import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeUnless, skipNotice } from './skip.ts';
import { sharedBlocker, sharedRoot } from './shared.ts';

const blocker = 'no Chromium at /nowhere; apt-get install chromium';

/** Records what would be declared, instead of declaring suites inside a test. */
function recordingDescribe(): { declared: string[]; declare: Parameters<typeof describeUnless>[1] } {
  const declared: string[] = [];
  const declare = Object.assign((name: string, body: () => void) => (declared.push(name), body()), {
    skip: ((name: string) => declared.push(`skip ${name}`)) as unknown as typeof describe.skip,
  });
  return { declared, declare };
}

describe('skipped suites say why', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints the suite, the reason and what to install, names the skipped suite so, and never runs the body', () => {
    const printed: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (printed.push(String(chunk)), true));
    const { declared, declare } = recordingDescribe();
    const body = vi.fn();
    describeUnless(blocker, declare)('browser suite', body);
    expect(body).not.toHaveBeenCalled();
    expect(printed).toEqual([skipNotice('browser suite', blocker)]);
    expect(printed[0]).toBe('skipped: browser suite: no Chromium at /nowhere; apt-get install chromium\n');
    expect(declared).toEqual([`skip browser suite [skipped: ${blocker}]`]);
  });

  it('runs the body when nothing blocks it', () => {
    const { declared, declare } = recordingDescribe();
    const body = vi.fn();
    describeUnless(null, declare)('runnable suite', body);
    expect(body).toHaveBeenCalledOnce();
    expect(declared).toEqual(['runnable suite']);
  });

  it('the shared-data reason names where it looked and how to point at it', () => {
    if (sharedBlocker === null) return; // present here: nothing to explain
    expect(sharedBlocker).toContain(sharedRoot);
    expect(sharedBlocker).toContain('ARBITER_SHARED');
  });
});
