// Reading one rule (text, subrules, examples, citations both ways, neighbours) or one glossary term.
import type BetterSqlite3 from 'better-sqlite3';
import type { GlossaryView, RuleLink, RuleVersion, RuleView, SourceRef, TermLink } from '../../core/contract.ts';
import { entryNamed } from '../../core/glossary/entryName.ts';
import { buildTermMatcher, namesOf, type GlossaryTerm, type TermMatcher } from '../../core/glossary/termMatcher.ts';
import { orderUsedBy } from '../../core/glossary/usedBy.ts';
import { fullTextHits } from './fullText.ts';
import { perDatabase } from './perDatabase.ts';
import { queries, readJson, stringList, type RuleRow } from './sql.ts';
import { fittedFieldWeights } from '../../core/search/weights.ts';
import { prepared } from './statements.ts';

export type { GlossaryRow, RuleRow } from './sql.ts';
import { textKey } from '../../core/text/index.ts';
import { phraseTerms } from '../../core/search/thesaurus.ts';
import { ftsString, parseQuery } from '../../core/search/query.ts';

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
  return prepared(db, queries.sourceRef).get(id)!;
}

export function ruleLink(db: BetterSqlite3.Database, sourceId: number, number: string): RuleLink {
  const row = prepared(db, queries.ruleByNumber).get(sourceId, number);
  return { number, title: row ? linkTitle(row.kind, row.text) : '' };
}

/** Ancestors of a rule, top first (section › rule › entry). */
export function ancestors(db: BetterSqlite3.Database, row: RuleRow): RuleLink[] {
  const chain: RuleLink[] = [];
  const byNumber = prepared(db, queries.ruleByNumber);
  let parent = row.parent;
  while (parent !== null && chain.length < 8) {
    const above = byNumber.get(row.sourceId, parent);
    if (!above) break;
    chain.unshift({ number: above.number, title: linkTitle(above.kind, above.text) });
    parent = above.parent;
  }
  return chain;
}

function neighbour(db: BetterSqlite3.Database, row: RuleRow, offset: number): RuleLink | null {
  const other = prepared(db, queries.ruleAtPosition).get(row.sourceId, row.position + offset);
  return other ? { number: other.number, title: linkTitle(other.kind, other.text) } : null;
}

interface SourceGlossary {
  readonly matcher: TermMatcher;
  /** Entries that are not obsolete. */
  readonly current: ReadonlySet<string>;
}

// Built once per source from its glossary; keyed by content hash too, because SQLite may give a removed source's
// id to the next import.
const glossaries = perDatabase<SourceGlossary>();

export function sourceGlossary(db: BetterSqlite3.Database, sourceId: number): SourceGlossary {
  const hash = prepared(db, queries.sourceHash).get(sourceId)?.hash ?? '';
  return glossaries.get(db, `${sourceId}:${hash}`, () => {
    const rows = prepared(db, queries.glossaryTerms).all(sourceId);
    const terms = rows.map((r): GlossaryTerm => ({ term: r.term, obsolete: r.obsolete === 1 }));
    return { matcher: buildTermMatcher(terms), current: new Set(terms.filter((t) => !t.obsolete).map((t) => t.term)) };
  });
}

/** Terms the glossary defines by citing these rules, then terms the texts use: longer terms before single words. */
function termLinks(db: BetterSqlite3.Database, row: RuleRow, texts: readonly string[], children: readonly RuleView[]): TermLink[] {
  const glossary = sourceGlossary(db, row.sourceId);
  const citing = prepared(db, queries.glossaryCiting)
    .all(row.sourceId, row.number)
    .map((r) => r.term);
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
  const row = prepared(db, queries.ruleByNumber).get(sourceId, number);
  if (!row) return '';
  const children = depth > 0 ? prepared(db, queries.childrenOf).all(sourceId, number) : [];
  const text = [row.text, ...children.map((child) => shownText(db, sourceId, child.number, depth - 1))].join('\n');
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
}

/** The same number in the other sources, newest first, each saying whether it reads the same as `row` (as shown). */
function versionsOf(db: BetterSqlite3.Database, row: RuleRow, depth: number): RuleVersion[] {
  const own = shownText(db, row.sourceId, row.number, depth);
  return prepared(db, queries.versionsOfRule)
    .all(row.number, row.sourceId)
    .map(({ sourceId }) => ({
      source: sourceRef(db, sourceId),
      sameText: shownText(db, sourceId, row.number, depth) === own,
    }));
}

function view(db: BetterSqlite3.Database, row: RuleRow, source: SourceRef, depth: number, root = false): RuleView {
  const childRows = depth > 0 ? prepared(db, queries.childrenOf).all(row.sourceId, row.number) : [];
  const children = childRows.map((child) => view(db, child, source, depth - 1));
  const examples = prepared(db, queries.examplesOf)
    .all(row.id)
    .map((e) => e.text);
  return {
    number: row.number,
    text: row.text,
    breadcrumb: ancestors(db, row),
    children,
    examples,
    cites: prepared(db, queries.citesOf)
      .all(row.sourceId, row.number)
      .map((c) => ruleLink(db, row.sourceId, c.number)),
    citedBy: prepared(db, queries.citedBy)
      .all(row.sourceId, row.number)
      .map((c) => ruleLink(db, row.sourceId, c.number)),
    terms: termLinks(db, row, [row.text, ...examples], children),
    previous: neighbour(db, row, -1),
    next: neighbour(db, row, 1),
    source,
    versions: root ? versionsOf(db, row, depth) : [],
  };
}

/**
 * The numbers to look for, in order: as typed, then the one rule a judge's way of writing its number names ("704,5j",
 * "§704.5a", "rule 7045g", "７０４．５ｊ") as search reads it, read only when the first is no rule.
 */
function* numbersTyped(typed: string): Generator<string> {
  const exact = canonicalNumber(typed);
  yield exact;
  const { ruleNumbers } = parseQuery(typed);
  if (ruleNumbers.length === 1 && ruleNumbers[0] !== exact) yield ruleNumbers[0]!;
}

export function readRule(db: BetterSqlite3.Database, number: string, sourceId?: number): RuleView | null {
  for (const wanted of numbersTyped(number)) {
    const source = sourceId ?? prepared(db, queries.sourcesWithRule).get(wanted)?.id;
    if (source === undefined) continue;
    const row = prepared(db, queries.ruleByNumber).get(source, wanted);
    // Sections hold whole chapters: show their rules without every entry below them.
    if (row) return view(db, row, sourceRef(db, source), row.kind === 'section' ? 1 : 2, true);
  }
  return null;
}

/** The key of the entry a term names: its whole heading, or one of the names the heading lists ("Controller"). */
function entryKeyOf(db: BetterSqlite3.Database, key: string): string {
  if (prepared(db, queries.sourcesWithTerm).get(key)) return key;
  // Judge vocabulary names an entry by its term ("ETB" → Enters the Battlefield, "SBA" → State-Based Actions).
  const named = (phraseTerms.get(key) ?? []).map(textKey).find((term) => prepared(db, queries.sourcesWithTerm).get(term));
  if (named) return named;
  const pattern = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const headings = prepared(db, queries.glossaryHeadingsWith).all(pattern);
  const heading = headings.find((candidate) => namesOf(candidate.term).some((name) => textKey(name) === key));
  if (heading) return heading.termKey;
  // Typed loosely or misspelt: "state based actions", "double faced card", "trampel".
  const all = prepared(db, queries.glossaryHeadings).all();
  const term = entryNamed(
    key,
    all.map((candidate) => candidate.term),
  );
  return all.find((candidate) => candidate.term === term)?.termKey ?? key;
}

export function readGlossary(db: BetterSqlite3.Database, term: string, sourceId?: number): GlossaryView | null {
  const key = entryKeyOf(db, textKey(term.replace(/^glossary:/i, '')));
  const source = sourceId ?? prepared(db, queries.sourcesWithTerm).get(key)?.id;
  if (source === undefined) return null;
  const row = prepared(db, queries.glossaryByKey).get(source, key);
  if (!row) return null;
  const range = prepared(db, queries.indexRange).get(source);
  // Every name of the entry ("Control, Controller" is used as "control" or as "controller"), each as a phrase.
  const names = namesOf(row.term).length > 0 ? namesOf(row.term) : [row.term];
  const phrases = names.map((name) => `{body examples} : ${ftsString(name)}`);
  const indexed = range?.indexFrom != null && range.indexTo != null ? { from: range.indexFrom, to: range.indexTo } : null;
  const usedBy = indexed ? fullTextHits(db, indexed, phrases, fittedFieldWeights, 40) : [];
  const ruleById = prepared(db, queries.ruleById);
  const senses = readJson(stringList, row.senses);
  const cites = prepared(db, queries.citesOf)
    .all(source, `glossary:${row.term}`)
    .map((c) => ruleLink(db, source, c.number));
  return {
    term: row.term,
    senses,
    obsolete: row.obsolete === 1,
    cites,
    usedBy: orderUsedBy(
      usedBy
        .filter((hit) => hit.kind === 'rule')
        .map((hit) => ruleById.get(hit.refId))
        .filter((r): r is RuleRow => r?.kind === 'entry')
        .slice(0, 20)
        .map((r) => ({ number: r.number, title: linkTitle(r.kind, r.text) })),
      cites,
    ).map(({ link }) => link),
    terms: sourceGlossary(db, source)
      .matcher.termsIn(senses.join('\n'))
      .filter((other) => other !== row.term),
    source: sourceRef(db, source),
  };
}
