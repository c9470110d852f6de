import type { Finding } from '@route-discovery/contract';
import { mayWrite } from '@route-discovery/check-engine';
import type { ExposureFacts } from './types';

/**
 * `auth-disabled-write` (medium): a route that may write (`POST`, `PUT`, `PATCH`, `DELETE`, `ALL`)
 * declares `config.auth: false`, so Strapi runs neither authentication nor the permission check
 * (`@strapi/core` `src/services/auth/index.ts`: `config === false` returns early), whatever the
 * roles say (route `config.auth`: https://docs.strapi.io/cms/backend-customization/routes).
 * A `guarded` route (policies or middlewares of its own, `guarded_by`) has what the remedy asks for
 * and is left out: what it lets through is its guards' decision (docs/decisions/0110).
 */
export function authDisabledWrite(facts: ExposureFacts): Finding[] {
  return facts.routes
    .filter((route) => route.auth_disabled && route.access !== 'guarded' && mayWrite(route.method))
    .map((route) => ({
      rule: 'auth-disabled-write',
      severity: 'medium' as const,
      subject: `${route.method} ${route.route}`,
      message: `${route.method} ${route.route} (${route.handler || 'function handler'}) has auth: false: anyone may call it and no role can restrict it.`,
      remedy:
        'Remove `auth: false` from the route config and grant the action to the roles that need it, or guard the handler with a policy (signature, captcha, rate limit).',
    }));
}
