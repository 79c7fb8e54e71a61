// `arbiter search "<query>"` and `arbiter search --batch` (one query a line on stdin, one JSON line out).
import type { SearchResponse } from '../../../core/contract.ts';
import { plainSnippet } from '../database.ts';
import { prepareCardNames, readAllEntries, searchRulesAndRulings, warmSearch } from '../../db/service.ts';
import { defineCommand, UsageError, writeJson } from '../io.ts';

/** The CLI's JSON shape of a response (issue 3: id, number, kind, title, snippet, source, score). */
function jsonOf(response: SearchResponse): object {
  return {
    query: response.query,
    elapsedMs: response.elapsedMs,
    results: response.results.map(({ id, number, kind, title, snippet, source, score, breadcrumb }) => ({
      id,
      number,
      kind,
      title,
      snippet,
      source,
      score,
      breadcrumb,
    })),
    ...(response.message ? { message: response.message } : {}),
    ...(response.rulings ? { rulings: response.rulings.map(({ cardName, date, text }) => ({ cardName, date, text })) } : {}),
  };
}

export const searchCommand = defineCommand({
  usage: 'search "<query>" [--limit N] [--source ID] [--batch] [--db PATH] [--json]',
  summary: 'search the rules: numbers, terms, slang, phrases, questions',
  async run(call, io) {
    const { positionals } = call;
    const limit = call.positiveInteger('limit');
    const sourceId = call.positiveInteger('source');
    const batch = call.flags.has('batch');
    if (batch ? positionals.length > 0 : positionals.length !== 1)
      throw new UsageError(batch ? '--batch reads queries from stdin, one a line' : 'give one query (quote it)');
    const queries = batch ? (await io.readStdin()).split(/\r?\n/).filter((l) => l.trim() !== '') : [positionals[0]!];
    const responses = call.withDatabase((db) => {
      // As the app does on opening: the caches load here, so each query's elapsedMs is its search alone; a batch also
      // reads every entry once, as the app does over its first searches.
      warmSearch(db);
      prepareCardNames(db);
      if (batch) readAllEntries(db);
      return queries.map((query) => searchRulesAndRulings(db, { query, ...(limit ? { limit } : {}), ...(sourceId ? { sourceId } : {}) }));
    });
    if (!responses) return call.fail(`no database at ${call.databasePath}; import the rules first (arbiter import <file>)`);
    if (batch) {
      for (const response of responses) io.stdout(`${JSON.stringify(jsonOf(response))}\n`);
      return 0;
    }
    const response = responses[0]!;
    if (call.json) writeJson(io, jsonOf(response));
    else {
      const lines = response.results.map(
        (r) =>
          `${r.title}\n    ${plainSnippet(r.snippet)}\n` +
          `    ${r.breadcrumb.join(' › ')} · ${r.source.title} ${r.source.effectiveDate ?? ''}`,
      );
      const rulings = (response.rulings ?? []).map((r) => `Ruling, ${r.cardName} (${r.date})\n    ${r.text}`);
      if (response.message) io.stderr(`${response.message}\n`);
      if (rulings.length > 0) lines.push(...rulings);
      io.stdout(lines.length ? `${lines.join('\n')}\n(${response.elapsedMs} ms)\n` : '');
    }
    return response.results.length > 0 ? 0 : 1;
  },
});
