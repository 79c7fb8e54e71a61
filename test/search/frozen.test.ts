// The frozen test splits (test/search/frozen-test.json, frozen-forum-test.json) must not get worse: each stays at or
// above the values recorded when the ranking was last fitted (docs/search.md). Lowering one needs a reason there.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importDocument, openDatabase, searchRules } from '../../electron/db/service.ts';
import { describeShared, sharedData } from '../support/shared.ts';
import { formatRelevance, relevance } from './evaluate.ts';
import { frozenForumTestQueries, frozenTestQueries } from './frozen-test.ts';

/**
 * Recorded on 2026-11-25 (third round): labeled 0.874 / 0.720 / 0.802, forum-style 0.581 / 0.323 / 0.461, once a
 * number meets both its spellings ("more than one", "toughness 0"), a player's role beside other words ("my
 * opponent's creature") is not the term asked about, and a post's question sentence (its words and the terms it
 * names) weighs apart from its story, with the weights refitted on training. In the second round a term named by a
 * one-edit slip took the forum-style split down one question at hit@1 (0.355 → 0.323, MRR@10 0.472 → 0.456): its
 * floors moved from 0.35 and 0.47 then (docs/search.md). The labeled split's hit@1 floor rose to 0.73 in the twelfth
 * round (broader words: 0.731). On 2026-11-28 players' words for keywords and actions (flyer, sweeper, bounce…) took
 * the labeled split to 0.874 / 0.737 / 0.812 and the forum-style split to 0.613 / 0.355 / 0.489: floors raised with them.
 * On 2026-11-29 a "when" question asking for a moment took the labeled split to 0.880 / 0.737 / 0.814: hit@3 floor 0.88.
 * The same day a glossary term read in the sense its question says took the forum-style split to 0.613 / 0.387 / 0.503,
 * and a slip keeping its word's stem ("replacment") naming its term took the labeled split to 0.886 / 0.743 / 0.819,
 * a slip in a word of a longer term ("stat based actions") to 0.886 / 0.749 / 0.822, and "at the same time" searched
 * as the rules write it ("simultaneously") to 0.891 / 0.749 / 0.824: floors 0.89 and 0.82. On 2026-11-29 (later) a
 * rule saying what a named thing is counted as that name's ("A Wicked Role token is …") took it to 0.891 / 0.754 /
 * 0.827: hit@1 floor 0.75. Later the same day a rule denying what the question denies (`negationScope`: "are not
 * spells" and 113.9's "aren't spells") took it to 0.891 / 0.754 / 0.829: floors unchanged. On 2026-11-29 (last)
 * the forms of a verb the stemmer parts ("sacrificed", "sacrifice") met each other, and the labeled split went from
 * 0.891 / 0.766 / 0.835 to 0.897 / 0.771 / 0.841: floors 0.77 and 0.84. On 2026-11-30 a question asking whether a
 * thing is of a kind ("is a token a card") answered by a rule saying what it is took it to 0.903 / 0.777 / 0.845:
 * hit@3 floor 0.90, the target. Later that day the rules under a rule for one card (729.1, Shahrazad) were
 * marked as it is, and the forum-style split went from 0.613 / 0.387 / 0.504 to 0.613 / 0.419 / 0.520: floors 0.41 and
 * 0.51. Later still a keyword's variant ("Trample over planeswalkers is a variant of trample") read as its own took
 * the forum-style split to 0.613 / 0.419 / 0.526 and the labeled split to 0.903 / 0.777 / 0.844: forum MRR floor 0.52.
 * Later the indefinite pronouns as stop words ("anything", "everyone") took the labeled split to 0.909 / 0.777 / 0.846.
 * On 2026-12-01 a keyword ability's -ed form, a keyword a story names and a game of three players or more read as a
 * multiplayer game took the forum-style split to 0.613 / 0.419 / 0.541: MRR floor 0.54. Later that day "over" read as
 * a preposition took it to 0.613 / 0.452 / 0.556 (floors 0.45 and 0.55) and the labeled split to 0.903 / 0.777 / 0.845.
 * On 2026-12-02 posts ranked by weights fitted on posts took the forum-style split from 0.516 / 0.677 / 0.609 to
 * 0.516 / 0.742 / 0.623 (floors 0.74 and 0.62), the labeled split unchanged at 0.789 / 0.914 / 0.856.
 */
export const recorded = {
  labeled: { hit3: 0.9, hit1: 0.77, mrr10: 0.84 },
  forumStyle: { hit3: 0.74, hit1: 0.45, mrr10: 0.62 },
} as const;

describeShared('search quality on the frozen test splits', () => {
  const db = openDatabase(':memory:');
  beforeAll(() => {
    const imported = importDocument(db, { fileName: 'cr-2026-04-17.txt', content: readFileSync(sharedData('cr-2026-04-17.txt')) });
    if (!imported.ok) throw new Error(imported.error.message);
  });
  afterAll(() => db.close());

  it.each([
    ['labeled', frozenTestQueries, recorded.labeled],
    ['forum-style', frozenForumTestQueries, recorded.forumStyle],
  ] as const)('keeps the %s split at or above its recorded hit@3, hit@1 and MRR@10', (_name, queries, floor) => {
    const measured = relevance(queries, (query) => searchRules(db, { query, limit: 10 }).results.map((r) => r.id));
    const summary = formatRelevance(measured);
    expect(measured.hit3, summary).toBeGreaterThanOrEqual(floor.hit3);
    expect(measured.hit1, summary).toBeGreaterThanOrEqual(floor.hit1);
    expect(measured.mrr10, summary).toBeGreaterThanOrEqual(floor.mrr10);
  });
});
