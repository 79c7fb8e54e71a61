// The worker thread that imports a rules document (run by importOffThread.ts): it opens its own connection to the
// database file, parses and stores there, and posts progress and the result back. The thread that answers searches
// keeps answering meanwhile; WAL lets its connection read while this one writes.
import { parentPort, workerData } from 'node:worker_threads';
import type { ImportProgress } from '../../core/contract.ts';
import { openDatabaseFile } from './open.ts';
import { importDocument } from './store.ts';

export interface ImportJob {
  readonly databasePath: string;
  readonly fileName: string;
  readonly content: Uint8Array;
}

const job = workerData as ImportJob;
const db = openDatabaseFile(job.databasePath);
try {
  const result = importDocument(db, { fileName: job.fileName, content: job.content }, (progress: ImportProgress) =>
    parentPort?.postMessage({ progress }),
  );
  parentPort?.postMessage({ result });
} finally {
  db.close();
}
