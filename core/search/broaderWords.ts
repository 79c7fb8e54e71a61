// Words that say more broadly what a query word asks about, read by the features only.
import { termForm, type TermDictionary } from './terms.ts';

/** The permanent types (110.4): a rule about permanents answers a question about creatures or lands. */
const permanentType = /^(?:creature|artifact|enchantment|land|planeswalker|battle)s?$/;

/**
 * Words that also say what a query word asks about, only as the features read it (full text is not widened: each
 * of these is common): a permanent type is a permanent, an opponent a player (102.2), and a verb is met by its agent
 * noun when the CR defines that noun ("who owns" → Owner, "controls" → Controller).
 */
export function broaderWords(word: string, terms: TermDictionary): string[] {
  const broader = [];
  if (permanentType.test(word)) broader.push('permanent');
  if (/^opponents?$/.test(word)) broader.push('player');
  const base = word.replace(/(?:s|ed|ing)$/, '');
  const agent = [`${base}er`, `${base}${base.at(-1)}er`].find((noun) => noun !== word && terms.byKey.has(termForm(noun)));
  if (base.length >= 3 && agent) broader.push(agent);
  return broader;
}
