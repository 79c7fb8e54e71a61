// Fits the search ranking's weights (core/search/weights.ts) on the TRAINING split only, by coordinate ascent on
// MRR@10, first the full-text fields' weights, then the features': each round tries, for every weight in turn, a few
// steps up and down and keeps the best. Posts (analyze.ts, `post`) have weights apart: the others' are fitted on the
// training split's queries that are no post, the posts' on the posts of the training split and of the helpers'
// development sets (helper-questions.json). The frozen test split is never read.
// Run: npx tsx test/search/fit-weights.ts [--posts] [database with the April 2026 CR]
// (default: a temporary database importing ../shared/data/cr-2026-04-17.txt and the IPG of 2019, for guideQueries).
// --posts: only the posts' weights, from the others' (the fields and the others' weights are kept).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tiers } from '../../core/search/order.ts';
import {
  featureNames,
  featuresOf,
  fieldNames,
  scoreOf,
  type FeatureName,
  type FieldWeights,
  type Weights,
} from '../../core/search/rank.ts';
import { fittedFieldWeights, fittedPostWeights, fittedWeights } from '../../core/search/weights.ts';
import { searchCandidates } from '../../electron/db/search.ts';
import { importDocument, openDatabase } from '../../electron/db/service.ts';
import { sharedData } from '../support/shared.ts';
import { guideQueries, helperQuestions, trainingQueries } from './training-queries.ts';
import type { LabeledQuery } from '../corpus/labeled-queries.ts';

export interface Prepared {
  readonly features: number[][];
  readonly ids: string[];
  /** Each candidate's tier (numbers written, the one term asked): before any score, as rankCandidates orders. */
  readonly tier: number[];
  readonly expected: readonly string[];
  /** A post, ranked by the posts' weights. */
  readonly post: boolean;
}

/**
 * How far a posts' weight may move from the others': unbounded, the weight of a feature few posts meet runs off with
 * them (titleCoverage to -13); bounded at 3, the helpers' sets held out gain as much (docs/search.md).
 */
export const postReach = 3;

/**
 * Weights the posts' fit leaves as the others have them: each was set, or fitted alone, for a reading (weights.ts says
 * how), and few posts meet it; fitted with the rest, one moved for the posts that did and the reading was lost ("is
 * it a 1/1 now or a 4/4?" asking for a layer).
 */
const heldForPosts: readonly FeatureName[] = [
  'saysMeaning',
  'answerKind',
  'variantNamed',
  'variantUnnamed',
  'negationScope',
  'oneCardRule',
  'stateBasedAction',
  'listedItem',
  'multipleInstances',
  'wordingSaid',
];
/** The weights the posts' fit moves. */
export const postFree = featureNames.filter((name) => !heldForPosts.includes(name));

/** The weights of posts and of other queries. */
export interface WeightsByKind {
  readonly other: Weights;
  readonly post: Weights;
}

export const fittedByKind: WeightsByKind = { other: fittedWeights, post: fittedPostWeights };

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

export function prepare(
  db: ReturnType<typeof openDatabase>,
  fields: FieldWeights,
  labeled: readonly LabeledQuery[] = [...trainingQueries, ...guideQueries],
): Prepared[] {
  return labeled.map(({ query, expected }) => {
    const found = searchCandidates(db, query, undefined, fields)!;
    const rows = [...found.fetched.rows.values()];
    const tierOf = tiers(found.analysis, rows);
    return {
      features: featuresOf(found.analysis, rows),
      ids: candidateIds(found),
      tier: rows.map(tierOf),
      expected,
      post: found.analysis.post,
    };
  });
}

/** The place (from 0) of a query's first answer in its top 10 under `weights`, or -1: tiers first, then score. */
export function answerPlace(p: Prepared, weights: Weights): number {
  const order = p.features
    .map((f, i) => ({ i, s: scoreOf(f, weights), e: p.tier[i]! }))
    .sort((a, b) => (a.e === b.e ? 0 : a.e - b.e) || b.s - a.s);
  return order.slice(0, 10).findIndex((o) => p.expected.includes(p.ids[o.i]!));
}

/** The weights a prepared question is ranked by: a single set, or those of its kind. */
export const weightsOf = (p: Prepared, weights: Weights | WeightsByKind): Weights =>
  'post' in weights ? (p.post ? weights.post : weights.other) : (weights as Weights);

function mrr(prepared: readonly Prepared[], weights: Weights | WeightsByKind): number {
  let total = 0;
  for (const p of prepared) {
    const rank = answerPlace(p, weightsOf(p, weights));
    if (rank >= 0) total += 1 / (rank + 1);
  }
  return total / prepared.length;
}

/** Coordinate ascent from `start` over the `free` weights; none moves further from its start than `reach`. */
export function ascend(
  prepared: readonly Prepared[],
  start: Weights,
  rounds: number,
  reach = Number.POSITIVE_INFINITY,
  free: readonly FeatureName[] = featureNames,
): { weights: Weights; mrr: number } {
  let weights: Record<string, number> = { ...start };
  let best = mrr(prepared, weights as Weights);
  const steps = [-2, -1, -0.5, -0.2, -0.05, 0.05, 0.2, 0.5, 1, 2];
  for (let round = 0; round < rounds; round++) {
    let improved = false;
    for (const name of free) {
      for (const step of steps) {
        const trial = { ...weights, [name]: Math.round((weights[name]! + step) * 1000) / 1000 };
        if (Math.abs(trial[name]! - start[name]) > reach + 1e-9) continue;
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
function ascendFields(
  db: ReturnType<typeof openDatabase>,
  start: FieldWeights,
  weights: WeightsByKind,
): { fields: FieldWeights; mrr: number } {
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
  const onlyPosts = process.argv.includes('--posts');
  const db = open(process.argv.slice(2).find((a) => a !== '--posts'));
  const lines = (values: Readonly<Record<string, number>>, names: readonly string[] = featureNames) =>
    names.map((name) => `  ${name}: ${values[name]},`).join('\n');
  const target = join(import.meta.dirname, '../../core/search/weights.ts');
  const posts = (fields: FieldWeights) => [...prepare(db, fields), ...prepare(db, fields, helperQuestions)].filter((p) => p.post);
  if (onlyPosts) {
    const prepared = posts(fittedFieldWeights);
    console.error(`start: MRR@10 ${mrr(prepared, fittedPostWeights).toFixed(4)} on ${prepared.length} posts`);
    const { weights, mrr: trained } = ascend(prepared, fittedWeights, 10, postReach, postFree);
    console.error(`fitted: MRR@10 ${trained.toFixed(4)}`);
    const block = /(export const fittedPostWeights: Weights = \{\n)[^}]*(\};)/;
    writeFileSync(target, readFileSync(target, 'utf8').replace(block, `$1${lines(weights)}\n$2`));
    console.error("wrote the posts' weights into core/search/weights.ts");
  } else {
    console.error(`start: training MRR@10 ${mrr(prepare(db, fittedFieldWeights), fittedByKind).toFixed(4)}`);
    // The fields first (with the current feature weights), then the feature weights over the candidates they bring.
    const { fields } = ascendFields(db, fittedFieldWeights, fittedByKind);
    const others = prepare(db, fields).filter((p) => !p.post);
    // FIT_RESTARTS=0: ascend from the current weights only (a random start may find a different optimum).
    const { weights, mrr: trained } = fit(others, fittedWeights, Number(process.env.FIT_RESTARTS ?? 4));
    const fittedPosts = posts(fields);
    const { weights: postWeights, mrr: postsTrained } = ascend(fittedPosts, weights, 10, postReach, postFree);
    writeFileSync(
      target,
      `// Feature weights of the search ranking (rank.ts), FITTED by test/search/fit-weights.ts: coordinate ascent on MRR@10
// over the training split's queries that are no post (test/search/training-queries.ts, ${others.length} queries) on the April 17,
// 2026 CR; training MRR@10 ${trained.toFixed(3)}. The frozen test split played no part. Rerun the script after changing a feature.
import type { FieldWeights, Weights } from './rank.ts';

export const fittedWeights: Weights = {
${lines(weights)}
};

/**
 * The weights for posts (analyze.ts, \`post\`), FITTED by \`fit-weights.ts --posts\`: coordinate ascent from the
 * weights above, none moving more than ${postReach} from them and those set for a reading held, on the posts of the
 * training split and the helpers' development sets (helper-questions.json, ${fittedPosts.length} in all; MRR@10
 * ${postsTrained.toFixed(3)}).
 */
export const fittedPostWeights: Weights = {
${lines(postWeights)}
};

/** Each full-text field's weight in bm25, relative to the body's. */
export const fittedFieldWeights: FieldWeights = {
${lines(fields, fieldNames)}
};
`,
    );
    console.error('wrote core/search/weights.ts');
  }
}
