// How text is compared everywhere: the CR prints curly quotes and apostrophes ("Urza’s"), players type straight
// ones; card names carry accents ("Lim-Dûl") that a judge may not type.

/** Apostrophe look-alikes: right/left single quotes, modifier letter apostrophe, grave and acute accents. */
const apostrophes = /[\u2018\u2019\u02BC\u0060\u00B4]/g;
const doubleQuotes = /[\u201C\u201D\u201E\u00AB\u00BB]/g;

/** The text in NFC with one kind of apostrophe and double quote, single spaces, no leading or trailing space. */
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(apostrophes, "'").replace(doubleQuotes, '"').replace(/\s+/g, ' ').trim();
}

/** A comparison key for a word, name or phrase: normalized and lower case ("Urza’s  Tower" → "urza's tower"). */
export function textKey(text: string): string {
  return normalizeText(text).toLowerCase();
}

/** Letters without their accents and ligatures spelled out: "Lim-Dûl" → "Lim-Dul", "Æther" → "AEther". */
export function foldAccents(text: string): string {
  return text
    .replace(/Æ/g, 'AE')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/** "artifact" → "Artifact"; "time lord" → "Time Lord": how the CR's lower-case lists read on a type line. */
export function capitalizeWords(text: string): string {
  return text
    .split(' ')
    .map((word) => (word === '' ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A text as a regular expression matching it literally ("{T}" → "\\{T\\}"), for patterns built from names and words. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
