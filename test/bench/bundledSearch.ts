// The search service as the app's main process runs it: bundled by esbuild with the options of `npm run build:shell`
// (electron/main/build.ts), not transformed module by module as tsx runs it in development (tsx keeps every
// function's name by a call made each time a closure is created, which the ranking's per-candidate code pays).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { shellBuilds } from '../../electron/main/build.ts';

/** Inside the project, as dist/electron is: its packages are imported from node_modules, as the app's are. */
const outDir = fileURLToPath(new URL('../../dist/bench', import.meta.url));

/** Bundles test/bench/searchTimingChild.ts as the main process is bundled; returns the bundle's path. */
export async function bundleSearchChild(): Promise<string> {
  const [mainBuild] = shellBuilds(outDir);
  const outfile = `${outDir}/searchTimingChild.mjs`;
  await build({ ...mainBuild!, entryPoints: ['test/bench/searchTimingChild.ts'], outfile, sourcemap: false, logLevel: 'error' });
  return outfile;
}
