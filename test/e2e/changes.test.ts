// "What changed" and a rule's History in real Chromium against browser mode (issue 19): the four shared CR releases
// when ../shared is there, else two versions of the own fixture.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasShared, sharedData } from '../support/shared.ts';
import { browserSuiteBlocker, checkView, screenshotDir, startBrowserMode, type BrowserMode } from './browser.ts';

const describeBrowser = browserSuiteBlocker === null ? describe : describe.skip;
const real = process.env['ARBITER_E2E_OWN_FIXTURE'] === undefined && hasShared && existsSync(sharedData('cr-2026-04-17.txt'));
const title =
  `What changed in Chromium (rules: ${real ? 'the four shared CRs' : 'own fixture, ../shared is absent'})` +
  (browserSuiteBlocker === null ? '' : ` [skipped: ${browserSuiteBlocker}]`);

/** The files to import, oldest first: the shared releases, or the fixture and a later version of it with one rule inserted. */
function releases(): { name: string; content: Uint8Array }[] {
  if (real) {
    return ['2017-09-29', '2024-03-08', '2026-01-16', '2026-04-17'].map((date) => ({
      name: `cr-${date}.txt`,
      content: readFileSync(sharedData(`cr-${date}.txt`)),
    }));
  }
  const fixture = readFileSync(resolve(import.meta.dirname, 'fixtures/mini-cr.txt'), 'utf8');
  const older = fixture.replace(/effective as of [A-Za-z]+ \d+, \d{4}/, 'effective as of January 1, 2030');
  const newer = older
    .replace('January 1, 2030', 'June 1, 2030')
    .replace('the rest are put', 'all others are put')
    .replace(/^704\.5j /m, '704.5j A permanent with no name is never affected by this rule.\n\n704.5k ');
  return [
    { name: 'old.txt', content: new TextEncoder().encode(older) },
    { name: 'new.txt', content: new TextEncoder().encode(newer) },
  ];
}

describeBrowser(title, () => {
  let mode: BrowserMode;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    mode = await startBrowserMode();
    for (const file of releases()) {
      const result = await mode.handler.call('importDocument', { fileName: file.name, content: file.content });
      if (!result.ok) throw new Error(result.error.message);
    }
    const context = await mode.browser.newContext({ viewport: { width: 1200, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(mode.server.url);
  });

  afterAll(async () => {
    await mode?.close();
  });

  const counts = (): Promise<string | null> => page.getByRole('region', { name: /→/ }).textContent();

  it('lists what changed between the two newest releases, grouped by section, with counts and word diffs', async () => {
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'What changed' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'What changed', level: 1 }).isVisible()).toBe(true);
    await expect.poll(counts, { timeout: 30_000 }).toMatch(/\d+ added.*\d+ removed.*\d+ changed.*\d+ renumbered/s);
    expect(await counts()).toContain(real ? 'January 16, 2026 → April 17, 2026' : 'January 1, 2030 → June 1, 2030');
    const sectionHeading = page.getByRole('heading', { name: /^7\. Additional Rules/ });
    await expect.poll(() => sectionHeading.isVisible()).toBe(true);
    const section = page.getByRole('region', { name: /^7\. Additional Rules/ });
    expect(await section.locator('ins').count()).toBeGreaterThan(0);
    if (!real) {
      // the inserted rule is added, the one after it renumbered (not changed), the reworded one changed
      expect(await section.textContent()).toMatch(/added\s*704\.5j/);
      expect(await section.textContent()).toContain('704.5j renumbered +1 (now 704.5k)');
      expect(await section.getByRole('link', { name: /^704\.5k, now/ }).getAttribute('href')).toMatch(/#\/rule\/704\.5k%40\d+/);
    } else {
      expect(await section.textContent()).toContain('renumbered +1');
    }
    await checkView(page, 'what-changed');
  });

  it('filters by kind of change', async () => {
    const section = page.getByRole('region', { name: /^7\. Additional Rules/ });
    const kinds = async (): Promise<string[]> => section.locator('.kind').allTextContents();
    await expect.poll(async () => (await kinds()).some((k) => /added/i.test(k))).toBe(true);
    await page.getByRole('checkbox', { name: /^added/ }).uncheck();
    await expect.poll(async () => (await kinds()).some((k) => /added/i.test(k))).toBe(false);
    await page.getByRole('checkbox', { name: /^added/ }).check();
    await expect.poll(async () => (await kinds()).some((k) => /added/i.test(k))).toBe(true);
  });

  it('saves the change list as Markdown', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as Markdown' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^changes-.*\.md$/);
    const path = await download.path();
    expect(readFileSync(path, 'utf8')).toMatch(/^# What changed: .*\n\n\d+ added, \d+ removed/);
  });

  it('compares another pair of versions when one is chosen', async () => {
    const before = await counts();
    const older = page.getByRole('combobox', { name: 'From' });
    const options = await older.locator('option').allTextContents();
    if (real) {
      await older.selectOption({ index: options.length - 1 });
    } else {
      // with two imported, From the newer one compares it with itself, which is refused; then to the older: in reverse
      await older.selectOption({ index: 0 });
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toContain('compared with itself');
      await page.getByRole('combobox', { name: 'to' }).selectOption({ index: 1 });
    }
    await expect.poll(() => page.evaluate('location.hash'), { timeout: 10_000 }).toMatch(/^#\/changes\/\d+\.\.\d+$/);
    await expect.poll(counts, { timeout: 30_000 }).not.toBe(before);
  });

  it('shows a rule’s history in the reader, newest first, through a renumbering', async () => {
    const number = real ? '702.26' : '704.5k';
    await page.goto(`${mode.server.url}#/rule/${number}`);
    const history = page.getByRole('region', { name: 'History' });
    await expect.poll(() => history.isVisible(), { timeout: 30_000 }).toBe(true);
    const items = history.getByRole('listitem');
    if (real) {
      await expect.poll(() => items.count()).toBe(4);
      expect(await items.first().textContent()).toContain('April 17, 2026');
      expect(await items.nth(2).textContent()).toContain('renumbered from 702.25');
      expect(await items.nth(3).textContent()).toMatch(/September 29, 2017\s*702\.25/);
    } else {
      await expect.poll(() => items.count()).toBe(2);
      expect(await items.first().textContent()).toContain('renumbered from 704.5j, text changed');
      await history.getByText('What changed').click();
      expect(await history.locator('ins').count()).toBeGreaterThan(0);
    }
    await checkView(page, 'rule-history');
  });
});
