import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Core } from '@strapi/strapi';
import type { FingerprintReply, FingerprintWorkerData } from './fingerprint-messages';
import { databaseClient } from './table-query';

/** Ms one fingerprint read may take in the worker before it fails with a clear error. */
export const FINGERPRINT_TIMEOUT_MS = 30_000;

/** Ms the worker's connection waits for a writer's lock (better-sqlite3's own default). */
const BUSY_TIMEOUT_MS = 5_000;

/** The worker's heap limits (MiB): it holds one connection and one row at a time. */
const HEAP_LIMITS = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 };

type Row = Record<string, unknown> | null;

interface Waiter {
  resolve: (row: Row | undefined) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** One instance's worker: started at its first read, none when it cannot have one. */
interface InstanceWorker {
  worker: Worker;
  ready: Promise<boolean>;
  nextId: number;
  pending: Map<number, Waiter>;
}

const workers = new WeakMap<Core.Strapi, InstanceWorker>();
/** Instances whose worker could not open the database: they read on Strapi's thread. */
const unavailable = new WeakSet<Core.Strapi>();

/**
 * What the worker opens, or null when the read stays on Strapi's thread: another database than
 * SQLite (PostgreSQL and MariaDB do the work in their own server), an in-memory or URI database
 * (`:memory:` is private to Strapi's connection: another connection would see an empty database),
 * an app without a resolvable `better-sqlite3` (the app's dependency, resolved from its root,
 * `strapi.dirs.app.root`), or no bundled worker file (sources loaded by tests, the ESM bundle).
 */
function workerTarget(strapi: Core.Strapi): { file: string; data: FingerprintWorkerData } | null {
  if (databaseClient(strapi) !== 'sqlite' || typeof __dirname !== 'string') return null;
  const file = join(__dirname, 'fingerprint-worker.js');
  const filename: unknown = strapi.config.get('database.connection.connection.filename');
  if (typeof filename !== 'string' || !filename || filename.startsWith(':') || filename.startsWith('file:'))
    return null;
  if (!existsSync(file)) return null;
  try {
    const driverPath = require.resolve('better-sqlite3', { paths: [strapi.dirs.app.root] });
    return { file, data: { driverPath, filename: resolve(filename), busyTimeoutMs: BUSY_TIMEOUT_MS } };
  } catch {
    return null;
  }
}

/** Starts an instance's worker; its `ready` says whether its connection opened. */
function startWorker(strapi: Core.Strapi, target: { file: string; data: FingerprintWorkerData }) {
  const worker = new Worker(target.file, { workerData: target.data, resourceLimits: HEAP_LIMITS });
  worker.unref();
  const state: InstanceWorker = { worker, ready: Promise.resolve(false), nextId: 1, pending: new Map() };
  // A worker gone: its waiters fall back to Strapi's thread, the next read starts another one.
  const gone = () => {
    if (workers.get(strapi) === state) workers.delete(strapi);
    for (const waiter of state.pending.values()) {
      clearTimeout(waiter.timer);
      waiter.resolve(undefined);
    }
    state.pending.clear();
  };
  state.ready = new Promise<boolean>((settle) => {
    worker.on('message', (reply: FingerprintReply) => {
      if (reply.type === 'ready') return settle(true);
      if (reply.type === 'unavailable') {
        unavailable.add(strapi);
        void worker.terminate();
        return settle(false);
      }
      const waiter = state.pending.get(reply.id);
      state.pending.delete(reply.id);
      if (!waiter) return;
      clearTimeout(waiter.timer);
      // A database error in the worker: the read on Strapi's thread raises it as it always did.
      waiter.resolve(reply.type === 'row' ? reply.row : undefined);
    });
    worker.on('error', () => (gone(), settle(false)));
    worker.on('exit', () => (gone(), settle(false)));
  });
  workers.set(strapi, state);
  return state;
}

/**
 * Runs a compiled statement in the instance's worker thread
 * (docs/decisions/0248-sqlite-fingerprint-in-a-worker-thread.md) and returns its one row (null
 * when none), or undefined when the caller must run it on Strapi's thread: not SQLite, no worker
 * possible (`workerTarget`), its connection failed to open, it died, or the database raised an
 * error there. The worker's connection sees committed data only; Strapi commits a write before
 * the write's request answers, so a read after it sees it.
 * @throws Error when the worker does not answer within `FINGERPRINT_TIMEOUT_MS` (it is ended; the
 *   next read starts another)
 */
export async function readRowOffThread(
  strapi: Core.Strapi,
  sql: string,
  bindings: readonly unknown[],
): Promise<Row | undefined> {
  if (unavailable.has(strapi)) return undefined;
  let state = workers.get(strapi);
  if (!state) {
    const target = workerTarget(strapi);
    if (!target) return (unavailable.add(strapi), undefined);
    state = startWorker(strapi, target);
  }
  if (!(await state.ready)) return undefined;
  const { worker, pending } = state;
  const id = state.nextId++;
  return new Promise<Row | undefined>((settle, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      void worker.terminate();
      reject(new Error(`the fingerprint read took over ${FINGERPRINT_TIMEOUT_MS} ms in its worker thread`));
    }, FINGERPRINT_TIMEOUT_MS);
    pending.set(id, { resolve: settle, reject, timer });
    worker.postMessage({ id, sql, bindings: [...bindings] });
  });
}

/** Ends an instance's fingerprint worker (the plugin's `destroy`); resolves once it exited. */
export async function stopFingerprintWorker(strapi: Core.Strapi): Promise<void> {
  const state = workers.get(strapi);
  workers.delete(strapi);
  if (state) await state.worker.terminate();
}
