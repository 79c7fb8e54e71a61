// The type catalog the CLI answers from. Today the embedded one; the rules-corpus work reads the newest imported CR here.
import { embeddedCatalog } from '../../core/types/catalog.ts';
import type { TypeCatalog } from '../../core/types/model.ts';
import type { CliIo } from './io.ts';

export async function loadCatalog(_io: CliIo): Promise<TypeCatalog> {
  return embeddedCatalog;
}
