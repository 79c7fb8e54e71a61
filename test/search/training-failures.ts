// The training queries whose expected rule is not first, with the top 3 given: for reading where the ranking fails;
// then how many have an answer among the candidates ranked at all (what fetching finds, apart from how it is ranked).
// TRAINING split only (the frozen test split is never read here). Run: npx tsx test/search/training-failures.ts
import { readFileSync } from 'node:fs';
import { searchCandidates } from '../../electron/db/search.ts';
import { importDocument, openDatabase, searchRules } from '../../electron/db/service.ts';
import { sharedData } from '../support/shared.ts';
import { formatRelevance, rankOfExpected, relevance } from './evaluate.ts';
import { candidateIds } from './fit-weights.ts';
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

// forum-style questions are training questions too: each is fetched once
const answered = new Set(
  trainingQueries.filter(({ query, expected }) => {
    const found = searchCandidates(db, query);
    return found !== null && candidateIds(found).some((id) => expected.includes(id));
  }),
);
for (const [name, queries] of [
  ['training', trainingQueries],
  ['forum-style (in training)', forumStyleQueries],
] as const) {
  const held = queries.filter((q) => answered.has(q)).length;
  console.log(`${name}: an answer among the candidates ranked for ${held} of ${queries.length}`);
}
