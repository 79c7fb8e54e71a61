// ArbiterApi over browser mode's HTTP routes (electron/server/server.ts): one POST per call, JSON in and out;
// importDocument and importCards upload the raw bytes and read NDJSON progress lines, then the result. Searches go over the
// WebSocket channel once it is open (fewer round trips per keystroke).
import type { ApiResult, ArbiterApi, ImportProgress } from '../../../core/contract.ts';
import { openSocketChannel, socketUrlOf } from './socket.ts';

const failure = (code: string, message: string): ApiResult<never> => ({ ok: false, error: { code, message } });

async function post<T>(base: string, method: string, input: unknown, signal?: AbortSignal): Promise<ApiResult<T>> {
  try {
    const response = await fetch(`${base}/api/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: input === undefined ? '' : JSON.stringify(input),
      ...(signal === undefined ? {} : { signal }),
    });
    return (await response.json()) as ApiResult<T>;
  } catch (error) {
    if (signal?.aborted === true) return failure('superseded', 'A newer search replaced this one.');
    return failure('offline', `The Arbiter server did not answer (${(error as Error).message}). Is "npm run serve" still running?`);
  }
}

/**
 * Search as you type: each search cancels the one still in flight, so a fast typist's stale keystrokes neither queue
 * on the server nor arrive late; the cancelled call answers { ok: false, code: "superseded" }.
 */
function latestOnly<Request, T>(
  call: (request: Request, signal: AbortSignal) => Promise<ApiResult<T>>,
): (request: Request) => Promise<ApiResult<T>> {
  let inFlight: AbortController | undefined;
  return async (request) => {
    inFlight?.abort();
    const mine = new AbortController();
    inFlight = mine;
    try {
      return await call(request, mine.signal);
    } finally {
      if (inFlight === mine) inFlight = undefined;
    }
  };
}

type ImportLine = { progress: ImportProgress } | { result: ApiResult<never> };

async function upload(
  base: string,
  method: 'importDocument' | 'importCards',
  request: { readonly fileName: string; readonly content: Uint8Array },
  onProgress?: (progress: ImportProgress) => void,
): Promise<ApiResult<never>> {
  let response: Response;
  try {
    response = await fetch(`${base}/api/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(request.fileName) },
      body: request.content as Uint8Array<ArrayBuffer>,
    });
  } catch (error) {
    return failure('offline', `Could not send ${request.fileName} (${(error as Error).message}).`);
  }
  if (!(response.headers.get('content-type') ?? '').includes('ndjson') || response.body === null) {
    return (await response.json()) as ApiResult<never>;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let result: ApiResult<never> | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (value !== undefined) buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      const parsed = JSON.parse(line) as ImportLine;
      if ('progress' in parsed) onProgress?.(parsed.progress);
      else result = parsed.result;
    }
    if (done) break;
  }
  return result ?? failure('interrupted', `The import of ${request.fileName} stopped before it finished.`);
}

export function createHttpApi(base = ''): ArbiterApi {
  const channel =
    typeof WebSocket === 'undefined'
      ? undefined
      : openSocketChannel(socketUrlOf(base, (globalThis as { location?: { protocol: string; host: string } }).location));
  return {
    search: latestOnly((request, signal) => channel?.call('search', request, signal) ?? post(base, 'search', request, signal)),
    rule: (request) => post(base, 'rule', request),
    glossary: (request) => post(base, 'glossary', request),
    sources: () => post(base, 'sources', undefined),
    importDocument: (request, onProgress) => upload(base, 'importDocument', request, onProgress),
    removeSource: (request) => post(base, 'removeSource', request),
    types: () => post(base, 'types', undefined),
    subtype: (request) => post(base, 'subtype', request),
    checkTypeLine: (request) => post(base, 'checkTypeLine', request),
    importCards: (request) => upload(base, 'importCards', request),
    cardNames: (request) => post(base, 'cardNames', request),
    card: (request) => post(base, 'card', request),
    cardFiles: () => post(base, 'cardFiles', undefined),
    removeCardFile: (request) => post(base, 'removeCardFile', request),
    changes: (request) => post(base, 'changes', request),
    ruleHistory: (request) => post(base, 'ruleHistory', request),
  };
}
