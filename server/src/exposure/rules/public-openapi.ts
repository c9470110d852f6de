import type { Finding } from '@route-discovery/contract';
import type { ExposureFacts } from './types';

/**
 * `public-openapi` (medium): outside development the content API's OpenAPI document is served to
 * anyone (`server.openapi['content-api'].access: 'public'`, route `auth: false` in `@strapi/core`
 * `services/server/openapi.js`): every route, parameter and schema of the API, a map for an attacker.
 * The only core row of the content API is that document (content-API routes are in `routes`).
 */
export function publicOpenApi(facts: ExposureFacts): Finding[] {
  if (facts.plugin.development) return [];
  return facts.coreRoutes
    .filter((route) => route.api === 'content-api' && route.access === 'public')
    .map((route) => ({
      rule: 'public-openapi',
      severity: 'medium' as const,
      subject: `${route.method} ${route.route}`,
      message: `The content API's OpenAPI document is public at ${route.route}: anyone may read every route and schema of the API.`,
      remedy:
        "Set server.openapi['content-api'].access to 'disabled' outside development (config/server), or publish the document only where it is meant to be read.",
    }));
}
