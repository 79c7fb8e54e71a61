// Runs the real electron/main/main.ts in Node, bundled with a stand-in for the `electron` module
// (fakeElectron.ts), to check its wiring: sandbox, single instance, the hardened window, session hooks, IPC
// answered from a real database in the user-data folder, the menu, and the database closed on quit.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMethods } from '../../core/contract.ts';
import { contentSecurityPolicy, windowOptions } from '../../electron/main/window.ts';
import { createWebContents, type FakeElectronState } from './fakeElectron.ts';
import { bundleMain } from './bundleMain.ts';
import { startCardDataSite } from './cardDataSite.ts';
import { startRulesSite } from './rulesSite.ts';

const scratch = mkdtempSync(join(tmpdir(), 'arbiter-wiring-'));
const distDir = join(scratch, 'dist', 'electron');
const rendererDir = join(scratch, 'dist', 'renderer');
const userData = join(scratch, 'user-data');
const appUrl = pathToFileURL(join(rendererDir, 'index.html')).href;
const fake = (): FakeElectronState => (globalThis as unknown as { fakeElectron: FakeElectronState }).fakeElectron;

beforeAll(async () => {
  const mainFile = await bundleMain(distDir);
  // The state on globalThis was created by this file's import of fakeElectron.ts; the bundled copy in main.mjs
  // shares it. userData must be known before main.mjs reaches 'ready'.
  fake().userData = userData;
  await import(pathToFileURL(mainFile).href);
  await new Promise((resolve) => setTimeout(resolve, 0));
});

afterAll(() => {
  for (const listener of fake().appListeners.get('will-quit') ?? []) listener();
  rmSync(scratch, { recursive: true, force: true });
});

/** An IpcMainInvokeEvent from a page at `url`, sent by its top frame or by a subframe. */
const event = (url: string, fromMainFrame = true) => {
  const sender = createWebContents(url);
  return { senderFrame: fromMainFrame ? sender.mainFrame : { url }, sender };
};

type MenuItem = { label?: string; role?: string; accelerator?: string; submenu?: MenuItem[]; click?: () => void };

/** The items of every menu. */
const menuItems = (): MenuItem[] => (fake().menu as MenuItem[]).flatMap((section) => section.submenu ?? []);

/**
 * Clicks a "Check for New …" menu item with the app pointed at a stand-in site (`env`, and the site's host allowed),
 * and gives its two dialogs: the release with Import / Cancel (the stand-in answers Import), then the outcome.
 */
async function checkFromMenu(
  label: string,
  site: { readonly host: string; close(): Promise<void> },
  env: Record<string, string>,
): Promise<{ release: unknown; outcome: unknown }> {
  const names = [...Object.keys(env), 'ARBITER_ALLOW_HOSTS'];
  Object.assign(process.env, env, { ARBITER_ALLOW_HOSTS: site.host });
  try {
    const dialogsBefore = fake().dialogs.length;
    menuItems().find((i) => i.label === label)!.click!();
    await expect.poll(() => fake().dialogs.length, { timeout: 10_000 }).toBeGreaterThan(dialogsBefore + 1);
    const [release, outcome] = fake().dialogs.slice(-2);
    expect(release).toMatchObject({ type: 'question', buttons: ['Import', 'Cancel'] });
    expect(outcome).toMatchObject({ type: 'info' });
    return { release, outcome };
  } finally {
    for (const name of names) delete process.env[name];
    await site.close();
  }
}

describe('Electron main wiring', () => {
  it('sandboxes every renderer and opens one hardened window on the built renderer', () => {
    // Before the link test below moves the window to other views.
    expect(fake().sandboxEnabled).toBe(true);
    expect(fake().windows).toHaveLength(1);
    expect(fake().windows[0]!.options).toEqual(windowOptions(join(distDir, 'preload.cjs')));
    expect(fake().windows[0]!.loadedUrl).toBe(appUrl);
  });

  it('opens arbiter:// links in the window: from a second copy, from macOS, and nothing for a bad link', () => {
    expect(fake().protocolClients).toEqual(['arbiter']);
    const window = fake().windows[0]!;
    const emit = (name: string, ...args: unknown[]) => {
      for (const listener of fake().appListeners.get(name) ?? []) listener(...args);
    };
    emit('second-instance', {}, ['/opt/Arbiter/arbiter', 'arbiter://rule/613.8a@2026-04-17']);
    expect(window.loadedUrl).toBe(`${appUrl}#/rule/613.8a%402026-04-17`);
    emit('open-url', { preventDefault: () => undefined }, 'arbiter://glossary/Legend%20Rule');
    expect(window.loadedUrl).toBe(`${appUrl}#/glossary/Legend%20Rule`);
    emit('second-instance', {}, ['/opt/Arbiter/arbiter', 'arbiter://devtools/x']);
    emit('open-url', { preventDefault: () => undefined }, 'https://example.org/');
    expect(window.loadedUrl).toBe(`${appUrl}#/glossary/Legend%20Rule`);
  });

  it('cancels every request that is not one of the app files and adds the CSP header', () => {
    const decide = (url: string) => {
      let answer: unknown;
      fake().beforeRequest!({ url }, (response: unknown) => (answer = response));
      return answer;
    };
    expect(decide(appUrl)).toEqual({ cancel: false });
    expect(decide('https://magic.wizards.com/en/rules')).toEqual({ cancel: true });
    expect(decide('file:///etc/passwd')).toEqual({ cancel: true });
    let headers: { responseHeaders: Record<string, string[]> } | undefined;
    fake().headersReceived!({ responseHeaders: { 'X-Other': ['1'] } }, (response: typeof headers) => (headers = response));
    expect(headers?.responseHeaders).toEqual({ 'X-Other': ['1'], 'Content-Security-Policy': [contentSecurityPolicy] });
  });

  it('refuses every permission', () => {
    let granted: boolean | undefined;
    fake().permissionRequest!({}, 'media', (answer: boolean) => (granted = answer));
    expect(granted).toBe(false);
    expect(fake().permissionCheck!({}, 'notifications')).toBe(false);
  });

  it('refuses navigation away from the app, redirects, webviews and window.open', () => {
    const contents = createWebContents();
    for (const listener of fake().appListeners.get('web-contents-created')!) listener({}, contents);
    const prevented = (name: string, url?: string) => {
      let stopped = false;
      for (const listener of contents.listeners.get(name)!) listener({ preventDefault: () => (stopped = true) }, url);
      return stopped;
    };
    expect(prevented('will-navigate', 'https://evil.example/')).toBe(true);
    expect(prevented('will-navigate', `${appUrl}#/rule/100.1`)).toBe(false);
    expect(prevented('will-redirect', 'http://127.0.0.1:1/')).toBe(true);
    expect(prevented('will-attach-webview')).toBe(true);
    expect(contents.windowOpenHandler!({ url: 'https://magic.wizards.com/' })).toEqual({ action: 'deny' });
  });

  it('answers every contract method over IPC from the database in the user-data folder, for the app page only', async () => {
    expect([...fake().ipcHandlers.keys()].sort()).toEqual(apiMethods.map((m) => `arbiter:${m}`).sort());
    expect(existsSync(join(userData, 'arbiter.db'))).toBe(true);
    const sources = fake().ipcHandlers.get('arbiter:sources')!;
    expect(await sources(event(appUrl), { input: undefined })).toEqual({ ok: true, value: [] });
    for (const foreign of [event('https://evil.example/'), event(appUrl, false)]) {
      expect(await sources(foreign, { input: undefined })).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    }
  });

  it('builds the menu with search, history, zoom, theme and an About box naming the version', async () => {
    const items = menuItems();
    expect(items.find((i) => i.label === 'Search')?.accelerator).toBe('CmdOrCtrl+K');
    expect(items.map((i) => i.role)).toEqual(expect.arrayContaining(['zoomIn', 'zoomOut', 'resetZoom']));
    items.find((i) => i.label === 'Dark Theme')!.click!();
    expect(fake().nativeTheme.themeSource).toBe('dark');
    items.find((i) => i.label === 'About Arbiter')!.click!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake().dialogs.at(-1)).toMatchObject({ message: expect.stringContaining('Arbiter 0.1.0-test') });
  });

  it('checks for new rules from the menu, imports them and tells the user', async () => {
    const site = await startRulesSite(new Uint8Array(readFileSync(new URL('./fixtures/tiny-cr.txt', import.meta.url))));
    const { release, outcome } = await checkFromMenu('Check for New Rules…', site, { ARBITER_RULES_PAGE: `${site.origin}/en/rules` });
    expect(release).toMatchObject({ message: expect.stringMatching(/Size: \d+ bytes\nEffective: 2026-05-01\nSHA-256: [0-9a-f]{64}/) });
    expect(outcome).toMatchObject({ message: expect.stringMatching(/^Imported .*2026-05-01/) });
    const sources = await fake().ipcHandlers.get('arbiter:sources')!(event(appUrl), { input: undefined });
    expect(sources).toMatchObject({ ok: true, value: [{ fileName: 'MagicCompRules 20260501.txt' }] });
  });

  it('checks for new card data from the menu: size, date and SHA-256 first, then the import', async () => {
    const site = await startCardDataSite();
    const { release, outcome } = await checkFromMenu('Check for New Card Data…', site, { ARBITER_CARDS_URL: `${site.origin}/api/v5/` });
    expect(release).toMatchObject({
      message: expect.stringContaining(`Size: ${site.bytes} bytes\nMTGJSON 5.3.0+20310303 of 2031-03-03\nSHA-256: ${site.sha256}`),
    });
    expect(outcome).toMatchObject({ message: expect.stringMatching(/^Imported MTGJSON .*: 15 card faces/) });
    const files = await fake().ipcHandlers.get('arbiter:cardFiles')!(event(appUrl), { input: undefined });
    expect(files).toMatchObject({ ok: true, value: [{ title: 'AtomicCards', dataDate: '2031-03-03' }] });
  });

  it('closes the database cleanly on quit (the WAL file is checkpointed away)', () => {
    expect(existsSync(join(userData, 'arbiter.db-wal'))).toBe(true);
    for (const listener of fake().appListeners.get('will-quit')!) listener();
    expect(existsSync(join(userData, 'arbiter.db-wal'))).toBe(false);
  });
});
