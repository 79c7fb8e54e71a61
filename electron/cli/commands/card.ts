// `arbiter card "<name>"`: a card's Oracle characteristics from imported card data, or the names that match.
import { databasePath, withDatabase } from '../../db/cli.ts';
import { cardNames, readCard } from '../../db/service.ts';
import { type CliCommand, parseArgs, UsageError, writeJson } from '../io.ts';

export const cardCommand: CliCommand = {
  name: 'card',
  usage: 'card "<name>" [--db PATH] [--json]',
  summary: 'a card from imported card data: type line, mana value, colors, P/T, abilities (or the names that match)',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { valued: ['db'], boolean: ['json'] });
    if (positionals.length === 0) throw new UsageError('give a card name, e.g. "Blood Moon"');
    const name = positionals.join(' ');
    const found = withDatabase(
      databasePath(flags.get('db'), io),
      true,
      (db) => ({
        card: readCard(db, name),
        like: cardNames(db, name, 10),
      }),
      io,
    );
    if (flags.has('json')) writeJson(io, found?.card ?? null);
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
    if (flags.has('json')) return 0;
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
};
