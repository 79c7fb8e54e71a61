// Browser mode over real HTTP on 127.0.0.1, answered from a real SQLite database.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMethods, uploadMethods } from '../../core/contract.ts';
import { createApiHandler } from '../api/handler.ts';
import { openDatabase } from '../db/service.ts';
import { smallCr } from '../db/smallCr.ts';
import { startBrowserServer, type BrowserServer } from './server.ts';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  server: BrowserServer,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: options.method ?? 'GET',
        headers: { Host: `127.0.0.1:${server.port}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const postJson = (server: BrowserServer, method: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> =>
  send(server, `/api/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

let dir: string;
let server: BrowserServer;
let db: ReturnType<typeof openDatabase>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-serve-'));
  const site = join(dir, 'site');
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Arbiter</title>');
  writeFileSync(join(site, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'secret.txt'), 'do not serve');
  db = openDatabase(join(dir, 'arbiter.db'));
  server = await startBrowserServer({ handler: createApiHandler(db), staticRoot: site, port: 0 });
});

afterAll(async () => {
  await server.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('browser mode server', () => {
  it('listens on 127.0.0.1 and serves the renderer with the right MIME types and headers', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    const index = await send(server, '/');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await send(server, '/assets/app.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('never serves a file outside the renderer folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const reply = await send(server, path);
      expect(reply.status, path).toBe(404);
      expect(reply.body).not.toContain('do not serve');
    }
  });

  it('refuses a hostile Host (DNS rebinding) or Origin (another site)', async () => {
    const rebinding = await send(server, '/', { headers: { Host: `evil.example:${server.port}` } });
    expect(rebinding.status).toBe(403);
    const crossSite = await postJson(server, 'sources', undefined, { Origin: 'http://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.body)).toMatchObject({ ok: false, error: { code: 'not-local' } });
    const ownOrigin = await postJson(server, 'sources', undefined, { Origin: `http://127.0.0.1:${server.port}` });
    expect(ownOrigin.status).toBe(200);
  });

  it('answers bad JSON, bad schema, unknown methods, wrong verbs and form posts with a clear error', async () => {
    const badJson = await send(server, '/api/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"query":',
    });
    expect(badJson.status).toBe(400);
    expect(JSON.parse(badJson.body).error.code).toBe('bad-json');
    const badSchema = await postJson(server, 'search', { query: 42 });
    expect(badSchema.status).toBe(400);
    expect(JSON.parse(badSchema.body).error).toMatchObject({ code: 'bad-request' });
    expect(JSON.parse(badSchema.body).error.message).toMatch(/query/);
    const unknown = await postJson(server, 'dropTables', {});
    expect(JSON.parse(unknown.body).error.code).toBe('unknown-method');
    expect((await send(server, '/api/search')).status).toBe(405);
    const form = await send(server, '/api/removeSource', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'id=1',
    });
    expect(form.status).toBe(415);
  });

  it('imports a CR as a streamed upload with progress, then searches and reads it', async () => {
    const reply = await send(server, '/api/importDocument', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent('mini cr.txt') },
      body: new TextEncoder().encode(smallCr('April 17, 2026', 'A supertype. See rule 704.5j.')),
    });
    expect(reply.headers['content-type']).toContain('application/x-ndjson');
    const lines = reply.body
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as {
            progress?: { phase: string; fraction: number };
            result?: { ok: boolean; value?: { counts: { rules: number } } };
          },
      );
    expect(lines.some((line) => line.progress !== undefined)).toBe(true);
    const last = lines.at(-1)!;
    expect(last.result?.ok).toBe(true);
    expect(last.result?.value?.counts.rules).toBeGreaterThan(0);

    const sources = JSON.parse((await postJson(server, 'sources', undefined)).body);
    expect(sources.value).toHaveLength(1);
    expect(sources.value[0].effectiveDate).toBe('2026-04-17');

    const search = JSON.parse((await postJson(server, 'search', { query: '704.5j' })).body);
    expect(search.value.results[0].number).toBe('704.5j');
    const rule = JSON.parse((await postJson(server, 'rule', { number: '704.5j' })).body);
    expect(rule.value.text).toContain('legend rule');
    const missing = JSON.parse((await postJson(server, 'rule', { number: '999.9z' })).body);
    expect(missing).toEqual({ ok: true, value: null });
  });

  it('reports an import that is not rules as an error naming the file, and stores nothing', async () => {
    const reply = await send(server, '/api/importDocument', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'photo.png' },
      body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3, 0, 0, 0]),
    });
    const result = JSON.parse(reply.body.trim().split('\n').at(-1)!).result;
    expect(result.ok).toBe(false);
    expect(typeof result.error.message).toBe('string');
    const sources = JSON.parse((await postJson(server, 'sources', undefined)).body);
    expect(sources.value).toHaveLength(1);
    const noName = await send(server, '/api/importDocument', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: 'x',
    });
    expect(JSON.parse(noName.body).error.message).toMatch(/X-File-Name/);
  });

  it('answers 413 to an upload declared over the limit without reading its body, and 411 to one of unknown length', async () => {
    const { connect } = await import('node:net');
    const { fileLimits } = await import('../../core/limits.ts');
    // Declares 200 MB, sends a few bytes and waits: the answer must come from the headers alone.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          `POST /api/importDocument HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/octet-stream\r\n` +
            `X-File-Name: big.txt\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\nMagic`,
        );
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      setTimeout(() => resolve(answer), 3000);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 413 /);
    expect(raw).toContain(`big.txt: the file is larger than ${fileLimits.rules / 1048576} MB`);
    const chunked = await new Promise<Reply>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/importDocument',
          method: 'POST',
          headers: { Host: `127.0.0.1:${server.port}`, 'X-File-Name': 'a.txt', 'Transfer-Encoding': 'chunked' },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      request.on('error', reject);
      request.write('Magic');
      request.end();
    });
    expect(chunked.status).toBe(411);
    const sources = JSON.parse((await postJson(server, 'sources', undefined)).body);
    expect(sources.value).toHaveLength(1);
  });

  it('answers the type system from the imported CR or the embedded lists', async () => {
    const line = JSON.parse((await postJson(server, 'checkTypeLine', { text: 'Creature — Swamp' })).body);
    expect(line.value.valid).toBe(false);
    expect(line.value.problems.map((p: { rule: string }) => p.rule)).toContain('205.3d');
    const answer = JSON.parse((await postJson(server, 'subtype', { word: 'Swamp', kind: 'creature' })).body);
    expect(answer.value.isSubtype).toBe(false);
    const types = JSON.parse((await postJson(server, 'types', undefined)).body);
    expect(types.value.cardTypes).toContain('Kindred');
  });

  it('dispatches every contract method through the route table, and has no second transport', async () => {
    for (const method of apiMethods.filter((name) => !(uploadMethods as readonly string[]).includes(name))) {
      const reply = await postJson(server, method, { bogus: 1 });
      expect(reply.status, method).toBe(400);
      expect(JSON.parse(reply.body).error.message, method).toMatch(new RegExp(`^${method}: `));
    }
    // the WebSocket path of earlier versions is gone: /api/ws is an unknown method like any other
    expect(JSON.parse((await postJson(server, 'ws', {})).body).error.code).toBe('unknown-method');
    const upgrade = await send(server, '/api/ws', { method: 'GET', headers: { Connection: 'Upgrade', Upgrade: 'websocket' } }).catch(
      (error: Error) => error,
    );
    expect(upgrade instanceof Error || upgrade.status !== 101).toBe(true);
  });
});
