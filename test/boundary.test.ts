import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const coreDir = join(root, 'core');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ts$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

const importPattern = new RegExp(
  [
    // import … from 'x', export … from 'x'
    /(?:^|\n)\s*(?:import|export)\b[^'"`]*?from\s*['"]([^'"]+)['"]/.source,
    // import('x')
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/.source,
    // import 'x'
    /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/.source,
  ].join('|'),
  'g',
);

/** Every module specifier a file imports, with the file it is in. */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importPattern)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

/** Packages core may use: pure TypeScript/JavaScript that runs alike in Node, Electron and the browser. */
export const pureCorePackages: readonly string[] = ['zod', 'diff', 'stemmer', 'entities'];

/** Why a core file may not import this specifier, or null when it may. */
export function forbiddenCoreImport(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) {
    const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
    return pureCorePackages.includes(name) ? null : `imports package or built-in "${specifier}"; core imports only core and pure packages`;
  }
  const target = resolve(dirname(file), specifier);
  if (!target.startsWith(coreDir + '/')) return `imports "${specifier}" from outside core/`;
  return null;
}

/** Type errors from compiling `source` as a file of core, with core's own compiler options. */
function coreDiagnostics(source: string): string[] {
  const configPath = join(coreDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, coreDir);
  const probe = join(coreDir, '__probe__.ts');
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.fileExists = (f) => f === probe || ts.sys.fileExists(f);
  host.readFile = (f) => (f === probe ? source : readFile(f));
  const program = ts.createProgram([probe], { ...options, noEmit: true }, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('core stays pure (VS Code-style layer check)', () => {
  const files = sourceFiles(coreDir);

  it('finds the core sources', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('imports nothing outside core: no Node built-ins, electron, better-sqlite3 or other packages', () => {
    const problems = files.flatMap((file) =>
      importsOf(file)
        .map((s) => forbiddenCoreImport(file, s))
        .filter((p): p is string => p !== null)
        .map((p) => `${relative(root, file)} ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('rejects DOM and Node globals at compile time (core/tsconfig.json has no DOM lib and no ambient types)', () => {
    for (const use of ['document.title', 'window.location', 'localStorage.length', 'process.env', 'Buffer.from("")', 'require("fs")']) {
      expect(coreDiagnostics(`export const probe = ${use};`).join(' '), use).toMatch(/Cannot find name/);
    }
    expect(coreDiagnostics('export const probe = [1, 2].at(-1);')).toEqual([]);
  });

  it('compiles without DOM lib or ambient types', () => {
    const config = JSON.parse(readFileSync(join(coreDir, 'tsconfig.json'), 'utf8'));
    expect(config.compilerOptions.types).toEqual([]);
    expect(config.compilerOptions.lib.some((l: string) => /dom/i.test(l))).toBe(false);
  });

  it('reads every form of import and re-export a file may use', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-boundary-'));
    const file = join(dir, 'probe.ts');
    const source =
      "import a from 'one';\nimport type { B } from 'two';\nexport { c } from 'three';\nimport 'four';\nconst d = import('five');";
    writeFileSync(file, source);
    try {
      expect(importsOf(file)).toEqual(['one', 'two', 'three', 'four', 'five']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the check itself rejects each forbidden kind of import', () => {
    const file = join(coreDir, 'types', 'x.ts');
    expect(forbiddenCoreImport(file, 'node:fs')).not.toBeNull();
    expect(forbiddenCoreImport(file, 'fs')).not.toBeNull();
    expect(forbiddenCoreImport(file, 'electron')).not.toBeNull();
    expect(forbiddenCoreImport(file, 'better-sqlite3')).not.toBeNull();
    expect(forbiddenCoreImport(file, '../../electron/db/service.ts')).not.toBeNull();
    expect(forbiddenCoreImport(file, '../result.ts')).toBeNull();
    expect(forbiddenCoreImport(file, 'zod')).toBeNull();
    expect(forbiddenCoreImport(file, 'node:zlib')).not.toBeNull();
  });
});

describe('the lint layering rule (eslint.config.js)', () => {
  const lintCore = async (source: string): Promise<string[]> => {
    const { ESLint } = await import('eslint');
    const [result] = await new ESLint({ cwd: root }).lintText(source, { filePath: join(coreDir, 'engine', '__probe__.ts') });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  };

  it('fails a core file that imports Node, Electron, SQLite or another layer', async () => {
    for (const specifier of [
      'node:fs',
      'path',
      'electron',
      'better-sqlite3',
      '../../electron/db/service.ts',
      '../../renderer/src/main.ts',
    ]) {
      const messages = await lintCore(`import x from '${specifier}';\nexport const y = x;\n`);
      expect(
        messages.some((m) => m.startsWith('no-restricted-imports')),
        specifier,
      ).toBe(true);
    }
  });

  it('passes a core file that imports core and pure packages', async () => {
    expect(await lintCore(`import { z } from 'zod';\nimport { ok } from '../result.ts';\nexport const y = [z, ok];\n`)).toEqual([]);
  });
});
