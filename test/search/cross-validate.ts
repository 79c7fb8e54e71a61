// How far the fitted weights carry to questions they were not fitted on: five-fold cross-validation over the TRAINING
// split (the frozen test split is never read here). Each fold's weights ascend from the fitted ones (as
// fit-weights.ts does, without random restarts) on the other four folds; the held-out folds' hit@1 / hit@3 / MRR@10
// are pooled, for all training questions and for the forum-style ones, beside the MRR@10 on the folds fitted. The
// start was fitted on every fold, the held-out ones too: the held-out figures are, if anything, too kind.
// Run: npx tsx test/search/cross-validate.ts [database with the April 2026 CR] (a few minutes)
import type { Weights } from '../../core/search/rank.ts';
import { fittedFieldWeights, fittedWeights } from '../../core/search/weights.ts';
import { ascend, answerPlace, open, prepare, type Prepared } from './fit-weights.ts';
import { forumStyleQueries, trainingQueries } from './training-queries.ts';

const folds = 5;

interface Tally {
  first: number;
  third: number;
  reciprocal: number;
  count: number;
}

const tally = (): Tally => ({ first: 0, third: 0, reciprocal: 0, count: 0 });

function add(into: Tally, prepared: readonly Prepared[], weights: Weights): void {
  for (const p of prepared) {
    const place = answerPlace(p, weights);
    into.count++;
    if (place === 0) into.first++;
    if (place >= 0 && place < 3) into.third++;
    if (place >= 0) into.reciprocal += 1 / (place + 1);
  }
}

const shown = ({ first, third, reciprocal, count }: Tally): string =>
  `hit@1 ${(first / count).toFixed(3)}, hit@3 ${(third / count).toFixed(3)}, MRR@10 ${(reciprocal / count).toFixed(3)} (${count} queries)`;

const db = open(process.argv[2]);
// prepare reads the training questions first, in their order, then the IPG's: only the first are folded
const prepared = prepare(db, fittedFieldWeights).slice(0, trainingQueries.length);
const forum = new Set(forumStyleQueries);
const isForum = trainingQueries.map((query) => forum.has(query));
const heldOut = tally();
const heldOutForum = tally();
const fittedMrr: number[] = [];
for (let fold = 0; fold < folds; fold++) {
  const fitted = prepared.filter((_, i) => i % folds !== fold);
  const heldAt = prepared.flatMap((_, i) => (i % folds === fold ? [i] : []));
  const held = heldAt.map((i) => prepared[i]!);
  const { weights, mrr: onFitted } = ascend(fitted, fittedWeights, 10);
  fittedMrr.push(onFitted);
  const thisFold = tally();
  add(thisFold, held, weights);
  add(
    heldOutForum,
    heldAt.filter((i) => isForum[i]).map((i) => prepared[i]!),
    weights,
  );
  for (const key of ['first', 'third', 'reciprocal', 'count'] as const) heldOut[key] += thisFold[key];
  const heldMrr = thisFold.reciprocal / thisFold.count;
  console.error(`fold ${fold + 1}: MRR@10 ${onFitted.toFixed(3)} on the folds fitted, ${heldMrr.toFixed(3)} held out`);
}
console.log(`held out, all training questions: ${shown(heldOut)}`);
console.log(`held out, forum-style: ${shown(heldOutForum)}`);
console.log(`on the folds fitted: MRR@10 ${(fittedMrr.reduce((a, b) => a + b, 0) / folds).toFixed(3)} (mean of ${folds})`);
