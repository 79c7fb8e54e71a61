// IPC channel names shared by the preload and the main process. No imports beyond core: the sandboxed preload
// bundles this file.
import type { apiMethods } from '../../core/contract.ts';

export const channelPrefix = 'arbiter:';
/** Progress events for one importDocument call travel on this channel, tagged with the caller's request id. */
export const progressChannel = 'arbiter:progress';

export function channelFor(method: (typeof apiMethods)[number]): string {
  return `${channelPrefix}${method}`;
}

/** What the preload sends with every call. */
export interface IpcEnvelope {
  readonly input?: unknown;
  /** Set when the caller wants progress events. */
  readonly progressId?: string;
}
