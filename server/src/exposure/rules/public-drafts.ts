import type { Finding } from '@route-discovery/contract';
import type { ExposureFacts } from './types';

/**
 * `public-drafts` (high): anonymous callers may `find` a draft-and-publish type, and Strapi 5
 * returns drafts to anyone allowed to `find` when the request says `?status=draft` (any value but
 * `published`), so never-published documents are readable by anyone: strapi/strapi#25326, #21388.
 */
export function publicDrafts(facts: ExposureFacts): Finding[] {
  return facts.contentTypes
    .filter((type) => type.drafts_readable_anonymously)
    .map((type) => ({
      rule: 'public-drafts',
      severity: 'high' as const,
      subject: type.uid,
      message: `Anonymous GET requests with ?status=draft return unpublished drafts of ${type.uid}.`,
      remedy:
        'Force published content for anonymous callers: a route middleware on find/findOne that sets ctx.query.status = "published" unless ctx.state.user is set, or remove find/findOne from the Public role.',
    }));
}
