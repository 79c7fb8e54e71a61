// What `arbiter update` and `arbiter update-cards` share: the hosts a download may come from, its progress on stderr,
// and the outcome said as JSON or as text (a failure on stderr, exit 2).
import type { Result } from '../../../core/result.ts';
import { allowedRulesHosts } from '../../main/paths.ts';
import type { DownloadProgress } from '../../update/download.ts';
import { writeJson, type CliIo, type CommandCall, type ExitCode } from '../io.ts';

type Downloading = { readonly phase: 'downloading' } & DownloadProgress;

/** The hosts of ARBITER_ALLOW_HOSTS and of --allow-host HOST[,HOST]. */
export function allowHosts(call: CommandCall, io: CliIo): string[] {
  return [...allowedRulesHosts(io.env), ...allowedRulesHosts({ ARBITER_ALLOW_HOSTS: String(call.flags.get('allow-host') ?? '') })];
}

/**
 * Progress as lines on stderr, each new line once: the percentage downloaded (when the server gives the size), and for
 * every other step what `describe` says of it (null: nothing).
 */
export function progressOnStderr<Step extends { readonly phase: string }>(
  io: CliIo,
  describe: (step: Step) => string | null,
): (progress: Step | Downloading) => void {
  let lastLine = '';
  return (progress) => {
    const line = isDownloading(progress) ? downloaded(progress) : describe(progress);
    if (line !== null && line !== lastLine) io.stderr(`${(lastLine = line)}\n`);
  };
}

function isDownloading(progress: { readonly phase: string }): progress is Downloading {
  return progress.phase === 'downloading';
}

function downloaded(progress: DownloadProgress): string | null {
  return progress.totalBytes === null ? null : `downloading ${Math.round((100 * progress.receivedBytes) / progress.totalBytes)}%`;
}

/** The outcome as JSON (`ok` beside the value, or the error) or as `text` says it; a failure is also said on stderr. */
export function reportOutcome<T extends object>(call: CommandCall, io: CliIo, outcome: Result<T>, text: (value: T) => string): ExitCode {
  if (call.json) writeJson(io, outcome.ok ? { ok: true, ...outcome.value } : { ok: false, error: outcome.error });
  if (!outcome.ok) return call.fail(outcome.error.message);
  if (!call.json) io.stdout(text(outcome.value));
  return 0;
}
