// Rule numbers inside rule text ("see rule 613.1d", "rules 702.6 and 702.60") become links into the reader.

export type RuleTextPiece =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'rule'; readonly text: string; readonly number: string };

// CR numbering (CR 100.1): a three-digit rule, optionally ".N" and a letter for subrules; a trailing period ends
// the sentence and is not part of the number. Sections (1–9) are not linked: a bare digit is too often a count.
const ruleNumber = /(?<![\w.])(\d{3})(\.\d+[a-z]?)?(?![\d]|\.\d|[a-z])/g;

export function linkRuleNumbers(text: string): RuleTextPiece[] {
  const pieces: RuleTextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(ruleNumber)) {
    const section = Number(match[1]);
    if (section < 100 || section > 999) continue;
    const start = match.index;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'rule', text: match[0], number: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}
