// How two versions of a text are compared when aligning releases: one style of quotes, dashes and spacing; rule
// numbers masked (a cross-reference that follows a renumbering is not a different text); Dice over word sets.
import { normalizeText, wordsOf } from '../text/index.ts';

/** A rule number as cited in rules text: "702.26", "702.26b"; bare three-digit numbers only after "rule(s)". */
const citedNumber = /\b\d{3}\.\d+[a-z]?\b|(?<=\brules?\s+)\d{3}\b/g;

/** Quotes, dashes and spacing as one style: 2017's straight quotes and hyphens read like 2026's curly ones and dashes. */
export function comparableText(text: string): string {
  return normalizeText(text).replace(/[–—]/g, '-');
}

/** The alignment key: comparable text with every cited rule number masked. */
export function contentKey(text: string): string {
  return maskNumbers(comparableText(text));
}

/** Every cited rule number masked (on text already comparable). */
export function maskNumbers(text: string): string {
  return text.replace(citedNumber, '#');
}

/** The text with every cited rule number mapped (older number → newer), for telling real edits from followed renumberings. */
export function mapCitedNumbers(text: string, mapping: ReadonlyMap<string, string>): string {
  return text.replace(citedNumber, (number) => mapping.get(number) ?? number);
}

/** The distinct words of a text (cited rule numbers are dropped when the text is a contentKey). */
export function wordSet(text: string): Set<string> {
  return new Set(wordsOf(text));
}

/** Dice coefficient of two word sets: 2|A∩B| / (|A|+|B|), 1 for equal sets, 0 for disjoint ones. */
export function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const word of small) if (large.has(word)) shared++;
  return (2 * shared) / (a.size + b.size);
}
