// The card page: a whole card with its Oracle text linked to the current Comprehensive Rules (keyword abilities and
// actions to their rules, other terms to the glossary), each face's type line checked against CR 205, and rulings.
import type BetterSqlite3 from 'better-sqlite3';
import { buildTermMatcher, type TermMatcher } from '../../core/glossary/termMatcher.ts';
import { embeddedCatalog } from '../../core/types/catalog.ts';
import type { TypeLineReport } from '../../core/types/model.ts';
import { checkTypeLine } from '../../core/types/typeLine.ts';
import { loadCatalog } from './catalog.ts';
import { readCardEntry, type CardEntry } from './cards.ts';
import { perDatabase } from './perDatabase.ts';
import { sql } from './sql.ts';
import { statement } from './statements.ts';

/** A stretch of Oracle text that names a rule: a keyword's own rule, or a glossary entry. */
export interface RuleLink {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** The keyword's rule number in the newest CR ("702.9"), when the words name a keyword ability or action. */
  readonly rule?: string;
  readonly title?: string;
  /** The glossary entry, when the words are a glossary term. */
  readonly glossary?: string;
}

export interface CardPage extends CardEntry {
  readonly faces: readonly (CardEntry['faces'][number] & { readonly typeLineCheck: TypeLineReport; readonly links: readonly RuleLink[] })[];
  /** The CR the links point into, or null when no Comprehensive Rules are imported. */
  readonly rulesSource: { readonly id: number; readonly title: string; readonly effectiveDate: string | null } | null;
}

interface Linker {
  readonly sourceId: number;
  readonly keywords: TermMatcher;
  readonly keywordRules: ReadonlyMap<string, string>;
  readonly glossary: TermMatcher;
}

const linkers = perDatabase<Linker | null>();

/** A heading is a keyword's name: short, no sentence ("Flying", "Mill"), under the rules titled Keyword Abilities/Actions. */
const keywordRulesOf = (db: BetterSqlite3.Database, sourceId: number): Map<string, string> =>
  new Map(
    (
      db
        .prepare(
          `SELECT c.number, c.text FROM rules p JOIN rules c ON c.source_id = p.source_id AND c.parent = p.number
           WHERE p.source_id = ? AND p.kind = 'rule' AND p.text IN ('Keyword Abilities', 'Keyword Actions')`,
        )
        .all(sourceId) as { number: string; text: string }[]
    )
      .filter((row) => row.text.length < 40 && !/[.:]/.test(row.text))
      .map((row) => [row.text, row.number]),
  );

/** Built once per newest CR (keyed by its id, so importing a newer CR or removing one is seen at once). */
function linkerOf(db: BetterSqlite3.Database): Linker | null {
  const newest = statement(db, sql.newestRulesSource).get() as { id: number } | undefined;
  if (!newest) return null;
  return linkers.get(db, `linker:${newest.id}`, () => {
    const keywordRules = keywordRulesOf(db, newest.id);
    const terms = db.prepare('SELECT term, obsolete FROM glossary WHERE source_id = ?').all(newest.id) as {
      term: string;
      obsolete: number;
    }[];
    return {
      sourceId: newest.id,
      keywordRules,
      keywords: buildTermMatcher([...keywordRules.keys()].map((term) => ({ term, obsolete: false }))),
      glossary: buildTermMatcher(terms.map((t) => ({ term: t.term, obsolete: t.obsolete === 1 }))),
    };
  });
}

/** Keyword names link to their rule; other glossary terms, where no keyword stands, to the glossary. */
export function ruleLinks(db: BetterSqlite3.Database, text: string): RuleLink[] {
  const linker = linkerOf(db);
  if (!linker) return [];
  const links: RuleLink[] = linker.keywords.find(text).map((match) => ({
    text: text.slice(match.start, match.end),
    start: match.start,
    end: match.end,
    rule: linker.keywordRules.get(match.term)!,
    title: match.term,
  }));
  for (const match of linker.glossary.find(text)) {
    if (links.some((link) => match.start < link.end && link.start < match.end)) continue;
    links.push({ text: text.slice(match.start, match.end), start: match.start, end: match.end, glossary: match.term });
  }
  return links.sort((a, b) => a.start - b.start);
}

/** The card page for a card's name or one of its faces' names, or null. */
export function readCardPage(db: BetterSqlite3.Database, name: string): CardPage | null {
  const entry = readCardEntry(db, name);
  if (!entry) return null;
  const catalog = loadCatalog(db) ?? embeddedCatalog;
  const linker = linkerOf(db);
  const source = linker
    ? (statement(db, sql.sourceRef).get(linker.sourceId) as { id: number; title: string; effectiveDate: string | null })
    : null;
  return {
    ...entry,
    faces: entry.faces.map((face) => ({ ...face, typeLineCheck: checkTypeLine(face.typeLine, catalog), links: ruleLinks(db, face.text) })),
    rulesSource: source,
  };
}
