/**
 * Politeness towards one host at a time, shared by the CLI's `--links all` and the admin panel's
 * Links page (docs/decisions/0091-link-checking-politeness.md). Only timers and `performance`, so
 * the browser bundle and Node both load it.
 */

/** Per-host limits: the least time between two request starts, and requests in flight at once. */
export interface HostLimits {
  /** Milliseconds between the starts of two requests to the same host (0: none). */
  intervalMs: number;
  /** Requests to the same host in flight at once (at least 1). */
  concurrency: number;
}

/**
 * Defaults for outside hosts: one request at a time and one a second per host, as W3C checklink
 * waits one second between requests to a host (`checklink` `--sleep`, default 1); lychee's
 * defaults, 50 ms between requests to one host and 10 at once (lychee-lib
 * `src/ratelimit/config.rs`, `RequestInterval::default`), suit hosts one owns. Links into this CMS are not paced by these: the run's own `--rate` and `--concurrency` apply.
 */
export const DEFAULT_HOST_LIMITS: Readonly<HostLimits> = { intervalMs: 1000, concurrency: 1 };

interface HostState {
  active: number;
  nextStart: number;
  waiting: Array<() => void>;
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `performance.now()` reaches `at` (milliseconds). A timer alone can fire early by
 * that clock: Node counts timers from the event loop's time in whole milliseconds (libuv
 * `uv_now`, https://docs.libuv.org/en/v1.x/loop.html), and on this project's CI a 100 ms wait
 * ended after 98.99 ms. So it sleeps again for whatever is left.
 */
async function sleepUntil(at: number): Promise<void> {
  for (let left = at - performance.now(); left > 0; left = at - performance.now()) {
    await timer(Math.ceil(left));
  }
}

/**
 * Runs tasks so that, per host, at most `concurrency` run at once and starts are at least
 * `intervalMs` apart by `performance.now()`. Hosts do not wait for each other.
 */
export class HostLimiter {
  private readonly hosts = new Map<string, HostState>();

  constructor(private readonly limits: HostLimits = DEFAULT_HOST_LIMITS) {}

  /**
   * Runs `task` for `host` (e.g. `example.com:443`, from `new URL(u).host`) when the host's limits
   * allow, and returns its result. Each attempt of a retried request should go through `run`
   * (so a retry also waits its turn).
   */
  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    const state = this.hosts.get(host) ?? { active: 0, nextStart: 0, waiting: [] };
    this.hosts.set(host, state);
    while (state.active >= Math.max(1, this.limits.concurrency)) {
      await new Promise<void>((resolve) => state.waiting.push(resolve));
    }
    state.active += 1;
    try {
      const now = performance.now();
      const start = Math.max(now, state.nextStart);
      state.nextStart = start + Math.max(0, this.limits.intervalMs);
      if (start > now) await sleepUntil(start);
      return await task();
    } finally {
      state.active -= 1;
      state.waiting.shift()?.();
    }
  }
}
