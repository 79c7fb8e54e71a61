import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GlossaryView, ImportProgress, RuleView, SearchResponse } from '../../core/contract.ts';
import { importDocument, openDatabase, searchRules } from '../db/service.ts';
import { createApiHandler } from './handler.ts';

const miniRules = readFileSync(resolve(import.meta.dirname, '../../test/e2e/fixtures/mini-cr.txt'));

describe('createApiHandler', () => {
  it('refuses unknown methods and invalid input by name, without touching the database', async () => {
    const db = openDatabase(':memory:');
    const api = createApiHandler(db);
    expect(await api.call('toString', {})).toMatchObject({ ok: false, error: { code: 'unknown-method' } });
    const bad = await api.call('removeSource', { id: 'all' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    if (!bad.ok) expect(bad.error.message).toMatch(/^removeSource: id: /);
    expect(await api.call('sources', undefined)).toEqual({ ok: true, value: [] });
    db.close();
  });

  it('imports with progress, then answers from the database; removing empties it', async () => {
    const db = openDatabase(':memory:');
    const api = createApiHandler(db);
    const phases: ImportProgress['phase'][] = [];
    const imported = await api.call('importDocument', { fileName: 'mini.txt', content: new Uint8Array(miniRules) }, (p) =>
      phases.push(p.phase),
    );
    expect(imported.ok).toBe(true);
    expect(phases.length).toBeGreaterThan(0);
    const sources = await api.call('sources', undefined);
    const id = sources.ok ? (sources.value as { id: number }[])[0]!.id : -1;
    const rule = await api.call('rule', { number: '704.5j' });
    expect(rule.ok && (rule.value as { number: string }).number).toBe('704.5j');
    expect(await api.call('removeSource', { id })).toEqual({ ok: true, value: { removed: true } });
    expect(await api.call('removeSource', { id })).toEqual({ ok: true, value: { removed: false } });
    expect(await api.call('rule', { number: '704.5j' })).toEqual({ ok: true, value: null });
    db.close();
  });

  it('imports card data, suggests names and reads a card; bad input is named', async () => {
    const db = openDatabase(':memory:');
    const api = createApiHandler(db);
    const miniSet = readFileSync(resolve(import.meta.dirname, '../../test/fixtures/cards/mini-set.json'));
    expect(await api.call('cardNames', { typed: 'moon' })).toEqual({ ok: true, value: [] });
    const imported = await api.call('importCards', { fileName: 'mini-set.json', content: new Uint8Array(miniSet) });
    expect(imported.ok && (imported.value as { cards: number }).cards).toBe(5);
    expect(await api.call('cardNames', { typed: 'moon' })).toEqual({ ok: true, value: ['Moon of Tests'] });
    const card = await api.call('card', { name: 'Moon of Tests' });
    expect(card.ok && (card.value as { typeLine: string }).typeLine).toBe('Enchantment');
    for (const [method, input, field] of [
      ['cardNames', { typed: 3 }, 'typed'],
      ['card', { name: '' }, 'name'],
      ['importCards', { fileName: 'x.json', content: 'text' }, 'content'],
      ['cardNames', { typed: 'x', limit: 500 }, 'limit'],
    ] as const) {
      const bad = await api.call(method, input);
      expect(bad.ok ? '' : bad.error.message, method).toMatch(new RegExp(`^${method}: ${field}: `));
    }
    const broken = await api.call('importCards', { fileName: 'broken.json', content: new TextEncoder().encode('{') });
    expect(broken).toMatchObject({ ok: false, error: { code: 'bad-file' } });
    db.close();
  });

  it('links a rule to the glossary terms it defines and the entry back to the rule', async () => {
    const db = openDatabase(':memory:');
    const api = createApiHandler(db);
    await api.call('importDocument', { fileName: 'mini.txt', content: new Uint8Array(miniRules) });
    const rule = await api.call('rule', { number: '704.5j' });
    expect(rule.ok && (rule.value as RuleView).terms).toEqual([{ term: 'Legend Rule', defined: true }]);
    const entry = await api.call('glossary', { term: 'legend rule' });
    expect(entry.ok && (entry.value as GlossaryView).cites.map((c) => c.number)).toEqual(['704.5j']);
    const bad = await api.call('glossary', { term: '' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    if (!bad.ok) expect(bad.error.message).toMatch(/^glossary: term: /);
    db.close();
  });

  it('loads the typo vocabulary before the first search, and again after an import', async () => {
    const db = openDatabase(':memory:');
    const api = createApiHandler(db);
    await api.call('importDocument', { fileName: 'mini.txt', content: new Uint8Array(miniRules) });
    // With the stored vocabulary gone, only a vocabulary loaded before the first search can correct the typo.
    db.exec('DELETE FROM vocabulary');
    const found = await api.call('search', { query: 'graveyrds' });
    expect(found.ok && (found.value as SearchResponse).results.map((r) => r.number)).toContain('704.5j');
    // Without warming (a fresh handler would warm, so ask the service directly), the same search has no vocabulary.
    const cold = openDatabase(':memory:');
    importDocument(cold, { fileName: 'mini.txt', content: new Uint8Array(miniRules) });
    cold.exec('DELETE FROM vocabulary');
    expect(searchRules(cold, { query: 'graveyrds' }).results.map((r) => r.number)).not.toContain('704.5j');
    db.close();
    cold.close();
  });

  it('turns a failure inside the service into an "internal" error, not a throw', async () => {
    const db = openDatabase(':memory:');
    const api = createApiHandler(db);
    db.close();
    const result = await api.call('sources', undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});
