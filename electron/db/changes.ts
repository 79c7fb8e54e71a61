// Change lists between two imported versions and a rule's history across every imported CR release: whole versions
// are read once per source and aligned once per pair (core/changes), then kept until the database changes.
import type BetterSqlite3 from 'better-sqlite3';
import { alignRules, comparedText, type Alignment } from '../../core/changes/align.ts';
import { buildChangeList, numberMapping, type RulesVersion } from '../../core/changes/changeList.ts';
import type { ChangeList, RuleHistory, RuleHistoryEntry, VersionRef } from '../../core/changes/model.ts';
import { comparableText, mapCitedNumbers } from '../../core/changes/similarity.ts';
import { err, ok, type Problem, type Result } from '../../core/result.ts';
import { wordDiff } from '../../core/rules/diff.ts';
import type { GlossaryEntry, RuleEntry } from '../../core/rules/model.ts';
import { perDatabase } from './perDatabase.ts';
import { canonicalNumber } from './read.ts';
import { changesQueries, readJson, stringList, type ChangesSourceRow } from './sql.ts';
import { prepared } from './statements.ts';

type SourceRow = ChangesSourceRow;

interface PairAlignment {
  readonly alignment: Alignment;
  readonly mapping: ReadonlyMap<string, string>;
}

// Keyed by id and content hash: SQLite may give a removed source's id to the next import.
const versions = perDatabase<RulesVersion>();
const alignments = perDatabase<PairAlignment>();
const lists = perDatabase<ChangeList>();

const refOf = (row: SourceRow): VersionRef => ({ id: row.id, title: row.title, effectiveDate: row.effectiveDate });
const keyOf = (row: SourceRow): string => `${row.id}:${row.hash}`;

function sourceRow(db: BetterSqlite3.Database, id: number): SourceRow | undefined {
  return prepared(db, changesQueries.sourceForChanges).get(id);
}

/** A whole version as core/changes reads it: rules with their examples in document order, and the glossary. */
function versionOf(db: BetterSqlite3.Database, row: SourceRow): RulesVersion {
  return versions.get(db, keyOf(row), () => {
    const examples = new Map<number, string[]>();
    for (const e of prepared(db, changesQueries.examplesOfSource).all(row.id)) {
      const list = examples.get(e.ruleId);
      if (list) list.push(e.text);
      else examples.set(e.ruleId, [e.text]);
    }
    const rules = prepared(db, changesQueries.rulesOfSource).all(row.id);
    const entries = rules.map((r): RuleEntry => ({
      number: r.number,
      kind: r.kind,
      parent: r.parent,
      text: r.text,
      examples: examples.get(r.id) ?? [],
    }));
    const glossary = prepared(db, changesQueries.glossaryOfSource)
      .all(row.id)
      .map((g): GlossaryEntry => ({ term: g.term, senses: readJson(stringList, g.senses), obsolete: g.obsolete === 1 }));
    return { source: refOf(row), entries, glossary };
  });
}

function pairOf(db: BetterSqlite3.Database, older: SourceRow, newer: SourceRow): PairAlignment {
  return alignments.get(db, `${keyOf(older)}>${keyOf(newer)}`, () => {
    const a = versionOf(db, older);
    const b = versionOf(db, newer);
    const alignment = alignRules(a.entries, b.entries);
    return { alignment, mapping: numberMapping(a.entries, b.entries, alignment) };
  });
}

/** A source named by its id ("4") or its effective date, whole or its start ("2026-04-17", "2024-03"). */
export function resolveSource(db: BetterSqlite3.Database, name: string): Result<number, Problem> {
  const text = name.trim();
  // four digits are a year when some source is dated in it ("2024"), else an id
  const dated = /^\d{4}$/.test(text) && prepared(db, changesQueries.sourcesByDate).get(text) !== undefined;
  if (/^\d+$/.test(text) && !dated) {
    return sourceRow(db, Number(text)) ? ok(Number(text)) : err({ code: 'not-found', message: `no source with id ${text}`, at: text });
  }
  if (!/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/.test(text)) {
    return err({ code: 'bad-source', message: `"${text}" is neither a source id nor a date (YYYY, YYYY-MM or YYYY-MM-DD)`, at: text });
  }
  const ids = prepared(db, changesQueries.sourcesByDate)
    .all(text)
    .map((r) => r.id);
  const dates = new Set(ids.map((id) => sourceRow(db, id)?.effectiveDate));
  if (ids.length === 0) return err({ code: 'not-found', message: `no imported source is dated ${text}`, at: text });
  if (dates.size > 1) {
    return err({
      code: 'ambiguous',
      message: `${text} matches sources of ${[...dates].join(', ')}: give the full date or the id`,
      at: text,
    });
  }
  return ok(ids[0]!);
}

/** The change list from `olderId` to `newerId`; without ids, between the two newest Comprehensive Rules releases. */
export function changeList(db: BetterSqlite3.Database, olderId?: number, newerId?: number): Result<ChangeList, Problem> {
  let older: SourceRow | undefined;
  let newer: SourceRow | undefined;
  if (olderId === undefined && newerId === undefined) {
    const releases = prepared(db, changesQueries.rulesReleases).all();
    if (releases.length < 2) {
      return err({
        code: 'not-enough-sources',
        message: `comparing needs two imported Comprehensive Rules releases; there are ${releases.length}`,
      });
    }
    [older, newer] = releases.slice(-2) as [SourceRow, SourceRow];
  } else {
    if (olderId === undefined || newerId === undefined)
      return err({ code: 'bad-request', message: 'give both sources to compare, or neither' });
    older = sourceRow(db, olderId);
    newer = sourceRow(db, newerId);
    if (!older) return err({ code: 'not-found', message: `no source with id ${olderId}`, at: String(olderId) });
    if (!newer) return err({ code: 'not-found', message: `no source with id ${newerId}`, at: String(newerId) });
    if (older.id === newer.id)
      return err({ code: 'same-source', message: `source ${olderId} compared with itself has no changes to list` });
  }
  const [a, b] = [older, newer];
  return ok(
    lists.get(db, `${keyOf(a)}>${keyOf(b)}`, () => buildChangeList(versionOf(db, a), versionOf(db, b), pairOf(db, a, b).alignment)),
  );
}

/** Every imported CR release holding the rule by content (through renumberings), newest first, with what changed each time. */
export function ruleHistory(db: BetterSqlite3.Database, number: string, sourceId?: number): RuleHistory | null {
  const releases = prepared(db, changesQueries.rulesReleases).all();
  const wanted = canonicalNumber(number);
  const at =
    sourceId === undefined
      ? releases.findLastIndex((r) => versionOf(db, r).entries.some((e) => e.number === wanted))
      : releases.findIndex((r) => r.id === sourceId);
  if (at < 0) return null;
  const start = versionOf(db, releases[at]!).entries.findIndex((e) => e.number === wanted);
  if (start < 0) return null;
  // chain[i]: the rule's index in releases[first + i]
  const chain: number[] = [start];
  let first = at;
  for (let i = at; i > 0; i--) {
    const o = pairOf(db, releases[i - 1]!, releases[i]!).alignment.oldOf[chain[0]!]!;
    if (o === -1) break;
    chain.unshift(o);
    first = i - 1;
  }
  const removedIn: VersionRef[] = [];
  for (let i = at; i < releases.length - 1; i++) {
    const n = pairOf(db, releases[i]!, releases[i + 1]!).alignment.newOf[chain.at(-1)!]!;
    if (n === -1) {
      removedIn.push(refOf(releases[i + 1]!));
      break;
    }
    chain.push(n);
  }
  const entries: RuleHistoryEntry[] = chain.map((index, i) => {
    const release = releases[first + i]!;
    const entry = versionOf(db, release).entries[index]!;
    const text = comparedText(entry);
    if (i === 0) {
      const status = first === 0 ? 'earliest' : 'added';
      return { source: refOf(release), number: entry.number, text, status, previousNumber: null, diff: null };
    }
    const previousRelease = releases[first + i - 1]!;
    const previous = versionOf(db, previousRelease).entries[chain[i - 1]!]!;
    const before = mapCitedNumbers(comparedText(previous), pairOf(db, previousRelease, release).mapping);
    const changed = comparableText(before) !== comparableText(text);
    const renumbered = previous.number !== entry.number;
    const status = renumbered ? (changed ? 'renumbered-changed' : 'renumbered') : changed ? 'changed' : 'unchanged';
    return {
      source: refOf(release),
      number: entry.number,
      text,
      status,
      previousNumber: previous.number,
      diff: changed ? wordDiff(before, text) : null,
    };
  });
  return { number: wanted, source: refOf(releases[at]!), versions: entries.reverse(), removedIn };
}
