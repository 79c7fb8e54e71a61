// `arbiter search "<query>"` and `arbiter search --batch` (one query a line on stdin, one JSON line out).
import type { SearchResponse } from '../../../core/contract.ts';
import { databasePath, plainSnippet, positiveInteger, withDatabase } from '../../db/cli.ts';
import { searchRules } from '../../db/service.ts';
import { type CliCommand, parseArgs, UsageError, writeJson } from '../io.ts';

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
  };
}

export const searchCommand: CliCommand = {
  name: 'search',
  usage: 'search "<query>" [--limit N] [--source ID] [--batch] [--db PATH] [--json]',
  summary: 'search the rules: numbers, terms, slang, phrases, questions',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { valued: ['db', 'limit', 'source'], boolean: ['json', 'batch'] });
    let limit: number | undefined;
    let sourceId: number | undefined;
    try {
      limit = positiveInteger(flags.get('limit'), 'limit');
      sourceId = positiveInteger(flags.get('source'), 'source');
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const batch = flags.has('batch');
    if (batch ? positionals.length > 0 : positionals.length !== 1)
      throw new UsageError(batch ? '--batch reads queries from stdin, one a line' : 'give one query (quote it)');
    const queries = batch ? (await io.readStdin()).split(/\r?\n/).filter((l) => l.trim() !== '') : [positionals[0]!];
    const path = databasePath(flags.get('db'), io);
    const responses = withDatabase(
      path,
      true,
      (db) => queries.map((query) => searchRules(db, { query, ...(limit ? { limit } : {}), ...(sourceId ? { sourceId } : {}) })),
      io,
    );
    if (!responses) {
      io.stderr(`arbiter search: no database at ${path}; import the rules first (arbiter import <file>)\n`);
      return 2;
    }
    if (batch) {
      for (const response of responses) io.stdout(`${JSON.stringify(jsonOf(response))}\n`);
      return 0;
    }
    const response = responses[0]!;
    if (flags.has('json')) writeJson(io, jsonOf(response));
    else {
      const lines = response.results.map(
        (r) =>
          `${r.title}\n    ${plainSnippet(r.snippet)}\n` +
          `    ${r.breadcrumb.join(' › ')} · ${r.source.title} ${r.source.effectiveDate ?? ''}`,
      );
      if (response.message) io.stderr(`${response.message}\n`);
      io.stdout(lines.length ? `${lines.join('\n')}\n(${response.elapsedMs} ms)\n` : '');
    }
    return response.results.length > 0 ? 0 : 1;
  },
};
