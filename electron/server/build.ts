// `npm run serve` builds the renderer only when dist/renderer is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '../..');
export const rendererOutput = join(projectRoot, 'dist/renderer');

function newestChange(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** True when the built renderer is missing or any renderer or core source is newer than it. */
export function rendererNeedsBuild(): boolean {
  const index = join(rendererOutput, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return newestChange(join(projectRoot, 'renderer')) > built || newestChange(join(projectRoot, 'core')) > built;
}

/** Runs `vite build` for the renderer; returns an error message or null. */
export function buildRenderer(log: (line: string) => void): string | null {
  log('serve: building the renderer (vite build)…');
  const vite = join(projectRoot, 'node_modules/.bin/vite');
  const run = spawnSync(vite, ['build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn'], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return run.status === 0 ? null : `renderer build failed (vite exited with ${run.status ?? run.signal})`;
}
