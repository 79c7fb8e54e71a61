import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSources, openDatabase } from '../../db/service.ts';
import { serveRulesDuringTests } from '../../../test/shell/servedRules.ts';
import { runCaptured } from './captureCli.ts';

const served = serveRulesDuringTests();

const cli = (env: Record<string, string>, ...argv: string[]) => runCaptured(['update', ...argv], { env, cwd: served.scratch });

describe('arbiter update', () => {
  it('imports the current rules, then says they are up to date', async () => {
    const first = await cli({}, '--page', `${served.site.origin}/en/rules`, '--allow-host', served.site.host, '--db', 'a.db');
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toMatch(/^Imported Magic: The Gathering Comprehensive Rules, effective 2026-05-01: \d+ rules/);
    expect(first.stderr).toContain('downloading 100%');
    expect(first.stderr).toMatch(/verified MagicCompRules 20260501\.txt: \d+ bytes, effective 2026-05-01, SHA-256 [0-9a-f]{64}\n/);
    const again = await cli(
      { ARBITER_DB: 'a.db', ARBITER_RULES_PAGE: `${served.site.origin}/en/rules`, ARBITER_ALLOW_HOSTS: served.site.host },
      '--json',
    );
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ ok: true, status: 'up-to-date' });
    const db = openDatabase(join(served.scratch, 'a.db'));
    expect(listSources(db)).toHaveLength(1);
    db.close();
  });

  it('exits 2 with the reason on stderr and one JSON document on stdout when the update fails', async () => {
    const failed = await cli(
      {},
      '--page',
      `${served.site.origin}/truncated-link`,
      '--allow-host',
      served.site.host,
      '--db',
      'b.db',
      '--json',
    );
    expect(failed.code).toBe(2);
    expect(JSON.parse(failed.stdout)).toMatchObject({ ok: false, error: { code: 'truncated' } });
    expect(failed.stderr).toMatch(/stopped after \d+ bytes/);
    const db = openDatabase(join(served.scratch, 'b.db'));
    expect(listSources(db)).toEqual([]);
    db.close();
  });

  it('refuses a page on another host unless --allow-host names it, before asking it anything', async () => {
    const { code, stderr } = await cli({}, '--page', `${served.site.origin}/en/rules`, '--db', 'c.db');
    expect(code).toBe(2);
    expect(stderr).toMatch(/^arbiter update: Refused the rules page http:\/\/127\.0\.0\.1:\d+\/en\/rules: .*--allow-host/);
  });

  it('refuses stray arguments', async () => {
    const { code, stderr } = await cli({}, 'now');
    expect(code).toBe(2);
    expect(stderr).toContain('unexpected argument "now"');
  });
});
