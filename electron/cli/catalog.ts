// The type catalog the CLI answers from: the newest imported CR's 205 lists (issue 3), else the embedded one.
// The database is found like every CLI command finds it (ARBITER_DB, else the app's per-user file); it is never created here.
import { embeddedCatalog } from '../../core/types/catalog.ts';
import type { TypeCatalog } from '../../core/types/model.ts';
import { databasePath, withDatabase } from './database.ts';
import { loadCatalog as loadImportedCatalog } from '../db/service.ts';
import type { CliIo } from './io.ts';

export async function loadCatalog(io: CliIo): Promise<TypeCatalog> {
  try {
    return withDatabase(databasePath(undefined, io), true, loadImportedCatalog, io) ?? embeddedCatalog;
  } catch (error) {
    io.stderr(`arbiter: using the embedded type lists (${error instanceof Error ? error.message : String(error)})\n`);
    return embeddedCatalog;
  }
}
