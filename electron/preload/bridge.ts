// The object the preload exposes as window.arbiter: exactly the contract's methods, each one ipcRenderer.invoke
// on its own channel. Pure (Electron's ipcRenderer is passed in) so it is tested in Node.
import { apiMethods, type ApiResult, type ArbiterApi, type ImportProgress } from '../../core/contract.ts';
import { channelFor, progressChannel, type IpcEnvelope } from './channels.ts';

/** The part of Electron's ipcRenderer the bridge uses. */
export interface RendererIpc {
  invoke(channel: string, envelope: IpcEnvelope): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void;
}

type BridgeMethod = (input?: unknown, onProgress?: (progress: ImportProgress) => void) => Promise<ApiResult<unknown>>;

function asResult(value: unknown): ApiResult<unknown> {
  if (typeof value === 'object' && value !== null && 'ok' in value) return value as ApiResult<unknown>;
  return { ok: false, error: { code: 'ipc', message: 'the main process sent no answer' } };
}

export function createBridge(ipc: RendererIpc, newId: () => string): ArbiterApi {
  const call =
    (method: (typeof apiMethods)[number]): BridgeMethod =>
    async (input, onProgress) => {
      const channel = channelFor(method);
      try {
        if (typeof onProgress !== 'function') return asResult(await ipc.invoke(channel, { input }));
        const progressId = newId();
        const listener = (_event: unknown, id: unknown, progress: unknown): void => {
          if (id === progressId) onProgress(progress as ImportProgress);
        };
        ipc.on(progressChannel, listener);
        try {
          return asResult(await ipc.invoke(channel, { input, progressId }));
        } finally {
          ipc.removeListener(progressChannel, listener);
        }
      } catch (error) {
        // Electron rejects invoke when the main side throws or the window is closing; the contract never throws.
        return { ok: false, error: { code: 'ipc', message: `${method}: ${error instanceof Error ? error.message : String(error)}` } };
      }
    };
  const bridge: Record<string, BridgeMethod> = {};
  for (const method of apiMethods) bridge[method] = call(method);
  return Object.freeze(bridge) as unknown as ArbiterApi;
}
