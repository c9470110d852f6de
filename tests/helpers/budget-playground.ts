import { startOutsideHost, type HostRoute, type OutsideHost } from './outside-host';
import { startPlayground, type Playground } from './playground';

/** A playground watching one article's links on a fake outside host, for the budget's tests. */
export interface BudgetSite {
  outside: OutsideHost;
  playground: Playground;
  /** Turns the schedule on (not at boot: the boot would start this instance's timer on the real clock). */
  enable(): void;
  stop(): Promise<void>;
}

/**
 * Starts the fake outside host with `routes`, then the playground (no seed) with the monitor's
 * `watch` settings (private hosts allowed, no pacing, no retries) and one article whose notes link
 * `links(origin, port)`: the outside host is `origin` (127.0.0.1) and, as a second host to the
 * check engine's limiter, `http://localhost:<port>`.
 */
export async function startBudgetSite(
  routes: Record<string, HostRoute>,
  watch: Record<string, unknown>,
  links: (origin: string, port: string) => string[],
): Promise<BudgetSite> {
  const outside = await startOutsideHost(routes);
  const playground = await startPlayground({
    env: {
      PLAYGROUND_SEED: 'false',
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({
        watch: { enabled: false, allowPrivateHosts: true, hostIntervalMs: 0, maxRetries: 0, ...watch },
      }),
    },
  });
  const notes = links(outside.origin, new URL(outside.origin).port).join(' ');
  await playground.strapi.documents('api::article.article').create({
    data: { title: 'Two hosts', slug: 'two-hosts', notes },
  });
  return {
    outside,
    playground,
    enable() {
      const key = 'plugin::route-discovery.watch';
      const current = playground.strapi.config.get(key) as Record<string, unknown>;
      playground.strapi.config.set(key, { ...current, enabled: true });
    },
    async stop() {
      await playground.stop();
      await outside.close();
    },
  };
}
