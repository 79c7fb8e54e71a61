// Importing a document (one transaction, idempotent by content hash), listing and removing sources.
import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { ImportProgress, ImportSummary, SourceInfo } from '../../core/contract.ts';
import { err, ok, type Problem, type Result } from '../../core/result.ts';
import type { RulesDocument } from '../../core/rules/model.ts';
import { parseRulesDocument } from '../../core/rules/parse.ts';
import { extractTypeLists } from '../../core/rules/subtypes.ts';
import { queries, sql } from './sql.ts';
import { prepared, statement } from './statements.ts';
import { indexSource } from './searchIndexSql.ts';
import { storeTermsOf } from './searchTerms.ts';
import { databaseFileOf, readOnlyRefusal } from './open.ts';
import { countWords, forgetVocabulary } from './vocabulary.ts';
import { typeGroupList } from './catalog.ts';
import { textKey } from '../../core/text/index.ts';
import { describeLimit, fileLimits } from '../../core/limits.ts';

/** Larger rules files are refused before decoding (core/limits.ts: one limit per kind, shared with the CLI and HTTP). */
export const maxImportBytes = fileLimits.rules;

export function listSources(db: BetterSqlite3.Database): SourceInfo[] {
  return prepared(db, queries.listSources).all();
}

function countsOf(db: BetterSqlite3.Database, id: number): ImportSummary['counts'] {
  return prepared(db, queries.countsOfSource).get({ id })!; // one row of counts
}

function summary(db: BetterSqlite3.Database, id: number, alreadyImported: boolean): ImportSummary {
  const source = listSources(db).find((s) => s.id === id)!;
  return { source, alreadyImported, counts: countsOf(db, id) };
}

function store(
  db: BetterSqlite3.Database,
  document: RulesDocument,
  fileName: string,
  hash: string,
  progress: (p: ImportProgress) => void,
): number {
  const sourceId = Number(
    statement(db, sql.insertSource).run(document.title, document.kind, document.effectiveDate, fileName, hash, new Date().toISOString())
      .lastInsertRowid,
  );
  const insertRule = statement(db, sql.insertRule);
  const insertExample = statement(db, sql.insertExample);
  const total = document.entries.length + document.glossary.length;
  document.entries.forEach((entry, position) => {
    const ruleId = Number(insertRule.run(sourceId, entry.number, entry.kind, entry.parent, position, entry.text).lastInsertRowid);
    entry.examples.forEach((example, i) => insertExample.run(ruleId, i, example));
    if (position % 500 === 0) progress({ phase: 'storing', fraction: position / total });
  });
  const insertGlossary = statement(db, sql.insertGlossary);
  for (const g of document.glossary) {
    insertGlossary.run(sourceId, g.term, textKey(g.term), JSON.stringify(g.senses), g.obsolete ? 1 : 0);
  }
  progress({ phase: 'indexing', fraction: 0.8 });
  for (const text of indexSource) statement(db, text).run({ source: sourceId });
  progress({ phase: 'indexing', fraction: 0.9 });
  const insertReference = statement(db, sql.insertReference);
  for (const r of document.references) insertReference.run(sourceId, r.from, r.to);
  const lists = document.kind === 'comprehensive-rules' ? extractTypeLists(document) : null;
  if (lists) {
    const insertSubtype = statement(db, sql.insertSubtype);
    const named: [string, readonly string[]][] = [
      ['card-type', lists.cardTypes],
      ['supertype', lists.supertypes],
      ['basic-land', lists.basicLandTypes],
      ['keyword', lists.keywordAbilities ?? []],
      ...Object.entries(lists.subtypes),
      ...Object.entries(lists.typeGroups ?? {}).map(([term, members]): [string, readonly string[]] => [`${typeGroupList}${term}`, members]),
    ];
    for (const [list, names] of named) names.forEach((name, i) => insertSubtype.run(sourceId, list, name, i));
  }
  const insertWord = statement(db, sql.insertWord);
  const texts = [...document.entries.flatMap((e) => [e.text, ...e.examples]), ...document.glossary.flatMap((g) => [g.term, ...g.senses])];
  for (const [word, count] of countWords(texts)) insertWord.run(sourceId, word, count);
  storeTermsOf(db, sourceId);
  return sourceId;
}

export function importDocument(
  db: BetterSqlite3.Database,
  file: { readonly fileName: string; readonly content: Uint8Array },
  onProgress?: (p: ImportProgress) => void,
): Result<ImportSummary, Problem> {
  const progress = onProgress ?? (() => {});
  const named = (problem: Problem): Problem => ({
    ...problem,
    message: `${file.fileName}: ${problem.message}`,
    at: problem.at ? `${file.fileName}, ${problem.at}` : file.fileName,
  });
  if (db.readonly) return err(named({ code: 'read-only', message: readOnlyRefusal(databaseFileOf(db)) }));
  if (file.content.length > maxImportBytes) {
    return err(
      named({
        code: 'too-large',
        message: `the file is ${(file.content.length / 1048576).toFixed(1)} MB; rules documents are at most ${describeLimit('rules')}`,
      }),
    );
  }
  progress({ phase: 'reading', fraction: 0 });
  const hash = createHash('sha256').update(file.content).digest('hex');
  const existing = prepared(db, queries.sourceByHash).get(hash);
  if (existing) {
    progress({ phase: 'done', fraction: 1 });
    return ok(summary(db, existing.id, true));
  }
  progress({ phase: 'parsing', fraction: 0.05 });
  const parsed = parseRulesDocument(file.content);
  if (!parsed.ok) return err(named(parsed.error));
  try {
    // IMMEDIATE takes the write lock before the check, so an import of the same file by another connection or process
    // has either committed (and is found here) or waits for this one: the check and the insert are one step.
    const stored = db
      .transaction((): { id: number; already: boolean } => {
        const raced = prepared(db, queries.sourceByHash).get(hash);
        return raced ? { id: raced.id, already: true } : { id: store(db, parsed.value, file.fileName, hash, progress), already: false };
      })
      .immediate();
    if (!stored.already) forgetVocabulary(db);
    progress({ phase: 'done', fraction: 1 });
    return ok(summary(db, stored.id, stored.already));
  } catch (error) {
    return err(
      named({ code: 'import-failed', message: `nothing was imported: ${error instanceof Error ? error.message : String(error)}` }),
    );
  }
}

export function removeSource(db: BetterSqlite3.Database, id: number): boolean {
  if (db.readonly) throw new Error(readOnlyRefusal(databaseFileOf(db)));
  const removed = db.transaction(() => {
    statement(db, sql.deleteIndex).run(id);
    return statement(db, sql.deleteSource).run(id).changes > 0;
  })();
  if (removed) forgetVocabulary(db);
  return removed;
}
