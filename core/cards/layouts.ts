// The kind of card a layout makes, as the Comprehensive Rules name it: MTGJSON's `layout` values
// (https://mtgjson.com/data-models/card/card-atomic/) → the CR term whose rules say how such a card works (a split
// card's characteristics, a modal double-faced card's back face, an Adventurer card cast as its Adventure). Names, not
// rule numbers: each imported CR resolves them through its own glossary and titled rules, and an older CR that lacks
// one (the 2017 CR has no Adventurer cards) reads its words as words.

/** The CR term for the kind of card of each MTGJSON layout that has rules of its own; normal cards have none. */
export const layoutTerms: Readonly<Record<string, string>> = {
  split: 'Split Cards',
  // Aftermath cards are split cards (their keyword comes with the card's keywords)
  aftermath: 'Split Cards',
  flip: 'Flip Cards',
  transform: 'Double-Faced Cards',
  modal_dfc: 'Modal Double-Faced Cards',
  meld: 'Meld',
  adventure: 'Adventurer Cards',
  prepare: 'Preparation Cards',
  leveler: 'Leveler Cards',
  saga: 'Saga',
  class: 'Class',
  case: 'Case',
};

/** The CR term for a card's layout, or null for a layout with no rules of its own ("normal", "token"). */
export function layoutTerm(layout: string): string | null {
  return Object.hasOwn(layoutTerms, layout) ? layoutTerms[layout]! : null;
}
