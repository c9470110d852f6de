/**
 * Politeness towards one host, as link checkers do it (lychee's per-host rate limiting,
 * `--max-concurrency` per host): at most `concurrency` requests in flight to a host and a gap of
 * at least `intervalMs` between two request starts to it. Hosts are independent: a slow site does
 * not hold back the CMS or another host. Pure WHATWG/ES (no Node API), like the rest of the engine.
 */

/** Limits per host. */
export interface PerHostLimits {
  /** Requests in flight to one host at once (at least 1). */
  concurrency: number;
  /** Minimum milliseconds between two request starts to one host (0: none). */
  intervalMs: number;
}

interface HostState {
  active: number;
  nextStart: number;
  waiting: Array<() => void>;
}

/** A per-host gate: `acquire(url)` resolves when a request to the URL's host may start; call the returned release when it is done. */
export interface PerHostGate {
  acquire(url: string): Promise<() => void>;
}

/**
 * Creates a per-host gate (see the module comment). The host is `URL#host` (name and port); an
 * unparsable URL shares one bucket.
 */
export function perHostGate(limits: PerHostLimits, now: () => number = () => Date.now()): PerHostGate {
  const hosts = new Map<string, HostState>();
  const concurrency = Math.max(1, Math.floor(limits.concurrency));
  const stateOf = (host: string) => {
    let state = hosts.get(host);
    if (!state) hosts.set(host, (state = { active: 0, nextStart: 0, waiting: [] }));
    return state;
  };
  const hostOf = (url: string) => {
    try {
      return new URL(url).host;
    } catch {
      return '';
    }
  };
  return {
    async acquire(url) {
      const state = stateOf(hostOf(url));
      if (state.active >= concurrency) await new Promise<void>((resolve) => state.waiting.push(resolve));
      else state.active += 1;
      // The slot is taken (`active` counts it); now keep the spacing between starts.
      const start = Math.max(now(), state.nextStart);
      state.nextStart = start + limits.intervalMs;
      const wait = start - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const next = state.waiting.shift();
        // A waiter inherits the slot; otherwise it is freed.
        if (next) next();
        else state.active -= 1;
      };
    },
  };
}
