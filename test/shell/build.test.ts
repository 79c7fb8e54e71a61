// The shell's build output: the sandboxed preload must be one file needing only 'electron', and, run against
// a stand-in for Electron's contextBridge and ipcRenderer, must expose exactly the contract on window.arbiter.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMethods } from '../../core/contract.ts';
import { shellBuilds } from '../../electron/main/build.ts';

const outDir = mkdtempSync(join(tmpdir(), 'arbiter-shell-build-'));
const [mainBuild, preloadBuild] = shellBuilds(outDir);

beforeAll(async () => {
  await Promise.all([build({ ...preloadBuild!, sourcemap: false }), build({ ...mainBuild!, sourcemap: false })]);
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('preload bundle', () => {
  const preloadFile = join(outDir, 'preload.cjs');

  it('is CommonJS that requires nothing but electron', () => {
    const code = readFileSync(preloadFile, 'utf8');
    const required = [...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
    expect(new Set(required)).toEqual(new Set(['electron']));
    expect(code).not.toMatch(/\bimport\s*\(|^\s*import\s/m);
  });

  it('exposes exactly the contract methods as window.arbiter, each invoking its own channel', async () => {
    const exposed = new Map<string, Record<string, (...args: unknown[]) => Promise<unknown>>>();
    const invoked: unknown[][] = [];
    const electron = {
      contextBridge: {
        exposeInMainWorld: (key: string, api: Record<string, (...args: unknown[]) => Promise<unknown>>) => exposed.set(key, api),
      },
      ipcRenderer: {
        invoke: async (...args: unknown[]) => {
          invoked.push(args);
          return { ok: true, value: null };
        },
        on: () => undefined,
        removeListener: () => undefined,
      },
    };
    const requireElectron = (name: string) => {
      if (name !== 'electron') throw new Error(`preload required ${name}`);
      return electron;
    };
    const module = { exports: {} };
    runInNewContext(readFileSync(preloadFile, 'utf8'), { require: requireElectron, module, exports: module.exports, Date });
    expect([...exposed.keys()]).toEqual(['arbiter']);
    const api = exposed.get('arbiter')!;
    expect(Object.keys(api).sort()).toEqual([...apiMethods].sort());
    await api['rule']!({ number: '704.5j' });
    expect(invoked).toEqual([['arbiter:rule', { input: { number: '704.5j' } }]]);
  });
});

describe('main bundle', () => {
  it('imports only electron, Node built-ins and the runtime dependencies electron-builder ships', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const code = readFileSync(join(outDir, 'main.js'), 'utf8');
    const imported = new Set([...code.matchAll(/^import\b[^'"]*["']([^"']+)["'];?$/gm)].map((m) => m[1]!));
    expect(imported).toContain('electron');
    expect(imported).toContain('better-sqlite3');
    // A subpath import ('stream-json/filters/pick.js') is of the package it names first.
    const packageOf = (name: string) =>
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/');
    const shipped = (name: string) => name === 'electron' || name.startsWith('node:') || packageOf(name) in pkg.dependencies;
    expect([...imported].filter((name) => !shipped(name))).toEqual([]);
    expect(code).not.toMatch(/\brequire\(/);
  });
});
