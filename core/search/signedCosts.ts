// Loyalty abilities named by their cost, as judges and players name them ("+1 Liliana").

/**
 * A signed number alone, not a P/T change ("+1 Liliana", "can I −2 her", "+X"): how judges and players name a loyalty
 * ability, by its cost. "+1/+1" and "-1/-1" are P/T, "-3 life" a life total: neither is read so.
 */
const signedCost = /(?<![\p{L}\p{N}/+\-−–])([+\-−–])(\d{1,2}|x)(?![\p{L}\p{N}/])(?!\s+(?:life|damage|power|toughness)\b)/gu;

/** The signed costs a text says ("+1", "-x"), each without its sign. */
export function signedCostsIn(text: string): string[] {
  return signedCosts(text).map((cost) => cost.count);
}

/**
 * The signed costs a text says, each as its count and whether its sign is a minus; the text is tested first for a sign
 * before a digit or X, which most questions lack.
 */
export function signedCosts(text: string): { readonly count: string; readonly negative: boolean }[] {
  return /[+\-−–][\dx]/i.test(text) ? [...text.matchAll(signedCost)].map((m) => ({ count: m[2]!, negative: m[1] !== '+' })) : [];
}

/** "down to -1", "at -3 life", "is -2": a minus number said as what a value comes to, not a loyalty cost. */
const negativeValue = /\b(to|at|is|was|were|be|becomes?|became) [-−–]\d{1,3}(?![\p{L}\p{N}/])/giu;

/**
 * The text with each value said below zero ("my life went down to -1") said as the words the rules' wording is read
 * from ("below 0": a value of "0 or less", core/search/wordings.ts), so that the count is no loyalty cost.
 */
export const negativeValuesWorded = (text: string): string => (/[-−–]\d/.test(text) ? text.replace(negativeValue, '$1 below 0') : text);

/** The CR terms a signed cost stands for. */
export const signedCostTerms: readonly string[] = ['loyalty ability'];

/** What a signed cost stands for: a loyalty ability, and a minus one's cost the rules call "negative" (606.6). */
export const signedCostMeaning = (negative: boolean): string[] => (negative ? [...signedCostTerms, 'negative'] : [...signedCostTerms]);
