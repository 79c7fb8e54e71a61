// Fetches a page or a file over HTTP(S) with progress, and turns every way it can go wrong into a Problem
// that says what happened in words a judge understands.
import { err, ok, type Problem, type Result } from '../../core/result.ts';

export interface DownloadProgress {
  readonly receivedBytes: number;
  /** From Content-Length; null when the server does not say. */
  readonly totalBytes: number | null;
}

export interface DownloadOptions {
  readonly fetch?: typeof globalThis.fetch;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  readonly onProgress?: (progress: DownloadProgress) => void;
  /**
   * Checked before the first request and before following each redirect: null lets the request go, a Problem stops
   * it. With it, redirects are followed here (at most maxRedirects), never by fetch itself.
   */
  readonly trust?: (url: URL) => Problem | null;
}

export const maxRedirects = 5;

export interface Downloaded {
  readonly bytes: Uint8Array;
  /** The URL after redirects. */
  readonly url: URL;
  readonly contentType: string;
}

const offlineCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ECONNRESET']);

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** "fetch failed (bad port)": fetch's own message says little, its cause says what went wrong. */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  return cause === '' || cause === message ? message : `${message} (${cause})`;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function describeFetchFailure(url: URL, error: unknown): Problem {
  if (isTimeout(error)) {
    return { code: 'timeout', message: `${url.host} did not answer in time; check the connection and try again.`, at: url.href };
  }
  const code = causeCode(error);
  const offline = code !== undefined && offlineCodes.has(code);
  return {
    code: 'offline',
    message: offline
      ? `Could not reach ${url.host} (${code}); you seem to be offline. Nothing was changed.`
      : `Could not reach ${url.host}: ${reason(error)}. Nothing was changed.`,
    at: url.href,
  };
}

/** Reads the whole response from `url`, refusing error statuses, bodies cut short and bodies over maxBytes. */
export async function download(url: URL, options: DownloadOptions = {}): Promise<Result<Downloaded, Problem>> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  const trust = options.trust;
  let current = url;
  let response: Response;
  for (let hop = 0; ; hop++) {
    const refused = trust?.(current) ?? null;
    if (refused !== null) return err(refused);
    try {
      response = await fetchImpl(current, { redirect: trust ? 'manual' : 'follow', signal });
    } catch (error) {
      return err(describeFetchFailure(current, error));
    }
    const location = response.headers.get('location');
    if (trust === undefined || response.status < 300 || response.status > 399 || location === null) break;
    await response.body?.cancel();
    if (hop >= maxRedirects) {
      return err({ code: 'too-many-redirects', message: `${url.href} redirected more than ${maxRedirects} times.`, at: current.href });
    }
    try {
      current = new URL(location, current);
    } catch {
      return err({
        code: 'bad-redirect',
        message: `${current.href} redirected to "${location}", which is not an address.`,
        at: current.href,
      });
    }
  }
  const finalUrl = trust ? current : new URL(response.url || current.href);
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    return err({
      code: 'not-found',
      message: `${finalUrl.href} is not there (HTTP ${response.status}); it may have moved.`,
      at: finalUrl.href,
    });
  }
  if (!response.ok) {
    await response.body?.cancel();
    return err({
      code: 'http-status',
      message: `${finalUrl.host} answered HTTP ${response.status} for ${finalUrl.href}.`,
      at: finalUrl.href,
    });
  }
  const lengthHeader = response.headers.get('content-length');
  const totalBytes = lengthHeader !== null && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : null;
  if (totalBytes !== null && totalBytes > maxBytes) {
    await response.body?.cancel();
    return err({
      code: 'too-large',
      message: `${finalUrl.href} is ${totalBytes} bytes, more than the ${maxBytes} allowed.`,
      at: finalUrl.href,
    });
  }
  const chunks: Uint8Array[] = [];
  let receivedBytes = 0;
  try {
    const reader = response.body?.getReader();
    while (reader !== undefined) {
      const { done, value } = await reader.read();
      if (done) break;
      receivedBytes += value.byteLength;
      if (receivedBytes > maxBytes) {
        await reader.cancel();
        return err({ code: 'too-large', message: `${finalUrl.href} is more than the ${maxBytes} bytes allowed.`, at: finalUrl.href });
      }
      chunks.push(value);
      options.onProgress?.({ receivedBytes, totalBytes });
    }
  } catch (error) {
    if (isTimeout(error)) return err(describeFetchFailure(finalUrl, error));
    return err({
      code: 'truncated',
      message:
        `The download of ${finalUrl.href} stopped after ${receivedBytes} ` +
        `bytes${totalBytes === null ? '' : ` of ${totalBytes}`}. Nothing was changed.`,
      at: finalUrl.href,
    });
  }
  if (totalBytes !== null && receivedBytes !== totalBytes) {
    return err({
      code: 'truncated',
      message: `The download of ${finalUrl.href} stopped after ${receivedBytes} bytes of ${totalBytes}. Nothing was changed.`,
      at: finalUrl.href,
    });
  }
  const bytes = new Uint8Array(receivedBytes);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return ok({ bytes, url: finalUrl, contentType: (response.headers.get('content-type') ?? '').toLowerCase() });
}
