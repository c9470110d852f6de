/** What the fingerprint worker is started with: the app's driver and database file. */
export interface FingerprintWorkerData {
  /** The resolved path of the app's `better-sqlite3` (a module cannot be passed to a worker). */
  driverPath: string;
  /** The absolute path of the app's SQLite database file. */
  filename: string;
  /** Ms the worker's connection waits for a writer's lock before failing (better-sqlite3 `timeout`). */
  busyTimeoutMs: number;
}

/** A statement to run: the compiled fingerprint statement (`toSQL()` text and bindings). */
export interface FingerprintRequest {
  id: number;
  sql: string;
  bindings: unknown[];
}

/**
 * The worker's messages: `ready`/`unavailable` once its connection opened or failed to; a
 * statement's `row` (with the worker's `threadId` and whether the row was the last one read,
 * unchanged since by `PRAGMA data_version`, for diagnostics and tests) or the database's error text.
 */
export type FingerprintReply =
  | { type: 'ready' }
  | { type: 'unavailable'; error: string }
  | { type: 'row'; id: number; row: Record<string, unknown> | null; threadId: number; reused: boolean }
  | { type: 'failed'; id: number; error: string };
