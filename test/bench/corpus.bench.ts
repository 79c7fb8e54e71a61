// Rules corpus benchmark: import time per CR, database size, search latency, hit@1/hit@3 on labeled queries.
// Targets (issue 3): April 2026 CR imports < 1.5 s; search p95 < 5 ms in-process; hit@3 ≥ 0.9.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importDocument, openDatabase, searchRules } from '../../electron/db/service.ts';
import { labeledQueries, plainQuestions, type LabeledQuery } from '../corpus/labeled-queries.ts';
import { sharedData } from '../support/shared.ts';
import { spread, timeEach } from './timing.ts';

const releases = ['cr-2017-09-29.txt', 'cr-2024-03-08.txt', 'cr-2026-01-16.txt', 'cr-2026-04-17.txt'];

/** Unlabeled queries of every kind, added to the labeled ones for latency. */
const moreQueries = [
  '100.1',
  '101.1',
  '117.3a',
  '119.1d',
  '205.3m',
  '301.5c',
  '509.1a',
  '601.2f',
  '613.1a',
  '702.19b',
  '704.5a',
  '903.9',
  'rule 510.1c',
  'CR 122.1',
  '7',
  'section 3',
  'commander tax',
  'ninjutsu',
  'morph face down',
  'copy a spell',
  'cast from graveyard',
  'phasing',
  'exile until',
  'counters on permanents',
  'plus one counters and minus one counters',
  'tokens leaving the battlefield',
  'hybrid mana',
  'x in mana cost',
  'casting without paying mana cost',
  'split second',
  'flashback',
  'equip only as a sorcery',
  'aura falls off',
  'control of a permanent changes',
  'attacking planeswalkers',
  'battle protector',
  'dungeon venture',
  'initiative',
  'ring tempts you',
  'sagas lore counters',
  'class level',
  'protection from everything',
  'unblockable',
  'hexproof from',
  'shroud',
  'prowess',
  'convoke',
  'delve',
  'emerge',
  'mutate',
  'companion',
  'commander zone',
  'partner',
  'mulligan hand size',
  'draw from empty library',
  'poison counters',
  'concede',
  'draw the game',
  'infinite loop',
  'trigger on leaving battlefield',
  'intervening if clause',
  'triggered ability controller leaves',
  'replacement effect order',
  'prevent damage',
  'damage redirect',
  'lifelink gain life',
  'combat damage assigned',
  'double blocked',
  'first strike damage step',
  'end of combat',
  'cleanup step discard',
  'untap step',
  'upkeep trigger',
  'extra turn',
  'skip your turn',
  'mana pool empties',
  'colorless mana',
  'snow mana',
  'devotion',
  'chroma',
  'color of a permanent',
  'multicolored',
  'legendary sorcery',
  'tribal instant',
  'trampel over planeswalkers',
  'hexprof',
  'wither infect',
  'deathtuoch',
  'legnedary',
  'subtype changing',
  'layer 7b',
  '"enters the battlefield tapped"',
  'enters tapped',
  'ETB',
  'LTB',
  'APNAP triggers',
  'dependency layer 4',
  'can I respond to a mana ability',
  'what happens if both players lose',
  'who wins a draw',
  'can a creature block two attackers',
];

export default async function corpusBench(): Promise<void> {
  if (!existsSync(sharedData(releases[0]!))) {
    console.log('skipped: ../shared/data is absent');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
  try {
    console.log('import (fresh in-memory database, best of 3):');
    for (const name of releases) {
      const content = readFileSync(sharedData(name));
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const db = openDatabase(':memory:');
        const started = performance.now();
        const result = importDocument(db, { fileName: name, content });
        times.push(performance.now() - started);
        if (!result.ok) throw new Error(result.error.message);
        db.close();
      }
      console.log(`  ${name}: ${Math.min(...times).toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')})`);
    }

    const path = join(dir, 'bench.db');
    const db = openDatabase(path);
    importDocument(db, { fileName: 'cr-2026-04-17.txt', content: readFileSync(sharedData('cr-2026-04-17.txt')) });
    db.pragma('wal_checkpoint(TRUNCATE)');
    const oneSize = statSync(path).size;
    for (const name of releases) importDocument(db, { fileName: name, content: readFileSync(sharedData(name)) });
    db.pragma('wal_checkpoint(TRUNCATE)');
    console.log(
      `database size: ${(oneSize / 1048576).toFixed(2)} MB with the April 2026 CR, ${(statSync(path).size / 1048576).toFixed(2)} MB ` +
        `with all four CRs`,
    );

    const queries = [...labeledQueries.map((l) => l.query), ...plainQuestions.map((l) => l.query), ...moreQueries];
    const cold = performance.now();
    searchRules(db, { query: 'trampel' });
    console.log(`first search after opening (loads the typo vocabulary): ${(performance.now() - cold).toFixed(1)} ms`);
    const { wall: latencies, cpu: cpuTimes } = timeEach(queries, 5, (query) => searchRules(db, { query, limit: 20 }));
    console.log(`search over ${queries.length} queries × 5 (limit 20, 4 CRs in the db, newest searched):`);
    console.log(`  wall time ${spread(latencies)}`);
    console.log(`  CPU time  ${spread(cpuTimes)}`);

    const relevance = (name: string, labeled: readonly LabeledQuery[]): void => {
      let hit1 = 0;
      let hit3 = 0;
      const misses: string[] = [];
      for (const l of labeled) {
        const ids = searchRules(db, { query: l.query, limit: 3 }).results.map((r) => r.id);
        if (l.expected.includes(ids[0] ?? '')) hit1++;
        if (ids.some((id) => l.expected.includes(id))) hit3++;
        else misses.push(`${l.query} → ${ids.join(', ')}`);
      }
      const n = labeled.length;
      console.log(`relevance on ${n} ${name}: hit@1 ${(hit1 / n).toFixed(3)} (${hit1}), hit@3 ${(hit3 / n).toFixed(3)} (${hit3})`);
      for (const miss of misses) console.log(`  miss: ${miss}`);
    };
    relevance('labeled queries', labeledQueries);
    relevance('plain questions', plainQuestions);
    relevance('queries of both sets', [...labeledQueries, ...plainQuestions]);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
