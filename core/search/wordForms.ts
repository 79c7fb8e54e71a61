// The forms of a word a question may type and the rules may write otherwise: its regular inflections, the forms
// Porter's stemmer parts from it, and the noun in -ion the rules use for a verb.
import { stem } from '../text/index.ts';

/**
 * A word's regular inflections, so that the tense a judge types meets its entry: "fizzle" → fizzles, fizzled, fizzling;
 * "die" → dies, died, dying; "block" → blocks, blocked, blocking. Forms no one types ("etbing") are harmless.
 */
export function inflections(word: string): string[] {
  // an -ing form has a vowel before its ending ("going", "dying"): "ping", "swing" and "bring" are base forms
  if (!/^[a-z]{3,}$/.test(word) || /(?:s|ed|[aeiouy][^aeiouy]*ing)$/.test(word)) return [];
  const base = word.endsWith('ie') ? `${word.slice(0, -2)}y` : word.endsWith('e') ? word.slice(0, -1) : word;
  // a short word ending consonant, vowel, consonant doubles its last letter: "hit" → "hitting", "sac" → "sacced"
  const doubles = /^[a-z]?[^aeiou][aeiou][b-df-hj-np-tvz]$/.test(word);
  const stemmed = doubles ? `${word}${word.at(-1)}` : base;
  return [`${word}s`, word.endsWith('e') ? `${word}d` : `${doubles ? stemmed : word}ed`, `${stemmed}ing`];
}

/**
 * The other forms of a verb that Porter's stemmer parts from `word` and that the rules use (`uses`): "sacrificed" and
 * "sacrificing" stem to "sacrif", "sacrifice" and "sacrifices" to "sacrific"; "referenced" and "reference" likewise.
 * Only a base of four letters or more: "dies" is kept apart from "die", which is also rolled.
 */
export function formsStemmedApart(word: string, uses: (word: string) => number): string[] {
  const root = /^([a-z]{3,}?)(?:ing|ed|es|s)$/.exec(word)?.[1];
  const bases = root === undefined ? [word] : [root, `${root}e`, root.replace(/([b-df-hj-np-tv-z])\1$/, '$1')];
  const family = new Set<string>();
  for (const base of bases) {
    const forms = [base, ...inflections(base)];
    if (base.length >= 4 && uses(base) > 0 && forms.includes(word)) for (const form of forms) family.add(form);
  }
  return [...family].filter((form) => form !== word && stem(form) !== stem(word) && uses(form) > 0);
}

/**
 * The noun in -ion the rules use for a verb a question says, which Porter stems apart: "resolved" meets "the
 * resolution of a spell", "destroyed" "destruction", "applies" "application" (not "activated" and "activation", which
 * Porter already stems alike). Not a noun that names a CR term itself
 * (`isTerm`: "protect" is no Protection), nor from a verb shorter than six letters ("add" is no "addition").
 */
export function nounsInIon(word: string, uses: (word: string) => number, isTerm: (word: string) => boolean): string[] {
  if (word.length < 6) return [];
  const root = /^([a-z]{4,}?)(?:ing|ed|es|s|e)?$/.exec(word)?.[1];
  if (root === undefined) return [];
  const nouns = [
    `${root}ion`,
    `${root}ation`,
    root.replace(/v$/, 'ution'),
    root.replace(/i$|y$/, 'ication'),
    root.replace(/oy$/, 'uction'),
    root.replace(/uc$/, 'uction'),
    root.replace(/ib$/, 'iption'),
  ];
  return [...new Set(nouns)].filter((noun) => noun !== root && stem(noun) !== stem(word) && uses(noun) > 0 && !isTerm(noun));
}
