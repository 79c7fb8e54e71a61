// A plain article: a title, short heading lines, paragraphs, "Example." paragraphs and bullet lists.
// Headings become "§1", "§2"; paragraphs "§1.1", "§1.2", so the article reads like any other source.
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
const rulesVocabulary = ['card', 'creature', 'spell', 'ability', 'permanent', 'player', 'battlefield', 'mana', 'type', 'subtype', 'land', 'artifact', 'enchantment', 'graveyard', 'library', 'rule', 'turn', 'damage', 'effect'];

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
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  const sentences = lines.filter((l) => sentenceLine.test(l) && l.split(/\s+/).length >= 6).length;
  return (
    words.length >= 20 &&
    new Set(hits).size >= 4 &&
    hits.length / words.length >= 0.03 &&
    (text.match(codeSymbols) ?? []).length / letters < 0.05 &&
    sentences / lines.length >= 0.3
  );
}

export function parseArticle(text: string): Result<RulesDocument, Problem> {
  if (!looksLikeRulesProse(text)) {
    return err({ code: 'not-rules', message: 'the text is neither Comprehensive Rules nor an article about Magic rules' });
  }
  const rawLines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  // A Markdown heading ("## 2. GAME PLAY ERRORS") is a heading whatever it ends with; its marks are not words.
  const markedHeadings = new Set(rawLines.flatMap((l, i) => (markdownHeading.test(l) ? [i] : [])));
  const lines = rawLines.map((l) => l.replace(markdownHeading, ''));
  const title = lines[0] ?? '';
  const entries: { number: string; kind: RuleEntry['kind']; parent: string | null; text: string; examples: string[] }[] = [];
  let heading = 0;
  let paragraph = 0;
  const openHeading = (text: string): void => {
    heading++;
    paragraph = 0;
    entries.push({ number: `§${heading}`, kind: 'section', parent: null, text, examples: [] });
  };
  openHeading(title);
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
  return ok({ title, kind: 'article', effectiveDate: findLongDate(text), entries, glossary: [], references: collectReferences(entries, []) });
}
