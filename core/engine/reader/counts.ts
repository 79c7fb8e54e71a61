// Counts in effect wording: "for each artifact you control", "the number of Swamps you control", "X, where X is …",
// counters on an object, a measure among permanents (colors, basic land types, greatest mana value), and the objects
// that share a creature type with another. Counted on the board when they count permanents; else the judge's value.
import type { Count, CountMeasure } from '../model.ts';
import { readFilter, type ReadContext } from './subjects.ts';
import { keysOf, textOf, type Span, type Token } from './tokens.ts';

/** The key a judge's value is looked up by: "the number of Swamps you control" and "Swamps you control" are one. */
export const countKey = (words: string): string =>
  words
    .toLowerCase()
    .replace(/^(for each |(the )?number of )/, '')
    .replace(/[.\s]+$/, '')
    .trim();

/** "charge counter on this artifact", "loyalty counters on it": counters of one kind on the source or on each object affected. */
const countersOn = /^([a-z'-]+) counters? on (it|this [a-z]+|~)$/;

/** "color among permanents you control", "basic land types among lands you control", "the greatest mana value among …". */
const measures: readonly [RegExp, CountMeasure][] = [
  [/^(?:different )?colors? among /, 'colors'],
  [/^basic land types? among /, 'basicLandTypes'],
  [/^the greatest mana value among /, 'greatestManaValue'],
  [/^card types? among /, 'cardTypes'],
];

/** The measure a count's words name, if any. */
const measureNamed = (span: Span): CountMeasure | undefined => measures.find(([pattern]) => pattern.test(`${keysOf(span)} `))?.[1];

/**
 * A count: on the board when it counts objects of a zone (permanents; cards in graveyards, hands or exile when the board
 * lists such cards, which the scenario checks); else a value the judge gives (life, what happened this turn).
 */
export function readCount(span: Span, context: ReadContext): Count {
  const words = textOf(span, context.sentence);
  const onObject = countersOn.exec(keysOf(span));
  if (onObject !== null) return { words, filter: null, counters: { kind: onObject[1]!, on: onObject[2] === 'it' ? 'affected' : 'source' } };
  let counted = span;
  const measure = measureNamed(span);
  if (measure !== undefined) counted = counted.slice(counted.findIndex((token) => token.key === 'among') + 1);
  const shares = sharesWith(counted);
  if (shares !== null) counted = shares.counted;
  const excludeSource = counted[0]?.key === 'other' && shares?.with !== 'affected';
  if (counted[0]?.key === 'other') counted = counted.slice(1);
  const filter = counted.length > 0 ? readFilter(counted, context) : null;
  if (filter?.ok !== true || filter.value.kind !== 'match') return { words, filter: null };
  const relation = shares === null ? {} : { sharesCreatureTypeWith: shares.with };
  return { words, filter: filter.value, ...(excludeSource ? { excludeSource } : {}), ...relation, ...(measure ? { measure } : {}) };
}

/** "… that shares at least one creature type with it | this creature": the objects counted, and whose types they share. */
function sharesWith(counted: Span): { counted: Span; with: 'affected' | 'source' } | null {
  const that = counted.findIndex((token, i) => token.key === 'that' && /^shares?$/.test(counted[i + 1]?.key ?? ''));
  const said =
    that === -1 ? null : /^shares? (?:at least one|a) creature type with (it|this creature|~)$/.exec(keysOf(counted.slice(that + 1)));
  return said === null ? null : { counted: counted.slice(0, that), with: said[1] === 'it' ? 'affected' : 'source' };
}

/** "…, where X is the number of cards in your hand": what X counts, and the sentence without those words; else null. */
export function definedX(body: Span, context: ReadContext): { x: Count; rest: Token[] } | null {
  const where = body.findIndex((token, i) => token.key === 'where' && body[i + 1]?.key === 'x' && body[i + 2]?.key === 'is');
  if (where === -1) return null;
  const defined = body.slice(where + 3);
  const numberOf = defined[0]?.key === 'the' && defined[1]?.key === 'number' && defined[2]?.key === 'of' ? defined.slice(3) : null;
  const counted = numberOf ?? (measureNamed(defined) === undefined ? null : defined);
  return {
    x: counted === null ? { words: textOf(defined, context.sentence), filter: null } : readCount(counted, context),
    rest: body.slice(0, body[where - 1]?.key === ',' ? where - 1 : where),
  };
}
