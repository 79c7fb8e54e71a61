// The desktop start with a database that will not open (issue 17, defect 3): the real main.ts, bundled with the
// stand-in `electron`, must show the one-paragraph reason in an error dialog and quit, not fail silently.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writeNewerDatabase } from '../../electron/db/newerDatabase.ts';
import { bundleMain } from './bundleMain.ts';
import type { FakeElectronState } from './fakeElectron.ts';
import './fakeElectron.ts';

const scratch = mkdtempSync(join(tmpdir(), 'arbiter-startup-'));
const fake = (): FakeElectronState => (globalThis as unknown as { fakeElectron: FakeElectronState }).fakeElectron;
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('desktop start with a database from a newer Arbiter', () => {
  it('shows what, which file and what to do in an error dialog, then quits', async () => {
    const userData = join(scratch, 'user-data');
    mkdirSync(userData);
    const path = join(userData, 'arbiter.db');
    writeNewerDatabase(path);
    const mainFile = await bundleMain(join(scratch, 'dist', 'electron'));
    fake().userData = userData;
    await import(pathToFileURL(mainFile).href);
    await expect.poll(() => fake().dialogs.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const [title, message] = fake().dialogs[0] as [string, string];
    expect(title).toBe('Arbiter could not start');
    expect(message).toMatch(/^The database .*arbiter\.db was made by a newer version of Arbiter .* Update Arbiter[^\n]*$/);
    expect(message).toContain(path);
    expect(fake().quitCalls).toBeGreaterThan(0);
    expect(fake().windows).toHaveLength(0);
  });
});
