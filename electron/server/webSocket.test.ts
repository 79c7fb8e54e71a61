// The WebSocket channel: the upgrade's local-only checks, and calls answered over a real socket (framing is `ws`'s).
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openSocketChannel, socketUrlOf } from '../../renderer/src/api/socket.ts';
import { useStubServer } from './stubServer.ts';
import { maxMessageBytes, maxWaitingCalls } from './webSocket.ts';

/** A client frame as a browser sends it: final, masked. */
function clientFrame(opcode: number, payload: Buffer, mask = Buffer.from([1, 2, 3, 4])): Buffer {
  const length = payload.length;
  const head =
    length < 126
      ? Buffer.from([0x80 | opcode, 0x80 | length])
      : length < 65536
        ? Buffer.from([0x80 | opcode, 0x80 | 126, length >> 8, length & 0xff])
        : Buffer.alloc(10);
  if (length >= 65536) {
    head[0] = 0x80 | opcode;
    head[1] = 0x80 | 127;
    head.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([head, mask, Buffer.from(payload.map((byte, i) => byte ^ mask[i & 3]!))]);
}

describe('WebSocket calls against the browser-mode server', () => {
  const stub = useStubServer();

  const openChannel = async () => {
    const channel = openSocketChannel(socketUrlOf(stub.server.url, undefined));
    expect(channel.call('search', { query: 'before open' })).toBeUndefined();
    await expect.poll(() => channel.isOpen).toBe(true);
    return channel;
  };

  it('answers calls over the socket once it is open', async () => {
    const channel = await openChannel();
    expect(await channel.call('search', { query: 'trample' })).toMatchObject({ ok: true, value: { method: 'search', query: 'trample' } });
    expect(await channel.call('importDocument', { fileName: 'x', content: [] })).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
    channel.close();
  });

  it('runs only the newest of searches waiting together; the others answer "superseded"', async () => {
    const channel = await openChannel();
    stub.calls.length = 0;
    const slow = channel.call('search', { query: 'slow' })!;
    await expect.poll(() => stub.calls).toEqual(['search:slow']);
    const typedOver = channel.call('search', { query: 'tram' })!;
    const newest = channel.call('search', { query: 'trample' })!;
    await new Promise((resolve) => setTimeout(resolve, 200)); // both reach the server while it is busy
    stub.releaseSlow();
    expect(await slow).toMatchObject({ ok: true, value: { query: 'slow' } });
    expect(await typedOver).toMatchObject({ ok: false, error: { code: 'superseded' } });
    expect(await newest).toMatchObject({ ok: true, value: { query: 'trample' } });
    expect(stub.calls).toEqual(['search:slow', 'search:trample']);
    channel.close();
  });

  it('holds at most maxWaitingCalls calls per connection and answers the rest "busy" at once (issue 17, defect 5)', async () => {
    const socket = new WebSocket(socketUrlOf(stub.server.url, undefined), { origin: stub.server.url.replace(/\/$/, '') });
    const answers = new Map<number, { ok: boolean; error?: { code: string; message: string } }>();
    socket.on('message', (data) => {
      const { id, result } = JSON.parse(data.toString()) as {
        id: number;
        result: { ok: boolean; error?: { code: string; message: string } };
      };
      answers.set(id, result);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    stub.calls.length = 0;
    socket.send(JSON.stringify({ id: 0, method: 'search', input: { query: 'slow' } }));
    await expect.poll(() => stub.calls).toEqual(['search:slow']);
    const flood = 5_000;
    for (let id = 1; id <= flood; id++) socket.send(JSON.stringify({ id, method: 'sources', input: null }));
    // While the slow search holds the connection, everything past the bound is answered busy without waiting.
    await expect.poll(() => answers.size, { timeout: 10_000 }).toBe(flood - maxWaitingCalls);
    expect([...answers.values()].every((a) => a.error?.code === 'busy')).toBe(true);
    expect([...answers.values()][0]!.error!.message).toMatch(/^Arbiter is busy with \d+ earlier calls on this connection; try again\.$/);
    stub.releaseSlow();
    await expect.poll(() => answers.size, { timeout: 10_000 }).toBe(flood + 1);
    expect([...answers.values()].filter((a) => a.ok)).toHaveLength(maxWaitingCalls + 1);
    socket.close();
  });

  it('answers a call sent in the same packet as the upgrade request', async () => {
    const { port } = stub.server;
    const raw = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => received.push(chunk));
    const handshake =
      `GET /api/ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: ` +
      `websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
    raw.write(
      Buffer.concat([
        Buffer.from(handshake),
        clientFrame(0x1, Buffer.from(JSON.stringify({ id: 7, method: 'search', input: { query: 'eager' } }))),
      ]),
    );
    await expect.poll(() => Buffer.concat(received).toString('latin1')).toContain('"id":7');
    const text = Buffer.concat(received).toString('latin1');
    expect(text).toMatch(/^HTTP\/1\.1 101 /);
    expect(text).toContain('"query":"eager"');
    raw.destroy();
  });

  it('closes the connection on a message that is binary, not a call, or too large, naming why', async () => {
    const closing = (send: (socket: WebSocket) => void) =>
      new Promise<{ code: number; reason: string }>((resolve, reject) => {
        const socket = new WebSocket(socketUrlOf(stub.server.url, undefined), { origin: stub.server.url.replace(/\/$/, '') });
        socket.on('open', () => send(socket));
        socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
        socket.on('error', reject);
      });
    expect(await closing((socket) => socket.send(Buffer.from([1, 2, 3]), { binary: true }))).toEqual({
      code: 1003,
      reason: 'only text messages are understood',
    });
    expect(await closing((socket) => socket.send('{"id": "one"}'))).toMatchObject({
      code: 1007,
      reason: expect.stringContaining('"id": <integer>'),
    });
    expect(await closing((socket) => socket.send('not json'))).toMatchObject({
      code: 1007,
      reason: expect.stringContaining('not valid JSON'),
    });
    expect((await closing((socket) => socket.send('x'.repeat(maxMessageBytes + 1)))).code).toBe(1009);
  });

  it('refuses an upgrade from another site, or to another path', async () => {
    const statusOf = (path: string, origin: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${stub.server.url.replace(/\/$/, '')}${path}`, {
          headers: {
            Connection: 'Upgrade',
            Upgrade: 'websocket',
            'Sec-WebSocket-Version': '13',
            'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
            Origin: origin,
          },
        });
        request.on('response', (response) => resolve(response.statusCode ?? 0));
        request.on('upgrade', () => resolve(101));
        request.on('error', reject);
        request.end();
      });
    expect(await statusOf('/api/ws', 'http://evil.example')).toBe(403);
    expect(await statusOf('/elsewhere', stub.server.url.replace(/\/$/, ''))).toBe(404);
    expect(await statusOf('/api/ws', stub.server.url.replace(/\/$/, ''))).toBe(101);
  });
});
