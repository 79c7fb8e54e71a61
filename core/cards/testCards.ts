// For the card tests: cards of a test's own, a lookup that holds them, and a scenario given by card names filled and
// simulated as `simulate --cards` does. (The fixture file of real cards is read by the tests that need it.)
import { parseScenario, simulate } from '../engine/index.ts';
import { textKey } from '../text/index.ts';
import type { Card } from './record.ts';
import { fillScenarioFromCards, type CardLookup } from './scenarioCards.ts';

/** A card of our own, given its abilities by each test. */
export const testCreature: Card = {
  name: 'Test Grove Keeper',
  typeLine: 'Land Creature — Forest Dryad',
  manaCost: '',
  manaValue: 0,
  colors: ['green'],
  power: 1,
  toughness: 1,
  abilities: [],
};

/** A test's own card with no P/T box: an enchantment, an instant. */
export const noncreature = (name: string, typeLine: string, abilities: readonly string[]): Card => ({
  ...testCreature,
  name,
  typeLine,
  power: null,
  toughness: null,
  abilities,
});

const noCards: CardLookup = { card: () => null, nearest: () => [] };

/** One card of a test's own, then the cards of `others` (the fixture's). */
export const withCard = (card: Card, others: CardLookup = noCards): CardLookup => ({
  card: (name) => (textKey(name) === textKey(card.name) ? card : others.card(name)),
  nearest: () => [],
});

/** Why each of a card's abilities is not made an effect, as the fill's warnings say. */
export function reasonsOf(card: Card): string[] {
  const filled = fillScenarioFromCards({ objects: [{ card: card.name }] }, withCard(card));
  return filled.ok ? filled.value.warnings.map((warning) => warning.split(' is not made an effect: ')[1]!) : [];
}

/** Simulates a scenario given by card names (and optional extras), as `simulate --cards` does. */
export function runCards(objects: unknown[], cards: CardLookup) {
  const filled = fillScenarioFromCards({ objects }, cards);
  if (!filled.ok) throw new Error(filled.error.message);
  const scenario = parseScenario(filled.value.scenario);
  if (!scenario.ok) throw new Error(scenario.error.message);
  const result = simulate(scenario.value);
  const byName = new Map(result.objects.map((object) => [object.name, object]));
  return { result, warnings: filled.value.warnings, object: (name: string) => byName.get(name)! };
}
