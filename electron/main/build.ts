// Builds the Electron main process and preload to JavaScript in dist/electron (run: npm run build:shell).
// main.js: ESM for Node inside Electron, packages left as imports (electron-builder ships node_modules); importWorker.mjs
// likewise, for the worker thread that imports rules.
// preload.cjs: one self-contained CommonJS file, because a sandboxed preload may require only 'electron'.
import { build, type BuildOptions } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function shellBuilds(outDir: string): readonly BuildOptions[] {
  const common: BuildOptions = {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
  };
  return [
    { ...common, entryPoints: ['electron/main/main.ts'], outfile: `${outDir}/main.js`, format: 'esm', packages: 'external' },
    { ...common, entryPoints: ['electron/preload/preload.ts'], outfile: `${outDir}/preload.cjs`, format: 'cjs', external: ['electron'] },
    // The rules-import worker thread (electron/db/importWorker.ts), loaded by main.js beside it.
    { ...common, entryPoints: ['electron/db/importWorker.ts'], outfile: `${outDir}/importWorker.mjs`, format: 'esm', packages: 'external' },
  ];
}

export async function buildShell(outDir = `${root}/dist/electron`): Promise<void> {
  await Promise.all(shellBuilds(outDir).map((options) => build(options)));
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildShell().then(
    () => process.stderr.write('built dist/electron/main.js, importWorker.mjs and preload.cjs\n'),
    (error: unknown) => {
      process.stderr.write(`build failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
