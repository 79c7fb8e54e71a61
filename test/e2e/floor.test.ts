// Issue 18, "the floor experience", in real Chromium: what a judge meets in the first ten minutes. Back returns every
// view as it was left; the simulator's answer comes into view in colors that mean what they say; counts agree between
// the CLI, the import and the Library; the rough edges (Did you mean, two sets of back/forward, glossary order, "/");
// citations and arbiter:// links; the shortcuts overlay. The rules are a made-up CR long enough to scroll.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { exampleScenarios } from '../../core/engine/index.ts';
import { describeBrowser, screenshotDir, startBrowserMode, type BrowserMode } from './browser.ts';
import { floorRules } from './fixtures/floorRules.ts';

const root = resolve(import.meta.dirname, '../..');

/** The CLI as a judge runs it, on the database browser mode answers from. */
function cli(...args: string[]): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'electron/cli/main.ts', ...args], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`arbiter ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return run.stdout;
}

describeBrowser('The floor experience in Chromium (issue 18)', () => {
  let mode: BrowserMode;
  let page: Page;
  let dir: string;

  const heading = (): Promise<string | null> => page.getByRole('heading', { level: 1 }).textContent();
  const searchBox = (): Locator => page.getByRole('combobox', { name: 'Search the rules' });
  const results = (): Locator => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  const scrollY = (): Promise<number> => page.evaluate(() => window.scrollY);
  const navigate = (view: string): Promise<void> =>
    page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: view }).click();
  /** Scrolls the page until `locator` is near the top of the window (so clicking it scrolls nothing); the new scrollY. */
  async function scrollToShow(locator: Locator): Promise<number> {
    const top = await locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), top - 120);
    return scrollY();
  }
  /** Whether the element is fully inside the window. */
  const inViewport = (locator: Locator): Promise<boolean> =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= -1 && box.bottom <= window.innerHeight + 1; // a pixel either way for subpixel layout
    });

  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    dir = mkdtempSync(join(tmpdir(), 'arbiter-floor-'));
    writeFileSync(join(dir, 'cr-floor.txt'), floorRules());
    writeFileSync(join(dir, 'cr-floor-2020.txt'), floorRules('March 3, 2020', ' (old wording)'));
    mode = await startBrowserMode();
    page = await (await mode.browser.newContext({ viewport: { width: 1000, height: 700 } })).newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(mode.server.url);
  });

  afterAll(async () => {
    await mode?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('opens on the Library with the first-run help when no rules are imported, not on an empty search', async () => {
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Arbiter' }).isVisible()).toBe(true);
    expect(await heading()).toBe('Library');
    expect(new URL(page.url()).hash).toBe('#/library');
    await page.screenshot({ path: join(screenshotDir, 'floor-first-run.png') });
    await page.goto(`${mode.server.url}#/search/trample`);
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('No rules are imported yet');
    expect(await page.getByRole('heading', { name: 'Welcome to Arbiter' }).isVisible()).toBe(true);
    await navigate('Library');
  });

  it('counts the same thing with the same words in the import result, the Library and the CLI (finding 5)', async () => {
    await page.getByLabel('Import a rules file').setInputFiles(join(dir, 'cr-floor.txt'));
    const imported = page.getByRole('status').filter({ hasText: 'Imported' });
    await expect.poll(() => imported.textContent(), { timeout: 45_000 }).toMatch(/rules and sections/);
    const summary = /(\d+) rules and sections \((\d+) sections, (\d+) rules\)/.exec((await imported.textContent())!.replace(/\s+/g, ' '))!;
    const [total, sections, rules] = [Number(summary[1]), Number(summary[2]), Number(summary[3])];
    expect(total).toBe(sections + rules);
    expect(sections).toBeGreaterThan(0);

    const row = page.getByRole('row').filter({ hasText: 'Comprehensive Rules' });
    await expect.poll(() => row.textContent()).toContain(`${total} rules and sections`);

    expect(cli('sources', '--db', mode.dbPath)).toContain(`${total} rules and sections`);
    const own = join(dir, 'cli.db');
    expect(cli('import', join(dir, 'cr-floor.txt'), '--db', own)).toContain(
      `${total} rules and sections (${sections} sections, ${rules} rules)`,
    );
    const json = JSON.parse(cli('sources', '--db', own, '--json')) as { sources: { ruleCount: number }[] };
    expect(json.sources[0]!.ruleCount).toBe(total);
  });

  it('says what a second card file replaced, and Remove asks with the name and the dates (finding 5)', async () => {
    const cards = page.getByLabel('Import card data (MTGJSON');
    await cards.setInputFiles(join(root, 'test/fixtures/cards/mini-set.json'));
    const table = page.getByRole('table', { name: 'Imported card data' });
    const cardsOf = (title: string): Promise<string | null> =>
      table.getByRole('row').filter({ hasText: title }).getByRole('cell').nth(1).textContent();
    await expect.poll(() => cardsOf('Arbiter Test Set')).toBe('5');
    const reprints = JSON.parse(readFileSync(join(root, 'test/fixtures/cards/mini-set.json'), 'utf8')) as {
      data: { code: string; name: string; cards: { name: string }[] };
    };
    reprints.data.code = 'TS2';
    reprints.data.name = 'Second Test Set';
    reprints.data.cards = reprints.data.cards.filter((card) => card.name === 'Test Bear' || card.name === 'Moon of Tests');
    await cards.setInputFiles({ name: 'second.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(reprints)) });
    const replaced = page.getByRole('status').filter({ hasText: 'replaced' });
    await expect.poll(() => replaced.textContent()).toMatch(/replaced 2 cards of Arbiter Test Set .*now holds\s+3 cards \(was 5\)/s);
    expect(await cardsOf('Arbiter Test Set')).toBe('3'); // the table says the same

    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Remove Magic: The Gathering Comprehensive Rules' }).click();
    await expect
      .poll(() => asked)
      .toMatch(/Remove "Magic: The Gathering Comprehensive Rules" \(effective April 17, 2026, cr-floor\.txt, imported \w+ \d+, \d{4}\)/);
    expect(await page.getByRole('row').filter({ hasText: 'Comprehensive Rules' }).count()).toBe(1); // dismissed: still there
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Remove card data Second Test Set' }).click();
    await expect.poll(() => asked).toMatch(/"Second Test Set" \(second\.json, 2 cards, imported \w+ \d+, \d{4}\)/);
  });

  it('Back, Alt+← and the Search tab return the query, the results and the scroll position (finding 1)', async () => {
    await navigate('Search');
    await searchBox().fill('trample');
    await expect.poll(() => results().count()).toBeGreaterThan(20);
    const listed = await results().allTextContents();
    const left = await scrollToShow(results().nth(12));
    expect(left).toBeGreaterThan(500);

    // Back button in the header
    await results().nth(12).click();
    await expect.poll(heading).toMatch(/^Rule /);
    expect(await scrollY()).toBe(0); // a new view opens at its top
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => searchBox().inputValue()).toBe('trample');
    expect(await results().allTextContents()).toEqual(listed);
    await expect.poll(scrollY).toBe(left);
    await page.screenshot({ path: join(screenshotDir, 'floor-back-search.png') });

    // Alt+←
    await results().nth(14).click();
    await expect.poll(heading).toMatch(/^Rule /);
    await page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(() => searchBox().inputValue()).toBe('trample');
    await expect.poll(scrollY).toBe(left);

    // The Search tab, from a rule opened from the results
    await results().nth(13).click();
    await expect.poll(heading).toMatch(/^Rule /);
    await navigate('Search');
    await expect.poll(() => searchBox().inputValue()).toBe('trample');
    expect(await results().allTextContents()).toEqual(listed);
    await expect.poll(scrollY).toBe(left);
  });

  it('Back returns a glossary entry where it was left; its rules are in rule order, the cited one first (findings 1, 6)', async () => {
    await page.goto(`${mode.server.url}#/glossary/Trample`);
    const used = page.getByRole('region', { name: 'Rules that use this term' });
    await expect.poll(() => used.getByRole('listitem').count()).toBeGreaterThan(15);
    const numbers = await used.getByRole('listitem').getByRole('link').allTextContents();
    expect(numbers[0]).toBe('702.19');
    expect(await used.getByRole('listitem').first().textContent()).toContain('the definition cites it');
    const rest = numbers.slice(1);
    const key = (n: string): number[] => n.match(/\d+|[a-z]/g)!.map((part) => (/\d/.test(part) ? Number(part) : part.charCodeAt(0) / 1000));
    const sorted = [...rest].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
      return x.length - y.length;
    });
    expect(rest).toEqual(sorted);
    expect(rest.indexOf('702.19a')).toBe(rest.length - 1); // 702.19a after every 1xx rule, though search ranks it higher

    const target = used.getByRole('link', { name: rest.at(-2)!, exact: true });
    const left = await scrollToShow(target);
    expect(left).toBeGreaterThan(150);
    await target.click();
    await expect.poll(heading).toBe(`Rule ${rest.at(-2)}`);
    await page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(heading).toBe('Glossary: Trample');
    await expect.poll(scrollY).toBe(left);
  });

  it('"Did you mean" appears once, as buttons that answer; the Subtype index comes back as it was (findings 1, 6)', async () => {
    await navigate('Subtypes');
    await page.getByLabel('Is', { exact: true }).fill('Elff');
    await page.getByRole('button', { name: 'Ask' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'No.' });
    await expect.poll(() => answer.textContent()).toContain('Elff');
    const text = (await answer.textContent())!;
    expect(text.match(/Did you mean|Nearest/g)).toEqual(['Did you mean']);
    await answer.getByRole('button', { name: 'Elf', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Yes.' }).textContent()).toContain('Elf');
    expect(await page.getByLabel('Is', { exact: true }).inputValue()).toBe('Elf');

    const line = page.getByLabel('Type line', { exact: true });
    await line.fill('Creature — Elff Wizard');
    const report = page.getByRole('status').filter({ hasText: 'Not a valid type line' });
    await expect.poll(() => report.getByRole('button', { name: 'Elf', exact: true }).count()).toBe(1);
    expect((await report.textContent())!.match(/Did you mean/g)).toHaveLength(1);
    await report.getByRole('button', { name: 'Elf', exact: true }).click();
    await expect.poll(() => line.inputValue()).toBe('Creature — Elf Wizard');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Valid:' }).textContent()).toContain('Creature — Elf Wizard');

    await page.getByLabel('Filter types').fill('e');
    const ruleLink = page.getByRole('link', { name: '205.4a' }); // a rule link beside the lists
    const left = await scrollToShow(ruleLink);
    expect(left).toBeGreaterThan(200);
    await ruleLink.click();
    await expect.poll(heading).toMatch(/^Rule 205/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(heading).toBe('Subtype index');
    expect(await line.inputValue()).toBe('Creature — Elf Wizard');
    expect(await page.getByLabel('Filter types').inputValue()).toBe('e');
    expect(await page.getByRole('status').filter({ hasText: 'Yes.' }).textContent()).toContain('Elf');
    await expect.poll(scrollY).toBe(left);
  });

  it('Run brings the result into view, not in red; Back from a trace link returns to it (findings 1, 4)', async () => {
    const example = exampleScenarios.find((candidate) => candidate.id === 'magical-hack-on-blood-moon')!;
    await navigate('Simulator');
    await page.getByLabel('Example').selectOption({ label: example.title });
    await page.getByRole('button', { name: 'Load example' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Run simulation' }).click();
    const results = page.getByRole('heading', { name: 'Results' });
    await expect.poll(() => inViewport(results)).toBe(true);
    const table = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: 'Hinterland Harbor' }) });
    expect(await inViewport(table.getByRole('row').first())).toBe(true);
    // Nothing in the results is in the color of errors.
    const bad = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bad').trim());
    const colors = await page
      .getByRole('region', { name: 'Results' })
      .locator('td, th, p, li')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).color));
    const badRgb = await page.evaluate((color) => {
      const probe = document.createElement('span');
      probe.style.color = color;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, bad);
    expect(colors.length).toBeGreaterThan(5);
    expect(colors).not.toContain(badRgb);
    await page.screenshot({ path: join(screenshotDir, 'floor-simulator-run.png') });

    const trace = page.getByRole('region', { name: 'Trace for Hinterland Harbor' });
    const rule = trace.getByRole('link').first();
    const left = await scrollToShow(rule);
    expect(left).toBeGreaterThan(300);
    const number = (await rule.textContent())!;
    await rule.click();
    await expect.poll(heading).toBe(`Rule ${number}`);
    await page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(() => table.getByRole('rowheader', { name: 'Hinterland Harbor' }).count()).toBe(1);
    expect(await page.getByLabel('Example').inputValue()).toBe(example.id);
    await expect.poll(scrollY).toBe(left);

    // The result as text a judge can read to the players
    await page.getByRole('button', { name: 'Copy result as text' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: /^Cop/ }).textContent())
      .toMatch(/- Hinterland Harbor: Land — Island/);
  });

  it('clears a stale error on a new scenario, and shows a refused wording on one line with a way forward (finding 4)', async () => {
    await page.getByRole('button', { name: 'New scenario' }).click();
    const object = page.getByRole('group', { name: /^Object 1/ });
    await object.getByLabel('Name').fill('Opalescence');
    await object.getByRole('button', { name: 'Fill from card data: object 1' }).click();
    await expect.poll(() => object.getByText(/No card "Opalescence"/).count()).toBe(1);
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    await page.getByRole('button', { name: 'New scenario' }).click();
    await expect.poll(() => page.getByText(/No card "Opalescence"/).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);

    const effect = page.getByRole('group', { name: /^Effect 1/ });
    await effect.getByLabel('Oracle text').fill('All creatures are blurple.');
    const feedback = effect.locator('[id="effect-0-feedback"]');
    await expect.poll(() => feedback.textContent()).toContain('blurple');
    const problem = (await feedback.textContent())!;
    expect(problem).not.toContain('Understood forms');
    // one line (issue 15 item 4: the words marked, the nearest form, what the judge can do), not the list of forms
    expect(problem).not.toContain('\n');
    expect(problem.length).toBeLessThan(260);
    expect(await effect.getByText('Add effect by form').isVisible()).toBe(true);
    expect(await effect.getByText('Wordings the simulator understands').isVisible()).toBe(true);
    expect(await effect.getByText(/<subject> becomes/).isVisible()).toBe(false); // behind the disclosure
    await effect.screenshot({ path: join(screenshotDir, 'floor-simulator-refused.png') });
  });

  it('has one set of back/forward controls, and "/" types in the search box while a query is edited (finding 6)', async () => {
    await page.goto(`${mode.server.url}#/rule/702.19b`);
    await expect.poll(heading).toBe('Rule 702.19b');
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Forward', exact: true }).count()).toBe(1);
    await page.goto(`${mode.server.url}#/glossary/Trample`);
    await expect.poll(heading).toBe('Glossary: Trample');
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(1);

    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-box');
    await page.keyboard.type('1/1 token');
    expect(await searchBox().inputValue()).toBe('1/1 token');
  });

  it('copies a citation with the CR date, and an arbiter:// link opens the same rule of the same date (also build)', async () => {
    await navigate('Library');
    await page.getByLabel('Import a rules file').setInputFiles(join(dir, 'cr-floor-2020.txt'));
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'March 3, 2020' }).count()).toBe(1);
    await page.goto(`${mode.server.url}#/rule/101.2@2`);
    await expect.poll(() => page.getByRole('main').textContent()).toContain('(old wording)');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const copied = page.getByRole('status').filter({ hasText: /^Cop/ });
    await expect.poll(() => copied.textContent()).toMatch(/arbiter:\/\/rule\/101\.2@2020-03-03$/);
    const link = (await copied.textContent())!.replace(/^.*?: /, '');
    await page.getByRole('button', { name: 'Copy citation' }).click();
    await expect.poll(() => copied.textContent()).toMatch(/: CR 101\.2 \(2020-03-03\)$/);

    // Another copy of the app: a fresh page, the link pasted into its search box
    const other = await page.context().newPage();
    await other.goto(`${mode.server.url}#/search`);
    const box = other.getByRole('combobox', { name: 'Search the rules' });
    await box.fill(link);
    await expect.poll(() => other.getByRole('status').first().textContent()).toContain('Press Enter to open this link');
    await box.press('Enter');
    await expect.poll(() => other.getByRole('heading', { level: 1 }).textContent()).toBe('Rule 101.2');
    expect(await other.getByRole('main').textContent()).toContain('(old wording)');
    expect(await other.getByRole('main').textContent()).toContain('March 3, 2020');
    await other.goto(`${mode.server.url}#/rule/101.2@2019-01-01`);
    await expect.poll(() => other.getByRole('alert').textContent()).toContain('No imported rules are dated 2019-01-01');
    await other.close();
  });

  it('lists the shortcuts on "?", closes with Esc, and shows where the focus is (also build)', async () => {
    await page.goto(`${mode.server.url}#/subtypes`);
    await expect.poll(heading).toBe('Subtype index');
    await page.locator('body').press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toMatch(/Alt\+←.*Back/s);
    await page.screenshot({ path: join(screenshotDir, 'floor-shortcuts.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const style = getComputedStyle(focused);
      return { tag: focused.tagName, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});
