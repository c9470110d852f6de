import type { ExposureResponse } from '../../packages/cli/src/types';

/**
 * An exposure answer (`v1/exposure`, as the CLI reads it) with one article route and the article
 * content type, for baseline tests: the route's `access` and the type's public actions vary.
 * @param route method, path and handler of the one route
 */
export function articleExposure(
  route: { method: string; route: string; handler: string },
  access: 'public' | 'authenticated',
  publicActions: string[],
): ExposureResponse {
  return {
    routes: [{ ...route, access, auth_disabled: false, roles: [] }],
    content_types: [
      {
        uid: 'api::article.article',
        content_type_name: 'Article',
        kind: 'collectionType',
        draft_and_publish: true,
        public_actions: publicActions,
        authenticated_actions: [],
        drafts_readable_anonymously: false,
        public_fields: [],
        sensitive_fields: [],
      },
    ],
    findings: [],
  };
}
