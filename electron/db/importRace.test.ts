// Importing the same file twice at once (issue 17, defect 5): the second import must find the first inside its own
// transaction and answer "already imported", never a raw UNIQUE constraint error.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importDocument, listSources, openDatabase } from './service.ts';

const scratch = mkdtempSync(join(tmpdir(), 'arbiter-race-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const miniCr = readFileSync(join(import.meta.dirname, '../../test/fixtures/rules/mini-cr.txt'));

describe('two imports of one file at once', () => {
  it('stores it once; the import that loses the race says it was already imported', () => {
    const path = join(scratch, 'race.db');
    const first = openDatabase(path);
    const second = openDatabase(path);
    try {
      let raced: ReturnType<typeof importDocument> | undefined;
      // The other connection imports the same file while this one has checked and is about to store.
      const result = importDocument(first, { fileName: 'mini-cr.txt', content: miniCr }, (progress) => {
        if (progress.phase === 'parsing' && raced === undefined)
          raced = importDocument(second, { fileName: 'mini-cr.txt', content: miniCr });
      });
      expect(raced?.ok && raced.value.alreadyImported).toBe(false);
      expect(result.ok ? result.value.alreadyImported : result.error.message).toBe(true);
      expect(listSources(first)).toHaveLength(1);
    } finally {
      first.close();
      second.close();
    }
  });
});
