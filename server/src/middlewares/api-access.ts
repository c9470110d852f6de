import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { findAdminSession } from '../access/admin-session';
import { decideApiAccess, decideReportAccess } from '../access/decision';
import { isDevelopment, REPORT_ACCESS_HEADER, reportKey, reportsEnabled } from '../access/reports';
import { sendError } from '../api/error-body';
import { toImfFixdate } from '../api/http-dates';
import { setDeprecationHeaders, setPrivateCacheHeaders } from '../api/response-headers';
import type { ApiLifecycle, EndpointName } from '../api/versions';
import { readSettings } from '../settings';
import { getVersionRegistry } from '../services/registries';

/** What the guard leaves in `ctx.state.routeDiscovery` for the controllers. */
export interface ApiRequestState {
  version: string;
  endpoint: EndpointName;
  lifecycle: ApiLifecycle;
}

/**
 * Route middleware guarding the content-API endpoints (design section 4). It is a middleware, not
 * a Strapi policy, because a policy can only allow or answer 403, and the rules need 401 with
 * `WWW-Authenticate`, 404 for an unknown version and 500 for a missing key.
 * Route config: `{ name: 'plugin::route-discovery.api-access', config: { endpoint } }`.
 */
export default (options: { endpoint: EndpointName }, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    setPrivateCacheHeaders(ctx);
    const registry = getVersionRegistry(strapi);
    const version = String(ctx.params.version ?? '');
    const contract = registry.get(version);
    if (!contract || !contract.endpoints.includes(options.endpoint)) {
      sendError(
        ctx,
        404,
        'NotFoundError',
        `Unknown API version or endpoint: ${version.slice(0, 20)}/${options.endpoint}`,
      );
      return;
    }
    const settings = readSettings(strapi);
    const authorization = ctx.get('Authorization') || undefined;
    const adminSession = (token: string) => findAdminSession(strapi, token);
    const reportToken = ctx.get(REPORT_ACCESS_HEADER);
    const decision = reportToken
      ? await decideReportAccess({
          reportToken,
          authorization,
          reportsEnabled: reportsEnabled(strapi, settings),
          key: reportKey(strapi),
          nowSeconds: Math.floor(Date.now() / 1000),
          adminSession,
        })
      : await decideApiAccess({
          endpoint: options.endpoint,
          authorization,
          apiKey: settings.apiKey.value,
          isDevelopment: isDevelopment(strapi),
          adminSession,
        });
    if (!decision.allowed) {
      if (decision.status === 401) ctx.set('WWW-Authenticate', 'Bearer realm="route-discovery"');
      if (decision.status === 500) strapi.log.error(`[route-discovery] ${decision.message}`);
      sendError(ctx, decision.status, decision.name, decision.message);
      return;
    }
    const announcements = settings.config.apiLifecycle;
    const lifecycle = registry.lifecycle(version, announcements);
    if (lifecycle.status === 'deprecated') {
      const successor = registry.newestStable(announcements);
      const prefix = strapi.config.get('api.rest.prefix', '/api');
      setDeprecationHeaders(ctx, {
        sunsetHttpDate: lifecycle.sunset_on ? toImfFixdate(lifecycle.sunset_on) : null,
        successorPath:
          successor &&
          Number(successor.slice(1)) > Number(version.slice(1)) &&
          registry.get(successor)?.endpoints.includes(options.endpoint)
            ? `${prefix}/route-discovery/${successor}/${options.endpoint}`
            : null,
      });
    }
    const state: ApiRequestState = { version, endpoint: options.endpoint, lifecycle };
    ctx.state.routeDiscovery = state;
    await next();
  };
