import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCardFiles, openDatabase } from '../../db/service.ts';
import type { CliIo } from '../io.ts';
import { runCli } from '../run.ts';

// A stand-in for mtgjson.com on 127.0.0.1: Meta.json, AtomicCards.json.xz and its checksum, and a folder whose
// checksum does not match its file.
const atomic = new Uint8Array(readFileSync(new URL('../../../test/fixtures/cards/atomic-mini.json.xz', import.meta.url)));
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
const scratch = mkdtempSync(join(tmpdir(), 'arbiter-cli-update-cards-'));
let server: Server;
let host = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-length': String(Buffer.byteLength(body)) }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(scratch, { recursive: true, force: true });
});

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: async () => '',
    env: {},
    cwd: scratch,
  };
  const code = await runCli(['update-cards', ...argv], io);
  return { code, stdout, stderr };
}

describe('arbiter update-cards', () => {
  it('shows the size, date and SHA-256, imports the card data, then says it is up to date', async () => {
    const db = join(scratch, 'good.db');
    const first = await cli('--url', `http://${host}/api/v5/`, '--allow-host', host, '--db', db);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain(
      `verified AtomicCards.json.xz: ${atomic.byteLength} bytes, MTGJSON 5.3.0+20310303 of 2031-03-03, SHA-256 ${sha256}`,
    );
    expect(first.stdout).toMatch(/^Imported MTGJSON 5\.3\.0\+20310303 of 2031-03-03: \d+ card faces\.$/m);
    const again = await cli('--url', `http://${host}/api/v5/`, '--allow-host', host, '--db', db, '--json');
    expect(JSON.parse(again.stdout)).toMatchObject({ ok: true, status: 'up-to-date', release: { sha256, date: '2031-03-03' } });
    const opened = openDatabase(db);
    expect(listCardFiles(opened)).toHaveLength(1);
    opened.close();
  });

  it('refuses a download whose SHA-256 is not the published one, and changes nothing', async () => {
    const db = join(scratch, 'bad.db');
    const bad = await cli('--url', `http://${host}/bad/`, '--allow-host', host, '--db', db, '--json');
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout)).toMatchObject({ ok: false, error: { code: 'checksum-mismatch' } });
    const opened = openDatabase(db);
    expect(listCardFiles(opened)).toEqual([]);
    opened.close();
  });

  it('refuses a host it was not told to trust, plain HTTP, and a site that does not say its date, before importing', async () => {
    const untrusted = await cli('--url', `http://${host}/api/v5/`, '--db', join(scratch, 'untrusted.db'));
    expect(untrusted.code).toBe(2);
    expect(untrusted.stderr).toMatch(/card data files are downloaded only over HTTPS/);
    const foreign = await cli('--url', 'https://example.org/api/v5/', '--db', join(scratch, 'foreign.db'));
    expect(foreign.stderr).toMatch(/example\.org is not an official card data files host \(mtgjson\.com\)/);
    const noMeta = await cli('--url', `http://${host}/nometa/`, '--allow-host', host, '--db', join(scratch, 'nometa.db'));
    expect(noMeta.stderr).toMatch(/does not say MTGJSON's date and version/);
    expect(await cli('stray')).toMatchObject({ code: 2 });
  });
});
