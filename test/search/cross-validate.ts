// How far the fitted weights carry to questions they were not fitted on (the frozen test split is never read here).
// Training: five folds over the TRAINING split; each fold's weights ascend from the fitted ones (as fit-weights.ts
// does, without random restarts), those of queries that are no post on the other four folds' such queries and the
// posts' on their posts and the helpers' sets; the held-out folds' hit@1 / hit@3 / MRR@10 are pooled, for all
// training questions and for the forum-style ones. Helpers' sets: three folds by set; the posts' weights ascend from
// the others' on the other sets' posts and the training split's, and the held-out sets are ranked as search ranks
// them (a query that is no post by the others' weights). The starts were fitted on every fold, the held-out ones
// too: the held-out figures are, if anything, too kind.
// Run: npx tsx test/search/cross-validate.ts [database with the April 2026 CR] (some minutes)
import type { Weights } from '../../core/search/rank.ts';
import { fittedFieldWeights, fittedPostWeights, fittedWeights } from '../../core/search/weights.ts';
import { ascend, answerPlace, open, postFree, postReach, prepare, weightsOf, type Prepared, type WeightsByKind } from './fit-weights.ts';
import { forumStyleQueries, helperQuestions, helperSets, trainingQueries } from './training-queries.ts';

interface Tally {
  first: number;
  third: number;
  reciprocal: number;
  count: number;
}

const tally = (): Tally => ({ first: 0, third: 0, reciprocal: 0, count: 0 });

function add(into: Tally, prepared: readonly Prepared[], weights: WeightsByKind): void {
  for (const p of prepared) {
    const place = answerPlace(p, weightsOf(p, weights));
    into.count++;
    if (place === 0) into.first++;
    if (place >= 0 && place < 3) into.third++;
    if (place >= 0) into.reciprocal += 1 / (place + 1);
  }
}

const shown = ({ first, third, reciprocal, count }: Tally): string =>
  `hit@1 ${(first / count).toFixed(3)}, hit@3 ${(third / count).toFixed(3)}, MRR@10 ${(reciprocal / count).toFixed(3)} (${count} queries)`;

const fitPosts = (prepared: readonly Prepared[], start: Weights): Weights =>
  ascend(
    prepared.filter((p) => p.post),
    start,
    10,
    postReach,
    postFree,
  ).weights;

const db = open(process.argv[2]);
// prepare reads the training questions first, in their order, then the IPG's: only the first are folded
const prepared = prepare(db, fittedFieldWeights).slice(0, trainingQueries.length);
const helpers = prepare(db, fittedFieldWeights, helperQuestions);
const forum = new Set(forumStyleQueries);
const isForum = trainingQueries.map((query) => forum.has(query));

const folds = 5;
const heldOut = tally();
const heldOutForum = tally();
for (let fold = 0; fold < folds; fold++) {
  const fitted = prepared.filter((_, i) => i % folds !== fold);
  const heldAt = prepared.flatMap((_, i) => (i % folds === fold ? [i] : []));
  const weights = {
    other: ascend(
      fitted.filter((p) => !p.post),
      fittedWeights,
      10,
    ).weights,
    post: fitPosts([...fitted, ...helpers], fittedPostWeights),
  };
  const thisFold = tally();
  add(
    thisFold,
    heldAt.map((i) => prepared[i]!),
    weights,
  );
  add(
    heldOutForum,
    heldAt.filter((i) => isForum[i]).map((i) => prepared[i]!),
    weights,
  );
  for (const key of ['first', 'third', 'reciprocal', 'count'] as const) heldOut[key] += thisFold[key];
  console.error(`training fold ${fold + 1}: ${shown(thisFold)} held out`);
}
console.log(`held out, all training questions: ${shown(heldOut)}`);
console.log(`held out, forum-style: ${shown(heldOutForum)}`);

// a fold is every third of the helpers' sets, in the order written
const setFolds = 3;
const setIndex = helperSets.flatMap((set, i) => set.map(() => i));
const setOf = (i: number) => setIndex[i]!;
const helpersBefore = tally();
const helpersHeld = tally();
for (let fold = 0; fold < setFolds; fold++) {
  const held = helpers.filter((_, i) => setOf(i) % setFolds === fold);
  const others = helpers.filter((_, i) => setOf(i) % setFolds !== fold);
  add(helpersBefore, held, { other: fittedWeights, post: fittedWeights });
  add(helpersHeld, held, { other: fittedWeights, post: fitPosts([...prepared, ...others], fittedWeights) });
}
console.log(`helpers' sets, posts ranked by the others' weights: ${shown(helpersBefore)}`);
console.log(`helpers' sets held out, the posts' weights fitted on the other sets: ${shown(helpersHeld)}`);
