// The training queries whose expected rule is not first, with the top 3 given: for reading where the ranking fails.
// TRAINING split only (the frozen test split is never read here). Run: npx tsx test/search/training-failures.ts
import { readFileSync } from 'node:fs';
import { importDocument, openDatabase, searchRules } from '../../electron/db/service.ts';
import { sharedData } from '../support/shared.ts';
import { formatRelevance, rankOfExpected, relevance } from './evaluate.ts';
import { forumStyleQueries, trainingQueries } from './training-queries.ts';

const db = openDatabase(':memory:');
importDocument(db, { fileName: 'cr-2026-04-17.txt', content: readFileSync(sharedData('cr-2026-04-17.txt')) });
const idsOf = (query: string) => searchRules(db, { query, limit: 10 }).results.map((r) => r.id);
for (const { query, expected } of trainingQueries) {
  const ids = idsOf(query);
  const rank = rankOfExpected(ids, expected);
  if (rank !== 1) console.log(`${rank || '-'}\t${query}\t[${expected.join(' ')}]\t${ids.slice(0, 3).join(' ')}`);
}
console.log(`training    ${formatRelevance(relevance(trainingQueries, idsOf))}`);
const before = trainingQueries.filter((q) => !forumStyleQueries.includes(q));
console.log(`training without the forum-style questions ${formatRelevance(relevance(before, idsOf))}`);
console.log(`forum-style (in training) ${formatRelevance(relevance(forumStyleQueries, idsOf))}`);
