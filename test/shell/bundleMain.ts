// Bundles the real electron/main/main.ts with the stand-in `electron` module (fakeElectron.ts), for the tests that
// run the shell's wiring in Node.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { shellBuilds } from '../../electron/main/build.ts';

const require = createRequire(import.meta.url);

/** Writes main.mjs into `distDir` and returns its path. */
export async function bundleMain(distDir: string): Promise<string> {
  const [mainBuild] = shellBuilds(distDir);
  const outfile = join(distDir, 'main.mjs');
  await build({
    ...mainBuild!,
    outfile,
    packages: undefined,
    sourcemap: false,
    logLevel: 'error',
    plugins: [
      {
        name: 'stand-ins',
        setup(builder) {
          builder.onResolve({ filter: /^electron$/ }, () => ({ path: require.resolve('./fakeElectron.ts') }));
          // The native module stays outside the bundle, loaded from this project's node_modules.
          builder.onResolve({ filter: /^better-sqlite3$/ }, () => ({ path: require.resolve('better-sqlite3'), external: true }));
        },
      },
    ],
  });
  return outfile;
}
