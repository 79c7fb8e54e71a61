// Bundles the real electron/main/main.ts with the stand-in `electron` module (fakeElectron.ts), for the tests that
// run the shell's wiring in Node, and the import worker beside it as main.ts expects.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { shellBuilds } from '../../electron/main/build.ts';

const require = createRequire(import.meta.url);

const standIns: Plugin = {
  name: 'stand-ins',
  setup(builder) {
    builder.onResolve({ filter: /^electron$/ }, () => ({ path: require.resolve('./fakeElectron.ts') }));
    // The native module stays outside the bundle, loaded from this project's node_modules.
    builder.onResolve({ filter: /^better-sqlite3$/ }, () => ({ path: require.resolve('better-sqlite3'), external: true }));
  },
};

/** Writes main.mjs and importWorker.mjs into `distDir` and returns main's path. */
export async function bundleMain(distDir: string): Promise<string> {
  const [mainBuild, , workerBuild] = shellBuilds(distDir);
  const outfile = join(distDir, 'main.mjs');
  for (const options of [
    { ...mainBuild!, outfile },
    { ...workerBuild!, outfile: join(distDir, 'importWorker.mjs') },
  ]) {
    await build({ ...options, packages: undefined, sourcemap: false, logLevel: 'error', plugins: [standIns] });
  }
  return outfile;
}
