// Snippets: a window of the text around the first matched word, matched words wrapped in U+E000 … U+E001.

export const markStart = '\uE000';
export const markEnd = '\uE001';

/** A word without its common English ending, kept at 4+ letters: "blocking" → "block". */
function crudeStem(word: string): string {
  const stem = word.replace(/(?:ings?|ed|es|ers?|s|ly)$/, '');
  return stem.length >= 4 ? stem : word;
}

/** A test for words of the text matching a query word: prefix match on a crude stem, so "blocking" marks "blocks". */
function matcher(queryWords: readonly string[]): (textWord: string) => boolean {
  const exact = new Set(queryWords);
  const stems = queryWords.filter((q) => q.length >= 3).map(crudeStem);
  return (textWord) => {
    const lower = textWord.toLowerCase().replace(/’/g, "'");
    return exact.has(lower) || stems.some((stem) => lower.startsWith(stem));
  };
}

export function makeSnippet(text: string, queryWords: readonly string[], width = 220): string {
  const clean = text.replace(/[\uE000\uE001]/g, '').replace(/\s+/g, ' ').trim();
  const matches = matcher(queryWords);
  let first: RegExpExecArray | undefined;
  for (const token of clean.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’/-]*/gu)) {
    if (matches(token[0])) {
      first = token;
      break;
    }
  }
  let start = 0;
  if (first && first.index! > width / 3) {
    start = clean.lastIndexOf(' ', first.index! - Math.floor(width / 4)) + 1;
  }
  let end = Math.min(clean.length, start + width);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const window = clean.slice(start, end);
  const marked = window.replace(/[\p{L}\p{N}][\p{L}\p{N}'’/-]*/gu, (w) => (matches(w) ? `${markStart}${w}${markEnd}` : w));
  return `${start > 0 ? '…' : ''}${marked}${end < clean.length ? '…' : ''}`;
}
