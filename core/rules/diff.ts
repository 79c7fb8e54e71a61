// Two versions of a rule, word by word: what a judge needs to see when a rule's text changed between CR releases.

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
  const ka = a.map(comparable);
  const kb = b.map(comparable);
  // lengths[i][j]: the longest common run of a[i..] and b[j..] (LCS by dynamic programming, one row per word of a)
  const lengths: Uint16Array[] = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] = ka[i] === kb[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string): void => {
    const last = parts.at(-1);
    if (last?.kind === kind) parts[parts.length - 1] = { kind, text: last.text + text };
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (ka[i] === kb[j]) {
      push('same', b[j]!);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) push('removed', a[i++]!);
    else push('added', b[j++]!);
  }
  while (i < a.length) push('removed', a[i++]!);
  while (j < b.length) push('added', b[j++]!);
  return parts;
}
