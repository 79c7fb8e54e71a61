// `npm start` runs this first: when the Electron binary is missing (Electron downloads it during `npm install`, and
// that download fails on a machine without internet), say so in one paragraph and point to browser mode, instead of
// letting Electron's own launcher print a stack trace.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the `electron` package lives: ARBITER_ELECTRON_PACKAGE (for tests) or the installed one; null if none. */
export function electronPackageDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const override = env['ARBITER_ELECTRON_PACKAGE'];
  if (override !== undefined && override !== '') return override;
  try {
    return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/**
 * What is missing for Electron to start, or null when its binary is in place. Reads the package as its own
 * launcher does: path.txt names the executable under dist/ (or under ELECTRON_OVERRIDE_DIST_PATH).
 */
export function electronBinaryProblem(packageDir: string | null, env: NodeJS.ProcessEnv = process.env): string | null {
  if (packageDir === null || !existsSync(join(packageDir, 'package.json'))) return 'the electron package is not installed';
  const pathFile = join(packageDir, 'path.txt');
  const overrideDist = env['ELECTRON_OVERRIDE_DIST_PATH'];
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  if (overrideDist !== undefined && overrideDist !== '') {
    const binary = join(overrideDist, executable || 'electron');
    return existsSync(binary) ? null : `the Electron binary is not at ${binary} (ELECTRON_OVERRIDE_DIST_PATH)`;
  }
  if (executable === '') return `the Electron binary was never downloaded (${pathFile} is missing)`;
  const binary = join(packageDir, 'dist', executable);
  return existsSync(binary) ? null : `the Electron binary is missing (${binary})`;
}

/** The one paragraph `npm start` prints when the window cannot open. */
export function startFailureMessage(problem: string): string {
  return [
    `Arbiter's desktop window cannot start: ${problem}.`,
    'Electron downloads its binary during npm install, and that download needs internet.',
    'The same app works now in a browser: run `npm run serve` and open the address it prints (http://127.0.0.1:5180/);',
    'it uses the same rules database and every view.',
    'To get the desktop build, run `npm install` again on a connection that reaches github.com',
    '(or set ELECTRON_MIRROR to a mirror you can reach, then run `npx install-electron`),',
    'or install Arbiter from an installer made with `npm run dist` on a machine that has internet.',
  ].join(' ');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problem = electronBinaryProblem(electronPackageDir());
  if (problem !== null) {
    process.stderr.write(`\n${startFailureMessage(problem)}\n\n`);
    process.exitCode = 1;
  }
}
