// `arbiter cards-find "<query>"`: card search over the imported pool — names (typos, partial words, accents, either
// face, other languages), t: type words, o: rules text, mv/cmc comparisons, c: colors. Best first.
import { findCards } from '../../db/cardSearch.ts';
import { defineCommand, UsageError, writeJson } from '../io.ts';

export const cardsFindCommand = defineCommand({
  usage: 'cards-find "<query>" [--limit N] [--db PATH] [--json]',
  summary: 'find cards: names with typos or in other languages, t:type, o:text, mv>=3, c:rg (Scryfall-style)',
  run(call, io) {
    const query = call.positionals.join(' ').trim();
    if (query === '') throw new UsageError('give a query, e.g. "blood mon" or "t:elf o:draw mv<=2"');
    const limit = call.positiveInteger('limit') ?? 25;
    const found = call.withDatabase((db) => findCards(db, query, limit)) ?? {
      ok: true as const,
      value: [],
    };
    if (!found.ok) return call.fail(found.error.message);
    if (call.json) writeJson(io, { query, results: found.value });
    else if (found.value.length === 0) io.stderr(`No card found for "${query}".\n`);
    else
      io.stdout(
        `${found.value
          .map((hit) =>
            [`${hit.name}${hit.matchedName ? ` (${hit.matchedName.language}: ${hit.matchedName.name})` : ''}`, hit.manaCost, hit.type].join(
              '  ',
            ),
          )
          .join('\n')}\n`,
      );
    return found.value.length > 0 ? 0 : 1;
  },
});
