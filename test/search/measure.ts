// Relevance of the current search on the training split and the frozen test split, on the April 17, 2026 CR (the
// guide questions on a database holding the IPG of 2019 beside it). Run: npx tsx test/search/measure.ts
// (--training: the training splits only, for trying changes without reading the frozen ones; --cards: the forum-style
// questions again, card-aware, with the MTGJSON set files of ../shared/data imported beside the CR).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCardFile } from '../../electron/db/cardImport.ts';
import { importDocument, openDatabase, searchRules, searchRulesAndRulings } from '../../electron/db/service.ts';
import { sharedData } from '../support/shared.ts';
import { formatRelevance, relevance } from './evaluate.ts';
import { frozenForumTestQueries, frozenTestQueries } from './frozen-test.ts';
import { forumStyleQueries, guideQueries, trainingQueries } from './training-queries.ts';

function open(names: readonly string[]) {
  const db = openDatabase(':memory:');
  for (const name of names) {
    const imported = importDocument(db, { fileName: name, content: readFileSync(sharedData(name)) });
    if (!imported.ok) throw new Error(`${name}: ${imported.error.message}`);
  }
  return db;
}

const cr = open(['cr-2026-04-17.txt']);
const idsOf = (db: ReturnType<typeof open>) => (query: string) => searchRules(db, { query, limit: 10 }).results.map((r) => r.id);
console.log(`training    ${formatRelevance(relevance(trainingQueries, idsOf(cr)))}`);
const frozenToo = !process.argv.includes('--training');
if (frozenToo) console.log(`frozen test ${formatRelevance(relevance(frozenTestQueries, idsOf(cr)))}`);
console.log(`forum-style training ${formatRelevance(relevance(forumStyleQueries, idsOf(cr)))}`);
if (frozenToo) console.log(`forum-style frozen test ${formatRelevance(relevance(frozenForumTestQueries, idsOf(cr)))}`);
const withGuide = open(['cr-2026-04-17.txt', 'ipg-2019-01-21.md']);
console.log(`guide       ${formatRelevance(relevance(guideQueries, idsOf(withGuide)))}`);

if (process.argv.includes('--cards')) {
  const cards = open(['cr-2026-04-17.txt']);
  const folder = sharedData('cards-mtgjson-20260709');
  for (const name of readdirSync(folder).filter((n) => n.endsWith('.json'))) {
    const imported = await importCardFile(cards, { fileName: name, content: new Uint8Array(readFileSync(join(folder, name))) });
    if (!imported.ok) throw new Error(`${name}: ${imported.error.message}`);
  }
  const cardAware = (query: string) => searchRulesAndRulings(cards, { query, limit: 10 }).results.map((r) => r.id);
  console.log(`forum-style training, card-aware ${formatRelevance(relevance(forumStyleQueries, cardAware))}`);
  if (frozenToo) console.log(`forum-style frozen test, card-aware ${formatRelevance(relevance(frozenForumTestQueries, cardAware))}`);
}
