// Oracle text cut into plain runs and links (a keyword to its rule, a term to its glossary entry), from the card
// page's rule links (their offsets in the text), so the view can render them without parsing anything itself.
import type { RuleLink } from '../../../core/cards/page.ts';

export type OraclePiece =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'rule'; readonly text: string; readonly rule: string; readonly title: string }
  | { readonly kind: 'glossary'; readonly text: string; readonly term: string };

/** Pieces in text order; links that overlap an earlier one or fall outside the text are left out. */
export function oraclePieces(text: string, links: readonly RuleLink[]): OraclePiece[] {
  const pieces: OraclePiece[] = [];
  let at = 0;
  for (const link of [...links].sort((a, b) => a.start - b.start)) {
    if (link.start < at || link.end > text.length || link.end <= link.start) continue;
    if (link.start > at) pieces.push({ kind: 'text', text: text.slice(at, link.start) });
    const words = text.slice(link.start, link.end);
    if (link.rule !== undefined) pieces.push({ kind: 'rule', text: words, rule: link.rule, title: link.title ?? words });
    else if (link.glossary !== undefined) pieces.push({ kind: 'glossary', text: words, term: link.glossary });
    else pieces.push({ kind: 'text', text: words });
    at = link.end;
  }
  if (at < text.length) pieces.push({ kind: 'text', text: text.slice(at) });
  return pieces;
}

/** The pieces of each line of the text (one Oracle ability per line), each link kept on the line it stands on. */
export function oracleLines(text: string, links: readonly RuleLink[]): OraclePiece[][] {
  let offset = 0;
  return text.split('\n').map((line) => {
    const start = offset;
    offset += line.length + 1;
    const own = links
      .filter((link) => link.start >= start && link.end <= start + line.length)
      .map((link) => ({ ...link, start: link.start - start, end: link.end - start }));
    return oraclePieces(line, own);
  });
}
