// Relevance of the current search on the training split and the frozen test split, on the April 17, 2026 CR (the
// guide questions on a database holding the IPG of 2019 beside it). Run: npx tsx test/search/measure.ts
// (--training: the training splits only, for trying changes without reading the frozen ones; --cards: the forum-style
// questions again, card-aware, with the MTGJSON set files of ../shared/data imported beside the CR; --slips: the CR's
// terms, and the judge words, typed with a slip, answered as spelt right; --stacks: "does <keyword> stack" for each keyword
// whose rules say "Multiple instances of <keyword>"; --versions: the questions whose answers read alike in an older CR,
// asked of that CR and of the April 2026 CR; --typos: the labeled questions (training, and frozen unless --training)
// with their longest word typed with one slip of the keyboard, or two).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCardFile } from '../../electron/db/cardImport.ts';
import { stopWords } from '../../core/search/query.ts';
import { phraseTerms } from '../../core/search/thesaurus.ts';
import { termsOf } from '../../electron/db/searchTerms.ts';
import {
  importDocument,
  listSources,
  openDatabase,
  readGlossary,
  readRule,
  searchRules,
  searchRulesAndRulings,
} from '../../electron/db/service.ts';
import { sharedData } from '../support/shared.ts';
import { formatRelevance, relevance } from './evaluate.ts';
import { frozenForumTestQueries, frozenTestQueries } from './frozen-test.ts';
import { forumStyleQueries, guideQueries, helperQuestions, trainingQueries } from './training-queries.ts';

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
// training for the long questions' weights only: their figure is the fit's, not a measure of new questions
console.log(`helpers' sets (training) ${formatRelevance(relevance(helperQuestions, idsOf(cr)))}`);
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

if (process.argv.includes('--slips')) {
  // Each term with a word of four to six letters (of nine at most, alone), that word's third letter left out ("stat
  // based actions", "wrad"): how often the first result is the one the term spelt right puts first.
  const first = (query: string) => searchRules(cr, { query, limit: 1 }).results[0]?.id;
  const answered = new Map<string, { typed: number; same: number }>();
  for (const term of termsOf(cr, listSources(cr)[0]!.id).byKey.values()) {
    const words = term.name.toLowerCase().split(/[\s-]+/);
    const alone = words.length === 1 && /^\p{L}{4,9}$/u.test(words[0]!);
    const at = alone ? 0 : words.findIndex((w) => w.length >= 4 && w.length <= 6);
    if ((words.length < 2 && !alone) || at < 0) continue;
    const slip = words.map((w, i) => (i === at ? w.slice(0, 2) + w.slice(3) : w));
    const kind = alone ? `one word, ${slip[0]!.length} letters left` : 'several words';
    const count = answered.get(kind) ?? { typed: 0, same: 0 };
    count.typed++;
    if (first(slip.join(' ')) === first(words.join(' '))) count.same++;
    answered.set(kind, count);
  }
  for (const [kind, { typed, same }] of [...answered].sort())
    console.log(`terms with a slip (${kind}): ${same} of ${typed} answered as spelt right`);
  // Each judge word of one word and five letters or more, its fourth letter left out ("fizle", "tutr"): the same top 3?
  const top3 = (query: string) =>
    searchRules(cr, { query, limit: 3 })
      .results.map((r) => r.id)
      .join(' ');
  const judged = [...phraseTerms.keys()].filter((phrase) => /^[a-z]{5,}$/.test(phrase));
  const alike = judged.filter((word) => top3(word.slice(0, 3) + word.slice(4)) === top3(word)).length;
  console.log(`judge words with a slip: ${alike} of ${judged.length} answered as spelt right (the same top 3)`);
}

if (process.argv.includes('--stacks')) {
  // "does flying stack": is the keyword's own "Multiple instances of flying …" rule first?
  const text = readFileSync(sharedData('cr-2026-04-17.txt'), 'utf8');
  let asked = 0;
  let first = 0;
  for (const term of termsOf(cr, listSources(cr)[0]!.id).byKey.values()) {
    const name = term.name.toLowerCase();
    // a name of letters and spaces only, read into a pattern as it is
    if (/[^\p{L} ]/u.test(name)) continue;
    const redundancy = text.match(new RegExp(`^(\\d{3}\\.\\d+[a-z]) Multiple instances of ${name} `, 'mi'))?.[1];
    if (redundancy === undefined) continue;
    asked++;
    if (searchRules(cr, { query: `does ${name} stack`, limit: 1 }).results[0]?.id === redundancy) first++;
  }
  console.log(`"does <keyword> stack": ${first} of ${asked} put the keyword's rule on multiple instances first`);
}

if (process.argv.includes('--versions')) {
  // The same questions asked of older CRs. A question counts where each rule it expects opens with the same words in
  // that CR as in the April 2026 CR (rules are renumbered and reworded between releases) and each glossary entry it
  // expects is there; the April 2026 figure on those questions alone stands beside it.
  const opening = (db: ReturnType<typeof open>, id: string): string | undefined =>
    id.startsWith('glossary:') ? (readGlossary(db, id) ? id : undefined) : readRule(db, id)?.text.slice(0, 60);
  const splits = [['training', trainingQueries], ...(frozenToo ? [['frozen test', frozenTestQueries] as const] : [])] as const;
  for (const name of ['cr-2017-09-29.txt', 'cr-2024-03-08.txt', 'cr-2026-01-16.txt']) {
    const older = open([name]);
    for (const [label, queries] of splits) {
      const alike = queries.filter((q) =>
        q.expected.every((id) => {
          const theirs = opening(older, id);
          return theirs !== undefined && theirs === opening(cr, id);
        }),
      );
      console.log(
        `${name} ${label}, ${alike.length} of ${queries.length} answered alike: ${formatRelevance(relevance(alike, idsOf(older)))}`,
      );
      console.log(`  the same on cr-2026-04-17.txt: ${formatRelevance(relevance(alike, idsOf(cr)))}`);
    }
  }
}

if (process.argv.includes('--typos')) {
  // Each training question not in forum style (and each frozen labeled test question, unless --training), its longest
  // word of five letters or more typed with one slip at its fourth letter: left out, swapped with the third, doubled,
  // or struck as the key beside it (on a QWERTY keyboard).
  const forum = new Set(forumStyleQueries.map((q) => q.query));
  const plain = trainingQueries.filter((q) => !forum.has(q.query));
  const besideKey = Object.fromEntries(
    'as bv cv ds er fg gf hg io jh kl lk mn nm oi po qw re sa tr uy vc we xz yt zx'.split(' ').map((p) => [...p]),
  );
  const slips: Record<string, (word: string) => string> = {
    'left out': (w) => w.slice(0, 3) + w.slice(4),
    swapped: (w) => w.slice(0, 2) + w[3] + w[2] + w.slice(4),
    doubled: (w) => w.slice(0, 4) + w.slice(3),
    'key beside': (w) => w.slice(0, 3) + (besideKey[w[3]!] ?? w[3]) + w.slice(4),
  };
  /** The query with its longest word of `letters` letters or more typed so, or null when it has none. */
  const typedLongest = (query: string, letters: number, slip: (word: string) => string): string | null => {
    const words = query.split(' ');
    const whole = new RegExp(`^[a-z]{${letters},}$`);
    const longest = words.reduce((best, w, i) => (whole.test(w) && w.length > (words[best]?.length ?? 0) ? i : best), -1);
    return longest < 0 ? null : words.map((w, i) => (i === longest ? slip(w) : w)).join(' ');
  };
  type Labeled = typeof trainingQueries;
  const typoFigures = (split: string, questions: Labeled): void => {
    console.log(`${split} as written ${formatRelevance(relevance(questions, idsOf(cr)))}`);
    for (const [name, slip] of Object.entries(slips)) {
      const typed = questions.map((q) => ({ ...q, query: typedLongest(q.query, 5, slip) ?? q.query }));
      console.log(`  a letter ${name} ${formatRelevance(relevance(typed, idsOf(cr)))}`);
    }
    // two slips in one word: the fourth and sixth letters of its longest word of eight letters or more left out
    const leftOutTwice = (w: string): string => w.slice(0, 3) + w.slice(4, 5) + w.slice(6);
    const long = questions.filter((q) => typedLongest(q.query, 8, leftOutTwice) !== null);
    const twice = long.map((q) => ({ ...q, query: typedLongest(q.query, 8, leftOutTwice)! }));
    console.log(`  those with a word of 8+ letters, as written ${formatRelevance(relevance(long, idsOf(cr)))}`);
    console.log(`    two of its letters left out ${formatRelevance(relevance(twice, idsOf(cr)))}`);
    const figure = (typed: Labeled): string => formatRelevance(relevance(typed, idsOf(cr)));
    /** The questions with their word at `at` (a place for each, or -1 for none) capitalised and typed so. */
    const capitalisedAt = (typed: Labeled, at: (query: string) => number, slip: (word: string) => string): Labeled =>
      typed.map((q) => {
        const place = at(q.query);
        const words = q.query.split(' ').map((w, i) => (i === place ? slip(w).replace(/^./, (c) => c.toUpperCase()) : w));
        return { ...q, query: words.join(' ') };
      });
    const asWritten = (word: string): string => word;
    // a slip in the question's first word, written with a capital as a sentence opens: a word of five letters or more
    // that is no stop word ("Trample and deathtouch")
    const opening = questions.filter((q) => /^[a-z]{5,} /.test(q.query) && !stopWords.has(q.query.split(' ')[0]!));
    const first = (): number => 0;
    console.log(`  those opening with a word of 5+ letters, capitalised ${figure(capitalisedAt(opening, first, asWritten))}`);
    for (const [name, slip] of Object.entries(slips))
      console.log(`    a letter ${name} in it ${figure(capitalisedAt(opening, first, slip))}`);
    // a CR term of one word inside the question (its longest of five letters or more) written with a capital, as posts
    // write keywords ("my creature with Trample"), as written and with a letter left out
    const termKeys = termsOf(cr, listSources(cr)[0]!.id).byKey;
    const termInside = (query: string): number =>
      query.split(' ').reduce((best, w, i, all) => {
        const isTerm = i > 0 && /^[a-z]{5,}$/.test(w) && termKeys.has(w);
        return isTerm && w.length > (all[best]?.length ?? 0) ? i : best;
      }, -1);
    const naming = questions.filter((q) => termInside(q.query) > 0);
    console.log(`  those naming a term inside, as written ${figure(naming)}`);
    console.log(`    the term capitalised ${figure(capitalisedAt(naming, termInside, asWritten))}`);
    console.log(`    capitalised, a letter left out of it ${figure(capitalisedAt(naming, termInside, slips['left out']!))}`);
    // typed all in capitals, as written and with a letter left out of the longest word
    const shouted = (typed: Labeled): Labeled => typed.map((q) => ({ ...q, query: q.query.toUpperCase() }));
    console.log(`  all in capitals ${figure(shouted(questions))}`);
    const leftOut = questions.map((q) => ({ ...q, query: typedLongest(q.query, 5, slips['left out']!) ?? q.query }));
    console.log(`    a letter left out ${figure(shouted(leftOut))}`);
  };
  typoFigures('training', plain);
  if (frozenToo) typoFigures('frozen test', frozenTestQueries);
}
