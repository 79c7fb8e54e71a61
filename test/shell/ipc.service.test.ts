// IPC as the renderer sees it, minus Electron: the preload bridge talks to the main-side listeners through an
// in-memory channel, and the listeners answer with browser mode's handler on a real SQLite database.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../core/contract.ts';
import { createApiHandler } from '../../electron/api/handler.ts';
import { openDatabase } from '../../electron/db/service.ts';
import { createIpcListeners } from '../../electron/main/ipc.ts';
import { appPageUrl } from '../../electron/main/window.ts';
import { createBridge, type RendererIpc } from '../../electron/preload/bridge.ts';

const rendererDir = '/opt/Arbiter/resources/app.asar/dist/renderer';
const db = openDatabase(':memory:');
afterAll(() => db.close());
const listeners = createIpcListeners(createApiHandler(db), rendererDir);

/** Wires a bridge to the listeners as if it ran in a page at `senderUrl`. */
function rendererAt(senderUrl: string) {
  const progressListeners = new Set<(event: unknown, ...args: unknown[]) => void>();
  const ipc: RendererIpc = {
    invoke: async (channel, envelope) => {
      const listener = listeners.get(channel);
      if (!listener) throw new Error(`No handler registered for '${channel}'`);
      // Electron copies messages with the structured clone algorithm; so does this.
      const answer = await listener(
        { senderUrl, isMainFrame: true, send: (_channel, ...args) => progressListeners.forEach((l) => l({}, ...structuredClone(args))) },
        structuredClone(envelope),
      );
      return structuredClone(answer);
    },
    on: (_channel, listener) => void progressListeners.add(listener),
    removeListener: (_channel, listener) => void progressListeners.delete(listener),
  };
  let id = 0;
  return createBridge(ipc, () => `req${id++}`);
}

const app = rendererAt(appPageUrl(rendererDir).href);
const rulesText = new Uint8Array(readFileSync(new URL('./fixtures/tiny-cr.txt', import.meta.url)));

describe('IPC on real SQLite', () => {
  it('imports with progress, then lists, searches and reads through window.arbiter', async () => {
    const progress: ImportProgress[] = [];
    const imported = await app.importDocument({ fileName: 'MagicCompRules 20260501.txt', content: rulesText }, (p) => progress.push(p));
    expect(imported.ok && imported.value.source.effectiveDate).toBe('2026-05-01');
    expect(progress.at(-1)?.phase).toBe('done');
    const sources = await app.sources();
    expect(sources.ok && sources.value.map((s) => s.fileName)).toEqual(['MagicCompRules 20260501.txt']);
    const rule = await app.rule({ number: '100.1' });
    expect(rule.ok && rule.value?.children.map((c) => c.number)).toEqual(['100.1a', '100.1b']);
  });

  it('returns bad input as {code, message} after the same schema check as browser mode', async () => {
    const answer = await app.search({ query: 42 } as unknown as { query: string });
    expect(answer).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    if (!answer.ok) expect(answer.error.message).toMatch(/query/);
    const removal = await app.removeSource({ id: -1 });
    expect(removal.ok ? 'ok' : removal.error.code).toBe('bad-request');
  });

  it('refuses a page that is not the app, and its call changes nothing', async () => {
    const intruder = rendererAt('https://evil.example/');
    const before = await app.sources();
    const answer = await intruder.removeSource({ id: 1 });
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(await app.sources()).toEqual(before);
  });
});
