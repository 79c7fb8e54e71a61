// Rule numbers in the order the rules print them: 100.2 before 100.10, 702.6 before 702.60, 704.5 before 704.5a.
import type { RuleLink } from '../../../core/contract.ts';

const parts = (number: string): (string | number)[] =>
  (number.match(/\d+|[a-z]+/gi) ?? []).map((part) => (/^\d/.test(part) ? Number(part) : part.toLowerCase()));

export function compareRuleNumbers(a: string, b: string): number {
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const [x, y] = [left[i]!, right[i]!];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (typeof x === 'number') return -1; // "704.5" parts before a subrule letter
    if (typeof y === 'number') return 1;
    return x < y ? -1 : 1;
  }
  return left.length - right.length || a.localeCompare(b);
}

/** A glossary entry's "rules that use this term": the ones its definition cites first, each group by rule number. */
export function orderUsedBy(usedBy: readonly RuleLink[], cited: readonly RuleLink[]): { link: RuleLink; cited: boolean }[] {
  const citedNumbers = new Set(cited.map((link) => link.number));
  return usedBy
    .map((link) => ({ link, cited: citedNumbers.has(link.number) }))
    .sort((a, b) => Number(b.cited) - Number(a.cited) || compareRuleNumbers(a.link.number, b.link.number));
}
