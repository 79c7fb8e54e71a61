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

/**
 * The Wilson score interval at 95% of a rate of hits among `queries` questions: how far the same ranking's figure
 * could stand on another sample of questions like these (175 questions: about ±0.065 around 0.75).
 */
export function hitInterval(rate: number, queries: number): readonly [number, number] {
  if (queries === 0) return [0, 1];
  const z = 1.96;
  const spread = 1 + (z * z) / queries;
  const centre = (rate + (z * z) / (2 * queries)) / spread;
  const half = (z * Math.sqrt((rate * (1 - rate)) / queries + (z * z) / (4 * queries * queries))) / spread;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const withInterval = (rate: number, queries: number): string => {
  const [low, high] = hitInterval(rate, queries);
  return `${rate.toFixed(3)} (${low.toFixed(2)}–${high.toFixed(2)})`;
};

export const formatRelevance = (r: Relevance): string =>
  `hit@1 ${withInterval(r.hit1, r.queries)}, hit@3 ${withInterval(r.hit3, r.queries)}, MRR@10 ${r.mrr10.toFixed(3)} ` +
  `(${r.queries} queries; 95% intervals)`;
