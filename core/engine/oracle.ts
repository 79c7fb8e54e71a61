// The effect reader moved to core/engine/reader/ (a tokenizer and a grammar); these names stay for existing importers.
export { describePart, parseEffectText, parseFilterText, splitKeywordLine, subtypeOf, understoodForms } from './reader/index.ts';
export type { ReadOptions } from './reader/index.ts';
