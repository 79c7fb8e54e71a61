// Browser mode: the built renderer and the ArbiterApi over HTTP on 127.0.0.1, answered by the same handler as IPC.
// POST /api/<method> with a JSON body answers one JSON ApiResult. POST /api/importDocument and /api/importCards take the file's raw
// bytes (name in the X-File-Name header, URI-encoded) and answer NDJSON: {"progress":…} lines, then {"result":…}.
// GET /api/ws upgrades to a WebSocket answering the same JSON calls (electron/server/webSocket.ts).
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ApiResult, ImportProgress } from '../../core/contract.ts';
import type { ApiHandler } from '../api/apiHandler.ts';
import { describeLimit, fileLimits, type FileKind } from '../../core/limits.ts';
import { isLocalHost, isLocalOrigin } from './localOnly.ts';
import { mimeTypeOf, resolveStaticFile } from './staticFiles.ts';
import { createWebSocketChannel, webSocketPath } from './webSocket.ts';

export interface BrowserServerOptions {
  readonly handler: ApiHandler;
  /** The built renderer (dist/renderer). */
  readonly staticRoot: string;
  /** 0 picks a free port. */
  readonly port: number;
}

export interface BrowserServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

const maxJsonBytes = 1024 * 1024;

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Content-Security-Policy':
    "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri " +
    "'none'; form-action 'none'; frame-ancestors 'none'",
} as const;

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...securityHeaders, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

const failure = (code: string, message: string): ApiResult<never> => ({ ok: false, error: { code, message } });

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage, limit: number, onChunk?: (received: number) => void): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    received += chunk.byteLength;
    if (received > limit) throw new BodyTooLarge();
    chunks.push(chunk);
    onChunk?.(received);
  }
  return Buffer.concat(chunks);
}

async function answerJson(handler: ApiHandler, method: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  // A JSON content type forces a CORS preflight on any cross-site fetch, which this server never grants.
  if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    sendJson(response, 415, failure('bad-content-type', 'send the request body as application/json'));
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(request, maxJsonBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) sendJson(response, 413, failure('too-large', `request body is over ${maxJsonBytes} bytes`));
    else throw error;
    return;
  }
  let input: unknown;
  try {
    input = body.byteLength === 0 ? undefined : JSON.parse(body.toString('utf8'));
  } catch (error) {
    sendJson(response, 400, failure('bad-json', `request body is not valid JSON: ${(error as Error).message}`));
    return;
  }
  // The page cancelled this call (a newer keystroke's search replaced it): nobody is waiting for the answer.
  if (request.socket.destroyed) return;
  const result = await handler.call(method, input);
  sendJson(response, result.ok ? 200 : result.error.code === 'internal' ? 500 : 400, result);
}

/** The calls whose input is a file, and the kind of file each takes: its raw bytes are the body, its name X-File-Name. */
const uploadKinds: Readonly<Record<string, FileKind>> = { importDocument: 'rules', importCards: 'cards' };

/** Answers an upload refused from its headers alone, and closes the connection so its body is never read. */
function refuseUpload(response: ServerResponse, status: 411 | 413, result: ApiResult<never>): void {
  response.writeHead(status, {
    ...securityHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  response.end(JSON.stringify(result));
}

async function answerImport(handler: ApiHandler, method: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const rawName = request.headers['x-file-name'];
  let fileName: string;
  try {
    fileName = typeof rawName === 'string' ? decodeURIComponent(rawName) : '';
  } catch {
    fileName = '';
  }
  if (fileName === '') {
    sendJson(response, 400, failure('bad-request', `${method}: the X-File-Name header (URI-encoded file name) is missing`));
    return;
  }
  // The limit is checked against Content-Length before anything is answered or read: a 200 MB body is never received.
  const kind = uploadKinds[method]!;
  const lengthHeader = request.headers['content-length'];
  if (lengthHeader === undefined || !/^\d+$/.test(lengthHeader)) {
    refuseUpload(response, 411, failure('length-required', `${fileName}: send the file with a Content-Length header`));
    return;
  }
  const total = Number(lengthHeader);
  if (total > fileLimits[kind]) {
    refuseUpload(
      response,
      413,
      failure('too-large', `${fileName}: the file is larger than ${describeLimit(kind)}, the limit for ${kind} files`),
    );
    return;
  }
  response.writeHead(200, { ...securityHeaders, 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' });
  const emit = (line: object): void => {
    response.write(`${JSON.stringify(line)}\n`);
  };
  // Node's parser delivers exactly Content-Length bytes, so the body is within the limit checked above.
  const content = await readBody(request, fileLimits[kind], (received) => {
    if (total > 0) emit({ progress: { phase: 'reading', fraction: Math.min(1, received / total) } });
  });
  const onProgress = (progress: ImportProgress): void => emit({ progress });
  const result = await handler.call(method, { fileName, content: new Uint8Array(content) }, onProgress);
  emit({ result });
  response.end();
}

function serveStatic(root: string, request: IncomingMessage, response: ServerResponse): void {
  const file = resolveStaticFile(root, request.url ?? '/');
  if (file === null) {
    response.writeHead(404, { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  response.writeHead(200, { ...securityHeaders, 'Content-Type': mimeTypeOf(file), 'Cache-Control': 'no-cache' });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

export async function startBrowserServer(options: BrowserServerOptions): Promise<BrowserServer> {
  let port = options.port;
  const server: Server = createServer((request, response) => {
    void route(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, failure('internal', String(error)));
      else response.end();
    });
  });

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!isLocalHost(request.headers.host, port) || !isLocalOrigin(request.headers.origin, port)) {
      sendJson(response, 403, failure('not-local', 'browser mode answers only pages served from this machine'));
      return;
    }
    const path = (request.url ?? '/').split('?', 1)[0]!;
    if (path.startsWith('/api/')) {
      const method = path.slice('/api/'.length);
      if (request.method !== 'POST') {
        response.setHeader('Allow', 'POST');
        sendJson(response, 405, failure('bad-method', 'API calls are POST requests'));
      } else if (Object.hasOwn(uploadKinds, method)) await answerImport(options.handler, method, request, response);
      else await answerJson(options.handler, method, request, response);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      sendJson(response, 405, failure('bad-method', 'only GET and HEAD serve files'));
      return;
    }
    serveStatic(options.staticRoot, request, response);
  }

  const channel = createWebSocketChannel(options.handler);
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '/').split('?', 1)[0]!;
    // Browsers always send Origin with a WebSocket: the check that stops another site's page from connecting.
    if (!isLocalHost(request.headers.host, port) || !isLocalOrigin(request.headers.origin, port)) {
      socket.end(
        'HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\nbrowser mode answers only pages served from ' +
          'this machine',
      );
    } else if (path !== webSocketPath) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\nno WebSocket here');
    } else {
      channel.accept(request, socket, head);
    }
  });

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolvePromise());
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    close: () =>
      new Promise<void>((resolvePromise) => {
        server.closeAllConnections();
        channel.close();
        server.close(() => resolvePromise());
      }),
  };
}
