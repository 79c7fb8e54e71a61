// The route table: every ArbiterApi method → its input schema → its answer → its output type, all from the contract
// (core/contract.ts). IPC (electron/main/ipc.ts) and browser mode's HTTP (electron/server/server.ts) dispatch every
// call through createApiHandler (handler.ts), which reads this table, so a method cannot exist in one transport and
// not another. To add a method: declare it in ArbiterApi and apiMethods, give it a schema in schemas.ts and a route
// here; tsc refuses a route whose schema or answer does not match the contract.
import type { z } from 'zod';
import type { ApiResult, ArbiterApi, ImportProgress, ImportSummary } from '../../core/contract.ts';
import type { Result } from '../../core/result.ts';
import { lookupSubtype } from '../../core/types/subtype.ts';
import { checkTypeLine } from '../../core/types/typeLine.ts';
import type { TypeCatalog } from '../../core/types/model.ts';
import {
  cardNames,
  findCards,
  importCards,
  importDocument,
  listCardFiles,
  listSources,
  readCard,
  readCardPage,
  readGlossary,
  readRule,
  removeCardFile,
  removeSource,
  searchRulesAndRulings,
  searchRulings,
  type Database,
} from '../db/service.ts';
import { changeList, ruleHistory } from '../db/changes.ts';
import { importOffThread } from '../db/importOffThread.ts';
import { databaseFileOf } from '../db/open.ts';
import { forgetVocabulary } from '../db/vocabulary.ts';
import { apiSchemas, type ApiInput, type ApiMethod } from './schemas.ts';

/** What a method answers when it succeeds, as the contract says. */
export type ApiOutput<M extends ApiMethod> = Awaited<ReturnType<ArbiterApi[M]>> extends ApiResult<infer T> ? T : never;

/** What every route may use. */
export interface ApiContext {
  readonly db: Database;
  /** The newest imported CR's type lists, else the embedded ones. */
  catalog(): TypeCatalog;
  /** The import worker, when rules imports run off this thread (see ApiHandlerOptions). */
  readonly importWorker?: URL;
  /** After an import or a removal: the catalog is read again and the search caches warmed. */
  sourcesChanged(): void;
}

export interface Route<M extends ApiMethod> {
  /** Validates what any transport received; parses to what the contract says the method takes. */
  readonly input: z.ZodType<ApiInput<M>>;
  readonly answer: (
    context: ApiContext,
    input: ApiInput<M>,
    onProgress?: (progress: ImportProgress) => void,
  ) => ApiResult<ApiOutput<M>> | Promise<ApiResult<ApiOutput<M>>>;
}

const done = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const asApiResult = <T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): ApiResult<T> =>
  result.ok ? done(result.value) : { ok: false, error: { code: result.error.code, message: result.error.message } };

export const routes: { readonly [M in ApiMethod]: Route<M> } = {
  search: { input: apiSchemas.search, answer: ({ db }, request) => done(searchRulesAndRulings(db, request)) },
  rule: { input: apiSchemas.rule, answer: ({ db }, { number, sourceId }) => done(readRule(db, number, sourceId)) },
  glossary: { input: apiSchemas.glossary, answer: ({ db }, { term, sourceId }) => done(readGlossary(db, term, sourceId)) },
  sources: { input: apiSchemas.sources, answer: ({ db }) => done(listSources(db)) },
  importDocument: {
    input: apiSchemas.importDocument,
    answer: (context, file, onProgress) => {
      const worker = context.db.memory ? undefined : context.importWorker;
      const finish = (result: Result<ImportSummary>): ApiResult<ImportSummary> => {
        // The worker wrote through its own connection: this one's caches describe the database before the import.
        if (worker !== undefined && result.ok && !result.value.alreadyImported) forgetVocabulary(context.db);
        if (result.ok) context.sourcesChanged();
        return asApiResult(result);
      };
      // Without a worker the import runs here and now, so a search sent after it is answered after it.
      if (worker === undefined) return finish(importDocument(context.db, file, onProgress));
      return importOffThread(worker, databaseFileOf(context.db), file, onProgress).then(finish);
    },
  },
  removeSource: {
    input: apiSchemas.removeSource,
    answer: (context, { id }) => {
      const removed = removeSource(context.db, id);
      if (removed) context.sourcesChanged();
      return done({ removed });
    },
  },
  types: { input: apiSchemas.types, answer: (context) => done(context.catalog()) },
  subtype: { input: apiSchemas.subtype, answer: (context, { word, kind }) => done(lookupSubtype(word, kind ?? null, context.catalog())) },
  checkTypeLine: { input: apiSchemas.checkTypeLine, answer: (context, { text }) => done(checkTypeLine(text, context.catalog())) },
  importCards: {
    input: apiSchemas.importCards,
    // Progress as the rules import gives it: the fraction of the file's bytes read (cards are stored as they are read).
    answer: async ({ db }, file, onProgress) =>
      asApiResult(
        await importCards(db, file, (p) =>
          onProgress?.({ phase: 'storing', fraction: p.totalBytes > 0 ? Math.min(1, p.bytesRead / p.totalBytes) : 0 }),
        ),
      ),
  },
  cardNames: { input: apiSchemas.cardNames, answer: ({ db }, { typed, limit }) => done(cardNames(db, typed, limit)) },
  card: { input: apiSchemas.card, answer: ({ db }, { name }) => done(readCard(db, name)) },
  cardFiles: { input: apiSchemas.cardFiles, answer: ({ db }) => done(listCardFiles(db)) },
  removeCardFile: { input: apiSchemas.removeCardFile, answer: ({ db }, { id }) => done({ removed: removeCardFile(db, id) }) },
  changes: {
    input: apiSchemas.changes,
    answer: ({ db }, request) => asApiResult(changeList(db, request?.olderId, request?.newerId)),
  },
  findCards: { input: apiSchemas.findCards, answer: ({ db }, { query, limit }) => asApiResult(findCards(db, query, limit)) },
  cardPage: { input: apiSchemas.cardPage, answer: ({ db }, { name }) => done(readCardPage(db, name)) },
  searchRulings: { input: apiSchemas.searchRulings, answer: ({ db }, { query, limit }) => done(searchRulings(db, query, limit)) },
  ruleHistory: { input: apiSchemas.ruleHistory, answer: ({ db }, { number, sourceId }) => done(ruleHistory(db, number, sourceId)) },
};
