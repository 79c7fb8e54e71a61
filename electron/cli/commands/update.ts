// `arbiter update`: the desktop app's "Check for New Rules" from the command line.
import { importDocument, listSources } from '../../db/service.ts';
import { rulesPageUrl } from '../../main/paths.ts';
import { checkForRules, type UpdateOutcome, type UpdateProgress } from '../../update/checkForRules.ts';
import { withDatabaseAsync } from '../database.ts';
import { defineCommand, UsageError } from '../io.ts';
import { allowHosts, progressOnStderr, reportOutcome } from './updateReport.ts';

function describeProgress(progress: Exclude<UpdateProgress, { phase: 'downloading' }>): string | null {
  switch (progress.phase) {
    case 'checking':
      return 'reading the rules page…';
    case 'verified':
      return `verified ${progress.fileName}: ${progress.bytes} bytes, effective ${progress.effectiveDate}, SHA-256 ${progress.sha256}`;
    case 'importing':
      return progress.fraction >= 1 ? 'imported' : null;
  }
}

function text(value: UpdateOutcome): string {
  return value.status === 'up-to-date'
    ? `Up to date: ${value.source.title}, effective ${value.source.effectiveDate ?? 'with no date'} (${value.url}).\n`
    : value.status === 'cancelled'
      ? `Not imported: ${value.release.fileName} (${value.url}).\n`
      : `Imported ${value.summary.source.title}, ` +
        `effective ${value.summary.source.effectiveDate ?? 'with no date'}: ` +
        `${value.summary.source.ruleCount} rules and sections (${value.url}).\n`;
}

export const updateCommand = defineCommand({
  usage: 'update [--page URL] [--allow-host HOST[,HOST]] [--db PATH] [--json]',
  summary: 'check for new rules: download the current CR from the official rules page and import it beside the old ones',
  async run(call, io) {
    const { positionals, flags } = call;
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const page = flags.get('page');
    return withDatabaseAsync(call.databasePath, async (db) => {
      const outcome = await checkForRules({
        pageUrl: typeof page === 'string' ? page : rulesPageUrl(io.env),
        allowHosts: allowHosts(call, io),
        store: { listSources: () => listSources(db), importDocument: (document, onProgress) => importDocument(db, document, onProgress) },
        onProgress: progressOnStderr(io, describeProgress),
      });
      return reportOutcome(call, io, outcome, text);
    });
  },
});
