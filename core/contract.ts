// The one typed interface for everything the renderer asks of the main side (issue 5).
// Types only: the Electron preload and the browser-mode HTTP client both implement ArbiterApi,
// and the main side (electron/) answers it from the SQLite service. Every input is validated
// there with the schemas in electron/api/schemas.ts.
import type { SubtypeAnswer, SubtypeKind, TypeCatalog, TypeLineReport } from './types/model.ts';
import type { Card } from './cards/record.ts';
import type { ChangeList, RuleHistory } from './changes/model.ts';

export type { ChangeList, RuleHistory } from './changes/model.ts';
import type { CardHit } from './cards/find.ts';
import type { CardPage, RulingHit } from './cards/page.ts';

/** Errors cross the boundary as data, never as thrown objects. */
export interface ApiError {
  readonly code: string;
  readonly message: string;
}

export type ApiResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

export interface SourceInfo {
  readonly id: number;
  readonly title: string;
  /** "comprehensive-rules", "rulings", "article", … */
  readonly kind: string;
  /** ISO date (YYYY-MM-DD) or null when the document states none. */
  readonly effectiveDate: string | null;
  readonly fileName: string;
  readonly importedAt: string;
  readonly ruleCount: number;
  readonly glossaryCount: number;
}

export interface SourceRef {
  readonly id: number;
  readonly title: string;
  readonly effectiveDate: string | null;
}

export interface SearchRequest {
  readonly query: string;
  readonly limit?: number;
  readonly sourceId?: number;
}

export interface SearchResult {
  /** The rule number for rules, "glossary:<Term>" for glossary entries. */
  readonly id: string;
  readonly number: string | null;
  readonly kind: 'rule' | 'glossary' | 'section' | 'example';
  readonly title: string;
  /** Section › rule › entry, for orientation. */
  readonly breadcrumb: readonly string[];
  /** Plain text with matched words wrapped in U+E000 … U+E001 markers (renderers turn them into <mark>). */
  readonly snippet: string;
  readonly source: SourceRef;
  readonly score: number;
}

export interface SearchResponse {
  readonly query: string;
  readonly elapsedMs: number;
  readonly results: readonly SearchResult[];
  /** A plain message when the query could not be used as typed (empty, too long, …). */
  readonly message?: string;
  /** The official rulings of the cards the query names, when card data is imported: source "Rulings", card and date. */
  readonly rulings?: readonly RulingHit[];
}

export interface RuleLink {
  readonly number: string;
  readonly title: string;
}

/** A glossary entry a rule uses or defines (issue 5: glossary linked both ways with the rules). */
export interface TermLink {
  /** The entry's term as the glossary prints it: the key for ArbiterApi.glossary. */
  readonly term: string;
  /** True when the entry cites this rule (or a subrule shown with it): the rule defines or explains the term. */
  readonly defined: boolean;
}

export interface RuleView {
  readonly number: string;
  readonly text: string;
  readonly breadcrumb: readonly RuleLink[];
  readonly children: readonly RuleView[];
  readonly examples: readonly string[];
  /** Rules this one cites, resolved to their titles; unresolved numbers keep an empty title. */
  readonly cites: readonly RuleLink[];
  readonly citedBy: readonly RuleLink[];
  /** Glossary entries of the same source that this rule and the subrules shown with it use or define: defined first, then longer terms. */
  readonly terms: readonly TermLink[];
  readonly previous: RuleLink | null;
  readonly next: RuleLink | null;
  readonly source: SourceRef;
  /** The same rule number in the other imported sources, newest first (empty for the subrules shown with a rule). */
  readonly versions: readonly RuleVersion[];
}

/** A rule number as another source has it: whether its text (and the subrules shown with it) reads the same. */
export interface RuleVersion {
  readonly source: SourceRef;
  readonly sameText: boolean;
}

export interface GlossaryView {
  readonly term: string;
  readonly senses: readonly string[];
  readonly obsolete: boolean;
  /** Rules the definition cites. */
  readonly cites: readonly RuleLink[];
  /** Rules whose text uses the term (at most 20): those the definition cites first, each group by rule number. */
  readonly usedBy: readonly RuleLink[];
  /** Other entries of the same glossary that the definition uses, in order of first use. */
  readonly terms: readonly string[];
  readonly source: SourceRef;
}

export interface ImportProgress {
  readonly phase: 'reading' | 'parsing' | 'storing' | 'indexing' | 'done';
  /** 0 to 1. */
  readonly fraction: number;
}

export interface ImportSummary {
  readonly source: SourceInfo;
  /** True when the same file was already imported and nothing changed. */
  readonly alreadyImported: boolean;
  readonly counts: {
    readonly sections: number;
    readonly rules: number;
    readonly examples: number;
    readonly glossary: number;
    readonly references: number;
    readonly subtypes: number;
  };
}

/** What importing an MTGJSON file stored (card data for the simulator's board). */
export interface CardImportSummary {
  /** The set's name, or "AtomicCards". */
  readonly title: string;
  /** Card faces stored from this file. */
  readonly cards: number;
  /** Entries left out, each with why. */
  readonly skipped: readonly string[];
  readonly alreadyImported: boolean;
}

/** One imported card data file; `cards` counts the faces it still holds (a later file may have replaced some). */
export interface CardFileInfo {
  readonly id: number;
  readonly title: string;
  readonly fileName: string;
  readonly importedAt: string;
  /** The date MTGJSON built the file (its meta.date, YYYY-MM-DD), or null when the file does not say. */
  readonly dataDate: string | null;
  readonly cards: number;
}

export interface ArbiterApi {
  search(request: SearchRequest): Promise<ApiResult<SearchResponse>>;
  rule(request: { readonly number: string; readonly sourceId?: number }): Promise<ApiResult<RuleView | null>>;
  glossary(request: { readonly term: string; readonly sourceId?: number }): Promise<ApiResult<GlossaryView | null>>;
  sources(): Promise<ApiResult<readonly SourceInfo[]>>;
  importDocument(
    request: { readonly fileName: string; readonly content: Uint8Array },
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<ApiResult<ImportSummary>>;
  removeSource(request: { readonly id: number }): Promise<ApiResult<{ readonly removed: boolean }>>;
  types(): Promise<ApiResult<TypeCatalog>>;
  subtype(request: { readonly word: string; readonly kind?: SubtypeKind }): Promise<ApiResult<SubtypeAnswer>>;
  checkTypeLine(request: { readonly text: string }): Promise<ApiResult<TypeLineReport>>;
  /** Imports MTGJSON card data (plain or compressed); progress is the fraction of the file read, cards stored as read. */
  importCards(
    request: { readonly fileName: string; readonly content: Uint8Array },
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<ApiResult<CardImportSummary>>;
  /** Card names matching what was typed (those starting with it first); empty when no card data is imported. */
  cardNames(request: { readonly typed: string; readonly limit?: number }): Promise<ApiResult<readonly string[]>>;
  card(request: { readonly name: string }): Promise<ApiResult<Card | null>>;
  cardFiles(): Promise<ApiResult<readonly CardFileInfo[]>>;
  removeCardFile(request: { readonly id: number }): Promise<ApiResult<{ readonly removed: boolean }>>;
  /** What changed from one imported version to another (issue 19); without ids, between the two newest CR releases. */
  changes(request?: { readonly olderId?: number; readonly newerId?: number }): Promise<ApiResult<ChangeList>>;
  /** Every imported CR release holding this rule by content, newest first; null when no release has the number. */
  ruleHistory(request: { readonly number: string; readonly sourceId?: number }): Promise<ApiResult<RuleHistory | null>>;
  /** Card search in the Scryfall subset (names with typos, other languages, t:, o:, mv, c:), best first. */
  findCards(request: { readonly query: string; readonly limit?: number }): Promise<ApiResult<readonly CardHit[]>>;
  /** The card page: faces with rule links and the CR 205 check, legalities, dated rulings; null for no such card. */
  cardPage(request: { readonly name: string }): Promise<ApiResult<CardPage | null>>;
  /** Rulings matching a rules question, best first (for rules search to show them beside rules). */
  searchRulings(request: { readonly query: string; readonly limit?: number }): Promise<ApiResult<readonly RulingHit[]>>;
}

/** The method names: the route table (electron/api/routes.ts) answers each, over IPC and HTTP alike. */
export const apiMethods = [
  'search',
  'rule',
  'glossary',
  'sources',
  'importDocument',
  'removeSource',
  'types',
  'subtype',
  'checkTypeLine',
  'importCards',
  'cardNames',
  'card',
  'cardFiles',
  'removeCardFile',
  'changes',
  'ruleHistory',
  'findCards',
  'cardPage',
  'searchRulings',
] as const satisfies readonly (keyof ArbiterApi)[];

/** The methods whose input is a file ({fileName, content}): browser mode sends its raw bytes and streams progress back. */
export const uploadMethods = ['importDocument', 'importCards'] as const satisfies readonly (typeof apiMethods)[number][];
