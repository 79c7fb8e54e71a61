// A rule as the reader shows it (the rule and its subrules), as one text to compare with another version of it.
import type { RuleView } from '../../../core/contract.ts';
import { wordDiff, type DiffPart } from '../../../core/rules/diff.ts';

export function shownText(view: RuleView): string {
  return [`${view.number} ${view.text}`, ...view.children.map(shownText)].join('\n');
}

/** What changed from `from` to `to`, word by word. */
export function ruleChanges(from: RuleView, to: RuleView): DiffPart[] {
  return wordDiff(shownText(from), shownText(to));
}
