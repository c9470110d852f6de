import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FingerprintReply } from '../../server/src/model/fingerprint-messages';

/**
 * The fingerprint worker (docs/decisions/0248-sqlite-fingerprint-in-a-worker-thread.md), the file
 * `npm run build` bundles, on a SQLite file another connection writes: a statement is run again
 * only when the file changed since its last run (`PRAGMA data_version`,
 * docs/decisions/0252-fingerprint-reads-skip-unchanged-database.md).
 */
const WORKER_FILE = join(__dirname, '../../dist/server/fingerprint-worker.js');
/** The app's driver, as the plugin resolves it (from the app's root). */
const DRIVER_PATH = require.resolve('better-sqlite3', { paths: [join(__dirname, '../../playground')] });
const STATEMENT = 'SELECT (SELECT count(*) FROM articles) AS f0, (SELECT max(id) FROM articles) AS f1';

let folder: string;
/** The few calls of better-sqlite3's `Database` this test makes (it has no types here). */
interface Writer {
  exec(sql: string): void;
  prepare(sql: string): { run(...bindings: unknown[]): unknown };
  close(): void;
}
let writer: Writer;
let worker: Worker;
let nextId = 1;

/** Sends one statement; resolves with the worker's reply to it. */
function read(sql: string, bindings: unknown[] = []): Promise<FingerprintReply> {
  const id = nextId++;
  return new Promise((resolve) => {
    const listener = (reply: FingerprintReply) => {
      if ('id' in reply && reply.id === id) {
        worker.off('message', listener);
        resolve(reply);
      }
    };
    worker.on('message', listener);
    worker.postMessage({ id, sql, bindings });
  });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'rd-fingerprint-worker-'));
  const filename = join(folder, 'data.db');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require(DRIVER_PATH) as new (file: string) => Writer;
  writer = new Database(filename);
  writer.exec('CREATE TABLE articles (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT)');
  writer.prepare('INSERT INTO articles (title) VALUES (?)').run('first');
  const workerData = { driverPath: DRIVER_PATH, filename, busyTimeoutMs: 5000 };
  worker = new Worker(WORKER_FILE, { workerData });
  await new Promise<void>((ready) =>
    worker.on('message', (reply: FingerprintReply) => reply.type === 'ready' && ready()),
  );
});

afterAll(async () => {
  await worker?.terminate();
  writer?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the fingerprint worker', () => {
  it("answers a statement's last row while the file is unchanged, and reads again after a commit", async () => {
    expect(await read(STATEMENT)).toMatchObject({ type: 'row', row: { f0: 1, f1: 1 }, reused: false });
    expect(await read(STATEMENT)).toMatchObject({ type: 'row', row: { f0: 1, f1: 1 }, reused: true });

    writer.prepare('INSERT INTO articles (title) VALUES (?)').run('second');
    expect(await read(STATEMENT)).toMatchObject({ row: { f0: 2, f1: 2 }, reused: false });
    expect(await read(STATEMENT)).toMatchObject({ row: { f0: 2, f1: 2 }, reused: true });

    // A change that leaves the count and largest id as they were is still a new version.
    writer.prepare('DELETE FROM articles WHERE id = ?').run(2);
    writer.prepare('INSERT INTO articles (id, title) VALUES (?, ?)').run(2, 'again');
    expect(await read(STATEMENT)).toMatchObject({ row: { f0: 2, f1: 2 }, reused: false });
  });

  it('keeps the last row per statement and bindings', async () => {
    const byTitle = 'SELECT count(*) AS f0 FROM articles WHERE title = ?';
    expect(await read(byTitle, ['first'])).toMatchObject({ row: { f0: 1 }, reused: false });
    expect(await read(byTitle, ['again'])).toMatchObject({ row: { f0: 1 }, reused: false });
    expect(await read(byTitle, ['first'])).toMatchObject({ row: { f0: 1 }, reused: true });
    writer.prepare('UPDATE articles SET title = ? WHERE id = ?').run('first', 2);
    expect(await read(byTitle, ['first'])).toMatchObject({ row: { f0: 2 }, reused: false });
    expect(await read(byTitle, ['again'])).toMatchObject({ row: { f0: 0 }, reused: false });
  });
});
