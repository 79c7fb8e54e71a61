// `arbiter update`: the desktop app's "Check for New Rules" from the command line.
import { importDocument, listSources } from '../../db/service.ts';
import { allowedRulesHosts, rulesPageUrl } from '../../main/paths.ts';
import { checkForRules, type UpdateProgress } from '../../update/checkForRules.ts';
import { withDatabaseAsync } from '../database.ts';
import { defineCommand, UsageError, writeJson } from '../io.ts';

function describeProgress(progress: UpdateProgress): string | null {
  switch (progress.phase) {
    case 'checking':
      return 'reading the rules page…';
    case 'downloading':
      return progress.totalBytes === null ? null : `downloading ${Math.round((100 * progress.receivedBytes) / progress.totalBytes)}%`;
    case 'verified':
      return `verified ${progress.fileName}: ${progress.bytes} bytes, effective ${progress.effectiveDate}, SHA-256 ${progress.sha256}`;
    case 'importing':
      return progress.fraction >= 1 ? 'imported' : null;
  }
}

export const updateCommand = defineCommand({
  name: 'update',
  usage: 'update [--page URL] [--allow-host HOST[,HOST]] [--db PATH] [--json]',
  summary: 'check for new rules: download the current CR from the official rules page and import it beside the old ones',
  database: true,
  valued: ['page', 'allow-host'],
  async run(call, io) {
    const { positionals, flags } = call;
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const page = flags.get('page');
    return withDatabaseAsync(call.databasePath, async (db) => {
      let lastLine = '';
      const outcome = await checkForRules({
        pageUrl: typeof page === 'string' ? page : rulesPageUrl(io.env),
        allowHosts: [...allowedRulesHosts(io.env), ...allowedRulesHosts({ ARBITER_ALLOW_HOSTS: String(flags.get('allow-host') ?? '') })],
        store: { listSources: () => listSources(db), importDocument: (document, onProgress) => importDocument(db, document, onProgress) },
        onProgress: (progress) => {
          const line = describeProgress(progress);
          if (line !== null && line !== lastLine) io.stderr(`${(lastLine = line)}\n`);
        },
      });
      if (call.json) writeJson(io, outcome.ok ? { ok: true, ...outcome.value } : { ok: false, error: outcome.error });
      if (!outcome.ok) {
        io.stderr(`arbiter update: ${outcome.error.message}\n`);
        return 2;
      }
      if (!call.json) {
        const { value } = outcome;
        io.stdout(
          value.status === 'up-to-date'
            ? `Up to date: ${value.source.title}, effective ${value.source.effectiveDate ?? 'with no date'} (${value.url}).\n`
            : value.status === 'cancelled'
              ? `Not imported: ${value.release.fileName} (${value.url}).\n`
              : `Imported ${value.summary.source.title}, ` +
                `effective ${value.summary.source.effectiveDate ?? 'with no date'}: ` +
                `${value.summary.source.ruleCount} rules and sections (${value.url}).\n`,
        );
      }
      return 0;
    });
  },
});
