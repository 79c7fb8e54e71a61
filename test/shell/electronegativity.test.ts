// Electronegativity (Doyensec's Electron security scanner) over electron/: nothing above low, and every
// inline exception justified on the line before it. A second scan runs on the literal window options, which
// the scanner cannot see through windowOptions() in main.ts, and a third proves the scan can fail.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { windowOptions } from '../../electron/main/window.ts';

interface Finding {
  readonly id: string;
  readonly file: string;
  readonly location: { readonly line: number };
  readonly severity: { readonly name: string; readonly value: number };
}
type Runner = (
  options: Record<string, unknown>,
  forCli: boolean,
) => Promise<{ issues: Finding[]; errors: { file: string; message: string; tolerable: boolean }[] }>;

const require = createRequire(import.meta.url);
const runner = require('@doyensec/electronegativity/dist/runner.js') as { default?: Runner } & Runner;
const run: Runner = runner.default ?? runner;
const electronDir = fileURLToPath(new URL('../../electron', import.meta.url));
const electronVersion = (require('electron/package.json') as { version: string }).version;
const low = 1;
/**
 * Findings accepted on the literal options, each for a reason: PRELOAD_JS_CHECK asks for a review of any
 * preload; ours exposes only the contract's methods, frozen, each a single ipcRenderer.invoke
 * (electron/preload/bridge.test.ts), and the main side checks the sender and validates every input.
 */
const justified = new Set(['PRELOAD_JS_CHECK']);

async function scan(input: string) {
  return run(
    { input, isRelative: true, customScan: [], excludeFromScan: [], parserPlugins: [], electronVersionOverride: electronVersion },
    false,
  );
}

const scratch = mkdtempSync(join(tmpdir(), 'arbiter-eng-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function appWith(name: string, mainSource: string): string {
  const dir = join(scratch, name);
  require('node:fs').mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, main: 'main.js', devDependencies: { electron: electronVersion } }));
  writeFileSync(join(dir, 'main.js'), mainSource);
  return dir;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|js|html)$/.test(name) ? [path] : [];
  });
}

describe('Electronegativity', () => {
  it('finds nothing above low in electron/', async () => {
    const { issues, errors } = await scan(electronDir);
    const serious = issues.filter((issue) => issue.severity.value > low);
    expect(serious.map((i) => `${i.id} ${i.file}:${i.location.line} ${i.severity.name}`)).toEqual([]);
    expect(errors.filter((e) => !e.tolerable)).toEqual([]);
  });

  it('every inline exception in electron/ has a justification on the line before', () => {
    for (const file of sourceFiles(electronDir)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (!/(\/\/|\/\*)\s*eng-disable/.test(line)) return;
        expect(lines[index - 1]?.trim(), `${file}:${index + 1}`).toMatch(/^\/\/ .{20,}/);
      });
    }
  });

  it('finds nothing above low in a window built from the literal hardened options', async () => {
    const literal = JSON.stringify(windowOptions('/app/preload.cjs'), null, 2);
    const dir = appWith('literal', `const { BrowserWindow } = require('electron');\nconst win = new BrowserWindow(${literal});\n`);
    const { issues } = await scan(dir);
    const windowFindings = issues.filter(
      (issue) => issue.file.endsWith('main.js') && issue.severity.value > low && !justified.has(issue.id),
    );
    expect(windowFindings.map((i) => `${i.id}:${i.location.line}`)).toEqual([]);
  });

  it('does report a window with context isolation and the sandbox off (the scan can fail)', async () => {
    const dir = appWith(
      'loose',
      `const { BrowserWindow } = require('electron');\nconst win = new BrowserWindow({ webPreferences: { contextIsolation: false, ` +
        `sandbox: false } });\n`,
    );
    const ids = (await scan(dir)).issues.filter((i) => i.severity.value > low).map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['CONTEXT_ISOLATION_JS_CHECK', 'SANDBOX_JS_CHECK', 'AUXCLICK_JS_CHECK']));
  });
});
