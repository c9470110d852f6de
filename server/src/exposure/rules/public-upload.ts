import type { Finding } from '@route-discovery/contract';
import { actionHandler, handlerAction } from '../../permissions/handler-action';
import type { ExposureFacts } from './types';

/** Upload plugin content-API actions that change the media library (`@strapi/upload` content-api routes). */
const UPLOAD_WRITE_HANDLERS = ['upload', 'destroy'].map((action) =>
  actionHandler('plugin::upload.content-api', action),
);

/**
 * `public-upload` (high): anonymous callers may upload files (`POST /api/upload`) or delete them
 * (`DELETE /api/upload/files/:id`): anyone may fill the storage, host content on the app's domain,
 * or remove media. Routes from `@strapi/upload` `server/src/routes/content-api.ts`.
 */
export function publicUpload(facts: ExposureFacts): Finding[] {
  const routes = facts.routes.filter(
    (route) => route.access === 'public' && UPLOAD_WRITE_HANDLERS.includes(route.handler),
  );
  if (routes.length === 0) return [];
  const actions = [...new Set(routes.map((route) => handlerAction(route.handler)?.action))];
  return [
    {
      rule: 'public-upload',
      severity: 'high',
      subject: 'plugin::upload',
      message: `Anonymous callers may ${actions.join(', ')} files in the media library (${routes.map((route) => `${route.method} ${route.route}`).join(', ')}).`,
      remedy: `In Settings > Users & Permissions > Roles > Public, untick Upload ${actions.join(', ')}; let authenticated roles upload instead.`,
    },
  ];
}
