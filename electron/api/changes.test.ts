// The change-list methods of the API (issue 19): inputs checked by schema, answers from the database.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChangeList, RuleHistory } from '../../core/contract.ts';
import { openDatabase } from '../db/service.ts';
import { createApiHandler } from './handler.ts';

const miniRules = readFileSync(resolve(import.meta.dirname, '../../test/e2e/fixtures/mini-cr.txt'), 'utf8');

describe('changes and ruleHistory over the API', () => {
  it('refuses bad input by name and says when there is nothing to compare', async () => {
    const api = createApiHandler(openDatabase(':memory:'));
    const bad = await api.call('changes', { olderId: 'newest' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    if (!bad.ok) expect(bad.error.message).toMatch(/^changes: olderId: /);
    expect(await api.call('changes', { olderId: 1, extra: true })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await api.call('ruleHistory', { number: '' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await api.call('changes', undefined)).toMatchObject({ ok: false, error: { code: 'not-enough-sources' } });
    expect(await api.call('ruleHistory', { number: '704.5j' })).toEqual({ ok: true, value: null });
  });

  it('lists what changed between two imports and a rule history', async () => {
    const api = createApiHandler(openDatabase(':memory:'));
    const older = miniRules.replace(/effective as of [A-Za-z]+ \d+, \d{4}/, 'effective as of January 1, 2030');
    const newer = miniRules
      .replace(/effective as of [A-Za-z]+ \d+, \d{4}/, 'effective as of January 1, 2031')
      .replace('the rest', 'all others');
    for (const [name, text] of [
      ['old.txt', older],
      ['new.txt', newer],
    ] as const) {
      expect((await api.call('importDocument', { fileName: name, content: new TextEncoder().encode(text) })).ok).toBe(true);
    }
    const changes = await api.call('changes', {});
    expect(changes.ok).toBe(true);
    const list = (changes as { value: ChangeList }).value;
    expect([list.older.effectiveDate, list.newer.effectiveDate]).toEqual(['2030-01-01', '2031-01-01']);
    expect(list.changed.map((r) => r.number)).toEqual(['704.5j']);
    const history = await api.call('ruleHistory', { number: '704.5j' });
    expect((history as { value: RuleHistory }).value.versions.map((v) => v.status)).toEqual(['changed', 'earliest']);
  });
});
