// The card page: a whole card with its Oracle text linked to the current Comprehensive Rules (keyword abilities and
// actions to their rules, other terms to the glossary), each face's type line checked against CR 205, and rulings.
import type BetterSqlite3 from 'better-sqlite3';
import type { CardPage, RuleLink } from '../../core/cards/page.ts';
import { buildTermMatcher, namesExactly, type TermMatch, type TermMatcher } from '../../core/glossary/termMatcher.ts';
import { embeddedCatalog } from '../../core/types/catalog.ts';
import { checkPrintedTypeLine } from '../../core/types/typeLine.ts';
import { loadCatalog } from './catalog.ts';
import { readCardEntry } from './cards.ts';
import { perDatabase } from './perDatabase.ts';
import { queries } from './sql.ts';
import { prepared } from './statements.ts';

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
    prepared(db, queries.keywordRulesOf)
      .all(sourceId)
      .filter((row) => row.text.length < 40 && !/[.:]/.test(row.text))
      .map((row) => [row.text, row.number]),
  );

/** Built once per newest CR (keyed by its id, so importing a newer CR or removing one is seen at once). */
function linkerOf(db: BetterSqlite3.Database): Linker | null {
  const newest = prepared(db, queries.newestRulesSource).get();
  if (!newest) return null;
  return linkers.get(db, `linker:${newest.id}`, () => {
    const keywordRules = keywordRulesOf(db, newest.id);
    const terms = prepared(db, queries.glossaryTerms).all(newest.id);
    return {
      sourceId: newest.id,
      keywordRules,
      keywords: buildTermMatcher([...keywordRules.keys()].map((term) => ({ term, obsolete: false }))),
      glossary: buildTermMatcher(terms.map((t) => ({ term: t.term, obsolete: t.obsolete === 1 }))),
    };
  });
}

type Span = Pick<TermMatch, 'start' | 'end'>;
const overlap = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

/** The keyword links of a text whose glossary matches are `glossary`. */
function keywordLinksBeside(linker: Linker, text: string, glossary: readonly TermMatch[]): RuleLink[] {
  // Words sharing a keyword's stem may name another term exactly: "planeswalker" is no Planeswalk, "Equipment" no
  // Equip, "poison counters" no Poisonous, "combat phase" no Phasing.
  const otherTerms = glossary.filter((match) => namesExactly(text, match));
  return linker.keywords
    .find(text)
    .filter((match) => namesExactly(text, match) || !otherTerms.some((term) => overlap(term, match)))
    .map((match) => ({
      text: text.slice(match.start, match.end),
      start: match.start,
      end: match.end,
      rule: linker.keywordRules.get(match.term)!,
      title: match.term,
    }));
}

/** The keyword abilities and actions a text names, each linked to its rule in the newest CR. */
export function keywordLinks(db: BetterSqlite3.Database, text: string): RuleLink[] {
  const linker = linkerOf(db);
  return linker ? keywordLinksBeside(linker, text, linker.glossary.find(text)) : [];
}

/** Keyword names link to their rule; other glossary terms, where no keyword stands, to the glossary. */
export function ruleLinks(db: BetterSqlite3.Database, text: string): RuleLink[] {
  const linker = linkerOf(db);
  if (!linker) return [];
  const glossary = linker.glossary.find(text);
  const links = keywordLinksBeside(linker, text, glossary);
  for (const match of glossary) {
    if (links.some((link) => overlap(link, match))) continue;
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
  const source = linker ? (prepared(db, queries.sourceRef).get(linker.sourceId) ?? null) : null;
  return {
    ...entry,
    faces: entry.faces.map((face) => ({
      ...face,
      typeLineCheck: checkPrintedTypeLine(face.typeLine, catalog),
      links: ruleLinks(db, face.text),
    })),
    rulesSource: source,
  };
}
