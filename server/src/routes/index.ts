import type { EndpointName } from '../api/versions';

const HANDLERS: Record<EndpointName, string> = {
  'backend-urls': 'discovery.backendUrls',
  'frontend-urls': 'discovery.frontendUrls',
  platform: 'discovery.platform',
  exposure: 'discovery.exposure',
};

/**
 * A content-API route per endpoint, with the version as a path segment so every registered
 * version is served in parallel. `auth: false` keeps users-permissions and API tokens out of the
 * way; the `api-access` middleware applies the plugin's own access rules.
 */
function contentApiRoute(endpoint: EndpointName) {
  return {
    method: 'GET' as const,
    path: `/:version/${endpoint}`,
    handler: HANDLERS[endpoint],
    config: {
      auth: false as const,
      middlewares: [{ name: 'plugin::route-discovery.api-access', config: { endpoint } }],
    },
  };
}

/** Admin routes behind the in-admin reports; Strapi mounts them under `/route-discovery`. */
const adminRoutes = [
  { method: 'POST' as const, path: '/report-access', handler: 'report.reportAccess' },
  { method: 'GET' as const, path: '/report-config', handler: 'report.reportConfig' },
].map((route) => ({ ...route, config: { policies: ['admin::isAuthenticatedAdmin'] } }));

export default {
  admin: {
    type: 'admin',
    routes: adminRoutes,
  },
  'content-api': {
    type: 'content-api',
    routes: [
      contentApiRoute('backend-urls'),
      contentApiRoute('frontend-urls'),
      contentApiRoute('platform'),
      contentApiRoute('exposure'),
    ],
  },
};
