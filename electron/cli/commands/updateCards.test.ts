import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardDataSite, type CardDataSite } from '../../../test/shell/cardDataSite.ts';
import { listCardFiles, openDatabase } from '../../db/service.ts';
import type { CliIo } from '../io.ts';
import { runCli } from '../run.ts';

const scratch = mkdtempSync(join(tmpdir(), 'arbiter-cli-update-cards-'));
let site: CardDataSite;
let host = '';

beforeAll(async () => {
  site = await startCardDataSite();
  host = site.host;
});
afterAll(async () => {
  await site.close();
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
      `verified AtomicCards.json.xz: ${site.bytes} bytes, MTGJSON 5.3.0+20310303 of 2031-03-03, SHA-256 ${site.sha256}`,
    );
    expect(first.stdout).toMatch(/^Imported MTGJSON 5\.3\.0\+20310303 of 2031-03-03: \d+ card faces\.$/m);
    const again = await cli('--url', `http://${host}/api/v5/`, '--allow-host', host, '--db', db, '--json');
    expect(JSON.parse(again.stdout)).toMatchObject({
      ok: true,
      status: 'up-to-date',
      release: { sha256: site.sha256, date: '2031-03-03' },
    });
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
