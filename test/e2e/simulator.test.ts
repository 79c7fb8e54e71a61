// The simulator in real Chromium: a ready-made seed scenario is loaded, run, and its result and trace read; a board
// is built by hand, an effect added by form (bad input first), saved, reordered by keyboard, opened again.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { exampleScenarios } from '../../core/engine/index.ts';
import { describeBrowser, screenshotDir, seriousViolations, startBrowserMode, type BrowserMode } from './browser.ts';

describeBrowser('Simulator in Chromium', () => {
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

  /** A new scenario whose first object is filled in (name, type line, power, toughness): its first effect's group. */
  async function newBoardOfOne(fields: readonly [string, string, string, string]) {
    await page.goto(`${mode.server.url}#/simulator`);
    await page.getByRole('button', { name: 'New scenario' }).click();
    const object = page.getByRole('group', { name: /^Object 1/ });
    for (const [label, value] of [
      ['Name', fields[0]],
      ['Type line', fields[1]],
      ['Power', fields[2]],
      ['Toughness', fields[3]],
    ] as const)
      await object.getByLabel(label, { exact: true }).fill(value);
    return page.getByRole('group', { name: /^Effect 1/ });
  }

  it('runs a seed scenario in the simulator and reads its trace', async () => {
    const example = exampleScenarios.find((candidate) =>
      Object.values(candidate.expected).some((object) => object.typeLine !== undefined),
    )!;
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

  it('opens a file whose lord is on the board but in no effect: its static ability is made an effect and applies (611.3)', async () => {
    const lordText = 'Other Merfolk get +1/+1 and have islandwalk.';
    const scenario = {
      objects: [
        { name: 'Lord of Atlantis', typeLine: 'Creature — Merfolk', power: 2, toughness: 2, abilities: [lordText] },
        { name: 'Grizzly Bears', typeLine: 'Creature — Bear', power: 2, toughness: 2 },
      ],
      effects: [
        { source: 'Amoeboid Changeling', text: 'Target creature gains all creature types until end of turn.', targets: ['Grizzly Bears'] },
      ],
    };
    await page
      .getByLabel('Open scenario')
      .setInputFiles({ name: 'lord.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(scenario)) });
    await expect.poll(() => page.getByRole('group', { name: /^Effect/ }).count()).toBe(2);
    expect(
      await page
        .getByRole('group', { name: /^Effect 1/ })
        .getByRole('textbox', { name: 'Source' })
        .inputValue(),
    ).toBe('Lord of Atlantis');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    const bears = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Grizzly Bears', exact: true }) });
    await expect.poll(() => bears.textContent()).toContain('3/3');
    expect(await bears.textContent()).toContain('Islandwalk');
  });

  it('shows a text change in layer 3 and the changed Blood Moon at work in layer 4 (Magical Hack, 612.1)', async () => {
    const example = exampleScenarios.find((candidate) => candidate.id === 'magical-hack-on-blood-moon')!;
    await page.getByLabel('Example').selectOption({ label: example.title });
    await page.getByRole('button', { name: 'Load example' }).click();
    await page.getByRole('button', { name: 'Run simulation' }).click();
    const harbor = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Hinterland Harbor', exact: true }) });
    await expect.poll(() => harbor.textContent()).toContain('Land — Island');
    const moon = page.getByRole('region', { name: 'Trace for Blood Moon' });
    expect(await moon.textContent()).toMatch(/Layer 3.*Magical Hack.*chosen: Mountain → Island/s);
    expect(await moon.textContent()).toContain('Nonbasic lands are Islands.');
    expect(await moon.getByRole('link', { name: '612.1' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Trace for Hinterland Harbor' }).textContent()).toContain(
      'Blood Moon: "Nonbasic lands are Islands."',
    );
    await page.screenshot({ path: join(screenshotDir, 'simulator-text-change.png'), fullPage: true });
  });

  it(
    'adds a text change by form: the Chosen words are checked against what it replaces, then a Forest becomes an Island ' + '(612.1)',
    async () => {
      await page.goto(`${mode.server.url}#/simulator`);
      await page.getByRole('button', { name: 'New scenario' }).click();
      const object = page.getByRole('group', { name: /^Object 1/ });
      await object.getByLabel('Name').fill('Forest');
      await object.getByLabel('Type line').fill('Basic Land — Forest');
      await page.getByRole('button', { name: 'Add effect by form' }).click();
      const form = page.getByRole('region', { name: 'New effect by form' });
      await form.getByLabel('Source', { exact: true }).fill('Magical Hack');
      await form.getByRole('checkbox', { name: 'Forest' }).check();
      const change = form.getByRole('group', { name: 'Change 1' });
      await change.getByLabel('Kind of change').selectOption({ label: 'Changes text (layer 3)' });
      await change.getByRole('checkbox', { name: 'One basic land type with another' }).check();
      await form.getByLabel('Chosen', { exact: true }).fill('black → white');
      await form.getByRole('button', { name: 'Add effect' }).click();
      expect(await form.getByRole('alert').textContent()).toContain('one basic land type');
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByLabel('Chosen', { exact: true }).fill('Forest → Island');
      await form.getByRole('button', { name: 'Add effect' }).click();
      expect(await form.count()).toBe(0);
      await page.getByRole('button', { name: 'Run simulation' }).click();
      const forest = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Forest', exact: true }) });
      await expect.poll(() => forest.textContent()).toContain('Basic Land — Island');
      const step = page.getByRole('region', { name: 'Trace for Forest' }).getByRole('listitem').filter({ hasText: 'Layer 3' });
      expect(await step.getByRole('link', { name: '612.1' }).count()).toBe(1);
    },
  );

  it('fills an object from card data imported in the Library: names suggested as typed, Oracle characteristics filled', async () => {
    await page.goto(`${mode.server.url}#/library`);
    const cardInput = page.getByLabel('Import card data (MTGJSON');
    await cardInput.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"rules": []}') });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/notes\.json was not imported: notes\.json: not MTGJSON card data/);
    await cardInput.setInputFiles(join(import.meta.dirname, '../fixtures/cards/mini-set.json'));
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Arbiter Test Set' }).textContent())
      .toContain('5 cards; 1 entries skipped');
    await expect
      .poll(() =>
        page.getByRole('table', { name: 'Imported card data' }).getByRole('row').filter({ hasText: 'Arbiter Test Set' }).textContent(),
      )
      .toMatch(/Arbiter Test Set\s*5\s*March 3, 2031\s*mini-set\.json/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${mode.server.url}#/simulator`);
    await page.getByRole('button', { name: 'New scenario' }).click();
    const object = page.getByRole('group', { name: /^Object 1/ });
    await object.getByLabel('Name').pressSequentially('moon of');
    await expect
      .poll(() =>
        object.locator('datalist option').evaluateAll((options) => options.map((option) => (option as unknown as { value: string }).value)),
      )
      .toEqual(['Moon of Tests']);
    await object.getByLabel('Name').fill('Moon of Tests');
    await object.getByRole('button', { name: 'Fill from card data: object 1' }).click();
    await expect.poll(() => object.getByLabel('Type line').inputValue()).toBe('Enchantment');
    expect(await object.getByLabel('Abilities (one per line)').inputValue()).toBe('Nonbasic lands are Mountains.');
    expect(await object.getByLabel('Colors').inputValue()).toBe('red');
    expect(await object.getByLabel('Mana cost').inputValue()).toBe('{2}{R}');
    // The ability the engine reads goes on the board as the object's effect, and the run applies it.
    await object.getByRole('button', { name: 'Add as effect: Nonbasic lands are Mountains.' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: /^Effect 1: Moon of Tests/ })
          .getByLabel('Oracle text')
          .inputValue(),
      )
      .toBe('Nonbasic lands are Mountains.');
    expect(await object.getByText('On the board as an effect: Nonbasic lands are Mountains.').count()).toBe(1);
    await page.getByRole('button', { name: 'Add object' }).click();
    const harbor = page.getByRole('group', { name: /^Object 2/ });
    await harbor.getByLabel('Name').fill('Harbor');
    await harbor.getByLabel('Type line').fill('Land');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Harbor', exact: true }) });
    await expect.poll(() => row.textContent()).toContain('Land — Mountain');
    // face down (708.2): the type line typed stands for the face-up card, and the result is a 2/2 with ward {2}
    await harbor.getByLabel('Face down').selectOption('disguise');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await expect.poll(() => row.textContent()).toMatch(/^Harbor\s*Creature\s*face down.*Ward \{2\}.*2\/2/);
    await harbor.getByLabel('Face down').selectOption('');
    await object.getByLabel('Name').fill('Nobody Card');
    await object.getByRole('button', { name: 'Fill from card data: object 1' }).click();
    await expect.poll(() => object.getByText(/No card "Nobody Card"/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('reads a card whose type line prints a subtype newer than the rules as printed, by fill and by name, and saves it so', async () => {
    const lord = 'Other Zorblax creatures you control get +1/+1.';
    const agent = { name: 'Quiet Zorblax', type: 'Creature — Human Zorblax', manaCost: '{1}{U}', manaValue: 2, colors: ['U'] };
    const set = {
      meta: { date: '2031-04-04' },
      data: { code: 'NEW', name: 'Newer Test Set', cards: [{ ...agent, power: '2', toughness: '1', text: lord, layout: 'normal' }] },
    };
    await page.goto(`${mode.server.url}#/library`);
    await page
      .getByLabel('Import card data (MTGJSON')
      .setInputFiles({ name: 'newer-set.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(set)) });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Newer Test Set' }).count()).toBe(1);

    await page.goto(`${mode.server.url}#/simulator`);
    await page.getByRole('button', { name: 'New scenario' }).click();
    const object = page.getByRole('group', { name: /^Object 1/ });
    await object.getByLabel('Name').fill(agent.name);
    await object.getByRole('button', { name: 'Fill from card data: object 1' }).click();
    await expect.poll(() => object.getByText(/newer than these rules, read as printed: "Zorblax" as a creature type/).count()).toBe(1);
    expect(await object.locator('#object-0-feedback').textContent()).toBe('✓ Creature — Human Zorblax');
    // its ability naming the newer subtype is read with it
    expect(await object.getByRole('button', { name: `Add as effect: ${lord}` }).count()).toBe(1);
    // a subtype typed by hand that no list holds is still named
    await page.getByRole('button', { name: 'Add object' }).click();
    const typed = page.getByRole('group', { name: /^Object 2/ });
    await typed.getByLabel('Name').fill('Typed');
    await typed.getByLabel('Type line').fill('Creature — Zorblux');
    await expect.poll(() => typed.locator('#object-1-feedback').textContent()).toMatch(/"Zorblux" is not a creature type/);
    await typed.getByRole('button', { name: 'Remove object 2' }).click();
    // the new board's blank effect row is left as it is: a board of objects alone runs
    await page.getByRole('button', { name: 'Run simulation' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: agent.name, exact: true }) });
    await expect.poll(() => row.textContent()).toContain('Creature — Human Zorblax');
    // saved, the scenario names the subtype, so that it opens and runs again
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save scenario' }).click();
    const saved = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as Record<string, unknown>;
    expect(saved['newerSubtypes']).toEqual({ creature: ['Zorblax'] });

    // by name alone, as the quick card flow adds it
    await page.getByRole('button', { name: 'New scenario' }).click();
    const card = page.getByLabel('Card', { exact: true });
    await card.fill(agent.name);
    await card.press('Enter');
    await expect.poll(() => page.locator('#quick-message').textContent()).toContain(`Added ${agent.name} with 1 effect`);
    await expect.poll(() => page.getByRole('table', { name: 'Result' }).textContent()).toContain('Creature — Human Zorblax');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('asks whose turn it is for "during your turn", and applies the effect on its controller\'s turn only (102.1)', async () => {
    const effect = await newBoardOfOne(['Surveyor', 'Creature — Cat', '2', '1']);
    await effect.getByLabel('Source').fill('Surveyor');
    await effect.getByLabel('Oracle text').fill('During your turn, this creature has first strike.');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('needs whose turn it is');
    const surveyor = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Surveyor', exact: true }) });
    for (const [turn, firstStrike] of [
      ['yours', true],
      ["the opponent's", false],
    ] as const) {
      await page.getByLabel('Whose turn').selectOption({ label: turn });
      await page.getByRole('button', { name: 'Run simulation' }).click();
      await expect.poll(async () => (await surveyor.textContent())?.includes('First strike')).toBe(firstStrike);
    }
  });

  it("takes a card's whole Oracle text pasted as an effect: the keyword line is named, the effect line applied (113.2)", async () => {
    const effect = await newBoardOfOne(['Grizzly Bears', 'Creature — Bear', '2', '2']);
    await effect.getByLabel('Source').fill('Frog Aura');
    await effect
      .getByLabel('Oracle text')
      .fill('Enchant creature\nEnchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1.');
    await effect.getByLabel('Affects (names)').fill('Grizzly Bears');
    await expect.poll(() => effect.getByText('✓ Understood').textContent()).toContain('Set aside: "Enchant creature"');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    const bears = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Grizzly Bears', exact: true }) });
    await expect.poll(() => bears.textContent()).toContain('Creature — Frog');
    await expect.poll(() => page.getByText(/"Enchant creature" is a keyword ability/).count()).toBe(1);
  });

  it('builds a board, adds an effect by form and reads the result and the rule of each step', async () => {
    await page.goto(`${mode.server.url}#/simulator`);
    await page.getByRole('button', { name: 'New scenario' }).click();
    const object = (n: number) => page.getByRole('group', { name: new RegExp(`^Object ${n}`) });
    await object(1).getByLabel('Name').fill('Grizzly Bears');
    await object(1).getByLabel('Type line').pressSequentially('Creature — Bear');
    await expect.poll(() => object(1).getByText(/^✓/).textContent()).toContain('Creature — Bear');
    await object(1).getByLabel('Power', { exact: true }).fill('2');
    await object(1).getByLabel('Toughness', { exact: true }).fill('2');
    await object(1).getByLabel('Colors').fill('green');
    await page.getByRole('button', { name: 'Add object' }).click();
    await object(2).getByLabel('Name').fill('Hinterland Harbor');
    await object(2).getByLabel('Type line').fill('Lnad');
    await expect.poll(() => object(2).locator('.bad').textContent()).toMatch(/Lnad/);
    await object(2).getByLabel('Type line').fill('Land');

    await page.getByRole('button', { name: 'Add effect by form' }).click();
    const form = page.getByRole('region', { name: 'New effect by form' });
    await expect.poll(() => page.evaluate('document.activeElement?.id')).toBe('effect-form-source');
    await form.getByLabel('Source', { exact: true }).fill('Turn to Frog');
    await form.getByRole('checkbox', { name: 'Grizzly Bears' }).check();
    const change = (n: number) => form.getByRole('group', { name: `Change ${n}` });
    await change(1).getByLabel('Subtypes').fill('Frog');
    await form.getByRole('button', { name: 'Add change' }).click();
    await change(2).getByLabel('Kind of change').selectOption({ label: 'Base power and toughness (layer 7b)' });
    await change(2).getByLabel('Power', { exact: true }).fill('x');
    await change(2).getByLabel('Toughness', { exact: true }).fill('1');
    await form.getByRole('button', { name: 'Add change' }).click();
    await change(3).getByLabel('Kind of change').selectOption({ label: 'Colors (layer 5)' });
    await change(3).getByRole('checkbox', { name: 'blue' }).check();
    await form.getByRole('button', { name: 'Add effect' }).click();

    // Bad input: the problem names the field, the field says it is invalid and has the focus.
    const alert = form.getByRole('alert');
    expect(await alert.textContent()).toContain('Change 2 (Base power and toughness (layer 7b)): Power: "x" is not a whole number');
    const power = change(2).getByLabel('Power', { exact: true });
    expect(await power.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => power.evaluate((input) => input === input.ownerDocument.activeElement)).toBe(true);
    await page.screenshot({ path: join(screenshotDir, 'simulator-form.png'), fullPage: true });
    const violations = await seriousViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await power.fill('1');
    await expect.poll(() => form.getByText(/^✓ Understood/).textContent()).toMatch(/Frog.*1\/1.*blue/);
    await form.getByRole('button', { name: 'Add effect' }).click();
    expect(await form.count()).toBe(0);
    const effect1 = page.getByRole('group', { name: 'Effect 1: Turn to Frog' });
    expect(await effect1.textContent()).toMatch(/By form: .*type Frog/);

    await page.getByRole('button', { name: 'Run simulation' }).click();
    const bears = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Grizzly Bears', exact: true }) });
    await expect.poll(() => bears.textContent()).toContain('Creature — Frog');
    expect(await bears.textContent()).toMatch(/blue.*1\/1/);
    const trace = page.getByRole('region', { name: 'Trace for Grizzly Bears' });
    const step7b = trace.getByRole('listitem').filter({ hasText: 'Layer 7b' });
    expect(await step7b.getByRole('link', { name: '613.4b' }).count()).toBe(1); // 613.4b: layer 7b sets base P/T

    // Save writes the effect in structured form; opening the file gives the same board back.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save scenario' }).click()]);
    const savedPath = await download.path();
    const saved = JSON.parse(readFileSync(savedPath, 'utf8'));
    expect(saved.effects).toEqual([
      expect.objectContaining({
        source: 'Turn to Frog',
        targets: ['Grizzly Bears'],
        structured: { clauses: [expect.objectContaining({ parts: expect.arrayContaining([{ op: 'setPT', power: 1, toughness: 1 }]) })] },
      }),
    ]);

    // Timestamps reorder by keyboard, and the focus follows the moved effect.
    await page.getByRole('button', { name: 'Add effect in Oracle wording' }).click();
    const effect2 = page.getByRole('group', { name: /^Effect 2/ });
    await effect2.getByLabel('Source').fill('Giant Growth');
    await effect2.getByLabel('Oracle text').fill('Target creature gets +3/+3 until end of turn.');
    await effect2.getByLabel('Affects (names)').fill('Grizzly Bears');
    const firstEffectSource = () =>
      page
        .getByRole('group', { name: /^Effect 1/ })
        .getByRole('textbox', { name: 'Source' })
        .inputValue();
    await page.getByRole('button', { name: 'Move effect 2 earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(firstEffectSource).toBe('Giant Growth');
    expect(await page.evaluate("document.activeElement?.getAttribute('aria-label')")).toBe('Move effect 1 later');
    await page.keyboard.press('Enter');
    await expect.poll(firstEffectSource).toBe('Turn to Frog');

    await page.getByLabel('Open scenario').setInputFiles(savedPath);
    await expect.poll(() => page.getByRole('group', { name: /^Effect/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Edit effect 1 by form' }).click();
    const edit = page.getByRole('region', { name: 'Edit effect 1 by form' });
    expect(await edit.getByRole('group', { name: 'Change 1' }).getByLabel('Subtypes').inputValue()).toBe('Frog');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await expect.poll(() => bears.textContent()).toContain('Creature — Frog');

    // Each rule is a link into the reader, and coming back keeps the board and its result.
    await step7b.getByRole('link', { name: '613.4b' }).click();
    await expect.poll(() => page.evaluate('location.hash')).toBe('#/rule/613.4b');
    await page.goBack();
    await expect.poll(() => bears.textContent()).toContain('1/1');
  });

  it(
    'sets counters, zone and control on an object: Humility leaves a creature with two +1/+1 counters 3/3 (613.4c); Conspiracy ' +
      'reaches a card in the graveyard',
    async () => {
      await page.goto(`${mode.server.url}#/simulator`);
      await page.getByRole('button', { name: 'New scenario' }).click();
      const object = (n: number) => page.getByRole('group', { name: new RegExp(`^Object ${n}`) });
      await object(1).getByLabel('Name').fill('Walking Ballista');
      await object(1).getByLabel('Type line').fill('Artifact Creature — Construct');
      await object(1).getByLabel('Power', { exact: true }).fill('0');
      await object(1).getByLabel('Toughness', { exact: true }).fill('0');
      await object(1).getByLabel('Controller').selectOption('opponent');
      // Bad input first: the engine's message is on the field, naming the counter.
      const counters = object(1).getByLabel('Counters');
      await counters.fill('+1/+1 ×2, +1/+x');
      await expect.poll(() => counters.getAttribute('aria-invalid')).toBe('true');
      expect(
        await object(1)
          .getByText(/^Counter 2 \(\+1\/\+x\):/)
          .textContent(),
      ).toMatch(/"\+1\/\+x" is not a counter/);
      await counters.fill('');
      // The "Add counter" controls write kind ×count into the field; the same kind again adds to its count.
      const adder = object(1).getByRole('group', { name: 'Add a counter to object 1' });
      await adder.getByLabel('Counter kind').selectOption('+1/+1');
      await adder.getByLabel('Count', { exact: true }).fill('x');
      expect(await adder.getByRole('button', { name: 'Add counter' }).isDisabled()).toBe(true);
      await adder.getByLabel('Count', { exact: true }).fill('1');
      await adder.getByRole('button', { name: 'Add counter' }).click();
      await adder.getByRole('button', { name: 'Add counter' }).click();
      expect(await counters.inputValue()).toBe('+1/+1 ×2');
      await expect.poll(() => counters.getAttribute('aria-invalid')).toBe('false');
      expect(
        await object(1)
          .getByText(/^✓ \+1\/\+1/)
          .textContent(),
      ).toContain('+1/+1 ×2 (layer 7c, 613.4c');

      await page.getByRole('button', { name: 'Add object' }).click();
      await object(2).getByLabel('Name').fill('Llanowar Elves');
      await object(2).getByLabel('Type line').fill('Creature — Elf Druid');
      await object(2).getByLabel('Zone').selectOption('graveyard');
      await page.getByRole('button', { name: 'Add object' }).click();
      await object(3).getByLabel('Name').fill('Copy Token');
      await object(3).getByLabel('Type line').fill('Creature — Elf');
      await object(3).getByLabel('Token').check();
      await object(3).getByLabel('Owner').selectOption('opponent');

      const effect = (n: number) => page.getByRole('group', { name: new RegExp(`^Effect ${n}`) });
      await effect(1).getByLabel('Source').fill('Humility');
      await effect(1).getByLabel('Oracle text').fill('All creatures lose all abilities and have base power and toughness 1/1.');
      await page.getByRole('button', { name: 'Add effect in Oracle wording' }).click();
      await effect(2).getByLabel('Source').fill('Conspiracy');
      await effect(2)
        .getByLabel('Oracle text')
        .fill(
          'Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that ' +
            "aren't on the battlefield.",
        );
      expect(
        await effect(2)
          .getByText(/^"the chosen type"/)
          .count(),
      ).toBe(1);
      await effect(2).getByLabel('Chosen').fill('Weird');
      await page.getByRole('button', { name: 'Run simulation' }).click();

      const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await expect.poll(() => row('Walking Ballista').textContent()).toContain('3/3');
      expect(await row('Walking Ballista').textContent()).toContain('controlled by an opponent');
      expect(await row('Walking Ballista').textContent()).toContain('+1/+1 ×2');
      // Conspiracy: a creature card you own that isn't on the battlefield is the chosen type (its control clause does not reach the
      // opponent's Ballista).
      expect(await row('Llanowar Elves').textContent()).toMatch(/Creature — Weird\s*in the graveyard/);
      expect(await row('Walking Ballista').textContent()).toContain('Artifact Creature — Construct');
      const trace = page.getByRole('region', { name: 'Trace for Walking Ballista' });
      const step7c = trace.getByRole('listitem').filter({ hasText: 'Layer 7c' });
      expect(await step7c.textContent()).toContain('two +1/+1 counters');
      expect(await step7c.getByRole('link', { name: '613.4c' }).count()).toBe(1); // 613.4c: counters modify P/T in 7c
      expect(await page.getByRole('region', { name: 'Trace for Llanowar Elves' }).getByRole('link', { name: '613.1d' }).count()).toBe(1);

      // Save keeps zone, token, owner, control and counters; opening the file gives the same board and result.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save scenario' }).click()]);
      const savedPath = await download.path();
      const saved = JSON.parse(readFileSync(savedPath, 'utf8'));
      expect(saved.objects).toEqual([
        expect.objectContaining({ name: 'Walking Ballista', controller: 'opponent', counters: [{ kind: '+1/+1', count: 2 }] }),
        expect.objectContaining({ name: 'Llanowar Elves', zone: 'graveyard' }),
        expect.objectContaining({ name: 'Copy Token', token: true, owner: 'opponent' }),
      ]);
      await page.getByRole('button', { name: 'New scenario' }).click();
      await page.getByLabel('Open scenario').setInputFiles(savedPath);
      await expect.poll(() => object(1).getByLabel('Counters').inputValue()).toBe('+1/+1 ×2');
      expect(await object(2).getByLabel('Zone').inputValue()).toBe('graveyard');
      expect(await object(3).getByLabel('Token').isChecked()).toBe(true);
      expect(await object(3).getByLabel('Owner').inputValue()).toBe('opponent');
      await page.getByRole('button', { name: 'Run simulation' }).click();
      await expect.poll(() => row('Walking Ballista').textContent()).toContain('3/3');
      await page.screenshot({ path: join(screenshotDir, 'simulator-counters.png'), fullPage: true });
      const violations = await seriousViolations(page);
      expect(violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    },
  );
});
