import type { Finding } from '@route-discovery/contract';
import type { ExposureFacts } from './types';

/** Core actions that save with `status: 'published'` unless the request says otherwise. */
const PUBLISHING_ACTIONS = ['create', 'update'];

/**
 * `public-publish` (high): the Public role may `create` or `update` documents of a
 * draft-and-publish type, and the REST API publishes what it writes: the core service defaults
 * `status` to `published` (`@strapi/core` `core-api/service/core-service.js`, `getFetchParams`;
 * strapi/documentation#3382), so an anonymous write goes live without review.
 */
export function publicPublish(facts: ExposureFacts): Finding[] {
  return facts.contentTypes.flatMap((type) => {
    if (!type.draft_and_publish) return [];
    const actions = type.public_actions.filter((action) => PUBLISHING_ACTIONS.includes(action));
    if (actions.length === 0) return [];
    return [
      {
        rule: 'public-publish',
        severity: 'high' as const,
        subject: type.uid,
        message: `Anonymous callers may publish documents of ${type.uid}: REST ${actions.join(', ')} saves them published unless the request says status=draft.`,
        remedy: `In Settings > Users & Permissions > Roles > Public, untick ${actions.join(', ')} for ${type.uid}, or force status=draft for anonymous callers with a route middleware and review before publishing.`,
      },
    ];
  });
}
