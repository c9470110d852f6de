import type { ContentTypeExposure } from '@route-discovery/contract';
import type { RoleGrants } from '../../../server/src/permissions/role-grants';
import type { AuditedRoute } from '../../../server/src/exposure/route-audit';
import type { ExposureFacts } from '../../../server/src/exposure/rules';

/** Builders of small, explicit audit facts for the rule tests. */
export function route(
  overrides: Partial<AuditedRoute> & Pick<AuditedRoute, 'method' | 'handler'>,
): AuditedRoute {
  return {
    route: `/api/${overrides.handler}`,
    access: 'disabled',
    auth_disabled: false,
    roles: [],
    scopes: [overrides.handler],
    roleTypes: [],
    ...overrides,
  };
}

export function contentType(
  overrides: Partial<ContentTypeExposure> & Pick<ContentTypeExposure, 'uid'>,
): ContentTypeExposure {
  return {
    content_type_name: overrides.uid,
    kind: 'collectionType',
    draft_and_publish: false,
    public_actions: [],
    authenticated_actions: [],
    drafts_readable_anonymously: false,
    public_fields: [],
    sensitive_fields: [],
    ...overrides,
  };
}

export const AUTHENTICATED: RoleGrants = { name: 'Authenticated', type: 'authenticated', actions: new Set() };

export function facts(overrides: Partial<ExposureFacts> = {}): ExposureFacts {
  return {
    routes: [],
    contentTypes: [],
    registration: { allowRegister: false, registerRouteOpen: false, defaultRole: null },
    coreRoutes: [],
    plugin: { development: true, productionReports: false, shortKey: false, readRoles: [] },
    ...overrides,
  };
}
