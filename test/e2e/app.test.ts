// The judge's flows in real Chromium against browser mode: import, search, read, subtypes, simulator, settings.
// Elements are found by role and accessible name, as a person finds them.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sharedData } from '../support/shared.ts';
import { checkView, describeBrowser, screenshotDir, startBrowserMode, type BrowserMode } from './browser.ts';

const realRules = sharedData('cr-2026-04-17.txt');
const rulesFile = existsSync(realRules) ? realRules : resolve(import.meta.dirname, 'fixtures/mini-cr.txt');

const rulesName = rulesFile.endsWith('mini-cr.txt') ? 'own fixture' : 'April 17, 2026 CR';
const title = `Arbiter in Chromium (rules: ${rulesName})`;

describeBrowser(title, () => {
  let mode: BrowserMode;
  let page: Page;

  const navigate = (view: string): Promise<void> =>
    page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: view }).click();
  const searchBox = (): ReturnType<Page['getByRole']> => page.getByRole('combobox', { name: 'Search the rules' });
  const results = (): ReturnType<Page['getByRole']> => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    mode = await startBrowserMode();
    const context = await mode.browser.newContext({ viewport: { width: 1200, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(mode.server.url);
  });

  afterAll(async () => {
    await mode?.close();
  });

  it('greets a first run with how to get the rules', async () => {
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Arbiter' }).isVisible()).toBe(true);
    await checkView(page, 'first-run');
  });

  it('imports a CR through the Library with progress, then lists it with its date', async () => {
    await navigate('Library');
    await page.getByLabel('Import a rules file').setInputFiles(rulesFile);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Imported' }).textContent(), { timeout: 45_000 })
      .toMatch(/Imported: .* \d+ rules/s);
    await expect.poll(() => page.getByRole('table').textContent()).toContain('April 17, 2026');
    await checkView(page, 'library');
  });

  it('refuses a file that is not rules with a clear message', async () => {
    await page
      .getByLabel('Import a rules file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('shopping list: eggs, milk, bread\n') });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('notes.txt was not imported');
  });

  it('searches by number, by slang and by a question, with marks and the source date', async () => {
    await navigate('Search');
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate('document.activeElement && document.activeElement.id')).toBe('search-box');
    await searchBox().fill('704.5j');
    await expect.poll(() => results().first().textContent()).toContain('704.5j');
    expect(await results().first().textContent()).toContain('April 17, 2026');

    await searchBox().fill('legend rule');
    await expect.poll(async () => (await results().allTextContents()).slice(0, 3).join('\n')).toContain('704.5j');
    expect(await page.getByRole('listbox', { name: 'Search results' }).locator('mark').count()).toBeGreaterThan(0);

    await searchBox().fill('what happens when two legendary permanents have the same name');
    await expect.poll(async () => (await results().allTextContents()).slice(0, 5).join('\n')).toContain('704.5j');
    await checkView(page, 'search');
  });

  it('opens a result with the keyboard, follows a rule link and comes back', async () => {
    await searchBox().fill('704.5j');
    await expect.poll(() => results().first().textContent()).toContain('704.5j');
    await searchBox().press('ArrowDown');
    expect(await results().first().getAttribute('aria-selected')).toBe('true');
    await searchBox().press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rule 704.5j');
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain('704');
    await checkView(page, 'rule');

    await page.getByRole('button', { name: 'Copy citation' }).click();
    const copied = page.getByRole('status').filter({ hasText: /^Cop/ });
    await expect.poll(() => copied.textContent()).toMatch(/: CR 704\.5j \(2026-04-17\)$/);
    await page.getByRole('button', { name: 'Copy text' }).click();
    await expect.poll(() => copied.textContent()).toMatch(/: CR 704\.5j \(2026-04-17\): .*legendary/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => copied.textContent()).toMatch(/: arbiter:\/\/rule\/704\.5j@2026-04-17$/);

    // Follow a "cited by" link, then the rule number in that rule's text back, then come back with Back.
    const citing = page.getByRole('region', { name: 'Cited by' }).getByRole('link').first();
    const citingNumber = (await citing.textContent())!;
    await citing.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Rule ${citingNumber}`);
    await page.getByRole('article').getByRole('link', { name: '704.5j', exact: true }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rule 704.5j');
    await page.getByRole('button', { name: 'Back', exact: true }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Rule ${citingNumber}`);
    await page.getByRole('button', { name: 'Back', exact: true }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rule 704.5j');
  });

  it('lists the searches opened before under an empty box, and puts one back in the box when chosen', async () => {
    await navigate('Search');
    await searchBox().fill('');
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await recent.getByRole('button', { name: '704.5j', exact: true }).click();
    expect(await searchBox().inputValue()).toBe('704.5j');
    await expect.poll(() => results().first().textContent()).toContain('704.5j');
    expect(await recent.count()).toBe(0);
  });

  it('opens the glossary entry for a term', async () => {
    await page.keyboard.press('Control+k');
    await searchBox().fill('legend rule');
    const glossaryResult = results().filter({ hasText: 'Glossary' }).first();
    await glossaryResult.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Glossary: Legend Rule$/i);
    await checkView(page, 'glossary');
  });

  it('follows a term from a rule to its glossary entry, and a rule back', async () => {
    await page.keyboard.press('Control+k');
    await searchBox().fill('704.5j');
    await expect.poll(() => results().first().textContent()).toContain('704.5j');
    await searchBox().press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rule 704.5j');
    const terms = page.getByRole('region', { name: 'Terms used' });
    await terms.getByRole('link', { name: 'Legend Rule, defined here' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Glossary: Legend Rule');
    if (!rulesFile.endsWith('mini-cr.txt')) {
      // The April 2026 definition reads "…applies to legendary permanents": its words lead to their own entries.
      await page.getByRole('main').getByRole('link', { name: 'legendary', exact: true }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Glossary: Legendary');
      await page.getByRole('button', { name: 'Back', exact: true }).first().click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Glossary: Legend Rule');
    }
    await page.getByRole('main').getByRole('link', { name: '704.5j', exact: true }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rule 704.5j');
    await checkView(page, 'rule-terms');
  });

  it('lists a rule in an older import, "text differs", and shows the words that changed', async () => {
    const older = readFileSync(resolve(import.meta.dirname, 'fixtures/mini-cr.txt'), 'utf8')
      .replace('April 17, 2026', 'March 3, 2020')
      .replace('are controlled by the same player, that player chooses one of them', 'are controlled by the same player, all are put');
    await navigate('Library');
    await page.getByLabel('Import a rules file').setInputFiles({ name: 'cr-2020.txt', mimeType: 'text/plain', buffer: Buffer.from(older) });
    await expect.poll(() => page.getByRole('table').textContent()).toContain('March 3, 2020');
    await page.goto(`${mode.server.url}#/rule/704.5j`);
    const versions = page.getByRole('navigation', { name: 'Other versions of this rule' });
    await expect.poll(() => versions.textContent()).toMatch(/March 3, 2020\s*\(text differs\)/);
    await versions.getByRole('button', { name: 'Compare' }).click();
    const changes = page.getByRole('region', { name: 'Changes from the version of March 3, 2020' });
    await expect.poll(() => changes.locator('ins').allTextContents()).toContainEqual(expect.stringContaining('chooses one of them'));
    expect((await changes.locator('del').allTextContents()).join(' ')).toContain('all are put');
    await checkView(page, 'rule-versions');
    await versions.getByRole('link', { name: 'March 3, 2020' }).click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('all are put');
  });

  it('checks a type line and answers "is X a creature type?" with the rule', async () => {
    await navigate('Subtypes');
    await page.getByLabel('Type line', { exact: true }).fill('Creature — Swamp');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Not a valid type line' }).textContent()).toContain('205.3d');
    await page.getByLabel('Type line', { exact: true }).fill('Land Creature — Forest Dryad');
    const valid = page.getByRole('status').filter({ hasText: 'Valid' });
    await expect.poll(() => valid.textContent()).toContain('Land Creature — Forest Dryad');
    await page.getByLabel('Is', { exact: true }).fill('Swamp');
    await page.getByLabel('a', { exact: true }).selectOption('creature');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'No.' }).textContent()).toContain('205.3');
    await page.getByLabel('Filter types').fill('elf');
    await checkView(page, 'subtypes');
  });

  it('switches to the dark theme and clears the search history', async () => {
    await navigate('Settings');
    await page.getByRole('radio', { name: 'Dark' }).check();
    expect(await page.evaluate('document.documentElement.dataset.theme')).toBe('dark');
    expect(await page.getByRole('listitem').filter({ hasText: '704.5j' }).count()).toBeGreaterThan(0);
    await checkView(page, 'settings');
    await page.getByRole('button', { name: 'Clear search history' }).click();
    await expect.poll(() => page.getByText('No searches remembered.').isVisible()).toBe(true);
    await navigate('Search');
    await checkView(page, 'search-dark');
  });
});
