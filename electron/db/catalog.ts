// The type catalog of the newest imported CR (its 205 lists), or null when none is imported.
import type BetterSqlite3 from 'better-sqlite3';
import { catalogFromLists } from '../../core/types/catalog.ts';
import type { SubtypeKind, TypeCatalog } from '../../core/types/model.ts';
import { sql } from './sql.ts';
import { statement } from './statements.ts';

export function loadCatalog(db: BetterSqlite3.Database): TypeCatalog | null {
  const source = statement(db, sql.newestSourceWithSubtypes).get() as
    { id: number; title: string; effectiveDate: string | null } | undefined;
  if (!source) return null;
  const lists = new Map<string, string[]>();
  for (const row of statement(db, sql.subtypesOf).all(source.id) as { list: string; name: string }[]) {
    lists.set(row.list, [...(lists.get(row.list) ?? []), row.name]);
  }
  const {
    ['card-type']: cardTypes = [],
    supertype: supertypes = [],
    ['basic-land']: basicLandTypes = [],
    keyword: keywordAbilities = [],
    ...subtypes
  } = Object.fromEntries(lists);
  const catalog = catalogFromLists({
    cardTypes,
    supertypes,
    basicLandTypes,
    subtypes: subtypes as Partial<Record<SubtypeKind, string[]>>,
    keywordAbilities,
    source: `CR ${source.effectiveDate ?? source.title}`,
  });
  return catalog.ok ? catalog.value : null;
}
