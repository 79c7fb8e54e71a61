// The WebSocket channel: frame codec, the upgrade's local-only checks, and calls answered over a real socket.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../core/contract.ts';
import { openSocketChannel, socketUrlOf } from '../../renderer/src/api/socket.ts';
import type { ApiHandler } from '../api/apiHandler.ts';
import { startBrowserServer, type BrowserServer } from './server.ts';
import { acceptKey, maxMessageBytes, readFrame, writeFrame } from './webSocket.ts';

/** A client frame as a browser sends it: final, masked. */
function clientFrame(opcode: number, payload: Buffer, mask = Buffer.from([1, 2, 3, 4])): Buffer {
  const length = payload.length;
  const head = length < 126 ? Buffer.from([0x80 | opcode, 0x80 | length]) : length < 65536 ? Buffer.from([0x80 | opcode, 0x80 | 126, length >> 8, length & 0xff]) : Buffer.alloc(10);
  if (length >= 65536) {
    head[0] = 0x80 | opcode;
    head[1] = 0x80 | 127;
    head.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([head, mask, Buffer.from(payload.map((byte, i) => byte ^ mask[i & 3]!))]);
}

describe('frame codec', () => {
  it('answers the key of RFC 6455 §1.3 with its accept value', () => {
    expect(acceptKey('dGhlIHNhbXBsZSBub25jZQ==')).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
  });

  it('unmasks client frames of every length form, and leaves what follows', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes, mask) => {
        const payload = Buffer.from(bytes);
        const read = readFrame(Buffer.concat([clientFrame(0x1, payload, Buffer.from(mask)), Buffer.from('next')]));
        expect('frame' in read && read.frame.payload.equals(payload) && read.frame.fin && read.frame.opcode === 1).toBe(true);
        expect('rest' in read && read.rest.toString()).toBe('next');
      }),
      { numRuns: 30 },
    );
  });

  it('waits for a partial frame, refuses unmasked and oversized ones', () => {
    const whole = clientFrame(0x1, Buffer.from('{"id":1}'));
    for (let cut = 0; cut < whole.length; cut++) expect(readFrame(whole.subarray(0, cut))).toEqual({ need: 'more' });
    expect(readFrame(Buffer.from([0x81, 0x02, 0x68, 0x69]))).toEqual({ problem: 'client frames must be masked' });
    expect(readFrame(clientFrame(0x1, Buffer.alloc(300)), 200)).toEqual({ problem: 'message is over 200 bytes' });
  });

  it('writes server frames a reader can take back (lengths 0 to 70,000)', () => {
    for (const length of [0, 125, 126, 65535, 65536, 70_000]) {
      const frame = writeFrame(0x1, Buffer.alloc(length, 7));
      const masked = Buffer.concat([Buffer.from([frame[0]!, frame[1]! | 0x80]), frame.subarray(2, length < 126 ? 2 : length < 65536 ? 4 : 10), Buffer.alloc(4), frame.subarray(length < 126 ? 2 : length < 65536 ? 4 : 10)]);
      const read = readFrame(masked, maxMessageBytes);
      expect('frame' in read && read.frame.payload.length).toBe(length);
    }
  });
});

describe('WebSocket calls against the browser-mode server', () => {
  const calls: string[] = [];
  let releaseSlow: () => void = () => {};
  const handler: ApiHandler = {
    async call(method, input) {
      const query = (input as { query?: string } | undefined)?.query ?? '';
      calls.push(`${method}:${query}`);
      if (query === 'slow') await new Promise<void>((resolve) => (releaseSlow = resolve));
      return { ok: true, value: { method, query } } as ApiResult<unknown>;
    },
  };
  let server: BrowserServer;
  beforeAll(async () => {
    server = await startBrowserServer({ handler, staticRoot: '/nonexistent', port: 0 });
  });
  afterAll(async () => {
    releaseSlow();
    await server.close();
  });

  const openChannel = async () => {
    const channel = openSocketChannel(socketUrlOf(server.url, undefined));
    expect(channel.call('search', { query: 'before open' })).toBeUndefined();
    await expect.poll(() => channel.isOpen).toBe(true);
    return channel;
  };

  it('answers calls over the socket once it is open', async () => {
    const channel = await openChannel();
    expect(await channel.call('search', { query: 'trample' })).toEqual({ ok: true, value: { method: 'search', query: 'trample' } });
    expect(await channel.call('importDocument', { fileName: 'x', content: [] })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    channel.close();
  });

  it('runs only the newest of searches waiting together; the others answer "superseded"', async () => {
    const channel = await openChannel();
    calls.length = 0;
    const slow = channel.call('search', { query: 'slow' })!;
    await expect.poll(() => calls).toEqual(['search:slow']);
    const typedOver = channel.call('search', { query: 'tram' })!;
    const newest = channel.call('search', { query: 'trample' })!;
    await new Promise((resolve) => setTimeout(resolve, 200)); // both reach the server while it is busy
    releaseSlow();
    expect(await slow).toMatchObject({ ok: true, value: { query: 'slow' } });
    expect(await typedOver).toMatchObject({ ok: false, error: { code: 'superseded' } });
    expect(await newest).toMatchObject({ ok: true, value: { query: 'trample' } });
    expect(calls).toEqual(['search:slow', 'search:trample']);
    channel.close();
  });

  it('answers a call sent in the same packet as the upgrade request', async () => {
    const { port } = server;
    const raw = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => received.push(chunk));
    const handshake = `GET /api/ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
    raw.write(Buffer.concat([Buffer.from(handshake), clientFrame(0x1, Buffer.from(JSON.stringify({ id: 7, method: 'search', input: { query: 'eager' } })))]));
    await expect.poll(() => Buffer.concat(received).toString('latin1')).toContain('"id":7');
    const text = Buffer.concat(received).toString('latin1');
    expect(text).toMatch(/^HTTP\/1\.1 101 /);
    expect(text).toContain('"query":"eager"');
    raw.destroy();
  });

  it('refuses an upgrade from another site, or to another path', async () => {
    const statusOf = (path: string, origin: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${server.url.replace(/\/$/, '')}${path}`, {
          headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', Origin: origin },
        });
        request.on('response', (response) => resolve(response.statusCode ?? 0));
        request.on('upgrade', () => resolve(101));
        request.on('error', reject);
        request.end();
      });
    expect(await statusOf('/api/ws', 'http://evil.example')).toBe(403);
    expect(await statusOf('/elsewhere', server.url.replace(/\/$/, ''))).toBe(404);
    expect(await statusOf('/api/ws', server.url.replace(/\/$/, ''))).toBe(101);
  });
});
