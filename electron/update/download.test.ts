import { describe, expect, it } from 'vitest';
import { download } from './download.ts';

describe('download failures without a server', () => {
  it('names the cause when fetch refuses the address itself', async () => {
    const result = await download(new URL('http://127.0.0.1:1/en/rules'));
    expect(result.ok ? 'ok' : result.error.code).toBe('offline');
    if (!result.ok) expect(result.error.message).toBe('Could not reach 127.0.0.1:1: fetch failed (bad port). Nothing was changed.');
  });

  it('reports a name that does not resolve as being offline', async () => {
    const result = await download(new URL('http://rules.arbiter.invalid/'), { timeoutMs: 5_000 });
    expect(result.ok ? 'ok' : result.error.code).toBe('offline');
    if (!result.ok)
      expect(result.error.message).toMatch(/^Could not reach rules\.arbiter\.invalid \((ENOTFOUND|EAI_AGAIN)\); you seem to be offline/);
  });
});
