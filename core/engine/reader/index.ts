// The effect reader: Oracle wording → EffectSpec through a tokenizer and a table of templates (core/engine/reader/*).
export { abilityKindOf, classLevelBar, isKeywordLine, namedModeOf, type AbilityKind } from './abilityKind.ts';
export { oracleLines } from './abilityLines.ts';
export { describePart, summarize } from './describe.ts';
export { understoodForms } from './help.ts';
export { cardTypeOf, splitKeywordLine, subtypeOf } from './lexicon.ts';
export { parseEffectText, type ReadOptions } from './read.ts';
export { parseFilterText } from './subjects.ts';
