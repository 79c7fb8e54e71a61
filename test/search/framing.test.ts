// A post's framing ("Hi all!", "Quick question:", "Thanks in advance!", "Who is right?") must not move its answers:
// the forum-style training questions, wrapped so, keep the top 3 they have alone (core/search/framing.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importDocument, openDatabase, searchRules } from '../../electron/db/service.ts';
import { describeShared, sharedData } from '../support/shared.ts';
import { forumStyleQueries } from './training-queries.ts';

const framings: readonly (readonly [string, string])[] = [
  ['Hi all! ', ' Thanks in advance!'],
  ['Quick question: ', ' Who is right?'],
  ['Hey everyone, rules question from last night. ', ' My friend says otherwise.'],
];

describeShared('a post framed by sentences that say nothing of the rules', () => {
  const db = openDatabase(':memory:');
  beforeAll(() => {
    const imported = importDocument(db, { fileName: 'cr-2026-04-17.txt', content: readFileSync(sharedData('cr-2026-04-17.txt')) });
    if (!imported.ok) throw new Error(imported.error.message);
  });
  afterAll(() => db.close());
  const top3 = (query: string): string[] => searchRules(db, { query, limit: 3 }).results.map((r) => r.id);

  it('keeps the answers each question has alone', () => {
    // a question not ending its sentence would take the framing after it into its own sentence
    const questions = forumStyleQueries.map((q) => q.query).filter((q) => /[.?!]$/.test(q));
    expect(questions.length).toBeGreaterThan(50);
    const moved = framings.flatMap(([before, after]) =>
      questions.filter((q) => top3(before + q + after).join(' ') !== top3(q).join(' ')).map((q) => `${before}…${after}: ${q}`),
    );
    expect(moved).toEqual([]);
  });
});
