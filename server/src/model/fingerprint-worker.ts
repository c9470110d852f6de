/**
 * The worker thread of the fingerprint read on SQLite
 * (docs/decisions/0248-sqlite-fingerprint-in-a-worker-thread.md): opens its own read-only
 * better-sqlite3 connection to the app's database file (the app's driver, by its resolved path)
 * and runs the statements it is sent, so their synchronous work holds this thread, not Strapi's;
 * a statement whose database did not change since its last run answers its last row
 * (docs/decisions/0252-fingerprint-reads-skip-unchanged-database.md).
 * Bundled into `dist/server/fingerprint-worker.js` (scripts/build-workers.js).
 */
import { parentPort, threadId, workerData } from 'node:worker_threads';
import type { FingerprintWorkerData, FingerprintReply, FingerprintRequest } from './fingerprint-messages';

interface Statement {
  get(...bindings: unknown[]): unknown;
}
interface Connection {
  prepare(sql: string): Statement;
}
type DriverConstructor = new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean; timeout: number },
) => Connection;

/** Two `PRAGMA data_version` rows (`{ data_version: n }`) are the same version. */
function sameVersion(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const { driverPath, filename, busyTimeoutMs } = workerData as FingerprintWorkerData;
const port = parentPort;
let connection: Connection | null = null;
try {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Driver = require(driverPath) as DriverConstructor;
  connection = new Driver(filename, { readonly: true, fileMustExist: true, timeout: busyTimeoutMs });
} catch (error) {
  port?.postMessage({
    type: 'unavailable',
    error: error instanceof Error ? error.message : String(error),
  } satisfies FingerprintReply);
}

type Row = Record<string, unknown> | null;

if (connection) {
  const open = connection;
  const statements = new Map<string, Statement>();
  /** Each statement's last row (by its text and bindings) and the `data_version` it was read at. */
  const lastRows = new Map<string, { version: unknown; row: Row }>();
  const dataVersion = open.prepare('PRAGMA data_version');
  const runStatement = (sql: string, bindings: unknown[]): Row => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = open.prepare(sql)));
    return (statement.get(...bindings) ?? null) as Row;
  };
  port?.postMessage({ type: 'ready' } satisfies FingerprintReply);
  port?.on('message', ({ id, sql, bindings }: FingerprintRequest) => {
    try {
      // `PRAGMA data_version` changes whenever another connection committed a change to the file
      // since this connection's last look (https://www.sqlite.org/pragma.html#pragma_data_version);
      // this read-only connection writes nothing. Unchanged, the statement would read the same
      // row: its scans (a row count is one per table) are skipped. Read before the statement, the
      // version is never newer than the row it keeps, so a commit in between reruns it next time.
      const version = dataVersion.get();
      const cacheKey = `${sql}\u0000${JSON.stringify(bindings)}`;
      const last = lastRows.get(cacheKey);
      const reused = last !== undefined && sameVersion(last.version, version);
      const row = last && reused ? last.row : runStatement(sql, bindings);
      if (!reused) lastRows.set(cacheKey, { version, row });
      port.postMessage({ type: 'row', id, row, threadId, reused } satisfies FingerprintReply);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ type: 'failed', id, error: message } satisfies FingerprintReply);
    }
  });
}
