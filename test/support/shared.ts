import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describeUnless } from './skip.ts';

/**
 * The shared data beside the repository (real CR releases, card data and the seed documents, never copied here):
 * ARBITER_SHARED when set (a git worktree elsewhere), else ../shared.
 */
export const sharedRoot = process.env['ARBITER_SHARED'] || resolve(import.meta.dirname, '../../../shared');
export const hasShared = existsSync(join(sharedRoot, 'data')) && existsSync(join(sharedRoot, 'seeds'));

/** Why the suites that read the shared data cannot run here, and how to make them run; null when they can. */
export const sharedBlocker: string | null = hasShared
  ? null
  : `no shared data at ${sharedRoot} (it needs data/ with the CR releases from magic.wizards.com/en/rules, MTGJSON set files ` +
    'from mtgjson.com and the IPG, and seeds/ with the seed documents); put that folder beside the repository as ../shared ' +
    'or set ARBITER_SHARED to it';

export const sharedData = (name: string): string => join(sharedRoot, 'data', name);
export const sharedSeed = (name: string): string => join(sharedRoot, 'seeds', name);

/** The five seed documents by their number. */
export const seedFiles = {
  article: '000_aee993df8c11bebe.txt',
  markdownRule: '001_f1d686327d0145de.txt',
  crystalKeep: '002_16c49dc641144f21.txt',
  restructuredText: '003_9bc9fbbbb82b12fd.txt',
  typeChangingArticle: '004_9c54ae89bde26dfb.txt',
} as const;

/**
 * `describe` for suites that read the shared data. When it is absent the body is never run (it may read files as it
 * collects its tests); the suite prints why and what to get, and one skipped test says so.
 */
export const describeShared: (name: string, body: () => void) => void = describeUnless(sharedBlocker);
