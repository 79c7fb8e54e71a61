// The text toolkit: normalising, splitting into words, stemming and comparing with typos. Every part of Arbiter
// that compares words uses these, so a word matches the same way in search, the glossary, types and the engine.
export { capitalizeWords, escapeRegExp, foldAccents, normalizeText, textKey } from './normalize.ts';
export { eachWord, stem, stemsOf, wordSpans, wordsOf, type WordSpan } from './words.ts';
export { editDistance, nearestWithin } from './distance.ts';
export { firstAtOrAfter, wordsStartingWith } from './sortedWords.ts';
export { countOf, numberName, numberWord } from './numbers.ts';
