// IPC for the contract: one channel per ArbiterApi method, answered by the same handler as browser mode.
// Pure: main.ts registers these with ipcMain; tests call them with plain objects in place of Electron's event.
import { apiMethods, type ApiResult, type ImportProgress } from '../../core/contract.ts';
import type { ApiHandler } from '../api/apiHandler.ts';
import { channelFor, progressChannel, type IpcEnvelope } from '../preload/channels.ts';
import { isAppUrl } from './window.ts';

/** What the dispatcher needs from Electron's IpcMainInvokeEvent. */
export interface IpcCall {
  /** URL of the frame that sent the message (event.senderFrame.url); null when the frame is gone. */
  readonly senderUrl: string | null;
  /** True when the sender is the window's top frame, not an iframe. */
  readonly isMainFrame: boolean;
  readonly send: (channel: string, ...args: unknown[]) => void;
}

export type IpcListener = (call: IpcCall, envelope: unknown) => Promise<ApiResult<unknown>>;

const refuse = (code: string, message: string): ApiResult<never> => ({ ok: false, error: { code, message } });

function isEnvelope(value: unknown): value is IpcEnvelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  if (!keys.every((key) => key === 'input' || key === 'progressId')) return false;
  const progressId = (value as { progressId?: unknown }).progressId;
  return progressId === undefined || (typeof progressId === 'string' && progressId.length <= 64);
}

/**
 * One listener per method. Each checks that the message comes from the app's own page in the top frame
 * before the handler sees it (the handler validates the input with the browser-mode schemas).
 */
export function createIpcListeners(handler: ApiHandler, rendererDir: string): ReadonlyMap<string, IpcListener> {
  const listeners = new Map<string, IpcListener>();
  for (const method of apiMethods) {
    listeners.set(channelFor(method), async (call, envelope) => {
      if (call.senderUrl === null || !call.isMainFrame || !isAppUrl(call.senderUrl, rendererDir)) {
        return refuse('forbidden-sender', `${method}: refused a call from ${call.senderUrl ?? 'an unknown frame'}`);
      }
      if (!isEnvelope(envelope)) return refuse('bad-request', `${method}: the message is not { input, progressId? }`);
      const { progressId } = envelope;
      const onProgress =
        progressId === undefined ? undefined : (progress: ImportProgress) => call.send(progressChannel, progressId, progress);
      return handler.call(method, envelope.input, onProgress);
    });
  }
  return listeners;
}
