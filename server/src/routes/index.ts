import {
  ENDPOINT_NAMES,
  ENDPOINTS,
  MONITOR_MANAGE_ACTION,
  pluginUid,
  type EndpointName,
} from '@route-discovery/contract';

/**
 * A content-API route per endpoint, with the version as a path segment so every registered
 * version is served in parallel. `auth: false` keeps users-permissions and API tokens out of the
 * way; the `api-access` middleware applies the plugin's own access rules (docs/security.md).
 */
function contentApiRoute(endpoint: EndpointName) {
  return {
    method: 'GET' as const,
    path: `/:version/${endpoint}`,
    handler: ENDPOINTS[endpoint].handler,
    config: {
      auth: false as const,
      middlewares: [{ name: pluginUid('api-access'), config: { endpoint } }],
    },
  };
}

/** `POST /:version/runs`: `route-discovery smoke --publish` stores a run (docs/api.md, "Runs"). */
const publishRunRoute = {
  ...contentApiRoute('runs'),
  method: 'POST' as const,
  handler: 'runs.publish',
};

/**
 * `GET` and `POST /:version/references/rebuild`: the reference index rebuild's progress, and
 * starting it (docs/api.md, "References"); guarded as the `references` endpoint.
 */
const rebuildRoutes = [
  {
    ...contentApiRoute('references'),
    path: '/:version/references/rebuild',
    handler: 'references.rebuildStatus',
  },
  {
    ...contentApiRoute('references'),
    method: 'POST' as const,
    path: '/:version/references/rebuild',
    handler: 'references.rebuild',
  },
];

/** `GET /:version/moved-urls/redirects?format=`: the redirect rules of the moves (docs/api.md, "Moved URLs"). */
const redirectsRoute = {
  ...contentApiRoute('moved-urls'),
  path: '/:version/moved-urls/redirects',
  handler: 'moved-urls.redirects',
};

/** `POST /:version/moved-urls/audit?format=`: audits a site's redirect file (docs/api.md, "Moved URLs"). */
const redirectAuditRoute = {
  ...contentApiRoute('moved-urls'),
  method: 'POST' as const,
  path: '/:version/moved-urls/audit',
  handler: 'moved-urls.audit',
};

/** `POST /:version/moved-urls/webtools-redirects`: Webtools redirects created on request (docs/api.md). */
const webtoolsRedirectsRoute = {
  ...contentApiRoute('moved-urls'),
  method: 'POST' as const,
  path: '/:version/moved-urls/webtools-redirects',
  handler: 'moved-urls.webtoolsRedirects',
};

/** `POST /:version/moved-urls/checks`: `smoke --site --moved` stores the last check of each old URL. */
const redirectChecksRoute = {
  ...contentApiRoute('moved-urls'),
  method: 'POST' as const,
  path: '/:version/moved-urls/checks',
  handler: 'moved-urls.storeChecks',
};

/**
 * The monitor (docs/api.md, "Monitor"): `GET v1/monitor`, `GET v1/monitor/targets`, a target's
 * events and `POST v1/monitor/runs`, guarded as the `runs` endpoint (docs/decisions/0218-monitor-api.md).
 */
const monitorRoutes = [
  { ...contentApiRoute('runs'), path: '/:version/monitor', handler: 'monitor.overview' },
  { ...contentApiRoute('runs'), path: '/:version/monitor/targets', handler: 'monitor.targets' },
  {
    ...contentApiRoute('runs'),
    path: '/:version/monitor/targets/:id/events',
    handler: 'monitor.targetEvents',
  },
  {
    ...contentApiRoute('runs'),
    method: 'POST' as const,
    path: '/:version/monitor/runs',
    handler: 'monitor.checkNow',
  },
];

/** Admin routes behind the in-admin reports; Strapi mounts them under `/<plugin id>`. */
const adminRoutes = [
  { method: 'POST' as const, path: '/report-access', handler: 'report.reportAccess' },
  { method: 'GET' as const, path: '/report-config', handler: 'report.reportConfig' },
  { method: 'POST' as const, path: '/export-url', handler: 'export-url.exportUrl' },
  // The Content Manager's "Used in" panel: the controller asks Strapi's permission engine.
  { method: 'GET' as const, path: '/used-in', handler: 'used-in.show' },
  { method: 'GET' as const, path: '/url-changes', handler: 'used-in.urlChanges' },
  { method: 'POST' as const, path: '/url-changes', handler: 'used-in.urlChangesUnsaved' },
  // The Files page's reference index state and rebuild: the reports' gate, in the controller.
  { method: 'GET' as const, path: '/reference-index', handler: 'reference-index.show' },
  { method: 'POST' as const, path: '/reference-index/rebuild', handler: 'reference-index.rebuild' },
].map((route) => ({ ...route, config: { policies: ['admin::isAuthenticatedAdmin'] } }));

/**
 * The monitor's schedule and "Check now" in the admin (the Settings page and the Monitoring page) (docs/api.md, "Monitor schedule (admin)"):
 * Strapi's `admin::hasPermissions` policy asks for the plugin's `monitor.manage` action.
 */
const monitorScheduleRoutes = [
  { method: 'GET' as const, path: '/monitor/schedule', handler: 'monitor-schedule.show' },
  { method: 'PUT' as const, path: '/monitor/schedule', handler: 'monitor-schedule.update' },
  { method: 'POST' as const, path: '/monitor/runs', handler: 'monitor-schedule.checkNow' },
].map((route) => ({
  ...route,
  config: {
    policies: [
      'admin::isAuthenticatedAdmin',
      { name: 'admin::hasPermissions', config: { actions: [pluginUid(MONITOR_MANAGE_ACTION)] } },
    ],
  },
}));

export default {
  admin: {
    type: 'admin',
    routes: [...adminRoutes, ...monitorScheduleRoutes],
  },
  'content-api': {
    type: 'content-api',
    routes: [
      ...ENDPOINT_NAMES.map(contentApiRoute),
      publishRunRoute,
      ...rebuildRoutes,
      redirectsRoute,
      redirectChecksRoute,
      redirectAuditRoute,
      webtoolsRedirectsRoute,
      ...monitorRoutes,
    ],
  },
};
