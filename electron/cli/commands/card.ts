// `arbiter card "<name>"`: a card's Oracle characteristics from imported card data, or the names that match.
import { cardNames, readCard } from '../../db/service.ts';
import { defineCommand, writeJson } from '../io.ts';

export const cardCommand = defineCommand({
  name: 'card',
  usage: 'card "<name>" [--db PATH] [--json]',
  summary: 'a card from imported card data: type line, mana value, colors, P/T, abilities (or the names that match)',
  database: true,
  positionals: { min: 1, max: Infinity, otherwise: 'give a card name, e.g. "Blood Moon"' },
  run(call, io) {
    const name = call.positionals.join(' ');
    const found = call.withDatabase((db) => ({
      card: readCard(db, name),
      like: cardNames(db, name, 10),
    }));
    if (call.json) writeJson(io, found?.card ?? null);
    if (!found?.card) {
      io.stderr(
        `arbiter card: no card "${name}" in the imported card data${
          found && found.like.length > 0
            ? `; did you mean: ${found.like.join(', ')}`
            : ' (import some with arbiter ' + 'import-cards <file.json>)'
        }\n`,
      );
      return 1;
    }
    if (call.json) return 0;
    const { card } = found;
    io.stdout(
      [
        `${card.name} ${card.manaCost}`.trim(),
        `${card.typeLine}${card.power === null ? '' : ` ${card.power}/${card.toughness ?? '?'}`}`,
        `Mana value ${card.manaValue}; ${card.colors.length > 0 ? card.colors.join(', ') : 'colorless'}`,
        ...card.abilities.map((ability) => `  ${ability}`),
        '',
      ].join('\n'),
    );
    return 0;
  },
});
