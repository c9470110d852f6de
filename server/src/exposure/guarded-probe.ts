import { answersGet } from '@route-discovery/check-engine';
import type { Core } from '@strapi/strapi';
import { ownOrigin } from '../model/own-origin';
import type { AuditedRoute } from './route-audit';

const PROBE_TIMEOUT_MS = 5000;

/**
 * Asks each `guarded` route that answers GET and has no path parameter, over HTTP and without
 * credentials, what an anonymous caller actually gets, and records the status on its row
 * (`anonymous_status`); other guarded rows get null (a write is never sent, a parameter never
 * guessed), as does a probe that fails (timeout, refusal) or an app that is not listening. The
 * requests run together, each within 5 s. Rows that are not guarded are left as they are.
 */
export async function probeGuardedRoutes(strapi: Core.Strapi, routes: AuditedRoute[]): Promise<void> {
  const guarded = routes.filter((route) => route.access === 'guarded');
  if (!guarded.length) return;
  const origin = ownOrigin(strapi);
  await Promise.all(
    guarded.map(async (route) => {
      route.anonymous_status = null;
      if (!origin || !answersGet(route.method) || route.route.includes(':') || route.route.includes('('))
        return;
      try {
        const response = await fetch(`${origin}${route.route}`, {
          headers: { Accept: 'application/json' },
          redirect: 'manual',
          signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        });
        await response.body?.cancel();
        route.anonymous_status = response.status;
      } catch {
        route.anonymous_status = null;
      }
    }),
  );
}
