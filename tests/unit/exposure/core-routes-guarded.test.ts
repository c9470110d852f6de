import type { Core } from '@strapi/strapi';
import { coreRoutes } from '../../../server/src/exposure/core-routes';

/** An app whose admin API holds two `auth: false` routes, one with a policy of its plugin's own. */
function appWith(routes: Array<Record<string, unknown>>): Core.Strapi {
  return {
    admin: { routes: { admin: { type: 'admin', prefix: '/admin', routes } } },
    plugins: {},
    apis: {},
    config: { get: (_key: string, fallback?: unknown) => fallback },
    server: { listRoutes: () => [] },
  } as unknown as Core.Strapi;
}

describe('coreRoutes: admin routes declared auth: false', () => {
  it('calls a route with a guard of its own guarded, naming the guard, and any other public', () => {
    const rows = coreRoutes(
      appWith([
        {
          method: 'GET',
          path: '/seo/preview',
          handler: 'seo.preview',
          config: { auth: false, policies: ['plugin::seo.isEnabled'], middlewares: ['admin::rateLimit'] },
        },
        { method: 'GET', path: '/seo/open', handler: 'seo.open', config: { auth: false } },
      ]),
    );
    expect(rows.map((row) => [row.route, row.access])).toEqual([
      ['/admin/seo/preview', 'guarded'],
      ['/admin/seo/open', 'public'],
    ]);
    expect(rows[0].note).toContain('guarded by its own policies or middlewares: plugin::seo.isEnabled.');
  });
});
