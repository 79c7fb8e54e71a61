// Runs a rules import in a worker thread (importWorker.ts), so the thread answering searches never waits for one:
// parsing and storing the full CR takes 0.25-0.8 s, which in-thread blocked every search typed meanwhile.
import { Worker } from 'node:worker_threads';
import type { ImportProgress, ImportSummary } from '../../core/contract.ts';
import { err, type Problem, type Result } from '../../core/result.ts';
import type { ImportJob } from './importWorker.ts';

/**
 * Imports `file` into the database at `databasePath` in a new worker running `workerUrl` (importWorker.ts, or its
 * bundled .mjs in the desktop app). The caller's own connection must forget its caches afterwards (forgetVocabulary).
 */
export function importOffThread(
  workerUrl: URL,
  databasePath: string,
  file: { readonly fileName: string; readonly content: Uint8Array },
  onProgress?: (progress: ImportProgress) => void,
): Promise<Result<ImportSummary, Problem>> {
  const job: ImportJob = { databasePath, fileName: file.fileName, content: file.content };
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: Result<ImportSummary, Problem>): void => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const failed = (why: string): void =>
      settle(err({ code: 'import-failed', message: `${file.fileName}: nothing was imported: ${why}`, at: file.fileName }));
    const worker = new Worker(workerUrl, { workerData: job });
    worker.on('message', (message: { progress?: ImportProgress; result?: Result<ImportSummary, Problem> }) => {
      if (message.progress) onProgress?.(message.progress);
      if (message.result) settle(message.result);
    });
    worker.on('error', (error) => failed(error.message));
    worker.on('exit', (code) => failed(`the import worker stopped (exit code ${code})`));
  });
}
