// Cross-references in rule text: "rule 704.5j", "rules 301.5a–d", "rules 702.1 and 702.2", "section 7", "See rule 613".
import { letterRange } from './numbers.ts';

const ruleNumber = String.raw`\d{3}(?:\.\d+[a-z]?)?`;
const rangeTail = String.raw`(?:\s*[–—-]\s*(?:${ruleNumber}|[a-z]\b))?`;
const item = String.raw`${ruleNumber}${rangeTail}`;
const ruleList = new RegExp(String.raw`\brules?\s+(${item}(?:(?:,\s*|,?\s+(?:and|or|through)\s+)${item})*)`, 'gi');
const sectionRef = /\bsections?\s+(\d)\b/gi;
const itemPattern = new RegExp(item, 'g');
/** Numeric ranges wider than this are not expanded (they are prose, not lists). */
const maxRangeSize = 40;

/** The rule numbers one item names: "704.5j", or a range expanded ("301.5a–d", "613.1d-613.1f", "702.1-702.3"). */
export function expandItem(text: string): string[] {
  const [start, end] = text.split(/\s*[–—-]\s*/) as [string, string | undefined];
  if (end === undefined) return [start];
  const startMatch = /^(\d{3}(?:\.\d+)?)([a-z]?)$/.exec(start);
  if (!startMatch) return [start];
  const [, stem, letter] = startMatch as unknown as [string, string, string];
  if (/^[a-z]$/.test(end)) return letter ? letterRange(letter, end).map((l) => stem + l) : [start];
  const endMatch = /^(\d{3}(?:\.\d+)?)([a-z]?)$/.exec(end);
  if (!endMatch) return [start];
  const endStem = endMatch[1]!;
  const endLetter = endMatch[2]!;
  if (letter && endLetter && stem === endStem) return letterRange(letter, endLetter).map((l) => stem + l);
  const a = stem.split('.');
  const b = endStem.split('.');
  if (!letter && !endLetter && a.length === b.length && a.slice(0, -1).join('.') === b.slice(0, -1).join('.')) {
    const from = Number(a.at(-1));
    const to = Number(b.at(-1));
    if (to >= from && to - from <= maxRangeSize) {
      const prefix = a.length > 1 ? `${a[0]}.` : '';
      return Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
    }
  }
  return [start, end];
}

/** Every rule or section number the text cites, ranges expanded, in order of first mention, without duplicates. */
export function findReferences(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(ruleList)) {
    for (const one of match[1]!.matchAll(itemPattern)) for (const n of expandItem(one[0])) found.add(n);
  }
  for (const match of text.matchAll(sectionRef)) found.add(match[1]!);
  return [...found];
}
