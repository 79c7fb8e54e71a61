// `npm run serve [-- --port N] [--db PATH]`: Arbiter in a browser on this machine only (127.0.0.1).
import { parseArgs, UsageError } from '../cli/io.ts';
import { createApiHandler } from '../api/handler.ts';
import { DatabaseOpenError, defaultDatabasePath, openDatabase, readOnlyNotice } from '../db/service.ts';
import { buildRenderer, rendererNeedsBuild, rendererOutput } from './build.ts';
import { startBrowserServer } from './server.ts';

function parsePort(text: string | true | undefined): number {
  if (text === undefined) return 5180;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be a number from 0 to 65535, not "${String(text)}"`);
  return port;
}

async function main(argv: readonly string[]): Promise<number> {
  let port: number;
  let dbPath: string;
  try {
    const { positionals, flags } = parseArgs(argv, { valued: ['port', 'db'], boolean: ['no-build'] });
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    port = parsePort(flags.get('port'));
    const db = flags.get('db');
    dbPath = typeof db === 'string' ? db : (process.env['ARBITER_DB'] ?? defaultDatabasePath());
    if (flags.get('no-build') !== true && rendererNeedsBuild()) {
      const problem = buildRenderer((line) => console.error(line));
      if (problem !== null) {
        console.error(`serve: ${problem}`);
        return 2;
      }
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`serve: ${error.message}\nusage: npm run serve [-- --port N] [--db PATH]`);
      return 2;
    }
    throw error;
  }
  let db;
  try {
    db = openDatabase(dbPath);
  } catch (error) {
    // A newer, damaged or unreachable database: the one paragraph saying what and what to do, never a stack trace.
    if (!(error instanceof DatabaseOpenError)) throw error;
    console.error(`serve: ${error.message}`);
    return 2;
  }
  if (db.readonly) console.error(`serve: ${readOnlyNotice(dbPath)}`);
  let server;
  try {
    // Rules imports run in a worker thread, so searches typed meanwhile keep answering.
    const importWorker = new URL('../db/importWorker.ts', import.meta.url);
    server = await startBrowserServer({ handler: createApiHandler(db, { importWorker }), staticRoot: rendererOutput, port });
  } catch (error) {
    console.error(`serve: cannot listen on 127.0.0.1:${port}: ${(error as Error).message}`);
    db.close();
    return 2;
  }
  console.error(`serve: database ${dbPath}`);
  console.log(`Arbiter is running at ${server.url}`);
  const stop = (): void => {
    void server.close().then(() => {
      db.close();
      process.exit(0);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<number>(() => {});
}

process.exitCode = await main(process.argv.slice(2));
