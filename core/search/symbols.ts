// Symbols in braces ("{T}", "{C}", "{W/P}") as one imported document names them: a judge types the symbol, the
// rules say what it is called ("The tap symbol is {T}", "the Phyrexian mana symbols {W/P}, {U/P}, …"), and search
// reads the symbol as those words. Read from each document, never written here (107.4 and its like are numbered
// differently from one CR to another).

/** Symbol ("{T}", upper case) → the words the document calls it by ("tap symbol"). */
export type SymbolNames = ReadonlyMap<string, string>;

/** Up to three words, then "symbol(s)", an optional "is"/"are", and one symbol or a list of them. */
const naming =
  /((?:[A-Za-z][A-Za-z-]*\s+){1,3})symbols?\s+(?:(?:is|are)\s+)?(\{[^{}\s]+\}(?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\{[^{}\s]+\})*)/g;
/** Words that begin a name's phrase rather than belong to it ("The tap symbol", "and the hybrid symbols"). */
const lead = new Set(['the', 'a', 'an', 'and', 'or', 'each', 'its', 'their', 'with', 'of', 'in', 'to', 'by']);

/**
 * The names a document gives its symbols, from texts in document order. A symbol named alone ("the colorless mana
 * symbol {C}") keeps that name over a list naming it with others ("The mana symbols are {W}, …, and {C}"); otherwise
 * the first name found stands.
 */
export function symbolNames(texts: Iterable<string>): SymbolNames {
  const alone = new Map<string, string>();
  const listed = new Map<string, string>();
  for (const text of texts) {
    if (!text.includes('{')) continue;
    for (const [, before, list] of text.matchAll(naming)) {
      const words = before!.trim().split(/\s+/);
      const start = words.findLastIndex((w) => lead.has(w.toLowerCase())) + 1;
      if (start >= words.length) continue; // "the symbol {0}": no name beside the word
      const name = [...words.slice(start), 'symbol'].join(' ').toLowerCase();
      const symbols = list!.match(/\{[^{}\s]+\}/g)!.map((s) => s.toUpperCase());
      const into = symbols.length === 1 ? alone : listed;
      for (const symbol of symbols) if (!into.has(symbol)) into.set(symbol, name);
    }
  }
  return new Map([...listed, ...alone]);
}

const braced = /\{[^{}\s]{1,12}\}/g;

/** The query with each symbol the document names read as its name ("{T}: add {C}" → "tap symbol: add colorless mana symbol"). */
export function readSymbols(query: string, names: SymbolNames): string {
  if (!query.includes('{') || names.size === 0) return query;
  return query.replace(braced, (symbol) => {
    // A number in braces is an amount of generic mana ("costs {1} more", "ward {4}"): its count is what is asked.
    if (/^\{\d+\}$/.test(symbol)) return symbol;
    const name = names.get(symbol.toUpperCase());
    return name === undefined ? symbol : ` ${name} `;
  });
}
