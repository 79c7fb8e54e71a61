// Layer 3 (612): text-changing effects that replace every instance of one color word, basic land type or creature
// type in an object's text with another (Sleight of Mind, Magical Hack, Mind Bend, Artificial Evolution).
import { err, ok, type Problem, type Result } from '../result.ts';
import type { SubtypeKind, TypeCatalog } from '../types/model.ts';
import { escapeRegExp, textKey } from '../text/index.ts';
import type { Ability, Characteristics, TextWordKind } from './model.ts';
import { colorOrder } from './model.ts';

/** One replacement, chosen as the effect resolved: every instance of `from` becomes `to`, both of `kind`. */
export interface TextSwap {
  readonly kind: TextWordKind;
  readonly from: string;
  readonly to: string;
}

export const textWordNames: Readonly<Record<TextWordKind, string>> = {
  color: 'color word',
  basicLandType: 'basic land type',
  creatureType: 'creature type',
};

const fail = (code: string, message: string): Result<never, Problem> => err({ code, message, at: 'chosen' });

/** The word as its kind spells it ("swamp" → "Swamp"), or null when it is not one of that kind. */
function wordOfKind(word: string, kind: TextWordKind, catalog: TypeCatalog): string | null {
  const key = textKey(word);
  const list = kind === 'color' ? colorOrder : kind === 'basicLandType' ? catalog.basicLandTypes : catalog.subtypes.creature;
  return list.find((item) => textKey(item) === key) ?? null;
}

/**
 * Reads the effect's `chosen` ("black → white", "Swamp to Island", "Goblin with Elf") as a swap of one of `kinds`;
 * `forbidden` are the words the new one can't be (Artificial Evolution: "The new creature type can't be Wall").
 */
export function readTextSwap(
  chosen: string | null,
  kinds: readonly TextWordKind[],
  forbidden: readonly string[],
  catalog: TypeCatalog,
): Result<TextSwap> {
  const wanted = kinds.map((kind) => `one ${textWordNames[kind]}`).join(' or ');
  if (chosen === null)
    return fail(
      'missing-text-choice',
      `the text change needs the words chosen in "chosen", such as "black → white": ${wanted} with another`,
    );
  const pair = /^\s*(.+?)\s*(?:→|->|=>|\bto\b|\bwith\b)\s*(.+?)\s*$/i.exec(chosen);
  if (pair === null) return fail('text-choice-form', `"${chosen}" is not a choice such as "black → white" or "Swamp to Island"`);
  for (const kind of kinds) {
    const from = wordOfKind(pair[1]!, kind, catalog);
    const to = wordOfKind(pair[2]!, kind, catalog);
    if (from === null || to === null) continue;
    if (forbidden.some((word) => textKey(word) === textKey(to)))
      return fail('text-choice-forbidden', `the new ${textWordNames[kind]} can't be ${to}`);
    return ok({ kind, from, to });
  }
  return fail('text-choice-word', `"${chosen}" does not replace ${wanted} with another of the same kind`);
}

const subtypeKind: Readonly<Record<TextWordKind, SubtypeKind | null>> = { color: null, basicLandType: 'land', creatureType: 'creature' };

function plural(word: string): string {
  if (/s$/i.test(word)) return word; // Plains
  if (/(ch|sh|x|z)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/[^f]f$/i.test(word)) return `${word.slice(0, -1)}ves`; // Elf → Elves, Wolf → Wolves
  return `${word}s`;
}

/** Keeps the case the text used: "Black" at a sentence's start stays capitalised, "swampwalk" stays lower case. */
function inCaseOf(model: string, word: string): string {
  if (model === model.toUpperCase() && model.length > 1) return word.toUpperCase();
  return /^[A-Z]/.test(model) ? word[0]!.toUpperCase() + word.slice(1) : word[0]!.toLowerCase() + word.slice(1);
}

/**
 * The text with `swap` made (612.2): the word, its plural, "non-" and landwalk/landcycling forms; never inside the
 * object's own name; "a"/"an" before the new word follow its first sound.
 */
export function swapText(text: string, swap: TextSwap, name: string): string {
  const masked = name.trim() === '' ? text : text.split(name).join('\u0000');
  const forms = new Map([
    [textKey(plural(swap.from)), plural(swap.to)],
    [textKey(swap.from), swap.to],
  ]);
  const pattern = new RegExp(`\\b(non-?)?(${[...forms.keys()].map(escapeRegExp).join('|')})(walk|cycling)?\\b`, 'gi');
  let changed = masked.replace(pattern, (_whole, non: string | undefined, word: string, suffix: string | undefined) => {
    return `${non ?? ''}${inCaseOf(word, forms.get(textKey(word))!)}${suffix ?? ''}`;
  });
  if (changed === masked) return text;
  changed = changed.replace(
    new RegExp(`\\b([Aa])n? (${escapeRegExp(swap.to)})\\b`, 'g'),
    (_whole, a: string, word: string) => `${a}${/^[aeiou]/i.test(word) ? 'n' : ''} ${word}`,
  );
  return changed.split('\u0000').join(name);
}

/**
 * An object's characteristics after the swap: its type line's subtypes and the abilities of its own rules text or
 * copy effects (612.1); abilities granted by effects and intrinsic ones are not text (612.3); colors are not words.
 */
export function applyTextSwap(chars: Characteristics, swap: TextSwap): Characteristics {
  const kind = subtypeKind[swap.kind];
  const subtypes =
    kind === null || !chars.subtypes.some((subtype) => subtype.kind === kind && subtype.name === swap.from)
      ? chars.subtypes
      : chars.subtypes.flatMap((subtype) => {
          if (subtype.kind !== kind || subtype.name !== swap.from) return [subtype];
          return chars.subtypes.some((other) => other.kind === kind && other.name === swap.to) ? [] : [{ kind, name: swap.to }];
        });
  let abilitiesChanged = false;
  const abilities = chars.abilities.map((ability): Ability => {
    if (ability.origin === 'granted' || ability.origin === 'intrinsic') return ability;
    const text = swapText(ability.text, swap, chars.name);
    if (text === ability.text) return ability;
    abilitiesChanged = true;
    return { ...ability, text };
  });
  if (subtypes === chars.subtypes && !abilitiesChanged) return chars;
  return { ...chars, subtypes, abilities: abilitiesChanged ? abilities : chars.abilities };
}
