import type { Core } from '@strapi/strapi';
import { routeCatalog } from '../model/route-catalog';
import { PUBLIC_ROLE_TYPE } from '../permissions/route-permission';
import { loadApiTokenGrants } from '../permissions/token-grants';
import { describeContentTypes } from './content-type-exposure';
import { graphqlEndpointRoutes } from './graphql-endpoint';
import { loadGraphqlFacts } from './graphql-facts';
import type { ExposureReport } from '@route-discovery/contract';
import { coreRoutes } from './core-routes';
import { loadPluginFacts } from './plugin-facts';
import { loadRegistration } from './registration';
import { loadRoleGrants } from '../permissions/role-grants';
import { probeGuardedRoutes } from './guarded-probe';
import { auditRoute, toExposureRoute } from './route-audit';
import { runRules } from './rules';

/** A report and until when it holds whatever the database says (an API token expiring). */
export interface TimedExposureReport {
  report: ExposureReport;
  /** ms since the epoch when the first counted API token expires; Infinity when none does. */
  validUntil: number;
}

/**
 * Audits what the running app exposes: every content-API route with who may call it, every
 * `api::`/`plugin::` content type with its public surface, and the rules' findings. Roles,
 * permissions, API tokens, the registration settings and the admin roles holding the plugin's read
 * action are read on every call (five small queries, no document is read); `exposure-cache.ts`
 * decides when a call is needed.
 * With the GraphQL plugin, its operations join the facts (one sample document per publicly
 * readable type) and the draft probes ask this app's GraphQL endpoint anonymously (`loadGraphqlFacts`).
 * Each guarded GET route without a path parameter is asked anonymously too (`probeGuardedRoutes`).
 */
export async function buildExposureReport(strapi: Core.Strapi): Promise<TimedExposureReport> {
  const [roles, tokens, plugin] = await Promise.all([
    loadRoleGrants(strapi),
    loadApiTokenGrants(strapi),
    loadPluginFacts(strapi),
  ]);
  const registration = await loadRegistration(strapi, roles);
  const routes = routeCatalog(strapi, 'content-api').map((route) => auditRoute(route, roles, tokens));
  await probeGuardedRoutes(strapi, routes);
  const publicActions = roles.find((role) => role.type === PUBLIC_ROLE_TYPE)?.actions ?? new Set<string>();
  const contentTypes = describeContentTypes(strapi, routes, publicActions);
  const core = coreRoutes(strapi);
  const graphql = await loadGraphqlFacts(strapi, roles, tokens);
  const findings = runRules({ routes, contentTypes, registration, coreRoutes: core, plugin, graphql });
  // The GraphQL endpoint joins the inventory after the rules: REST rules read REST routes only.
  const inventory = [
    ...routes.map(toExposureRoute),
    ...(graphql ? graphqlEndpointRoutes(graphql, roles) : []),
  ];
  const report: ExposureReport = {
    routes: inventory,
    content_types: contentTypes,
    findings,
    core_routes: core,
    count: {
      routes: inventory.length,
      content_types: contentTypes.length,
      findings: findings.length,
      core_routes: core.length,
    },
  };
  return { report, validUntil: tokens.nextExpiry ?? Infinity };
}
