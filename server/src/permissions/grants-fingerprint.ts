import type { FingerprintInput } from '../model/table-fingerprint';

/**
 * What the access model reads (`loadRoleGrants`, `loadApiTokenGrants`), as fingerprint inputs:
 * users-permissions roles, their permissions and the permission-role links; API tokens, their
 * permissions and the permission-token links (`@strapi/plugin-users-permissions` and
 * `@strapi/admin` content types). A change to any of them changes the fingerprint.
 */
export const ACCESS_MODEL_INPUTS: readonly FingerprintInput[] = [
  { kind: 'rows', uid: 'plugin::users-permissions.role' },
  { kind: 'rows', uid: 'plugin::users-permissions.permission' },
  { kind: 'links', uid: 'plugin::users-permissions.permission', attribute: 'role' },
  { kind: 'rows', uid: 'admin::api-token' },
  { kind: 'rows', uid: 'admin::api-token-permission' },
  { kind: 'links', uid: 'admin::api-token-permission', attribute: 'token' },
];
