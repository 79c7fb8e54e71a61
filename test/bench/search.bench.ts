// Search benchmark (issue 14): relevance on the FROZEN test split (hit@1, hit@3, MRR@10) with the training split beside
// it, for Arbiter's search and for peers given the same entries and queries (Lunr, MiniSearch, FlexSearch, plain
// SQLite FTS5 with bm25 and no tuning); latency of each, cold (each query's first run after the database opens)
// and warm; opening with warming and the first search after it. `npm run bench -- search`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import FlexSearch from 'flexsearch';
import lunr from 'lunr';
import MiniSearch from 'minisearch';
import { importDocument, openDatabase, readAllEntries, searchRules, warmSearch } from '../../electron/db/service.ts';
import { formatRelevance, relevance } from '../search/evaluate.ts';
import { frozenForumTestQueries, frozenTestDate, frozenTestQueries } from '../search/frozen-test.ts';
import { trainingQueries } from '../search/training-queries.ts';
import { sharedData } from '../support/shared.ts';
import { bundleSearchChild } from './bundledSearch.ts';

interface Entry {
  readonly id: string;
  readonly text: string;
}

type Searcher = (query: string) => readonly string[];

/** Questions for the first search of a fresh process: a term, a keyword pair, plain questions of several terms. */
const firstSearchQuestions = [
  'what happens when my commander dies',
  'does trample work with deathtouch',
  'can I respond to a land being played',
  'how many cards in hand at cleanup',
  'phasing',
  'my opponent attacks with a flying creature can I block',
];

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function timing(values: number[]): string {
  values.sort((a, b) => a - b);
  return `p50 ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms, max ${values.at(-1)!.toFixed(2)} ms`;
}

/** Every rule and glossary entry of the database's CR as the peers index it: id and text (with its headings). */
function entriesOf(db: BetterSqlite3.Database): Entry[] {
  const rules = db.prepare('SELECT number AS id, text FROM rules').all() as Entry[];
  const glossary = (db.prepare('SELECT term, senses FROM glossary').all() as { term: string; senses: string }[]).map((g) => ({
    id: `glossary:${g.term}`,
    text: `${g.term} ${(JSON.parse(g.senses) as string[]).join(' ')}`,
  }));
  return [...rules, ...glossary];
}

const words = (query: string): string[] => query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function peers(entries: readonly Entry[]): Record<string, Searcher> {
  const lunrIndex = lunr(function build() {
    this.ref('id');
    this.field('text');
    for (const e of entries) this.add(e);
  });
  const mini = new MiniSearch<Entry>({ fields: ['text'], storeFields: ['id'] });
  mini.addAll(entries);
  const flex = new FlexSearch.Index({ tokenize: 'forward' });
  entries.forEach((e, i) => flex.add(i, e.text));
  const fts = new BetterSqlite3(':memory:');
  fts.exec("CREATE VIRTUAL TABLE t USING fts5(id UNINDEXED, text, tokenize = 'porter unicode61')");
  const insert = fts.prepare('INSERT INTO t (id, text) VALUES (?, ?)');
  fts.transaction(() => entries.forEach((e) => insert.run(e.id, e.text)))();
  const match = fts.prepare('SELECT id FROM t WHERE t MATCH ? ORDER BY bm25(t) LIMIT 10');
  return {
    Lunr: (q) =>
      lunrIndex
        .query((query) => query.term(words(q), {}))
        .slice(0, 10)
        .map((r) => r.ref),
    MiniSearch: (q) =>
      mini
        .search(q)
        .slice(0, 10)
        .map((r) => r.id as string),
    FlexSearch: (q) => (flex.search(q, { limit: 10, suggest: true }) as number[]).map((i) => entries[i]!.id),
    'plain FTS5': (q) => {
      const ws = words(q);
      return ws.length === 0 ? [] : (match.all(ws.map((w) => `"${w}"`).join(' OR ')) as { id: string }[]).map((r) => r.id);
    },
  };
}

function measure(name: string, search: Searcher, rounds: number): void {
  const test = relevance(frozenTestQueries, search);
  const train = relevance(trainingQueries, search);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (const { query } of frozenTestQueries) {
      const started = performance.now();
      search(query);
      times.push(performance.now() - started);
    }
  console.log(`${name.padEnd(12)} test ${formatRelevance(test)}`);
  console.log(`${''.padEnd(12)} forum-style test ${formatRelevance(relevance(frozenForumTestQueries, search))}`);
  console.log(`${''.padEnd(12)} training ${formatRelevance(train)}`);
  console.log(`${''.padEnd(12)} latency warm ${timing(times)}`);
}

export default async function searchBench(): Promise<void> {
  const cr = sharedData('cr-2026-04-17.txt');
  if (!existsSync(cr)) {
    console.log('skipped: ../shared/data is absent');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-search-bench-'));
  try {
    const path = join(dir, 'bench.db');
    const setup = openDatabase(path);
    importDocument(setup, { fileName: 'cr-2026-04-17.txt', content: readFileSync(cr) });
    setup.close();
    const splits = `${frozenTestQueries.length} labeled and ${frozenForumTestQueries.length} forum-style queries`;
    console.log(`frozen test splits of ${frozenTestDate}: ${splits}; training ${trainingQueries.length}`);

    // Open and warm in this process (under tsx), then its first search.
    const opened = performance.now();
    const db = openDatabase(path);
    warmSearch(db);
    const openMs = performance.now() - opened;
    const first = performance.now();
    searchRules(db, { query: 'what happens when my commander dies', limit: 10 });
    console.log(`open with warming ${openMs.toFixed(1)} ms; first search after it ${(performance.now() - first).toFixed(2)} ms`);
    // The first search of a process just started, as the app's is: nothing of search compiled or cached yet; in the
    // search service as the app's main process is built, and as tsx runs it in development.
    const bundled = await bundleSearchChild();
    const child = (runner: readonly string[], args: readonly string[]): unknown => {
      const ran = spawnSync(process.execPath, [...runner, ...args], { encoding: 'utf8' });
      if (ran.status !== 0) throw new Error(`search timing failed: ${ran.stderr}`);
      return JSON.parse(ran.stdout.trim().split('\n').at(-1)!);
    };
    const runners = { 'as built': [bundled], 'under tsx': ['--import', 'tsx', join(import.meta.dirname, 'searchTimingChild.ts')] };
    const range = (values: number[]): string => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)} ms`;
    for (const [label, runner] of Object.entries(runners)) {
      const started = firstSearchQuestions.map((query) => child(runner, ['first', path, query]) as { openMs: number; firstMs: number });
      console.log(
        `in a process of its own, ${label} (${started.length} questions): open with warming ${range(started.map((s) => s.openMs))}, ` +
          `first search ${range(started.map((s) => s.firstMs))}`,
      );
    }
    // Each frozen question's first run, then five rounds with a judge's pause between questions, then one round back
    // to back, in a process of its own, as built and under tsx.
    const questions = join(dir, 'questions.json');
    writeFileSync(questions, JSON.stringify(frozenTestQueries.map((q) => q.query)));
    for (const [label, runner] of Object.entries(runners)) {
      const times = child(runner, ['latency', path, questions]) as Record<'cold' | 'warm' | 'backToBack', { wall: number; cpu: number }[]>;
      for (const [kind, of] of [
        ['cold (first run of each query)', times.cold],
        ['warm (5 rounds)', times.warm],
        ['back to back (1 round)', times.backToBack],
      ] as const)
        console.log(`Arbiter ${label}, ${kind}: wall ${timing(of.map((t) => t.wall))}; CPU ${timing(of.map((t) => t.cpu))}`);
    }
    // The app then reads every entry in the background (readEntriesInBackground); a search after that finds them read.
    const fresh = openDatabase(path);
    warmSearch(fresh);
    const reading = performance.now();
    readAllEntries(fresh);
    const readMs = performance.now() - reading;
    const afterRead = performance.now();
    searchRules(fresh, { query: 'what happens when my commander dies', limit: 10 });
    console.log(
      `reading every entry ${readMs.toFixed(0)} ms of work; first search after it ${(performance.now() - afterRead).toFixed(2)} ms`,
    );
    fresh.close();
    measure('Arbiter', (q) => searchRules(db, { query: q, limit: 10 }).results.map((r) => r.id), 1);
    const entries = entriesOf(db);
    for (const [name, search] of Object.entries(peers(entries))) measure(name, search, 1);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
