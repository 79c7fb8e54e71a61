// Shared set-up for the browser suites: Chromium from CHROMIUM_PATH or Debian's /usr/bin/chromium, browser mode on
// a free port with a fresh database, and the renderer built when it is missing or stale.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createApiHandler, type ApiHandler } from '../../electron/api/handler.ts';
import { openDatabase } from '../../electron/db/service.ts';
import { buildRenderer, rendererNeedsBuild, rendererOutput } from '../../electron/server/build.ts';
import { startBrowserServer, type BrowserServer } from '../../electron/server/server.ts';
import { expect } from 'vitest';
import { describeUnless } from '../support/skip.ts';

export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
/** Why the browser suites cannot run here, or null. */
export const browserSuiteBlocker: string | null = hasChromium
  ? null
  : `no Chromium at ${chromiumPath}; install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary`;
/** `describe` for the browser suites: skipped, saying why and what to install, where there is no Chromium. */
export const describeBrowser = describeUnless(browserSuiteBlocker);
export const screenshotDir = resolve(import.meta.dirname, '../../test-output/screenshots');

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BrowserMode {
  readonly browser: Browser;
  readonly server: BrowserServer;
  readonly handler: ApiHandler;
  /** The database browser mode answers from, for the CLI to read beside it. */
  readonly dbPath: string;
  close(): Promise<void>;
}

export async function startBrowserMode(): Promise<BrowserMode> {
  if (rendererNeedsBuild()) {
    const problem = buildRenderer(() => {});
    if (problem !== null) throw new Error(problem);
  }
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-e2e-'));
  const dbPath = join(dir, 'arbiter.db');
  const db = openDatabase(dbPath);
  const handler = createApiHandler(db);
  const server = await startBrowserServer({ handler, staticRoot: rendererOutput, port: 0 });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    browser,
    server,
    handler,
    dbPath,
    async close() {
      await browser.close();
      await server.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const axeSource = readFileSync(resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the app's own Content-Security-Policy stays on.
  await page.evaluate(`${axeSource}\n;undefined`);
  const violations = (await page.evaluate('axe.run(document).then((r) => r.violations)')) as AxeViolation[];
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** A screenshot of the view as `name`.png, and no serious or critical accessibility violation on it (each one named). */
export async function checkView(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
  const violations = await seriousViolations(page);
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
}
