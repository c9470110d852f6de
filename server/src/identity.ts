import pkg from '../../package.json';
import { PLUGIN_ID } from '@route-discovery/contract';

/**
 * The server's own identity values. What the admin and the CLI share with it (the id, the
 * endpoints, the report header, the read permission, the paths) is the contract's
 * (`@route-discovery/contract`, `identity.ts`), imported from there.
 */

/** The npm package name (used as HKDF info, so report values are bound to this plugin). */
export const PACKAGE_NAME: string = pkg.name;

/** Strapi's super admin role code (`@strapi/admin` `server/src/domain/role`). */
export const SUPER_ADMIN_ROLE_CODE = 'strapi-super-admin';

/** `Bearer realm="..."` of the 401 answer (RFC 6750 section 3). */
export const AUTH_REALM = PLUGIN_ID;

/** Prefix of every log line the plugin writes. */
export const LOG_PREFIX = `[${PLUGIN_ID}]`;
