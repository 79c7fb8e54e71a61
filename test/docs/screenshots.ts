// `npm run screenshots`: the README's pictures of the views, taken in Chromium against browser mode with the newest
// CR from ../shared imported (or the small fixture CR when ../shared is absent). Writes docs/screenshots/*.png.
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { exampleScenarios } from '../../core/engine/index.ts';
import { sharedData } from '../support/shared.ts';
import { browserSuiteBlocker, startBrowserMode } from '../e2e/browser.ts';

const outputDir = resolve(import.meta.dirname, '../../docs/screenshots');
const realRules = sharedData('cr-2026-04-17.txt');
const olderRules = sharedData('cr-2026-01-16.txt');
const cardData = resolve(import.meta.dirname, '../fixtures/cards/atomic-mini.json.gz');
const rulesFile = existsSync(realRules) ? realRules : resolve(import.meta.dirname, '../e2e/fixtures/mini-cr.txt');

if (browserSuiteBlocker !== null) {
  console.error(`screenshots: ${browserSuiteBlocker}`);
  process.exit(2);
}
mkdirSync(outputDir, { recursive: true });
const mode = await startBrowserMode();
try {
  const page = await (await mode.browser.newContext({ viewport: { width: 1100, height: 760 } })).newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(mode.server.url);
  const navigate = (view: string): Promise<void> =>
    page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: view }).click();

  await navigate('Library');
  // The older release first, so What changed compares it with the newest (only with ../shared).
  for (const file of existsSync(olderRules) && existsSync(realRules) ? [olderRules, rulesFile] : [rulesFile]) {
    await page.getByLabel('Import a rules file').setInputFiles(file);
    await page.getByRole('status').filter({ hasText: 'Imported' }).waitFor();
  }
  await page.getByLabel(/^Import card data/).setInputFiles(cardData);
  await page.getByRole('table', { name: 'Imported card data' }).getByRole('row').nth(1).waitFor();

  await navigate('Search');
  await page.getByRole('combobox', { name: 'Search the rules' }).fill('what happens when two legendary permanents have the same name');
  await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
  await page.screenshot({ path: join(outputDir, 'search.png') });

  await navigate('Cards');
  await page.getByLabel('Find cards').fill('blood moon');
  await page.getByRole('list', { name: 'Cards found' }).getByRole('link', { name: 'Blood Moon' }).click();
  await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Blood Moon' }).waitFor();
  await page.screenshot({ path: join(outputDir, 'cards.png') });

  if (existsSync(olderRules) && existsSync(realRules)) {
    await navigate('What changed');
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.screenshot({ path: join(outputDir, 'changes.png') });
  }

  await navigate('Simulator');
  const example = exampleScenarios.find((candidate) => candidate.title.includes('Urborg')) ?? exampleScenarios[0]!;
  await page.getByLabel('Example').selectOption({ label: example.title });
  await page.getByRole('button', { name: 'Load example' }).click();
  await page.getByRole('button', { name: 'Run simulation' }).click();
  const results = page.getByRole('heading', { name: 'Results' });
  await results.waitFor();
  await results.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: join(outputDir, 'simulator.png') });
  console.log(`screenshots: written to ${outputDir}`);
} finally {
  await mode.close();
}
