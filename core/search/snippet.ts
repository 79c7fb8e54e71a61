// Snippets: a window of the text around the first matched word, matched words wrapped in U+E000 … U+E001.

export const markStart = '\uE000';
export const markEnd = '\uE001';

/** A word without its common English ending, kept at 4+ letters: "blocking" → "block". */
function crudeStem(word: string): string {
  const stem = word.replace(/(?:ings?|ed|es|ers?|s|ly)$/, '');
  return stem.length >= 4 ? stem : word;
}

/** Does a word of the text match a query word? Prefix match on a crude stem, so "blocking" marks "blocks". */
function matches(textWord: string, queryWords: readonly string[]): boolean {
  const lower = textWord.toLowerCase().replace(/’/g, "'");
  return queryWords.some((q) => lower === q || (q.length >= 3 && lower.startsWith(crudeStem(q))));
}

export function makeSnippet(text: string, queryWords: readonly string[], width = 220): string {
  const clean = text.replace(/[\uE000\uE001]/g, '').replace(/\s+/g, ' ').trim();
  const tokens = [...clean.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’/-]*/gu)];
  const first = tokens.find((t) => matches(t[0], queryWords));
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
  const marked = window.replace(/[\p{L}\p{N}][\p{L}\p{N}'’/-]*/gu, (w) => (matches(w, queryWords) ? `${markStart}${w}${markEnd}` : w));
  return `${start > 0 ? '…' : ''}${marked}${end < clean.length ? '…' : ''}`;
}
