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
 * Irregular past forms → the verb ("lost" → lose, "fought" → fight), which no stemmer joins: a question tells what
 * happened ("I lost the game", "my creature fought"), the rules mostly say what a player or object does. Not "left"
 * as a word of its own ("cards left in a library" is no leaving; it begins terms, "Leaves the Battlefield"), nor a
 * past that names a thing rather than an act ("Forgotten Trigger", "last known information").
 */
export const irregularPasts: Readonly<Record<string, string>> = Object.fromEntries(
  (
    'became:become began:begin begun:begin brought:bring came:come chose:choose chosen:choose dealt:deal drew:draw ' +
    'drawn:draw fell:fall fallen:fall fought:fight found:find flew:fly flown:fly ' +
    'gave:give given:give got:get gotten:get went:go gone:go held:hold kept:keep ' +
    'lost:lose made:make paid:pay ran:run saw:see seen:see sent:send shown:show sold:sell spent:spend ' +
    'stole:steal stolen:steal struck:strike swung:swing took:take taken:take told:tell thought:think threw:throw ' +
    'thrown:throw undid:undo won:win wore:wear worn:wear wrote:write written:write broke:break broken:break'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/**
 * The verb of an irregular past form, where the rules say the verb more often than the form ("lost": lose; not "dealt",
 * the rules' own word for damage), as the forms stemmed apart are.
 */
export function irregularBase(word: string, uses: (word: string) => number): string[] {
  const base = irregularPasts[word];
  return base !== undefined && uses(base) > uses(word) ? [base] : [];
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
