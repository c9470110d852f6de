import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { workerChecker, type ClosableChecker } from '../../server/src/watch/worker-checker';

/**
 * The monitor's check worker (docs/decisions/0244-monitor-checks-in-a-worker-thread.md), the file
 * `npm run build` bundles, against a small website on 127.0.0.1.
 */
const WORKER_FILE = join(__dirname, '../../dist/server/check-worker.js');
const settings = { hostIntervalMs: 0, timeoutMs: 5000, maxRetries: 0, userAgent: 'check-worker-test' };

let site: Server;
let base = '';
const seen: string[] = [];

beforeAll(async () => {
  site = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (request.url === '/private') response.writeHead(401).end();
    else if (request.url?.startsWith('/gone')) response.writeHead(404).end();
    else response.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => site.close(resolve)));

describe('the monitor check worker', () => {
  let checker: ClosableChecker;
  afterEach(() => checker.close());

  it('answers the checks the engine makes on this thread: links, discovery rows, failures', async () => {
    checker = workerChecker(settings, WORKER_FILE);
    const signal = new AbortController().signal;
    await expect(checker.check(`${base}/page`, signal)).resolves.toEqual({
      ok: true,
      status: 200,
      error: '',
    });
    await expect(checker.check(`${base}/gone`, signal)).resolves.toMatchObject({ ok: false, status: 404 });
    await expect(checker.check(`${base}/private`, signal, 'refusal')).resolves.toMatchObject({
      ok: true,
      status: 401,
    });
    await expect(checker.check(`${base}/private`, signal, 'success')).resolves.toMatchObject({ ok: false });
    expect(seen).toEqual(expect.arrayContaining(['HEAD /page', 'GET /private']));
  });

  it('checks many URLs at once and answers each its own result', async () => {
    checker = workerChecker(settings, WORKER_FILE);
    const signal = new AbortController().signal;
    const urls = Array.from({ length: 60 }, (_, n) => `${base}/${n % 3 === 0 ? 'gone' : 'page'}?n=${n}`);
    const results = await Promise.all(urls.map((url) => checker.check(url, signal)));
    expect(results.map((result) => result.status)).toEqual(
      urls.map((url) => (url.includes('gone') ? 404 : 200)),
    );
  });

  it('refuses checks once the run stopped, and a worker ended by close() starts again at the next check', async () => {
    checker = workerChecker(settings, WORKER_FILE);
    const stop = new AbortController();
    stop.abort();
    await expect(checker.check(`${base}/page`, stop.signal)).rejects.toThrow('run stopped');
    const signal = new AbortController().signal;
    await expect(checker.check(`${base}/page`, signal)).resolves.toMatchObject({ ok: true });
    await checker.close();
    await expect(checker.check(`${base}/page`, signal)).resolves.toMatchObject({ ok: true });
  });

  it('rejects the checks under way when the worker fails, rather than reporting them broken', async () => {
    checker = workerChecker(settings, join(__dirname, '../fixtures/check-worker-crash.js'));
    await expect(checker.check(`${base}/page`, new AbortController().signal)).rejects.toThrow(/check worker/);
  });
});
