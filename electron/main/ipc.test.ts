import { describe, expect, it } from 'vitest';
import { apiMethods, type ApiResult, type ImportProgress } from '../../core/contract.ts';
import type { ApiHandler } from '../api/apiHandler.ts';
import { channelFor, progressChannel } from '../preload/channels.ts';
import { createIpcListeners, type IpcCall } from './ipc.ts';
import { appPageUrl } from './window.ts';

const rendererDir = '/opt/Arbiter/resources/app/dist/renderer';
const appUrl = `${appPageUrl(rendererDir).href}#/search`;

/** A handler that records what reached it and reports progress once, so tests see what the guard let through. */
function recordingHandler() {
  const calls: { method: string; input: unknown }[] = [];
  const handler: ApiHandler = {
    async call(method, input, onProgress) {
      calls.push({ method, input });
      onProgress?.({ phase: 'parsing', fraction: 0.5 });
      return { ok: true, value: { echoed: input } };
    },
  };
  return { calls, handler };
}

function caller(senderUrl: string | null, isMainFrame = true) {
  const sent: unknown[][] = [];
  const call: IpcCall = { senderUrl, isMainFrame, send: (...args) => sent.push(args) };
  return { call, sent };
}

describe('IPC listeners', () => {
  it('exist for exactly the contract methods', () => {
    const listeners = createIpcListeners(recordingHandler().handler, rendererDir);
    expect([...listeners.keys()].sort()).toEqual(apiMethods.map((m) => `arbiter:${m}`).sort());
  });

  it('pass calls from the app page to the handler', async () => {
    const { calls, handler } = recordingHandler();
    const listener = createIpcListeners(handler, rendererDir).get(channelFor('search'))!;
    const result = await listener(caller(appUrl).call, { input: { query: 'trample' } });
    expect(result).toEqual({ ok: true, value: { echoed: { query: 'trample' } } });
    expect(calls).toEqual([{ method: 'search', input: { query: 'trample' } }]);
  });

  it('refuse foreign senders, subframes and unknown frames before the handler sees anything', async () => {
    const { calls, handler } = recordingHandler();
    const listener = createIpcListeners(handler, rendererDir).get(channelFor('removeSource'))!;
    const refused: ApiResult<unknown>[] = [];
    for (const [url, main] of [
      ['https://evil.example/index.html', true],
      ['file:///tmp/downloaded.html', true],
      ['http://127.0.0.1:8080/', true],
      [appUrl, false],
      [null, true],
    ] as const) {
      refused.push(await listener(caller(url, main).call, { input: { id: 1 } }));
    }
    expect(refused.every((r) => !r.ok && r.error.code === 'forbidden-sender')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('refuse messages that are not an envelope', async () => {
    const { calls, handler } = recordingHandler();
    const listener = createIpcListeners(handler, rendererDir).get(channelFor('rule'))!;
    for (const bad of [null, 'rule 704', [1], { input: {}, extra: 1 }, { progressId: 7 }, { progressId: 'x'.repeat(65) }]) {
      const result = await listener(caller(appUrl).call, bad);
      expect(result.ok ? 'ok' : result.error.code).toBe('bad-request');
    }
    expect(calls).toEqual([]);
  });

  it('forward progress to the sender tagged with the request id', async () => {
    const { handler } = recordingHandler();
    const listener = createIpcListeners(handler, rendererDir).get(channelFor('importDocument'))!;
    const { call, sent } = caller(appUrl);
    await listener(call, { input: { fileName: 'cr.txt', content: new Uint8Array([1]) }, progressId: 'p1' });
    const progress: ImportProgress = { phase: 'parsing', fraction: 0.5 };
    expect(sent).toEqual([[progressChannel, 'p1', progress]]);
  });

  it('send no progress when none was asked for', async () => {
    const { handler } = recordingHandler();
    const { call, sent } = caller(appUrl);
    await createIpcListeners(handler, rendererDir).get(channelFor('importDocument'))!(call, { input: {} });
    expect(sent).toEqual([]);
  });
});
