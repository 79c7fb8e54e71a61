// The order of a glossary entry's rules, in the reader and on the command line.
import type { RuleLink } from '../contract.ts';
import { compareRuleNumbers } from '../rules/numbers.ts';

/** A glossary entry's "rules that use this term": the ones its definition cites first, each group by rule number. */
export function orderUsedBy(usedBy: readonly RuleLink[], cited: readonly RuleLink[]): { link: RuleLink; cited: boolean }[] {
  const citedNumbers = new Set(cited.map((link) => link.number));
  return usedBy
    .map((link) => ({ link, cited: citedNumbers.has(link.number) }))
    .sort((a, b) => Number(b.cited) - Number(a.cited) || compareRuleNumbers(a.link.number, b.link.number));
}
