import pkg from '../../package.json';
import { PLUGIN_ID } from '@route-discovery/contract';

/**
 * The plugin's identity as the server reads it. What the admin and the CLI share with it (the id,
 * the endpoints, the report header, the read permission, the paths) is the contract's
 * (`@route-discovery/contract`), re-exported here; the names below are the server's alone.
 */
export {
  adminApiPath,
  apiPath,
  ENDPOINT_NAMES,
  ENDPOINTS,
  PLUGIN_ID,
  pluginUid,
  REPORT_ACCESS_HEADER,
  REPORTS_READ_ACTION,
  type EndpointName,
  type EndpointSpec,
} from '@route-discovery/contract';

/** The npm package name (used as HKDF info, so report values are bound to this plugin). */
export const PACKAGE_NAME: string = pkg.name;

/** Strapi's super admin role code (`@strapi/admin` `server/src/domain/role`). */
export const SUPER_ADMIN_ROLE_CODE = 'strapi-super-admin';

/** `Bearer realm="..."` of the 401 answer (RFC 6750 section 3). */
export const AUTH_REALM = PLUGIN_ID;

/** Prefix of every log line the plugin writes. */
export const LOG_PREFIX = `[${PLUGIN_ID}]`;
