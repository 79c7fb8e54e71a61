import { describe, expect, it } from 'vitest';
import { apiMethods, type ImportProgress } from '../../core/contract.ts';
import { createBridge, type RendererIpc } from './bridge.ts';
import { progressChannel, type IpcEnvelope } from './channels.ts';

type Listener = (event: unknown, ...args: unknown[]) => void;

/** An in-memory ipcRenderer whose invoke answers through `answer`, so the bridge is exercised without Electron. */
function fakeIpc(answer: (channel: string, envelope: IpcEnvelope, emit: (...args: unknown[]) => void) => Promise<unknown>) {
  const listeners = new Map<string, Set<Listener>>();
  const invoked: { channel: string; envelope: IpcEnvelope }[] = [];
  const emit = (...args: unknown[]) => listeners.get(progressChannel)?.forEach((l) => l({}, ...args));
  const ipc: RendererIpc = {
    invoke: (channel, envelope) => {
      invoked.push({ channel, envelope });
      return answer(channel, envelope, emit);
    },
    on: (channel, listener) => void (listeners.get(channel) ?? listeners.set(channel, new Set()).get(channel)!).add(listener),
    removeListener: (channel, listener) => void listeners.get(channel)?.delete(listener),
  };
  return { ipc, invoked, listenerCount: () => listeners.get(progressChannel)?.size ?? 0 };
}

describe('preload bridge', () => {
  it('exposes exactly the contract methods, frozen', () => {
    const bridge = createBridge(fakeIpc(async () => ({ ok: true, value: null })).ipc, () => 'id');
    expect(Object.keys(bridge).sort()).toEqual([...apiMethods].sort());
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('invokes arbiter:<method> with the input', async () => {
    const { ipc, invoked } = fakeIpc(async () => ({ ok: true, value: [] }));
    const bridge = createBridge(ipc, () => 'id');
    expect(await bridge.sources()).toEqual({ ok: true, value: [] });
    await bridge.search({ query: 'legend rule' });
    expect(invoked).toEqual([
      { channel: 'arbiter:sources', envelope: { input: undefined } },
      { channel: 'arbiter:search', envelope: { input: { query: 'legend rule' } } },
    ]);
  });

  it('delivers only its own progress events and stops listening afterwards', async () => {
    const { ipc, listenerCount } = fakeIpc(async (_channel, envelope, emit) => {
      emit('someone-else', { phase: 'storing', fraction: 0.9 });
      emit(envelope.progressId, { phase: 'parsing', fraction: 0.25 });
      emit(envelope.progressId, { phase: 'done', fraction: 1 });
      return { ok: true, value: 'summary' };
    });
    const seen: ImportProgress[] = [];
    const result = await createBridge(ipc, () => 'mine').importDocument({ fileName: 'cr.txt', content: new Uint8Array([65]) }, (p) =>
      seen.push(p),
    );
    expect(result).toEqual({ ok: true, value: 'summary' });
    expect(seen).toEqual([
      { phase: 'parsing', fraction: 0.25 },
      { phase: 'done', fraction: 1 },
    ]);
    expect(listenerCount()).toBe(0);
  });

  it('turns a rejected invoke or a missing answer into an error result', async () => {
    const rejecting = createBridge(fakeIpc(async () => Promise.reject(new Error('window closing'))).ipc, () => 'id');
    expect(await rejecting.types()).toEqual({ ok: false, error: { code: 'ipc', message: 'types: window closing' } });
    const silent = createBridge(fakeIpc(async () => undefined).ipc, () => 'id');
    const answer = await silent.sources();
    expect(answer.ok ? 'ok' : answer.error.code).toBe('ipc');
  });
});
