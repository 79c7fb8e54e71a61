// The one place that answers ArbiterApi calls, for every transport (IPC and browser mode's HTTP): finds the method's
// route (routes.ts), validates the input with its schema, then answers from the SQLite service (electron/db) and the
// type system (core/types).
import type { ApiResult, ImportProgress } from '../../core/contract.ts';
import { embeddedCatalog } from '../../core/types/catalog.ts';
import type { TypeCatalog } from '../../core/types/model.ts';
import { loadCatalog, prepareCardNamesLater, readEntriesInBackground, warmSearch, type Database } from '../db/service.ts';
import { databaseFileOf, readOnlyRefusal } from '../db/open.ts';
import type { ApiHandler } from './apiHandler.ts';
import { routes, type ApiContext, type ApiOutput, type Route } from './routes.ts';
import { describeIssues, isApiMethod, type ApiMethod } from './schemas.ts';

export type { ApiHandler } from './apiHandler.ts';

/** The calls that change the database: refused, with the reason, when it is open read-only. */
const writingMethods: ReadonlySet<ApiMethod> = new Set(['importDocument', 'removeSource', 'importCards', 'removeCardFile']);

const fail = (code: string, message: string): ApiResult<never> => ({ ok: false, error: { code, message } });

export interface ApiHandlerOptions {
  /**
   * The import worker (electron/db/importWorker.ts, or its bundle): with it, rules imports into a database file run in
   * a worker thread and searches keep answering meanwhile; without it (tests, ":memory:") they run in this thread.
   */
  readonly importWorker?: URL;
}

export function createApiHandler(db: Database, options: ApiHandlerOptions = {}): ApiHandler {
  // The newest imported CR's type lists, else the embedded ones; re-read after imports and removals.
  let catalog: TypeCatalog | undefined;
  const context: ApiContext = {
    db,
    ...(options.importWorker === undefined ? {} : { importWorker: options.importWorker }),
    catalog: () => (catalog ??= loadCatalog(db) ?? embeddedCatalog),
    sourcesChanged: () => {
      catalog = undefined;
      warmSearch(db);
      readEntriesInBackground(db);
      prepareCardNamesLater(db);
    },
  };
  // The first keystroke must not pay for loading the search caches; imports and removals empty them. A database
  // that cannot be read here says so on the first real call, as an "internal" error. The entries search ranks are
  // then read between calls, so that the first questions find them read too.
  try {
    warmSearch(db);
    readEntriesInBackground(db);
    prepareCardNamesLater(db);
  } catch {
    /* reported by the calls themselves */
  }

  async function answer<M extends ApiMethod>(
    method: M,
    input: unknown,
    onProgress?: (p: ImportProgress) => void,
  ): Promise<ApiResult<ApiOutput<M>>> {
    if (db.readonly && writingMethods.has(method)) return fail('read-only', `${method}: ${readOnlyRefusal(databaseFileOf(db))}`);
    const route: Route<M> = routes[method];
    const parsed = route.input.safeParse(input);
    if (!parsed.success) return fail('bad-request', `${method}: ${describeIssues(parsed.error)}`);
    return route.answer(context, parsed.data, onProgress);
  }

  return {
    async call(method, input, onProgress) {
      if (!isApiMethod(method)) return fail('unknown-method', `"${method}" is not an Arbiter API method`);
      try {
        return await answer(method, input, onProgress);
      } catch (error) {
        // A bug or a broken database must reach the user as a message, not a dropped connection.
        return fail('internal', `${method} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
