// The renderer's browser-mode client (renderer/src/api/http.ts) against the real server: a newer search cancels the one still in flight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../core/contract.ts';
import type { ApiHandler } from '../api/apiHandler.ts';
import { startBrowserServer, type BrowserServer } from './server.ts';
import { createHttpApi } from '../../renderer/src/api/http.ts';

// Answers every search with its own query; "slow" waits until released, as a long search would.
const calls: string[] = [];
let releaseSlow: () => void = () => {};
const handler: ApiHandler = {
  async call(method, input) {
    const query = (input as { query: string }).query;
    calls.push(`${method}:${query}`);
    if (query === 'slow') await new Promise<void>((resolve) => (releaseSlow = resolve));
    return { ok: true, value: { query, elapsedMs: 0, results: [] } } as ApiResult<unknown>;
  },
};

let server: BrowserServer;
beforeAll(async () => {
  server = await startBrowserServer({ handler, staticRoot: '/nonexistent', port: 0 });
});
afterAll(async () => {
  releaseSlow();
  await server.close();
});

describe('createHttpApi search', () => {
  it('answers a search', async () => {
    const api = createHttpApi(server.url.replace(/\/$/, ''));
    expect(await api.search({ query: 'trample' })).toMatchObject({ ok: true, value: { query: 'trample' } });
  });

  it('cancels the search still in flight when a newer one starts', async () => {
    const api = createHttpApi(server.url.replace(/\/$/, ''));
    const older = api.search({ query: 'slow' });
    await expect.poll(() => calls.includes('search:slow')).toBe(true);
    const newer = api.search({ query: 'layers' });
    expect(await older).toEqual({ ok: false, error: { code: 'superseded', message: 'A newer search replaced this one.' } });
    releaseSlow();
    expect(await newer).toMatchObject({ ok: true, value: { query: 'layers' } });
  });

  it('keeps other calls independent of searches, and says when the server is gone', async () => {
    const api = createHttpApi(server.url.replace(/\/$/, ''));
    const [a, b] = await Promise.all([api.rule({ number: '704.5j' }), api.search({ query: 'legend' })]);
    expect(a.ok && b.ok).toBe(true);
    const offline = await createHttpApi('http://127.0.0.1:1').search({ query: 'legend' });
    expect(offline).toMatchObject({ ok: false, error: { code: 'offline' } });
  });
});
