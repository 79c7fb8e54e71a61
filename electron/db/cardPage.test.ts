// Card text linked to the rules: keyword abilities and actions to their rules, other CR terms to the glossary, on a
// small CR written in the official shape (test/fixtures/rules/keyword-links-cr.txt).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordLinks, ruleLinks } from './cardPage.ts';
import { importDocument, openDatabase } from './service.ts';

const smallCr = readFileSync(join(import.meta.dirname, '../../test/fixtures/rules/keyword-links-cr.txt'));

describe('card text links', () => {
  const db = openDatabase(':memory:');
  beforeAll(() => {
    const imported = importDocument(db, { fileName: 'small-cr.txt', content: smallCr });
    if (!imported.ok) throw new Error(imported.error.message);
  });
  afterAll(() => db.close());

  it('links a keyword said in any of its forms to its rule', () => {
    expect(keywordLinks(db, 'Equip {2}. Poisonous 1. You planeswalk.').map((l) => [l.title, l.rule])).toEqual([
      ['Equip', '702.2'],
      ['Poisonous', '702.3'],
      ['Planeswalk', '701.2'],
    ]);
  });

  it('links a word naming another term exactly to that term, not to the keyword whose stem it shares', () => {
    const text = 'Destroy target planeswalker or Equipment. Its controller gets two poison counters.';
    expect(keywordLinks(db, text)).toEqual([]);
    expect(ruleLinks(db, text).map((l) => l.glossary ?? l.title)).toEqual(['Planeswalker', 'Equipment', 'Poison Counter']);
  });
});
