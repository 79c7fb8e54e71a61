import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'vitest';

/** ../shared beside the repository: real CR releases, card data and the seed documents (never copied here). */
export const sharedRoot = process.env['ARBITER_SHARED'] ?? resolve(import.meta.dirname, '../../../shared');
export const hasShared = existsSync(join(sharedRoot, 'data')) && existsSync(join(sharedRoot, 'seeds'));

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
 * `describe` for suites that read ../shared. When it is absent the body is never run (it may read files as it
 * collects its tests); one skipped test says why instead.
 */
export const describeShared: (name: string, body: () => void) => void = hasShared
  ? (name, body) => describe(name, body)
  : (name) => describe.skip(`${name} [skipped: ../shared is absent]`, () => it('reads ../shared', () => {}));
