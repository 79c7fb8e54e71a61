// Browser mode's WebSocket channel for search as you type: one message each way per keystroke, where an HTTP POST
// costs Chromium a request, a response head and a body stream (measured: about 6 ms of a 30 ms keystroke on a loaded
// 2-core machine). JSON calls only: {"id":1,"method":"search","input":{…}} → {"id":1,"result":{…}}. The protocol
// itself (RFC 6455 framing, masking, limits) is the `ws` library's.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { ApiResult } from '../../core/contract.ts';
import type { ApiHandler } from '../api/apiHandler.ts';

export const webSocketPath = '/api/ws';
/** Largest message accepted, as for a JSON POST body. */
export const maxMessageBytes = 1024 * 1024;
/**
 * Calls one connection may have waiting; past it a call is answered "busy" at once. A page waits for each answer
 * and supersedes stale searches, so it never comes near this; a flood of calls cannot grow memory without bound.
 */
export const maxWaitingCalls = 64;

interface Call {
  readonly id: number;
  readonly method: string;
  readonly input: unknown;
}

function parseCall(text: string): Call | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `message is not valid JSON: ${(error as Error).message}`;
  }
  const call = value as Partial<Call> | null;
  if (call === null || typeof call !== 'object' || !Number.isSafeInteger(call.id) || typeof call.method !== 'string') {
    return 'message must be {"id": <integer>, "method": <string>, "input": …}';
  }
  return { id: call.id!, method: call.method, input: call.input };
}

const failure = (code: string, message: string): ApiResult<never> => ({ ok: false, error: { code, message } });

/**
 * Answers one connection's calls in order. Of several searches waiting together, only the newest is run: the others
 * were typed over and answer "superseded".
 */
function answerCalls(socket: WebSocket, handler: ApiHandler): void {
  const waiting: Call[] = [];
  let answering = false;
  const send = (value: unknown): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(value));
  };

  async function answer(): Promise<void> {
    if (answering) return;
    answering = true;
    while (waiting.length > 0) {
      const call = waiting.shift()!;
      if (call.method === 'search' && waiting.some((later) => later.method === 'search')) {
        send({ id: call.id, result: failure('superseded', 'A newer search replaced this one.') });
      } else if (call.method === 'importDocument') {
        send({ id: call.id, result: failure('bad-request', 'importDocument: send the file as POST /api/importDocument') });
      } else {
        send({ id: call.id, result: await handler.call(call.method, call.input) });
      }
    }
    answering = false;
  }

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (isBinary) {
      socket.close(1003, 'only text messages are understood');
      return;
    }
    const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    const call = parseCall(bytes.toString('utf8'));
    if (typeof call === 'string') {
      socket.close(1007, call.slice(0, 120));
      return;
    }
    if (waiting.length >= maxWaitingCalls) {
      send({ id: call.id, result: failure('busy', `Arbiter is busy with ${waiting.length} earlier calls on this connection; try again.`) });
      return;
    }
    waiting.push(call);
    void answer().catch(() => socket.terminate());
  });
  socket.on('error', () => socket.terminate());
}

export interface WebSocketChannel {
  /** Completes an upgrade the caller has already checked (Host, Origin, path). */
  accept(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

export function createWebSocketChannel(handler: ApiHandler): WebSocketChannel {
  const server = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });
  return {
    accept: (request, socket, head) => server.handleUpgrade(request, socket, head, (client) => answerCalls(client, handler)),
    close: () => {
      for (const client of server.clients) client.terminate();
      server.close();
    },
  };
}
