// How the ready-made scenarios write their effects: in timestamp order, a card's one static ability standing for its effect.

/** A card whose one ability generates the effect: the card is the effect's source, the ability's text its text. */
export interface CardWithAbility {
  readonly name: string;
  readonly abilities: readonly string[];
}

/** An effect as a scenario writes it, before its timestamp: a source, the text, and any other field (targets, chosen…). */
export interface UntimedEffect {
  readonly source: string;
  readonly text: string;
  readonly [field: string]: unknown;
}

const isCard = (effect: CardWithAbility | UntimedEffect): effect is CardWithAbility => 'name' in effect && 'abilities' in effect;

/** The effect of a card's static ability; a card with no ability or several names no one effect, so it is refused. */
function effectOf(card: CardWithAbility): UntimedEffect {
  const [text, ...others] = card.abilities;
  if (text === undefined || others.length > 0) throw new Error(`${card.name} must have exactly one ability to stand for its effect`);
  return { source: card.name, text };
}

/** The effects with their timestamps in the order given (613.7): the first is order 1, the next order 2, and so on. */
export function inTimestampOrder(...effects: readonly (CardWithAbility | UntimedEffect)[]): readonly object[] {
  return effects.map((effect, index) => {
    const { source, text, ...rest } = isCard(effect) ? effectOf(effect) : effect;
    return { source, text, order: index + 1, ...rest };
  });
}
