// For tests of the browser-mode clients: the real server over a stub API that answers each call with its method and
// query, and records it; a search for "slow" waits until released, as a long search would.
import { afterAll, beforeAll } from 'vitest';
import type { ApiResult } from '../../core/contract.ts';
import type { ApiHandler } from '../api/apiHandler.ts';
import { startBrowserServer, type BrowserServer } from './server.ts';

export interface StubServer {
  readonly server: BrowserServer;
  /** "method:query" of every call answered or waiting. */
  readonly calls: string[];
  /** Lets the waiting "slow" search answer. */
  releaseSlow(): void;
}

export async function startStubServer(): Promise<StubServer> {
  const calls: string[] = [];
  let release: () => void = () => {};
  const handler: ApiHandler = {
    async call(method, input) {
      const query = (input as { query?: string } | undefined)?.query ?? '';
      calls.push(`${method}:${query}`);
      if (query === 'slow') await new Promise<void>((resolve) => (release = resolve));
      return { ok: true, value: { method, query, elapsedMs: 0, results: [] } } as ApiResult<unknown>;
    },
  };
  const server = await startBrowserServer({ handler, staticRoot: '/nonexistent', port: 0 });
  return { server, calls, releaseSlow: () => release() };
}

/** Starts a stub server before the tests of the calling file or suite and closes it after them. */
export function useStubServer(): StubServer {
  let stub: StubServer | undefined;
  beforeAll(async () => {
    stub = await startStubServer();
  });
  afterAll(async () => {
    stub?.releaseSlow();
    await stub?.server.close();
  });
  return {
    get server() {
      return stub!.server;
    },
    get calls() {
      return stub!.calls;
    },
    releaseSlow: () => stub!.releaseSlow(),
  };
}
