// "Each instant and sorcery card in your graveyard has flashback. The flashback cost is equal to that card's mana cost."
// A keyword ability that takes a cost (702.34a "Flashback [cost]", 702.94a miracle, 702.138a escape …) granted without
// one, its cost given by the next sentence: that sentence completes the granted ability and is no effect of its own.
import type { AbilitiesPart, Clause } from '../model.ts';
import { textKey } from '../../text/index.ts';
import { textOf, type Span } from './tokens.ts';

const costSentence = /^(?:the|its) ([a-z][a-z' -]*?) cost is equal to (.+?)\.?$/i;

/**
 * True when the sentence gives the cost of a keyword an earlier sentence of the text granted without one; that grant
 * (the latest) then names its cost in the CR's notation: "Flashback [that card's mana cost]".
 */
export function completesGrantedCost(sentence: Span, text: string, clauses: Clause[]): boolean {
  const match = costSentence.exec(textOf(sentence, text));
  if (match === null) return false;
  const keyword = textKey(match[1]!);
  const granted = (part: AbilitiesPart) => part.add.some((ability) => textKey(ability) === keyword);
  for (let i = clauses.length - 1; i >= 0; i--) {
    const clause = clauses[i]!;
    if (!clause.parts.some((part) => part.op === 'abilities' && granted(part))) continue;
    const parts = clause.parts.map((part) =>
      part.op === 'abilities' && granted(part)
        ? { ...part, add: part.add.map((ability) => (textKey(ability) === keyword ? `${ability} [${match[2]!}]` : ability)) }
        : part,
    );
    clauses[i] = { ...clause, parts };
    return true;
  }
  return false;
}
