// The labeled sets keep the split they were frozen with: each question sits on the side its hash puts it (FNV-1a of
// the lower-cased query, mod 10 < 3 → frozen test), none is on both sides, and a malformed file is refused by name.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readLabeledFile } from '../corpus/labeled-queries.ts';
import { describeShared, sharedData } from '../support/shared.ts';
import { frozenForumTestQueries, frozenTestDate, frozenTestQueries } from './frozen-test.ts';
import { helperQuestions } from './training-queries.ts';

const training = readLabeledFile(new URL('./training-queries.json', import.meta.url));
const written = training.set('written');
/** The forum-style questions of the second set: the 13 before it were written apart and all kept for training. */
const forumTraining = training.set('forumStyleQueries').slice(13);

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}
const inTestSide = (query: string) => fnv1a(query.toLowerCase()) % 10 < 3;

describe('the frozen split of the labeled questions', () => {
  it('was frozen on 2026-11-24 with 175 questions, 454 left for training', () => {
    expect(frozenTestDate).toBe('2026-11-24');
    expect([frozenTestQueries.length, written.length]).toEqual([175, 454]);
  });

  it('puts every question on the side its hash names', () => {
    expect(frozenTestQueries.filter((q) => !inTestSide(q.query)).map((q) => q.query)).toEqual([]);
    expect(written.filter((q) => inTestSide(q.query)).map((q) => q.query)).toEqual([]);
  });

  it('keeps the forum-style set of 120 split by the same hash: 31 frozen, 89 in training', () => {
    expect([frozenForumTestQueries.length, forumTraining.length]).toEqual([31, 89]);
    expect(frozenForumTestQueries.filter((q) => !inTestSide(q.query)).map((q) => q.query)).toEqual([]);
    expect(forumTraining.filter((q) => inTestSide(q.query)).map((q) => q.query)).toEqual([]);
  });

  it("keeps the helpers' 22 development sets, none of whose questions is frozen", () => {
    const helpers = readLabeledFile(new URL('./helper-questions.json', import.meta.url));
    expect([helpers.names.length, helperQuestions.length]).toEqual([22, 1319]);
    const frozen = new Set([...frozenTestQueries, ...frozenForumTestQueries].map((q) => q.query.toLowerCase()));
    expect(helperQuestions.filter((q) => frozen.has(q.query.toLowerCase())).map((q) => q.query)).toEqual([]);
  });

  it('has no question on both sides', () => {
    const trained = new Set([...written, ...forumTraining].map((q) => q.query.toLowerCase()));
    const frozen = [...frozenTestQueries, ...frozenForumTestQueries];
    expect(frozen.filter((q) => trained.has(q.query.toLowerCase())).map((q) => q.query)).toEqual([]);
  });
});

describeShared("the helpers' development sets", () => {
  it('label each question with rules the April 17, 2026 CR has', () => {
    const cr = readFileSync(sharedData('cr-2026-04-17.txt'), 'utf8');
    const numbers = new Set([...cr.matchAll(/^(\d{3}\.\d+[a-z]*)\.? /gm)].map((m) => m[1]));
    const unknown = helperQuestions.flatMap((q) => q.expected.filter((id) => !numbers.has(id)).map((id) => `${id}: ${q.query}`));
    expect(numbers.size).toBeGreaterThan(3000);
    expect(unknown).toEqual([]);
  });
});

describe('readLabeledFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-labeled-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fileWith = (content: unknown) => {
    const path = join(dir, 'set.json');
    writeFileSync(path, JSON.stringify(content));
    return pathToFileURL(path);
  };

  it('names the file and the field of a malformed question', () => {
    const url = fileWith({ about: [], queries: [{ query: 'trample', expected: [] }] });
    expect(() => readLabeledFile(url)).toThrow(/set\.json: queries\.0\.expected/);
  });

  it('names a set the file does not hold', () => {
    const url = fileWith({ about: [], queries: [{ query: 'trample', expected: ['702.19'] }] });
    expect(readLabeledFile(url).set('queries')).toHaveLength(1);
    expect(() => readLabeledFile(url).set('training')).toThrow(/no labeled set "training"/);
  });
});
