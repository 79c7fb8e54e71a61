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
