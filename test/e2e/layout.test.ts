// Issue 18, finding 3, in real Chromium: every view in a 640 × 800 window (the window's minimum), the same window with
// the largest text size (200 %), and at 200 % zoom (a 640-pixel window zoomed 200 % lays out 320 CSS pixels wide at two
// device pixels each). No sideways scrolling of the page or of anything in it, nothing cut at the right edge, and no
// serious or critical axe-core violation; a screenshot of each in test-output/screenshots/.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sharedData } from '../support/shared.ts';
import { describeBrowser, screenshotDir, seriousViolations, startBrowserMode, type BrowserMode } from './browser.ts';
import { floorRules } from './fixtures/floorRules.ts';

const realRules = sharedData('cr-2026-04-17.txt');
const olderRules = sharedData('cr-2026-01-16.txt');
const rules = existsSync(realRules)
  ? {
      name: 'April 17, 2026 CR',
      text: readFileSync(realRules, 'utf8'),
      older: readFileSync(olderRules, 'utf8'),
      query: 'deathtouch trample damage assignment',
      rule: '702.19c',
    }
  : { name: 'own fixture', text: floorRules(), older: floorRules('March 3, 2020', ' (old wording)'), query: 'trample', rule: '702.19b' };

interface Layout {
  readonly name: string;
  readonly viewport: { width: number; height: number };
  readonly deviceScaleFactor: number;
  /** The Settings text size, percent. */
  readonly textSize: number;
}

const layouts: readonly Layout[] = [
  { name: 'narrow-640', viewport: { width: 640, height: 800 }, deviceScaleFactor: 1, textSize: 100 },
  { name: 'text-200', viewport: { width: 640, height: 800 }, deviceScaleFactor: 1, textSize: 200 },
  { name: 'zoom-200', viewport: { width: 320, height: 400 }, deviceScaleFactor: 2, textSize: 100 },
];

interface Overflow {
  readonly page: { scrollWidth: number; clientWidth: number };
  /** Elements that scroll sideways inside the page. */
  readonly scrolling: string[];
  /** Visible elements that reach past the window's right edge. */
  readonly cut: string[];
}

/** What sticks out sideways, measured in the page. */
const measure = (page: Page): Promise<Overflow> =>
  page.evaluate(() => {
    const doc = document.documentElement;
    const describe = (element: Element): string => {
      const id = element.id ? `#${element.id}` : '';
      const className = element.className ? `.${String(element.className).split(' ')[0]}` : '';
      return `${element.tagName.toLowerCase()}${id}${className} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    };
    const all = [...document.querySelectorAll('body *')];
    const scrolling = all
      .filter(
        (element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1,
      )
      .map(describe);
    const cut = all
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const hidden = box.width <= 1 || style.visibility === 'hidden' || style.display === 'none' || element.closest('dialog:not([open])');
        return !hidden && box.right > doc.clientWidth + 1;
      })
      .map(describe);
    return { page: { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth }, scrolling, cut };
  });

describeBrowser(`Narrow windows and large text in Chromium (rules: ${rules.name})`, () => {
  let mode: BrowserMode;

  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    mode = await startBrowserMode();
    // Two releases, so the rule reader lists another version and "What changed" compares them.
    for (const [fileName, text] of [
      ['cr-older.txt', rules.older],
      ['cr.txt', rules.text],
    ] as const) {
      const imported = await mode.handler.call('importDocument', { fileName, content: new TextEncoder().encode(text) });
      if (!imported.ok) throw new Error(`${fileName}: ${imported.error.message}`);
    }
    // Card data, for the Cards view, a card page and the rulings beside search results.
    const cards = await mode.handler.call('importCards', {
      fileName: 'atomic-mini.json.gz',
      content: new Uint8Array(readFileSync(join(import.meta.dirname, '../fixtures/cards/atomic-mini.json.gz'))),
    });
    if (!cards.ok) throw new Error(`atomic-mini.json.gz: ${cards.error.message}`);
  });

  afterAll(async () => {
    await mode?.close();
  });

  for (const layout of layouts) {
    const size = `${layout.viewport.width} × ${layout.viewport.height} CSS px, text ${layout.textSize} %`;
    it(`${layout.name}: ${size}: every view fits the width`, async () => {
      const context: BrowserContext = await mode.browser.newContext({
        viewport: layout.viewport,
        deviceScaleFactor: layout.deviceScaleFactor,
      });
      await context.addInitScript(
        (textSize) =>
          localStorage.setItem('arbiter.settings', JSON.stringify({ theme: 'light', textSize, history: ['trample', '704.5j'] })),
        layout.textSize,
      );
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const problems: string[] = [];

      /** Checks the view; `window` names what the window shows: its top, or where the app scrolled (after Run). */
      async function check(view: string, window: 'top' | 'as scrolled' = 'top'): Promise<void> {
        // The whole page, and the window as the judge sees it.
        await page.screenshot({ path: join(screenshotDir, `${layout.name}-${view}.png`), fullPage: true });
        if (window === 'top') await page.evaluate(() => scrollTo(0, 0));
        await page.screenshot({ path: join(screenshotDir, `${layout.name}-${view}-window.png`) });
        const overflow = await measure(page);
        if (overflow.page.scrollWidth > overflow.page.clientWidth)
          problems.push(`${view}: the page scrolls sideways (${overflow.page.scrollWidth} > ${overflow.page.clientWidth})`);
        for (const element of overflow.scrolling) problems.push(`${view}: scrolls sideways inside ${element}`);
        for (const element of overflow.cut.slice(0, 5)) problems.push(`${view}: past the right edge: ${element}`);
        for (const violation of await seriousViolations(page))
          problems.push(
            `${view}: axe ${violation.id} (${violation.impact}) at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
      }

      const open = async (hash: string, ready: () => Promise<unknown>): Promise<void> => {
        await page.goto(`${mode.server.url}${hash}`);
        await expect.poll(ready).toBeTruthy();
      };

      await open(`#/search/${encodeURIComponent(rules.query)}`, () => page.getByRole('option').count());
      await check('search');
      await open(`#/rule/${rules.rule}`, () => page.getByRole('heading', { name: `Rule ${rules.rule}` }).count());
      await check('rule');
      await open('#/glossary/Trample', () => page.getByRole('region', { name: 'Rules that use this term' }).count());
      await check('glossary');
      await open('#/changes', () => page.getByRole('heading', { level: 2 }).count());
      await check('changes');
      await open('#/cards/t%3Aland', () => page.getByRole('list', { name: 'Cards found' }).getByRole('link').count());
      await check('cards');
      await open(`#/card/${encodeURIComponent('Urborg, Tomb of Yawgmoth')}`, () => page.getByRole('heading', { level: 1 }).count());
      await check('card');
      await open(`#/search/${encodeURIComponent('Humility with Opalescence: which timestamp order?')}`, () =>
        page.getByRole('list', { name: 'Rulings of the cards named' }).count(),
      );
      await check('search-rulings');
      await open('#/subtypes', () => page.getByLabel('Filter types').count());
      await page.getByLabel('Type line', { exact: true }).fill('Legendary Artifact Creature — Elff Wizard');
      await page.getByLabel('Is', { exact: true }).fill('Elff');
      await page.getByRole('button', { name: 'Ask' }).click();
      await page.getByLabel('Filter types').fill('elf');
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Did you mean' }).count()).toBe(2);
      await check('subtypes');
      await open('#/simulator', () => page.getByLabel('Example').count());
      await page.getByLabel('Example').selectOption('magical-hack-on-blood-moon');
      await page.getByRole('button', { name: 'Load example' }).click();
      await page.getByRole('button', { name: 'Run simulation' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Results' }).count()).toBe(1);
      await check('simulator', 'as scrolled');
      await page.getByRole('group', { name: /^Object 1/ }).screenshot({ path: join(screenshotDir, `${layout.name}-simulator-object.png`) });
      await open('#/library', () => page.getByRole('row').count());
      await check('library');
      await open('#/settings', () => page.getByRole('heading', { name: 'Settings' }).count());
      await check('settings');
      await page.locator('body').press('?');
      await expect.poll(() => page.getByRole('dialog', { name: 'Keyboard shortcuts' }).isVisible()).toBe(true);
      await check('shortcuts');
      await context.close();
      expect(problems.join('\n')).toBe('');
    });
  }
});
