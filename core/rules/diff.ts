// Two versions of a rule, word by word: what a judge needs to see when a rule's text changed between CR releases.
import { diffArrays } from 'diff';

export interface DiffPart {
  readonly kind: 'same' | 'removed' | 'added';
  readonly text: string;
}

/** Words and the spaces after them, so joining the parts gives the text back. */
const tokensOf = (text: string): string[] => text.match(/\S+\s*|\s+/g) ?? [];

/** Quotes, dashes and spacing as one style, so 2017's straight quotes do not count as changes. */
const comparable = (token: string): string => token.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').trim();

/** Longest inputs compared word by word; beyond it the texts are shown as removed and added whole. */
export const maxDiffWords = 4000;

/** The parts of `after` against `before`: unchanged runs, then what was removed and what was added, in text order. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokensOf(before);
  const b = tokensOf(after);
  if (a.length > maxDiffWords || b.length > maxDiffWords)
    return [...(before ? [{ kind: 'removed' as const, text: before }] : []), ...(after ? [{ kind: 'added' as const, text: after }] : [])];
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  // jsdiff (Myers) over the comparable forms; each change's count walks the original words, "same" in the new spelling
  for (const change of diffArrays(a.map(comparable), b.map(comparable))) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const words = kind === 'removed' ? a.slice(i, i + change.count) : b.slice(j, j + change.count);
    if (kind !== 'added') i += change.count;
    if (kind !== 'removed') j += change.count;
    const last = parts.at(-1);
    if (last?.kind === kind) parts[parts.length - 1] = { kind, text: last.text + words.join('') };
    else parts.push({ kind, text: words.join('') });
  }
  return parts;
}
