// Numbers written as words, as rules text and questions write them ("seven or more", "twenty one damage").
const units: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const tens: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60 };

/** The number a word (or "twenty one", "twenty-one") stands for, or null. */
export function numberWord(word: string, next?: string): { value: number; words: number } | null {
  const parts = word.split('-');
  if (parts.length === 2 && tens[parts[0]!] !== undefined && (units[parts[1]!] ?? 10) < 10)
    return { value: tens[parts[0]!]! + units[parts[1]!]!, words: 1 };
  if (tens[word] !== undefined) {
    const unit = next === undefined ? undefined : units[next];
    return unit !== undefined && unit > 0 && unit < 10 ? { value: tens[word]! + unit, words: 2 } : { value: tens[word]!, words: 1 };
  }
  return units[word] === undefined ? null : { value: units[word]!, words: 1 };
}

/** A number's name as the rules write it in prose ("one or more", "more than two"), or null past the named ones. */
const numberNames: ReadonlyMap<number, string> = new Map(Object.entries({ ...units, ...tens }).map(([name, value]) => [value, name]));
export const numberName = (value: number): string | null => numberNames.get(value) ?? null;

/** A count written in digits or as one word ("4", "four", "twenty-one"), or null. */
export const countOf = (word: string): number | null => (/^\d+$/.test(word) ? Number(word) : (numberWord(word)?.value ?? null));
