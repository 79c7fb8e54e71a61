// Reading one rule (text, subrules, examples, citations both ways, neighbours) or one glossary term.
import type BetterSqlite3 from 'better-sqlite3';
import type { GlossaryView, RuleLink, RuleVersion, RuleView, SourceRef, TermLink } from '../../core/contract.ts';
import { buildTermMatcher, namesOf, type GlossaryTerm, type TermMatcher } from '../../core/glossary/termMatcher.ts';
import { perDatabase } from './perDatabase.ts';
import { sql } from './sql.ts';
import { statement } from './statements.ts';
import { textKey } from '../../core/text/index.ts';

export interface RuleRow {
  readonly id: number;
  readonly sourceId: number;
  readonly number: string;
  readonly kind: string;
  readonly parent: string | null;
  readonly position: number;
  readonly text: string;
}

/** "CR 704.5j.", "rule 613", " 702.6 " → "704.5j", "613", "702.6". */
export function canonicalNumber(input: string): string {
  return input
    .trim()
    .replace(/^(?:cr|rule|rules|section)\s*/i, '')
    .replace(/\.$/, '')
    .toLowerCase()
    .replace(/ruling/g, 'Ruling');
}

/** A short title for links: the heading of sections and rules, the first words of entries. */
export function linkTitle(kind: string, text: string): string {
  if (kind === 'section' || kind === 'rule') return text;
  const firstLine = text.split('\n')[0]!;
  return firstLine.length > 90 ? `${firstLine.slice(0, firstLine.lastIndexOf(' ', 88))}…` : firstLine;
}

export function sourceRef(db: BetterSqlite3.Database, id: number): SourceRef {
  return statement(db, sql.sourceRef).get(id) as SourceRef;
}

export function ruleLink(db: BetterSqlite3.Database, sourceId: number, number: string): RuleLink {
  const row = statement(db, sql.ruleByNumber).get(sourceId, number) as RuleRow | undefined;
  return { number, title: row ? linkTitle(row.kind, row.text) : '' };
}

/** Ancestors of a rule, top first (section › rule › entry). */
export function ancestors(db: BetterSqlite3.Database, row: RuleRow): RuleLink[] {
  const chain: RuleLink[] = [];
  const byNumber = statement(db, sql.ruleByNumber);
  let parent = row.parent;
  while (parent !== null && chain.length < 8) {
    const above = byNumber.get(row.sourceId, parent) as RuleRow | undefined;
    if (!above) break;
    chain.unshift({ number: above.number, title: linkTitle(above.kind, above.text) });
    parent = above.parent;
  }
  return chain;
}

function neighbour(db: BetterSqlite3.Database, row: RuleRow, offset: number): RuleLink | null {
  const other = statement(db, sql.ruleAtPosition).get(row.sourceId, row.position + offset) as
    { number: string; kind: string; text: string } | undefined;
  return other ? { number: other.number, title: linkTitle(other.kind, other.text) } : null;
}

// Read-side queries of the glossary links (the schema and its statements in sql.ts belong to the corpus store).
const glossaryQueries = {
  sourceHash: 'SELECT content_hash AS hash FROM sources WHERE id = ?',
  glossaryTerms: 'SELECT term, obsolete FROM glossary WHERE source_id = ? ORDER BY id',
  // A join with glossary here measured 100 times slower than this indexed look-up (0.18 vs 0.002 ms per rule).
  glossaryCiting:
    `SELECT substr(from_key, 10) AS term FROM rule_references WHERE source_id = ? AND to_number = ? AND from_key LIKE ` + `'glossary:%'`,
} as const;

interface SourceGlossary {
  readonly matcher: TermMatcher;
  /** Entries that are not obsolete. */
  readonly current: ReadonlySet<string>;
}

// Built once per source from its glossary; keyed by content hash too, because SQLite may give a removed source's
// id to the next import.
const glossaries = perDatabase<SourceGlossary>();

export function sourceGlossary(db: BetterSqlite3.Database, sourceId: number): SourceGlossary {
  const hash = (statement(db, glossaryQueries.sourceHash).get(sourceId) as { hash: string } | undefined)?.hash ?? '';
  return glossaries.get(db, `${sourceId}:${hash}`, () => {
    const rows = statement(db, glossaryQueries.glossaryTerms).all(sourceId) as { term: string; obsolete: number }[];
    const terms = rows.map((r): GlossaryTerm => ({ term: r.term, obsolete: r.obsolete === 1 }));
    return { matcher: buildTermMatcher(terms), current: new Set(terms.filter((t) => !t.obsolete).map((t) => t.term)) };
  });
}

/** Terms the glossary defines by citing these rules, then terms the texts use: longer terms before single words. */
function termLinks(db: BetterSqlite3.Database, row: RuleRow, texts: readonly string[], children: readonly RuleView[]): TermLink[] {
  const glossary = sourceGlossary(db, row.sourceId);
  const citing = (statement(db, glossaryQueries.glossaryCiting).all(row.sourceId, row.number) as { term: string }[]).map((r) => r.term);
  const defined = new Set(citing.filter((term) => glossary.current.has(term)));
  for (const child of children) for (const link of child.terms) if (link.defined) defined.add(link.term);
  const used = glossary.matcher.termsIn(texts.join('\n'));
  for (const child of children) for (const link of child.terms) used.push(link.term);
  // "Base Power, Base Toughness" is a two-word term; "Control, Controller" is two one-word names.
  const wordCount = (term: string): number => (namesOf(term)[0] ?? term).split(/\s+/).length;
  const usedOnly = [...new Set(used)].filter((term) => !defined.has(term));
  const byLength = usedOnly
    .map((term, order) => ({ term, order }))
    .sort((a, b) => Math.min(wordCount(b.term), 2) - Math.min(wordCount(a.term), 2) || a.order - b.order);
  return [...[...defined].map((term) => ({ term, defined: true })), ...byLength.map(({ term }) => ({ term, defined: false }))];
}

/** A rule's text and the subrules shown with it, with quotes, dashes and spacing as one style (2017's CR differs). */
function shownText(db: BetterSqlite3.Database, sourceId: number, number: string, depth: number): string {
  const row = statement(db, sql.ruleByNumber).get(sourceId, number) as RuleRow | undefined;
  if (!row) return '';
  const children = depth > 0 ? (statement(db, sql.childrenOf).all(sourceId, number) as RuleRow[]) : [];
  const text = [row.text, ...children.map((child) => shownText(db, sourceId, child.number, depth - 1))].join('\n');
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
}

/** The same number in the other sources, newest first, each saying whether it reads the same as `row` (as shown). */
function versionsOf(db: BetterSqlite3.Database, row: RuleRow, depth: number): RuleVersion[] {
  const own = shownText(db, row.sourceId, row.number, depth);
  return (statement(db, sql.versionsOfRule).all(row.number, row.sourceId) as { sourceId: number }[]).map(({ sourceId }) => ({
    source: sourceRef(db, sourceId),
    sameText: shownText(db, sourceId, row.number, depth) === own,
  }));
}

function view(db: BetterSqlite3.Database, row: RuleRow, source: SourceRef, depth: number, root = false): RuleView {
  const childRows = depth > 0 ? (statement(db, sql.childrenOf).all(row.sourceId, row.number) as RuleRow[]) : [];
  const children = childRows.map((child) => view(db, child, source, depth - 1));
  const examples = (statement(db, sql.examplesOf).all(row.id) as { text: string }[]).map((e) => e.text);
  return {
    number: row.number,
    text: row.text,
    breadcrumb: ancestors(db, row),
    children,
    examples,
    cites: (statement(db, sql.citesOf).all(row.sourceId, row.number) as { number: string }[]).map((c) =>
      ruleLink(db, row.sourceId, c.number),
    ),
    citedBy: (statement(db, sql.citedBy).all(row.sourceId, row.number) as { number: string }[]).map((c) =>
      ruleLink(db, row.sourceId, c.number),
    ),
    terms: termLinks(db, row, [row.text, ...examples], children),
    previous: neighbour(db, row, -1),
    next: neighbour(db, row, 1),
    source,
    versions: root ? versionsOf(db, row, depth) : [],
  };
}

export function readRule(db: BetterSqlite3.Database, number: string, sourceId?: number): RuleView | null {
  const wanted = canonicalNumber(number);
  const source = sourceId ?? (statement(db, sql.sourcesWithRule).get(wanted) as { id: number } | undefined)?.id;
  if (source === undefined) return null;
  const row = statement(db, sql.ruleByNumber).get(source, wanted) as RuleRow | undefined;
  // Sections hold whole chapters: show their rules without every entry below them.
  return row ? view(db, row, sourceRef(db, source), row.kind === 'section' ? 1 : 2, true) : null;
}

export interface GlossaryRow {
  readonly id: number;
  readonly sourceId: number;
  readonly term: string;
  readonly senses: string;
  readonly obsolete: number;
}

/** The key of the entry a term names: its whole heading, or one of the names the heading lists ("Controller"). */
function entryKeyOf(db: BetterSqlite3.Database, key: string): string {
  if (statement(db, sql.sourcesWithTerm).get(key)) return key;
  const pattern = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const headings = statement(db, sql.glossaryHeadingsWith).all(pattern) as { term: string; termKey: string }[];
  return headings.find((heading) => namesOf(heading.term).some((name) => textKey(name) === key))?.termKey ?? key;
}

export function readGlossary(db: BetterSqlite3.Database, term: string, sourceId?: number): GlossaryView | null {
  const key = entryKeyOf(db, textKey(term.replace(/^glossary:/i, '')));
  const source = sourceId ?? (statement(db, sql.sourcesWithTerm).get(key) as { id: number } | undefined)?.id;
  if (source === undefined) return null;
  const row = statement(db, sql.glossaryByKey).get(source, key) as GlossaryRow | undefined;
  if (!row) return null;
  const range = statement(db, sql.indexRange).get(source) as { indexFrom: number | null; indexTo: number | null };
  // Every name of the entry ("Control, Controller" is used as "control" or as "controller"), each as a phrase.
  const names = namesOf(row.term).length > 0 ? namesOf(row.term) : [row.term];
  const phrases = names.map((name) => `"${name.replace(/"/g, '""')}"`).join(' OR ');
  const usedBy = statement(db, sql.match).all(`body : (${phrases})`, range.indexFrom ?? 0, range.indexTo ?? -1, 40) as {
    kind: string;
    refId: number;
  }[];
  const ruleById = statement(db, sql.ruleById);
  const senses = JSON.parse(row.senses) as string[];
  return {
    term: row.term,
    senses,
    obsolete: row.obsolete === 1,
    cites: (statement(db, sql.citesOf).all(source, `glossary:${row.term}`) as { number: string }[]).map((c) =>
      ruleLink(db, source, c.number),
    ),
    usedBy: usedBy
      .filter((hit) => hit.kind === 'rule')
      .map((hit) => ruleById.get(hit.refId) as RuleRow)
      .filter((r) => r.kind === 'entry')
      .slice(0, 20)
      .map((r) => ({ number: r.number, title: linkTitle(r.kind, r.text) })),
    terms: sourceGlossary(db, source)
      .matcher.termsIn(senses.join('\n'))
      .filter((other) => other !== row.term),
    source: sourceRef(db, source),
  };
}
