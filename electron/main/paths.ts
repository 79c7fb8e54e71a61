// Where the desktop app keeps and finds things. Pure, so tests check the paths agree with the CLI's.
import { join } from 'node:path';
import { officialCardDataBase } from '../update/checkForCards.ts';
import { officialRulesPage } from '../update/checkForRules.ts';

/** The database file inside Electron's per-user data folder (app.getPath('userData')). */
export const databaseFileName = 'arbiter.db';

export function databasePath(userDataDir: string): string {
  return join(userDataDir, databaseFileName);
}

/** The rules page "Check for new rules" reads: ARBITER_RULES_PAGE when set (tests, mirrors), else the official one. */
export function rulesPageUrl(env: Readonly<Record<string, string | undefined>>): string {
  const configured = env['ARBITER_RULES_PAGE']?.trim();
  return configured === undefined || configured === '' ? officialRulesPage : configured;
}

/** Where "Check for New Card Data" looks: ARBITER_CARDS_URL when set (tests, mirrors), else MTGJSON's own folder. */
export function cardDataUrl(env: Readonly<Record<string, string | undefined>>): string {
  const configured = env['ARBITER_CARDS_URL']?.trim();
  return configured === undefined || configured === '' ? officialCardDataBase : configured;
}

/** Built files, relative to the folder holding the bundled main.js (dist/electron). */
export function shellFiles(mainDir: string): { readonly preload: string; readonly rendererDir: string } {
  return { preload: join(mainDir, 'preload.cjs'), rendererDir: join(mainDir, '..', 'renderer') };
}

/** Hosts trusted besides the official rules hosts: ARBITER_ALLOW_HOSTS (comma-separated), for tests and their stand-in site. */
export function allowedRulesHosts(env: Readonly<Record<string, string | undefined>>): string[] {
  return (env['ARBITER_ALLOW_HOSTS'] ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter((host) => host !== '');
}
