// The type catalog of the newest imported CR (its 205 lists), or null when none is imported.
import type BetterSqlite3 from 'better-sqlite3';
import { catalogFromLists } from '../../core/types/catalog.ts';
import type { SubtypeKind, TypeCatalog } from '../../core/types/model.ts';
import { queries } from './sql.ts';
import { prepared } from './statements.ts';

/** The list name a type group's members are stored under, before its term: "group:outlaw". */
export const typeGroupList = 'group:';

export function loadCatalog(db: BetterSqlite3.Database): TypeCatalog | null {
  const source = prepared(db, queries.newestSourceWithSubtypes).get();
  if (!source) return null;
  const lists = new Map<string, string[]>();
  const typeGroups: Record<string, string[]> = {};
  for (const row of prepared(db, queries.subtypesOf).all(source.id)) {
    if (row.list.startsWith(typeGroupList)) (typeGroups[row.list.slice(typeGroupList.length)] ??= []).push(row.name);
    else lists.set(row.list, [...(lists.get(row.list) ?? []), row.name]);
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
    typeGroups,
    source: `CR ${source.effectiveDate ?? source.title}`,
  });
  return catalog.ok ? catalog.value : null;
}
