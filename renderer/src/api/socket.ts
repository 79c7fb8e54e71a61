// Browser mode's WebSocket channel (electron/server/webSocket.ts) for the calls made on every keystroke: one
// message each way instead of an HTTP request. While it is not open, callers post over HTTP instead.
import type { ApiResult } from '../../../core/contract.ts';

export interface SocketChannel {
  readonly isOpen: boolean;
  /** The answer over the socket, or undefined when it is not open (the caller then uses HTTP). */
  call<T>(method: string, input: unknown, signal?: AbortSignal): Promise<ApiResult<T>> | undefined;
  close(): void;
}

const failure = (code: string, message: string): ApiResult<never> => ({ ok: false, error: { code, message } });

/** ws://host/api/ws for an HTTP base ("" is the page's own server). */
export function socketUrlOf(base: string, page: { readonly protocol: string; readonly host: string } | undefined): string {
  if (base !== '') return `${base.replace(/^http/, 'ws').replace(/\/$/, '')}/api/ws`;
  return `${page?.protocol === 'https:' ? 'wss:' : 'ws:'}//${page?.host ?? '127.0.0.1'}/api/ws`;
}

/** Connects now and again after a drop (every 2 s), so the first keystroke finds the socket open. */
export function openSocketChannel(url: string): SocketChannel {
  let socket: WebSocket | undefined;
  let closed = false;
  let nextId = 1;
  const pending = new Map<number, (result: ApiResult<never>) => void>();

  function connect(): void {
    const candidate = new WebSocket(url);
    candidate.onopen = () => {
      socket = candidate;
    };
    candidate.onmessage = (event: MessageEvent) => {
      const { id, result } = JSON.parse(String(event.data)) as { id: number; result: ApiResult<never> };
      pending.get(id)?.(result);
      pending.delete(id);
    };
    candidate.onclose = () => {
      if (socket === candidate) socket = undefined;
      for (const resolve of pending.values())
        resolve(failure('offline', 'The Arbiter server closed the connection. Is "npm run serve" still running?'));
      pending.clear();
      // unref: under Node (tests, tools) a retry timer must not keep the process alive.
      if (!closed) (setTimeout(connect, 2000) as { unref?: () => void }).unref?.();
    };
  }
  connect();

  return {
    get isOpen() {
      return socket !== undefined && socket.readyState === WebSocket.OPEN;
    },
    call<T>(method: string, input: unknown, signal?: AbortSignal): Promise<ApiResult<T>> | undefined {
      if (socket === undefined || socket.readyState !== WebSocket.OPEN) return undefined;
      const id = nextId++;
      const answer = new Promise<ApiResult<T>>((resolve) => {
        pending.set(id, resolve as (result: ApiResult<never>) => void);
        signal?.addEventListener('abort', () => {
          if (pending.delete(id)) resolve(failure('superseded', 'A newer search replaced this one.'));
        });
      });
      socket.send(JSON.stringify({ id, method, input }));
      return answer;
    },
    close() {
      closed = true;
      socket?.close();
    },
  };
}
