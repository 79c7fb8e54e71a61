// The simulator in real Chromium: a ready-made seed scenario is loaded, run, and its result and trace read.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleScenarios } from '../../core/engine/index.ts';
import { browserSuiteBlocker, screenshotDir, seriousViolations, startBrowserMode, type BrowserMode } from './browser.ts';

const describeBrowser = browserSuiteBlocker === null ? describe : describe.skip;

describeBrowser(`Simulator in Chromium${browserSuiteBlocker === null ? '' : ` [skipped: ${browserSuiteBlocker}]`}`, () => {
  let mode: BrowserMode;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    mode = await startBrowserMode();
    page = await (await mode.browser.newContext({ viewport: { width: 1200, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${mode.server.url}#/simulator`);
  });

  afterAll(async () => {
    await mode?.close();
  });

  it('runs a seed scenario in the simulator and reads its trace', async () => {
    const example = exampleScenarios.find((candidate) => Object.values(candidate.expected).some((object) => object.typeLine !== undefined))!;
    await page.getByLabel('Example').selectOption({ label: example.title });
    await page.getByRole('button', { name: 'Load example' }).click();
    await page.getByRole('button', { name: 'Run simulation' }).click();
    const [name, expected] = Object.entries(example.expected).find(([, object]) => object.typeLine !== undefined)!;
    const firstObject = { name, typeLine: expected.typeLine! };
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: firstObject.name, exact: true }) });
    await expect.poll(() => row.textContent()).toContain(firstObject.typeLine);
    const trace = page.getByRole('region', { name: `Trace for ${firstObject.name}` });
    expect(await trace.textContent()).toMatch(/613/);
    expect(await trace.getByRole('link').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(screenshotDir, 'simulator.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

});
