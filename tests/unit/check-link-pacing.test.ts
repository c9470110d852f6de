import { checkLink, HostLimiter, type FetchLike } from '../../packages/check-engine/src';

/**
 * A link's timeout runs from its host's turn, not from when it joined the queue: ten links to one
 * host, 40 ms apart, each timing out after 100 ms. Before the fix the links queued past 100 ms were
 * reported `unreachable` (timeout) without a request being sent (found by the monitor benchmark,
 * docs/decisions/0244-monitor-checks-in-a-worker-thread.md).
 */
describe('checkLink under a per-host limit', () => {
  it('starts the timeout of each attempt when the turn of its host comes', async () => {
    const sent: string[] = [];
    const fetchImpl: FetchLike = async (url, init) => {
      if (init.signal?.aborted) throw new DOMException('The operation timed out.', 'TimeoutError');
      sent.push(url);
      return new Response(null, { status: 200 });
    };
    const limiter = new HostLimiter({ intervalMs: 40, concurrency: 1 });
    const urls = Array.from({ length: 10 }, (_, n) => `http://one-host.test/${n}`);
    const results = await Promise.all(
      urls.map((url) => checkLink(url, { fetchImpl, limiter, timeoutMs: 100, maxRetries: 0 })),
    );
    expect(results.map((result) => result.status)).toEqual(urls.map(() => 200));
    expect(sent).toHaveLength(10);
  });
});
