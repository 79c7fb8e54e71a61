// For the update tests: the rules site started before a file's tests and closed after them, with a scratch folder.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startRulesSite, type RulesSite } from './rulesSite.ts';

/** fixtures/tiny-cr.txt: a CR of a few rules, effective May 1, 2026. */
export const tinyCr = new Uint8Array(readFileSync(new URL('./fixtures/tiny-cr.txt', import.meta.url)));

export interface ServedRules {
  /** The site; read it inside a test or hook (it starts in beforeAll). */
  readonly site: RulesSite;
  /** A folder of the file's own, removed after its tests. */
  readonly scratch: string;
}

/** Registers the hooks that start the site serving `rulesText` and clean up after the calling file's tests. */
export function serveRulesDuringTests(rulesText: Uint8Array = tinyCr): ServedRules {
  const scratch = mkdtempSync(join(tmpdir(), 'arbiter-update-'));
  let site: RulesSite | undefined;
  beforeAll(async () => {
    site = await startRulesSite(rulesText);
  });
  afterAll(async () => {
    await site?.close();
    rmSync(scratch, { recursive: true, force: true });
  });
  return {
    get site(): RulesSite {
      if (site === undefined) throw new Error('the rules site starts in beforeAll: read it inside a test');
      return site;
    },
    scratch,
  };
}
