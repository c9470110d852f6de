import pkg from '../../../package.json';

/**
 * The plugin's identity the server, the admin and the CLI share: its id (read from `strapi.name`
 * in the root package.json, as Strapi itself reads it), the endpoints a version serves, the header
 * and permission names both halves use. It imports nothing but package.json, so every bundle can
 * load it.
 */

/** The plugin id: `strapi.name` in package.json, the config key, the admin route prefix. */
export const PLUGIN_ID: string = pkg.strapi.name;

/** `plugin::<id>.<name>`: the UID of one of this plugin's middlewares, actions or services. */
export function pluginUid(name: string): string {
  return `plugin::${PLUGIN_ID}.${name}`;
}

/** The header carrying the signed report value (docs/security.md, rule 1). */
export const REPORT_ACCESS_HEADER = 'X-Discovery-Report-Access';

/** The admin permission behind the report menu link and settings link. */
export const REPORTS_READ_ACTION = pluginUid('reports.read');

/** What the plugin knows of one content-API endpoint. */
export interface EndpointSpec {
  /** `controller.action` serving it. */
  handler: string;
  /** Its key in the admin's endpoint map (`report-config` -> `endpoints`). */
  key: string;
  /** Whether a super admin's interactive session may read it in development (rule 3). */
  adminSessionInDevelopment: boolean;
}

/** Every endpoint a version can serve, in the order the docs list them. */
export const ENDPOINTS = {
  'backend-urls': { handler: 'discovery.backendUrls', key: 'backendUrls', adminSessionInDevelopment: true },
  'frontend-urls': {
    handler: 'discovery.frontendUrls',
    key: 'frontendUrls',
    adminSessionInDevelopment: true,
  },
  platform: { handler: 'discovery.platform', key: 'platform', adminSessionInDevelopment: false },
  exposure: { handler: 'discovery.exposure', key: 'exposure', adminSessionInDevelopment: true },
  runs: { handler: 'runs.list', key: 'runs', adminSessionInDevelopment: true },
  graphql: { handler: 'graphql.operations', key: 'graphql', adminSessionInDevelopment: true },
  'content-links': {
    handler: 'content-links.list',
    key: 'contentLinks',
    adminSessionInDevelopment: true,
  },
  openapi: { handler: 'openapi.document', key: 'openapi', adminSessionInDevelopment: true },
  references: { handler: 'references.list', key: 'references', adminSessionInDevelopment: true },
  integrity: { handler: 'integrity.list', key: 'integrity', adminSessionInDevelopment: true },
  files: { handler: 'files.list', key: 'files', adminSessionInDevelopment: true },
  summary: { handler: 'summary.summary', key: 'summary', adminSessionInDevelopment: true },
  'moved-urls': { handler: 'moved-urls.list', key: 'movedUrls', adminSessionInDevelopment: true },
} as const satisfies Record<string, EndpointSpec>;

/** Endpoint names: the path segment after the version. */
export type EndpointName = keyof typeof ENDPOINTS;

/** Key of an endpoint in the admin's endpoint map (`backendUrls`, ...). */
export type EndpointKey = (typeof ENDPOINTS)[EndpointName]['key'];

/** The endpoint names, in table order. */
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/**
 * The path of an endpoint as mounted: `<api.rest.prefix>/<plugin id>/<version>/<endpoint>`.
 * @param restPrefix Strapi's `api.rest.prefix` (default `/api`)
 * @param version `v1`, `v2`, ...
 */
export function apiPath(restPrefix: string, version: string, endpoint: EndpointName): string {
  return `${restPrefix}/${PLUGIN_ID}/${version}/${endpoint}`;
}

/** The admin API path of one of the plugin's admin routes (`/<plugin id>/<path>`). */
export function adminApiPath(path: string): string {
  return `/${PLUGIN_ID}/${path}`;
}
