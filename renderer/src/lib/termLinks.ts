// Glossary terms inside a definition become links to their own entries; rule numbers stay links into the reader.
import { buildTermMatcher } from '../../../core/glossary/termMatcher.ts';
import { linkRuleNumbers, type RuleTextPiece } from './ruleLinks.ts';

export type LinkedTextPiece = RuleTextPiece | { readonly kind: 'term'; readonly text: string; readonly term: string };

/**
 * Splits text into plain runs, rule links and links to `terms` (entries the server found in it). `self` is the entry
 * being read: it takes part in the matching, so a longer phrase is not split into smaller terms, but is not linked.
 */
export function linkTermsAndRules(text: string, terms: readonly string[], self = ''): LinkedTextPiece[] {
  const matcher = buildTermMatcher([...terms, ...(self === '' ? [] : [self])].map((term) => ({ term, obsolete: false })));
  return linkRuleNumbers(text).flatMap((piece): LinkedTextPiece[] => {
    if (piece.kind !== 'text') return [piece];
    const pieces: LinkedTextPiece[] = [];
    let last = 0;
    for (const match of matcher.find(piece.text)) {
      if (match.term === self) continue;
      if (match.start > last) pieces.push({ kind: 'text', text: piece.text.slice(last, match.start) });
      pieces.push({ kind: 'term', text: piece.text.slice(match.start, match.end), term: match.term });
      last = match.end;
    }
    if (last < piece.text.length) pieces.push({ kind: 'text', text: piece.text.slice(last) });
    return pieces;
  });
}
