// Relevance of a ranking on labeled queries: hit@1, hit@3 and MRR@10 (reciprocal rank of the first expected id in the
// top 10, 0 when absent). Used by the frozen-test assertion, the weight fitting and `npm run bench -- search`.
import type { LabeledQuery } from '../corpus/labeled-queries.ts';

export interface Relevance {
  readonly queries: number;
  readonly hit1: number;
  readonly hit3: number;
  readonly mrr10: number;
}

/** 1-based rank of the first result whose id is expected, or 0 when none of the first `depth` is. */
export function rankOfExpected(ids: readonly string[], expected: readonly string[], depth = 10): number {
  const index = ids.slice(0, depth).findIndex((id) => expected.includes(id));
  return index + 1;
}

export function relevance(labeled: readonly LabeledQuery[], idsOf: (query: string) => readonly string[]): Relevance {
  let hit1 = 0;
  let hit3 = 0;
  let mrr = 0;
  for (const { query, expected } of labeled) {
    const rank = rankOfExpected(idsOf(query), expected);
    if (rank === 1) hit1++;
    if (rank >= 1 && rank <= 3) hit3++;
    if (rank >= 1) mrr += 1 / rank;
  }
  const n = Math.max(1, labeled.length);
  return { queries: labeled.length, hit1: hit1 / n, hit3: hit3 / n, mrr10: mrr / n };
}

export const formatRelevance = (r: Relevance): string =>
  `hit@1 ${r.hit1.toFixed(3)}, hit@3 ${r.hit3.toFixed(3)}, MRR@10 ${r.mrr10.toFixed(3)} (${r.queries} queries)`;
