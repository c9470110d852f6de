import { apiPath, ENDPOINT_NAMES, ENDPOINTS } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { interactiveSuperAdmin, isDevelopment, mintReportToken, reportKey, reportsEnabled } from '../access';
import { publicOrigin, sendError, setPrivateCacheHeaders } from '../api';
import { reportAdminGate } from './report-admin-gate';
import { getService } from '../services/get-service';
import { readSettings } from '../settings';
import { describeSettings } from '../settings-diagnostics';
import { restPrefix } from '../model/rest-prefix';

/** Admin-route controllers behind the in-admin reports and settings page. */
export default function createReportController({ strapi }: { strapi: Core.Strapi }) {
  return {
    /** `POST /route-discovery/report-access`: mints a signed report value for this super admin session. */
    async reportAccess(ctx: Context) {
      const gate = reportAdminGate(
        ctx,
        strapi,
        'Only a super admin in an interactive session may open the reports',
      );
      if (!gate) return;
      const { admin } = gate;
      const { token, expiresAt } = mintReportToken(reportKey(strapi), admin, Math.floor(Date.now() / 1000));
      ctx.body = { data: { token, expiresAt: expiresAt.toISOString() } };
    },

    /** `GET /route-discovery/report-config`: what the admin pages need, the key masked. */
    async reportConfig(ctx: Context) {
      setPrivateCacheHeaders(ctx);
      if (!interactiveSuperAdmin(ctx, strapi)) {
        sendError(ctx, 403, 'ForbiddenError', 'Only a super admin may read the route discovery settings');
        return;
      }
      const settings = readSettings(strapi);
      const registry = getService(strapi, 'versions');
      const announcements = settings.config.apiLifecycle;
      const newest = registry.newestStable(announcements);
      const prefix = restPrefix(strapi);
      ctx.body = {
        data: {
          reportsEnabled: reportsEnabled(strapi, settings),
          environment: String(strapi.config.get('environment')),
          isDevelopment: isDevelopment(strapi),
          newestStableVersion: newest,
          endpoints: newest
            ? Object.fromEntries(
                ENDPOINT_NAMES.map((endpoint) => [
                  ENDPOINTS[endpoint].key,
                  apiPath(prefix, newest, endpoint),
                ]),
              )
            : null,
          versions: registry
            .list()
            .map((version) => ({ version, lifecycle: registry.lifecycle(version, announcements) })),
          settings: describeSettings(settings),
          curlExample: newest
            ? `curl -H "Authorization: Bearer <DISCOVERY_API_KEY>" ${publicOrigin(strapi, ctx)}${apiPath(prefix, newest, 'backend-urls')}`
            : null,
        },
      };
    },
  };
}
