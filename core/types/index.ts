// The type system of CR 205: the public API.
export {
  cardTypesOfKind,
  catalogFromLists,
  type CatalogLists,
  embeddedCatalog,
  kindsOfCardType,
  ruleOfKind,
  type SubtypeAdditions,
  withAdded,
  withSubtypes,
} from './catalog.ts';
export type { SubtypeAnswer, SubtypeKind, TypeCatalog, TypedSubtype, TypeLine, TypeLineProblem, TypeLineReport } from './model.ts';
export { subtypeKinds } from './model.ts';
export { lookupSubtype } from './subtype.ts';
export { suggest } from './suggest.ts';
export { checkPrintedTypeLine, checkTypeLine, formatTypeLine, parseTypeLine, withPrintedSubtypes } from './typeLine.ts';
