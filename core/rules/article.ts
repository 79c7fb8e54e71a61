// A plain article: a title, short heading lines, paragraphs, "Example." paragraphs and bullet lists. Headings become
// "§1", "§2" and paragraphs "§1.1", "§1.2" — or, when its Markdown headings carry numbers (the IPG), "§2.1", "§2.1 ¶3".
import { err, ok, type Problem, type Result } from '../result.ts';
import { collectReferences } from './cr.ts';
import { findLongDate } from './dates.ts';
import type { RuleEntry, RulesDocument } from './model.ts';

const examplePrefix = /^Examples?\s*[.:]\s*/;
const markdownHeading = /^#{1,6}\s+/;
const bullet = /^(?:[•*·–-]|\d+\))\s+/;

/** A heading is a short line without closing punctuation that is not a bullet or an example. */
function isHeading(line: string, next: string | undefined): boolean {
  return (
    line.length <= 80 &&
    !/[.:;,!?"”’)]$/.test(line) &&
    !bullet.test(line) &&
    !examplePrefix.test(line) &&
    next !== undefined &&
    next.length > 0
  );
}

/** Words that show a text is about Magic rules at all. */
const rulesVocabulary = [
  'card',
  'creature',
  'spell',
  'ability',
  'permanent',
  'player',
  'battlefield',
  'mana',
  'type',
  'subtype',
  'land',
  'artifact',
  'enchantment',
  'graveyard',
  'library',
  'rule',
  'turn',
  'damage',
  'effect',
];

/** Characters that are common in code, JSON and markup but rare in prose. */
const codeSymbols = /[{}[\];=<>"\\|`$]/g;
/** A sentence line: six words or more, ending in closing punctuation. */
const sentenceLine = /[a-z]{2,}[^.!?:]*[.!?:]["”’)]?$/;

/**
 * An article is prose about Magic rules: mostly sentences, few code symbols, and the game's vocabulary at a
 * density no configuration file, source code or web page reaches (measured on the seeds and the repo's own files).
 */
export function looksLikeRulesProse(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const hits = words.filter((w) => rulesVocabulary.includes(w.replace(/s$/, '')));
  const letters = (text.match(/[A-Za-z]/g) ?? []).length;
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const sentences = lines.filter((l) => sentenceLine.test(l) && l.split(/\s+/).length >= 6).length;
  return (
    words.length >= 20 &&
    new Set(hits).size >= 4 &&
    hits.length / words.length >= 0.03 &&
    (text.match(codeSymbols) ?? []).length / letters < 0.05 &&
    sentences / lines.length >= 0.3
  );
}

type Entry = { number: string; kind: RuleEntry['kind']; parent: string | null; text: string; examples: string[] };

/**
 * "2.1.      Game Play Error — Missed Trigger" → ["2.1", "Game Play Error — Missed Trigger"];
 * "Appendix A — …" → ["A", …].
 */
const sectionNumber = /^(\d+(?:\.\d+)*)\.?\s+(.+)$|^Appendix ([A-Z])\b\W*(.*)$/i;
const squeeze = (text: string): string => text.replace(/\s+/g, ' ').toLowerCase();

export function parseArticle(text: string): Result<RulesDocument, Problem> {
  if (!looksLikeRulesProse(text)) {
    return err({ code: 'not-rules', message: 'the text is neither Comprehensive Rules nor an article about Magic rules' });
  }
  const rawLines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  // A Markdown heading ("## 2. GAME PLAY ERRORS") is a heading whatever it ends with; its marks are not words.
  const markedHeadings = new Set(rawLines.flatMap((l, i) => (markdownHeading.test(l) ? [i] : [])));
  const lines = rawLines.map((l) => l.replace(markdownHeading, ''));
  const title = lines[0] ?? '';
  const numbered = [...markedHeadings].filter((i) => sectionNumber.test(lines[i]!));
  const entries = numbered.length >= 3 ? numberedEntries(lines, markedHeadings, numbered) : plainEntries(lines, markedHeadings);
  return ok({
    title,
    kind: 'article',
    effectiveDate: findLongDate(text),
    entries,
    glossary: [],
    references: collectReferences(entries, []),
  });
}

/** Headings become "§1", "§2"; paragraphs "§1.1", "§1.2". */
function plainEntries(lines: readonly string[], markedHeadings: ReadonlySet<number>): Entry[] {
  const entries: Entry[] = [];
  let heading = 0;
  let paragraph = 0;
  const openHeading = (text: string): void => {
    heading++;
    paragraph = 0;
    entries.push({ number: `§${heading}`, kind: 'section', parent: null, text, examples: [] });
  };
  openHeading(lines[0] ?? '');
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const last = entries.at(-1)!;
    if (examplePrefix.test(line) && last.kind === 'paragraph') last.examples.push(line.replace(examplePrefix, ''));
    else if (bullet.test(line) && last.kind === 'paragraph') last.text += `\n${line}`;
    else if (markedHeadings.has(i) || isHeading(line, lines[i + 1])) openHeading(line);
    else {
      paragraph++;
      entries.push({ number: `§${heading}.${paragraph}`, kind: 'paragraph', parent: `§${heading}`, text: line, examples: [] });
    }
  }
  return entries;
}

/**
 * A document whose Markdown headings carry its own section numbers (the IPG: "### 2.1. Game Play Error — …") keeps
 * them: "§2.1", its parent "§2"; paragraphs and unnumbered sub-headings "§2.1 ¶3". Its table of contents (from a
 * "Contents" line, or lines that only repeat a numbered heading, before the first one) is left out.
 */
function numberedEntries(lines: readonly string[], markedHeadings: ReadonlySet<number>, numberedAt: readonly number[]): Entry[] {
  const entries: Entry[] = [{ number: '§0', kind: 'section', parent: null, text: lines[0] ?? '', examples: [] }];
  const firstHeading = Math.min(...numberedAt);
  const numbered = numberedAt.map((i) => squeeze(lines[i]!));
  const contentsAt = lines.findIndex((line, i) => i < firstHeading && /^(table of )?contents$/i.test(line));
  const inContents = (line: string, i: number): boolean =>
    (contentsAt !== -1 && i >= contentsAt) || (sectionNumber.test(line) && numbered.some((heading) => heading.startsWith(squeeze(line))));
  const known = new Set<string>(['§0']);
  let section = '§0';
  let paragraph = 0;
  const add = (kind: RuleEntry['kind'], line: string): void => {
    paragraph++;
    entries.push({ number: `${section} ¶${paragraph}`, kind, parent: section, text: line, examples: [] });
  };
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const last = entries.at(-1)!;
    const heading = markedHeadings.has(i) || isHeading(line, lines[i + 1]);
    const own = heading ? sectionNumber.exec(line) : null;
    if (i < firstHeading && inContents(line, i)) continue;
    if (examplePrefix.test(line) && last.kind === 'paragraph') last.examples.push(line.replace(examplePrefix, ''));
    else if (bullet.test(line) && last.kind === 'paragraph') last.text += `\n${line}`;
    else if (
      own !== null &&
      i >= firstHeading &&
      (markedHeadings.has(i) || own[3] !== undefined) &&
      !known.has(`§${own[1] ?? own[3]!.toUpperCase()}`)
    ) {
      const number = `§${own[1] ?? own[3]!.toUpperCase()}`;
      const parentNumber = number.includes('.') ? number.slice(0, number.lastIndexOf('.')) : null;
      known.add(number);
      section = number;
      paragraph = 0;
      entries.push({
        number,
        kind: 'section',
        parent: parentNumber !== null && known.has(parentNumber) ? parentNumber : null,
        text: (own[2] ?? own[4] ?? line).trim(),
        examples: [],
      });
    } else add(heading ? 'section' : 'paragraph', line);
  }
  return entries;
}
