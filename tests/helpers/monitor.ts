import type { Core } from '@strapi/strapi';

/** A clock the monitor reads (server/src/watch/clock.ts): the tests' are fixed or hand-moved. */
export interface FakeClock {
  now(): number;
}

/** What one tick returned (server/src/watch/watch-run.ts `TickOutcome`), as the tests read it. */
export interface TickResult {
  taken: boolean;
  run: { id: string; cursor: number; state: string } | null;
  lostLease: boolean;
}

/** A watcher: the monitor of one "instance" (server/src/watch/watcher.ts). */
export interface TestWatcher {
  owner: string;
  tick(): Promise<TickResult>;
}

/**
 * A watcher on `strapi` with its own clock and owner name (the `watch` service's `create`), so one
 * process plays several instances and no test waits for time.
 * @param fetchImpl a fetch in front of the real one (to hold a request open), or Node's fetch
 */
export function testWatcher(
  strapi: Core.Strapi,
  clock: FakeClock,
  owner: string,
  fetchImpl?: typeof fetch,
): TestWatcher {
  const service = strapi.plugin('route-discovery').service('watch') as {
    create(options: { clock: FakeClock; owner: string; fetchImpl?: typeof fetch }): TestWatcher;
  };
  return service.create({ clock, owner, fetchImpl });
}
