// Rules search as the app and the CLI give it: the rules first, and beside them, as their own results, the official
// rulings of the cards the question names (issue 16: "does Blood Moon turn off Urborg" finds the ruling and 613.8).
import type { SearchRequest, SearchResponse } from '../../core/contract.ts';
import type BetterSqlite3 from 'better-sqlite3';
import { rulingsForQuestion } from './cards.ts';
import { searchRules } from './search.ts';

export function searchRulesAndRulings(db: BetterSqlite3.Database, request: SearchRequest): SearchResponse {
  const started = performance.now();
  const response = searchRules(db, request);
  if (request.query.trim() === '') return response;
  const rulings = rulingsForQuestion(db, request.query);
  if (rulings.length === 0) return response;
  return { ...response, rulings, elapsedMs: Math.round((performance.now() - started) * 1000) / 1000 };
}
