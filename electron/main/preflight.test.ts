import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { electronBinaryProblem, startFailureMessage } from './preflight.ts';

const root = resolve(import.meta.dirname, '../..');

describe('npm start preflight: the Electron binary', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'arbiter-preflight-'));
    writeFileSync(join(dir, 'package.json'), '{"name":"electron"}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds nothing wrong when path.txt names a binary that exists', () => {
    writeFileSync(join(dir, 'path.txt'), 'electron');
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'electron'), '');
    expect(electronBinaryProblem(dir, {})).toBeNull();
  });

  it('names what is missing: no package, never downloaded, binary gone, override dist empty', () => {
    expect(electronBinaryProblem(null, {})).toBe('the electron package is not installed');
    expect(electronBinaryProblem(join(dir, 'nowhere'), {})).toBe('the electron package is not installed');
    expect(electronBinaryProblem(dir, {})).toMatch(/never downloaded .*path\.txt is missing/);
    writeFileSync(join(dir, 'path.txt'), 'electron');
    expect(electronBinaryProblem(dir, {})).toContain(join(dir, 'dist', 'electron'));
    expect(electronBinaryProblem(dir, { ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'other') })).toContain('ELECTRON_OVERRIDE_DIST_PATH');
  });

  it('runs as `npm start` does with the binary missing: one paragraph naming the failure and browser mode, exit 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'electron/main/preflight.ts'], {
      cwd: root,
      env: { ...process.env, ARBITER_ELECTRON_PACKAGE: dir, ELECTRON_OVERRIDE_DIST_PATH: '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const paragraph = run.stderr.trim();
    expect(paragraph.split('\n')).toHaveLength(1);
    expect(paragraph).toContain('never downloaded');
    expect(paragraph).toContain('npm run serve');
    expect(paragraph).toContain('npm run dist');
    expect(paragraph).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('the start script runs the preflight before building or launching Electron', async () => {
    const { scripts } = (await import('../../package.json', { with: { type: 'json' } })).default as { scripts: Record<string, string> };
    expect(scripts['start']).toMatch(/^tsx electron\/main\/preflight\.ts && /);
    expect(startFailureMessage('x')).toMatch(/^Arbiter's desktop window cannot start: x\./);
  });
});
