// A post's framing ("Hi all!", "Quick question:", "Judges, …", "Who is right?") must not move its answers:
// the forum-style training questions, wrapped so, keep the top 3 they have alone (core/search/framing.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importDocument, openDatabase, searchRules } from '../../electron/db/service.ts';
import { describeShared, sharedData } from '../support/shared.ts';
import { rankOfExpected } from './evaluate.ts';
import { forumStyleQueries } from './training-queries.ts';

const framings: readonly (readonly [string, string])[] = [
  ['Hi all! ', ' Thanks in advance!'],
  ['Quick question: ', ' Who is right?'],
  ['Hey everyone, rules question from last night. ', ' My friend says otherwise.'],
  // words of address opening the question's own sentence
  ['Judges, ', ''],
  // a title or a line above the question, and a line after it, with no sentence mark
  ['Weird interaction at FNM last night\n\n', ''],
  ['Rules question\n', '\nThanks in advance'],
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

  it('reads a post longer than a query is read for its question, not its first characters', () => {
    // a story naming terms (players, creatures, lands…), too long to be read whole with the question after it
    const story =
      'We were playing a casual game of Commander at my local store last Friday, four players, and the board was ' +
      'complicated. I had a bunch of creatures on the battlefield and my opponent had enchantments and artifacts out. ' +
      'We had been going for two hours and everyone had plenty of lands. A weird situation came up near the end of ' +
      'the game and nobody at the table could agree, so we rolled a die and moved on, but I want to know the answer ' +
      'for next time. Here is what happened in the game, as best I remember it. ';
    expect(story.length).toBeGreaterThan(500);
    const inTop10 = (post: (q: string) => string): number =>
      forumStyleQueries.filter(({ query, expected }) => {
        const ids = searchRules(db, { query: post(query), limit: 10 }).results.map((r) => r.id);
        return rankOfExpected(ids, expected) > 0;
      }).length;
    // of the 72 questions with an answer in the top 10 alone, 26 kept it read from the post's start, 58 read for its question
    expect(inTop10((q) => story + q)).toBeGreaterThanOrEqual(inTop10((q) => q) / 2);
  });
});
