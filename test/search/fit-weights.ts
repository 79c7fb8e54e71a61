// Fits the search ranking's weights (core/search/weights.ts) on the TRAINING split only, by coordinate ascent on
// MRR@10, first the full-text fields' weights, then the features': each round tries, for every weight in turn, a few
// steps up and down and keeps the best. The frozen test split is never read here.
// Run: npx tsx test/search/fit-weights.ts [database with the April 2026 CR]
// (default: a temporary database importing ../shared/data/cr-2026-04-17.txt and the IPG of 2019, for guideQueries).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tiers } from '../../core/search/order.ts';
import { featureNames, featuresOf, fieldNames, scoreOf, type FieldWeights, type Weights } from '../../core/search/rank.ts';
import { fittedFieldWeights, fittedWeights } from '../../core/search/weights.ts';
import { searchCandidates } from '../../electron/db/search.ts';
import { importDocument, openDatabase } from '../../electron/db/service.ts';
import { sharedData } from '../support/shared.ts';
import { guideQueries, trainingQueries } from './training-queries.ts';

export interface Prepared {
  readonly features: number[][];
  readonly ids: string[];
  /** Each candidate's tier (numbers written, the one term asked): before any score, as rankCandidates orders. */
  readonly tier: number[];
  readonly expected: readonly string[];
}

export function open(path: string | undefined) {
  if (path) return openDatabase(path);
  const db = openDatabase(':memory:');
  for (const name of ['cr-2026-04-17.txt', 'ipg-2019-01-21.md'])
    importDocument(db, { fileName: name, content: readFileSync(sharedData(name)) });
  return db;
}

/** The ids of a query's candidates, in their fetched order, as results name them ("702.19b", "glossary:Trample"). */
export function candidateIds(found: NonNullable<ReturnType<typeof searchCandidates>>): string[] {
  return [...found.fetched.rows.values()].map((r) => {
    const g = found.fetched.glossary.get(r.key);
    return g ? `glossary:${g.term}` : r.number!;
  });
}

export function prepare(db: ReturnType<typeof openDatabase>, fields: FieldWeights): Prepared[] {
  return [...trainingQueries, ...guideQueries].map(({ query, expected }) => {
    const found = searchCandidates(db, query, undefined, fields)!;
    const rows = [...found.fetched.rows.values()];
    const tierOf = tiers(found.analysis, rows);
    return { features: featuresOf(found.analysis, rows), ids: candidateIds(found), tier: rows.map(tierOf), expected };
  });
}

/** The place (from 0) of a query's first answer in its top 10 under `weights`, or -1: tiers first, then score. */
export function answerPlace(p: Prepared, weights: Weights): number {
  const order = p.features
    .map((f, i) => ({ i, s: scoreOf(f, weights), e: p.tier[i]! }))
    .sort((a, b) => (a.e === b.e ? 0 : a.e - b.e) || b.s - a.s);
  return order.slice(0, 10).findIndex((o) => p.expected.includes(p.ids[o.i]!));
}

function mrr(prepared: readonly Prepared[], weights: Weights): number {
  let total = 0;
  for (const p of prepared) {
    const rank = answerPlace(p, weights);
    if (rank >= 0) total += 1 / (rank + 1);
  }
  return total / prepared.length;
}

export function ascend(prepared: readonly Prepared[], start: Weights, rounds: number): { weights: Weights; mrr: number } {
  let weights: Record<string, number> = { ...start };
  let best = mrr(prepared, weights as Weights);
  const steps = [-2, -1, -0.5, -0.2, -0.05, 0.05, 0.2, 0.5, 1, 2];
  for (let round = 0; round < rounds; round++) {
    let improved = false;
    for (const name of featureNames) {
      for (const step of steps) {
        const trial = { ...weights, [name]: Math.round((weights[name]! + step) * 1000) / 1000 };
        const score = mrr(prepared, trial as Weights);
        if (score > best + 1e-6) {
          best = score;
          weights = trial;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return { weights: weights as Weights, mrr: best };
}

/**
 * Coordinate ascent on the full-text fields' weights (the body's stays 1): each changes which entries full text brings
 * and their bm25, so every trial fetches the candidates again and scores them with the feature weights given.
 */
function ascendFields(db: ReturnType<typeof openDatabase>, start: FieldWeights, weights: Weights): { fields: FieldWeights; mrr: number } {
  let fields: Record<string, number> = { ...start };
  let best = mrr(prepare(db, start), weights);
  const factors = [0, 0.25, 0.5, 2, 4];
  for (let round = 0; round < 2; round++) {
    let improved = false;
    for (const name of fieldNames.filter((n) => n !== 'body')) {
      for (const factor of factors) {
        const value = factor === 0 ? 0 : Math.round(Math.max(0.05, fields[name]!) * factor * 100) / 100;
        if (value === fields[name]) continue;
        const trial = { ...fields, [name]: value };
        const score = mrr(prepare(db, trial as FieldWeights), weights);
        if (score > best + 1e-6) {
          best = score;
          fields = trial;
          improved = true;
        }
      }
    }
    console.error(`field weights round ${round + 1}: training MRR@10 ${best.toFixed(4)} ${JSON.stringify(fields)}`);
    if (!improved) break;
  }
  return { fields: fields as FieldWeights, mrr: best };
}

/** A deterministic pseudo-random sequence (mulberry32), so a fit can be repeated exactly. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Coordinate ascent from the current weights and from `restarts` random starting points; the best result wins. */
export function fit(prepared: readonly Prepared[], start: Weights, restarts = 4, rounds = 10): { weights: Weights; mrr: number } {
  let best = ascend(prepared, start, rounds);
  console.error(`from the current weights: training MRR@10 ${best.mrr.toFixed(4)}`);
  const next = random(14);
  for (let r = 0; r < restarts; r++) {
    const point = Object.fromEntries(featureNames.map((name) => [name, Math.round((next() * 4 - 2) * 100) / 100])) as Weights;
    const found = ascend(prepared, point, rounds);
    console.error(`restart ${r + 1}: training MRR@10 ${found.mrr.toFixed(4)}`);
    if (found.mrr > best.mrr) best = found;
  }
  return best;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const db = open(process.argv[2]);
  console.error(`start: training MRR@10 ${mrr(prepare(db, fittedFieldWeights), fittedWeights).toFixed(4)}`);
  // The fields first (with the current feature weights), then the feature weights over the candidates they bring.
  const { fields } = ascendFields(db, fittedFieldWeights, fittedWeights);
  const prepared = prepare(db, fields);
  // FIT_RESTARTS=0: ascend from the current weights only (a random start may find a different optimum).
  const { weights, mrr: trained } = fit(prepared, fittedWeights, Number(process.env.FIT_RESTARTS ?? 4));
  const lines = (names: readonly string[], values: Readonly<Record<string, number>>) =>
    names.map((name) => `  ${name}: ${values[name]},`).join('\n');
  writeFileSync(
    join(import.meta.dirname, '../../core/search/weights.ts'),
    `// Feature weights of the search ranking (rank.ts), FITTED by test/search/fit-weights.ts: coordinate ascent on MRR@10
// over the training split (test/search/training-queries.ts, ${prepared.length} queries) on the April 17, 2026 CR; training
// MRR@10 ${trained.toFixed(3)}. The frozen test split played no part. Rerun the script after changing a feature.
import type { FieldWeights, Weights } from './rank.ts';

export const fittedWeights: Weights = {
${lines(featureNames, weights)}
};

/** Each full-text field's weight in bm25, relative to the body's. */
export const fittedFieldWeights: FieldWeights = {
${lines(fieldNames, fields)}
};
`,
  );
  console.error('wrote core/search/weights.ts');
}
