// Browser mode's WebSocket channel (RFC 6455) for search as you type: one message each way per keystroke, where an
// HTTP POST costs Chromium a request, a response head and a body stream (measured: about 6 ms of a 30 ms keystroke
// on a loaded 2-core machine). JSON calls only: {"id":1,"method":"search","input":{…}} → {"id":1,"result":{…}}.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiResult } from '../../core/contract.ts';
import type { ApiHandler } from '../api/apiHandler.ts';

export const webSocketPath = '/api/ws';
/** Largest message accepted, as for a JSON POST body. */
export const maxMessageBytes = 1024 * 1024;

const acceptGuid = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

export type Frame = { readonly opcode: number; readonly fin: boolean; readonly payload: Buffer };

export type FrameRead = { readonly frame: Frame; readonly rest: Buffer } | { readonly need: 'more' } | { readonly problem: string };

/** The Sec-WebSocket-Accept answer to a client's key (RFC 6455 §4.2.2). */
export function acceptKey(key: string): string {
  return createHash('sha1').update(key + acceptGuid).digest('base64');
}

/** One client frame from the front of `data`; clients must mask (RFC 6455 §5.1). */
export function readFrame(data: Buffer, limit = maxMessageBytes): FrameRead {
  if (data.length < 2) return { need: 'more' };
  const fin = (data[0]! & 0x80) !== 0;
  const opcode = data[0]! & 0x0f;
  if ((data[1]! & 0x80) === 0) return { problem: 'client frames must be masked' };
  let length = data[1]! & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (data.length < 4) return { need: 'more' };
    length = data.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (data.length < 10) return { need: 'more' };
    const big = data.readBigUInt64BE(2);
    if (big > BigInt(limit)) return { problem: `message is over ${limit} bytes` };
    length = Number(big);
    offset = 10;
  }
  if (length > limit) return { problem: `message is over ${limit} bytes` };
  if (data.length < offset + 4 + length) return { need: 'more' };
  const mask = data.subarray(offset, offset + 4);
  const payload = Buffer.from(data.subarray(offset + 4, offset + 4 + length));
  for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i & 3]!;
  return { frame: { opcode, fin, payload }, rest: data.subarray(offset + 4 + length) };
}

/** A server frame (unmasked, final). */
export function writeFrame(opcode: number, payload: Buffer): Buffer {
  const head =
    payload.length < 126
      ? Buffer.from([0x80 | opcode, payload.length])
      : payload.length < 65536
        ? Buffer.from([0x80 | opcode, 126, payload.length >> 8, payload.length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), Buffer.alloc(8)]);
  if (payload.length >= 65536) head.writeBigUInt64BE(BigInt(payload.length), 2);
  return Buffer.concat([head, payload]);
}

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
 * Completes the upgrade on `socket` (the caller has checked Host and Origin) and answers calls in order. Of several
 * searches waiting together, only the newest is run: the others were typed over and answer "superseded".
 */
export function acceptWebSocket(request: IncomingMessage, socket: Duplex, handler: ApiHandler): void {
  const key = request.headers['sec-websocket-key'];
  if ((request.headers.upgrade ?? '').toLowerCase() !== 'websocket' || typeof key !== 'string' || request.headers['sec-websocket-version'] !== '13') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\nexpected a version 13 WebSocket upgrade');
    return;
  }
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${acceptKey(key)}\r\n\r\n`);

  let buffered: Buffer = Buffer.alloc(0);
  let message: Buffer[] = [];
  let messageBytes = 0;
  const waiting: Call[] = [];
  let answering = false;
  const send = (value: unknown): void => {
    if (!socket.destroyed) socket.write(writeFrame(0x1, Buffer.from(JSON.stringify(value))));
  };
  const close = (code: number, reason: string): void => {
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
    payload.writeUInt16BE(code, 0);
    payload.write(reason, 2);
    if (!socket.destroyed) socket.end(writeFrame(0x8, payload));
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

  function onFrame(frame: Frame): boolean {
    if (frame.opcode === 0x8) {
      close(1000, '');
      return false;
    }
    if (frame.opcode === 0x9) {
      if (!socket.destroyed) socket.write(writeFrame(0xa, frame.payload));
      return true;
    }
    if (frame.opcode === 0xa) return true;
    if (frame.opcode !== 0x1 && frame.opcode !== 0x0) {
      close(1003, 'only text messages are understood');
      return false;
    }
    message.push(frame.payload);
    messageBytes += frame.payload.length;
    if (messageBytes > maxMessageBytes) {
      close(1009, `message is over ${maxMessageBytes} bytes`);
      return false;
    }
    if (!frame.fin) return true;
    const call = parseCall(Buffer.concat(message).toString('utf8'));
    message = [];
    messageBytes = 0;
    if (typeof call === 'string') {
      close(1007, call.slice(0, 120));
      return false;
    }
    waiting.push(call);
    return true;
  }

  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    for (;;) {
      const read = readFrame(buffered);
      if ('need' in read) break;
      if ('problem' in read) {
        close(1002, read.problem);
        return;
      }
      buffered = read.rest;
      if (!onFrame(read.frame)) return;
    }
    void answer().catch(() => socket.destroy());
  });
  socket.on('error', () => socket.destroy());
}
