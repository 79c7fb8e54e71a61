// The one place that answers ArbiterApi calls: validates each input with its schema, then asks the SQLite
// service (electron/db) and the type system (core/types). Browser mode (HTTP) and Electron (IPC) both use it.
import type { ApiResult, ImportProgress } from '../../core/contract.ts';
import { embeddedCatalog } from '../../core/types/catalog.ts';
import { lookupSubtype } from '../../core/types/subtype.ts';
import { checkTypeLine } from '../../core/types/typeLine.ts';
import type { TypeCatalog } from '../../core/types/model.ts';
import {
  cardNames,
  importCards,
  importDocument,
  listCardFiles,
  listSources,
  loadCatalog,
  readCard,
  readGlossary,
  readRule,
  removeCardFile,
  removeSource,
  searchRules,
  warmSearch,
  type Database,
} from '../db/service.ts';
import { changeList, ruleHistory } from '../db/changes.ts';
import type { ApiHandler } from './apiHandler.ts';
import { apiSchemas, describeIssues, isApiMethod } from './schemas.ts';

export type { ApiHandler } from './apiHandler.ts';

const fail = (code: string, message: string): ApiResult<never> => ({ ok: false, error: { code, message } });
const done = <T>(value: T): ApiResult<T> => ({ ok: true, value });

export function createApiHandler(db: Database): ApiHandler {
  // The newest imported CR's type lists, else the embedded ones; re-read after imports and removals.
  let catalog: TypeCatalog | undefined;
  const currentCatalog = (): TypeCatalog => (catalog ??= loadCatalog(db) ?? embeddedCatalog);
  // The first keystroke must not pay for loading the search caches; imports and removals empty them. A database
  // that cannot be read here says so on the first real call, as an "internal" error.
  try {
    warmSearch(db);
  } catch {
    /* reported by the calls themselves */
  }

  async function answer(method: string, input: unknown, onProgress?: (p: ImportProgress) => void): Promise<ApiResult<unknown>> {
    if (!isApiMethod(method)) return fail('unknown-method', `"${method}" is not an Arbiter API method`);
    switch (method) {
      case 'search': {
        const parsed = apiSchemas.search.safeParse(input);
        if (!parsed.success) return fail('bad-request', `search: ${describeIssues(parsed.error)}`);
        return done(searchRules(db, parsed.data));
      }
      case 'rule': {
        const parsed = apiSchemas.rule.safeParse(input);
        if (!parsed.success) return fail('bad-request', `rule: ${describeIssues(parsed.error)}`);
        return done(readRule(db, parsed.data.number, parsed.data.sourceId));
      }
      case 'glossary': {
        const parsed = apiSchemas.glossary.safeParse(input);
        if (!parsed.success) return fail('bad-request', `glossary: ${describeIssues(parsed.error)}`);
        return done(readGlossary(db, parsed.data.term, parsed.data.sourceId));
      }
      case 'sources': {
        const parsed = apiSchemas.sources.safeParse(input);
        if (!parsed.success) return fail('bad-request', `sources: ${describeIssues(parsed.error)}`);
        return done(listSources(db));
      }
      case 'importDocument': {
        const parsed = apiSchemas.importDocument.safeParse(input);
        if (!parsed.success) return fail('bad-request', `importDocument: ${describeIssues(parsed.error)}`);
        const result = importDocument(db, parsed.data, onProgress);
        catalog = undefined;
        if (result.ok) warmSearch(db);
        return result.ok ? done(result.value) : fail(result.error.code, result.error.message);
      }
      case 'removeSource': {
        const parsed = apiSchemas.removeSource.safeParse(input);
        if (!parsed.success) return fail('bad-request', `removeSource: ${describeIssues(parsed.error)}`);
        const removed = removeSource(db, parsed.data.id);
        catalog = undefined;
        if (removed) warmSearch(db);
        return done({ removed });
      }
      case 'types': {
        const parsed = apiSchemas.types.safeParse(input);
        if (!parsed.success) return fail('bad-request', `types: ${describeIssues(parsed.error)}`);
        return done(currentCatalog());
      }
      case 'subtype': {
        const parsed = apiSchemas.subtype.safeParse(input);
        if (!parsed.success) return fail('bad-request', `subtype: ${describeIssues(parsed.error)}`);
        return done(lookupSubtype(parsed.data.word, parsed.data.kind ?? null, currentCatalog()));
      }
      case 'checkTypeLine': {
        const parsed = apiSchemas.checkTypeLine.safeParse(input);
        if (!parsed.success) return fail('bad-request', `checkTypeLine: ${describeIssues(parsed.error)}`);
        return done(checkTypeLine(parsed.data.text, currentCatalog()));
      }
      case 'importCards': {
        const parsed = apiSchemas.importCards.safeParse(input);
        if (!parsed.success) return fail('bad-request', `importCards: ${describeIssues(parsed.error)}`);
        const result = await importCards(db, parsed.data);
        return result.ok ? done(result.value) : fail(result.error.code, result.error.message);
      }
      case 'cardNames': {
        const parsed = apiSchemas.cardNames.safeParse(input);
        if (!parsed.success) return fail('bad-request', `cardNames: ${describeIssues(parsed.error)}`);
        return done(cardNames(db, parsed.data.typed, parsed.data.limit));
      }
      case 'card': {
        const parsed = apiSchemas.card.safeParse(input);
        if (!parsed.success) return fail('bad-request', `card: ${describeIssues(parsed.error)}`);
        return done(readCard(db, parsed.data.name));
      }
      case 'cardFiles': {
        const parsed = apiSchemas.cardFiles.safeParse(input);
        if (!parsed.success) return fail('bad-request', `cardFiles: ${describeIssues(parsed.error)}`);
        return done(listCardFiles(db));
      }
      case 'removeCardFile': {
        const parsed = apiSchemas.removeCardFile.safeParse(input);
        if (!parsed.success) return fail('bad-request', `removeCardFile: ${describeIssues(parsed.error)}`);
        return done({ removed: removeCardFile(db, parsed.data.id) });
      }
      case 'changes': {
        const parsed = apiSchemas.changes.safeParse(input);
        if (!parsed.success) return fail('bad-request', `changes: ${describeIssues(parsed.error)}`);
        const result = changeList(db, parsed.data?.olderId, parsed.data?.newerId);
        return result.ok ? done(result.value) : fail(result.error.code, result.error.message);
      }
      case 'ruleHistory': {
        const parsed = apiSchemas.ruleHistory.safeParse(input);
        if (!parsed.success) return fail('bad-request', `ruleHistory: ${describeIssues(parsed.error)}`);
        return done(ruleHistory(db, parsed.data.number, parsed.data.sourceId));
      }
    }
  }

  return {
    async call(method, input, onProgress) {
      try {
        return await answer(method, input, onProgress);
      } catch (error) {
        // A bug or a broken database must reach the user as a message, not a dropped connection.
        return fail('internal', `${method} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
