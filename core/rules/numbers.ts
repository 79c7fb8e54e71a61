// Rule numbers: "704.5j", sections "7", rules "704"; subrule letters skip l and o (CR introduction).

/** Subrule letters in order; "l" and "o" are never used (see the CR's introduction). */
export const subruleLetters = 'abcdefghijkmnpqrstuvwxyz'.split('');

/** A rule number with nothing around it: "1", "100", "100.1", "100.1a". */
export const ruleNumberPattern = /^(?:\d|\d{3}(?:\.\d+[a-z]?)?)$/;

/** The entry a number belongs to: 100.1a → 100.1 → 100 → 1. */
export function parentOf(number: string): string | null {
  const lettered = /^(\d{3}\.\d+)[a-z]$/.exec(number);
  if (lettered) return lettered[1]!;
  const dotted = /^(\d{3})\.\d+$/.exec(number);
  if (dotted) return dotted[1]!;
  if (/^\d{3}$/.test(number)) return number[0]!;
  return null;
}

/** Letters from `from` to `to` inclusive, skipping l and o; empty when the range is backwards or unknown. */
export function letterRange(from: string, to: string): string[] {
  const a = subruleLetters.indexOf(from);
  const b = subruleLetters.indexOf(to);
  return a < 0 || b < a ? [] : subruleLetters.slice(a, b + 1);
}

const orderParts = (number: string): (string | number)[] =>
  (number.match(/\d+|[a-z]+/gi) ?? []).map((part) => (/^\d/.test(part) ? Number(part) : part.toLowerCase()));

/**
 * Rule numbers in the order the rules print them: 100.2 before 100.10, 702.6 before 702.60, 704.5 before 704.5a;
 * article sections likewise (§2.1 before §10.1). Written out rather than with a locale's numeric collation, whose
 * first use costs milliseconds and each later one microseconds: search orders its results with it.
 */
export function compareRuleNumbers(a: string, b: string): number {
  const [left, right] = [orderParts(a), orderParts(b)];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const [x, y] = [left[i]!, right[i]!];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (typeof x === 'number') return -1; // "704.5" parts before a subrule letter
    if (typeof y === 'number') return 1;
    return x < y ? -1 : 1;
  }
  return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * A titled rule's first subrule ("725" → "725.1", "702.19" → "702.19a"): a heading says only a name, and the CR states
 * what the name means in the first rule under it. A section's is the first rule of its general rule ("4" → "400.1").
 */
export const firstSubrule = (number: string): string | null =>
  /^\d$/.test(number) ? `${number}00.1` : /^\d+$/.test(number) ? `${number}.1` : /^\d+\.\d+$/.test(number) ? `${number}a` : null;
