// The renderer's browser-mode client (renderer/src/api/http.ts) against the real server: a newer search cancels the one still in flight.
import { describe, expect, it } from 'vitest';
import { createHttpApi } from '../../renderer/src/api/http.ts';
import { useStubServer } from './stubServer.ts';

const stub = useStubServer();

describe('createHttpApi search', () => {
  it('answers a search', async () => {
    const api = createHttpApi(stub.server.url.replace(/\/$/, ''));
    expect(await api.search({ query: 'trample' })).toMatchObject({ ok: true, value: { query: 'trample' } });
  });

  it('cancels the search still in flight when a newer one starts', async () => {
    const api = createHttpApi(stub.server.url.replace(/\/$/, ''));
    const older = api.search({ query: 'slow' });
    await expect.poll(() => stub.calls.includes('search:slow')).toBe(true);
    const newer = api.search({ query: 'layers' });
    expect(await older).toEqual({ ok: false, error: { code: 'superseded', message: 'A newer search replaced this one.' } });
    stub.releaseSlow();
    expect(await newer).toMatchObject({ ok: true, value: { query: 'layers' } });
  });

  it('keeps other calls independent of searches, and says when the server is gone', async () => {
    const api = createHttpApi(stub.server.url.replace(/\/$/, ''));
    const [a, b] = await Promise.all([api.rule({ number: '704.5j' }), api.search({ query: 'legend' })]);
    expect(a.ok && b.ok).toBe(true);
    const offline = await createHttpApi('http://127.0.0.1:1').search({ query: 'legend' });
    expect(offline).toMatchObject({ ok: false, error: { code: 'offline' } });
  });
});
