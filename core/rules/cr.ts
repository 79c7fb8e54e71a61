// The official Comprehensive Rules text (any year): title, effective date, sections, rules, entries,
// examples, glossary; the table of contents and the credits are left out.
import { err, ok, type Problem, type Result } from '../result.ts';
import { findLongDate } from './dates.ts';
import type { CrossReference, GlossaryEntry, RuleEntry, RulesDocument } from './model.ts';
import { parentOf } from './numbers.ts';
import { findReferences } from './references.ts';

const sectionLine = /^(\d)\.\s+(\S.*)$/;
const ruleLine = /^(\d{3})\.\s+(\S.*)$/;
/** "100.1. Text", "100.1a Text", and the real-world slips "119.1d. Text" and "606.5 Text". */
const entryLine = /^(\d{3}\.\d+[a-z]?)\.?(?:\s+(.*))?$/;
const exampleLine = /^Examples?:\s*(.*)$/;

/** An entry while its lines are still being gathered (CR text and reStructuredText build them alike). */
export interface MutableEntry {
  number: string;
  kind: RuleEntry['kind'];
  parent: string | null;
  text: string;
  examples: string[];
}

/** Body lines (rules part only) → entries; shared by every format that carries CR-numbered lines. */
export function parseRuleLines(lines: readonly string[]): RuleEntry[] {
  const entries: MutableEntry[] = [];
  const seen = new Set<string>();
  let last: MutableEntry | undefined;
  const add = (entry: MutableEntry): void => {
    if (seen.has(entry.number)) {
      last = entries.find((e) => e.number === entry.number);
      return;
    }
    seen.add(entry.number);
    entries.push(entry);
    last = entry;
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    let m: RegExpExecArray | null;
    if ((m = exampleLine.exec(line)) && last) last.examples.push(m[1]!);
    else if ((m = sectionLine.exec(line))) add({ number: m[1]!, kind: 'section', parent: null, text: m[2]!, examples: [] });
    else if ((m = ruleLine.exec(line))) add({ number: m[1]!, kind: 'rule', parent: m[1]![0]!, text: m[2]!, examples: [] });
    else if ((m = entryLine.exec(line))) add({ number: m[1]!, kind: 'entry', parent: parentOf(m[1]!), text: m[2] ?? '', examples: [] });
    else if (last) {
      // A wrapped line continues the paragraph before it (examples included).
      if (last.examples.length > 0) last.examples[last.examples.length - 1] += `\n${line}`;
      else last.text = last.text ? `${last.text}\n${line}` : line;
    }
  }
  return entries;
}

/** The number a line starts as a section, rule or entry, or null for text, examples and wrapped lines. */
function numberOf(line: string): string | null {
  if (exampleLine.test(line)) return null;
  return (sectionLine.exec(line) ?? ruleLine.exec(line) ?? entryLine.exec(line))?.[1] ?? null;
}

/**
 * The first number held by two lines of the body, as a Problem naming both lines; `firstLine` is the file line of
 * lines[0]. Two rules of one number would otherwise be one, the second's subrules hanging under the first.
 */
export function findDuplicateNumber(lines: readonly string[], firstLine: number): Problem | null {
  const seenAt = new Map<string, number>();
  for (const [i, raw] of lines.entries()) {
    const number = numberOf(raw.trim());
    if (number === null) continue;
    const earlier = seenAt.get(number);
    if (earlier !== undefined) {
      return {
        code: 'duplicate-number',
        message: `rule ${number} appears twice, at line ${earlier} and again at line ${firstLine + i}`,
        at: `line ${firstLine + i}`,
      };
    }
    seenAt.set(number, firstLine + i);
  }
  return null;
}

/** Real credits are 6-16 lines of names and notices (2017-2026); far more means something was appended. */
const maxCreditLines = 100;
const maxCreditChars = 32 * 1024;

/** Content after the end of the document (the Credits), which a real release never has. */
function findContentAfterEnd(lines: readonly string[], creditsAt: number): Problem | null {
  const after = lines.slice(creditsAt + 1);
  const numbered = after.findIndex((l) => firstEntry.test(l) || ruleLine.test(l.trim()));
  if (numbered >= 0) {
    const line = creditsAt + 2 + numbered;
    return {
      code: 'after-end',
      message: `line ${line} holds a numbered rule after the Credits, where the document has ended`,
      at: `line ${line}`,
    };
  }
  const filled = after.filter((l) => l.trim() !== '');
  const chars = filled.reduce((n, l) => n + l.length, 0);
  if (filled.length <= maxCreditLines && chars <= maxCreditChars) return null;
  return {
    code: 'after-end',
    message:
      `the Credits (line ${creditsAt + 1}) are followed by ${filled.length} more lines (${Math.round(chars / 1024)} kB); a CR ends with ` +
      'a few dozen lines of credits, so something was appended after the end of the document',
    at: `line ${creditsAt + 1}`,
  };
}

/** Glossary blocks: a term line, then its definition; "1." / "2." lines are senses; "(Obsolete)" marks old terms. */
export function parseGlossary(lines: readonly string[]): GlossaryEntry[] {
  const blocks: string[][] = [];
  let current: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      if (current.length) blocks.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length) blocks.push(current);
  const glossary: GlossaryEntry[] = [];
  for (const [head, ...body] of blocks) {
    if (!head || body.length === 0) continue;
    const obsolete = /\s*\(obsolete\)\s*$/i.test(head);
    const term = head.replace(/\s*\(obsolete\)\s*$/i, '');
    const senses: string[] = [];
    for (const line of body) {
      const numbered = /^\d+\.\s+(.*)$/.exec(line);
      if (numbered) senses.push(numbered[1]!);
      else if (senses.length > 0 && body.some((l) => /^\d+\.\s/.test(l))) senses.push(line);
      else if (senses.length > 0) senses[senses.length - 1] += ` ${line}`;
      else senses.push(line);
    }
    glossary.push({ term, senses, obsolete });
  }
  return glossary;
}

/** A page holding some rules of the CR (Markdown, reStructuredText): its rules, no glossary, dated as its text says. */
export function rulePage(title: string, text: string, entries: RuleEntry[]): RulesDocument {
  return { title, kind: 'rule-page', effectiveDate: findLongDate(text), entries, glossary: [], references: collectReferences(entries, []) };
}

export function collectReferences(entries: readonly RuleEntry[], glossary: readonly GlossaryEntry[]): CrossReference[] {
  const references: CrossReference[] = [];
  for (const entry of entries) {
    if (entry.kind === 'section' || entry.kind === 'rule') continue;
    const text = [entry.text, ...entry.examples].join('\n');
    for (const to of findReferences(text)) if (to !== entry.number) references.push({ from: entry.number, to });
  }
  for (const g of glossary) {
    for (const to of findReferences(g.senses.join('\n'))) references.push({ from: `glossary:${g.term}`, to });
  }
  return references;
}

const firstEntry = /^\d{3}\.\d+[a-z]?\.?\s/;

/** Parses CR text (already decoded, LF line endings). */
export function parseComprehensiveRules(text: string): Result<RulesDocument, Problem> {
  const lines = text.split('\n');
  const title = lines.find((l) => l.trim() !== '')?.trim() ?? '';
  const entryAt = lines.findIndex((l) => firstEntry.test(l));
  if (entryAt < 0) return err({ code: 'not-rules', message: 'no numbered rules such as "100.1." were found' });
  // The body starts at the section and rule headings just above the first entry (the contents list is before them).
  let bodyAt = entryAt;
  // The section heading is the top: a short contents list just above it must not be read as rules.
  for (let i = entryAt - 1; i >= 0 && i >= entryAt - 6; i--) {
    if (ruleLine.test(lines[i]!.trim())) bodyAt = i;
    if (sectionLine.test(lines[i]!.trim())) {
      bodyAt = i;
      break;
    }
  }
  const glossaryAt = lines.findIndex((l, i) => i > entryAt && l.trim() === 'Glossary');
  if (glossaryAt < 0) {
    return err({ code: 'truncated', message: 'the rules stop before the Glossary: the file looks cut short', at: `line ${lines.length}` });
  }
  const creditsAt = lines.findIndex((l, i) => i > glossaryAt && l.trim() === 'Credits');
  if (creditsAt < 0) {
    return err({
      code: 'truncated',
      message: 'the Glossary is not followed by Credits: the file looks cut short',
      at: `line ${lines.length}`,
    });
  }
  const duplicate = findDuplicateNumber(lines.slice(bodyAt, glossaryAt), bodyAt + 1);
  if (duplicate !== null) return err(duplicate);
  const appended = findContentAfterEnd(lines, creditsAt);
  if (appended !== null) return err(appended);
  const entries = parseRuleLines(lines.slice(bodyAt, glossaryAt));
  const glossary = parseGlossary(lines.slice(glossaryAt + 1, creditsAt));
  const effectiveLine = lines.slice(0, bodyAt).find((l) => /effective/i.test(l)) ?? '';
  return ok({
    title,
    kind: 'comprehensive-rules',
    effectiveDate: findLongDate(effectiveLine),
    entries,
    glossary,
    references: collectReferences(entries, glossary),
  });
}
