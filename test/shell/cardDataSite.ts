// A stand-in for mtgjson.com on 127.0.0.1: /api/v5/ serves Meta.json, AtomicCards.json.xz (the card fixture) and its
// published SHA-256; /bad/ serves a file that does not match its checksum; /nometa/ a Meta.json that is a web page.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CardDataSite {
  readonly origin: string;
  /** host:port, for allowHosts / --allow-host. */
  readonly host: string;
  /** The SHA-256 of the good AtomicCards.json.xz, and its size in bytes. */
  readonly sha256: string;
  readonly bytes: number;
  close(): Promise<void>;
}

export async function startCardDataSite(): Promise<CardDataSite> {
  const atomic = new Uint8Array(readFileSync(new URL('../fixtures/cards/atomic-mini.json.xz', import.meta.url)));
  const sha256 = createHash('sha256').update(atomic).digest('hex');
  const meta = JSON.stringify({ meta: {}, data: { date: '2031-03-03', version: '5.3.0+20310303' } });
  const files: Record<string, string | Uint8Array> = {
    '/api/v5/Meta.json': meta,
    '/api/v5/AtomicCards.json.xz': atomic,
    '/api/v5/AtomicCards.json.xz.sha256': `${sha256}  AtomicCards.json.xz\n`,
    '/bad/Meta.json': meta,
    '/bad/AtomicCards.json.xz': atomic.subarray(0, atomic.byteLength - 10),
    '/bad/AtomicCards.json.xz.sha256': sha256,
    '/nometa/Meta.json': '<html>maintenance</html>',
  };
  const server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-length': String(Buffer.byteLength(body)) }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin: `http://${host}`,
    host,
    sha256,
    bytes: atomic.byteLength,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
