import {
  apiPath,
  EXPORT_FORMATS,
  exportUrlRequestSchema,
  type EndpointName,
  type ExportUrlResponse,
  type PagedList,
} from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { EXPORT_TICKET_PARAM, mintExportTicket, reportKey } from '../access';
import { sendError } from '../api';
import { restPrefix } from '../model/rest-prefix';
import { getService } from '../services/get-service';
import { reportAdminGate } from './report-admin-gate';

/** The v1 endpoint each paged list is read from, and the query that names the list there. */
const LIST_ENDPOINTS: Record<PagedList, { endpoint: EndpointName; query: Record<string, string> }> = {
  'backend-urls': { endpoint: 'backend-urls', query: {} },
  'frontend-urls': { endpoint: 'frontend-urls', query: {} },
  'content-links': { endpoint: 'content-links', query: {} },
  graphql: { endpoint: 'graphql', query: {} },
  'exposure-routes': { endpoint: 'exposure', query: { list: 'routes' } },
  'exposure-content-types': { endpoint: 'exposure', query: { list: 'content_types' } },
  runs: { endpoint: 'runs', query: {} },
  files: { endpoint: 'files', query: {} },
  'files-missing': { endpoint: 'files', query: { list: 'missing' } },
  'moved-urls': { endpoint: 'moved-urls', query: {} },
};

/**
 * `POST /route-discovery/export-url` (contract `exportUrlRequestSchema`): the same access as
 * `report-access` (reports open, an interactive super admin session); answers a site-relative URL
 * of the newest stable version's endpoint with the export's query and a single-use ticket valid
 * 60 seconds (`mintExportTicket`), which the `api-access` middleware accepts for that download.
 */
export default function createExportUrlController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async exportUrl(ctx: Context) {
      const gate = reportAdminGate(
        ctx,
        strapi,
        'Only a super admin in an interactive session may export the reports',
      );
      if (!gate) return;
      const { settings } = gate;
      const parsed = exportUrlRequestSchema.safeParse(ctx.request.body);
      const format = parsed.success ? parsed.data.query.format : undefined;
      if (!parsed.success || !(EXPORT_FORMATS as readonly string[]).includes(format ?? '')) {
        sendError(
          ctx,
          400,
          'ValidationError',
          `Send { list, query } with a list of the paged lists and query.format one of ${EXPORT_FORMATS.join(', ')}`,
        );
        return;
      }
      const { list, query } = parsed.data;
      const target = LIST_ENDPOINTS[list];
      const version = getService(strapi, 'versions').newestStable(settings.config.apiLifecycle);
      if (!version) {
        sendError(ctx, 404, 'NotFoundError', 'No stable API version is served');
        return;
      }
      const exported: Record<string, string> = Object.fromEntries(
        Object.entries({ ...query, ...target.query }).filter(([name]) => name !== EXPORT_TICKET_PARAM),
      );
      const { ticket, expiresAt } = mintExportTicket(
        reportKey(strapi),
        target.endpoint,
        exported,
        Math.floor(Date.now() / 1000),
      );
      const search = new URLSearchParams({ ...exported, [EXPORT_TICKET_PARAM]: ticket });
      const answer: ExportUrlResponse = {
        data: {
          url: `${apiPath(restPrefix(strapi), version, target.endpoint)}?${search.toString()}`,
          expires_at: expiresAt.toISOString(),
        },
      };
      ctx.body = answer;
    },
  };
}
