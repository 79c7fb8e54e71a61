// How type words are compared: the CR prints curly apostrophes ("Urza’s"), players type straight ones.

/** A comparison key for a type word or phrase: lower case, one kind of apostrophe, single spaces. */
export function wordKey(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02BC\u0060\u00B4]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** "artifact" → "Artifact"; "time lord" → "Time Lord": how the CR's lower-case lists read on a type line. */
export function capitalizeWords(text: string): string {
  return text
    .split(' ')
    .map((word) => (word === '' ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');
}
