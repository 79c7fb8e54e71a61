// The Cards view and the name-only Simulator flow in real Chromium: card data (a small MTGJSON fixture) and a small CR
// imported through the API, then a typo'd and a foreign name found, a card page with dated rulings and rule links
// read, and Blood Moon + Urborg answered from two typed names with the result on screen without scrolling.
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuiteBlocker, screenshotDir, seriousViolations, startBrowserMode, type BrowserMode } from './browser.ts';

const describeBrowser = browserSuiteBlocker === null ? describe : describe.skip;
const fixtures = resolve(import.meta.dirname, '../fixtures');

describeBrowser(`Cards in Chromium${browserSuiteBlocker === null ? '' : ` [skipped: ${browserSuiteBlocker}]`}`, () => {
  let mode: BrowserMode;
  let page: Page;
  const viewport = { width: 1200, height: 900 };

  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    mode = await startBrowserMode();
    const rules = await mode.handler.call('importDocument', {
      fileName: 'combat-cr.txt',
      content: new Uint8Array(readFileSync(join(fixtures, 'rules/combat-cr.txt'))),
    });
    expect(rules.ok).toBe(true);
    const cards = await mode.handler.call('importCards', {
      fileName: 'atomic-mini.json.gz',
      content: new Uint8Array(readFileSync(join(fixtures, 'cards/atomic-mini.json.gz'))),
    });
    expect(cards.ok).toBe(true);
    page = await (await mode.browser.newContext({ viewport })).newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await mode?.close();
  });

  it('finds cards by a typo and by a printed German name, best first', async () => {
    await page.goto(`${mode.server.url}#/cards`);
    const box = page.getByLabel('Find cards');
    await box.fill('grizly bers');
    const results = page.getByRole('list', { name: 'Cards found' });
    await expect.poll(() => results.getByRole('link').first().textContent()).toBe('Grizzly Bears');
    await box.fill('Blutmond');
    await expect.poll(() => results.textContent()).toContain('(German: Blutmond)');
    await box.fill('t:legendary t:land');
    await expect
      .poll(() => results.getByRole('link').allTextContents())
      .toEqual(['Urborg, Tomb of Yawgmoth', 'Yavimaya, Cradle of Growth']);
    await box.fill('kw:flying pow>=4');
    await expect.poll(() => results.getByRole('link').allTextContents()).toEqual(['Serra Angel']);
    await box.fill('set:m10');
    await expect.poll(() => page.locator('#card-status').textContent()).toContain('unknown search key "set"');
    await box.fill('blood moon');
    await expect.poll(() => results.getByRole('link').first().textContent()).toBe('Blood Moon');
    await page.screenshot({ path: join(screenshotDir, 'cards.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens a card page with its dated rulings, and a face with its keyword linked to the rule', async () => {
    await page.getByRole('list', { name: 'Cards found' }).getByRole('link', { name: 'Blood Moon' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Blood Moon');
    const rulings = page.locator('.rulings li');
    await expect.poll(() => rulings.first().textContent()).toMatch(/^2031-02-10 Test ruling: Blood Moon removes/);
    expect(await page.getByText('✓ valid type line').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${mode.server.url}#/card/${encodeURIComponent('Night Tester')}`);
    const night = page.getByRole('region', { name: 'Face: Night Tester' });
    await expect.poll(() => night.getByRole('link', { name: 'Trample' }).getAttribute('href')).toBe('#/rule/702.19');
    await page.screenshot({ path: join(screenshotDir, 'card-page.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await night.getByRole('link', { name: 'Trample' }).click();
    await expect.poll(() => page.url()).toContain('#/rule/702.19');
  });

  it('answers Blood Moon + Urborg from two typed names, the result visible without scrolling', async () => {
    await page.goto(`${mode.server.url}#/simulator`);
    await page.getByRole('button', { name: 'New scenario' }).click();
    const started = Date.now();
    const card = page.getByLabel('Card', { exact: true });
    await card.fill('Urborg, Tomb of Yawgmoth');
    await card.press('Enter');
    await expect.poll(() => page.locator('#quick-message').textContent()).toContain('Added Urborg, Tomb of Yawgmoth with 1 effect');
    await card.fill('blood mon');
    await card.press('Enter');
    const result = page.getByRole('table', { name: 'Result' });
    const urborg = result.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Urborg, Tomb of Yawgmoth', exact: true }) });
    await expect.poll(() => urborg.textContent()).toContain('Legendary Land — Mountain');
    expect(Date.now() - started).toBeLessThan(10_000);
    const box = await result.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate('window.scrollY')).toBe(0);
    // Both abilities are on the board as effects, in the order the cards were added.
    const effects = page.locator('ol.effects > li legend');
    expect(await effects.allTextContents()).toEqual(['Effect 1: Urborg, Tomb of Yawgmoth', 'Effect 2: Blood Moon']);
    await page.screenshot({ path: join(screenshotDir, 'simulator-cards-by-name.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('names a card that is not in the card data', async () => {
    const card = page.getByLabel('Card', { exact: true });
    await card.fill('Zzyzx Qwerty');
    await card.press('Enter');
    await expect.poll(() => page.locator('#quick-message').textContent()).toContain('No card "Zzyzx Qwerty"');
  });

  it('shows the rulings of the cards a rules question names as their own results, each opening its card', async () => {
    await page.goto(`${mode.server.url}#/search`);
    await page.getByRole('combobox', { name: 'Search the rules' }).fill('Humility with Opalescence: which timestamp order?');
    const rulings = page.getByRole('list', { name: 'Rulings of the cards named' });
    await expect.poll(() => rulings.getByRole('listitem').count()).toBe(3);
    expect(await rulings.getByRole('listitem').first().textContent()).toMatch(/Humility.*Rulings, .*2\d{3}.*timestamp order/s);
    expect(await seriousViolations(page)).toEqual([]);
    // Below 25 rules, yet one button away: the status line counts them and brings them into view.
    await page.getByRole('button', { name: '3 rulings of the cards named' }).click();
    await expect.poll(() => rulings.evaluate((list) => list.getBoundingClientRect().top < innerHeight)).toBe(true);
    await rulings.getByRole('link', { name: 'Opalescence' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain('Opalescence');
  });
});
