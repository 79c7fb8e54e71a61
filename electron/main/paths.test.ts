import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { officialRulesPage } from '../update/checkForRules.ts';
import { databasePath, rulesPageUrl, shellFiles } from './paths.ts';

describe('shell paths', () => {
  it('keep the database in the user-data folder', () => {
    expect(databasePath('/home/judge/.config/Arbiter')).toBe(join('/home/judge/.config/Arbiter', 'arbiter.db'));
  });

  it('read the rules page from ARBITER_RULES_PAGE, else the official page', () => {
    expect(rulesPageUrl({})).toBe(officialRulesPage);
    expect(rulesPageUrl({ ARBITER_RULES_PAGE: '  ' })).toBe(officialRulesPage);
    expect(rulesPageUrl({ ARBITER_RULES_PAGE: 'http://127.0.0.1:8080/rules' })).toBe('http://127.0.0.1:8080/rules');
    expect(officialRulesPage).toBe('https://magic.wizards.com/en/rules');
  });

  it('find the preload and the renderer beside the bundled main', () => {
    expect(shellFiles('/app/dist/electron')).toEqual({
      preload: join('/app/dist/electron', 'preload.cjs'),
      rendererDir: join('/app/dist', 'renderer'),
    });
  });
});
