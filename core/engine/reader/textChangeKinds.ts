// Which words a text-changing effect replaces (612.2): "one color word with another", "one basic land type with
// another", "one creature type with another", or a choice of them ("… one color word with another or one basic land
// type with another", Sleight of Mind and Magical Hack in one).
import { err, ok } from '../../result.ts';
import type { EffectPart, TextWordKind } from '../model.ts';
import { refusal } from './refusal.ts';
import type { Read, ReadContext } from './subjects.ts';
import { keysOf, splitSpan, textOf, type Span } from './tokens.ts';

const textWordKinds: Readonly<Record<string, TextWordKind>> = {
  'one color word with another': 'color',
  'one basic land type with another': 'basicLandType',
  'one creature type with another': 'creatureType',
};

/** The text change that "by replacing all instances of <words>" says (612), its forbidden words not yet read. */
export function readTextChangeKinds(wordsSpan: Span, context: ReadContext): Read<EffectPart & { op: 'text' }> {
  const kinds: TextWordKind[] = [];
  const choices = splitSpan(wordsSpan, (token, i) => token.key === 'or' && wordsSpan[i + 1]?.key === 'one');
  for (const choice of choices) {
    const words = choice.filter((token) => token.key !== ',');
    const kind = textWordKinds[keysOf(words)];
    if (kind === undefined)
      return err(
        refusal(
          'text-change',
          `"${textOf(words, context.sentence)}" is not one of ${Object.keys(textWordKinds)
            .map((k) => `"${k}"`)
            .join(', ')}`,
          words,
          context,
        ),
      );
    kinds.push(kind);
  }
  return ok({ op: 'text', kinds, forbidden: [] });
}
