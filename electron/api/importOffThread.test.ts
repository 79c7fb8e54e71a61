// Imports off the search thread (issue 17, defect 5): with the import worker, a search sent while a large CR imports
// is answered before the import finishes; without it, the import held the thread and the search waited behind it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { largeCr } from '../../test/support/largeCr.ts';
import { openDatabase } from '../db/service.ts';
import { createApiHandler } from './handler.ts';

const scratch = mkdtempSync(join(tmpdir(), 'arbiter-offthread-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const importWorker = new URL('../db/importWorker.ts', import.meta.url);

async function order(options: Parameters<typeof createApiHandler>[1], name: string): Promise<string[]> {
  const db = openDatabase(join(scratch, name));
  try {
    const handler = createApiHandler(db, options);
    const finished: string[] = [];
    const importing = handler.call('importDocument', { fileName: 'large-cr.txt', content: largeCr(6000) }).then((result) => {
      expect(result).toMatchObject({ ok: true, value: { alreadyImported: false } });
      finished.push('import');
    });
    const searching = handler.call('search', { query: 'legend rule' }).then((result) => {
      expect(result.ok).toBe(true);
      finished.push('search');
    });
    await Promise.all([importing, searching]);
    // After the import, this connection sees the new rules (its caches were dropped).
    const after = await handler.call('search', { query: '806.600' });
    expect(after).toMatchObject({ ok: true, value: { results: expect.arrayContaining([expect.objectContaining({ number: '806.600' })]) } });
    return finished;
  } finally {
    db.close();
  }
}

describe('imports off the search thread', () => {
  it('answers a search sent during an import before the import ends', async () => {
    expect(await order({ importWorker }, 'worker.db')).toEqual(['search', 'import']);
  });

  it('in this thread (no worker), the search waits for the import', async () => {
    expect(await order({}, 'inline.db')).toEqual(['import', 'search']);
  });

  it('reports a worker that fails as a message, and stores nothing', async () => {
    const db = openDatabase(join(scratch, 'broken.db'));
    try {
      const handler = createApiHandler(db, { importWorker: new URL('data:text/javascript,process.exit(3)') });
      const result = await handler.call('importDocument', { fileName: 'large-cr.txt', content: largeCr(10) });
      expect(result).toEqual({
        ok: false,
        error: { code: 'import-failed', message: 'large-cr.txt: nothing was imported: the import worker stopped (exit code 3)' },
      });
      expect(await handler.call('sources', undefined)).toEqual({ ok: true, value: [] });
    } finally {
      db.close();
    }
  });
});
