/**
 * The worker thread of the fingerprint read on SQLite
 * (docs/decisions/0248-sqlite-fingerprint-in-a-worker-thread.md): opens its own read-only
 * better-sqlite3 connection to the app's database file (the app's driver, by its resolved path)
 * and runs the statements it is sent, so their synchronous work holds this thread, not Strapi's.
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

if (connection) {
  const open = connection;
  const statements = new Map<string, Statement>();
  port?.postMessage({ type: 'ready' } satisfies FingerprintReply);
  port?.on('message', ({ id, sql, bindings }: FingerprintRequest) => {
    try {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = open.prepare(sql)));
      const row = (statement.get(...bindings) ?? null) as Record<string, unknown> | null;
      port.postMessage({ type: 'row', id, row, threadId } satisfies FingerprintReply);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ type: 'failed', id, error: message } satisfies FingerprintReply);
    }
  });
}
